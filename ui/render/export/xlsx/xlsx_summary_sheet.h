// The Summary sheet: the scenarios compared side by side (cheapest plan, cheapest owning and
// renting plan, owning minus renting), then each scenario's plans (present value, nominal cost,
// cost per GPU-hour, CO2, as references to the plan sheets), its break-even months and IRR of
// owning (formulas over the plans' rows) and its warnings. Every figure is a formula.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "model/results/scenario_result.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/export/xlsx/xlsx_plan_sheet.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

struct SummaryScenario {
  QString name;
  const ScenarioResult* result = nullptr;  // null: not exported, for the reason `note` gives
  QString note;
  const XlsxFormats* f = nullptr;
  std::vector<PlanCells> plans;
  QString assumptionsSheet, monthlySheet, breakEvenSheet;
  std::vector<int> breakEvenRows;  // per result->breakeven
  std::string afterTaxName, discountRateName;
};

void writeSummary(XlsxSheet& ws, const std::vector<SummaryScenario>& scenarios,
                  const XlsxOptions& options, const XlsxFormats& f);

}  // namespace fleetcost::ui
