// Writing the XLSX: its size checked first, then the sheets in order (Summary; per scenario
// Assumptions, Monthly inputs, one sheet per plan, Break-even), the Summary last so that it can
// refer to all of them.
#include "ui/render/export/xlsx/xlsx_export.h"

#include <QLocale>
#include <QStringList>
#include <memory>
#include <optional>

#include "model/evaluation/decision_rows.h"
#include "model/evaluation/stale_figures.h"
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"
#include "ui/render/export/xlsx/xlsx_breakeven_sheet.h"
#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_monthly_sheet.h"
#include "ui/render/export/xlsx/xlsx_plan_sheet.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"
#include "ui/render/export/xlsx/xlsx_summary_sheet.h"
#include "ui/render/export/xlsx/xlsx_workbook_file.h"

namespace fleetcost::ui {

namespace {

// The result's stale prices; a result made without them (pricesAsOf empty) is measured against
// today with the default age, as the command line does when the workbook states no date.
StalePrices staleOf(const ScenarioResult& r) {
  StalePrices out = r.stalePrices;
  if (out.pricesAsOf.empty()) out.pricesAsOf = todayDate();
  return out;
}

}  // namespace

namespace {

// Rows of a sheet that have a cell per date, per strategy (xlsx_strategy_rows.h), with headings;
// `served`: the workloads an api plan's API offers serve.
std::size_t planRows(Strategy strategy, std::size_t gpus, std::size_t served) {
  switch (strategy) {
    case Strategy::RentOnDemand:
      return gpus + 20;
    case Strategy::RentReserved:
      return 4 * gpus + 24;
    case Strategy::Colocate:
    case Strategy::Hybrid:
      return 17 * gpus + 40;
    case Strategy::Api:
      return 2 * gpus + 2 * served + 26;
    case Strategy::Portfolio:
      return 16;  // the categories summing the parts' (spreadsheetCells counts the parts)
  }
  return 0;
}

// Rows of the Monthly inputs sheet for the rental offers' price paths: a row per stretch and the
// price row, for each of the two prices (docs/MODEL.md §12.2).
std::size_t pricePathRows(const Scenario& s) {
  std::size_t rows = 0;
  for (const RentalOffer& offer : s.rentalOffers)
    if (offer.pricePath.present) rows += 2 * (offer.pricePath.points.size() + 2);
  return rows;
}

struct ScenarioSheets {
  QString prefix;  // "S2 " with several scenarios
  QString assumptions, monthly, breakEven;
  std::vector<QString> plans;
};

}  // namespace

std::size_t spreadsheetCells(const std::vector<XlsxScenario>& scenarios) {
  std::size_t cells = 0;
  for (const XlsxScenario& x : scenarios) {
    if (!x.result || !x.scenario) continue;
    const Scenario& s = *x.scenario;
    const ScenarioResult& r = *x.result;
    const std::size_t G = r.gpuIds.size();
    const std::size_t columns = static_cast<std::size_t>(r.horizonMonths) + 4;
    std::size_t coolingOptions = 0;
    for (const Site& site : s.sites) coolingOptions += site.coolingOptions.size();
    const std::size_t inputs = 30 + 6 * s.regions.size() + 6 * s.gpuModels.size() +
                               8 * s.serverModels.size() + 20 * s.sites.size() +
                               4 * coolingOptions + 10 * s.rentalOffers.size() +
                               8 * s.workloads.size() + 3 * s.plans.size() + s.fxPerUsd.size() +
                               4 * s.apiOffers.size() + pricePathRows(s);
    cells += 16 * inputs;
    std::size_t rows = 10 + 3 * G + 2 * s.rentalOffers.size() + 10 * s.sites.size() +
                       4 * s.regions.size() + r.breakeven.size() + pricePathRows(s) +
                       3 * s.apiOffers.size();
    bool tokens = false;  // a token row per workload some api plan serves (at most all)
    for (const PlanResult& plan : r.plans) {
      std::size_t served = 0;
      for (const std::string& offer : plan.apiOffers) served += offer.empty() ? 0 : 1;
      rows += planRows(plan.strategy, G, served);
      // A portfolio's parts: each a typed plan's rows over its own GPU models, its demand rows,
      // its GPU models' costs and the decisions' checks.
      for (std::size_t k = 0; k < plan.parts.size() && k < plan.supplies.size(); ++k) {
        const PlanResult& part = plan.parts[k];
        const std::size_t partGpus = plan.supplies[k].gpuIds.size();
        std::size_t partServed = 0;
        for (const std::string& offer : part.apiOffers) partServed += offer.empty() ? 0 : 1;
        served += partServed;
        rows += planRows(part.strategy, partGpus, partServed) + 2 * partGpus + 4;
        cells += 6 * 3 * partGpus;
      }
      // The workload allocation: the site's month and each GPU model's share of the racks
      // (owning), each GPU model's cost; a row of five cells per workload.
      rows += (isOwning(plan.strategy) ? G + 2 : 1) + G;
      cells += 5 * s.workloads.size();
      // The decisions' checks: a row of six cells per workload and decision.
      cells += 6 * (s.workloads.size() + 3 * G);
      tokens = tokens || served > 0;
    }
    if (tokens) rows += s.workloads.size();
    cells += rows * columns;
  }
  return cells;
}

QString writeResultXlsx(const QString& path, const Scenario& scenario, const ScenarioResult& result,
                        const XlsxOptions& options) {
  return writeWorkbookXlsx(path, {XlsxScenario{&scenario, &result}}, options);
}

QString writeWorkbookXlsx(const QString& path, const std::vector<XlsxScenario>& scenarios,
                          const XlsxOptions& options) {
  int exported = 0;
  for (const XlsxScenario& x : scenarios)
    if (x.result && !x.result->plans.empty()) ++exported;
  if (exported == 0) return XlsxExport::tr("no scenario has a plan to export");
  const std::size_t cells = spreadsheetCells(scenarios);
  if (cells > kMaxSpreadsheetCells) {
    const QLocale locale = options.locale;
    return XlsxExport::tr(
               "the spreadsheet would have about %1 cells, more than the %2 a "
               "spreadsheet can recalculate in reasonable time: export fewer scenarios "
               "(--scenario NAME), or use fewer plans, GPU models or months")
        .arg(locale.toString(static_cast<qulonglong>(cells)),
             locale.toString(static_cast<qulonglong>(kMaxSpreadsheetCells)));
  }
  // FleetCost's decisions, month by month, from the engine.
  std::vector<std::optional<ScenarioDecisionRows>> decisions;
  for (const XlsxScenario& x : scenarios) {
    decisions.push_back(x.result && !x.result->plans.empty() ? decisionRows(*x.scenario, *x.result)
                                                             : std::nullopt);
    if (x.result && !x.result->plans.empty() && !decisions.back())
      return XlsxExport::tr("cannot list the decisions of scenario \"%1\"")
          .arg(QString::fromStdString(x.result->name));
  }

  XlsxWorkbookFile file(path);
  if (!file.openError().isEmpty()) return file.openError();
  const bool several = scenarios.size() > 1;
  const QString summaryName = XlsxExport::tr("Summary");
  lxw_worksheet* summarySheet = file.addSheet(summaryName);
  QStringList taken{summaryName};
  const auto addSheet = [&](const QString& name) {
    taken << name;
    return file.addSheet(name);
  };
  DefinedNames names;
  std::vector<std::unique_ptr<XlsxFormats>> formats;
  std::vector<SummaryScenario> summary;
  for (std::size_t k = 0; k < scenarios.size() && *file.firstError() == LXW_NO_ERROR; ++k) {
    const XlsxScenario& x = scenarios[k];
    SummaryScenario entry;
    entry.name = QString::fromStdString(x.scenario ? x.scenario->name.value_or("") : "");
    if (!decisions[k]) {
      entry.note = x.result ? XlsxExport::tr("not exported: the scenario has no plan")
                            : XlsxExport::tr("not exported: the scenario has problems");
      summary.push_back(entry);
      continue;
    }
    const Scenario& s = *x.scenario;
    const ScenarioResult& r = *x.result;
    const ScenarioDecisionRows& d = *decisions[k];
    entry.result = &r;
    formats.push_back(std::make_unique<XlsxFormats>(makeXlsxFormats(file.workbook(), r.currency)));
    const XlsxFormats& f = *formats.back();
    entry.f = &f;
    const QString prefix = several ? QStringLiteral("S%1 ").arg(k + 1) : QString();
    const std::string namePrefix = several ? "S" + std::to_string(k + 1) + "_" : "";
    entry.assumptionsSheet = prefix + XlsxExport::tr("Assumptions");
    entry.monthlySheet = prefix + XlsxExport::tr("Monthly inputs");
    lxw_worksheet* assumptions = addSheet(entry.assumptionsSheet);
    lxw_worksheet* monthly = addSheet(entry.monthlySheet);
    if (!assumptions || !monthly) break;

    XlsxSheet inputsSheet(assumptions, file.firstError());
    const ScenarioInputs inputs = writeAssumptions(
        inputsSheet, entry.assumptionsSheet, QString::fromStdString(r.name),
        scenarioInputRows(s, d, r.afterTax), r.currency, namePrefix, staleOf(r), names, file, f);
    entry.afterTaxName = inputs.name(&Scenario::afterTax);
    entry.discountRateName = inputs.name(&Scenario::discountRateAnnual);
    XlsxSheet monthlySheet(monthly, file.firstError());
    const MonthlyRows rows =
        writeMonthlyInputs(monthlySheet, entry.monthlySheet, s, r, d, inputs, f);

    for (std::size_t j = 0; j < r.plans.size(); ++j) {
      const QString position =
          several ? QStringLiteral("%1.%2").arg(k + 1).arg(j + 1) : QString::number(j + 1);
      const QString name = worksheetName(position, QString::fromStdString(r.plans[j].name), taken);
      lxw_worksheet* planSheet = addSheet(name);
      if (!planSheet) break;
      XlsxSheet sheet(planSheet, file.firstError());
      const PlanContext context{s, r, d, inputs, rows, f, static_cast<int>(j)};
      entry.plans.push_back(writePlanSheet(sheet, name, context));
    }
    if (!r.breakeven.empty()) {
      entry.breakEvenSheet = prefix + XlsxExport::tr("Break-even");
      if (lxw_worksheet* breakEven = addSheet(entry.breakEvenSheet)) {
        XlsxSheet sheet(breakEven, file.firstError());
        entry.breakEvenRows = writeBreakEvenSheet(sheet, r, entry.plans, f);
      }
    }
    summary.push_back(std::move(entry));
  }
  if (*file.firstError() == LXW_NO_ERROR && summarySheet) {
    const XlsxFormats common = makeXlsxFormats(file.workbook(), "");
    XlsxSheet sheet(summarySheet, file.firstError());
    writeSummary(sheet, summary, options, common);
    sheet.activate();
  }
  return file.finish(XlsxExport::tr("FleetCost — %1").arg(options.workbookName));
}

}  // namespace fleetcost::ui
