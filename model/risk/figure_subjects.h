// Short names of what a ranged figure belongs to, for labels a reader can tell apart at a
// glance: "H100 Tokyo" for a rental offer, "Tokyo colocation" for a site, "LLM pretraining" for a
// workload. Built from the workbook's own names (no words of ours, so nothing to translate) and
// made longer only where two figures of the same field would otherwise read the same.
#pragma once

#include <string>
#include <vector>

#include "model/risk/ranged_figures.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// "Tokyo colocation (TEPCO area)" -> "Tokyo colocation": a name without its last bracketed part.
std::string withoutBrackets(const std::string& name);
// "NVIDIA H100 SXM5 80GB" -> "H100": the GPU's model word, without the maker.
std::string gpuShortName(const std::string& name);

// Candidate subjects of one owner, shortest first (the last one is unique by construction).
struct SubjectCandidates {
  std::string ownerPointer;  // "/scenarios/0/rental_offers/3": the object the figures belong to
  std::vector<std::string> candidates;
};

// Sets every figure's `subject`: the first candidate of its owner such that no two figures of
// the same key read the same (key, subject). `owners[i]` are the candidates of figures[i]
// (figures of one object share one owner pointer); figures without candidates keep "".
void assignSubjects(std::vector<RangedFigure>& figures,
                    const std::vector<SubjectCandidates>& owners);

// The candidates for each kind of owner (regions, GPU and server models, sites and their cooling
// options, offers, workloads, plans), from the scenario's names and ids.
SubjectCandidates regionSubjects(const Scenario& s, std::size_t region, const std::string& pointer);
SubjectCandidates gpuSubjects(const Scenario& s, std::size_t gpu, const std::string& pointer);
SubjectCandidates serverSubjects(const Scenario& s, std::size_t server, const std::string& pointer);
SubjectCandidates siteSubjects(const Scenario& s, std::size_t site, const std::string& pointer);
SubjectCandidates coolingSubjects(const Scenario& s, std::size_t site, std::size_t option,
                                  const std::string& pointer);
SubjectCandidates offerSubjects(const Scenario& s, std::size_t offer, const std::string& pointer);
// A rental offer's price path (`point` -1: the path itself, its scale) or one of its points: the
// offer's candidates, a point's with its number ("H100 Tokyo #2").
SubjectCandidates pricePathSubjects(const Scenario& s, std::size_t offer, int point,
                                    const std::string& pointer);
// A hosted API offer: its model and region ("llama-3.1-8b Tokyo"), then with its provider.
SubjectCandidates apiOfferSubjects(const Scenario& s, std::size_t offer,
                                   const std::string& pointer);
SubjectCandidates workloadSubjects(const Scenario& s, std::size_t workload,
                                   const std::string& pointer);
SubjectCandidates planSubjects(const Scenario& s, std::size_t plan, const std::string& pointer);

}  // namespace fleetcost
