// What one month of GPU model g's owned fleet costs in an owning plan (MODEL.md §4.3, §4.4):
// IT energy and its power bill at the site's PUE and tariff, the per-kW fee when the site charges
// it on used kW, maintenance and licences, and the
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
  double upkeep = 0;       // operations, dated m + 1: on the held value, and licences
  double powerFee = 0;     // power, dated m + 1: the per-kW fee on used kW (power_fee_basis)
  double burstRental = 0;  // rental_on_demand, dated m + 1 (0 without an offer)
  double total() const { return energy + powerFee + upkeep + burstRental; }
};

// The figures of a plan, its site and GPU model g that an owned month's costs read, gathered
// once per plan and GPU model.
struct OwnedMonthRates {
  double idleKw = 0, maxKw = 0, gpusPerServer = 1, pue = 1, energyPerKwh = 0;
  double heldValueAnnualPct = 0, licensePerGpuYear = 0;
  double feeKwPerServer = 0, powerPerKwMonth = 0;  // the per-kW fee on used kW
  const double* energyEscalation = nullptr;        // per month
  const double* coloEscalation = nullptr;          // per month
  const double* onDemand = nullptr;                // per month; null when the plan has no offer

  OwnedMonthRates(const PreparedScenario& p, const PreparedPlan& plan, int g) {
    const PreparedGpu& gpu = p.gpus[g];
    const PreparedSite& site = p.sites[plan.site];
    idleKw = gpu.idleKw;
    maxKw = gpu.maxKw;
    gpusPerServer = gpu.gpusPerServer;
    pue = site.pue;
    energyPerKwh = site.energyPerKwh;
    heldValueAnnualPct = p.heldValueAnnualPct;
    licensePerGpuYear = p.licensePerGpuYear;
    feeKwPerServer = fleetcost::feeKwPerServer(site, gpu);
    powerPerKwMonth = site.powerPerKwMonth;
    energyEscalation = site.energyEscalation.data();
    coloEscalation = site.coloEscalation.data();
    const int offer = plan.offerByGpu[g];
    if (offer >= 0) onDemand = p.offers[offer].onDemandByMonth.data();
  }
};

// Whether the burst is rented: as the rates say (r.onDemand set), or known to the caller, whose
// loop over months then has no branch and vectorises.
enum class BurstRental { AsRates, Rented, NotRented };

template <BurstRental kBurst = BurstRental::AsRates>
inline OwnedMonthCosts ownedMonthCosts(const OwnedMonthRates& r, int m, const FleetMonth& f) {
  OwnedMonthCosts c;
  c.itKwh = kHoursPerMonth * f.owned * r.idleKw + (r.maxKw - r.idleKw) / r.gpusPerServer * f.served;
  c.energy = c.itKwh * r.pue * r.energyPerKwh * r.energyEscalation[m];
  c.powerFee = f.owned * r.feeKwPerServer * r.powerPerKwMonth * r.coloEscalation[m];
  c.upkeep =
      f.held * r.heldValueAnnualPct / 12.0 + f.owned * r.gpusPerServer * r.licensePerGpuYear / 12.0;
  const bool rented =
      kBurst == BurstRental::AsRates ? r.onDemand != nullptr : kBurst == BurstRental::Rented;
  if (rented) c.burstRental = f.burst * r.onDemand[m];
  return c;
}

}  // namespace fleetcost
