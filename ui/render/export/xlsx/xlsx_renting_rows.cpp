// Renting plans' rows: on demand, and reserved with the overflow on demand.
#include "ui/render/export/xlsx/xlsx_strategy_rows.h"

#include <algorithm>

namespace fleetcost::ui {

namespace {

// CO2 of every GPU-hour demanded (the grey demand rows of the Monthly inputs sheet), §5.
std::string rentedCo2(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  return sumColumnOf(rentedCo2Block(sheet, [&](int g) { return c.demand(g, 0, c.horizon() - 1); }));
}

}  // namespace

StrategyRows writeOnDemandRows(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  const PlanDecisionRows& rows = c.rows();
  StrategyRows out;
  // docs/MODEL.md §15: the GPU-hours of the workloads that tolerate interruption rented as spot.
  const bool spot = std::any_of(rows.gpus.begin(), rows.gpus.end(),
                                [](const GpuDecisionRows& g) { return !g.spotGpuHours.empty(); });
  FlowSource spotHours;
  if (spot) {
    sheet.heading(XlsxExport::tr("From FleetCost's demand model; not re-optimised by the "
                                 "spreadsheet"),
                  XlsxExport::tr("The plan's spot share of the workloads that tolerate "
                                 "interruption, up to the offer's spot availability, with the "
                                 "work spot interruptions lose."));
    spotHours = sheet.gpuBlock(XlsxExport::tr("GPU-hours rented as spot"),
                               XlsxExport::tr("GPU-hours"), [&](int row, int g) {
                                 const Series& hours = rows.gpus[g].spotGpuHours;
                                 if (hours.empty())
                                   constantRow(sheet.ws, row, Series(H, 0.0), c.f.decisionHours);
                                 else
                                   constantRow(sheet.ws, row, hours, c.f.decisionHours);
                                 rowSum(sheet.ws, row, H, c.f.number);
                               });
  }
  sheet.heading(XlsxExport::tr("Computed from the inputs"),
                spot ? XlsxExport::tr("Renting on demand rents every GPU-hour demanded (the grey "
                                      "demand rows), the spot hours at the spot price.")
                     : XlsxExport::tr("Renting on demand rents every GPU-hour demanded (the grey "
                                      "demand rows of the Monthly inputs sheet); it has no "
                                      "decisions."));
  const FlowSource rental = sheet.gpuBlock(
      spot ? XlsxExport::tr("Rental (paid at the month's end): (GPU-hours demanded − spot) × "
                            "on-demand price + spot GPU-hours × spot price")
           : XlsxExport::tr("Rental on demand (paid at the month's end): GPU-hours demanded × "
                            "on-demand price"),
      QString::fromStdString(c.result.currency), [&](int row, int g) {
        const int offer = rows.gpus[g].offer;
        const int price = c.monthly.onDemand.at(offer);
        const bool onSpot =
            spot && !rows.gpus[g].spotGpuHours.empty() && c.monthly.spot.count(offer);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              const std::string onDemand = at(price, t, c.monthly.sheet);
              if (!onSpot) return "=" + c.demandAt(g, t) + "*" + onDemand;
              const std::string hours = at(spotHours.first + g, t);
              return "=(" + c.demandAt(g, t) + "-" + hours + ")*" + onDemand + "+" + hours + "*" +
                     at(c.monthly.spot.at(offer), t, c.monthly.sheet);
            },
            c.f.money);
        rowSum(sheet.ws, row, H, c.f.money);
      });
  out.sources[int(Category::RentalOnDemand)].push_back({rental.first, rental.last, true});
  out.co2Kg = rentedCo2(sheet);
  return out;
}

StrategyRows writeReservedRows(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  const int H = c.horizon();
  const PlanDecisionRows& rows = c.rows();
  StrategyRows out;
  // Capacity blocks and commitments (docs/MODEL.md §16), where an offer of the plan sells them.
  bool anyBlocks = false, anyCommitment = false;
  for (const GpuDecisionRows& gpu : rows.gpus) {
    anyBlocks = anyBlocks || !gpu.blockGpus.empty();
    anyCommitment = anyCommitment || !gpu.committed.empty();
  }
  sheet.heading(XlsxExport::tr("Decisions chosen by FleetCost; not re-optimised by the "
                               "spreadsheet"),
                anyBlocks || anyCommitment
                    ? XlsxExport::tr("Each term's reservation, capacity blocks and commitment were "
                                     "chosen to minimise the term's present value; the GPU-hours "
                                     "above them come from the hourly demand.")
                    : XlsxExport::tr("Each term's reservation was chosen to minimise the term's "
                                     "present value; the GPU-hours above it come from the hourly "
                                     "demand."));
  const FlowSource reserved = sheet.gpuBlock(
      XlsxExport::tr("GPUs reserved (each term's commitment)"), XlsxExport::tr("GPUs"),
      [&](int row, int g) { constantRow(sheet.ws, row, rows.gpus[g].reservedGpus, c.f.decision); });
  FlowSource blocks{}, committed{};
  if (anyBlocks)
    blocks = sheet.gpuBlock(XlsxExport::tr("GPUs in capacity blocks (held for each block period)"),
                            XlsxExport::tr("GPUs"), [&](int row, int g) {
                              const std::vector<long long>& gpus = rows.gpus[g].blockGpus;
                              constantRow(sheet.ws, row,
                                          gpus.empty() ? std::vector<long long>(H, 0) : gpus,
                                          c.f.decision);
                            });
  if (anyCommitment)
    committed = sheet.gpuBlock(
        XlsxExport::tr("Committed term (1) or not (0)"), QString(), [&](int row, int g) {
          const std::vector<int>& flags = rows.gpus[g].committed;
          constantRow(sheet.ws, row, flags.empty() ? std::vector<int>(H, 0) : flags, c.f.decision);
        });
  const FlowSource above = sheet.gpuBlock(
      anyBlocks ? XlsxExport::tr("GPU-hours above the reservation and blocks")
                : XlsxExport::tr("GPU-hours above the reservation (rented on demand)"),
      XlsxExport::tr("GPU-hours"), [&](int row, int g) {
        constantRow(sheet.ws, row, rows.gpus[g].rentedGpuHours, c.f.decisionHours);
        rowSum(sheet.ws, row, H, c.f.number);
      });
  sheet.heading(XlsxExport::tr("Computed from the inputs"));
  const QString currency = QString::fromStdString(c.result.currency);
  const FlowSource fixed = sheet.gpuBlock(
      XlsxExport::tr("Reserved rental (paid at the month's end): GPUs reserved × the price of the "
                     "term's first month"),
      currency, [&](int row, int g) {
        const GpuDecisionRows& gpu = rows.gpus[g];
        const int price = c.monthly.reserved.at(gpu.offer);
        const int term = std::max(1, gpu.reservedTermMonths);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              return "=" + at(reserved.first + g, t) + "*" +
                     fixedAt(price, t - t % term, c.monthly.sheet);
            },
            c.f.money);
        rowSum(sheet.ws, row, H, c.f.money);
      });
  out.sources[int(Category::RentalReserved)].push_back({fixed.first, fixed.last, true});
  if (anyBlocks) {
    const FlowSource blockRental = sheet.gpuBlock(
        XlsxExport::tr("Capacity blocks (paid at the month's end): GPUs in blocks × 730 h × the "
                       "block price of the period's first month"),
        currency, [&](int row, int g) {
          const GpuDecisionRows& gpu = rows.gpus[g];
          const auto price = c.monthly.block.find(gpu.offer);
          const int term = std::max(1, gpu.reservedTermMonths);
          const int period = std::max(1, gpu.blockPeriodMonths);
          formulaRow(
              sheet.ws, row, H,
              [&](int t) -> std::string {
                if (price == c.monthly.block.end()) return "=0";
                const int termStart = t - t % term;
                const int periodStart = termStart + (t - termStart) / period * period;
                return "=" + at(blocks.first + g, t) + "*730*" +
                       fixedAt(price->second, periodStart, c.monthly.sheet);
              },
              c.f.money);
          rowSum(sheet.ws, row, H, c.f.money);
        });
    out.sources[int(Category::RentalReserved)].push_back(
        {blockRental.first, blockRental.last, true});
  }
  if (anyCommitment) {
    const FlowSource committedRental = sheet.gpuBlock(
        XlsxExport::tr("Committed rental (paid at the month's end): in a committed term, the "
                       "GPU-hours above the reservation and blocks, at least the committed "
                       "GPU-hours, × the price of the term's first month"),
        currency, [&](int row, int g) {
          const GpuDecisionRows& gpu = rows.gpus[g];
          const auto price = c.monthly.commitment.find(gpu.offer);
          const int term = std::max(1, gpu.reservedTermMonths);
          const std::string least =
              c.inputs.name(rentalOfferAt(gpu.offer), &RentalOffer::commitmentGpuHoursPerMonth);
          formulaRow(
              sheet.ws, row, H,
              [&](int t) -> std::string {
                if (price == c.monthly.commitment.end()) return "=0";
                return "=" + at(committed.first + g, t) + "*MAX(" + at(above.first + g, t) + "," +
                       least + ")*" + fixedAt(price->second, t - t % term, c.monthly.sheet);
              },
              c.f.money);
          rowSum(sheet.ws, row, H, c.f.money);
        });
    out.sources[int(Category::RentalReserved)].push_back(
        {committedRental.first, committedRental.last, true});
  }
  const FlowSource overflow = sheet.gpuBlock(
      anyCommitment
          ? XlsxExport::tr("On-demand rental above the reservation and blocks, in terms not "
                           "committed (paid at the month's end)")
          : XlsxExport::tr("On-demand rental above the reservation (paid at the month's end)"),
      currency, [&](int row, int g) {
        const int price = c.monthly.onDemand.at(rows.gpus[g].offer);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              const std::string cost = at(above.first + g, t) + "*" + at(price, t, c.monthly.sheet);
              if (!anyCommitment) return "=" + cost;
              return "=(1-" + at(committed.first + g, t) + ")*" + cost;
            },
            c.f.money);
        rowSum(sheet.ws, row, H, c.f.money);
      });
  out.sources[int(Category::RentalOnDemand)].push_back({overflow.first, overflow.last, true});
  out.co2Kg = rentedCo2(sheet);
  return out;
}

StrategyRows writeStrategyRows(PlanSheet& sheet) {
  switch (sheet.c.planResult().strategy) {
    case Strategy::RentOnDemand:
      return writeOnDemandRows(sheet);
    case Strategy::RentReserved:
      return writeReservedRows(sheet);
    case Strategy::Colocate:
    case Strategy::Hybrid:
      return writeOwningRows(sheet);
    case Strategy::Api:
      return writeApiRows(sheet);
    case Strategy::Portfolio:
      break;  // written part by part, each part as its typed plan (writePortfolioFlows)
  }
  return {};
}

}  // namespace fleetcost::ui
