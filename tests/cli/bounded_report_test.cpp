// Issue 15: text at its limits cannot blow up a report, slide or sheet. The shipped example with
// every name at 200 characters (half of them one unbreakable word, half Chinese characters) and
// every note, source and restriction note at 4,000 characters is reported and exported under a
// 1 GiB address-space limit (as `ulimit -v 1048576` sets), each in a few seconds. Before the
// limits, a plan name of 16,000 words took 35 s and 6.3 GB and aborted under a 4 GB limit.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/cli_app.h"
#include "cli/cli_process.h"
#include "support/sanitizers.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;
namespace fs = std::filesystem;

// `text` and then `filler` repeated, to exactly `count` characters (UTF-8 code points).
std::string padded(const std::string& text, const std::string& filler, std::size_t count) {
  std::string out = text;
  std::size_t characters = 0;
  for (char c : out) characters += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  for (std::size_t i = 0; characters < count; ++characters) {
    std::size_t length = 1;  // one character of the filler, with its continuation bytes
    while (i + length < filler.size() &&
           (static_cast<unsigned char>(filler[i + length]) & 0xC0) == 0x80)
      ++length;
    out += filler.substr(i, length);
    i = (i + length) % filler.size();
  }
  return out;
}

// Names at 200 characters, alternately one word of Latin letters and Chinese characters (the same
// original always gets the same padding, so references by name, such as a site's cooling, hold);
// notes and sources at 4,000 characters of words; as_of is a date (at most 10 characters).
void maximise(Json& node, const std::string& key = "") {
  if (node.is_object()) {
    for (auto& [k, value] : node.items()) maximise(value, k);
  } else if (node.is_array()) {
    for (Json& item : node) maximise(item, key);
  } else if (node.is_string()) {
    const std::string text = node.get<std::string>();
    if (key == "as_of") {
      node = "2026-12-31";
    } else if (key == "name" || key == "cooling") {
      const bool chinese = std::hash<std::string>{}(text) % 2 == 1;
      node = padded(text, chinese ? "東京香港大阪數據中心" : "Longword", 200);
    } else if (key == "note" || key == "source" || key == "restriction_note") {
      node = padded(text, " lorem ipsum dolor sit amet", 4000);
    }
  }
}

class MaximalText : public ::testing::Test {
 protected:
  void SetUp() override {
    if (test::kSanitized) GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space";
    std::ifstream in(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
    Json workbook = Json::parse(in);
    maximise(workbook);
    scenario_ = workbook["scenarios"][0]["name"].get<std::string>();
    std::ofstream(file_) << workbook.dump(2);
  }
  void TearDown() override {
    fs::remove(file_);
    fs::remove_all(output_);
  }

  // Runs fleetcost-cli under a 1 GiB address space; it must finish cleanly in a few seconds.
  void expectWithin1GiB(std::vector<std::string> args, const std::string& output) {
    fs::create_directories(output_);
    args.insert(args.begin() + 1, file_.string());
    args.push_back("-o");
    args.push_back((output_ / output).string());
    CliProcess process(args, {1ull << 30});
    const ProcessResult r = process.wait(120);
    ASSERT_FALSE(r.timedOut) << args[0];
    ASSERT_TRUE(r.exited) << args[0] << " ended by signal " << r.signal << ": " << r.err;
    EXPECT_EQ(r.code, kExitOk) << r.err;
    EXPECT_GT(fs::file_size(output_ / output), 1000u);
    std::printf("%s %s: %.2f s\n", args[0].c_str(), output.c_str(), r.seconds);
    EXPECT_LT(r.seconds, 20.0) << args[0] << " " << output;  // a few seconds; 35 s before
  }

  // Paths of this test alone: ctest runs the tests of this fixture at once, in one folder.
  const std::string testName_ = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const fs::path file_ = fs::current_path() / ("bounded-report-" + testName_ + ".fleetcost");
  std::string scenario_;  // the first scenario's name, 200 characters
  const fs::path output_ = fs::current_path() / ("bounded-report-" + testName_);
};

TEST_F(MaximalText, TheWorkbookIsValidAtEveryLimit) {
  CliProcess process({"validate", file_.string()});
  const ProcessResult r = process.wait(60);
  EXPECT_EQ(r.code, kExitOk) << r.out;
}

TEST_F(MaximalText, ThePdfReportsFitIn1GiB) {
  expectWithin1GiB({"report", "--scenario", scenario_}, "report.pdf");  // with the risk section
  expectWithin1GiB({"report"}, "comparison.pdf");                       // both scenarios
}

TEST_F(MaximalText, SlidesAndSpreadsheetsFitIn1GiB) {
  const std::vector<std::string> one{"--scenario", scenario_};
  const auto with = [&](std::vector<std::string> args) {
    args.insert(args.end(), one.begin(), one.end());
    return args;
  };
  expectWithin1GiB(with({"export", "--format", "png", "--chart", "cumulative"}), "cumulative.png");
  expectWithin1GiB(with({"export", "--format", "png", "--chart", "tornado"}), "tornado.png");
  expectWithin1GiB(with({"export", "--format", "svg", "--chart", "breakeven-map"}), "map.svg");
  expectWithin1GiB(with({"export", "--format", "xlsx"}), "flows.xlsx");
  expectWithin1GiB(with({"export", "--format", "csv"}), "flows.csv");
}

TEST(LongText, TheIssuesPlanNameOf16000WordsIsRefusedAtOnceWithinTheLimit) {
  // Before the limits this report aborted with std::bad_alloc under 1 GiB (6.3 GB without).
  if (test::kSanitized) GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space";
  const std::string file = test::sourcePath("tests/corpus/bad/name-16000-words.fleetcost");
  const fs::path pdf = fs::current_path() / "bounded-report-16000-words.pdf";
  CliProcess process({"report", file, "-o", pdf.string()}, {1ull << 30});
  const ProcessResult r = process.wait(120);
  ASSERT_TRUE(r.exited) << "ended by signal " << r.signal << ": " << r.err;
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err, "/scenarios/0/plans/0/name: at most 200 characters are allowed, got \"" +
                       std::string("rent rent rent rent rent rent rent rent rent rent rent rent ") +
                       "...\" (79,999 characters)\n");
  EXPECT_FALSE(fs::exists(pdf));
  EXPECT_LT(r.seconds, 10.0);
}

}  // namespace
}  // namespace fleetcost::cli
