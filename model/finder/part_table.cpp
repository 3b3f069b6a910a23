// Summing an assignment's parts from the finder's table.
#include "model/finder/part_table.h"

#include <algorithm>

namespace fleetcost {

bool sumParts(const PartTable& table, std::span<const std::size_t> masks, FinderCandidate& c) {
  c.presentValue = 0;
  c.capexByYear.assign(table.years, 0.0);
  double rented = 0, hours = 0;
  for (std::size_t o = 0; o < masks.size(); ++o) {
    if (!masks[o]) continue;
    const PartValue& v = table.supplies[o].values[masks[o]];
    if (!v.ok) return false;
    c.presentValue += v.presentValue;
    for (int y = 0; y < table.years; ++y) c.capexByYear[y] += v.capexByYear[y];
    rented += v.rentedGpuHours;
    hours += v.gpuHours;
  }
  // The scenario's budget and rented share (docs/MODEL.md §13.4).
  for (double capex : c.capexByYear)
    if (capex > table.budget) return false;
  if (hours > 0 && rented / hours > table.maxRented) return false;
  c.peakYearCapex =
      c.capexByYear.empty() ? 0.0 : *std::max_element(c.capexByYear.begin(), c.capexByYear.end());
  c.rentedShare = hours > 0 ? rented / hours : 0.0;
  return true;
}

}  // namespace fleetcost
