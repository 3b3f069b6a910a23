// Risk results as plain-text tables for a terminal, in the reader's language.
#include "app/cli/tables/risk_table.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/cli/cli_language.h"
#include "app/cli/tables/result_table.h"

namespace fleetcost::cli {

namespace {

std::string pad(const std::string& text, int width, bool left = false) {
  const std::string space(std::max(0, width - displayWidth(text)), ' ');
  return left ? text + space : space + text;
}

std::string money(double v) {
  return std::isfinite(v) ? groupedNumber(v, 0) : "-";
}

std::string optionalMoney(const std::optional<double>& v) {
  return v ? money(*v) : cliText(FC_TRANSLATE_NOOP("CliTable", "never"));
}

std::string figureNumber(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

void heading(std::ostringstream& out, const RiskModel& m, const std::string& what) {
  out << cliText(FC_TRANSLATE_NOOP("CliTable", "Scenario \"%1\": %2 (present values in %3)"),
                 {m.base.name, what, m.base.currency})
      << "\n";
}

void tornadoRows(std::ostringstream& out, const RiskModel& m, const Tornado& t, std::size_t rows) {
  int labelWidth = 6;
  for (std::size_t i = 0; i < std::min(rows, t.bars.size()); ++i)
    labelWidth = std::max(labelWidth, displayWidth(m.figures[t.bars[i].figure].label));
  labelWidth = std::min(labelWidth, 60);
  out << "  " << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "figure")), labelWidth, true) << "  "
      << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "low")), 12) << "  "
      << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "high")), 12) << "  "
      << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "at low")), 16) << "  "
      << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "at high")), 16) << "  "
      << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "swing")), 16) << "\n";
  for (std::size_t i = 0; i < std::min(rows, t.bars.size()); ++i) {
    const TornadoBar& b = t.bars[i];
    const RangedFigure& f = m.figures[b.figure];
    out << "  " << pad(f.label, labelWidth, true) << "  " << pad(figureNumber(f.low), 12) << "  "
        << pad(figureNumber(f.high), 12) << "  " << pad(money(b.atLow), 16) << "  "
        << pad(money(b.atHigh), 16) << "  " << pad(money(b.swing), 16) << "\n";
  }
}

}  // namespace

std::string sensitivityTable(const std::vector<Analysed<SensitivityResult>>& scenarios) {
  std::ostringstream out;
  for (const auto& [m, r] : scenarios) {
    heading(out, *m,
            cliText(FC_TRANSLATE_NOOP(
                "CliTable", "sensitivity, each ranged figure alone at its low and high")));
    if (m->figures.empty())
      out << "  " << cliText(FC_TRANSLATE_NOOP("CliTable", "No figure has a range (low or high)."))
          << "\n";
    for (const Tornado& t : r->tornados) {
      if (t.plan < 0)
        out << "\n"
            << cliText(FC_TRANSLATE_NOOP("CliTable",
                                         "Cheapest owning minus cheapest renting (base %1):"),
                       {money(t.base)})
            << "\n";
      else
        out << "\n"
            << cliText(FC_TRANSLATE_NOOP("CliTable", "%1 (base %2), largest swings:"),
                       {m->base.plans[t.plan].name, money(t.base)})
            << "\n";
      tornadoRows(out, *m, t, t.plan < 0 ? t.bars.size() : 5);
    }
    out << "\n";
  }
  return out.str();
}

std::string monteCarloTable(const std::vector<Analysed<MonteCarloResult>>& scenarios) {
  std::ostringstream out;
  for (const auto& [m, r] : scenarios) {
    heading(out, *m,
            cliText(FC_TRANSLATE_NOOP("CliTable", "Monte Carlo, %1 trials, seed %2"),
                    {std::to_string(r->trials), std::to_string(r->seed)}));
    const std::string difference = cliText(FC_TRANSLATE_NOOP("CliTable", "owning - renting"));
    int nameWidth = displayWidth(difference);
    for (const PlanResult& p : m->base.plans) nameWidth = std::max(nameWidth, displayWidth(p.name));
    out << "  " << pad("", nameWidth, true);
    for (const std::string& h : {cliText(FC_TRANSLATE_NOOP("CliTable", "mean")), std::string("P5"),
                                 std::string("P50"), std::string("P95")})
      out << "  " << pad(h, 16);
    out << "\n";
    const auto row = [&](const std::string& name, const Distribution& d) {
      out << "  " << pad(name, nameWidth, true) << "  " << pad(optionalMoney(d.mean), 16);
      for (int q : {5, 50, 95}) out << "  " << pad(optionalMoney(d.at(q)), 16);
      out << "\n";
    };
    for (std::size_t j = 0; j < r->plans.size(); ++j) row(m->base.plans[j].name, r->plans[j]);
    if (r->difference) {
      row(difference, *r->difference);
      const Distribution& b = *r->breakEven;
      out << "  "
          << cliText(FC_TRANSLATE_NOOP("CliTable",
                                       "Break-even month (cheapest owning against cheapest "
                                       "renting): P5 %1, P50 %2, P95 %3; never in %4% of "
                                       "trials"),
                     {optionalMoney(b.at(5)), optionalMoney(b.at(50)), optionalMoney(b.at(95)),
                      groupedNumber(100.0 * double(b.infinite) / double(r->trials), 1)})
          << "\n";
      out << "  "
          << cliText(FC_TRANSLATE_NOOP("CliTable", "Probability that owning is cheaper: %1%"),
                     {groupedNumber(100.0 * *r->probabilityOwningCheaper, 1)})
          << "\n";
    }
    out << "\n";
  }
  return out.str();
}

std::string breakEvenMapTable(const std::vector<Analysed<BreakEvenMap>>& scenarios) {
  std::ostringstream out;
  for (const auto& [m, r] : scenarios) {
    heading(out, *m, cliText(FC_TRANSLATE_NOOP("CliTable", "break-even map")));
    out << cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "Cheapest owning minus cheapest renting, millions of %1 "
                                     "(below 0: owning is cheaper)"),
                   {m->base.currency})
        << "\n"
        << cliText(FC_TRANSLATE_NOOP("CliTable", "rows: %1 (%2), columns: %3 (%4)"),
                   {r->y.label, r->y.unit, r->x.label, r->x.unit})
        << "\n";
    out << pad("", 12);
    for (double x : r->x.values) out << " " << pad(figureNumber(x), 9);
    out << "\n";
    for (std::size_t iy = r->y.values.size(); iy-- > 0;) {
      out << pad(figureNumber(r->y.values[iy]), 12);
      for (std::size_t ix = 0; ix < r->x.values.size(); ++ix) {
        const double v = r->at(ix, iy) / 1e6;
        out << " " << pad(groupedNumber(v, 1), 9);
      }
      out << "\n";
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace fleetcost::cli
