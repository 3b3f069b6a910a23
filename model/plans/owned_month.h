// What one month of GPU model g's owned fleet costs in an owning plan (MODEL.md §4.3, §4.4):
// IT energy and its power bill at the site's PUE and tariff, maintenance and licences, and the
// demand above the capacity rented on demand. Linear in the fleet's figures, so the hybrid cap
// search takes its per-unit rates from the same function.
#pragma once

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

// The fleet's state in a month: servers owned, Σ n * p_b held, served and burst GPU-hours.
struct FleetMonth {
  double owned = 0, held = 0, served = 0, burst = 0;
};

struct OwnedMonthCosts {
  double itKwh = 0;        // E_it_g(m)
  double energy = 0;       // power, dated m + 1: E_it * PUE * energy_per_kwh * esc_energy(m)
  double upkeep = 0;       // operations, dated m + 1: maintenance and licences
  double burstRental = 0;  // rental_on_demand, dated m + 1 (0 without an offer)
  double total() const { return energy + upkeep + burstRental; }
};

inline OwnedMonthCosts ownedMonthCosts(const PreparedScenario& p, const PreparedPlan& plan, int g,
                                       int m, const FleetMonth& f) {
  const PreparedGpu& gpu = p.gpus[g];
  const PreparedSite& site = p.sites[plan.site];
  OwnedMonthCosts c;
  c.itKwh = kHoursPerMonth * f.owned * gpu.idleKw +
            (gpu.maxKw - gpu.idleKw) / gpu.gpusPerServer * f.served;
  c.energy = c.itKwh * site.pue * site.energyPerKwh * site.energyEscalation[m];
  c.upkeep = f.held * p.maintenanceAnnualPct / 12.0 +
             f.owned * gpu.gpusPerServer * p.licensePerGpuYear / 12.0;
  const int offer = plan.offerByGpu[g];
  if (offer >= 0) c.burstRental = f.burst * p.offers[offer].onDemandByMonth[m];
  return c;
}

}  // namespace fleetcost
