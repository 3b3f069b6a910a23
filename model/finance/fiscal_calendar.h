// Months and fiscal years of a scenario (docs/MODEL.md §13.4): month m is a calendar month when
// the scenario states start_date, and fiscal years start in fiscal_year_start_month (April when
// absent). Without a start date, fiscal years are the 12-month years from month 0.
#pragma once

#include <optional>
#include <string>

namespace fleetcost {

class FiscalCalendar {
 public:
  FiscalCalendar() = default;
  // `startDate` "YYYY-MM" (validated), `fiscalStartMonth` 1..12.
  FiscalCalendar(const std::optional<std::string>& startDate, int fiscalStartMonth);

  // The fiscal year of month m (or of a flow dated m), counted from 0 for month 0's.
  int yearIndex(int month) const;
  // Fiscal years that months 0..horizon touch.
  int yearCount(int horizon) const { return yearIndex(horizon) + 1; }
  // "FY2027" (the calendar year the fiscal year starts in) or "year 1".
  std::string yearLabel(int index) const;
  // The calendar year fiscal year `index` starts in; nothing without a start date.
  std::optional<int> fiscalYear(int index) const;
  // "2028-04" or "month 16".
  std::string monthLabel(int month) const;
  bool dated() const { return startYear_.has_value(); }

 private:
  std::optional<int> startYear_;
  int startMonth_ = 1;        // calendar month of month 0
  int fiscalStartMonth_ = 4;  // calendar month a fiscal year starts in
};

}  // namespace fleetcost
