// Writing the XLSX: the sheets in order (Summary, Assumptions, one Cash flows sheet per plan),
// the Summary last so that it can refer to the plans' sheets, and the DiscountRate name.
#include "ui/render/export/xlsx/xlsx_export.h"

#include <QStringList>
#include <vector>

#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"
#include "ui/render/export/xlsx/xlsx_cash_flows_sheet.h"
#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"
#include "ui/render/export/xlsx/xlsx_summary_sheet.h"
#include "ui/render/export/xlsx/xlsx_workbook_file.h"

namespace fleetcost::ui {

QString writeResultXlsx(const QString& path, const Scenario& scenario, const ScenarioResult& r,
                        const XlsxOptions& options) {
  if (r.plans.empty()) return XlsxExport::tr("the scenario has no plan to export");
  XlsxWorkbookFile file(path);
  if (!file.openError().isEmpty()) return file.openError();
  const XlsxFormats f = makeXlsxFormats(file.workbook(), r.currency);

  const QString summaryName = XlsxExport::tr("Summary");
  const QString assumptionsName = XlsxExport::tr("Assumptions");
  lxw_worksheet* summarySheet = file.addSheet(summaryName);
  lxw_worksheet* assumptionsSheet = file.addSheet(assumptionsName);
  QStringList taken{summaryName, assumptionsName};
  std::vector<CashFlowCells> cells;
  for (std::size_t k = 0; k < r.plans.size() && summarySheet && assumptionsSheet; ++k) {
    const QString name =
        worksheetName(static_cast<int>(k) + 1, QString::fromStdString(r.plans[k].name), taken);
    taken << name;
    lxw_worksheet* ws = file.addSheet(name);
    if (!ws) break;
    XlsxSheet sheet(ws, file.firstError());
    cells.push_back(
        writeCashFlows(sheet, name, r.plans[k], r, scenario.discountRateAnnual.value, f));
  }

  if (*file.firstError() == LXW_NO_ERROR) {
    XlsxSheet summary(summarySheet, file.firstError());
    writeSummary(summary, scenario, r, cells, options, f);
    XlsxSheet assumptions(assumptionsSheet, file.firstError());
    writeAssumptions(assumptions, scenario, f);
    file.defineName("DiscountRate", QLatin1Char('=') + sheetCell(summaryName, kDiscountRateRow,
                                                                 kDiscountRateColumn));
    summary.activate();
  }
  return file.finish(XlsxExport::tr("FleetCost — %1").arg(QString::fromStdString(r.name)));
}

}  // namespace fleetcost::ui
