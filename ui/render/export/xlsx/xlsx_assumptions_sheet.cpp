// The Assumptions sheet's layout, one row per figure (model/scenario/figure_walk.h).
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"

#include <QStringList>

#include "model/scenario/figure_walk.h"

namespace fleetcost::ui {

void writeAssumptions(XlsxSheet& ws, const Scenario& scenario, const XlsxFormats& f) {
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

}  // namespace fleetcost::ui
