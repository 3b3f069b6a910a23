// The report's assumptions register: every figure a scenario states, grouped by the object it
// belongs to, with its value and range, unit, source, date and note. Each source is printed
// once, numbered, after the table (the shipped example cites one source for thirteen figures),
// so the register is a third of its length with nothing left out but the notes' tails (the
// workbook and the XLSX keep them whole). Several scenarios share one register: a value they
// differ in gets a column per scenario.
#pragma once

#include <QLocale>
#include <QString>
#include <vector>

#include "model/scenario/scenario.h"

namespace fleetcost::ui {

QString assumptionsHtml(const Scenario& scenario, const QLocale& locale = QLocale());
QString assumptionsHtml(const std::vector<const Scenario*>& scenarios,
                        const std::vector<QString>& names, const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
