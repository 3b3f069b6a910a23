// A figure's evidence and stale prices in words for people (docs/file-format.md, "Evidence"): the
// kinds' labels, a stale figure's name and age, and the one warning line the results, the report
// and the editors share. Context "EvidenceText".
#pragma once

#include <QString>
#include <string_view>

#include "model/results/scenario_result.h"

namespace fleetcost::ui {

// "Quote", "List price", "Published index", "Specification", "Estimate"; a word FleetCost does
// not know reads as itself, and "" as "".
QString evidenceLabel(std::string_view kind);

// "Hong Kong colocation: Energy / kWh" (the field alone for the scenario's own figures).
QString staleFigureName(const StaleFigure& figure);

// "12 prices dated more than 12 months before the prices' date 2026-12; the oldest: ..., 2024-08
// (28 months)"; "" when none is stale.
QString staleWarningText(const StalePrices& stale);

// A stale cell's tooltip line: "Stale: 28 months before the prices' date 2026-12".
QString staleCellText(int months, const QString& pricesAsOf);

// A cell's tooltip with the stale line first, when `figure` is stale (the tooltip as it is
// otherwise): "Stale: 28 months before the prices' date 2026-12\n<tooltip>".
QString withStaleLine(const QString& tooltip, const StaleFigure* figure, const StalePrices* stale);

// The register's mark: "stale: 19 months".
QString staleAgeText(int months);

// The stale figure at `pointer` (from the root), or null.
const StaleFigure* staleFigureAt(const StalePrices* stale, std::string_view pointer);

}  // namespace fleetcost::ui
