// MODEL.md §8's limits, one test each at the limit (accepted) and just past it (a clear problem
// at the field), and the bound on evaluation time (plans/evaluation_budget.h): a workbook within
// every limit but too costly to evaluate is refused at once, and what is accepted finishes in
// about the time its estimate says.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "model/io/workbook_reader.h"
#include "model/plans/evaluation_budget.h"
#include "model/plans/prepared_scenario.h"
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

// A text of `count` characters: repeats of `unit` (one character, ASCII or not).
std::string textOf(std::size_t count, const std::string& unit = "x") {
  std::string text;
  for (std::size_t i = 0; i < count; ++i) text += unit;
  return text;
}

// The problem of a text of 201 (or 4,001) characters: the limit, then what quotedText shows of
// the text, its first 60 characters and its length.
std::string tooLong(std::size_t limit, const std::string& unit = "x") {
  return limit == 200 ? "at most 200 characters are allowed, got \"" + textOf(60, unit) +
                            "...\" (201 characters)"
                      : "at most 4,000 characters are allowed, got \"" + textOf(60, unit) +
                            "...\" (4,001 characters)";
}

// Names and references that a person types, by their pointer in the base scenario.
const std::vector<std::vector<std::string>> kNameFields = {
    {"name"},
    {"regions", "0", "name"},
    {"gpu_models", "0", "name"},
    {"server_models", "0", "name"},
    {"sites", "0", "name"},
    {"sites", "0", "cooling_options", "0", "name"},
    {"rental_offers", "0", "name"},
    {"rental_offers", "0", "provider"},
    {"workloads", "0", "name"},
    {"plans", "0", "name"},
};

Json& at(Json& s, const std::vector<std::string>& path) {
  Json* node = &s;
  for (const std::string& key : path)
    node = node->is_array() ? &(*node)[std::stoul(key)] : &(*node)[key];
  return *node;
}

std::string pointerOf(const std::vector<std::string>& path) {
  std::string pointer = "/scenarios/0";
  for (const std::string& key : path) pointer += "/" + key;
  return pointer;
}

TEST(Limits, NamesOf200CharactersAreAcceptedAnd201AreAProblem) {
  for (const std::string unit : {"x", "東"}) {  // characters, not bytes: 東 is 3 bytes of UTF-8
    for (const auto& path : kNameFields) {
      Json s = baseScenario();
      // The cooling name is also what the site's "cooling" chooses.
      const bool cooling = path.size() == 5;
      at(s, path) = textOf(200, unit);
      if (cooling) s["sites"][0]["cooling"] = textOf(200, unit);
      EXPECT_TRUE(problemsOf(s).empty()) << pointerOf(path) << " " << unit;
      at(s, path) = textOf(201, unit);
      if (cooling) s["sites"][0]["cooling"] = textOf(201, unit);
      const Problems problems = problemsOf(s);
      // The site's own fields are checked before its cooling options.
      ASSERT_EQ(problems.size(), cooling ? 2u : 1u) << pointerOf(path) << " " << unit;
      if (cooling) {
        EXPECT_EQ(problems[0].pointer, "/scenarios/0/sites/0/cooling");
        EXPECT_EQ(problems[0].message, tooLong(200, unit));
      }
      EXPECT_EQ(problems.back().pointer, pointerOf(path));
      EXPECT_EQ(problems.back().message, tooLong(200, unit));
    }
  }
}

TEST(Limits, IdsCurrenciesAndDatesOf201CharactersAreAProblem) {
  {  // a second GPU model whose id is too long (no one refers to it)
    Json s = baseScenario();
    s["gpu_models"].push_back({{"id", textOf(201)}});
    const Problems problems = problemsOf(s);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/scenarios/0/gpu_models/1/id");
    EXPECT_EQ(problems[0].message, tooLong(200));
  }
  {  // a currency code: at fx_per_usd, since a pointer holding the code would be as long
    Json s = baseScenario();
    s["fx_per_usd"][textOf(200)] = 1.5;
    EXPECT_TRUE(problemsOf(s).empty());
    s["fx_per_usd"][textOf(201)] = 2;
    const Problems problems = problemsOf(s);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/scenarios/0/fx_per_usd");
    EXPECT_EQ(problems[0].message, "at most 200 characters are allowed in a currency code, got \"" +
                                       textOf(60) + "...\" (201 characters)");
  }
  {  // a restricted GPU id, which also names no GPU model
    Json s = baseScenario();
    s["regions"][0]["restricted_gpus"] = Json::array({"g1", textOf(201)});
    const Problems problems = problemsOf(s);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].pointer, "/scenarios/0/regions/0/restricted_gpus/1");
    EXPECT_EQ(problems[0].message, tooLong(200));
    EXPECT_EQ(problems[1].pointer, "/scenarios/0/regions/0/restricted_gpus/1");
    EXPECT_EQ(problems[1].message.rfind("no GPU model with id \"", 0), 0u) << problems[1].message;
  }
  {  // a figure's as_of is a date: an older file's text naming none moves to the note, so
     // 201 characters there are no problem (evidence tests: docs/file-format.md)
    Json s = baseScenario();
    s["sites"][0]["energy_per_kwh"] = {{"value", 0.2}, {"as_of", textOf(201)}};
    EXPECT_TRUE(problemsOf(s).empty());
  }
}

TEST(Limits, NotesAndSourcesOf4000CharactersAreAcceptedAnd4001AreAProblem) {
  Json s = baseScenario();
  s["regions"][0]["restriction_note"] = textOf(4000);
  s["sites"][0]["energy_per_kwh"] = {
      {"value", 0.2}, {"source", textOf(4000)}, {"note", textOf(4000, "é")}};
  EXPECT_TRUE(problemsOf(s).empty());
  s["regions"][0]["restriction_note"] = textOf(4001);
  s["sites"][0]["energy_per_kwh"]["source"] = textOf(4001);
  s["sites"][0]["energy_per_kwh"]["note"] = textOf(4001, "é");
  const Problems problems = problemsOf(s);
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/regions/0/restriction_note");
  EXPECT_EQ(problems[0].message, tooLong(4000));
  EXPECT_EQ(problems[1].pointer, "/scenarios/0/sites/0/energy_per_kwh/source");
  EXPECT_EQ(problems[1].message, tooLong(4000));
  EXPECT_EQ(problems[2].pointer, "/scenarios/0/sites/0/energy_per_kwh/note");
  EXPECT_EQ(problems[2].message, tooLong(4000, "é"));
}

TEST(Limits, APeakDemandBeyondDoubleRangeIsSaidInWordsNotAsInf) {
  EXPECT_EQ(englishText(peakDemandMessage(1000001)),
            "peak demand of 1000001 GPUs is above the limit of 1000000 GPUs per GPU model");
  const std::string beyond =
      "peak demand grows beyond any number FleetCost can compute (the limit is 1000000 GPUs per "
      "GPU model): check the demand and annual_growth of its workloads";
  EXPECT_EQ(englishText(peakDemandMessage(std::numeric_limits<double>::infinity())), beyond);
  EXPECT_EQ(englishText(peakDemandMessage(std::numeric_limits<double>::quiet_NaN())), beyond);
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

// Hosted API plans (docs/MODEL.md §12) price every workload's tokens every month: 1,000 api plans
// × 1,000 token workloads × 600 months is refused before any work.
TEST(Limits, ManyHostedApiPlansOverManyWorkloadsAreRefused) {
  Json s = baseScenario();
  s["horizon_months"] = 600;
  s["api_offers"] = Json::array({{{"id", "a1"},
                                  {"model", "m"},
                                  {"region", "r1"},
                                  {"currency", "USD"},
                                  {"input_per_million_tokens", 1},
                                  {"output_per_million_tokens", 2}}});
  s["workloads"] = Json::array();
  for (int i = 0; i < 1000; ++i)
    s["workloads"].push_back({{"name", "w" + std::to_string(i)},
                              {"kind", "inference"},
                              {"gpu", "g1"},
                              {"avg_tokens_per_second", 100},
                              {"tokens_per_second_per_gpu", 1000},
                              {"model", "m"},
                              {"input_token_share", 0.5}});
  s["plans"] = Json::array();
  for (int j = 0; j < 1000; ++j)
    s["plans"].push_back(
        {{"name", "api " + std::to_string(j)}, {"strategy", "api"}, {"rental_region", "r1"}});
  const Problems problems = problemsOf(s);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0");
  // 1,000 × 1,000 × 600 × 10 = 6.0 billion for the tokens, plus the plans' flows (1,000 × 600 ×
  // 60 = 0.036), workload costs (1,000 × 1,000 × 50 = 0.05) and demand (1,000 × 600 × 168 × 2 +
  // 600 × 168 × 30 = 0.205): 6.29 billion, about 6 seconds.
  EXPECT_EQ(problems[0].message,
            "too large to evaluate: about 6.3 billion steps of computation (6 seconds), over the "
            "limit of 5.0 billion (about 5 seconds); most of them for the API costs of 1,000 api "
            "plans × 1,000 workloads × 600 months: use fewer api plans, fewer workloads or a "
            "shorter horizon");
}

// Every plan renting each of 1,000 GPU models in a region that restricts them all, with a note
// of 4,000 characters: one warning per plan and GPU model.
Json restrictedEverywhere(int plans) {
  Json s = baseScenario();
  s["regions"] = Json::array({{{"id", "R"},
                               {"restricted_gpus", Json::array()},
                               {"restriction_note", std::string(4000, 'n')}}});
  for (const char* list : {"gpu_models", "rental_offers", "workloads", "plans"})
    s[list] = Json::array();
  for (int i = 0; i < 1000; ++i) {
    const std::string g = "g" + std::to_string(i);
    s["regions"][0]["restricted_gpus"].push_back(g);
    s["gpu_models"].push_back({{"id", g}});
    s["rental_offers"].push_back({{"id", "o" + std::to_string(i)},
                                  {"region", "R"},
                                  {"gpu", g},
                                  {"currency", "USD"},
                                  {"on_demand_per_gpu_hour", 1}});
    s["workloads"].push_back({{"name", "w" + std::to_string(i)},
                              {"kind", "inference"},
                              {"gpu", g},
                              {"gpu_hours_per_month", 100}});
  }
  s["sites"] = Json::array();
  s["server_models"] = Json::array();
  for (int j = 0; j < plans; ++j)
    s["plans"].push_back({{"name", "p" + std::to_string(j)},
                          {"strategy", "rent_on_demand"},
                          {"rental_region", "R"}});
  return s;
}

TEST(Limits, AnEvaluationWhoseWarningsWouldNotFitInMemoryIsRefused) {
  // A warning holds the note twice (8,000), the region's name 3 times ("R", 3), the longest
  // GPU id and name twice ("g999" twice: 16) and 200 more: 8,219 bytes, counted 3 times (the
  // result, its JSON tree and text): 24,657. 100 plans × 1,000 GPU models: 100,000 warnings,
  // 2.47 GB; 10 plans: 10,000 warnings, 0.25 GB, which is accepted.
  EXPECT_TRUE(problemsOf(restrictedEverywhere(10)).empty());
  const Problems problems = problemsOf(restrictedEverywhere(100));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0");
  EXPECT_EQ(problems[0].message,
            "too large to evaluate: it would need about 2.5 GB of memory, over the limit of 1.0 "
            "GB; most of it for the restriction warnings (100,000 warnings quoting their regions' "
            "restriction_note): use fewer plans in regions that restrict their GPU models, or a "
            "shorter restriction_note");
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
  {  // hosted API plans pricing many token workloads over the longest horizon
    Json s = baseScenario();
    s["horizon_months"] = 600;
    s["api_offers"] = Json::array({{{"id", "a1"},
                                    {"model", "m"},
                                    {"region", "r1"},
                                    {"currency", "USD"},
                                    {"input_per_million_tokens", 1},
                                    {"output_per_million_tokens", 2}}});
    for (int i = 0; i < 400; ++i)
      s["workloads"].push_back({{"name", "chat " + std::to_string(i)},
                                {"kind", "inference"},
                                {"gpu", "g1"},
                                {"avg_tokens_per_second", 100 + i},
                                {"tokens_per_second_per_gpu", 1000},
                                {"model", "m"},
                                {"input_token_share", 0.5}});
    for (int j = 0; j < 50; ++j)
      s["plans"].push_back(
          {{"name", "api " + std::to_string(j)}, {"strategy", "api"}, {"rental_region", "r1"}});
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
