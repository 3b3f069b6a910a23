// The checks the workbook fuzzer runs on every input, shared by the libFuzzer entry point, the
// corpus replay and the extreme-value sweep.
#pragma once

#include <string>
#include <string_view>

namespace fleetcost::fuzz {

// Evaluations estimated above this many steps (about 20 ms outside the sanitizers) are skipped,
// so the fuzzer keeps its pace; the model's own limit is tested in tests/model/plans/limits_test.cpp.
inline constexpr double kFuzzEvaluationSteps = 2e7;

// Reads, checks, saves and reads back, and evaluates the bytes as a workbook; returns what
// broke ("saving twice changes the file", ...), or "" when everything held.
std::string brokenInvariant(std::string_view bytes);

}  // namespace fleetcost::fuzz
