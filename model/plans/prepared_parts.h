// The parts of a compiled scenario (MODEL.md §2–§6), each computed from the scenario's figures
// by one function: prepareScenario builds every part with these, and a risk trial recomputes
// with the same functions only the parts that its figures feed.
#pragma once

#include <optional>

#include "model/finance/currency.h"
#include "model/plans/prepared_scenario.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// Headroom, spares, install, maintenance, licence, refresh, lead time, terminal credit and the
// resale factors (1 - resale_annual_decline)^(a/12), a = 0..H.
void prepareOwnership(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p);
// Price by month, network capex, power, size and GPUs per server of GPU model g's server.
void prepareServer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int g);
// GPU model g's demand again from its workloads' figures in `s` (each multiplied by `scale`),
// on the profiles found when compiling, and those workloads' GPU-hours and token figures.
void prepareGpuDemand(const Scenario& s, PreparedScenario& p, int g, double scale = 1.0);
// A workload's GPU-hours by month, GPUh_w(m) = HPM/W * GPUs(m) * Σ_k profile_k, from its GPUs
// at profile weight 1 (workloadGpusByMonth).
void prepareWorkloadHours(const std::vector<double>& gpusByMonth, PreparedWorkload& out);
// A workload's tokens per GPU-hour, and what a hosted API needs: model and token split.
void prepareWorkloadTokens(const Workload& w, PreparedWorkload& out);
// S_req_g(m) = ceil~(peak_g(m) * (1 + headroom) / GPUs per server).
void prepareRequiredServers(PreparedScenario& p, int g);
// The chosen cooling option's figures, every fee in the reporting currency, escalations.
void prepareSite(const Site& site, const CurrencyConverter& fx, int horizon, PreparedSite& out);
// Prices by month, yearly or along the price path; `priceScale` multiplies the on-demand and
// reserved prices (the path's too).
void prepareOffer(const RentalOffer& offer, const CurrencyConverter& fx, int horizon,
                  double priceScale, PreparedOffer& out);
// An API offer's prices per million tokens by month.
void prepareApiOffer(const ApiOffer& offer, const CurrencyConverter& fx, int horizon,
                     PreparedApiOffer& out);
// Grid carbon and tax rule.
void prepareRegion(const Region& region, PreparedRegion& out);
// A leased owning plan's rate and term.
void prepareLease(const Plan& plan, PreparedPlan& out);
// How many of GPU model `gpu`'s servers one rack of `rack` holds (MODEL.md §4.4): 0 when the
// cooling kinds differ; else the least of power, height (1 for a rack-scale system) and weight.
long long serversPerRack(const PreparedGpu& gpu, const RackOffer& rack, double usableRackUnits);
// Servers per rack of owning plan `plan` for GPU model g at its site (MODEL.md §4.4), or the
// problem at the plan's site when the server does not fit the rack.
std::optional<Problem> fitServersPerRack(const PreparedScenario& p, PreparedPlan& plan, int g);

}  // namespace fleetcost
