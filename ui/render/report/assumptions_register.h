// The report's assumptions register: every figure a scenario states, grouped by the object it
// belongs to, with its value and range, unit, source, date and note. Each source is printed
// once, numbered, after the table (the shipped example cites one source for thirteen figures),
// so the register is a third of its length with nothing left out but the notes' tails (the
// workbook and the XLSX keep them whole). Several scenarios share one register: a value they
// differ in gets a column per scenario. Beside each date, the kind of evidence (Quote, List price,
// ...) and, for a price older than the workbook allows, "stale: 19 months".
#pragma once

#include <QLocale>
#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost::ui {

// `stale`: the scenario's stale prices (ScenarioResult::stalePrices; null or empty: none marked).
QString assumptionsHtml(const Scenario& scenario, const QLocale& locale = QLocale(),
                        const StalePrices* stale = nullptr);
QString assumptionsHtml(const std::vector<const Scenario*>& scenarios,
                        const std::vector<QString>& names, const QLocale& locale = QLocale(),
                        const std::vector<const StalePrices*>& stale = {});

}  // namespace fleetcost::ui
