// fleetcost-cli thresholds as a table for a terminal, one scenario after another, and each
// threshold as a sentence ("Owning wins if ... is above ..."), in the reader's language.
#pragma once

#include <string>
#include <vector>

#include "model/risk/threshold_output.h"

namespace fleetcost::cli {

std::string thresholdsTable(const std::vector<Analysed<ThresholdResult>>& scenarios);

// "Owning wins if every rental price is above 1.052 x today's.", "No threshold for ... between
// ... and ...: owning never wins there.", or why the input could not be searched.
std::string thresholdSentence(const Threshold& threshold);

// A value of an input for people: whole numbers as they are, large values grouped without
// decimals, others with four significant digits.
std::string thresholdNumber(double value, bool whole = false);

}  // namespace fleetcost::cli
