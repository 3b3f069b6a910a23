// Thresholds as JSON (keys in docs/thresholds.md) and as a table for a terminal, one scenario
// after another, as fleetcost-cli thresholds prints them; and each threshold as a sentence
// ("Owning wins if ... is above ..."), in the reader's language, for tables and summaries.
#pragma once

#include <string>
#include <vector>

#include "model/risk/risk_output.h"
#include "model/risk/thresholds.h"

namespace fleetcost {

std::string thresholdsJson(const std::vector<Analysed<ThresholdResult>>& scenarios);
std::string thresholdsTable(const std::vector<Analysed<ThresholdResult>>& scenarios);

// "Owning wins if every rental price is above 1.052 x today's.", "No threshold for ... between
// ... and ...: owning never wins there.", or why the input could not be searched.
std::string thresholdSentence(const Threshold& threshold);

// A value of an input for people: whole numbers as they are, large values grouped without
// decimals, others with four significant digits.
std::string thresholdNumber(double value, bool whole = false);

}  // namespace fleetcost
