// Writing the XLSX: the layout of each sheet and the formulas that keep it live.
#include "ui/render/export/xlsx_export.h"

#include <xlsxwriter.h>

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>
#include <cmath>
#include <cstdio>
#include <memory>

#include "model/results/flow_analysis.h"
#include "model/scenario/figure_walk.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/strategy_labels.h"
#include "ui/render/charts/chart_palette.h"

namespace fleetcost::ui {

namespace {

class XlsxExport {
  Q_DECLARE_TR_FUNCTIONS(XlsxExport)
};

constexpr int kMaxCellBytes = 32000;  // Excel keeps 32,767 characters in a cell

// UTF-8 for a cell, cut at a character boundary when longer than a cell holds.
std::string utf8(const QString& text) {
  std::string bytes = text.toStdString();
  if (bytes.size() <= kMaxCellBytes) return bytes;
  std::size_t end = kMaxCellBytes;
  while (end > 0 && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80) --end;
  bytes.resize(end);
  return bytes;
}
std::string utf8(const std::string& text) {
  return utf8(QString::fromStdString(text));
}

QString columnLetters(int column) {
  QString letters;
  for (int c = column + 1; c > 0; c = (c - 1) / 26)
    letters.prepend(QChar(QLatin1Char(static_cast<char>('A' + (c - 1) % 26))));
  return letters;
}

// 'Sheet name'!$B$2 (apostrophes in the name would be doubled; worksheetName() never makes any).
QString sheetCell(const QString& sheet, int row, int column) {
  QString quoted = sheet;
  quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
  return QLatin1Char('\'') + quoted + QStringLiteral("'!") + cellReference(row, column, true);
}

// Formats live for the whole workbook; libxlsxwriter owns them.
struct Formats {
  lxw_format* title = nullptr;
  lxw_format* header = nullptr;
  lxw_format* bold = nullptr;
  lxw_format* money = nullptr;
  lxw_format* moneyBold = nullptr;
  lxw_format* factor = nullptr;
  lxw_format* percent = nullptr;
  lxw_format* rateInput = nullptr;
  lxw_format* number = nullptr;
  lxw_format* integer = nullptr;
  lxw_format* wrap = nullptr;
  lxw_format* note = nullptr;
};

Formats makeFormats(lxw_workbook* wb, const std::string& currency) {
  // Yen has no minor unit; the other currencies show cents.
  const char* moneyFormat = currency == "JPY" ? "#,##0;-#,##0" : "#,##0.00;-#,##0.00";
  Formats f;
  f.title = workbook_add_format(wb);
  format_set_bold(f.title);
  format_set_font_size(f.title, 14);
  f.header = workbook_add_format(wb);
  format_set_bold(f.header);
  format_set_bg_color(f.header, 0xE8EDF3);
  format_set_bottom(f.header, LXW_BORDER_THIN);
  format_set_text_wrap(f.header);
  format_set_align(f.header, LXW_ALIGN_VERTICAL_TOP);
  f.bold = workbook_add_format(wb);
  format_set_bold(f.bold);
  f.money = workbook_add_format(wb);
  format_set_num_format(f.money, moneyFormat);
  f.moneyBold = workbook_add_format(wb);
  format_set_num_format(f.moneyBold, moneyFormat);
  format_set_bold(f.moneyBold);
  format_set_top(f.moneyBold, LXW_BORDER_THIN);
  f.factor = workbook_add_format(wb);
  format_set_num_format(f.factor, "0.000000");
  f.percent = workbook_add_format(wb);
  format_set_num_format(f.percent, "0.00%");
  f.rateInput = workbook_add_format(wb);
  format_set_num_format(f.rateInput, "0.00%");
  format_set_bg_color(f.rateInput, 0xFFF2CC);
  format_set_border(f.rateInput, LXW_BORDER_THIN);
  format_set_bold(f.rateInput);
  f.number = workbook_add_format(wb);
  format_set_num_format(f.number, "#,##0.####");
  f.integer = workbook_add_format(wb);
  format_set_num_format(f.integer, "0");
  f.wrap = workbook_add_format(wb);
  format_set_text_wrap(f.wrap);
  format_set_align(f.wrap, LXW_ALIGN_VERTICAL_TOP);
  f.note = workbook_add_format(wb);
  format_set_italic(f.note);
  format_set_font_color(f.note, 0x595959);
  return f;
}

// Thin wrappers that keep the first error libxlsxwriter reports.
class Sheet {
 public:
  Sheet(lxw_worksheet* ws, lxw_error* firstError) : ws_(ws), error_(firstError) {}
  void text(int row, int col, const QString& value, lxw_format* format = nullptr) {
    check(
        worksheet_write_string(ws_, row, static_cast<lxw_col_t>(col), utf8(value).c_str(), format));
  }
  void text(int row, int col, const std::string& value, lxw_format* format = nullptr) {
    check(
        worksheet_write_string(ws_, row, static_cast<lxw_col_t>(col), utf8(value).c_str(), format));
  }
  void number(int row, int col, double value, lxw_format* format = nullptr) {
    if (!std::isfinite(value)) return;  // never written: the model does not produce these
    check(worksheet_write_number(ws_, row, static_cast<lxw_col_t>(col), value, format));
  }
  void formula(int row, int col, const QString& formula, double cached,
               lxw_format* format = nullptr) {
    check(worksheet_write_formula_num(ws_, row, static_cast<lxw_col_t>(col),
                                      formula.toStdString().c_str(), format,
                                      std::isfinite(cached) ? cached : 0.0));
  }
  void width(int first, int last, double characters, lxw_format* format = nullptr) {
    check(worksheet_set_column(ws_, static_cast<lxw_col_t>(first), static_cast<lxw_col_t>(last),
                               characters, format));
  }
  void freeze(int row, int col) { worksheet_freeze_panes(ws_, row, static_cast<lxw_col_t>(col)); }

 private:
  void check(lxw_error e) {
    if (e != LXW_NO_ERROR && *error_ == LXW_NO_ERROR) *error_ = e;
  }
  lxw_worksheet* ws_;
  lxw_error* error_;
};

// Where a plan's cash-flow sheet keeps what the Summary refers to.
struct CashFlowCells {
  QString sheet;
  int npvRow = 1, nominalRow = 2, valueColumn = 1;
};

constexpr int kRateRow = 6;  // Summary!B7
constexpr int kRateColumn = 1;

CashFlowCells writeCashFlows(Sheet& ws, const QString& sheetName, const PlanResult& plan,
                             const ScenarioResult& r, double rate, const Formats& f) {
  const QString currency = QString::fromStdString(r.currency);
  ws.text(0, 0,
          XlsxExport::tr("Cash flows — %1 (%2)")
              .arg(QString::fromStdString(plan.name), strategyLabel(plan.strategy)),
          f.title);
  std::vector<int> categories;
  for (int c = 0; c < kCategoryCount; ++c)
    if (!plan.flows[c].empty()) categories.push_back(c);
  const int H = r.horizonMonths;
  const int firstData = 6, lastData = firstData + H;  // rows of dates 0..H
  const int colTotal = 2 + static_cast<int>(categories.size());
  const int colCumulative = colTotal + 1, colPv = colTotal + 2, colPvCumulative = colTotal + 3;
  const auto range = [&](int col) {
    return cellReference(firstData, col, true) + QLatin1Char(':') +
           cellReference(lastData, col, true);
  };

  ws.text(1, 0, XlsxExport::tr("Present value (NPV), %1").arg(currency), f.bold);
  ws.formula(1, 1, QStringLiteral("=SUM(%1)").arg(range(colPv)), plan.pvCost, f.moneyBold);
  ws.text(1, 2, XlsxExport::tr("the sum of the present-value column"), f.note);
  ws.text(2, 0, XlsxExport::tr("Nominal cost, %1").arg(currency), f.bold);
  ws.formula(2, 1, QStringLiteral("=SUM(%1)").arg(range(colTotal)), plan.nominalCost, f.moneyBold);
  ws.text(2, 2, XlsxExport::tr("the sum of the total column"), f.note);
  ws.text(3, 0, XlsxExport::tr("Discount rate (annual)"), f.bold);
  ws.formula(3, 1, QStringLiteral("=DiscountRate"), rate, f.percent);
  ws.text(3, 2, XlsxExport::tr("change it on the Summary sheet; every present value follows"),
          f.note);

  const int header = firstData - 1;
  ws.text(header, 0, XlsxExport::tr("Month"), f.header);
  ws.text(header, 1, XlsxExport::tr("Discount factor"), f.header);
  for (std::size_t k = 0; k < categories.size(); ++k)
    ws.text(header, 2 + static_cast<int>(k),
            XlsxExport::tr("%1, %2").arg(categoryDisplayName(static_cast<Category>(categories[k])),
                                         currency),
            f.header);
  ws.text(header, colTotal, XlsxExport::tr("Total, %1").arg(currency), f.header);
  ws.text(header, colCumulative, XlsxExport::tr("Cumulative, %1").arg(currency), f.header);
  ws.text(header, colPv, XlsxExport::tr("Present value, %1").arg(currency), f.header);
  ws.text(header, colPvCumulative, XlsxExport::tr("Cumulative present value, %1").arg(currency),
          f.header);

  const Series pvFlows = discountedFlows(plan.total, r.discount);
  const Series pvRunning = cumulativeSums(pvFlows);
  for (int t = 0; t <= H; ++t) {
    const int row = firstData + t;
    const QString month = cellReference(row, 0);
    ws.number(row, 0, t, f.integer);
    // Dated t months from the start: 1 / (1 + r)^(t/12), MODEL.md §3.
    ws.formula(row, 1, QStringLiteral("=1/(1+DiscountRate)^(%1/12)").arg(month), r.discount[t],
               f.factor);
    for (std::size_t k = 0; k < categories.size(); ++k)
      ws.number(row, 2 + static_cast<int>(k), plan.flows[categories[k]][t], f.money);
    const QString total = cellReference(row, colTotal);
    ws.formula(row, colTotal,
               categories.empty()
                   ? QStringLiteral("=0")
                   : QStringLiteral("=SUM(%1:%2)")
                         .arg(cellReference(row, 2), cellReference(row, colTotal - 1)),
               plan.total[t], f.money);
    ws.formula(row, colCumulative,
               t == 0 ? QStringLiteral("=%1").arg(total)
                      : QStringLiteral("=%1+%2").arg(cellReference(row - 1, colCumulative), total),
               plan.cumulative[t], f.money);
    ws.formula(row, colPv, QStringLiteral("=%1*%2").arg(total, cellReference(row, 1)), pvFlows[t],
               f.money);
    ws.formula(row, colPvCumulative,
               t == 0 ? QStringLiteral("=%1").arg(cellReference(row, colPv))
                      : QStringLiteral("=%1+%2").arg(cellReference(row - 1, colPvCumulative),
                                                     cellReference(row, colPv)),
               plan.pvCumulative.empty() ? pvRunning[t] : plan.pvCumulative[t], f.money);
  }
  const int sumRow = lastData + 1;
  ws.text(sumRow, 0, XlsxExport::tr("Sum"), f.bold);
  for (std::size_t k = 0; k < categories.size(); ++k) {
    const int col = 2 + static_cast<int>(k);
    ws.formula(sumRow, col, QStringLiteral("=SUM(%1)").arg(range(col)),
               totalOf(plan.flows[categories[k]]), f.moneyBold);
  }
  ws.formula(sumRow, colTotal, QStringLiteral("=SUM(%1)").arg(range(colTotal)), plan.nominalCost,
             f.moneyBold);
  ws.formula(sumRow, colPv, QStringLiteral("=SUM(%1)").arg(range(colPv)), plan.pvCost, f.moneyBold);
  ws.text(
      sumRow + 2, 0,
      XlsxExport::tr("Amounts are dated in months from the start: purchases and sales in the month "
                     "they happen, a month's running costs at its end, the value of hardware still "
                     "owned on the last date. Costs are positive, receipts negative."),
      f.note);

  ws.width(0, 0, 24);
  ws.width(1, 1, 14);
  ws.width(2, colPvCumulative, 17);
  ws.freeze(firstData, 1);
  return CashFlowCells{sheetName, 1, 2, 1};
}

void writeAssumptions(Sheet& ws, const Scenario& scenario, const Formats& f) {
  ws.text(0, 0, XlsxExport::tr("Assumptions — every figure the scenario states"), f.title);
  const QStringList headers{XlsxExport::tr("Item"),
                            XlsxExport::tr("Name"),
                            XlsxExport::tr("Field"),
                            XlsxExport::tr("Value"),
                            XlsxExport::tr("Low"),
                            XlsxExport::tr("High"),
                            XlsxExport::tr("Unit"),
                            XlsxExport::tr("Currency"),
                            XlsxExport::tr("Source"),
                            XlsxExport::tr("As of"),
                            XlsxExport::tr("Note"),
                            XlsxExport::tr("Shipped default (when changed)"),
                            XlsxExport::tr("Place in the file (JSON pointer)")};
  for (int c = 0; c < headers.size(); ++c) ws.text(2, c, headers[c], f.header);
  int row = 3;
  for (const FigureEntry& e : scenarioFigures(scenario)) {
    const Figure& fig = *e.figure;
    ws.text(row, 0, e.group);
    ws.text(row, 1, e.owner);
    ws.text(row, 2, e.key);
    ws.number(row, 3, fig.value, f.number);
    if (fig.low) ws.number(row, 4, *fig.low, f.number);
    if (fig.high) ws.number(row, 5, *fig.high, f.number);
    ws.text(row, 6, e.unit);
    ws.text(row, 7, e.currency);
    ws.text(row, 8, fig.source, f.wrap);
    ws.text(row, 9, fig.asOf);
    ws.text(row, 10, fig.note, f.wrap);
    for (const auto& [key, text] : fig.extras.entries)
      if (key == "shipped") ws.text(row, 11, text, f.wrap);
    ws.text(row, 12, e.pointer);
    ++row;
  }
  ws.width(0, 2, 20);
  ws.width(3, 5, 12);
  ws.width(6, 7, 12);
  ws.width(8, 8, 50);
  ws.width(9, 9, 11);
  ws.width(10, 11, 40);
  ws.width(12, 12, 36);
  ws.freeze(3, 3);
}

}  // namespace

QString cellReference(int row, int column, bool absolute) {
  const QString dollar = absolute ? QStringLiteral("$") : QString();
  return dollar + columnLetters(column) + dollar + QString::number(row + 1);
}

QString worksheetName(int position, const QString& planName, const QStringList& taken) {
  QString cleaned;
  for (const QChar c : planName) {
    if (QStringLiteral("[]:*?/\\'").contains(c) || c.category() == QChar::Other_Control)
      cleaned += QLatin1Char(' ');
    else
      cleaned += c;
  }
  cleaned = cleaned.simplified();
  const QString prefix = QString::number(position) + QLatin1Char(' ');
  // Excel counts characters, libxlsxwriter UTF-8 code points: cut by code points, never inside
  // a surrogate pair.
  QString name = prefix + cleaned;
  while (name.toUcs4().size() > 31)
    name.chop(name.size() >= 2 && name.back().isLowSurrogate() ? 2 : 1);
  name = name.trimmed();
  const auto used = [&](const QString& candidate) {
    for (const QString& t : taken)
      if (t.compare(candidate, Qt::CaseInsensitive) == 0) return true;
    return false;
  };
  for (int k = 2; used(name); ++k) name = QStringLiteral("%1 (%2)").arg(prefix.trimmed()).arg(k);
  return name;
}

QString writeResultXlsx(const QString& path, const Scenario& scenario, const ScenarioResult& r,
                        const XlsxOptions& options) {
  if (r.plans.empty()) return XlsxExport::tr("the scenario has no plan to export");
  const QFileInfo target(path);
  // Written beside the target, then renamed over it: a reader never sees half a file.
  QTemporaryFile temporary(
      target.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX").arg(target.fileName())));
  if (!temporary.open())
    return XlsxExport::tr("cannot write in %1: %2")
        .arg(target.absolutePath(), temporary.errorString());
  const QString temporaryPath = temporary.fileName();
  temporary.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                           QFileDevice::ReadGroup | QFileDevice::ReadOther);
  temporary.close();

  lxw_workbook* wb = workbook_new(QFile::encodeName(temporaryPath).constData());
  if (!wb) return XlsxExport::tr("cannot create the spreadsheet");
  lxw_error firstError = LXW_NO_ERROR;
  const Formats f = makeFormats(wb, r.currency);

  const QString summaryName = XlsxExport::tr("Summary");
  const QString assumptionsName = XlsxExport::tr("Assumptions");
  lxw_worksheet* summarySheet = workbook_add_worksheet(wb, utf8(summaryName).c_str());
  lxw_worksheet* assumptionsSheet = workbook_add_worksheet(wb, utf8(assumptionsName).c_str());
  QStringList taken{summaryName, assumptionsName};
  std::vector<CashFlowCells> cells;
  for (std::size_t k = 0; k < r.plans.size() && summarySheet && assumptionsSheet; ++k) {
    const QString name =
        worksheetName(static_cast<int>(k) + 1, QString::fromStdString(r.plans[k].name), taken);
    taken << name;
    lxw_worksheet* ws = workbook_add_worksheet(wb, utf8(name).c_str());
    if (!ws) {
      firstError = LXW_ERROR_SHEETNAME_ALREADY_USED;
      break;
    }
    Sheet sheet(ws, &firstError);
    cells.push_back(
        writeCashFlows(sheet, name, r.plans[k], r, scenario.discountRateAnnual.value, f));
  }
  if (!summarySheet || !assumptionsSheet) firstError = LXW_ERROR_SHEETNAME_ALREADY_USED;

  if (firstError == LXW_NO_ERROR) {
    Sheet summary(summarySheet, &firstError);
    const QString currency = QString::fromStdString(r.currency);
    summary.text(0, 0, XlsxExport::tr("FleetCost — %1").arg(QString::fromStdString(r.name)),
                 f.title);
    const std::vector<std::pair<QString, QString>> facts{
        {XlsxExport::tr("Workbook"), options.workbookName},
        {XlsxExport::tr("Scenario"), QString::fromStdString(r.name)},
        {XlsxExport::tr("Currency"), currency},
        {XlsxExport::tr("Horizon"), XlsxExport::tr("%n month(s)", "", r.horizonMonths)},
        {XlsxExport::tr("Amounts"),
         r.afterTax ? XlsxExport::tr("after tax") : XlsxExport::tr("before tax")}};
    int row = 2;
    for (const auto& [label, value] : facts) {
      summary.text(row, 0, label, f.bold);
      summary.text(row, 1, value);
      ++row;
    }
    summary.text(kRateRow, 0, XlsxExport::tr("Discount rate (annual)"), f.bold);
    summary.number(kRateRow, kRateColumn, scenario.discountRateAnnual.value, f.rateInput);
    summary.text(kRateRow, 2,
                 XlsxExport::tr("Change this rate: every discount factor, present value and "
                                "NPV in the workbook follows."),
                 f.note);
    summary.text(kRateRow + 1, 0, XlsxExport::tr("Generated"), f.bold);
    summary.text(kRateRow + 1, 1,
                 options.locale.toString(QDate::currentDate(), QLocale::LongFormat));

    const int header = kRateRow + 3;
    const QStringList headers{XlsxExport::tr("Plan"),
                              XlsxExport::tr("Strategy"),
                              XlsxExport::tr("Present value, %1").arg(currency),
                              XlsxExport::tr("Nominal cost, %1").arg(currency),
                              XlsxExport::tr("Cost per GPU-hour, %1").arg(currency),
                              XlsxExport::tr("CO2, tonnes"),
                              XlsxExport::tr("Cash flows sheet")};
    for (int c = 0; c < headers.size(); ++c) summary.text(header, c, headers[c], f.header);
    for (std::size_t k = 0; k < r.plans.size(); ++k) {
      const PlanResult& plan = r.plans[k];
      const int planRow = header + 1 + static_cast<int>(k);
      summary.text(planRow, 0, plan.name);
      summary.text(planRow, 1, strategyLabel(plan.strategy));
      summary.formula(
          planRow, 2,
          QLatin1Char('=') + sheetCell(cells[k].sheet, cells[k].npvRow, cells[k].valueColumn),
          plan.pvCost, f.money);
      summary.formula(
          planRow, 3,
          QLatin1Char('=') + sheetCell(cells[k].sheet, cells[k].nominalRow, cells[k].valueColumn),
          plan.nominalCost, f.money);
      if (plan.costPerGpuHour) summary.number(planRow, 4, *plan.costPerGpuHour, f.money);
      summary.number(planRow, 5, plan.co2Tonnes, f.number);
      summary.text(planRow, 6, cells[k].sheet);
    }
    const int firstPlan = header + 1, lastPlan = header + static_cast<int>(r.plans.size());
    const QString pvRange =
        cellReference(firstPlan, 2, true) + QLatin1Char(':') + cellReference(lastPlan, 2, true);
    const QString nameRange =
        cellReference(firstPlan, 0, true) + QLatin1Char(':') + cellReference(lastPlan, 0, true);
    std::size_t cheapest = 0;
    for (std::size_t k = 1; k < r.plans.size(); ++k)
      if (r.plans[k].pvCost < r.plans[cheapest].pvCost) cheapest = k;
    const int cheapestRow = lastPlan + 2;
    summary.text(cheapestRow, 0, XlsxExport::tr("Cheapest plan (present value)"), f.bold);
    worksheet_write_formula_str(summarySheet, cheapestRow, 1,
                                QStringLiteral("=INDEX(%1,MATCH(MIN(%2),%2,0))")
                                    .arg(nameRange, pvRange)
                                    .toStdString()
                                    .c_str(),
                                f.bold, utf8(r.plans[cheapest].name).c_str());

    int beRow = cheapestRow + 2;
    if (!r.breakeven.empty()) {
      summary.text(
          beRow, 0,
          XlsxExport::tr("Break-even of owning against renting (computed by FleetCost at the "
                         "rate it was given; not recalculated)"),
          f.bold);
      ++beRow;
      const QStringList beHeaders{XlsxExport::tr("Owning plan"), XlsxExport::tr("Renting plan"),
                                  XlsxExport::tr("Break-even month"),
                                  XlsxExport::tr("Discounted break-even month"),
                                  XlsxExport::tr("Rate of return of owning (IRR, annual)")};
      for (int c = 0; c < beHeaders.size(); ++c) summary.text(beRow, c, beHeaders[c], f.header);
      for (const BreakEven& be : r.breakeven) {
        ++beRow;
        summary.text(beRow, 0, r.plans[be.owningPlan].name);
        summary.text(beRow, 1, r.plans[be.rentingPlan].name);
        if (be.month)
          summary.number(beRow, 2, *be.month, f.integer);
        else
          summary.text(beRow, 2, XlsxExport::tr("never"));
        if (be.discountedMonth)
          summary.number(beRow, 3, *be.discountedMonth, f.integer);
        else
          summary.text(beRow, 3, XlsxExport::tr("never"));
        if (be.irr) summary.number(beRow, 4, *be.irr, f.percent);
      }
    }
    if (!r.warnings.empty()) {
      beRow += 2;
      summary.text(beRow, 0, XlsxExport::tr("Warnings"), f.bold);
      for (const Warning& w : r.warnings) summary.text(++beRow, 0, w.message);
    }
    summary.width(0, 0, 34);
    summary.width(1, 1, 30);
    summary.width(2, 5, 18);
    summary.width(6, 6, 30);

    Sheet assumptions(assumptionsSheet, &firstError);
    writeAssumptions(assumptions, scenario, f);

    const std::string rateName = "=" + sheetCell(summaryName, kRateRow, kRateColumn).toStdString();
    if (firstError == LXW_NO_ERROR)
      firstError = workbook_define_name(wb, "DiscountRate", rateName.c_str());
    worksheet_activate(summarySheet);
  }
  const std::string title =
      utf8(XlsxExport::tr("FleetCost — %1").arg(QString::fromStdString(r.name)));
  lxw_doc_properties properties{};
  properties.title = const_cast<char*>(title.c_str());
  properties.author = const_cast<char*>("FleetCost");
  workbook_set_properties(wb, &properties);
  const lxw_error closeError = workbook_close(wb);  // writes the file and frees the workbook
  if (firstError == LXW_NO_ERROR) firstError = closeError;
  if (firstError != LXW_NO_ERROR) {
    QFile::remove(temporaryPath);
    return XlsxExport::tr("cannot write the spreadsheet: %1")
        .arg(QString::fromUtf8(lxw_strerror(firstError)));
  }
  if (std::rename(QFile::encodeName(temporaryPath).constData(),
                  QFile::encodeName(path).constData()) != 0) {
    QFile::remove(temporaryPath);
    return XlsxExport::tr("cannot replace %1").arg(path);
  }
  return {};
}

}  // namespace fleetcost::ui
