// Candidate subjects per kind of owner, and choosing the shortest that keeps labels apart.
#include "model/risk/figure_subjects.h"

#include <algorithm>
#include <map>
#include <set>

namespace fleetcost {

namespace {

std::string trimmed(std::string text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(' ');
  return text.substr(first, last - first + 1);
}

template <class T>
std::string nameOf(const T& object) {
  return object.name.value_or(object.id.value_or(""));
}

// Adds `text` unless it is empty or already a candidate.
void add(std::vector<std::string>& list, const std::string& text) {
  if (!text.empty() && std::find(list.begin(), list.end(), text) == list.end())
    list.push_back(text);
}

template <class List>
const typename List::value_type* byId(const List& list, const std::optional<std::string>& id) {
  if (!id) return nullptr;
  for (const auto& item : list)
    if (item.id == id) return &item;
  return nullptr;
}

std::string regionShort(const Scenario& s, const std::optional<std::string>& id) {
  const Region* region = byId(s.regions, id);
  return region ? withoutBrackets(nameOf(*region)) : id.value_or("");
}

std::string gpuShort(const Scenario& s, const std::optional<std::string>& id) {
  const GpuModel* gpu = byId(s.gpuModels, id);
  return gpu ? gpuShortName(nameOf(*gpu)) : id.value_or("");
}

SubjectCandidates make(const std::string& pointer, std::vector<std::string> candidates,
                       const std::string& last) {
  add(candidates, last);
  return {pointer, std::move(candidates)};
}

}  // namespace

std::string withoutBrackets(const std::string& name) {
  std::string text = trimmed(name);
  if (!text.empty() && text.back() == ')') {
    const auto open = text.rfind(" (");
    if (open != std::string::npos && open > 0) text = trimmed(text.substr(0, open));
  }
  return text;
}

std::string gpuShortName(const std::string& name) {
  std::string text = trimmed(name);
  for (const char* maker : {"NVIDIA ", "Nvidia ", "AMD ", "Intel "})
    if (text.rfind(maker, 0) == 0) text = trimmed(text.substr(std::string(maker).size()));
  const auto space = text.find(' ');
  return space == std::string::npos ? text : text.substr(0, space);
}

SubjectCandidates regionSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  std::vector<std::string> c;
  add(c, withoutBrackets(nameOf(s.regions[i])));
  add(c, nameOf(s.regions[i]));
  return make(pointer, c, nameOf(s.regions[i]) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates gpuSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  std::vector<std::string> c;
  add(c, gpuShortName(nameOf(s.gpuModels[i])));
  add(c, nameOf(s.gpuModels[i]));
  return make(pointer, c, nameOf(s.gpuModels[i]) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates serverSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  const ServerModel& m = s.serverModels[i];
  std::vector<std::string> c;
  add(c, withoutBrackets(nameOf(m)));
  add(c, nameOf(m));
  return make(pointer, c, nameOf(m) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates siteSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  std::vector<std::string> c;
  add(c, withoutBrackets(nameOf(s.sites[i])));
  add(c, nameOf(s.sites[i]));
  return make(pointer, c, nameOf(s.sites[i]) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates coolingSubjects(const Scenario& s, std::size_t i, std::size_t option,
                                  const std::string& pointer) {
  const Site& site = s.sites[i];
  const std::string name = site.coolingOptions[option].name.value_or("");
  std::vector<std::string> c;
  add(c, withoutBrackets(nameOf(site)) + ", " + name);
  add(c, nameOf(site) + ", " + name);
  return make(pointer, c, nameOf(site) + ", " + name + " [" + std::to_string(option + 1) + "]");
}

SubjectCandidates offerSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  const RentalOffer& o = s.rentalOffers[i];
  const std::string gpuRegion = trimmed(gpuShort(s, o.gpu) + " " + regionShort(s, o.region));
  const std::string provider = withoutBrackets(o.provider.value_or(""));
  std::vector<std::string> c;
  add(c, gpuRegion);
  if (!provider.empty()) add(c, gpuRegion + ", " + provider);
  add(c, withoutBrackets(nameOf(o)));
  add(c, nameOf(o));
  return make(pointer, c, nameOf(o) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates pricePathSubjects(const Scenario& s, std::size_t offer, int point,
                                    const std::string& pointer) {
  SubjectCandidates c = offerSubjects(s, offer, pointer);
  if (point >= 0)
    for (std::string& candidate : c.candidates) candidate += " #" + std::to_string(point + 1);
  return c;
}

SubjectCandidates apiOfferSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  const ApiOffer& o = s.apiOffers[i];
  const std::string modelRegion = trimmed(o.model.value_or("") + " " + regionShort(s, o.region));
  const std::string provider = withoutBrackets(o.provider.value_or(""));
  std::vector<std::string> c;
  add(c, modelRegion);
  if (!provider.empty()) add(c, modelRegion + ", " + provider);
  add(c, withoutBrackets(nameOf(o)));
  add(c, nameOf(o));
  return make(pointer, c, nameOf(o) + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates workloadSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  const std::string name = s.workloads[i].name.value_or("");
  std::vector<std::string> c;
  add(c, withoutBrackets(name));
  add(c, name);
  return make(pointer, c, name + " [" + std::to_string(i + 1) + "]");
}

SubjectCandidates planSubjects(const Scenario& s, std::size_t i, const std::string& pointer) {
  const std::string name = s.plans[i].name.value_or("");
  return make(pointer, {name}, name + " [" + std::to_string(i + 1) + "]");
}

void assignSubjects(std::vector<RangedFigure>& figures,
                    const std::vector<SubjectCandidates>& owners) {
  // The level (index into its candidates) each owner uses, by owner pointer.
  std::map<std::string, std::size_t> level;
  std::map<std::string, const SubjectCandidates*> candidatesOf;
  for (const SubjectCandidates& o : owners)
    if (!o.candidates.empty()) {
      level.emplace(o.ownerPointer, 0);
      candidatesOf.emplace(o.ownerPointer, &o);
    }
  const auto subjectOf = [&](const std::string& owner) {
    const SubjectCandidates& c = *candidatesOf.at(owner);
    return c.candidates[std::min(level.at(owner), c.candidates.size() - 1)];
  };
  // Raise the level of every owner whose (key, subject) another owner shares, until none do or
  // no owner can go further (the last candidates carry the owner's position).
  for (bool changed = true; changed;) {
    changed = false;
    std::map<std::pair<std::string, std::string>, std::set<std::string>> readers;
    for (std::size_t i = 0; i < figures.size(); ++i)
      if (!owners[i].candidates.empty())
        readers[{figures[i].key, subjectOf(owners[i].ownerPointer)}].insert(owners[i].ownerPointer);
    std::set<std::string> clashing;
    for (const auto& [label, who] : readers)
      if (who.size() > 1) clashing.insert(who.begin(), who.end());
    for (const std::string& owner : clashing)
      if (level.at(owner) + 1 < candidatesOf.at(owner)->candidates.size()) {
        ++level.at(owner);
        changed = true;
      }
  }
  for (std::size_t i = 0; i < figures.size(); ++i)
    figures[i].subject =
        owners[i].candidates.empty() ? std::string() : subjectOf(owners[i].ownerPointer);
}

}  // namespace fleetcost
