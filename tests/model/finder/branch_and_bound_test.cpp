// The finder's branch and bound (docs/finder.md, "Spaces beyond enumeration"): forced on spaces
// the finder also enumerates, it ranks the same candidates and proves its best; stopped early,
// its lower bound is the one worked out by hand and no assignment undercuts it.
#include <gtest/gtest.h>

#include "model/evaluation/workbook_check.h"
#include "model/finder/plan_finder.h"
#include "support/portfolio_workbooks.h"

namespace fleetcost {
namespace {

FinderOptions branchAndBound(int top, double maxNodes = 5e6) {
  FinderOptions options{.top = top};
  options.maxAssignments = 0;  // every space is "too large": branch and bound
  options.maxNodes = maxNodes;
  return options;
}

std::string nameOf(const FinderResult& r, int option) {
  return supplyName(r.options[option]);
}

TEST(BranchAndBound, RanksAsTheEnumerationOnGeneratedWorkbooks) {
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const Scenario s = test::loadScenario(test::generatedPortfolioScenario(seed));
    const FinderResult all = findPlans(s, 0, {.top = 5});
    const FinderResult bb = findPlans(s, 0, branchAndBound(5));
    ASSERT_TRUE(bb.problems.empty()) << seed;
    EXPECT_TRUE(bb.branchAndBound);
    EXPECT_FALSE(all.branchAndBound);
    EXPECT_TRUE(bb.exact) << seed;
    ASSERT_EQ(bb.ranked.size(), all.ranked.size()) << seed;
    for (std::size_t i = 0; i < all.ranked.size(); ++i) {
      EXPECT_EQ(bb.ranked[i].presentValue, all.ranked[i].presentValue) << seed << " #" << i;
      EXPECT_EQ(bb.ranked[i].option, all.ranked[i].option) << seed << " #" << i;
      EXPECT_EQ(bb.ranked[i].equalAlternatives, all.ranked[i].equalAlternatives) << seed;
    }
  }
}

TEST(BranchAndBound, StoppedEarlyItsBoundHolds) {
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const Scenario s = test::loadScenario(test::generatedPortfolioScenario(seed));
    const FinderResult all = findPlans(s, 0, {.top = 1});
    for (double nodes : {1.0, 4.0, 16.0}) {
      const FinderResult bb = findPlans(s, 0, branchAndBound(1, nodes));
      ASSERT_TRUE(bb.problems.empty());
      // The bound is proven: no assignment (the enumeration's best) costs less.
      ASSERT_TRUE(bb.lowerBound || bb.exact) << seed << " " << nodes;
      if (bb.lowerBound) {
        EXPECT_LE(*bb.lowerBound, all.ranked[0].presentValue * (1 + 1e-12)) << seed;
      }
      if (!bb.ranked.empty()) {
        EXPECT_GE(bb.ranked[0].presentValue, all.ranked[0].presentValue * (1 - 1e-12));
        EXPECT_GE(bb.gap().value_or(0), -1e-12);
      }
    }
  }
}

TEST(BranchAndBound, TheHandWorkedBoundAndGap) {
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  // The least each workload adds to any set of any supply (support/portfolio_workbooks.h):
  //   w1: on demand 280,320; reserved 192,000 (alone or beside w2: 288,000 - 96,000); colocate
  //       or hybrid 100,000 beside w2 (285,000 - 185,000), 160,000 alone: least 100,000;
  //   w2: on demand 140,160; reserved 96,000; colocate or hybrid 125,000 beside w1 (285,000 -
  //       160,000), 185,000 alone: least 96,000.
  // The root's bound: 100,000 + 96,000 = 196,000. One node (the root) and the search stops;
  // completing it greedily gives w1 the least it adds alone, colocate (160,000, before hybrid
  // in supply order), then w2 the least beside that: reserved (96,000): 256,000, the best.
  // Gap: (256,000 - 196,000) / 256,000 = 23.4375 %.
  const FinderResult r = findPlans(s, 0, branchAndBound(1, 1));
  ASSERT_TRUE(r.problems.empty());
  EXPECT_FALSE(r.exact);
  ASSERT_TRUE(r.lowerBound);
  EXPECT_NEAR(*r.lowerBound, 196000, 1e-6);
  ASSERT_EQ(r.ranked.size(), 1u);
  EXPECT_NEAR(r.ranked[0].presentValue, 256000, 1e-6);
  EXPECT_EQ(nameOf(r, r.ranked[0].option[0]), "colocate site1");
  EXPECT_EQ(nameOf(r, r.ranked[0].option[1]), "rent_reserved r1");
  EXPECT_NEAR(r.gap().value_or(-1), 0.234375, 1e-12);
  // Unbounded, it proves 256,000 the best.
  const FinderResult proven = findPlans(s, 0, branchAndBound(1));
  EXPECT_TRUE(proven.exact);
  EXPECT_NEAR(proven.ranked.at(0).presentValue, 256000, 1e-6);
}

TEST(BranchAndBound, ProvesTheExamplesBest) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  ASSERT_TRUE(checked.workbook);
  const Scenario& s = checked.workbook->scenarios.at(0);
  const FinderResult all = findPlans(s, 0, {.top = 3});
  const FinderResult bb = findPlans(s, 0, branchAndBound(3));
  ASSERT_TRUE(bb.problems.empty());
  EXPECT_TRUE(bb.exact);
  ASSERT_EQ(bb.ranked.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_EQ(bb.ranked[i].presentValue, all.ranked[i].presentValue) << i;
  // It priced far fewer assignments than the 494,325 of the space.
  EXPECT_LT(bb.assignments, all.assignments / 10);
}

}  // namespace
}  // namespace fleetcost
