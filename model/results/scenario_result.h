// What an evaluation returns (MODEL.md §0, §5): per plan its dated flows by category, totals,
// present values, fleet and site series, chosen caps and reservations; break-even pairs;
// per-workload costs; warnings. Risk analyses (§7) and the after-tax view (§6) fill the same types.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/results/category.h"
#include "model/scenario/message.h"
#include "model/scenario/strategy.h"

namespace fleetcost {

using Series = std::vector<double>;

// What one part of a portfolio plan is (docs/MODEL.md §13): its supply and the workloads it
// serves (indices in the scenario's workloads).
struct PortfolioSupply {
  Strategy strategy = Strategy::RentOnDemand;
  std::string site, rentalRegion, provider, apiProvider;  // ids and names as the file states them
  std::optional<double> spotShare;                        // docs/MODEL.md §15, when stated
  std::vector<int> workloads;
  std::vector<std::string> gpuIds;  // the part's used GPU models (its results' GPU order)
};

struct PlanResult {
  int planIndex = 0;
  std::string name;
  Strategy strategy = Strategy::RentOnDemand;
  // Per category, H + 1 dated amounts; an empty series = category not reported (lease, tax).
  std::array<Series, kCategoryCount> flows;
  Series total, cumulative, pvCumulative;  // H + 1 each
  double pvCost = 0;
  double nominalCost = 0;
  std::optional<double> costPerGpuHour;  // per GPU-hour bought; null without demand
  // docs/MODEL.md §14.3: per useful GPU-hour, and useful over bought GPU-hours; null without demand
  std::optional<double> costPerUsefulGpuHour;
  std::optional<double> goodput;
  double spotGpuHours = 0;  // GPU-hours rented as spot over the horizon (docs/MODEL.md §15)
  double co2Tonnes = 0;
  std::vector<std::vector<long long>> ownedServers;  // per used GPU model, H months
  std::vector<long long> racks;                      // H months
  Series facilityKwh;                                // H months
  std::vector<long long> hybridCaps;                 // per used GPU model; hybrid plans only
  std::vector<std::vector<long long>> reserved;      // per used GPU model, GPUs per term
  // docs/MODEL.md §16, reported when an offer of the plan sells them: per used GPU model, GPUs
  // in capacity blocks by month (H) and whether each term is committed (0/1); empty otherwise
  std::vector<std::vector<long long>> blockGpus;
  std::vector<std::vector<int>> committed;
  // Per used GPU model, H months: demand above the owned capacity (all demand when renting),
  // rented on demand when the plan has an offer for the GPU model.
  std::vector<Series> burstGpuHours;
  std::vector<bool> rentsGpu;  // per used GPU model: the plan has a rental offer for it
  Series costByGpu;            // nominal cost charged to each used GPU model (workload allocation)
  // api plans (docs/MODEL.md §12), reported: per workload, the API offer's id that serves it
  // ("" when its GPUs are rented instead) and the nominal cost of its tokens, charged to it alone
  std::vector<std::string> apiOffers;
  Series costByWorkload;
  bool ownsServers = false;  // owns a server in some month
  // Portfolio plans (docs/MODEL.md §13), reported: each part's own result, in the part's compiled
  // scenario (its GPU models and workloads; PreparedPlan::parts maps them to the scenario's).
  std::vector<PlanResult> parts;
  std::vector<PortfolioSupply> supplies;  // what each part is

  const Series& flow(Category c) const { return flows[static_cast<int>(c)]; }
  Series& flow(Category c) { return flows[static_cast<int>(c)]; }
};

struct BreakEven {
  int owningPlan = 0;  // index into ScenarioResult::plans
  int rentingPlan = 0;
  std::optional<int> month;            // nominal
  std::optional<int> discountedMonth;  // on present values
  std::optional<double> irr;           // §6: annualised rate of owning against renting
};

struct WorkloadCost {
  int workload = 0;
  int plan = 0;
  double cost = 0;
  std::optional<double> costPerMillionTokens;
  double goodput = 1;  // 1 / (1 + o_w) under the plan (docs/MODEL.md §14)
};

struct Warning {
  std::string pointer;
  std::string message;  // the whole warning, quoting the note
  std::string summary;  // the message without the note, for lists that print notes once
  Message summaryText;  // the summary as a message to translate (model/scenario/message.h)
  std::string region;   // the region whose restriction applies
  std::string note;     // its restriction_note
};

// Demand of one GPU model, for charts: monthly peak and average in GPUs, and the load-duration
// curve (hourly demand sorted from highest to lowest) of the horizon's last year.
struct GpuDemand {
  std::string id;
  std::string name;
  double gpusPerServer = 0;  // of the server model owning plans buy
  Series peakGpus;           // H months
  Series averageGpus;        // H months: GPU-hours / 730
  Series loadDuration;       // one value per hour-of-week of each month in the last year
  int loadDurationFromMonth = 0;
};

// A price older than the workbook allows (docs/file-format.md, "Evidence").
struct StaleFigure {
  std::string pointer;  // from the root: /scenarios/0/sites/1/energy_per_kwh
  std::string owner;    // the object's name or id; "" for the scenario's own figures
  std::string key;      // energy_per_kwh
  std::string asOf;     // its date
  int months = 0;       // its age before the prices' date
};

struct StalePrices {
  std::string pricesAsOf;  // the date they are measured against (prices_as_of, else today)
  int staleAfterMonths = 12;
  std::vector<StaleFigure> figures;  // oldest first, then in file order
};

struct ScenarioResult {
  int scenarioIndex = 0;
  std::string name;
  std::string currency;
  int horizonMonths = 0;
  bool afterTax = false;
  std::vector<std::string> gpuIds;  // GPU models some workload uses, gpu_models order
  std::vector<std::string> workloadNames;
  std::vector<GpuDemand> demand;  // per used GPU model, as gpuIds
  Series discount;                // 1 / (1 + r_m)^t, t = 0..H (present values by category)
  std::vector<Warning> warnings;
  std::vector<PlanResult> plans;
  std::vector<BreakEven> breakeven;
  std::vector<WorkloadCost> workloads;
  // Prices older than the workbook's stale age, when the caller looked (the command line and the
  // GUI do; docs/file-format.md): beside the warnings, as they rest on today's date.
  StalePrices stalePrices;
};

}  // namespace fleetcost
