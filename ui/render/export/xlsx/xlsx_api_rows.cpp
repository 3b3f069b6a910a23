// Hosted API plans' rows (docs/MODEL.md §12.1): the GPU-hours rented instead (constants), each
// served workload's blended price per million tokens and its API fees, and the on-demand rental
// of what no API offer serves — the same formulas as plans/api_plan.h, in spreadsheet form.
#include "ui/render/export/xlsx/xlsx_strategy_rows.h"

namespace fleetcost::ui {

namespace {

QString workloadLabel(const PlanContext& c, const ApiWorkloadRows& served) {
  return QStringLiteral("   ") +
         QString::fromStdString(c.scenario.workloads[served.workload].name.value_or(""));
}

QString offerLabel(const PlanContext& c, const ApiWorkloadRows& served) {
  const ApiOffer& offer = c.scenario.apiOffers[served.apiOffer];
  return QString::fromStdString(offer.name ? *offer.name : offer.id.value_or(""));
}

// A block of one row per workload the plan's API offers serve, under a heading: `write(row, k,
// served)` fills the row of the k-th served workload.
template <class RowWriter>
FlowSource workloadBlock(PlanSheet& sheet, const QString& title, const QString& unit,
                         RowWriter write) {
  const std::vector<ApiWorkloadRows>& served = sheet.c.rows().apiWorkloads;
  sheet.heading(title);
  FlowSource block{sheet.next(), sheet.next() + static_cast<int>(served.size()) - 1, true};
  for (std::size_t k = 0; k < served.size(); ++k) {
    const int row = sheet.take();
    rowLabel(sheet.ws, row, workloadLabel(sheet.c, served[k]), unit);
    write(row, static_cast<int>(k), served[k]);
  }
  return block;
}

}  // namespace

StrategyRows writeApiRows(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  const PlanDecisionRows& rows = c.rows();
  const MonthlyRows& monthly = c.monthly;
  const std::string& mi = monthly.sheet;
  const ScenarioInputs& in = c.inputs;
  const XlsxFormats& f = c.f;
  const QString currency = QString::fromStdString(c.result.currency);
  StrategyRows out;
  sheet.heading(XlsxExport::tr("Decisions chosen by FleetCost; not re-optimised by the "
                               "spreadsheet"),
                XlsxExport::tr("An inference workload sized in tokens that names its model is "
                               "served by the first API offer for that model in the plan's region "
                               "(and API provider); the other workloads' GPU-hours are rented on "
                               "demand."));
  workloadBlock(sheet,
                XlsxExport::tr("The API offer that serves each workload (the first for its model "
                               "in the plan's region)"),
                {}, [&](int row, int, const ApiWorkloadRows& served) {
                  sheet.ws.text(row, kFirstDateColumn, offerLabel(c, served), f.note);
                });
  const FlowSource rented = sheet.gpuBlock(
      XlsxExport::tr("GPU-hours rented on demand (the workloads no API offer serves)"),
      XlsxExport::tr("GPU-hours"), [&](int row, int g) {
        if (rows.gpus[g].offer < 0)
          rowLabel(sheet.ws, row,
                   XlsxExport::tr("   %1 (the API serves all its workloads)").arg(c.gpuName(g)),
                   XlsxExport::tr("GPU-hours"));
        constantRow(sheet.ws, row, rows.gpus[g].rentedGpuHours, f.decisionHours);
        rowSum(sheet.ws, row, H, f.number);
      });

  sheet.heading(XlsxExport::tr("Computed from the inputs"),
                XlsxExport::tr("Tokens are paid per token: a month's tokens (Monthly inputs) at "
                               "the month's blended price, paid at its end."));
  const QString perMillion = XlsxExport::tr("per million tokens");
  const FlowSource price = workloadBlock(
      sheet,
      XlsxExport::tr("Blended price: input share × ((1 − cached share) × input price + cached "
                     "share × cached-input price) + (1 − input share) × output price"),
      perMillion, [&](int row, int, const ApiWorkloadRows& served) {
        const std::string w = workloadAt(served.workload);
        const std::string s = in.name(w, &Workload::inputTokenShare);
        const std::string k = in.name(w, &Workload::cachedInputShare);
        const ApiPriceRows& prices = monthly.apiOffers.at(served.apiOffer);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              return "=" + s + "*((1-" + k + ")*" + at(prices.input, t, mi) + "+" + k + "*" +
                     at(prices.cachedInput, t, mi) + ")+(1-" + s + ")*" + at(prices.output, t, mi);
            },
            f.number);
      });
  const FlowSource fees = workloadBlock(
      sheet,
      XlsxExport::tr("API fees (paid at the month's end): millions of tokens × blended price"),
      currency, [&](int row, int k, const ApiWorkloadRows& served) {
        const int tokens = monthly.millionsOfTokens.at(served.workload);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) { return "=" + at(tokens, t, mi) + "*" + at(price.first + k, t); }, f.money);
        rowSum(sheet.ws, row, H, f.money);
      });
  const FlowSource rental = sheet.gpuBlock(
      XlsxExport::tr("Rental on demand (paid at the month's end): GPU-hours rented × on-demand "
                     "price"),
      currency, [&](int row, int g) {
        const int offer = rows.gpus[g].offer;
        if (offer < 0) {  // nothing rented
          rowLabel(sheet.ws, row,
                   XlsxExport::tr("   %1 (the API serves all its workloads)").arg(c.gpuName(g)),
                   currency);
          return;
        }
        const int onDemand = monthly.onDemand.at(offer);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) { return "=" + at(rented.first + g, t) + "*" + at(onDemand, t, mi); },
            f.money);
        rowSum(sheet.ws, row, H, f.money);
      });
  out.sources[int(Category::Api)].push_back(fees);
  out.apiFees = fees;
  out.sources[int(Category::RentalOnDemand)].push_back({rental.first, rental.last, true});
  out.co2Kg =
      sumColumnOf(rentedCo2Block(sheet, [&](int g) { return dates(rented.first + g, 0, H - 1); }));
  return out;
}

}  // namespace fleetcost::ui
