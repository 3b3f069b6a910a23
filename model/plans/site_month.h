// What the site charges an owning plan in one month (MODEL.md §4.4): set-up and cooling capex of
// new racks (dated m), and the racks' space, per-kW power fee (on allocated kW), cooling,
// cross-connects, the transit and operations while the plan owns a server (dated m + 1). Linear in
// the racks, so the hybrid cap search takes its per-rack rates from the same function.
#pragma once

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

struct SiteLoad {
  double racks = 0;       // Racks(m)
  double newRacks = 0;    // ΔR(m)
  bool anyOwned = false;  // any(m): the plan owns a server in month m
};

struct SiteMonthCosts {
  double setup = 0, coolingCapex = 0;  // dated m: space, cooling
  double space = 0, powerFee = 0, coolingMonthly = 0, network = 0, operations = 0;  // m + 1
  double datedNow() const { return setup + coolingCapex; }
  double datedNext() const { return space + powerFee + coolingMonthly + network + operations; }
  double total() const {
    return setup + coolingCapex + space + powerFee + coolingMonthly + network + operations;
  }
};

inline SiteMonthCosts siteMonthCosts(const PreparedSite& site, int m, const SiteLoad& load) {
  const double colo = site.coloEscalation[m];
  const double any = load.anyOwned ? 1.0 : 0.0;
  SiteMonthCosts c;
  c.setup = load.newRacks * site.setupFeePerRack;
  c.coolingCapex = load.newRacks * site.capexPerRack;
  c.space = load.racks * site.spacePerRackMonth * colo;
  // power_fee_basis "allocated": the per-kW fee on the racks' allocation (0 when "used", where
  // it is each GPU model's own, ownedMonthCosts).
  c.powerFee = load.racks * feeKwPerRack(site) * site.powerPerKwMonth * colo;
  c.coolingMonthly = load.racks * site.monthlyPerRack * colo;
  c.network = load.racks * site.crossConnectsPerRack * site.crossConnectMonth * colo +
              any * site.transitMbps * site.transitPerMbpsMonth * colo;
  c.operations = any * (site.remoteHandsHoursMonth * site.remoteHandsPerHour * colo +
                        site.staffFte * site.staffAnnualCost / 12.0);
  return c;
}

}  // namespace fleetcost
