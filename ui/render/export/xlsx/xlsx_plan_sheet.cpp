// A plan sheet's frame: header, the strategy's rows, tax workings, flows by category, lease, tax,
// totals and present values (MODEL.md §1, §5, §6).
#include "ui/render/export/xlsx/xlsx_plan_sheet.h"

#include <QStringList>
#include <deque>

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

// One typed plan's flows (a plan's, or a portfolio part's): its strategy's rows, the tax
// workings, then the flows by category and date, lease and tax under `title`.
struct FlowRows {
  StrategyRows strategy;
  int siteRegion = -1;
  std::array<int, kCategoryCount> category{};  // rows; -1: none
};

FlowRows writeTypedFlows(PlanSheet& sheet, const QString& title, const QString& note) {
  const PlanContext& c = sheet.c;
  XlsxSheet& ws = sheet.ws;
  const int H = c.horizon();
  const XlsxFormats& f = c.f;
  const PlanResult& plan = c.planResult();
  const PlanDecisionRows& rows = c.rows();
  const ScenarioInputs& in = c.inputs;
  const QString currency = QString::fromStdString(c.result.currency);
  const bool owning = isOwning(plan.strategy);
  FlowRows out;
  out.strategy = writeStrategyRows(sheet);
  const StrategyRows& strategy = out.strategy;
  out.siteRegion =
      owning ? (c.monthly.siteRegion.count(rows.site) ? c.monthly.siteRegion.at(rows.site) : -1)
             : -1;
  int deductions = -1;
  const int siteRegion = out.siteRegion;
  if (owning && !rows.leased && siteRegion >= 0)
    deductions = hardwareDeductions(sheet, strategy, siteRegion);

  // The flows by category and date, then lease and tax: one block the total adds up.
  sheet.heading(title, note);
  std::array<int, kCategoryCount>& category = out.category;
  category.fill(-1);
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
  return out;
}

// A portfolio's parts as the sheet writes them: each part's view of the scenario (its own result
// and decisions; kept until the cost by workload is written), its GPU models' costs and the row
// of its decisions' verdict.
struct PortfolioParts {
  std::deque<ScenarioResult> results;
  std::deque<PlanContext> contexts;
  std::vector<WorkloadCostGroup> groups;
  std::vector<int> verdicts;
  std::string co2Kg = "0";  // the parts' CO2 added up
};

// Part k of portfolio `plan` as a scenario result with that one plan: the scenario's currency,
// discounting and workload names, the part's GPU models; its plan's financing is the portfolio's.
ScenarioResult partResultOf(const ScenarioResult& r, const PlanResult& plan,
                            const PartDecisionRows& part, std::size_t k) {
  ScenarioResult out;
  out.scenarioIndex = r.scenarioIndex;
  out.name = r.name;
  out.currency = r.currency;
  out.horizonMonths = r.horizonMonths;
  out.afterTax = r.afterTax;
  out.workloadNames = r.workloadNames;
  out.discount = r.discount;
  for (int g : part.gpuOf) {
    const auto gpu = static_cast<std::size_t>(g);
    out.gpuIds.push_back(gpu < r.gpuIds.size() ? r.gpuIds[gpu] : std::string());
    GpuDemand demand;
    demand.id = out.gpuIds.back();
    demand.name = gpu < r.demand.size() ? r.demand[gpu].name : demand.id;
    out.demand.push_back(std::move(demand));
  }
  out.plans.push_back(plan.parts[k]);
  out.plans.back().planIndex = plan.planIndex;
  return out;
}

// "Part 2: rent_reserved tokyo — workloads chat, finetune": the supply as the file states it.
QString partTitle(const PlanContext& c, std::size_t k) {
  const PlanResult& plan = c.planResult();
  QStringList supply{QString::fromLatin1(strategyKey(plan.supplies[k].strategy))};
  const PortfolioSupply& part = plan.supplies[k];
  for (const std::string* id : {&part.site, &part.rentalRegion, &part.provider, &part.apiProvider})
    if (!id->empty()) supply << QString::fromStdString(*id);
  QStringList workloads;
  for (int w : part.workloads)
    if (w >= 0 && w < static_cast<int>(c.result.workloadNames.size()))
      workloads << QString::fromStdString(c.result.workloadNames[w]);
  return XlsxExport::tr("Part %1: %2 — workloads %3")
      .arg(k + 1)
      .arg(supply.join(QLatin1Char(' ')), workloads.join(QStringLiteral(", ")));
}

// Each part under its heading — its own demand (grey), decisions and flows by category, written
// as a typed plan's, its GPU models' costs and its decisions' checks — then the portfolio's
// categories, each the sum of the parts' rows (docs/MODEL.md §13.2). Returns the first category
// row; lease (when a part leases) and tax follow, as on a typed plan's sheet.
int writePortfolioFlows(PlanSheet& sheet, PortfolioParts& parts, const QString& flowsNote) {
  const PlanContext& c = sheet.c;
  XlsxSheet& ws = sheet.ws;
  const int H = c.horizon();
  const XlsxFormats& f = c.f;
  const PlanResult& plan = c.planResult();
  const PlanDecisionRows& rows = c.rows();
  const QString currency = QString::fromStdString(c.result.currency);
  std::vector<std::array<int, kCategoryCount>> partCategories;
  for (std::size_t k = 0;
       k < rows.parts.size() && k < plan.parts.size() && k < plan.supplies.size(); ++k) {
    const PartDecisionRows& part = rows.parts[k];
    parts.results.push_back(partResultOf(c.result, plan, part, k));
    PlanContext context{c.scenario, parts.results.back(), part.rows, c.inputs, c.monthly, c.f, 0};
    sheet.heading(partTitle(c, k),
                  XlsxExport::tr("The workloads sharing one supply, evaluated as a plan of their "
                                 "own: their demand, the part's decisions and flows. The "
                                 "portfolio's categories below add up the parts'."));
    context.demandFirst = sheet.next();
    for (std::size_t g = 0; g < part.rows.demandGpuHours.size(); ++g) {
      const int row = sheet.take();
      rowLabel(ws, row,
               XlsxExport::tr("GPU-hours demanded by the part's workloads — %1")
                   .arg(context.gpuName(static_cast<int>(g))),
               XlsxExport::tr("GPU-hours"));
      constantRow(ws, row, part.rows.demandGpuHours[g], f.decisionHours);
      rowSum(ws, row, H, f.number);
    }
    parts.contexts.push_back(context);
    PlanSheet partSheet(ws, parts.contexts.back(), sheet.next());
    const FlowRows flows = writeTypedFlows(
        partSheet, XlsxExport::tr("Part %1: cash flows by category").arg(k + 1), flowsNote);
    partCategories.push_back(flows.category);
    parts.co2Kg += "+(" + flows.strategy.co2Kg + ")";
    parts.groups.push_back(
        writeGpuCosts(partSheet, flows.strategy, kDateRow, flows.siteRegion,
                      XlsxExport::tr("Part %1: cost charged to its GPU models").arg(k + 1),
                      XlsxExport::tr("Each GPU model's nominal cost in the part (its own flows, "
                                     "and its racks' share of the site's costs each month), "
                                     "shared by the part's workloads below.")));
    if (flows.strategy.ownedFirst >= 0 || plan.parts[k].strategy == Strategy::RentReserved) {
      const int verdict = partSheet.take();
      writeDecisionChecks(partSheet, flows.strategy, kDateRow, verdict);
      parts.verdicts.push_back(verdict);
    }
    sheet.skipTo(partSheet.next());
  }

  sheet.heading(XlsxExport::tr("Cash flows by category"),
                XlsxExport::tr("The portfolio's flows: each category the sum of the parts' rows "
                               "of that category at the same date."));
  const bool api = !plan.flow(Category::Api).empty();
  bool leased = false;
  for (const auto& categories : partCategories)
    leased = leased || categories[int(Category::Lease)] >= 0;
  const int first = sheet.next();
  for (int k = 0; k < kCategoryCount; ++k) {
    const auto cat = static_cast<Category>(k);
    if ((cat == Category::Api && !api) || (cat == Category::Lease && !leased)) continue;
    const QString label = cat == Category::Tax
                              ? XlsxExport::tr("%1 (0 unless after_tax is TRUE; savings negative)")
                                    .arg(categoryDisplayName(cat))
                              : categoryDisplayName(cat);
    const int row = sheet.formulas(
        label, currency, H + 1,
        [&](int t) {
          std::string sum;
          for (const auto& categories : partCategories)
            if (categories[k] >= 0) sum += (sum.empty() ? "=" : "+") + at(categories[k], t);
          return sum.empty() ? std::string("=0") : sum;
        },
        f.money, f.bold);
    rowSum(ws, row, H + 1, f.money);
  }
  return first;
}

// The portfolio's verdict at the top of the sheet: the worst of its parts'.
void writePortfolioVerdict(PlanSheet& sheet, const std::vector<int>& verdicts, int summaryRow) {
  if (verdicts.empty()) return;  // no part decides anything the inputs could make stale
  const XlsxFormats& f = sheet.c.f;
  const QString stale = XlsxExport::tr("stale: run FleetCost again");
  const QString changed = XlsxExport::tr("rests on changed inputs (see below)");
  const auto any = [&](const QString& verdict) {
    std::string terms;
    for (int row : verdicts)
      terms += (terms.empty() ? "" : ",") + a1(row, 1) + "=" + formulaString(verdict);
    return "OR(" + terms + ")";
  };
  sheet.ws.text(summaryRow, 0, XlsxExport::tr("FleetCost's decisions"), f.bold);
  sheet.ws.formula(summaryRow, 1,
                   "=IF(" + any(stale) + "," + formulaString(stale) + ",IF(" + any(changed) + "," +
                       formulaString(changed) + "," +
                       formulaString(XlsxExport::tr("as FleetCost decided")) + "))",
                   f.bold);
}

}  // namespace

QString PlanContext::gpuName(int g) const {
  if (g < static_cast<int>(result.demand.size()))
    return QString::fromStdString(result.demand[g].name);
  return QString::fromStdString(result.gpuIds[g]);
}

std::string PlanContext::demandAt(int g, int t) const {
  if (demandFirst >= 0) return at(demandFirst + g, t);
  return at(monthly.demandFirst + g, t, monthly.sheet);
}

std::string PlanContext::demand(int g, int first, int last) const {
  if (demandFirst >= 0) return dates(demandFirst + g, first, last);
  return dates(monthly.demandFirst + g, first, last, monthly.sheet);
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

// Rows first..last over dates 0..H-1: "D12:AA13".
std::string demandBlock(int first, int last, int H) {
  return a1(first, dateColumn(0)) + ":" + a1(last, dateColumn(H - 1));
}

// Every part's demand rows (docs/MODEL.md §14.3: a portfolio's GPU-hours bought), for SUM().
std::string partsDemand(const PortfolioParts& parts, int H) {
  std::string blocks;
  for (const PlanContext& part : parts.contexts)
    if (part.gpuCount() > 0)
      blocks += (blocks.empty() ? "" : ",") +
                demandBlock(part.demandFirst, part.demandFirst + part.gpuCount() - 1, H);
  return blocks.empty() ? "0" : blocks;
}

// A plan that loses work to interruptions (docs/MODEL.md §14) seen by its sheet: the scenario's
// decisions with the GPU-hours it buys as the demand and the workloads' weights.
ScenarioDecisionRows boughtView(const PlanContext& c) {
  ScenarioDecisionRows view = c.decisions;
  view.boughtDemand = true;
  view.demandGpuHours = c.rows().boughtGpuHours;
  view.workloadGpuHours = c.rows().workloadBoughtGpuHours;
  view.workloadWeights = c.rows().workloadWeights;
  view.workloadMonthlyGpuHours = c.rows().workloadMonthlyGpuHours;
  return view;
}

// The rows of the GPU-hours bought (grey: FleetCost's demand model), one per used GPU model,
// then the plan's goodput and cost per useful GPU-hour (docs/MODEL.md §14.3) from the nominal
// cost in `nominalCell`; returns the first row.
int writeBoughtDemand(PlanSheet& sheet, const std::string& nominalCell) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  sheet.heading(XlsxExport::tr("GPU-hours bought"),
                XlsxExport::tr("Interruptions lose work: the plan buys each workload's useful "
                               "GPU-hours divided by its goodput (see Cost by workload). These "
                               "rows replace the Monthly inputs sheet's demand on this sheet."));
  const int first = sheet.next();
  for (std::size_t g = 0; g < c.decisions.demandGpuHours.size(); ++g) {
    const int row = sheet.take();
    rowLabel(sheet.ws, row,
             XlsxExport::tr("GPU-hours bought (useful ÷ goodput) — %1").arg(c.gpuName(int(g))),
             XlsxExport::tr("GPU-hours"));
    constantRow(sheet.ws, row, c.decisions.demandGpuHours[g], c.f.decisionHours);
    rowSum(sheet.ws, row, H, c.f.number);
  }
  const int last = sheet.next() - 1;
  if (last < first) return first;
  const std::string bought = "SUM(" + demandBlock(first, last, H) + ")";
  const std::string useful =
      "SUM(" + c.monthly.sheet + a1(c.monthly.demandFirst, dateColumn(0)) + ":" +
      a1(c.monthly.demandLast, dateColumn(H - 1)) + ")";
  const int goodput = sheet.take();
  rowLabel(sheet.ws, goodput, XlsxExport::tr("Goodput: useful GPU-hours (Monthly inputs) ÷ bought"),
           {});
  sheet.ws.formula(goodput, kSumColumn, "=IF(" + bought + ">0," + useful + "/" + bought + ",\"\")",
                   c.f.percent);
  const int perUseful = sheet.take();
  rowLabel(sheet.ws, perUseful,
           XlsxExport::tr("Cost per useful GPU-hour, %1")
               .arg(QString::fromStdString(c.result.currency)),
           {});
  sheet.ws.formula(perUseful, kSumColumn,
                   "=IF(" + useful + ">0," + nominalCell + "/" + useful + ",\"\")", c.f.money);
  return first;
}

PlanCells writePlanSheet(XlsxSheet& ws, const QString& sheetName, const PlanContext& given) {
  const bool losesWork = !given.rows().boughtGpuHours.empty();
  const ScenarioDecisionRows bought = losesWork ? boughtView(given) : ScenarioDecisionRows();
  PlanContext view{given.scenario, given.result, losesWork ? bought : given.decisions,
                   given.inputs,   given.monthly, given.f, given.plan};
  const PlanContext& c = view;
  const int H = c.horizon();
  const XlsxFormats& f = c.f;
  const PlanResult& plan = c.planResult();
  const ScenarioInputs& in = c.inputs;
  const QString currency = QString::fromStdString(c.result.currency);
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
  if (losesWork)
    view.demandFirst = writeBoughtDemand(sheet, a1(cells.nominalRow, cells.valueColumn));
  const QString flowsTitle = XlsxExport::tr("Cash flows by category");
  const QString flowsNote = XlsxExport::tr(
      "Dated in months from the start: purchases, set-up and sales in "
      "their month, a month's running costs at its end, the value "
      "still owned at the horizon. Costs are positive, credits "
      "negative.");
  const bool portfolio = plan.strategy == Strategy::Portfolio;
  FlowRows typed;
  PortfolioParts parts;
  int firstCategory = -1;
  if (portfolio) {
    firstCategory = writePortfolioFlows(sheet, parts, flowsNote);
  } else {
    typed = writeTypedFlows(sheet, flowsTitle, flowsNote);
    firstCategory = typed.category[0];
  }
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

  if (portfolio) {
    sheet.heading(XlsxExport::tr("Cost by workload"),
                  XlsxExport::tr("Each workload is charged its part's allocation: the cost of its "
                                 "GPU model in its part (above) shared by the part's workloads' "
                                 "GPU-hours; a workload a hosted API serves pays its own fees."));
    writeWorkloadTable(sheet, parts.groups);
    writePortfolioVerdict(sheet, parts.verdicts, kDateRow - 1);
  } else {
    writeWorkloadCosts(sheet, typed.strategy, kDateRow, typed.siteRegion);
    writeDecisionChecks(sheet, typed.strategy, kDateRow, kDateRow - 1);
  }

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
    // Per GPU-hour bought (docs/MODEL.md §14.3): the demand rows the plan's flows read.
    std::string demand = c.monthly.sheet + a1(c.monthly.demandFirst, dateColumn(0)) + ":" +
                         a1(c.monthly.demandLast, dateColumn(H - 1));
    if (losesWork)
      demand = demandBlock(c.demandFirst, c.demandFirst + c.gpuCount() - 1, H);
    else if (std::any_of(parts.contexts.begin(), parts.contexts.end(),
                         [](const PlanContext& part) { return part.decisions.boughtDemand; }))
      demand = partsDemand(parts, H);
    ws.formula(
        cells.costPerGpuHourRow, v,
        "=IF(SUM(" + demand + ")>0," + a1(cells.nominalRow, v) + "/SUM(" + demand + "),\"\")",
        f.money);
  }
  ws.text(cells.costPerGpuHourRow, 2,
          losesWork ? XlsxExport::tr("nominal cost / GPU-hours bought (below); per useful "
                                     "GPU-hour under GPU-hours bought")
                    : XlsxExport::tr("nominal cost / GPU-hours demanded (Monthly inputs)"),
          f.note);
  ws.text(cells.co2Row, 0, XlsxExport::tr("CO2, tonnes"), f.bold);
  ws.formula(cells.co2Row, v, "=(" + (portfolio ? parts.co2Kg : typed.strategy.co2Kg) + ")/1000",
             f.number);
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
