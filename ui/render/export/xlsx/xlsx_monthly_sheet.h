// A scenario's Monthly inputs sheet: every input the plans price month by month, as formulas of
// the Assumptions sheet's named cells — discount factors, resale factors, server prices and the
// cost of a server bought, rental prices (along a price path where an offer has one), hosted API
// prices, the sites' fees and energy price (converted into the reporting currency and changed
// once a year), each region's depreciation of a purchase of 1 — and FleetCost's demand in
// GPU-hours and in tokens, kept as constants. Plan sheets refer to these rows.
#pragma once

#include <QString>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/evaluation/decision_rows.h"
#include "model/scenario/scenario.h"
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

struct SiteMonthlyRows {
  int coloIndex = -1, energyIndex = -1;  // (1 + change)^year
  int spacePerRack = -1, feePerKw = -1, energyPerKwh = -1, coolingPerRack = -1;
  int crossConnectsPerRack = -1, transit = -1, operations = -1;
  std::string coolingPointer;  // the chosen cooling option: "/sites/i/cooling_options/k"
};

// A region's tax depreciation of a purchase of 1 (MODEL.md §6): per month of age a (a = date,
// a < H), the same in reverse order (date j holds age H - 1 - j, for sums over purchases), book
// value left after n months (n = date, n <= H), and left at the horizon by a purchase in the
// month (date b holds H - b).
struct DepreciationRows {
  int perMonth = -1, reversed = -1, bookLeft = -1, bookAtHorizon = -1;
};

// A hosted API offer's prices per million tokens by month (docs/MODEL.md §12.1).
struct ApiPriceRows {
  int input = -1, cachedInput = -1, output = -1;
};

struct MonthlyRows {
  std::string sheet;  // sheetPrefix of the sheet
  int dates = -1, years = -1, discount = -1;
  int resaleByAge = -1, resaleAtHorizon = -1;
  int demandFirst = -1, demandLast = -1;                 // per used GPU model, in order
  std::unordered_map<int, int> serverPrice, serverCost;  // by index in server_models
  std::unordered_map<int, int> onDemand, reserved;       // by index in rental_offers
  std::unordered_map<int, int> spot;                     // offers with a spot price
  std::unordered_map<int, int> block, commitment;        // reserved offers selling them (§16)
  std::unordered_map<int, ApiPriceRows> apiOffers;       // by index in api_offers
  std::unordered_map<int, int> millionsOfTokens;         // by index in workloads (constants)
  std::unordered_map<int, SiteMonthlyRows> sites;        // by index in sites
  std::unordered_map<int, DepreciationRows> regions;     // by index in regions
  std::unordered_map<int, int> siteRegion;               // site index -> region index (-1 none)
};

MonthlyRows writeMonthlyInputs(XlsxSheet& ws, const QString& sheetName, const Scenario& scenario,
                               const ScenarioResult& result, const ScenarioDecisionRows& decisions,
                               const ScenarioInputs& inputs, const XlsxFormats& f);

}  // namespace fleetcost::ui
