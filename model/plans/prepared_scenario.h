// A scenario compiled for evaluation: references resolved to indices, every amount converted
// to the reporting currency, prices escalated per month, demand built. Compiling runs the
// second validation stage (MODEL.md §9): peak demand, each plan's servers and offers, rack fit.
#pragma once

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/demand/demand_curves.h"
#include "model/finance/fiscal_calendar.h"
#include "model/results/scenario_result.h"
#include "model/scenario/power_fee_basis.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"
#include "model/scenario/strategy.h"

namespace fleetcost {

inline constexpr double kMaxPeakGpus = 1'000'000.0;
// The problem of a peak demand (whole GPUs) above kMaxPeakGpus; never prints inf or nan.
Message peakDemandMessage(double peakGpus);

struct PreparedRegion {
  std::string id, name;
  double gridKgCo2PerKwh = 0;
  std::set<std::string> restrictedGpus;
  std::string restrictionNote;
  // MODEL.md §6
  double taxRate = 0;
  std::string depreciationMethod;  // "" when no depreciation rule is given
  int usefulLifeYears = 1;
  double decliningFactor = 2;
};

// A GPU model that some workload uses, with the server model owning plans buy for it.
struct PreparedGpu {
  int modelIndex = 0;  // in gpu_models
  std::string id, name;
  int serverIndex = -1;  // first server model with this GPU; -1 when there is none
  std::string serverName;
  double gpusPerServer = 1;
  double networkCapex = 0, idleKw = 0, maxKw = 0, rackUnits = 1;
  bool liquidCooled = false, rackScale = false;  // MODEL.md §4.4
  std::optional<double> weightKg;
  std::vector<double> priceByMonth;        // p_m, reporting currency
  std::vector<long long> requiredServers;  // S_req(m), before caps and lead time
};

struct PreparedOffer {
  int index = 0;  // in rental_offers
  int region = -1;
  // p_od(m) per GPU-hour and the reserved price per GPU-month of month m: escalated yearly, or
  // along the offer's price path (docs/MODEL.md §12)
  std::vector<double> onDemandByMonth;
  std::vector<double> reservedByMonth;
  int termMonths = 1;
  double unitGpus = 8;
  double kwhPerGpuHour = 0;
  std::vector<double> spotByMonth;  // p_s(m) per GPU-hour; empty without a spot price (§15)
  // Capacity blocks and an hours commitment (§16): prices per GPU-hour by month (empty when the
  // offer sells none), the months a block level is held, and a committed month's least GPU-hours.
  std::vector<double> blockByMonth, commitmentByMonth;
  int blockPeriodMonths = 1;
  double commitmentGpuHours = 0;
  bool sellsBlocksOrCommitment() const {
    return !blockByMonth.empty() || !commitmentByMonth.empty();
  }
};

// A hosted API offer's prices per million tokens by month, in the reporting currency
// (docs/MODEL.md §12); the cached-input price is the input price when the offer has none.
struct PreparedApiOffer {
  int index = 0;  // in api_offers
  int region = -1;
  std::string id;
  std::vector<double> inputByMonth, cachedInputByMonth, outputByMonth;
};

// What a cooling option offers a server (MODEL.md §4.4): its kind, kW and floor loading.
struct RackOffer {
  std::string name;
  bool liquid = false;
  double maxKw = 0;
  std::optional<double> maxKg;
};

struct PreparedSite {
  int index = 0;  // in sites
  std::string id, name;
  int region = -1;
  std::string coolingName;
  double maxKwPerRack = 0, pue = 1, capexPerRack = 0, monthlyPerRack = 0;
  RackOffer rack;                      // the chosen cooling option's
  std::vector<RackOffer> otherOffers;  // the site's other options, for the rack-fit problem
  double usableRackUnits = 42, spacePerRackMonth = 0, powerPerKwMonth = 0, energyPerKwh = 0;
  PowerFeeBasis powerFeeBasis = PowerFeeBasis::Allocated;
  double setupFeePerRack = 0, crossConnectsPerRack = 0, crossConnectMonth = 0;
  double transitMbps = 0, transitPerMbpsMonth = 0;
  double remoteHandsHoursMonth = 0, remoteHandsPerHour = 0, staffFte = 0, staffAnnualCost = 0;
  // Limits (docs/MODEL.md §13.4): the power envelope (the later one from its month on), racks.
  std::optional<double> maxPowerKw, maxPowerKwLater;
  int maxPowerKwLaterFromMonth = 0;
  std::optional<long long> maxRacks;
  std::vector<double> coloEscalation;    // (1 + colo_annual_change)^y(m)
  std::vector<double> energyEscalation;  // (1 + energy_annual_change)^y(m)
};

// The per-kW fee of §4.4 by power_fee_basis (docs/MODEL.md §10, reading 57): the month's fee is
// (Racks(m) * feeKwPerRack + Σ_g Owned_g(m) * feeKwPerServer_g) * power_per_kw_month * esc_colo.
inline double feeKwPerRack(const PreparedSite& site) {
  return site.powerFeeBasis == PowerFeeBasis::Allocated ? site.maxKwPerRack : 0.0;
}
inline double feeKwPerServer(const PreparedSite& site, const PreparedGpu& gpu) {
  return site.powerFeeBasis == PowerFeeBasis::Used ? gpu.maxKw : 0.0;
}

struct PreparedScenario;

// One supply of a portfolio plan (docs/MODEL.md §13): the workloads it serves, compiled as a
// scenario of their own with one typed plan (plans[0]) named as the portfolio. Parts owning at
// one site are one part.
struct PortfolioPart {
  PortfolioSupply supply;
  int assignment = 0;  // the first assignment of the part (its pointers)
  std::shared_ptr<PreparedScenario> prepared;
  std::vector<int> gpuOf;  // the part's prepared GPU -> the scenario's
};

struct PreparedPlan {
  int index = 0;  // in plans
  std::string name;
  Strategy strategy = Strategy::RentOnDemand;
  int site = -1;                          // owning plans
  int rentalRegion = -1;                  // -1 for a colocate plan without rental_region
  std::vector<int> offerByGpu;            // per prepared GPU; -1 when the plan rents nothing
  std::vector<long long> serversPerRack;  // per prepared GPU; owning plans
  // api plans (docs/MODEL.md §12): per workload, the API offer that serves it, or -1 when the
  // plan rents its GPUs on demand instead (offerByGpu is then set for its GPU model)
  std::vector<int> apiOfferByWorkload;
  std::optional<std::string> apiProvider;
  bool leased = false;  // MODEL.md §6
  double leaseAnnualRate = 0;
  int leaseTermMonths = 1;
  std::vector<PortfolioPart> parts;  // portfolio plans
  // docs/MODEL.md §14: when some workload loses work under this (typed) plan, the scenario with
  // this plan alone (plans[0]) and each workload's demand times 1 + o_w; it evaluates the plan.
  std::shared_ptr<PreparedScenario> goodputCopy;
};

struct PreparedWorkload {
  std::string name;
  int gpu = 0;                   // prepared GPU
  int profile = 0;               // its profile among the GPU model's (DemandCurves)
  double profileSum = 0;         // Σ_k of its normalised weekly profile (168)
  std::vector<double> gpuHours;  // GPUh_w(m) per month
  double totalGpuHours = 0;
  std::optional<double> tokensPerGpuHour;  // token workloads: tokens_per_second_per_gpu * 3600
  // Hosted API plans (docs/MODEL.md §12): what an API can serve (an inference workload sized in
  // tokens that names its model) and its token split.
  bool apiServable = false;
  std::string model;
  std::optional<double> inputShare;  // input_token_share; required when an API serves it
  double cachedShare = 0;            // cached_input_share of the input tokens
  // In a plan's goodput copy (docs/MODEL.md §14–§15): f_w, the GPU-hours bought per useful one,
  // and σ_w, the share of them rented as spot.
  double demandFactor = 1;
  double spotShare = 0;
};

// Per workload (scenario order), f_w and σ_w of a plan's goodput copy (docs/MODEL.md §14–§15).
struct DemandScaling {
  std::vector<double> factor, spotShare;
};

struct PreparedScenario {
  std::string pointer;  // "/scenarios/i"
  std::string name, currency;
  int horizon = 0;
  bool afterTax = false;
  std::vector<double> discount;  // 1 / (1 + r_m)^t, t = 0..H

  double headroom = 0, spareRatio = 0, installPct = 0;
  // Operations paid on the held servers' price p_b each year (MODEL.md §4.4, the operations row).
  double heldValueAnnualPct = 0;
  double licensePerGpuYear = 0;  // reporting currency
  int refreshMonths = 48, leadTimeMonths = 0;
  std::vector<double> resaleByAge;  // (1 - resale_annual_decline)^(a/12), a = 0..H
  bool creditTerminalValue = true;

  std::vector<PreparedRegion> regions;
  std::vector<PreparedGpu> gpus;
  DemandCurves demand;
  std::vector<PreparedWorkload> workloads;
  std::vector<PreparedSite> sites;
  std::vector<PreparedOffer> offers;
  std::vector<PreparedApiOffer> apiOffers;
  std::vector<PreparedPlan> plans;
  bool hasApiPlan = false;  // results then report the `api` category for every plan
  // docs/MODEL.md §13.4: fiscal years, and the limits a plan's capex and renting meet.
  FiscalCalendar calendar;
  std::optional<double> capexBudgetPerFiscalYear;  // reporting currency
  std::optional<double> maxRentedShare;
};

struct PreparedOrProblems {
  std::optional<PreparedScenario> prepared;
  Problems problems;
};

// Compiles a scenario that passed the first validation stage. With `scaling`, each workload's
// demand is multiplied by its factor, its spot share kept, and no goodput copies are made
// (docs/MODEL.md §14–§15): the compiled form is a plan's goodput copy.
PreparedOrProblems prepareScenario(const Scenario& scenario, const std::string& pointer,
                                   const DemandScaling* scaling = nullptr);

// Sets the after-tax view of a compiled scenario, of its portfolio plans' parts and of its plans'
// goodput copies.
void setAfterTax(PreparedScenario& p, bool afterTax);

}  // namespace fleetcost
