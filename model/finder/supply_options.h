// The supplies the plan finder tries for each workload (docs/finder.md): renting on demand or
// reserved in every region with an offer for its GPU model (per provider when several offer
// it), owning it colocated or hybrid at every site, and every region's hosted API offers for its
// model — what the scenario's sites, rental offers and API offers allow.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/scenario.h"
#include "model/scenario/strategy.h"

namespace fleetcost {

struct SupplyOption {
  Strategy strategy = Strategy::RentOnDemand;
  Assignment supply;  // strategy, site, rental_region, provider, api_provider; no workload
  int site = -1;      // owned supplies: the site (one way of owning per site)
};

// Every supply of the scenario in a stable order (regions, then sites, in file order); which
// workload each suits is decided by evaluating it (plan_finder.cpp).
std::vector<SupplyOption> supplyOptions(const Scenario& s);

// A short name for people: "colocate tokyo_colo", "rent_reserved tokyo (provider X)".
std::string supplyName(const SupplyOption& option);

}  // namespace fleetcost
