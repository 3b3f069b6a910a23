// fleetcost-cli evaluate's table, and the width and number formatting of every table.
#include "app/cli/tables/result_table.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "app/cli/cli_language.h"
#include "model/evaluation/stale_figures.h"
#include "model/results/token_costs.h"

namespace fleetcost::cli {

namespace {

bool isWide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

std::string padRight(const std::string& text, int width) {
  return text + std::string(std::max(0, width - displayWidth(text)), ' ');
}
std::string padLeft(const std::string& text, int width) {
  return std::string(std::max(0, width - displayWidth(text)), ' ') + text;
}

std::string monthText(const std::optional<int>& month) {
  return month ? std::to_string(*month) : cliText(FC_TRANSLATE_NOOP("CliTable", "never"));
}

}  // namespace

void writeRows(const std::vector<std::vector<std::string>>& rows, std::ostream& out,
               const std::string& indent, std::size_t leftColumns) {
  std::vector<int> widths;
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (widths.size() <= c) widths.push_back(0);
      widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
  for (const auto& row : rows) {
    std::string line = indent;
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (c > 0) line += "  ";
      line += c < leftColumns ? padRight(row[c], widths[c]) : padLeft(row[c], widths[c]);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << "\n";
  }
}

namespace {

// Cost per million tokens of every token workload under every plan, side by side, in scenarios
// with a hosted API plan (docs/MODEL.md §12): one row per plan, one column per token workload.
void writeTokenCosts(const ScenarioResult& s, std::ostream& out) {
  if (!hasApiPlan(s)) return;
  const TokenCosts costs = tokenCosts(s);
  if (costs.empty()) return;
  std::vector<std::vector<std::string>> rows(s.plans.size() + 1);
  rows[0].push_back(cliText(FC_TRANSLATE_NOOP("CliTable", "Plan")));
  for (int w : costs.workloads) rows[0].push_back(s.workloadNames[w]);
  for (std::size_t j = 0; j < s.plans.size(); ++j) {
    rows[j + 1].push_back(s.plans[j].name);
    for (const std::optional<double>& cost : costs.byPlan[j])
      rows[j + 1].push_back(cost ? groupedNumber(*cost, 2) : "-");
  }
  out << "\n"
      << cliText(FC_TRANSLATE_NOOP("CliTable",
                                   "Cost per million tokens, %1 (each workload's share of the "
                                   "plan's nominal cost):"),
                 {s.currency})
      << "\n";
  writeRows(rows, out, "  ");
}

}  // namespace

int displayWidth(const std::string& text) {
  int width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    char32_t c = byte;
    std::size_t length = 1;
    if (byte >= 0xF0) {
      c = byte & 0x07;
      length = 4;
    } else if (byte >= 0xE0) {
      c = byte & 0x0F;
      length = 3;
    } else if (byte >= 0xC0) {
      c = byte & 0x1F;
      length = 2;
    }
    for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    width += isWide(c) ? 2 : 1;
    i += length;
  }
  return width;
}

std::string groupedNumber(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::fabs(value));
  std::string digits(buffer);
  const std::size_t point = digits.find('.');
  std::string whole = digits.substr(0, point);
  const std::string fraction = point == std::string::npos ? "" : digits.substr(point);
  for (int i = static_cast<int>(whole.size()) - 3; i > 0; i -= 3) whole.insert(i, ",");
  const bool negative = value < 0 && std::stod(digits) != 0.0;
  return (negative ? "-" : "") + whole + fraction;
}

std::string writeResultTable(const std::vector<ScenarioResult>& scenarios) {
  std::ostringstream out;
  bool first = true;
  for (const ScenarioResult& s : scenarios) {
    if (!first) out << "\n";
    first = false;
    out << cliText(s.afterTax ? FC_TRANSLATE_NOOP("CliTable", "%1 (%2, %3 months, after tax)")
                              : FC_TRANSLATE_NOOP("CliTable", "%1 (%2, %3 months)"),
                   {s.name, s.currency, std::to_string(s.horizonMonths)})
        << "\n\n";
    // Goodput and the cost per useful GPU-hour (docs/MODEL.md §14) when some plan loses work.
    const bool losesWork = std::any_of(s.plans.begin(), s.plans.end(), [](const PlanResult& p) {
      return p.goodput && *p.goodput < 1.0;
    });
    std::vector<std::string> headers{
        cliText(FC_TRANSLATE_NOOP("CliTable", "Plan")),
        cliText(FC_TRANSLATE_NOOP("CliTable", "Strategy")),
        cliText(FC_TRANSLATE_NOOP("CliTable", "Present value %1"), {s.currency}),
        cliText(FC_TRANSLATE_NOOP("CliTable", "Nominal cost %1"), {s.currency}),
        cliText(FC_TRANSLATE_NOOP("CliTable", "Per GPU-hour"))};
    if (losesWork) {
      headers.push_back(cliText(FC_TRANSLATE_NOOP("CliTable", "Goodput")));
      headers.push_back(cliText(FC_TRANSLATE_NOOP("CliTable", "Per useful GPU-hour")));
    }
    headers.push_back(cliText(FC_TRANSLATE_NOOP("CliTable", "CO2 t")));
    std::vector<std::vector<std::string>> rows;
    for (const PlanResult& plan : s.plans) {
      std::vector<std::string> row{
          plan.name, strategyKey(plan.strategy), groupedNumber(plan.pvCost, 0),
          groupedNumber(plan.nominalCost, 0),
          plan.costPerGpuHour ? groupedNumber(*plan.costPerGpuHour, 2) : "-"};
      if (losesWork) {
        row.push_back(plan.goodput ? groupedNumber(*plan.goodput * 100.0, 1) + "%" : "-");
        row.push_back(plan.costPerUsefulGpuHour ? groupedNumber(*plan.costPerUsefulGpuHour, 2)
                                                : "-");
      }
      row.push_back(groupedNumber(plan.co2Tonnes, 1));
      rows.push_back(std::move(row));
    }
    std::vector<int> widths;
    for (const std::string& h : headers) widths.push_back(displayWidth(h));
    for (const auto& row : rows)
      for (std::size_t c = 0; c < row.size(); ++c)
        widths[c] = std::max(widths[c], displayWidth(row[c]));
    const auto printRow = [&](const std::vector<std::string>& row) {
      std::string line;
      for (std::size_t c = 0; c < row.size(); ++c) {
        if (c > 0) line += "  ";
        line += c < 2 ? padRight(row[c], widths[c]) : padLeft(row[c], widths[c]);
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out << line << "\n";
    };
    printRow(headers);
    for (const auto& row : rows) printRow(row);

    writeTokenCosts(s, out);

    if (!s.breakeven.empty()) {
      out << "\n"
          << cliText(FC_TRANSLATE_NOOP("CliTable",
                                       "Break-even, months after start (discounted in brackets):"))
          << "\n";
      int nameWidth = 0;
      for (const BreakEven& b : s.breakeven)
        nameWidth = std::max(nameWidth, displayWidth(s.plans[b.owningPlan].name));
      for (const BreakEven& b : s.breakeven) {
        out << "  " << padRight(s.plans[b.owningPlan].name, nameWidth) << "  "
            << cliText(FC_TRANSLATE_NOOP("CliTable", "vs")) << "  " << s.plans[b.rentingPlan].name
            << ": " << monthText(b.month) << " (" << monthText(b.discountedMonth) << ")";
        if (b.irr)
          out << cliText(FC_TRANSLATE_NOOP("CliTable", ", IRR %1%"),
                         {groupedNumber(*b.irr * 100.0, 1)});
        out << "\n";
      }
    }
    const std::optional<Warning> stale = staleFiguresWarning(s.stalePrices);
    if (!s.warnings.empty() || stale) {
      out << "\n" << cliText(FC_TRANSLATE_NOOP("CliTable", "Warnings:")) << "\n";
      if (stale) out << "  " << stale->pointer << ": " << cliText(stale->summaryText) << "\n";
      std::vector<std::pair<std::string, std::string>> notes;  // (region, note), once each
      for (const Warning& w : s.warnings) {
        out << "  " << w.pointer << ": " << (w.summary.empty() ? w.message : w.summary) << "\n";
        const std::pair<std::string, std::string> note{w.region, w.note};
        if (!w.note.empty() && std::find(notes.begin(), notes.end(), note) == notes.end())
          notes.push_back(note);
      }
      for (const auto& [region, note] : notes)
        out << "  " << cliText(FC_TRANSLATE_NOOP("CliTable", "Note on %1: %2"), {region, note})
            << "\n";
    }
  }
  return out.str();
}

}  // namespace fleetcost::cli
