// Thresholds (model/risk/thresholds.h) in words for people, in their language and locale: the
// results panel's "What it takes for owning to win", the report's executive summary and the
// comparison. The numbers are the model's (the same call as fleetcost-cli thresholds); only
// their wording and formatting are made here. And where a threshold lies on its map.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include "model/risk/risk_analyses.h"
#include "ui/render/charts/risk_charts.h"

namespace fleetcost::ui {

// What the threshold moves: "utilisation of the owned GPUs", "every rental price",
// "Energy / kWh · Tokyo colocation".
QString thresholdInputName(const RiskModel& model, const Threshold& threshold);

// A value of the input: "71.4 %", "1.128 × today's", "¥33.7 per kWh"-like ("33.7 JPY per kWh"),
// "−1.4 % a year", "70 months".
QString thresholdValue(const RiskModel& model, const Threshold& threshold, double value,
                       const QLocale& locale = QLocale());

// "Owning wins if every rental price is above 1.128 × today's (+12.8 %).", "No threshold for
// ... between ... and ...: owning never wins there.", or why it was not searched.
QString thresholdSentence(const RiskModel& model, const Threshold& threshold,
                          const QLocale& locale = QLocale());

// "Hybrid — Tokyo against Rent reserved — Tokyo: owning costs ¥992 million more today."
QString thresholdPairSentence(const ThresholdAnalysis& analysis, const QLocale& locale = QLocale());

// The sentences of the most informative thresholds (mostInformativeThresholds), or none.
QStringList mostInformativeSentences(const ThresholdAnalysis& analysis,
                                     const QLocale& locale = QLocale());

// Where threshold `index` lies on its map (runThresholdMap of thresholdMapOptions): the line
// and today's point, labelled.
MapMark thresholdMapMark(const ThresholdAnalysis& analysis, int index, const BreakEvenMap& map,
                         const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
