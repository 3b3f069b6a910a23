// Short subjects of ranged figures: made from the workbook's names, unique per field, longer
// only where two owners would read the same.
#include "model/risk/figure_subjects.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "model/evaluation/workbook_check.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

TEST(FigureSubjects, NamesLoseTheirLastBracketAndGpusTheirMaker) {
  EXPECT_EQ(withoutBrackets("Tokyo colocation (TEPCO area)"), "Tokyo colocation");
  EXPECT_EQ(withoutBrackets("Fine-tuning (H100, business hours) "), "Fine-tuning");
  EXPECT_EQ(withoutBrackets("(only brackets)"), "(only brackets)");  // nothing would be left
  EXPECT_EQ(withoutBrackets("No brackets"), "No brackets");
  EXPECT_EQ(gpuShortName("NVIDIA H100 SXM5 80GB"), "H100");
  EXPECT_EQ(gpuShortName("NVIDIA B200 (HGX/DGX, 180 GB usable)"), "B200");
  EXPECT_EQ(gpuShortName("MI300X"), "MI300X");
}

// The shipped example: every stated figure. Two offers are H100 in Tokyo (the Japanese cloud's
// and AWS's), so theirs name the provider as well; the H200 offer in Tokyo is alone and stays
// short. Sites, workloads and server models drop their bracketed notes.
TEST(FigureSubjects, ShippedExampleSubjectsAreShortAndUniquePerField) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  ASSERT_TRUE(checked.workbook);
  const Scenario& s = checked.workbook->scenarios.at(0);
  const std::vector<RangedFigure> figures = rangedFigures(s, "/scenarios/0", true);
  std::map<std::string, std::string> subjectAt;
  std::set<std::pair<std::string, std::string>> seen;
  for (const RangedFigure& f : figures) {
    subjectAt[f.pointer] = f.subject;
    if (f.subject.empty()) continue;
    EXPECT_TRUE(seen.insert({f.key, f.subject}).second)
        << f.key << " of " << f.subject << " twice (" << f.pointer << ")";
  }
  const auto offer = [&](std::size_t i) {
    return subjectAt.at("/scenarios/0/rental_offers/" + std::to_string(i) +
                        "/on_demand_per_gpu_hour");
  };
  ASSERT_EQ(s.rentalOffers[0].id, "jp_cloud_h100_sxm_tokyo");
  ASSERT_EQ(s.rentalOffers[2].id, "aws_p5_h100_tokyo");
  EXPECT_EQ(offer(0), "H100 Tokyo, Japanese GPU cloud");  // provider "... (estimate)"
  EXPECT_EQ(offer(2), "H100 Tokyo, AWS");
  EXPECT_EQ(offer(1), "H200 Tokyo");
  EXPECT_EQ(subjectAt.at("/scenarios/0/sites/0/energy_per_kwh"), "Tokyo colocation");
  EXPECT_EQ(subjectAt.at("/scenarios/0/sites/2/energy_per_kwh"), "Tokyo wholesale colocation");
  EXPECT_EQ(subjectAt.at("/scenarios/0/workloads/0/annual_growth"), "LLM pretraining");
  EXPECT_EQ(subjectAt.at("/scenarios/0/server_models/0/price"), "8-GPU HGX H100 server");
  EXPECT_EQ(subjectAt.at("/scenarios/0/discount_rate_annual"), "");
  EXPECT_EQ(subjectAt.at("/scenarios/0/ownership/resale_annual_decline"), "");
}

// Two workloads named alike down to their brackets: both keep their whole names; with whole
// names alike too, their positions tell them apart.
TEST(FigureSubjects, ClashesGrowToTheWholeNameThenThePosition) {
  std::vector<RangedFigure> figures(3);
  for (RangedFigure& f : figures) f.key = "annual_growth";
  std::vector<SubjectCandidates> owners{
      {"/w/0", {"Chat", "Chat (A)", "Chat (A) [1]"}},
      {"/w/1", {"Chat", "Chat (B)", "Chat (B) [2]"}},
      {"/w/2", {"Chat", "Chat (B)", "Chat (B) [3]"}},
  };
  assignSubjects(figures, owners);
  EXPECT_EQ(figures[0].subject, "Chat (A)");
  EXPECT_EQ(figures[1].subject, "Chat (B) [2]");
  EXPECT_EQ(figures[2].subject, "Chat (B) [3]");
}

}  // namespace
}  // namespace fleetcost
