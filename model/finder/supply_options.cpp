// Listing the supplies a scenario allows.
#include "model/finder/supply_options.h"

#include <algorithm>

namespace fleetcost {

namespace {

template <class Offer>
std::vector<std::string> providersIn(const std::vector<Offer>& offers, const std::string& region) {
  std::vector<std::string> out;
  for (const Offer& o : offers)
    if (o.region == region && o.provider &&
        std::find(out.begin(), out.end(), *o.provider) == out.end())
      out.push_back(*o.provider);
  return out;
}

bool hasOfferIn(const std::vector<RentalOffer>& offers, const std::string& region) {
  return std::any_of(offers.begin(), offers.end(),
                     [&](const RentalOffer& o) { return o.region == region; });
}

// Whether an offer in the region (of the provider, when one is named) sells spot (§15).
bool hasSpotIn(const std::vector<RentalOffer>& offers, const std::string& region,
               const std::string* provider) {
  return std::any_of(offers.begin(), offers.end(), [&](const RentalOffer& o) {
    return o.region == region && o.spotPerGpuHour.present && (!provider || o.provider == *provider);
  });
}

// Renting on demand with as much spot as the offer has (spot share 1, docs/MODEL.md §15).
SupplyOption onSpot(SupplyOption o) {
  o.supply.spotShare = Figure::of(1);
  return o;
}

SupplyOption option(Strategy strategy) {
  SupplyOption out;
  out.strategy = strategy;
  out.supply.strategy = strategyKey(strategy);
  return out;
}

}  // namespace

std::vector<SupplyOption> supplyOptions(const Scenario& s) {
  std::vector<SupplyOption> out;
  for (const Region& region : s.regions) {
    if (!region.id) continue;
    const std::string& r = *region.id;
    if (hasOfferIn(s.rentalOffers, r)) {
      // With one provider the plan takes the first offer; with several, each is a supply.
      const std::vector<std::string> providers = providersIn(s.rentalOffers, r);
      for (Strategy strategy : {Strategy::RentOnDemand, Strategy::RentReserved}) {
        const bool onDemand = strategy == Strategy::RentOnDemand;
        if (providers.size() <= 1) {
          SupplyOption o = option(strategy);
          o.supply.rentalRegion = r;
          out.push_back(o);
          if (onDemand && hasSpotIn(s.rentalOffers, r, nullptr)) out.push_back(onSpot(o));
          continue;
        }
        for (const std::string& provider : providers) {
          SupplyOption o = option(strategy);
          o.supply.rentalRegion = r;
          o.supply.provider = provider;
          out.push_back(o);
          if (onDemand && hasSpotIn(s.rentalOffers, r, &provider)) out.push_back(onSpot(o));
        }
      }
    }
    const std::vector<std::string> apiProviders = providersIn(s.apiOffers, r);
    if (apiProviders.size() == 1) {
      SupplyOption o = option(Strategy::Api);
      o.supply.rentalRegion = r;
      out.push_back(o);
    }
    if (apiProviders.size() > 1)
      for (const std::string& provider : apiProviders) {
        SupplyOption o = option(Strategy::Api);
        o.supply.rentalRegion = r;
        o.supply.apiProvider = provider;
        out.push_back(o);
      }
  }
  for (std::size_t i = 0; i < s.sites.size(); ++i) {
    const Site& site = s.sites[i];
    if (!site.id) continue;
    for (Strategy strategy : {Strategy::Colocate, Strategy::Hybrid}) {
      SupplyOption o = option(strategy);
      o.site = static_cast<int>(i);
      o.supply.site = site.id;
      // The burst, and demand before the servers arrive, is rented where the site is.
      if (site.region && hasOfferIn(s.rentalOffers, *site.region))
        o.supply.rentalRegion = site.region;
      out.push_back(o);
    }
  }
  return out;
}

std::string supplyName(const SupplyOption& option) {
  const Assignment& a = option.supply;
  std::string name = strategyKey(option.strategy);
  if (a.site) name += " " + *a.site;
  if (a.rentalRegion && !a.site) name += " " + *a.rentalRegion;
  if (a.provider) name += " (" + *a.provider + ")";
  if (a.apiProvider) name += " (" + *a.apiProvider + ")";
  if (a.spotShare.present) name += " spot";
  return name;
}

}  // namespace fleetcost
