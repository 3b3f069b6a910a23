// A plan sheet's frame: header, the strategy's rows, tax workings, flows by category, lease, tax,
// totals and present values (MODEL.md §1, §5, §6).
#include "ui/render/export/xlsx/xlsx_plan_sheet.h"

#include <QStringList>

#include "ui/core/format/strategy_labels.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/export/xlsx/xlsx_stale_decisions.h"
#include "ui/render/export/xlsx/xlsx_strategy_rows.h"
#include "ui/render/export/xlsx/xlsx_workload_costs.h"

namespace fleetcost::ui {

namespace {

constexpr int kDateRow = 8;

int regionOf(const Scenario& s, const std::optional<std::string>& id) {
  for (std::size_t r = 0; r < s.regions.size(); ++r)
    if (id && s.regions[r].id == id) return static_cast<int>(r);
  return -1;
}

// The category's cell at date t: its sources' cells of month t (dated then) or t - 1 (paid at
// the month's end); "" when none.
std::string categoryCell(const std::vector<FlowSource>& sources, int t, int H) {
  std::string terms;
  for (const FlowSource& source : sources) {
    if (source.first > source.last) continue;
    int month = t;
    if (source.nextMonth) {
      if (t == 0) continue;
      month = t - 1;
    } else if (t == H && !source.atHorizon) {
      continue;
    }
    terms += (terms.empty() ? "=" : "+") + blockAt(source, month);
  }
  return terms;
}

QString planFacts(const PlanContext& c) {
  const Scenario& s = c.scenario;
  const PlanDecisionRows& rows = c.rows();
  QStringList facts;
  facts << strategyLabel(c.planResult().strategy);
  if (rows.site >= 0) {
    const Site& site = s.sites[rows.site];
    facts << XlsxExport::tr("site: %1")
                 .arg(QString::fromStdString(site.name.value_or(site.id.value_or(""))));
  }
  if (rows.rentalRegion >= 0) {
    const Region& region = s.regions[rows.rentalRegion];
    facts << XlsxExport::tr("rents in: %1")
                 .arg(QString::fromStdString(region.name.value_or(region.id.value_or(""))));
  }
  const Plan& plan = s.plans[c.planResult().planIndex];
  if (c.planResult().strategy == Strategy::Api && plan.apiProvider)
    facts << XlsxExport::tr("API provider: %1").arg(QString::fromStdString(*plan.apiProvider));
  if (rows.leased) facts << XlsxExport::tr("financing: lease");
  return facts.join(QStringLiteral(" · "));
}

// Depreciation, sale and terminal deductions of cash purchases at the site's region's rule.
int hardwareDeductions(PlanSheet& sheet, const StrategyRows& strategy, int siteRegion) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  const int R = c.decisions.refreshMonths;
  const XlsxFormats& f = c.f;
  const std::string& mi = c.monthly.sheet;
  const DepreciationRows& rule = c.monthly.regions.at(siteRegion);
  const QString currency = QString::fromStdString(c.result.currency);
  const int purchases = strategy.purchases;
  const FlowSource residual{strategy.residualFirst, strategy.residualLast};
  sheet.heading(XlsxExport::tr("Tax workings (used when after_tax is TRUE)"),
                XlsxExport::tr("Deductions of the purchases at the site's region's rule: "
                               "depreciation while owned, book value minus proceeds at a sale "
                               "or at the horizon."));
  const int depreciation = sheet.formulas(
      XlsxExport::tr("Depreciation of the purchases still owned (dated at the month's end)"),
      currency, H + 1,
      [&](int t) -> std::string {
        if (t == 0) return {};
        const int m = t - 1;
        const int from = std::max(0, m - R + 1);  // purchases not yet sold in month m
        return "=SUMPRODUCT(" + dates(purchases, from, m) + "," +
               dates(rule.reversed, from + H - 1 - m, H - 1, mi) + ")";
      },
      f.money);
  const int sales = sheet.formulas(
      XlsxExport::tr("Book value minus proceeds at refresh sales and at the horizon"), currency,
      H + 1,
      [&](int t) -> std::string {
        const std::string proceeds = blockAt(residual, t);
        if (t == H) {
          const int from = std::max(0, H - R);
          return "=IF(" + c.inputs.name(&Ownership::creditTerminalValue) + ",SUMPRODUCT(" +
                 dates(purchases, from, H - 1) + "," + dates(rule.bookAtHorizon, from, H - 1, mi) +
                 ")+" + proceeds + ",0)";
        }
        if (t < R) return {};
        return "=" + at(purchases, t - R) + "*" + fixedAt(rule.bookLeft, R, mi) + "+" + proceeds;
      },
      f.money);
  const std::string method = c.inputs.name(depreciationAt(siteRegion), &Depreciation::method);
  const int total = sheet.formulas(
      XlsxExport::tr("Hardware deductions (the whole cost at once when the method is immediate)"),
      currency, H + 1,
      [&](int t) {
        std::string v = "=";
        v += t < H ? "IF(" + method + "=\"immediate\"," + at(purchases, t) + ",0)" : "0";
        if (t > 0) v += "+" + at(depreciation, t);
        if (t == H || t >= R) v += "+" + at(sales, t);
        return v;
      },
      f.money);
  for (int row : {depreciation, sales, total}) rowSum(sheet.ws, row, H + 1, f.money);
  return total;
}

}  // namespace

QString PlanContext::gpuName(int g) const {
  if (g < static_cast<int>(result.demand.size()))
    return QString::fromStdString(result.demand[g].name);
  return QString::fromStdString(result.gpuIds[g]);
}

int PlanSheet::heading(const QString& text, const QString& note) {
  ++row_;
  ws.text(row_, kLabelColumn, text, c.f.heading);
  if (!note.isEmpty()) ws.text(row_, kFirstDateColumn, note, c.f.note);
  return row_++;
}

FlowSource rentedCo2Block(PlanSheet& sheet, const std::function<std::string(int)>& hours) {
  const PlanContext& c = sheet.c;
  const Scenario& s = c.scenario;
  return sheet.gpuBlock(
      XlsxExport::tr("CO2 of the rented GPU-hours (sum column): GPU-hours × the offer's kWh per "
                     "GPU-hour × its region's grid intensity"),
      XlsxExport::tr("kg"), [&](int row, int g) {
        const int offer = c.rows().gpus[g].offer;
        if (offer < 0) return;
        const int region = regionOf(s, s.rentalOffers[offer].region);
        if (region < 0) return;
        sheet.ws.formula(row, kSumColumn,
                         "=SUM(" + hours(g) + ")*" +
                             c.inputs.name(rentalOfferAt(offer), &RentalOffer::kwhPerGpuHour) +
                             "*" + c.inputs.name(regionAt(region), &Region::gridKgCo2PerKwh),
                         c.f.number);
      });
}

std::string sumColumnOf(const FlowSource& block) {
  if (block.first > block.last) return "0";
  return "SUM(" + a1(block.first, kSumColumn) + ":" + a1(block.last, kSumColumn) + ")";
}

std::string blockAt(const FlowSource& block, int t) {
  if (block.first == block.last) return a1(block.first, dateColumn(t));
  return "SUM(" + a1(block.first, dateColumn(t)) + ":" + a1(block.last, dateColumn(t)) + ")";
}

PlanCells writePlanSheet(XlsxSheet& ws, const QString& sheetName, const PlanContext& c) {
  const int H = c.horizon();
  const XlsxFormats& f = c.f;
  const PlanResult& plan = c.planResult();
  const PlanDecisionRows& rows = c.rows();
  const ScenarioInputs& in = c.inputs;
  const QString currency = QString::fromStdString(c.result.currency);
  const bool owning = isOwning(plan.strategy);
  PlanCells cells;
  cells.sheet = sheetName;
  cells.dateRow = kDateRow;
  ws.text(0, 0, QString::fromStdString(plan.name), f.title);
  ws.text(5, 0, planFacts(c));
  ws.text(6, 0,
          XlsxExport::tr("Grey rows are FleetCost's decisions, kept as constants; every other "
                         "number is a formula of the Assumptions sheet's inputs (through the "
                         "Monthly inputs sheet) and of those decisions."),
          f.note);
  dateRows(ws, kDateRow, -1, H, f);

  PlanSheet sheet(ws, c, kDateRow + 1);
  const StrategyRows strategy = writeStrategyRows(sheet);
  const int siteRegion =
      owning ? (c.monthly.siteRegion.count(rows.site) ? c.monthly.siteRegion.at(rows.site) : -1)
             : -1;
  int deductions = -1;
  if (owning && !rows.leased && siteRegion >= 0)
    deductions = hardwareDeductions(sheet, strategy, siteRegion);

  // The flows by category and date, then lease and tax: one block the total adds up.
  sheet.heading(XlsxExport::tr("Cash flows by category"),
                XlsxExport::tr("Dated in months from the start: purchases, set-up and sales in "
                               "their month, a month's running costs at its end, the value "
                               "still owned at the horizon. Costs are positive, credits "
                               "negative."));
  std::array<int, kCategoryCount> category{};
  category.fill(-1);
  const int firstCategory = sheet.next();
  // The nine categories, and api in every plan of a scenario with an api plan (as the JSON).
  const bool api = !plan.flow(Category::Api).empty();
  for (int k = 0; k < kBaseCategoryCount + (api ? 1 : 0); ++k) {
    const auto cat = static_cast<Category>(k);
    const bool leasedAway = rows.leased && (cat == Category::Hardware || cat == Category::Residual);
    category[k] = sheet.take();
    rowLabel(ws, category[k],
             leasedAway ? XlsxExport::tr("%1 (leased: see Lease)").arg(categoryDisplayName(cat))
                        : categoryDisplayName(cat),
             currency, f.bold);
    for (int t = 0; t <= H; ++t) {
      const std::string cell = leasedAway ? std::string() : categoryCell(strategy.sources[k], t, H);
      if (cell.empty())
        ws.number(category[k], dateColumn(t), 0, f.money);
      else
        ws.formula(category[k], dateColumn(t), cell, f.money);
    }
    rowSum(ws, category[k], H + 1, f.money);
  }
  if (rows.leased) {
    const std::string j = financingAt(plan.planIndex);
    const std::string term = in.name(j, &Financing::termMonths);
    const std::string payment =
        "PMT(" + in.name(j, &Financing::annualRate) + "/12," + term + ",-1)";
    category[int(Category::Lease)] = sheet.formulas(
        categoryDisplayName(Category::Lease), currency, H + 1,
        [&](int t) -> std::string {
          if (t == 0) return "=0";
          // Each purchase b pays PMT(rate / 12, term, -cost) at b + 1 ... b + term (§6).
          return "=" + payment + "*SUMPRODUCT((" + dates(kDateRow, 0, t - 1) +
                 ">=" + at(kDateRow, t) + "-" + term + ")*" + dates(strategy.purchases, 0, t - 1) +
                 ")";
        },
        f.money, f.bold);
    rowSum(ws, category[int(Category::Lease)], H + 1, f.money);
  }
  const std::string afterTax = in.name(&Scenario::afterTax);
  const std::string rentalRate =
      rows.rentalRegion >= 0 ? in.name(taxAt(rows.rentalRegion), &TaxRule::taxRate) : "";
  const std::string siteRate = siteRegion >= 0 ? in.name(taxAt(siteRegion), &TaxRule::taxRate) : "";
  category[int(Category::Tax)] = sheet.formulas(
      XlsxExport::tr("%1 (0 unless after_tax is TRUE; savings negative)")
          .arg(categoryDisplayName(Category::Tax)),
      currency, H + 1,
      [&](int t) {
        const auto cell = [&](Category k) { return at(category[int(k)], t); };
        std::string deducted;
        if (!siteRate.empty()) {
          std::string owned = rows.leased       ? cell(Category::Lease)
                              : deductions >= 0 ? at(deductions, t)
                                                : std::string("0");
          for (Category k : {Category::Space, Category::Power, Category::Cooling, Category::Network,
                             Category::Operations})
            owned += "+" + cell(k);
          deducted = siteRate + "*(" + owned + ")";
        }
        // Rental and API fees at the rental region's rate (docs/MODEL.md §12.1).
        if (!rentalRate.empty())
          deducted += (deducted.empty() ? "" : "+") + rentalRate + "*(" +
                      cell(Category::RentalOnDemand) + "+" + cell(Category::RentalReserved) +
                      (api ? "+" + cell(Category::Api) : std::string()) + ")";
        if (deducted.empty()) return std::string("=0");
        return "=IF(" + afterTax + ",-(" + deducted + "),0)";
      },
      f.money, f.bold);
  rowSum(ws, category[int(Category::Tax)], H + 1, f.money);
  const int lastCategory = sheet.next() - 1;

  cells.totalRow = sheet.formulas(
      XlsxExport::tr("Total"), currency, H + 1,
      [&](int t) {
        return "=SUM(" + a1(firstCategory, dateColumn(t)) + ":" + a1(lastCategory, dateColumn(t)) +
               ")";
      },
      f.moneyBold, f.bold);
  rowSum(ws, cells.totalRow, H + 1, f.moneyBold);
  cells.cumulativeRow = sheet.formulas(
      XlsxExport::tr("Cumulative"), currency, H + 1,
      [&](int t) {
        if (t == 0) return "=" + at(cells.totalRow, 0);
        return "=" + at(sheet.next(), t - 1) + "+" + at(cells.totalRow, t);
      },
      f.money);
  const int discount = sheet.formulas(
      XlsxExport::tr("Discount factor"), {}, H + 1,
      [&](int t) { return "=" + at(c.monthly.discount, t, c.monthly.sheet); }, f.factor);
  const int presentValue = sheet.formulas(
      XlsxExport::tr("Present value"), currency, H + 1,
      [&](int t) { return "=" + at(cells.totalRow, t) + "*" + at(discount, t); }, f.money);
  rowSum(ws, presentValue, H + 1, f.moneyBold);
  cells.pvCumulativeRow = sheet.formulas(
      XlsxExport::tr("Cumulative present value"), currency, H + 1,
      [&](int t) {
        if (t == 0) return "=" + at(presentValue, 0);
        return "=" + at(sheet.next(), t - 1) + "+" + at(presentValue, t);
      },
      f.money);

  writeWorkloadCosts(sheet, strategy, kDateRow, siteRegion);
  writeDecisionChecks(sheet, strategy, kDateRow, kDateRow - 1);

  // The figures at the top.
  const int v = cells.valueColumn;
  ws.text(cells.presentValueRow, 0, XlsxExport::tr("Present value (NPV), %1").arg(currency),
          f.bold);
  ws.formula(cells.presentValueRow, v,
             "=" + at(cells.totalRow, 0) + "+NPV((1+" + in.name(&Scenario::discountRateAnnual) +
                 ")^(1/12)-1," + dates(cells.totalRow, 1, H) + ")",
             f.moneyBold);
  ws.text(cells.presentValueRow, 2,
          XlsxExport::tr("date 0 of the total, plus NPV of dates 1..%1 at the monthly rate "
                         "(1 + discount_rate_annual)^(1/12) − 1")
              .arg(H),
          f.note);
  ws.text(cells.nominalRow, 0, XlsxExport::tr("Nominal cost, %1").arg(currency), f.bold);
  ws.formula(cells.nominalRow, v, "=SUM(" + dates(cells.totalRow, 0, H) + ")", f.moneyBold);
  ws.text(cells.nominalRow, 2, XlsxExport::tr("the sum of the total row"), f.note);
  ws.text(cells.costPerGpuHourRow, 0, XlsxExport::tr("Cost per GPU-hour, %1").arg(currency),
          f.bold);
  if (c.monthly.demandFirst <= c.monthly.demandLast) {
    const std::string demand = c.monthly.sheet + a1(c.monthly.demandFirst, dateColumn(0)) + ":" +
                               a1(c.monthly.demandLast, dateColumn(H - 1));
    ws.formula(
        cells.costPerGpuHourRow, v,
        "=IF(SUM(" + demand + ")>0," + a1(cells.nominalRow, v) + "/SUM(" + demand + "),\"\")",
        f.money);
  }
  ws.text(cells.costPerGpuHourRow, 2,
          XlsxExport::tr("nominal cost / GPU-hours demanded (Monthly inputs)"), f.note);
  ws.text(cells.co2Row, 0, XlsxExport::tr("CO2, tonnes"), f.bold);
  ws.formula(cells.co2Row, v, "=(" + strategy.co2Kg + ")/1000", f.number);
  ws.text(cells.co2Row, 2,
          XlsxExport::tr("metered site energy × the site region's grid intensity, and rented "
                         "GPU-hours × the offer's kWh per GPU-hour × its region's intensity"),
          f.note);
  ws.width(kLabelColumn, kLabelColumn, 62);
  ws.width(kUnitColumn, kUnitColumn, 14);
  ws.width(kSumColumn, kSumColumn, 16);
  ws.width(kFirstDateColumn, dateColumn(H), 13);
  ws.freeze(kDateRow + 1, kFirstDateColumn);
  return cells;
}

}  // namespace fleetcost::ui
