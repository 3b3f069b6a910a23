// The Monthly inputs sheet's rows and formulas.
#include "ui/render/export/xlsx/xlsx_monthly_sheet.h"

#include <set>

#include "ui/render/export/xlsx/xlsx_monthly_writer.h"

namespace fleetcost::ui {

namespace {

int regionIndex(const Scenario& s, const std::optional<std::string>& id) {
  for (std::size_t r = 0; r < s.regions.size(); ++r)
    if (id && s.regions[r].id == id) return static_cast<int>(r);
  return -1;
}

void serverRows(MonthlyWriter& w, MonthlyRows& out, int server) {
  const std::string at0 = serverAt(server);
  const QString name = labelOf(w.s_.serverModels[server]);
  const ScenarioInputs& in = w.in_;
  const int price = w.row(
      XlsxExport::tr("Server price — %1").arg(name), XlsxExport::tr("per server"), w.H,
      [&](int t) {
        return "=" + in.money(at0, &ServerModel::price) + "*(1+" +
               in.name(&Ownership::hardwareAnnualPriceChange) + ")^" + at(out.years, t);
      },
      w.f_.money);
  out.serverPrice[server] = price;
  out.serverCost[server] = w.row(
      XlsxExport::tr("Cost of a server bought (install and network included) — %1").arg(name),
      XlsxExport::tr("per server"), w.H,
      [&](int t) {
        return "=" + at(price, t) + "*(1+" + in.name(&Ownership::installPct) + ")+" +
               in.money(at0, &ServerModel::networkCapex);
      },
      w.f_.money);
}

void siteRows(MonthlyWriter& w, MonthlyRows& out, int site) {
  const Site& s = w.s_.sites[site];
  const std::string p = siteAt(site);
  const QString name = labelOf(s);
  const ScenarioInputs& in = w.in_;
  SiteMonthlyRows rows;
  for (std::size_t k = 0; k < s.coolingOptions.size(); ++k)
    if (s.coolingOptions[k].name && s.coolingOptions[k].name == s.cooling) {
      rows.coolingPointer = coolingAt(site, static_cast<int>(k));
      break;
    }
  const auto index = [&](Figure Site::*change) {
    return [&out, change, &in, &p](int t) {
      return "=(1+" + in.name(p, change) + ")^" + at(out.years, t);
    };
  };
  const QString perMonth = XlsxExport::tr("per month");
  rows.coloIndex =
      w.row(XlsxExport::tr("Colocation price index — %1").arg(name), XlsxExport::tr("× base price"),
            w.H, index(&Site::coloAnnualChange), w.f_.factor);
  rows.energyIndex =
      w.row(XlsxExport::tr("Energy price index — %1").arg(name), XlsxExport::tr("× base price"),
            w.H, index(&Site::energyAnnualChange), w.f_.factor);
  const auto times = [&](const std::string& amount, int indexRow) {
    return [amount, indexRow](int t) { return "=" + amount + "*" + at(indexRow, t); };
  };
  rows.spacePerRack =
      w.row(XlsxExport::tr("Space per rack — %1").arg(name), XlsxExport::tr("per rack-month"), w.H,
            times(in.money(p, &Site::spacePerRackMonth), rows.coloIndex), w.f_.money);
  rows.feePerKw =
      w.row(XlsxExport::tr("Per-kW fee — %1").arg(name), XlsxExport::tr("per kW-month"), w.H,
            times(in.money(p, &Site::powerPerKwMonth), rows.coloIndex), w.f_.money);
  rows.energyPerKwh = w.row(XlsxExport::tr("Energy — %1").arg(name), XlsxExport::tr("per kWh"), w.H,
                            times(in.money(p, &Site::energyPerKwh), rows.energyIndex), w.f_.money);
  rows.coolingPerRack = w.row(
      XlsxExport::tr("Cooling per rack — %1").arg(name), XlsxExport::tr("per rack-month"), w.H,
      times(in.money(rows.coolingPointer, &CoolingOption::monthlyPerRack), rows.coloIndex),
      w.f_.money);
  rows.crossConnectsPerRack = w.row(
      XlsxExport::tr("Cross-connects per rack — %1").arg(name), XlsxExport::tr("per rack-month"),
      w.H,
      times(in.name(p, &Site::crossConnectsPerRack) + "*" + in.money(p, &Site::crossConnectMonth),
            rows.coloIndex),
      w.f_.money);
  rows.transit =
      w.row(XlsxExport::tr("Transit — %1").arg(name), perMonth, w.H,
            times(in.name(p, &Site::transitMbps) + "*" + in.money(p, &Site::transitPerMbpsMonth),
                  rows.coloIndex),
            w.f_.money);
  const std::string hands =
      in.name(p, &Site::remoteHandsHoursMonth) + "*" + in.money(p, &Site::remoteHandsPerHour);
  const std::string staff =
      in.name(p, &Site::staffFte) + "*" + in.money(p, &Site::staffAnnualCost) + "/12";
  rows.operations = w.row(
      XlsxExport::tr("Remote hands and staff — %1").arg(name), perMonth, w.H,
      [&](int t) { return "=" + hands + "*" + at(rows.coloIndex, t) + "+" + staff; }, w.f_.money);
  out.sites[site] = rows;
}

void depreciationRows(MonthlyWriter& w, MonthlyRows& out, int region) {
  const std::string p = depreciationAt(region);
  const ScenarioInputs& in = w.in_;
  const std::string method = in.name(p, &Depreciation::method);
  const std::string life = in.name(p, &Depreciation::usefulLifeYears);
  const std::string factor = in.name(p, &Depreciation::factor);
  const QString name = labelOf(w.s_.regions[region]);
  const QString share = XlsxExport::tr("share of the cost");
  DepreciationRows rows;
  // Asset-year y = INT(a / 12) + 1 gives VDB(1, 0, life, y - 1, y, factor) (or 1 / life on a
  // straight line) in 12 equal parts (docs/MODEL.md §10, readings 16 and 18).
  rows.perMonth = w.row(
      XlsxExport::tr("Depreciation in a month of age a (a = date) — %1").arg(name), share, w.H,
      [&](int t) {
        const std::string age = at(out.dates, t);
        const std::string year = "INT(" + age + "/12)";
        return "=IF(" + age + "<12*" + life + ",IF(" + method + "=\"straight_line\",1/" + life +
               ",IF(" + method + "=\"declining_balance\",VDB(1,0," + life + "," + year + "," +
               year + "+1," + factor + "),0)),0)/12";
      },
      w.f_.factor);
  rows.reversed = w.row(
      XlsxExport::tr("The same in reverse order (date j holds age %1 − j)").arg(w.H - 1), share,
      w.H, [&](int t) { return "=" + fixedAt(rows.perMonth, w.H - 1 - t); }, w.f_.factor);
  rows.bookLeft = w.row(
      XlsxExport::tr("Book value left after n months (n = date)"), share, w.H + 1,
      [&](int t) {
        if (t == 0) return "=IF(" + method + "=\"immediate\",0,1)";
        return "=" + at(w.next(), t - 1) + "-" + at(rows.perMonth, t - 1);
      },
      w.f_.factor);
  rows.bookAtHorizon = w.row(
      XlsxExport::tr("Book value left at the horizon of a purchase in the month"), share, w.H,
      [&](int t) { return "=" + fixedAt(rows.bookLeft, w.H - t); }, w.f_.factor);
  out.regions[region] = rows;
}

}  // namespace

MonthlyRows writeMonthlyInputs(XlsxSheet& ws, const QString& sheetName, const Scenario& s,
                               const ScenarioResult& result, const ScenarioDecisionRows& d,
                               const ScenarioInputs& in, const XlsxFormats& f) {
  const int H = d.horizon;
  MonthlyRows out;
  out.sheet = sheetPrefix(sheetName);
  ws.text(0, 0, XlsxExport::tr("Monthly inputs — %1").arg(QString::fromStdString(result.name)),
          f.title);
  ws.text(1, 0,
          XlsxExport::tr("Every row is a formula of the Assumptions sheet (amounts in %1, prices "
                         "changed once a year), except the grey demand rows: FleetCost's model of "
                         "the workloads' hourly demand, kept as constants.")
              .arg(QString::fromStdString(result.currency)),
          f.note);
  MonthlyWriter w(ws, s, in, f, H);
  out.dates = 3;
  out.years = 4;
  dateRows(ws, out.dates, out.years, H, f);
  w.skipTo(5);
  out.discount = w.row(
      XlsxExport::tr("Discount factor, 1 / (1 + discount_rate_annual)^(t / 12)"), {}, H + 1,
      [&](int t) {
        return "=1/(1+" + in.name(&Scenario::discountRateAnnual) + ")^(" + at(out.dates, t) +
               "/12)";
      },
      f.factor);
  const std::string decline = in.name(&Ownership::resaleAnnualDecline);
  out.resaleByAge = w.row(
      XlsxExport::tr("Resale value of a server of age a months (a = date)"),
      XlsxExport::tr("share of its price"), H + 1,
      [&](int t) { return "=(1-" + decline + ")^(" + at(out.dates, t) + "/12)"; }, f.factor);
  out.resaleAtHorizon = w.row(
      XlsxExport::tr("Resale value at the horizon of a server bought in the month"),
      XlsxExport::tr("share of its price"), H,
      [&](int t) {
        return "=(1-" + decline + ")^((" + std::to_string(H) + "-" + at(out.dates, t) + ")/12)";
      },
      f.factor);

  w.heading(
      XlsxExport::tr("Demand in GPU-hours (FleetCost's model of the hourly profiles; "
                     "constants)"));
  out.demandFirst = w.next();
  for (std::size_t g = 0; g < d.demandGpuHours.size(); ++g) {
    const int row = w.next();
    rowLabel(ws, row,
             XlsxExport::tr("GPU-hours demanded — %1")
                 .arg(QString::fromStdString(result.demand.size() > g ? result.demand[g].name
                                                                      : result.gpuIds[g])),
             XlsxExport::tr("GPU-hours"));
    constantRow(ws, row, d.demandGpuHours[g], f.decisionHours);
    rowSum(ws, row, H, f.number);
    w.skipTo(row + 1);
  }
  out.demandLast = w.next() - 1;
  bool tokensHeading = false;
  for (std::size_t k = 0; k < d.millionsOfTokens.size(); ++k) {
    if (d.millionsOfTokens[k].empty()) continue;
    if (!tokensHeading)
      w.heading(
          XlsxExport::tr("Tokens of the workloads a hosted API serves (FleetCost's model of "
                         "the demand; constants)"));
    tokensHeading = true;
    const int row = w.next();
    rowLabel(
        ws, row,
        XlsxExport::tr("Tokens — %1").arg(QString::fromStdString(s.workloads[k].name.value_or(""))),
        XlsxExport::tr("million tokens"));
    constantRow(ws, row, d.millionsOfTokens[k], f.decisionHours);
    rowSum(ws, row, H, f.number);
    out.millionsOfTokens[static_cast<int>(k)] = row;
    w.skipTo(row + 1);
  }

  std::set<int> servers, offers, reservedOffers, sites, regions, apiOffers;
  forEachTypedPlan(d, [&](int, const PlanDecisionRows& plan, const ScenarioDecisionRows& scope) {
    if (plan.site >= 0) {
      sites.insert(plan.site);
      for (int server : scope.servers)
        if (server >= 0) servers.insert(server);
    }
    for (const ApiWorkloadRows& served : plan.apiWorkloads) apiOffers.insert(served.apiOffer);
    for (const GpuDecisionRows& gpu : plan.gpus) {
      if (gpu.offer < 0) continue;
      offers.insert(gpu.offer);
      if (plan.strategy == Strategy::RentReserved) reservedOffers.insert(gpu.offer);
    }
  });
  for (int site : sites) {
    out.siteRegion[site] = regionIndex(s, s.sites[site].region);
    if (out.siteRegion[site] >= 0) regions.insert(out.siteRegion[site]);
  }
  if (!servers.empty()) {
    w.heading(XlsxExport::tr("Servers (hardware_annual_price_change once a year)"));
    for (int server : servers) serverRows(w, out, server);
  }
  if (!offers.empty()) {
    w.heading(
        XlsxExport::tr("Rental offers (each offer's annual_price_change once a year, or its "
                       "price path)"));
    for (int offer : offers) offerRows(w, out, offer, reservedOffers.count(offer) > 0);
  }
  if (!apiOffers.empty()) {
    w.heading(
        XlsxExport::tr("Hosted API offers (prices per million tokens; each offer's "
                       "annual_price_change once a year)"));
    for (int offer : apiOffers) apiOfferRows(w, out, offer);
  }
  if (!sites.empty()) {
    w.heading(
        XlsxExport::tr("Colocation sites (colo_annual_change and energy_annual_change "
                       "once a year)"));
    for (int site : sites) siteRows(w, out, site);
  }
  if (!regions.empty()) {
    w.heading(XlsxExport::tr("Tax depreciation of a purchase of 1, by the region of a site"));
    for (int region : regions) depreciationRows(w, out, region);
  }
  ws.width(kLabelColumn, kLabelColumn, 58);
  ws.width(kUnitColumn, kUnitColumn, 14);
  ws.width(kSumColumn, kSumColumn, 14);
  ws.width(kFirstDateColumn, dateColumn(H), 12);
  ws.freeze(out.dates + 1, kFirstDateColumn);
  return out;
}

}  // namespace fleetcost::ui
