// A hosted API offer: one provider's prices per million tokens for one model in one region
// (docs/MODEL.md §12), in the offer's currency.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"

namespace fleetcost {

struct ApiOffer {
  std::optional<std::string> id;
  std::optional<std::string> name;
  std::optional<std::string> provider;
  std::optional<std::string> model;   // matched with a workload's model
  std::optional<std::string> region;  // id of a Region
  std::optional<std::string> currency;
  Figure inputPerMillionTokens;
  Figure outputPerMillionTokens;
  Figure cachedInputPerMillionTokens;  // absent: cached input tokens cost the input price
  Figure annualPriceChange;
  Extras extras;
  bool operator==(const ApiOffer&) const = default;
};

}  // namespace fleetcost
