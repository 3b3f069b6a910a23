// A region (Tokyo, Osaka, Hong Kong): grid carbon intensity, GPUs restricted there by
// export controls, and the tax rule used by the after-tax view (MODEL.md §6).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/figure.h"

namespace fleetcost {

struct Depreciation {
  bool present = false;
  std::optional<std::string> method;  // immediate | straight_line | declining_balance
  Figure usefulLifeYears;             // whole
  Figure factor;                      // 2.0 = Japan's 200% declining balance
  Extras extras;
  bool operator==(const Depreciation&) const = default;
};

struct TaxRule {
  bool present = false;
  Figure taxRate;
  Depreciation depreciation;
  Extras extras;
  bool operator==(const TaxRule&) const = default;
};

struct Region {
  std::optional<std::string> id;
  std::optional<std::string> name;
  Figure gridKgCo2PerKwh;
  std::vector<std::string> restrictedGpus;  // GPU ids
  bool restrictedGpusPresent = false;
  std::optional<std::string> restrictionNote;
  TaxRule tax;
  Extras extras;
  bool operator==(const Region&) const = default;
};

}  // namespace fleetcost
