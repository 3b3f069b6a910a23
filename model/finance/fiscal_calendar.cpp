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

std::string FiscalCalendar::yearLabel(int index) const {
  if (!startYear_) return "year " + std::to_string(index + 1);
  // The calendar year month 0's fiscal year starts in.
  const int first = *startYear_ - (startMonth_ < fiscalStartMonth_ ? 1 : 0);
  return "FY" + std::to_string(first + index);
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
