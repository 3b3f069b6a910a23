// The two-workload, three-supply scenario the portfolio and finder tests work out by hand
// (docs/MODEL.md §13, docs/finder.md).
#pragma once

#include "support/test_workbooks.h"

namespace fleetcost::test {

// The base scenario (test_workbooks.h: zero discount, 12 months, resale halving in a year, so a
// server bought at month 0 is credited half its price at month 12) with:
//   w1 on g1: 16 GPUs flat (11,680 GPU-hours a month); server s1, 8 GPUs at 100,000;
//   w2 on g2: 8 GPUs flat (5,840 GPU-hours a month); server s2, 8 GPUs at 250,000, offer o2 like
//     o1 (2 per GPU-hour on demand, 1,000 per GPU-month reserved for 12 months in units of 8);
//   site1 with one member of staff at 60,000 a year, paid while the site owns a server.
// Costs over the year (no other fee, no energy price):
//   w1: on demand 11,680 x 2 x 12 = 280,320; reserved 16 x 1,000 x 12 = 192,000 (8 reserved:
//       96,000 + 140,160 = 236,160); colocate 2 x (100,000 - 50,000) = 100,000 plus the staff.
//   w2: on demand 5,840 x 2 x 12 = 140,160; reserved 8 x 1,000 x 12 = 96,000; colocate
//       250,000 - 125,000 = 125,000 plus the staff.
//   Staff: 60,000 / 12 = 5,000 a month for 12 months = 60,000, once for the site.
Json twoWorkloadScenario();

// A generated scenario for comparisons with brute force: 3 workloads on 2 GPU models in 2
// regions, with a site in each; prices, sizes, profiles and fixed costs drawn from the seed.
Json generatedPortfolioScenario(unsigned seed);

}  // namespace fleetcost::test
