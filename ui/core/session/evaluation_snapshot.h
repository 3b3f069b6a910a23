// One recalculation of the whole workbook: every problem (grouped by scenario), each scenario's
// stale prices (also when it has problems) and each scenario's result when it has none. Views read
// a snapshot; a newer one replaces it whole.
#pragma once

#include <QMetaType>
#include <memory>
#include <optional>
#include <vector>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/results/scenario_result.h"

namespace fleetcost::ui {

struct EvaluationSnapshot {
  quint64 generation = 0;
  Problems fileProblems;
  std::vector<Problems> scenarioProblems;  // per scenario: reading, validation, evaluation
  std::vector<std::optional<ScenarioResult>> results;  // per scenario; absent with problems
  std::vector<Scenario> scenarios;                     // the scenarios as evaluated
  std::vector<StalePrices> stale;  // per scenario (docs/file-format.md, "Evidence")
  double milliseconds = 0.0;

  const ScenarioResult* result(int index) const {
    if (index < 0 || index >= static_cast<int>(results.size()) || !results[index]) return nullptr;
    return &*results[index];
  }
  const StalePrices* stalePrices(int index) const {
    if (index < 0 || index >= static_cast<int>(stale.size())) return nullptr;
    return &stale[index];
  }
  const Problems* problems(int index) const {
    if (index < 0 || index >= static_cast<int>(scenarioProblems.size())) return nullptr;
    return &scenarioProblems[index];
  }
};

using SnapshotPtr = std::shared_ptr<const EvaluationSnapshot>;

// Checks and evaluates a workbook (on any thread); `options` can override after_tax.
SnapshotPtr evaluateWorkbook(const Workbook& workbook, quint64 generation,
                             const EvaluationOptions& options = {});

}  // namespace fleetcost::ui

Q_DECLARE_METATYPE(fleetcost::ui::SnapshotPtr)
