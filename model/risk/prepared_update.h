// Recomputing parts of a compiled scenario after figures changed, with the same formulas as
// prepareScenario (MODEL.md §2–§6), so a risk trial rebuilds only what its figures feed.
// A trial whose every figure is at its value reproduces the compiled scenario bit for bit.
#pragma once

#include <optional>
#include <string>

#include "model/finance/currency.h"
#include "model/plans/prepared_scenario.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

class TrialDemand;

// Discount factors; `base` (the compiled base scenario, whose rate is `baseRate`) is copied
// when the rate is the base's, else the factors are computed with a power per year and one per
// month of the year (a few units in the last place from discountFactors).
void updateDiscount(const Scenario& s, PreparedScenario& p, const PreparedScenario& base,
                    double baseRate);
// Headroom, spares, install, maintenance, licence, refresh, lead time and resale (resale as the
// discount factors: the base's when the decline is `baseDecline`).
void updateOwnership(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p,
                     const PreparedScenario& base, double baseDecline);
// GPU model g's server: price by month, network capex, power, size, GPUs per server.
void updateServer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int g);
// S_req_g(m) from the demand's peaks, the headroom and the GPUs per server.
void updateRequiredServers(const TrialDemand& demand, PreparedScenario& p, int g);
void updateSite(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int i);
// Prices by month; `priceScale` multiplies the on-demand and reserved prices.
void updateOffer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int i,
                 double priceScale = 1.0);
void updateRegion(const Scenario& s, PreparedScenario& p, int i);
void updateLease(const Scenario& s, PreparedScenario& p, int j);

// Servers per rack of owning plan j for GPU model g, or a problem (at the plan's site) when
// the server does not fit the site's rack.
std::optional<Problem> updateServersPerRack(PreparedScenario& p, int j, int g);

}  // namespace fleetcost
