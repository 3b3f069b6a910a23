// Building the register's rows across scenarios and numbering the sources.
#include "ui/render/report/assumptions_register.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>

#include "model/plans/goodput.h"
#include "model/scenario/figure_walk.h"
#include "model/scenario/workbook_shape.h"
#include "ui/core/format/evidence_text.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/unit_labels.h"
#include "ui/render/report/report_html.h"

namespace fleetcost::ui {

namespace {

using report::breakable;
using report::esc;
using report::Report;

// The first `limit` characters of a long note, cut at a word, with an ellipsis.
QString shortened(const std::string& text, int limit) {
  QString s = QString::fromStdString(text).simplified();
  if (s.size() <= limit) return s;
  qsizetype cut = s.lastIndexOf(QLatin1Char(' '), limit);
  if (cut < limit / 2) cut = limit;
  return s.left(cut) + QStringLiteral(" …");
}

QString valueText(const Figure& f, const QLocale& locale) {
  const int decimals = std::fabs(f.value) >= 100 || std::floor(f.value) == f.value ? 0 : 4;
  QString value = formatTrimmed(f.value, decimals, locale);
  if (f.low || f.high)
    value += QStringLiteral(" (%1 – %2)")
                 .arg(formatTrimmed(f.lowOrValue(), decimals, locale),
                      formatTrimmed(f.highOrValue(), decimals, locale));
  for (const auto& [key, text] : f.extras.entries)
    if (key == "shipped")
      value = QStringLiteral("<b>✎</b> ") + value + QStringLiteral("<br/>") +
              Report::tr("shipped: %1").arg(esc(text));
  return value;
}

// One row of the register: a field of an object, as each scenario states it (or not).
struct Row {
  std::string group, owner, key;
  QString field;                  // "Energy / kWh (JPY per kWh)"
  std::vector<const Figure*> in;  // per scenario; null where it does not state it
  std::vector<int> staleMonths;   // per scenario; 0 where it is not stale
};

// A scenario's stale figures by pointer from the scenario ("/sites/1/energy_per_kwh").
std::map<std::string, int> staleByPointer(const StalePrices* stale) {
  std::map<std::string, int> out;
  if (!stale) return out;
  for (const StaleFigure& f : stale->figures) {
    // "/scenarios/3/sites/1/..." -> "/sites/1/..."
    const std::size_t at = f.pointer.find('/', std::string("/scenarios/").size());
    if (f.pointer.rfind("/scenarios/", 0) == 0 && at != std::string::npos)
      out[f.pointer.substr(at)] = f.months;
  }
  return out;
}

// The numbered list of distinct sources, in the order first cited.
struct Sources {
  std::map<std::string, int> number;
  std::vector<const std::string*> texts;
  int cite(const std::string& source) {
    const auto [it, added] = number.emplace(source, static_cast<int>(texts.size()) + 1);
    if (added) texts.push_back(&it->first);
    return it->second;
  }
};

// "[12] 2026-03 · Quote": the source's number, the figure's date and its kind of evidence; then
// "stale: 19 months" when it is older than the workbook allows.
QString citation(const Figure& f, Sources& sources, int staleMonths) {
  QString text = f.source.empty() ? Report::tr("<i>no source stated</i>")
                                  : QStringLiteral("[%1]").arg(sources.cite(f.source));
  if (!f.asOf.empty()) text += QStringLiteral(" ") + breakable(esc(f.asOf));
  if (!f.evidence.empty())
    text += QStringLiteral(" · ") + evidenceLabel(f.evidence).toHtmlEscaped();
  if (staleMonths > 0)
    text += QStringLiteral(" <b style=\"color: #a04b00;\">%1</b>")
                .arg(staleAgeText(staleMonths).toHtmlEscaped());
  return text;
}

QString noteOf(const Figure& f) {
  return breakable(shortened(f.note, 160).toHtmlEscaped());
}

// Every cell's text in small type (Qt's rich text does not pass a table's font size on to its
// cells).
QString smallCells(QString html) {
  static const QRegularExpression open(QStringLiteral("(<t[dh][^>]*>)"));
  static const QRegularExpression close(QStringLiteral("(</t[dh]>)"));
  html.replace(open, QStringLiteral("\\1<span style=\"font-size: 6pt;\">"));
  html.replace(close, QStringLiteral("</span>\\1"));
  return html;
}

// Whether `e` is a figure of a GPU model, or of a server of a GPU model, that no workload of `s`
// uses: it changes no number of the report (a file may list such models, e.g. for a region's
// export restrictions), so the register leaves it out.
bool ofAnUnusedGpu(const Scenario& s, const FigureEntry& e) {
  const auto indexIn = [&](const char* part) -> int {
    const std::string head = std::string("/") + part + "/";
    if (e.pointer.rfind(head, 0) != 0) return -1;
    return std::atoi(e.pointer.c_str() + head.size());
  };
  std::optional<std::string> gpu;
  if (const int g = indexIn(partKey(&Scenario::gpuModels));
      g >= 0 && g < static_cast<int>(s.gpuModels.size()))
    gpu = s.gpuModels[g].id;
  else if (const int m = indexIn(partKey(&Scenario::serverModels));
           m >= 0 && m < static_cast<int>(s.serverModels.size()))
    gpu = s.serverModels[m].gpu;
  else
    return false;
  if (!gpu) return false;
  for (const Workload& w : s.workloads)
    if (w.gpu == gpu) return false;
  return true;
}

bool sameFigure(const Figure* a, const Figure* b) {
  return a && b && a->value == b->value && a->low == b->low && a->high == b->high &&
         a->source == b->source && a->asOf == b->asOf && a->note == b->note &&
         a->evidence == b->evidence;
}

QString registerHtml(const std::vector<const Scenario*>& scenarios,
                     const std::vector<QString>& names, const QLocale& locale,
                     const std::vector<const StalePrices*>& stale) {
  const std::size_t n = scenarios.size();
  std::vector<std::map<std::string, int>> staleAt;
  for (std::size_t s = 0; s < n; ++s)
    staleAt.push_back(staleByPointer(s < stale.size() ? stale[s] : nullptr));
  std::vector<Row> rows;
  std::map<std::tuple<std::string, std::string, std::string>, std::size_t> at;
  std::set<std::string> unusedGpus;
  int unusedLossFigures = 0;
  for (std::size_t s = 0; s < n; ++s) {
    // docs/MODEL.md §14–§15: interruption and spot figures matter only where some workload
    // states a job or some plan a spot share.
    const bool lossOrSpot = needsCopies(*scenarios[s]);
    for (const FigureEntry& e : scenarioFigures(*scenarios[s])) {
      if (ofAnUnusedGpu(*scenarios[s], e)) {
        if (e.group == partKey(&Scenario::gpuModels)) unusedGpus.insert(e.owner);
        continue;
      }
      if (!lossOrSpot && onlyForLostWorkOrSpot(e.key)) {
        ++unusedLossFigures;
        continue;
      }
      const auto key = std::tuple{e.group, e.owner, e.key};
      auto it = at.find(key);
      if (it == at.end()) {
        const QString unit = unitText(e.currency.empty() ? e.unit : e.currency + " " + e.unit);
        const QString label = e.group == "fx_per_usd"
                                  ? QCoreApplication::translate("FieldLabels", "%1 per US$")
                                        .arg(QString::fromStdString(e.key))
                                  : fieldLabel(e.key);
        // "Term (months)" says its unit already: not "Term (months) (months)".
        const bool labelled = label.endsWith(QStringLiteral("(%1)").arg(unit)) ||
                              label.endsWith(QStringLiteral("（%1）").arg(unit));
        Row row{e.group,
                e.owner,
                e.key,
                unit.isEmpty() || labelled ? label.toHtmlEscaped()
                               : QStringLiteral("%1 <span style=\"color: #666666;\">(%2)</span>")
                                     .arg(label.toHtmlEscaped(), unit.toHtmlEscaped()),
                std::vector<const Figure*>(n, nullptr),
                std::vector<int>(n, 0)};
        it = at.emplace(key, rows.size()).first;
        rows.push_back(std::move(row));
      }
      rows[it->second].in[s] = e.figure;
      if (const auto found = staleAt[s].find(e.pointer); found != staleAt[s].end())
        rows[it->second].staleMonths[s] = found->second;
    }
  }

  const bool several = n > 1;
  QString html = QStringLiteral(
      "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\" border=\"1\" "
      "style=\"border-collapse: collapse; border-color: #b0b0b0; font-size: 6pt;\">");
  // Field, value(s), source and date, note: the note beside its figure, a line or two.
  const int fieldShare = several ? 20 : 24, valueShare = several ? 36 : 16, sourceShare = 10;
  html += QStringLiteral(
              "<tr style=\"background-color: #e8edf3;\"><th width=\"%1%\" "
              "align=\"left\">%2</th>")
              .arg(fieldShare)
              .arg(Report::tr("Field (unit)"));
  if (several) {
    for (const QString& name : names)
      html += QStringLiteral("<th width=\"%1%\" align=\"right\">%2</th>")
                  .arg(valueShare / static_cast<int>(n))
                  .arg(name.toHtmlEscaped());
  } else {
    html += QStringLiteral("<th width=\"%1%\" align=\"right\">%2</th>")
                .arg(valueShare)
                .arg(Report::tr("Value (low – high)"));
  }
  html += QStringLiteral(
              "<th width=\"%1%\" align=\"left\">%2</th><th width=\"%3%\" "
              "align=\"left\">%4</th></tr>")
              .arg(sourceShare)
              .arg(Report::tr("Source, date"))
              .arg(100 - fieldShare - valueShare - sourceShare)
              .arg(Report::tr("Note"));
  Sources sources;
  std::string lastOwner = "\x01";
  const int span = 3 + static_cast<int>(several ? n : 1);
  for (const Row& row : rows) {
    const std::string owner = row.group + "\x02" + row.owner;
    if (owner != lastOwner) {  // a heading row per object
      lastOwner = owner;
      const QString item = row.owner.empty()
                               ? esc(row.group)
                               : esc(row.group) + QStringLiteral(" › ") + esc(row.owner);
      html += QStringLiteral(
                  "<tr style=\"background-color: #f4f6f8;\"><td colspan=\"%1\"><b>%2"
                  "</b></td></tr>")
                  .arg(span)
                  .arg(item);
    }
    html += QStringLiteral("<tr><td>%1</td>").arg(row.field);
    // The same figure in every scenario: one value across the scenarios' columns.
    bool same = true;
    for (std::size_t s = 1; s < n; ++s) same = same && sameFigure(row.in[0], row.in[s]);
    QStringList notes;
    if (same) {
      html += QStringLiteral("<td align=\"right\" colspan=\"%1\">%2</td>")
                  .arg(several ? static_cast<int>(n) : 1)
                  .arg(valueText(*row.in[0], locale));
      html += QStringLiteral("<td>%1</td>").arg(citation(*row.in[0], sources, row.staleMonths[0]));
      if (!row.in[0]->note.empty()) notes << noteOf(*row.in[0]);
    } else {
      QStringList cited;
      for (std::size_t s = 0; s < n; ++s) {
        html += QStringLiteral("<td align=\"right\">%1</td>")
                    .arg(row.in[s] ? valueText(*row.in[s], locale) : QStringLiteral("—"));
        if (!row.in[s]) continue;
        const QString c = citation(*row.in[s], sources, row.staleMonths[s]);
        if (!cited.contains(c)) cited << c;
        if (!row.in[s]->note.empty() && !notes.contains(noteOf(*row.in[s])))
          notes << noteOf(*row.in[s]);
      }
      html += QStringLiteral("<td>%1</td>").arg(cited.join(QStringLiteral("<br/>")));
    }
    html += QStringLiteral("<td><i>%1</i></td></tr>").arg(notes.join(QStringLiteral("<br/>")));
  }
  html += QStringLiteral("</table>");
  html = smallCells(html);
  if (!unusedGpus.empty())
    html += QStringLiteral("<p style=\"font-size: 6pt;\">%1</p>")
                .arg(Report::tr("Not listed: %n GPU model(s) that no workload uses, and their "
                                "servers.",
                                "", static_cast<int>(unusedGpus.size())));
  if (unusedLossFigures > 0)
    html += QStringLiteral("<p style=\"font-size: 6pt;\">%1</p>")
                .arg(Report::tr("Not listed: %n interruption, repair and spot figure(s), which "
                                "change nothing where no workload states a training job "
                                "(job_gpus) and no plan a spot share.",
                                "", unusedLossFigures));

  // The sources, each once, one after another in small type.
  if (sources.texts.empty()) return html;
  html += QStringLiteral("<h3>%1</h3>").arg(Report::tr("Sources"));
  QString list;
  for (std::size_t k = 0; k < sources.texts.size(); ++k)
    list += QStringLiteral("<b>[%1]</b>&nbsp;%2 &nbsp; ")
                .arg(k + 1)
                .arg(breakable(esc(*sources.texts[k])));
  return html + QStringLiteral("<p style=\"font-size: 6pt;\">%1</p>").arg(list);
}

// What "stale" means, once, when a figure is marked.
QString staleNote(const std::vector<const StalePrices*>& stale) {
  for (const StalePrices* p : stale)
    if (p && !p->figures.empty())
      return QStringLiteral("<p>%1</p>")
          .arg(Report::tr("<b style=\"color: #a04b00;\">stale</b>: a price dated more than %n "
                          "month(s) before the prices' date %1.",
                          "", p->staleAfterMonths)
                   .arg(esc(p->pricesAsOf)));
  return {};
}

}  // namespace

QString assumptionsHtml(const Scenario& scenario, const QLocale& locale, const StalePrices* stale) {
  QString html = Report::tr(
      "<p>Every figure the scenario states, with its unit, range, source and date. "
      "<b>✎</b> marks a value the user changed from the shipped default (the shipped value "
      "follows). Sources are numbered and listed once after the table; long notes are shortened "
      "here, and the workbook and the XLSX export's Assumptions sheet keep them in full.</p>");
  return html + staleNote({stale}) + registerHtml({&scenario}, {}, locale, {stale});
}

QString assumptionsHtml(const std::vector<const Scenario*>& scenarios,
                        const std::vector<QString>& names, const QLocale& locale,
                        const std::vector<const StalePrices*>& stale) {
  QString html = Report::tr(
      "<p>Every figure the scenarios state, with its unit, range, source and date: one column "
      "per scenario where they differ, one value across them where they agree (— where a "
      "scenario does not state it). <b>✎</b> marks a value changed from the shipped default. "
      "Sources are numbered and listed once after the table; long notes are shortened here.</p>");
  return html + staleNote(stale) + registerHtml(scenarios, names, locale, stale);
}

}  // namespace fleetcost::ui
