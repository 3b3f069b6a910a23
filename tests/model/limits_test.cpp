// MODEL.md §8's limits, one test each at the limit (accepted) and just past it (a clear problem
// at the field), and the bound on evaluation time (plans/evaluation_budget.h): a workbook within
// every limit but too costly to evaluate is refused at once, and what is accepted finishes in
// about the time its estimate says.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "model/io/workbook_reader.h"
#include "model/plans/evaluation_budget.h"
#include "support/sanitizers.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::problemsOf;
namespace fs = std::filesystem;

using test::kSanitized;

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

fs::path scratchFile(const std::string& name) {
  return fs::temp_directory_path() / ("fleetcost-limits-" + name);
}

TEST(Limits, FileOf64MiBIsReadAndOneByteMoreIsRefused) {
  // Sparse files of zero bytes: at the limit the reader gets to parse (and stops at the first
  // byte, which is not JSON); one byte over, it refuses the file before reading it.
  const fs::path path = scratchFile("size.fleetcost");
  { std::ofstream create(path); }
  fs::resize_file(path, 64ull * 1024 * 1024);
  ReadWorkbook atLimit = readWorkbookFile(path.string());
  ASSERT_FALSE(atLimit.problems.empty());
  EXPECT_EQ(atLimit.problems[0].message.find("may be at most"), std::string::npos)
      << atLimit.problems[0].message;
  fs::resize_file(path, 64ull * 1024 * 1024 + 1);
  ReadWorkbook over = readWorkbookFile(path.string());
  fs::remove(path);
  ASSERT_EQ(over.problems.size(), 1u);
  EXPECT_EQ(over.problems[0].pointer, "");
  // 64 MiB + 1 byte, rounded up to a tenth so that it never reads as the limit itself.
  EXPECT_EQ(over.problems[0].message, "the file is 64.1 MiB; a workbook may be at most 64 MiB");
}

// A workbook whose "note" holds `depth - 1` nested arrays: with the root object, `depth` levels.
std::string nested(int depth) {
  std::string text = R"({"format": "fleetcost-workbook", "version": 1, "scenarios": [], "note": )";
  text += std::string(static_cast<std::size_t>(depth - 1), '[');
  text += std::string(static_cast<std::size_t>(depth - 1), ']');
  return text + "}";
}

TEST(Limits, NestingOf64LevelsIsReadAnd65IsRefused) {
  const ReadWorkbook atLimit = readWorkbookText(nested(64));
  EXPECT_TRUE(atLimit.workbook);
  EXPECT_TRUE(atLimit.problems.empty()) << atLimit.problems[0].message;
  const ReadWorkbook over = readWorkbookText(nested(65));
  ASSERT_EQ(over.problems.size(), 1u);
  // The 65th level is the 64th array: its pointer has 63 indexes after /note.
  std::string pointer = "/note";
  for (int i = 0; i < 63; ++i) pointer += "/0";
  EXPECT_EQ(over.problems[0].pointer, pointer);
  EXPECT_EQ(over.problems[0].message, "nesting deeper than 64 levels is not allowed");
}

TEST(Limits, HorizonFrom1To600Months) {
  for (int months : {1, 600}) {
    Json s = baseScenario();
    s["horizon_months"] = months;
    EXPECT_TRUE(problemsOf(s).empty()) << months;
  }
  for (int months : {0, 601}) {
    Json s = baseScenario();
    s["horizon_months"] = months;
    const Problems problems = problemsOf(s);
    ASSERT_EQ(problems.size(), 1u) << months;
    EXPECT_EQ(problems[0].pointer, "/scenarios/0/horizon_months");
    EXPECT_EQ(problems[0].message,
              "must be a whole number of months from 1 to 600, got " + std::to_string(months));
  }
}

Json withWorkloads(int count) {
  Json s = baseScenario();
  const Json one = s["workloads"][0];
  s["workloads"] = Json::array();
  for (int i = 0; i < count; ++i) {
    Json w = one;
    w["name"] = "w" + std::to_string(i);
    w["gpu_hours_per_month"] = 1;
    s["workloads"].push_back(w);
  }
  return s;
}

TEST(Limits, TenThousandWorkloads) {
  EXPECT_TRUE(problemsOf(withWorkloads(10000)).empty());
  const Problems problems = problemsOf(withWorkloads(10001));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/workloads");
  EXPECT_EQ(problems[0].message, "at most 10,000 workloads are allowed, got 10,001");
}

Json withPlans(int count) {
  Json s = baseScenario();
  const Json one = s["plans"][0];
  s["plans"] = Json::array();
  for (int i = 0; i < count; ++i) {
    Json p = one;
    p["name"] = "p" + std::to_string(i);
    s["plans"].push_back(p);
  }
  return s;
}

TEST(Limits, OneThousandPlans) {
  EXPECT_TRUE(problemsOf(withPlans(1000)).empty());
  const Problems problems = problemsOf(withPlans(1001));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/plans");
  EXPECT_EQ(problems[0].message, "at most 1,000 plans are allowed, got 1,001");
}

TEST(Limits, PeakDemandOfAMillionGpusPerGpuModel) {
  // Flat demand of G GPUs is G * 730 GPU-hours a month.
  Json s = baseScenario();
  s["workloads"][0]["gpu_hours_per_month"] = 1'000'000.0 * 730;
  EXPECT_TRUE(problemsOf(s).empty());
  s["workloads"][0]["gpu_hours_per_month"] = 1'000'001.0 * 730;
  const Problems problems = problemsOf(s);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/gpu_models/0");
  EXPECT_EQ(problems[0].message,
            "peak demand of 1000001 GPUs is above the limit of 1000000 GPUs per GPU model");
  // Two workloads of 600,000 GPUs each on the same GPU model: the limit is per GPU model.
  s["workloads"][0]["gpu_hours_per_month"] = 600'000.0 * 730;
  Json second = s["workloads"][0];
  second["name"] = "w2";
  s["workloads"].push_back(second);
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/gpu_models/0", "peak demand of 1200000"));
}

TEST(Limits, NanInfinityAndNumbersBeyondDoubleRangeAreProblemsAtTheirField) {
  const std::string head = R"({"format": "fleetcost-workbook", "version": 1, "scenarios": [)"
                           R"({"name": "x", "discount_rate_annual": )";
  for (const char* number : {"NaN", "Infinity", "-Infinity", "1e309", "-1e309"}) {
    const ReadWorkbook read = readWorkbookText(head + number + "}]}");
    ASSERT_EQ(read.problems.size(), 1u) << number;
    EXPECT_EQ(read.problems[0].pointer, "/scenarios/0/discount_rate_annual") << number;
    EXPECT_FALSE(read.workbook) << number;
  }
}

// A scenario within every limit of §8 that would take hours: 1,000 plans, half owning and half
// renting, are 250,000 break-even pairs, each with an IRR scan over 600 months.
TEST(Limits, AnEvaluationTooLargeIsRefusedAtOnceNamingWhatCostsMost) {
  Json s = baseScenario();
  s["horizon_months"] = 600;
  s["plans"] = Json::array();
  for (int i = 0; i < 1000; ++i) {
    if (i % 2 == 0)
      s["plans"].push_back({{"name", "rent " + std::to_string(i)},
                            {"strategy", "rent_on_demand"},
                            {"rental_region", "r1"}});
    else
      s["plans"].push_back(
          {{"name", "own " + std::to_string(i)}, {"strategy", "colocate"}, {"site", "site1"}});
  }
  // Validation (which `validate`, `evaluate` and the app all run) finds it, before any work.
  const auto start = std::chrono::steady_clock::now();
  const Problems problems = problemsOf(s);
  EXPECT_LT(secondsSince(start), kSanitized ? 30.0 : 5.0);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0");
  // 250,000 pairs × 601 dates × (20 + 2,170) steps = 329.05 billion, plus 0.04 billion for the
  // flows of 1,000 plans × 600 months × 60: 329.1 billion; at 1 ns a step, 5.5 minutes.
  EXPECT_EQ(problems[0].message,
            "too large to evaluate: about 329.1 billion steps of computation (5 minutes), over the "
            "limit of 5.0 billion (about 5 seconds); most of them for the break-even and IRR of "
            "500 owning × 500 renting plans over 600 months: use fewer plans or a shorter horizon");
}

// Accepted scenarios near the limit in each costly part finish in about the time estimated
// (one step is about a nanosecond; a factor 3 for slower machines and CI). Not timed under the
// sanitizers, which are several times slower.
void expectWithinEstimate(const Json& s) {
  const Scenario scenario = test::loadScenario(s);
  const PreparedOrProblems prepared = prepareScenario(scenario, "/scenarios/0");
  ASSERT_TRUE(prepared.prepared);
  const double estimate = evaluationCost(*prepared.prepared).steps / 1e9;
  EXPECT_LE(estimate, kMaxEvaluationSteps / 1e9);
  const auto start = std::chrono::steady_clock::now();
  const ScenarioEvaluation e = evaluateScenario(scenario, 0);
  const double took = secondsSince(start);
  ASSERT_TRUE(e.result);
  std::printf("estimated %.3f s, took %.3f s\n", estimate, took);
  if (!kSanitized) {
    EXPECT_LE(took, 3 * estimate + 0.5) << "estimated " << estimate << " s";
  }
}

TEST(Limits, AcceptedLargeEvaluationsFinishWithinTheirEstimate) {
  {  // many workloads over the longest horizon
    Json s = withWorkloads(2000);
    s["horizon_months"] = 600;
    expectWithinEstimate(s);
  }
  {  // a hybrid cap search over many one-GPU servers with a growing, varying demand
    Json s = baseScenario();
    s["horizon_months"] = 120;
    s["server_models"][0]["gpus"] = 1;
    s["workloads"][0]["gpu_hours_per_month"] =
        30000.0 * 730;  // 1.6 × 1.3^9 × 30,000 = 510,000 at peak
    s["workloads"][0]["annual_growth"] = 0.3;
    s["workloads"][0]["profile"] = "diurnal";
    s["plans"].push_back(
        {{"name", "hybrid"}, {"strategy", "hybrid"}, {"site", "site1"}, {"rental_region", "r1"}});
    expectWithinEstimate(s);
  }
  {  // reservations in units of one GPU over many short terms
    Json s = baseScenario();
    s["horizon_months"] = 600;
    s["rental_offers"][0]["reserved_unit_gpus"] = 1;
    s["rental_offers"][0]["reserved_term_months"] = 1;
    s["workloads"][0]["gpu_hours_per_month"] = 200000.0 * 730;
    s["workloads"][0]["profile"] = "business_hours";
    s["plans"].push_back(
        {{"name", "reserved"}, {"strategy", "rent_reserved"}, {"rental_region", "r1"}});
    expectWithinEstimate(s);
  }
}

}  // namespace
}  // namespace fleetcost
