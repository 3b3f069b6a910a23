// Calendar months and fiscal years.
#include "model/finance/fiscal_calendar.h"

#include <cstdio>

namespace fleetcost {

FiscalCalendar::FiscalCalendar(const std::optional<std::string>& startDate, int fiscalStartMonth)
    : fiscalStartMonth_(fiscalStartMonth) {
  if (!startDate || startDate->size() != 7) return;
  startYear_ = std::stoi(startDate->substr(0, 4));
  startMonth_ = std::stoi(startDate->substr(5, 2));
}

namespace {
// Floor division for a possibly negative numerator.
int floorDiv(int a, int b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
}  // namespace

int FiscalCalendar::yearIndex(int month) const {
  if (!startYear_) return month / 12;
  // Months since the start of month 0's fiscal year.
  const int offset = ((startMonth_ - fiscalStartMonth_) % 12 + 12) % 12;
  return floorDiv(offset + month, 12);
}

std::optional<int> FiscalCalendar::fiscalYear(int index) const {
  if (!startYear_) return std::nullopt;
  // The calendar year month 0's fiscal year starts in.
  return *startYear_ - (startMonth_ < fiscalStartMonth_ ? 1 : 0) + index;
}

std::string FiscalCalendar::yearLabel(int index) const {
  if (const std::optional<int> year = fiscalYear(index)) return "FY" + std::to_string(*year);
  return "year " + std::to_string(index + 1);
}

std::string FiscalCalendar::monthLabel(int month) const {
  if (!startYear_) return "month " + std::to_string(month);
  const int zeroBased = startMonth_ - 1 + month;
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d", *startYear_ + floorDiv(zeroBased, 12),
                zeroBased % 12 + 1);
  return text;
}

}  // namespace fleetcost
