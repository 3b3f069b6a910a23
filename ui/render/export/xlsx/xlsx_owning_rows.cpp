// Owning plans' rows (colocate and hybrid): the fleet FleetCost chose, then its purchases, resale
// and terminal value, energy, per-kW fee, upkeep and burst rental per GPU model, and the site's
// rows on the racks (MODEL.md §4.3, §4.4; the same formulas as plans/owned_month.h and
// plans/site_month.h, in spreadsheet form).
#include "ui/render/export/xlsx/xlsx_strategy_rows.h"

#include "model/scenario/field_specs.h"

namespace fleetcost::ui {

namespace {

struct Fleet {
  FlowSource owned, bought, sold, kept, served, rented;
  int racks = -1;
};

// The decisions: servers owned, bought, sold and kept; GPU-hours served and rented; racks.
Fleet decisionRows(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  const PlanDecisionRows& rows = c.rows();
  const XlsxFormats& f = c.f;
  const int H = c.horizon();
  Fleet fleet;
  sheet.heading(XlsxExport::tr("Decisions chosen by FleetCost; not re-optimised by the "
                               "spreadsheet"),
                XlsxExport::tr("Servers sized to the hourly demand with headroom and spares, "
                               "sold at refresh age, nothing before the lead time; hybrid caps "
                               "chosen to minimise each GPU model's present value."));
  const QString servers = XlsxExport::tr("servers");
  if (c.planResult().strategy == Strategy::Hybrid) {
    sheet.gpuBlock(XlsxExport::tr("Hybrid cap: servers owned at most (spares come on top)"),
                   servers, [&](int row, int g) {
                     const auto& caps = c.planResult().hybridCaps;
                     if (g < static_cast<int>(caps.size()))
                       sheet.ws.number(row, kSumColumn, static_cast<double>(caps[g]), f.decision);
                   });
  }
  // Purchases and sales happen in a few months: the other months are left empty.
  const auto counts = [&](const std::vector<long long> GpuDecisionRows::*series, bool sparse) {
    return [&, series, sparse](int row, int g) {
      constantRow(sheet.ws, row, rows.gpus[g].*series, f.decision, sparse);
    };
  };
  fleet.owned =
      sheet.gpuBlock(XlsxExport::tr("Servers owned (after the month's sales and purchases)"),
                     servers, counts(&GpuDecisionRows::owned, false));
  fleet.bought = sheet.gpuBlock(XlsxExport::tr("Servers bought (empty: none)"), servers,
                                counts(&GpuDecisionRows::bought, true));
  fleet.sold = sheet.gpuBlock(
      XlsxExport::tr("Servers sold at refresh age, %n month(s) after their purchase (empty: none)",
                     "", static_cast<int>(c.scenario.ownership.refreshMonths.value)),
      servers, counts(&GpuDecisionRows::sold, true));
  fleet.kept = sheet.gpuBlock(
      XlsxExport::tr("Servers of the month's purchase still owned at the horizon (empty: none)"),
      servers, counts(&GpuDecisionRows::keptToEnd, true));
  const auto hours = [&](const Series GpuDecisionRows::*series) {
    return [&, series](int row, int g) {
      constantRow(sheet.ws, row, rows.gpus[g].*series, f.decisionHours);
      rowSum(sheet.ws, row, H, f.number);
    };
  };
  const QString gpuHours = XlsxExport::tr("GPU-hours");
  fleet.served = sheet.gpuBlock(XlsxExport::tr("GPU-hours served by the owned GPUs"), gpuHours,
                                hours(&GpuDecisionRows::servedGpuHours));
  fleet.rented = sheet.gpuBlock(
      XlsxExport::tr("GPU-hours above the owned capacity (rented on demand when the plan has an "
                     "offer)"),
      gpuHours, hours(&GpuDecisionRows::rentedGpuHours));
  sheet.heading(XlsxExport::tr("Racks at the site"));
  fleet.racks = sheet.constants(XlsxExport::tr("Racks (each GPU model's racks, added up)"),
                                XlsxExport::tr("racks"), rows.racks, f.decision);
  return fleet;
}

}  // namespace

StrategyRows writeOwningRows(PlanSheet& sheet) {
  const PlanContext& c = sheet.c;
  const PlanDecisionRows& rows = c.rows();
  const ScenarioInputs& in = c.inputs;
  const MonthlyRows& monthly = c.monthly;
  const std::string& mi = monthly.sheet;
  const XlsxFormats& f = c.f;
  const int H = c.horizon();
  const int R = c.decisions.refreshMonths;
  const QString currency = QString::fromStdString(c.result.currency);
  const Fleet fleet = decisionRows(sheet);

  const std::string site = siteAt(rows.site);
  const SiteMonthlyRows& siteRows = monthly.sites.at(rows.site);
  const std::string cooling = siteRows.coolingPointer;
  const std::string basis = in.name(site, &Site::powerFeeBasis);
  const auto server = [&](int g) { return serverAt(c.decisions.servers[g]); };
  const auto priceRow = [&](int g) { return monthly.serverPrice.at(c.decisions.servers[g]); };

  sheet.heading(XlsxExport::tr("Computed from the inputs"),
                XlsxExport::tr("A month's running costs are paid at its end: the category rows "
                               "below add month m's cells at date m + 1."));
  const FlowSource hardware = sheet.gpuBlock(
      XlsxExport::tr("Servers bought × cost of a server bought (dated in the month)"), currency,
      [&](int row, int g) {
        const int cost = monthly.serverCost.at(c.decisions.servers[g]);
        const std::vector<long long>& bought = rows.gpus[g].bought;
        formulaRow(
            sheet.ws, row, H,
            [&](int t) -> std::string {
              if (bought[t] == 0) return {};  // nothing bought: nothing to price
              return "=" + at(fleet.bought.first + g, t) + "*" + at(cost, t, mi);
            },
            f.money);
        rowSum(sheet.ws, row, H, f.money);
      });
  const int purchases = sheet.formulas(
      XlsxExport::tr("Cost of the servers bought, all GPU models"), currency, H,
      [&](int t) {
        return "=" + std::string("SUM(") + a1(hardware.first, dateColumn(t)) + ":" +
               a1(hardware.last, dateColumn(t)) + ")";
      },
      f.money);
  const FlowSource held = sheet.gpuBlock(
      XlsxExport::tr("Value of the servers owned at their purchase prices (for maintenance)"),
      currency, [&](int row, int g) {
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              std::string v = "=";
              if (t > 0) v += at(row, t - 1) + "+";
              v += at(fleet.bought.first + g, t) + "*" + at(priceRow(g), t, mi);
              if (t >= R) v += "-" + at(fleet.sold.first + g, t) + "*" + at(priceRow(g), t - R, mi);
              return v;
            },
            f.money);
      });
  const FlowSource residual = sheet.gpuBlock(
      XlsxExport::tr("Resale at refresh age (dated in the month) and value at the horizon "
                     "(date %1), credits")
          .arg(H),
      currency, [&](int row, int g) {
        formulaRow(
            sheet.ws, row, H + 1,
            [&](int t) -> std::string {
              if (t == H) {
                const int from = std::max(0, H - R);
                return "=-IF(" + in.name(&Ownership::creditTerminalValue) + ",SUMPRODUCT(" +
                       dates(fleet.kept.first + g, from, H - 1) + "," +
                       dates(priceRow(g), from, H - 1, mi) + "," +
                       dates(monthly.resaleAtHorizon, from, H - 1, mi) + "),0)";
              }
              if (t < R || rows.gpus[g].sold[t] == 0) return {};  // nothing sold
              return "=-(" + at(fleet.sold.first + g, t) + "*" + at(priceRow(g), t - R, mi) + "*" +
                     fixedAt(monthly.resaleByAge, R, mi) + ")";
            },
            f.money);
        rowSum(sheet.ws, row, H + 1, f.money);
      });
  const FlowSource itKwh = sheet.gpuBlock(
      XlsxExport::tr("IT energy: 730 h × owned × idle kW + (max − idle kW) / GPUs per server × "
                     "GPU-hours served"),
      XlsxExport::tr("kWh"), [&](int row, int g) {
        const std::string s = server(g);
        const std::string idle = in.name(s, &ServerModel::powerIdleKw);
        const std::string spread = "(" + in.name(s, &ServerModel::powerMaxKw) + "-" + idle + ")/" +
                                   in.name(s, &ServerModel::gpus);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              return "=730*" + at(fleet.owned.first + g, t) + "*" + idle + "+" + spread + "*" +
                     at(fleet.served.first + g, t);
            },
            f.number);
        rowSum(sheet.ws, row, H, f.number);
      });
  const std::string pue = in.name(cooling, &CoolingOption::pue);
  const FlowSource energy = sheet.gpuBlock(XlsxExport::tr("Energy: IT energy × PUE × energy price"),
                                           currency, [&](int row, int g) {
                                             formulaRow(
                                                 sheet.ws, row, H,
                                                 [&](int t) {
                                                   return "=" + at(itKwh.first + g, t) + "*" + pue +
                                                          "*" + at(siteRows.energyPerKwh, t, mi);
                                                 },
                                                 f.money);
                                             rowSum(sheet.ws, row, H, f.money);
                                           });
  const FlowSource usedFee = sheet.gpuBlock(
      XlsxExport::tr("Per-kW fee on the servers' rated kW (when power_fee_basis is \"used\")"),
      currency, [&](int row, int g) {
        const std::string kw = in.name(server(g), &ServerModel::powerMaxKw);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              return "=IF(" + basis + "=\"used\"," + at(fleet.owned.first + g, t) + "*" + kw + "*" +
                     at(siteRows.feePerKw, t, mi) + ",0)";
            },
            f.money);
        rowSum(sheet.ws, row, H, f.money);
      });
  // The yearly shares of the value held (maintenance, insurance: field_specs.cpp says which).
  std::string heldRates;
  int heldRateCount = 0;
  for (const auto& spec : fieldSpecs<Ownership>())
    if (spec.heldValueRate) {
      heldRates += (heldRateCount++ ? "+" : "") + in.name(ownershipAt() + "/" + spec.key);
    }
  if (heldRateCount > 1) heldRates = "(" + heldRates + ")";
  const std::string licence = in.money(&Ownership::licensePerGpuYear);
  const FlowSource upkeep = sheet.gpuBlock(
      XlsxExport::tr("Maintenance and insurance (on the value owned) and licences (per GPU owned)"),
      currency, [&](int row, int g) {
        const std::string gpus = in.name(server(g), &ServerModel::gpus);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) {
              return "=" + at(held.first + g, t) + "*" + heldRates + "/12+" +
                     at(fleet.owned.first + g, t) + "*" + gpus + "*" + licence + "/12";
            },
            f.money);
        rowSum(sheet.ws, row, H, f.money);
      });
  const FlowSource burst = sheet.gpuBlock(
      XlsxExport::tr("Rental above the owned capacity: GPU-hours above × on-demand price"),
      currency, [&](int row, int g) {
        const int offer = rows.gpus[g].offer;
        if (offer < 0) {
          sheet.ws.text(row, kSumColumn, XlsxExport::tr("no rental offer"), f.note);
          return;
        }
        const int price = monthly.onDemand.at(offer);
        formulaRow(
            sheet.ws, row, H,
            [&](int t) { return "=" + at(fleet.rented.first + g, t) + "*" + at(price, t, mi); },
            f.money);
        rowSum(sheet.ws, row, H, f.money);
      });

  // The site's rows on the combined racks.
  sheet.heading(XlsxExport::tr("The site, on the racks of every GPU model"));
  const int racks = fleet.racks;
  const int newRacks = sheet.formulas(
      XlsxExport::tr("New racks (above the most racks of any earlier month)"),
      XlsxExport::tr("racks"), H,
      [&](int t) {
        if (t == 0) return "=" + at(racks, 0);
        return "=MAX(0," + at(racks, t) + "-MAX(" + dates(racks, 0, t - 1) + "))";
      },
      f.number);
  const int any = sheet.formulas(
      XlsxExport::tr("Owns a server (1) or not (0)"), {}, H,
      [&](int t) {
        if (fleet.owned.first > fleet.owned.last) return std::string("=0");
        return "=IF(SUM(" + a1(fleet.owned.first, dateColumn(t)) + ":" +
               a1(fleet.owned.last, dateColumn(t)) + ")>0,1,0)";
      },
      f.integer);
  const auto perRack = [&](const std::string& amount) {
    return [&, amount](int t) { return "=" + at(newRacks, t) + "*" + amount; };
  };
  const int setup =
      sheet.formulas(XlsxExport::tr("Rack set-up fees (dated in the month)"), currency, H,
                     perRack(in.money(site, &Site::setupFeePerRack)), f.money);
  const int coolingCapex =
      sheet.formulas(XlsxExport::tr("Cooling capex of new racks (dated in the month)"), currency, H,
                     perRack(in.money(cooling, &CoolingOption::capexPerRack)), f.money);
  const auto onRacks = [&](int priceRow) {
    return [&, priceRow](int t) { return "=" + at(racks, t) + "*" + at(priceRow, t, mi); };
  };
  const int space = sheet.formulas(XlsxExport::tr("Space: racks × space per rack"), currency, H,
                                   onRacks(siteRows.spacePerRack), f.money);
  const std::string kwPerRack = in.name(cooling, &CoolingOption::maxKwPerRack);
  const int allocatedFee = sheet.formulas(
      XlsxExport::tr("Per-kW fee on the racks' allocated kW (when power_fee_basis is not "
                     "\"used\")"),
      currency, H,
      [&](int t) {
        return "=IF(" + basis + "=\"used\",0," + at(racks, t) + "*" + kwPerRack + "*" +
               at(siteRows.feePerKw, t, mi) + ")";
      },
      f.money);
  const int coolingMonthly = sheet.formulas(XlsxExport::tr("Cooling: racks × cooling per rack"),
                                            currency, H, onRacks(siteRows.coolingPerRack), f.money);
  const int network = sheet.formulas(
      XlsxExport::tr("Network: racks × cross-connects per rack, and transit while owning"),
      currency, H,
      [&](int t) {
        return "=" + at(racks, t) + "*" + at(siteRows.crossConnectsPerRack, t, mi) + "+" +
               at(any, t) + "*" + at(siteRows.transit, t, mi);
      },
      f.money);
  const int operations = sheet.formulas(
      XlsxExport::tr("Remote hands and staff while owning"), currency, H,
      [&](int t) { return "=" + at(any, t) + "*" + at(siteRows.operations, t, mi); }, f.money);
  for (int row : {setup, coolingCapex, space, allocatedFee, coolingMonthly, network, operations})
    rowSum(sheet.ws, row, H, f.money);

  StrategyRows out;
  out.siteRows = {setup, coolingCapex, space, allocatedFee, coolingMonthly, network, operations};
  out.ownedFirst = fleet.owned.first;
  out.racks = racks;
  out.purchases = purchases;
  out.residualFirst = residual.first;
  out.residualLast = residual.last;
  auto& s = out.sources;
  s[int(Category::Hardware)].push_back({hardware.first, hardware.last});
  s[int(Category::Residual)].push_back({residual.first, residual.last, false, true});
  s[int(Category::Space)].push_back({setup, setup});
  s[int(Category::Space)].push_back({space, space, true});
  s[int(Category::Power)].push_back({energy.first, energy.last, true});
  s[int(Category::Power)].push_back({usedFee.first, usedFee.last, true});
  s[int(Category::Power)].push_back({allocatedFee, allocatedFee, true});
  s[int(Category::Cooling)].push_back({coolingCapex, coolingCapex});
  s[int(Category::Cooling)].push_back({coolingMonthly, coolingMonthly, true});
  s[int(Category::Network)].push_back({network, network, true});
  s[int(Category::Operations)].push_back({operations, operations, true});
  s[int(Category::Operations)].push_back({upkeep.first, upkeep.last, true});
  s[int(Category::RentalOnDemand)].push_back({burst.first, burst.last, true});

  // CO2: the site's metered energy at its region's grid, the burst at each offer's (§5).
  const int siteRegion =
      monthly.siteRegion.count(rows.site) ? monthly.siteRegion.at(rows.site) : -1;
  std::string kg = sumColumnOf(
      rentedCo2Block(sheet, [&](int g) { return dates(fleet.rented.first + g, 0, H - 1); }));
  if (itKwh.first <= itKwh.last && siteRegion >= 0)
    kg += "+SUM(" + a1(itKwh.first, dateColumn(0)) + ":" + a1(itKwh.last, dateColumn(H - 1)) +
          ")*" + pue + "*" + in.name(regionAt(siteRegion), &Region::gridKgCo2PerKwh);
  out.co2Kg = kg;
  return out;
}

}  // namespace fleetcost::ui
