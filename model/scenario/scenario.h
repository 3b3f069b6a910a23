// A scenario: a self-contained set of catalogs, sites, offers, workloads and plans, and the
// workbook that holds several of them. MODEL.md §0.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/scenario/api_offer.h"
#include "model/scenario/catalog.h"
#include "model/scenario/figure.h"
#include "model/scenario/ownership.h"
#include "model/scenario/plan.h"
#include "model/scenario/region.h"
#include "model/scenario/rental_offer.h"
#include "model/scenario/site.h"
#include "model/scenario/workload.h"

namespace fleetcost {

struct Scenario {
  std::optional<std::string> name;
  Figure horizonMonths;  // whole, 1..600
  std::optional<std::string> reportingCurrency;
  std::vector<std::pair<std::string, Figure>> fxPerUsd;  // units per 1 USD, file order
  bool fxPerUsdPresent = false;
  Figure discountRateAnnual;
  std::optional<bool> afterTax;
  // Limits (docs/MODEL.md §13.4): the calendar month of month 0 ("YYYY-MM"), the month fiscal
  // years start (1-12, 4 when absent), a capex budget per fiscal year and the largest rented share.
  std::optional<std::string> startDate;
  Figure fiscalYearStartMonth = Figure::defaulted(4);
  Figure capexBudgetPerFiscalYear;
  Figure maxRentedShare;
  Ownership ownership;
  std::vector<Region> regions;
  std::vector<GpuModel> gpuModels;
  std::vector<ServerModel> serverModels;
  std::vector<Site> sites;
  std::vector<RentalOffer> rentalOffers;
  std::vector<ApiOffer> apiOffers;
  bool apiOffersPresent = false;  // stated (also as []); otherwise not written
  std::vector<Workload> workloads;
  std::vector<Plan> plans;
  Extras extras;

  bool operator==(const Scenario&) const = default;
};

inline constexpr int kCurrentWorkbookVersion = 1;
inline constexpr const char* kWorkbookFormat = "fleetcost-workbook";

struct Workbook {
  std::optional<std::string> format;
  Figure version;
  // The date the workbook's prices are meant for, YYYY-MM or YYYY-MM-DD; a figure whose as_of
  // lies more than stale_after_months (default 12) before it is stale (docs/file-format.md).
  std::optional<std::string> pricesAsOf;
  Figure staleAfterMonths = Figure::defaulted(12);
  std::vector<Scenario> scenarios;
  bool scenariosPresent = false;
  Extras extras;
  bool operator==(const Workbook&) const = default;
};

}  // namespace fleetcost
