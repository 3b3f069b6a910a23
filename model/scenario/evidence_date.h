// The evidence of a figure (docs/file-format.md): the date of its as_of, YYYY, YYYY-MM or
// YYYY-MM-DD; how many months one date lies before another; the date an older file's free text
// names; and the kinds of evidence a figure may state.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fleetcost {

struct EvidenceDate {
  int year = 0;
  int month = 0;  // 1-12; 0 when the date names a year only
  int day = 0;    // 1-31; 0 when it names no day

  // Months since year 0 of the date's last month: a year-only date counts as its December, so
  // that an age is never overstated.
  int monthIndex() const { return year * 12 + (month ? month : 12) - 1; }
};

// The date `text` is exactly, or nothing: YYYY (1900-2999), YYYY-MM or YYYY-MM-DD (a real day).
std::optional<EvidenceDate> parseEvidenceDate(std::string_view text);

// Whole months from `from` to `to` (negative when `from` is later).
int monthsBetween(const EvidenceDate& from, const EvidenceDate& to);

// A figure's `evidence`: a price quoted to a buyer, a published price list, a published index,
// a vendor's specification, or an estimate (whose source says from what).
inline constexpr std::string_view kEvidenceKinds[] = {"quote", "list_price", "index",
                                                      "specification", "estimate"};
bool isEvidenceKind(std::string_view word);

// An older file's as_of text that is not a date ("2026-Q1; 2026-03", "2022 (spec)",
// "FY2024-FY2025"): the latest date it names, written YYYY, YYYY-MM or YYYY-MM-DD (a quarter or
// half year as its first month, FY2024 as 2024); "" when it names none.
std::string latestDateIn(std::string_view text);

}  // namespace fleetcost
