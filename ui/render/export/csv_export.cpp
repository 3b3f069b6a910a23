// Writing the CSV.
#include "ui/render/export/csv_export.h"

#include <QStringList>
#include <charconv>

#include "model/results/flow_analysis.h"
#include "ui/render/charts/chart_palette.h"

namespace fleetcost::ui {

namespace {

std::string number(double value) {
  char buffer[64];
  // 15 significant digits, as a spreadsheet keeps them: 43799.99999999999 is written 43800.
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value == 0.0 ? 0.0 : value,
                                 std::chars_format::general, 15)
                       .ptr;
  return std::string(buffer, end);
}

const char* strategyKeyText(Strategy s) {
  return strategyKey(s);
}

}  // namespace

QString csvTextField(const QString& text) {
  QString field = text;
  if (!field.isEmpty()) {
    const QChar first = field.front();
    if (first == QLatin1Char('=') || first == QLatin1Char('+') || first == QLatin1Char('-') ||
        first == QLatin1Char('@') || first == QLatin1Char('\t') || first == QLatin1Char('\r'))
      field.prepend(QLatin1Char('\''));
  }
  if (field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) ||
      field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r')) ||
      field.startsWith(QLatin1Char(' ')) || field.endsWith(QLatin1Char(' '))) {
    field.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    field = QLatin1Char('"') + field + QLatin1Char('"');
  }
  return field;
}

std::string monthlyFlowsCsv(const ScenarioResult& r, const CsvOptions& options) {
  std::string out;
  if (options.byteOrderMark) out += "\xEF\xBB\xBF";
  const auto text = [](const QString& s) { return csvTextField(s).toStdString(); };
  out += "Scenario,Plan,Strategy,Category,Currency";
  for (int t = 0; t <= r.horizonMonths; ++t) out += ",Month " + std::to_string(t);
  out += ",Total\r\n";
  for (const PlanResult& plan : r.plans) {
    const auto row = [&](const QString& category, const Series& values) {
      out += text(QString::fromStdString(r.name)) + "," + text(QString::fromStdString(plan.name)) +
             "," + strategyKeyText(plan.strategy) + "," + text(category) + "," +
             text(QString::fromStdString(r.currency));
      for (double v : values) out += "," + number(v);
      out += "," + number(totalOf(values)) + "\r\n";
    };
    for (int c = 0; c < kCategoryCount; ++c)
      if (!plan.flows[c].empty())
        row(QString::fromLatin1(categoryKey(static_cast<Category>(c))), plan.flows[c]);
    row(QStringLiteral("total"), plan.total);
  }
  return out;
}

}  // namespace fleetcost::ui
