// The workload allocation of a plan sheet, in formulas that follow the inputs.
#include "ui/render/export/xlsx/xlsx_workload_costs.h"

#include <QStringList>
#include <algorithm>
#include <initializer_list>
#include <map>

namespace fleetcost::ui {

namespace {

// GPU model g's own flows of category k: the sums of its rows in the category's GPU blocks
// ("SUM(D40:BL40)+SUM(D52:BL52)"), or "" when none.
std::string ownFlows(const StrategyRows& s, Category k, int g, int gpus, int H) {
  std::string sum;
  if (k == Category::Api) return sum;  // a row per served workload, not per GPU model
  for (const FlowSource& block : s.sources[int(k)]) {
    const bool site =
        std::find(s.siteRows.begin(), s.siteRows.end(), block.first) != s.siteRows.end();
    if (site || block.last - block.first + 1 != gpus) continue;
    sum += (sum.empty() ? "SUM(" : "+SUM(") + dates(block.first + g, 0, H) + ")";
  }
  return sum;
}

std::string orZero(const std::string& formula) {
  return formula.empty() ? std::string("0") : formula;
}

}  // namespace

void writeWorkloadCosts(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                        int siteRegion) {
  const WorkloadCostGroup group = writeGpuCosts(
      sheet, strategy, dateRow, siteRegion, XlsxExport::tr("Cost by workload"),
      XlsxExport::tr("Each GPU model's nominal cost (its own flows, and its racks' share of the "
                     "site's costs each month) shared by its workloads' GPU-hours; a workload a "
                     "hosted API serves pays its own fees."));
  writeWorkloadTable(sheet, {group});
}

WorkloadCostGroup writeGpuCosts(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                                int siteRegion, const QString& title, const QString& note) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  const int G = c.gpuCount();
  const XlsxFormats& f = c.f;
  const PlanDecisionRows& rows = c.rows();
  const ScenarioInputs& in = c.inputs;
  const QString currency = QString::fromStdString(c.result.currency);
  const bool owning = strategy.ownedFirst >= 0;
  const std::string afterTax = in.name(&Scenario::afterTax);
  const std::string rentalRate =
      rows.rentalRegion >= 0 ? in.name(taxAt(rows.rentalRegion), &TaxRule::taxRate) : "";
  const std::string siteRate = siteRegion >= 0 ? in.name(taxAt(siteRegion), &TaxRule::taxRate) : "";
  sheet.heading(title, note);

  // The site's costs of each month, shared by each GPU model's racks that month.
  int siteMonth = -1;
  FlowSource share;
  if (owning) {
    siteMonth = sheet.formulas(
        XlsxExport::tr("The site's costs of the month (set-up, cooling, space, fees, network, "
                       "operations)"),
        currency, H,
        [&](int t) {
          std::string sum = "=";
          for (std::size_t k = 0; k < strategy.siteRows.size(); ++k)
            sum += (k ? "+" : "") + at(strategy.siteRows[k], t);
          return sum;
        },
        f.money);
    share = sheet.gpuBlock(
        XlsxExport::tr("Share of the racks: the GPU model's racks (servers owned / servers per "
                       "rack, rounded up) / all racks"),
        {}, [&](int row, int g) {
          const long long servers = rows.serversPerRack[g];
          const std::string perRack = std::to_string(servers);
          formulaRow(
              sheet.ws, row, H,
              [&](int t) -> std::string {
                if (servers <= 0) return "=0";  // no server for it: it owns nothing
                return "=IF(" + at(strategy.racks, t) + ">0,ROUNDUP(" +
                       at(strategy.ownedFirst + g, t) + "/" + perRack + ",0)/" +
                       at(strategy.racks, t) + ",0)";
              },
              f.factor);
        });
  }

  // Each GPU model's cost (model/plans/owning.cpp, after_tax.cpp, renting.cpp).
  const FlowSource* hardwareBlock = nullptr;
  for (const FlowSource& block : strategy.sources[int(Category::Hardware)])
    if (block.last - block.first + 1 == G) hardwareBlock = &block;
  const FlowSource gpuCost = sheet.gpuBlock(
      XlsxExport::tr("Cost charged to each GPU model, nominal"), currency, [&](int row, int g) {
        const auto own = [&](Category k) { return ownFlows(strategy, k, g, G, H); };
        // A leased plan pays its lease instead of the purchases and gets no proceeds (§6).
        const auto sumOf = [&](std::initializer_list<Category> left) {
          std::string sum;
          for (int k = 0; k < kCategoryCount; ++k) {
            const auto category = static_cast<Category>(k);
            if (std::find(left.begin(), left.end(), category) != left.end()) continue;
            const std::string flows = own(category);
            if (!flows.empty()) sum += (sum.empty() ? "" : "+") + flows;
          }
          return orZero(sum);
        };
        if (!owning) {
          // Renting and the GPU-hours an api plan rents: rental, taxed at the rental region's.
          std::string formula = "=(" + sumOf({}) + ")";
          if (!rentalRate.empty()) formula += "*(1-IF(" + afterTax + "," + rentalRate + ",0))";
          sheet.ws.formula(row, kSumColumn, formula, f.money);
          return;
        }
        const std::string shared = "SUMPRODUCT(" + dates(siteMonth, 0, H - 1) + "," +
                                   dates(share.first + g, 0, H - 1) + ")";
        const std::string purchases =
            hardwareBlock ? dates(hardwareBlock->first + g, 0, H - 1) : std::string();
        std::string formula, hardwareDeducted = "0";
        if (rows.leased && hardwareBlock) {
          // Each purchase b pays PMT(rate / 12, term, -cost) at b + 1 ... min(b + term, H) (§6):
          // min(term, H - b) payments, written term - (H - b < term) * (term - (H - b)).
          const std::string j = financingAt(c.planResult().planIndex);
          const std::string term = in.name(j, &Financing::termMonths);
          const std::string left = "(" + std::to_string(H) + "-" + dates(dateRow, 0, H - 1) + ")";
          const std::string lease = "PMT(" + in.name(j, &Financing::annualRate) + "/12," + term +
                                    ",-1)*SUMPRODUCT(" + purchases + "," + term + "-(" + left +
                                    "<" + term + ")*(" + term + "-" + left + "))";
          formula =
              "=" + sumOf({Category::Hardware, Category::Residual}) + "+" + shared + "+" + lease;
          hardwareDeducted = lease;
        } else {
          formula = "=" + sumOf({}) + "+" + shared;
          if (siteRegion >= 0 && hardwareBlock) {
            // Cash: each purchase's cost less its proceeds, less the book value left at the
            // horizon when it is not credited (its depreciation never reached it).
            const DepreciationRows& rule = c.monthly.regions.at(siteRegion);
            const int from = std::max(0, H - c.decisions.refreshMonths);
            hardwareDeducted = orZero(own(Category::Hardware)) + "+" +
                               orZero(own(Category::Residual)) + "-IF(" +
                               in.name(&Ownership::creditTerminalValue) + ",0,SUMPRODUCT(" +
                               dates(hardwareBlock->first + g, from, H - 1) + "," +
                               dates(rule.bookAtHorizon, from, H - 1, c.monthly.sheet) + "))";
          }
        }
        // After tax: the site's rate on running costs (power, operations, the racks' share) and
        // hardware deductions, the rental region's on the burst.
        std::string tax;
        if (!siteRate.empty())
          tax = siteRate + "*(" + orZero(own(Category::Power)) + "+" +
                orZero(own(Category::Operations)) + "+" + shared + "+" + hardwareDeducted + ")";
        const std::string burst = own(Category::RentalOnDemand);
        if (!rentalRate.empty() && !burst.empty())
          tax += (tax.empty() ? "" : "+") + rentalRate + "*(" + burst + ")";
        if (!tax.empty()) formula += "-IF(" + afterTax + "," + tax + ",0)";
        sheet.ws.formula(row, kSumColumn, formula, f.money);
      });

  return {&c, gpuCost, strategy.apiFees};
}

namespace {

// The spot share a_w of workload w under the context's plan (docs/MODEL.md §15.2) as a formula,
// MIN(the plan's or its assignment's spot_share, the offer's spot_availability); "" when the
// plan rents no spot for it.
std::string spotShareFormula(const PlanContext& c, int w, int offer) {
  const Scenario& s = c.scenario;
  const int j = c.planResult().planIndex;
  if (offer < 0 || j < 0 || j >= static_cast<int>(s.plans.size())) return {};
  const Workload& workload = s.workloads[w];
  if (!workload.toleratesSpot() || !s.rentalOffers[offer].spotPerGpuHour.present) return {};
  const Plan& plan = s.plans[j];
  std::string at = itemAt(&Scenario::plans, j);
  const Figure* share = &plan.spotShare;
  if (plan.strategy == strategyKey(Strategy::Portfolio)) {
    share = nullptr;
    for (std::size_t k = 0; k < plan.assignments.size(); ++k)
      if (plan.assignments[k].workload == workload.name) {
        share = &plan.assignments[k].spotShare;
        at += "/" + std::string(partKey(&Plan::assignments)) + "/" + std::to_string(k);
        break;
      }
  } else if (plan.strategy != strategyKey(Strategy::RentOnDemand)) {
    return {};
  }
  if (!share || !share->present) return {};
  return "MIN(" + c.inputs.name(at, &Plan::spotShare) + "," +
         c.inputs.name(rentalOfferAt(offer), &RentalOffer::spotAvailability) + ")";
}

// The parts of f_w (docs/MODEL.md §14.2, §15.2) of a workload renting from `offer`, as formulas
// of the named inputs: 1 + J λ / 1000 (c / 2 + r) at the offer's on-demand and spot rates ("1"
// without a job), and its spot share a_w ("" when it rents no spot).
struct RentTerms {
  std::string onDemand, onSpot, share;
};

// 1 + J × λ / 1000 × (c / 2 + r + repair) of workload w; an input the file leaves out has no
// name and reads as its default, 0.
std::string lostWork(const PlanContext& c, int w, const std::string& rate,
                     const std::string& repair = {}) {
  if (!c.scenario.workloads[w].jobGpus.present) return "1";
  const ScenarioInputs& in = c.inputs;
  const std::string at = workloadAt(w);
  return "(1+" + in.name(at, &Workload::jobGpus) + "*" + rate + "/1000*(" +
         in.name(at, &Workload::checkpointIntervalHours) + "/2+" +
         in.name(at, &Workload::restartHours) + repair + "))";
}

RentTerms rentTerms(const PlanContext& c, int w, int offer) {
  const ScenarioInputs& in = c.inputs;
  const std::string at = rentalOfferAt(offer);
  return {lostWork(c, w, in.name(at, &RentalOffer::interruptionsPer1000GpuHours)),
          lostWork(c, w, in.name(at, &RentalOffer::spotInterruptionsPer1000GpuHours)),
          spotShareFormula(c, w, offer)};
}

// The plan's offer for workload w's GPU model, or -1 (owning plans, hosted APIs).
int offerOf(const PlanContext& c, int w) {
  const int g = c.decisions.workloadGpu[w];
  const PlanDecisionRows& rows = c.rows();
  return rows.site < 0 && g >= 0 && g < int(rows.gpus.size()) ? rows.gpus[g].offer : -1;
}

// The goodput 1 / f_w of workload w under the context's plan as a formula of the named inputs:
// owned, f = 1 + J λ / 1000 (c / 2 + r + repair) with the server's λ and the repair when there
// are no spares; rented, f = (1 − a)(1 + J λ / 1000 (c / 2 + r)) + a (1 + J λ_s / 1000 (...)).
std::string goodputFormula(const PlanContext& c, int w) {
  const ScenarioInputs& in = c.inputs;
  if (w >= static_cast<int>(c.scenario.workloads.size())) return "=1";
  const int g = c.decisions.workloadGpu[w];
  if (c.rows().site >= 0) {
    const int server = g >= 0 && g < int(c.decisions.servers.size()) ? c.decisions.servers[g] : -1;
    if (server < 0) return "=1";
    return "=1/" + lostWork(c, w, in.name(serverAt(server), &ServerModel::interruptionsPer1000GpuHours),
                            "+IF(" + in.name(&Ownership::spareRatio) + "=0," +
                                in.name(&Ownership::repairHours) + ",0)");
  }
  const int offer = offerOf(c, w);
  if (offer < 0) return "=1";
  const RentTerms t = rentTerms(c, w, offer);
  if (t.share.empty()) return "=1/" + t.onDemand;
  return "=1/((1-" + t.share + ")*" + t.onDemand + "+" + t.share + "*" + t.onSpot + ")";
}

// The weight of workload w on table row `row` (docs/MODEL.md §15.3): where its GPU model is
// partly on spot, (1 − σ) SUMPRODUCT(hours, p_od) + σ SUMPRODUCT(hours, p_s) with σ = a (1 + J λ_s
// / 1000 (...)) × goodput (the table's goodput cell); otherwise its GPU-hours.
std::string weightFormula(const PlanContext& c, int w, int row,
                          const std::map<std::pair<const PlanContext*, int>, int>& monthlyRow) {
  const std::string hoursCell = a1(row, kSumColumn);
  const int g = c.decisions.workloadGpu[w];
  const int offer = offerOf(c, w);
  const auto hours = monthlyRow.find({&c, w});
  const bool spotGpu = offer >= 0 && g < int(c.rows().gpus.size()) &&
                       !c.rows().gpus[g].spotGpuHours.empty() && c.monthly.spot.count(offer);
  if (!spotGpu || hours == monthlyRow.end()) return "=" + hoursCell;
  const int H = c.horizon();
  const std::string months = dates(hours->second, 0, H - 1);
  const std::string onDemand = "SUMPRODUCT(" + months + "," +
                               dates(c.monthly.onDemand.at(offer), 0, H - 1, c.monthly.sheet) + ")";
  const RentTerms t = rentTerms(c, w, offer);
  if (t.share.empty()) return "=" + onDemand;
  const std::string spot = "SUMPRODUCT(" + months + "," +
                           dates(c.monthly.spot.at(offer), 0, H - 1, c.monthly.sheet) + ")";
  const std::string sigma = "(" + t.share + "*" + t.onSpot + "*" + a1(row, kFirstDateColumn + 2) + ")";
  return "=(1-" + sigma + ")*" + onDemand + "+" + sigma + "*" + spot;
}

}  // namespace

void writeWorkloadTable(PlanSheet& sheet, const std::vector<WorkloadCostGroup>& groups) {
  const PlanContext& top = sheet.c;
  const XlsxFormats& f = top.f;
  const ScenarioInputs& in = top.inputs;
  const QString currency = QString::fromStdString(top.result.currency);
  const std::string afterTax = in.name(&Scenario::afterTax);
  // Each workload: its GPU-hours (FleetCost's demand) and its share of its GPU model's cost.
  // A plan that loses work (docs/MODEL.md §14) shares by GPU-hours bought, and shows each
  // workload's goodput, a formula of its job and the hardware's interruption rate.
  const bool bought = std::any_of(groups.begin(), groups.end(), [](const WorkloadCostGroup& g) {
    return g.context->decisions.boughtDemand;
  });
  // docs/MODEL.md §15.3: a plan renting spot weighs each workload by its rental at its own prices,
  // SUMPRODUCT of its GPU-hours by month (grey, FleetCost's demand) and the prices.
  std::map<std::pair<const PlanContext*, int>, int> monthlyRow;
  for (const WorkloadCostGroup& group : groups) {
    const PlanContext& c = *group.context;
    const ScenarioDecisionRows& d = c.decisions;
    if (d.workloadWeights.empty()) continue;
    for (std::size_t w = 0; w < d.workloadMonthlyGpuHours.size(); ++w) {
      if (d.workloadMonthlyGpuHours[w].empty() || d.workloadGpu[w] < 0) continue;
      const int row = sheet.take();
      rowLabel(sheet.ws, row,
               XlsxExport::tr("GPU-hours bought by month — %1")
                   .arg(QString::fromStdString(c.result.workloadNames[w])),
               XlsxExport::tr("GPU-hours"));
      constantRow(sheet.ws, row, d.workloadMonthlyGpuHours[w], f.decisionHours);
      rowSum(sheet.ws, row, c.horizon(), f.number);
      monthlyRow[{&c, static_cast<int>(w)}] = row;
    }
  }
  const int header = sheet.take();
  QStringList headers{XlsxExport::tr("Workload"), XlsxExport::tr("GPU model"),
                      bought ? XlsxExport::tr("GPU-hours bought over the horizon (FleetCost's "
                                              "demand ÷ goodput)")
                             : XlsxExport::tr("GPU-hours over the horizon (FleetCost's demand)"),
                      XlsxExport::tr("Cost, %1").arg(currency),
                      XlsxExport::tr("Cost per million tokens, %1").arg(currency)};
  if (bought) headers << XlsxExport::tr("Goodput");
  // docs/MODEL.md §15.3: where a plan rents spot, each workload weighs its rental at its prices.
  const bool weighted = std::any_of(groups.begin(), groups.end(), [](const WorkloadCostGroup& g) {
    return !g.context->decisions.workloadWeights.empty();
  });
  if (weighted) {
    while (headers.size() < 6) headers << QString();
    headers << XlsxExport::tr("Weight: its rental at its own on-demand and spot prices");
  }
  for (int k = 0; k < headers.size(); ++k) sheet.ws.text(header, k, headers[k], f.header);
  for (const WorkloadCostGroup& group : groups) {
    const PlanContext& c = *group.context;
    const int H = c.horizon();
    const PlanDecisionRows& rows = c.rows();
    const FlowSource& gpuCost = group.gpuCost;
    const std::string rentalRate =
        rows.rentalRegion >= 0 ? in.name(taxAt(rows.rentalRegion), &TaxRule::taxRate) : "";
    // The group's workloads are its rows: a GPU model's workloads are shared out among them.
    const std::vector<int>& gpuOf = c.decisions.workloadGpu;
    const int W = static_cast<int>(gpuOf.size());
    const int count =
        static_cast<int>(std::count_if(gpuOf.begin(), gpuOf.end(), [](int g) { return g >= 0; }));
    const int first = sheet.next(), last = first + count - 1;
    const std::string gpus = a1Absolute(first, kUnitColumn) + ":" + a1Absolute(last, kUnitColumn);
    // What a GPU model's cost is shared by: GPU-hours, or under spot each workload's rental.
    const bool byWeight = !c.decisions.workloadWeights.empty();
    const int shareColumn = byWeight ? kFirstDateColumn + 3 : kSumColumn;
    const std::string hours =
        a1Absolute(first, shareColumn) + ":" + a1Absolute(last, shareColumn);
    for (int w = 0; w < W; ++w) {
      if (gpuOf[w] < 0) continue;  // another part's workload (a portfolio)
      const int row = sheet.take();
      const std::string hoursCell = a1(row, kSumColumn);
      const std::string shareCell = a1(row, shareColumn);
      sheet.ws.text(row, kLabelColumn, QString::fromStdString(c.result.workloadNames[w]));
      sheet.ws.number(row, kSumColumn, c.decisions.workloadGpuHours[w], f.decisionHours);
      if (byWeight) sheet.ws.formula(row, shareColumn, weightFormula(c, w, row, monthlyRow), f.money);
      const auto served = std::find_if(rows.apiWorkloads.begin(), rows.apiWorkloads.end(),
                                       [w](const ApiWorkloadRows& r) { return r.workload == w; });
      std::string cost;
      if (served != rows.apiWorkloads.end()) {
        // Served by a hosted API: its own fees (docs/MODEL.md §12), taxed at the rental region's.
        const int k = static_cast<int>(served - rows.apiWorkloads.begin());
        sheet.ws.text(row, kUnitColumn, XlsxExport::tr("hosted API"));
        cost = "=SUM(" + dates(group.apiFees.first + k, 0, H) + ")";
        if (!rentalRate.empty()) cost += "*(1-IF(" + afterTax + "," + rentalRate + ",0))";
      } else {
        // The GPU model's cost × this workload's GPU-hours / its workloads' GPU-hours (those the
        // plan does not serve by an API).
        const int g = gpuOf[w];
        sheet.ws.text(row, kUnitColumn, c.gpuName(g));
        // (an exact comparison: SUMIF would read * and ? in a name as wildcards)
        const std::string all =
            "SUMPRODUCT((" + gpus + "=" + a1(row, kUnitColumn) + ")*" + hours + ")";
        cost = "=IF(" + all + ">0," + a1Absolute(gpuCost.first + g, kSumColumn) + "*" + shareCell +
               "/" + all + ",0)";
      }
      sheet.ws.formula(row, kFirstDateColumn, cost, f.money);
      // The useful share of the GPU-hours (docs/MODEL.md §14): tokens count useful hours only.
      std::string useful = hoursCell;
      if (c.decisions.boughtDemand && served == rows.apiWorkloads.end()) {
        sheet.ws.formula(row, kFirstDateColumn + 2, goodputFormula(c, w), f.percent);
        useful += "*" + a1(row, kFirstDateColumn + 2);
      }
      if (c.decisions.workloadTokens[w]) {
        // Tokens: useful GPU-hours × tokens_per_second_per_gpu × 3600, in millions.
        const std::string tokens = useful + "*" +
                                   in.name(workloadAt(w), &Workload::tokensPerSecondPerGpu) +
                                   "*3600/1000000";
        sheet.ws.formula(
            row, kFirstDateColumn + 1,
            "=IF(" + tokens + ">0," + a1(row, kFirstDateColumn) + "/(" + tokens + "),\"\")",
            f.money);
      }
    }
  }
}

}  // namespace fleetcost::ui
