// The decisions' inputs and staleness checks of a plan sheet.
#include "ui/render/export/xlsx/xlsx_stale_decisions.h"

#include <QStringList>
#include <cstdio>
#include <optional>
#include <string_view>
#include <variant>

#include "model/scenario/field_specs.h"

namespace fleetcost::ui {

namespace {

// A number as the formula's constant, with the 16 significant digits libxlsxwriter writes a
// cell's number with ("%.16G"), so that the input cell as exported equals it exactly.
std::string constant(double value) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.16G", value);
  return buffer;
}

// "OR(a<>1,b<>2)": whether any of the named inputs differs from its value at export.
struct ChangeTest {
  std::string terms;
  QStringList names;
  void add(const std::string& name, double value) {
    if (name == "0") return;  // no such input
    terms += (terms.empty() ? "" : ",") + name + "<>" + constant(value);
    names << QString::fromStdString(name);
  }
  // A word or a flag: compared as text ("\"liquid\"") or as TRUE/FALSE.
  void addExact(const std::string& name, const std::string& value) {
    if (name == "0") return;
    terms += (terms.empty() ? "" : ",") + name + "<>" + value;
    names << QString::fromStdString(name);
  }
  std::string formula() const { return terms.empty() ? "FALSE" : "OR(" + terms + ")"; }
};

constexpr int kWorkloadsInOneFormula = 200;  // MIN() and OR() of at most this many cells

}  // namespace

void writeDecisionChecks(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                         int summaryRow) {
  const PlanContext& c = sheet.c;
  const Scenario& s = c.scenario;
  const ScenarioInputs& in = c.inputs;
  const XlsxFormats& f = c.f;
  const PlanResult& plan = c.planResult();
  const PlanDecisionRows& rows = c.rows();
  const int H = c.horizon();
  const int G = c.gpuCount();
  const bool owning = strategy.ownedFirst >= 0;
  const bool reserved = plan.strategy == Strategy::RentReserved;
  const bool hybrid = plan.strategy == Strategy::Hybrid;
  if (!owning && !reserved) return;  // nothing decided but what the demand model gives
  sheet.heading(XlsxExport::tr("Decisions and the inputs they rest on"),
                XlsxExport::tr("Changing these inputs changes no formula above: FleetCost's "
                               "decisions stay as they were. TRUE under \"Inputs changed\": an "
                               "input differs from the value FleetCost decided with; TRUE under "
                               "\"Stale (proved)\": a check proves the decision wrong for the "
                               "current inputs (run FleetCost again)."));
  const int header = sheet.take();
  const QStringList headers{
      XlsxExport::tr("Decision or workload"),    XlsxExport::tr("GPU model"),
      XlsxExport::tr("Demand now / as decided"), XlsxExport::tr("Inputs changed"),
      XlsxExport::tr("Stale (proved)"),          XlsxExport::tr("Rests on")};
  for (int k = 0; k < headers.size(); ++k) sheet.ws.text(header, k, headers[k], f.header);

  // The workloads of the plan's GPU models: the demand level now over the level FleetCost used
  // (GPU-hours per month, or tokens per second over tokens per second per GPU), and whether any
  // of their demand inputs changed.
  const std::vector<int>& gpuOf = c.decisions.workloadGpu;
  std::vector<std::vector<int>> workloadRows(G);
  for (std::size_t w = 0; w < gpuOf.size() && w < s.workloads.size(); ++w) {
    if (gpuOf[w] < 0) continue;  // another part's workload (a portfolio)
    const Workload& workload = s.workloads[w];
    const int row = sheet.take();
    const std::string at = workloadAt(static_cast<int>(w));
    sheet.ws.text(row, 0, QString::fromStdString(c.result.workloadNames[w]));
    sheet.ws.text(row, 1, c.gpuName(gpuOf[w]));
    std::string now, then;
    if (workload.usesTokens()) {
      now = in.name(at, &Workload::avgTokensPerSecond) + "/" +
            in.name(at, &Workload::tokensPerSecondPerGpu);
      then = constant(workload.tokensPerSecondPerGpu.value > 0
                          ? workload.avgTokensPerSecond.value / workload.tokensPerSecondPerGpu.value
                          : 0);
    } else {
      now = in.name(at, &Workload::gpuHoursPerMonth);
      then = constant(workload.gpuHoursPerMonth.value);
    }
    // 1 for a workload without demand at export: it weighs nothing in the checks below.
    sheet.ws.formula(row, 2, "=IF(" + then + ">0,(" + now + ")/" + then + ",1)", f.factor);
    sheet.ws.number(row, 6, c.decisions.workloadGpuHours[w], f.decisionHours);
    ChangeTest changed;
    // The workload's figures that shape FleetCost's demand (its descriptors say which).
    for (const auto& spec : fieldSpecs<Workload>())
      if (const auto* member = std::get_if<Figure Workload::*>(&spec.member);
          member && spec.sheet == SheetUse::Decisions && (workload.**member).present)
        changed.add(in.name(at + "/" + spec.key), (workload.**member).value);
    sheet.ws.formula(row, 3, "=" + changed.formula());
    sheet.ws.text(row, 5, changed.names.join(QStringLiteral(", ")));
    if (gpuOf[w] >= 0 && gpuOf[w] < G) workloadRows[gpuOf[w]].push_back(row);
  }

  int firstDecision = -1, lastDecision = -1;  // the decision rows are consecutive
  const auto decision = [&](const QString& label, int g, const ChangeTest& changed,
                            const std::string& workloadsChanged, const std::string& stale) {
    const int row = sheet.take();
    sheet.ws.text(row, 0, label, f.bold);
    if (g >= 0) sheet.ws.text(row, 1, c.gpuName(g));
    std::string formula = changed.formula();
    if (!workloadsChanged.empty()) formula = "OR(" + formula + "," + workloadsChanged + ")";
    sheet.ws.formula(row, 3, "=" + formula);
    if (firstDecision < 0) firstDecision = row;
    lastDecision = row;
    if (!stale.empty()) {
      sheet.ws.formula(row, 4, "=" + stale);
    } else {
      sheet.ws.text(row, 4, XlsxExport::tr("no cheap check"), f.note);
    }
    QString restsOn = changed.names.join(QStringLiteral(", "));
    if (!workloadsChanged.empty())
      restsOn += (restsOn.isEmpty() ? QString() : QStringLiteral(", ")) +
                 XlsxExport::tr("the demand of the GPU model's workloads (rows above)");
    sheet.ws.text(row, 5, restsOn);
  };

  const auto workloadCells = [&](int g, int column) {
    std::string cells;
    for (int row : workloadRows[g]) cells += (cells.empty() ? "" : ",") + a1(row, column);
    return cells;
  };
  for (int g = 0; g < G; ++g) {
    const bool few = static_cast<int>(workloadRows[g].size()) <= kWorkloadsInOneFormula;
    const std::string workloadsChanged =
        few && !workloadRows[g].empty() ? "OR(" + workloadCells(g, 3) + ")" : std::string();
    const int server = c.decisions.servers[g];
    const std::string serverPointer = serverAt(server);
    if (owning && server >= 0) {
      const ServerModel& model = s.serverModels[server];
      ChangeTest fleet;
      const Ownership& o = s.ownership;
      fleet.add(in.name(&Ownership::headroom), o.headroom.value);
      fleet.add(in.name(&Ownership::spareRatio), o.spareRatio.value);
      fleet.add(in.name(&Ownership::refreshMonths), o.refreshMonths.value);
      fleet.add(in.name(&Ownership::leadTimeMonths), o.leadTimeMonths.value);
      fleet.add(in.name(serverPointer, &ServerModel::gpus), model.gpus.value);
      // Colocate owns at least the peak GPUs × (1 + headroom) / GPUs per server, plus spares,
      // from the lead time on (MODEL.md §4.3); the peak is at least the month's average, the
      // GPU-hours / 730, and a workload's GPU-hours scale with its demand level.
      std::string stale;
      if (!hybrid && few && !workloadRows[g].empty()) {
        const std::string dates = fleetcost::ui::dates(dateRow, 0, H - 1);
        const std::string owned = fleetcost::ui::dates(strategy.ownedFirst + g, 0, H - 1);
        const std::string demand = c.demand(g, 0, H - 1);
        const std::string lead = in.name(&Ownership::leadTimeMonths);
        const std::string perServer = "730*" + in.name(serverPointer, &ServerModel::gpus) +
                                      "/((1+" + in.name(&Ownership::headroom) + ")*(1+" +
                                      in.name(&Ownership::spareRatio) + "))";
        // Month by month, with the smallest change of the GPU model's workloads' demand.
        const std::string monthly = "SUMPRODUCT((" + dates + ">=" + lead + ")*(" + owned +
                                    "*(1+1E-9)+1E-9<" + demand + "*MIN(" + workloadCells(g, 2) +
                                    ")/(" + perServer + ")))>0";
        // Over the horizon: the GPU-hours the fleet can serve from the lead time on, against
        // every workload's GPU-hours × its change, less what came before the lead time (at
        // most the largest change × the GPU-hours demanded then).
        const int first = workloadRows[g].front(), last = workloadRows[g].back();
        const std::string gpuColumn = a1Absolute(first, 1) + ":" + a1Absolute(last, 1);
        const std::string ratios = a1Absolute(first, 2) + ":" + a1Absolute(last, 2);
        const std::string hours = a1Absolute(first, 6) + ":" + a1Absolute(last, 6);
        const std::string total = "SUMPRODUCT((" + dates + ">=" + lead + ")*" + owned + ")*" +
                                  perServer + "*(1+1E-9)+1E-6<SUMPRODUCT((" + gpuColumn + "=" +
                                  a1(workloadRows[g].front(), 1) + ")*" + ratios + "*" + hours +
                                  ")-MAX(" + workloadCells(g, 2) + ")*SUMPRODUCT((" + dates + "<" +
                                  lead + ")*" + demand + ")";
        stale = "OR(" + monthly + "," + total + ")";
      }
      decision(hybrid ? XlsxExport::tr("Servers owned (under the hybrid cap)")
                      : XlsxExport::tr("Servers owned"),
               g, fleet, workloadsChanged, stale);
      // Racks: servers per rack (model/plans/prepared_parts.cpp, MODEL.md §4.4) = 0 when the
      // server's cooling differs from the option's kind, else the least of max kW per rack /
      // server kW, usable U / server U (1 for a rack-scale system) and, when both are stated,
      // kg per rack / server kg, each rounded down; fewer now means more racks than held.
      const std::string site = siteAt(rows.site);
      const Site& siteObject = s.sites[rows.site];
      const CoolingOption* option = nullptr;
      std::string cooling;
      for (std::size_t k = 0; k < siteObject.coolingOptions.size(); ++k)
        if (siteObject.coolingOptions[k].name == siteObject.cooling) {
          option = &siteObject.coolingOptions[k];
          cooling = coolingAt(rows.site, static_cast<int>(k));
        }
      const auto word = [](const std::optional<std::string>& w) {
        return "\"" + w.value_or("air") + "\"";
      };
      ChangeTest racks;
      racks.add(in.name(serverPointer, &ServerModel::rackUnits), model.rackUnits.value);
      racks.add(in.name(serverPointer, &ServerModel::powerMaxKw), model.powerMaxKw.value);
      racks.addExact(in.name(serverPointer, &ServerModel::cooling), word(model.cooling));
      racks.addExact(in.name(serverPointer, &ServerModel::rackScale),
                     model.isRackScale() ? "TRUE" : "FALSE");
      racks.add(in.name(serverPointer, &ServerModel::weightKg), model.weightKg.value);
      racks.add(in.name(site, &Site::usableRackUnits), siteObject.usableRackUnits.value);
      if (option) {
        racks.add(in.name(cooling, &CoolingOption::maxKwPerRack), option->maxKwPerRack.value);
        racks.addExact(in.name(cooling, &CoolingOption::kind), word(option->kind));
        racks.add(in.name(cooling, &CoolingOption::maxKgPerRack), option->maxKgPerRack.value);
      }
      std::string racksStale;
      if (option && rows.serversPerRack[g] > 0) {
        const std::string byHeight = "INT(" + in.name(site, &Site::usableRackUnits) + "/" +
                                     in.name(serverPointer, &ServerModel::rackUnits) + "+1E-9)";
        const std::string rackScale = in.name(serverPointer, &ServerModel::rackScale);
        std::string perRack =
            "MIN(" + (rackScale == "0" ? byHeight : "IF(" + rackScale + ",1," + byHeight + ")") +
            ",INT(" + in.name(cooling, &CoolingOption::maxKwPerRack) + "/" +
            in.name(serverPointer, &ServerModel::powerMaxKw) + "+1E-9)";
        const std::string kg = in.name(cooling, &CoolingOption::maxKgPerRack);
        const std::string weight = in.name(serverPointer, &ServerModel::weightKg);
        if (kg != "0" && weight != "0")
          perRack +=
              ",IF(OR(" + kg + "<=0," + weight + "<=0),1E9,INT(" + kg + "/" + weight + "+1E-9))";
        perRack += ")";
        const std::string kindOf = in.name(serverPointer, &ServerModel::cooling);
        const std::string optionKind = in.name(cooling, &CoolingOption::kind);
        if (kindOf != "0" && optionKind != "0")
          perRack = "IF(" + kindOf + "<>" + optionKind + ",0," + perRack + ")";
        const std::string owned = fleetcost::ui::dates(strategy.ownedFirst + g, 0, H - 1);
        racksStale = "IF(" + perRack + "<1,TRUE,SUMPRODUCT((ROUNDUP(" + owned + "/" + perRack +
                     ",0)>ROUNDUP(" + owned + "/" + std::to_string(rows.serversPerRack[g]) +
                     ",0))*1)>0)";
      }
      decision(XlsxExport::tr("Racks"), g, racks, {}, racksStale);
      if (hybrid) {
        ChangeTest caps = fleet;
        decision(XlsxExport::tr("Hybrid cap (also rests on every price and fee)"), g, caps,
                 workloadsChanged, {});
      }
    }
    if (reserved) {
      const int offer = rows.gpus[g].offer;
      if (offer < 0) continue;
      const RentalOffer& o = s.rentalOffers[offer];
      const std::string at = rentalOfferAt(offer);
      ChangeTest terms;
      terms.add(in.name(at, &RentalOffer::reservedTermMonths), o.reservedTermMonths.value);
      terms.add(in.name(at, &RentalOffer::reservedUnitGpus), o.reservedUnitGpus.value);
      terms.add(in.name(at, &RentalOffer::onDemandPerGpuHour), o.onDemandPerGpuHour.value);
      terms.add(in.name(at, &RentalOffer::reservedPerGpuMonth), o.reservedPerGpuMonth.value);
      // Blocks and a commitment are chosen with the reservation (docs/MODEL.md §16.2).
      terms.add(in.name(at, &RentalOffer::blockPerGpuHour), o.blockPerGpuHour.value);
      terms.add(in.name(at, &RentalOffer::blockDays), o.blockDays.value);
      terms.add(in.name(at, &RentalOffer::commitmentPerGpuHour), o.commitmentPerGpuHour.value);
      terms.add(in.name(at, &RentalOffer::commitmentGpuHoursPerMonth),
                o.commitmentGpuHoursPerMonth.value);
      decision(XlsxExport::tr("GPUs reserved in each term"), g, terms, workloadsChanged, {});
    }
  }

  // The plan's verdict at the top of the sheet: any TRUE in the decisions' columns (a range, so
  // that the formula does not grow with the GPU models, nor pass OR's 255 arguments).
  const auto any = [&](int column) {
    if (firstDecision < 0) return std::string("FALSE");
    return "SUMPRODUCT((" + a1(firstDecision, column) + ":" + a1(lastDecision, column) +
           "=TRUE)*1)>0";
  };
  sheet.ws.text(summaryRow, 0, XlsxExport::tr("FleetCost's decisions"), f.bold);
  sheet.ws.formula(
      summaryRow, 1,
      "=IF(" + any(4) + "," + formulaString(XlsxExport::tr("stale: run FleetCost again")) + ",IF(" +
          any(3) + "," + formulaString(XlsxExport::tr("rests on changed inputs (see below)")) +
          "," + formulaString(XlsxExport::tr("as FleetCost decided")) + "))",
      f.bold);
}

}  // namespace fleetcost::ui
