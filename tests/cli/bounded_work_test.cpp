// Issue 15, bounded work on any input, through the real program: Ctrl+C stops the long risk
// commands promptly with exit 130, progress is drawn only on a terminal, running out of memory
// is one line and exit 1 (never an abort), and no message prints inf or nan.
#include <gtest/gtest.h>
#include <pty.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <thread>

#include "app/cli/cli_app.h"
#include "app/cli/long_run.h"
#include "cli/cli_process.h"
#include "cli/cli_run.h"
#include "support/sanitizers.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;
using test::kSanitized;
namespace fs = std::filesystem;

const std::string kExample = test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost");

// A workbook file in the build tree, written by the test and removed after it.
class WorkbookFile {
 public:
  WorkbookFile(const std::string& name, const Json& scenario)
      : path_(fs::current_path() / ("bounded-work-" + name + ".fleetcost")) {
    std::ofstream(path_) << test::workbookOf(scenario).dump();
  }
  ~WorkbookFile() { fs::remove(path_); }
  std::string path() const { return path_.string(); }

 private:
  fs::path path_;
};

// Ctrl+C while `args` runs: exit 130 within a moment, nothing on standard output, one line.
void expectStopsAtCtrlC(const std::vector<std::string>& args, const std::string& command) {
  CliProcess process(args);
  // Loading and the base case take a few milliseconds; the run itself many seconds.
  std::this_thread::sleep_for(std::chrono::milliseconds(kSanitized ? 4000 : 1500));
  const double sentAt = process.secondsSinceStart();
  process.interrupt();
  const ProcessResult r = process.wait(sentAt + 30);
  ASSERT_FALSE(r.timedOut) << command << " did not stop";
  ASSERT_TRUE(r.exited) << command << " ended by signal " << r.signal;
  EXPECT_EQ(r.code, kExitInterrupted) << r.err;
  EXPECT_LT(r.seconds - sentAt, kSanitized ? 10.0 : 2.0) << command;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "fleetcost-cli " + command + ": stopped by Ctrl+C; nothing was printed\n");
}

TEST(BoundedWork, MonteCarloStopsPromptlyAtCtrlCWithExit130) {
  // 1,000,000 trials of the example take about 10 s on two cores (risk_benchmark: 100,000 in
  // under 1 s).
  expectStopsAtCtrlC({"montecarlo", kExample, "--trials", "1000000", "--threads", "2"},
                     "montecarlo");
}

TEST(BoundedWork, BreakEvenMapStopsPromptlyAtCtrlCWithExit130) {
  // 1,000 x 1,000 points of the example: about 100 s (100 x 100 in under 1 s).
  expectStopsAtCtrlC({"breakeven-map", kExample, "--steps", "1000", "--threads", "2"},
                     "breakeven-map");
}

TEST(BoundedWork, ProgressIsDrawnOnATerminalAndNowhereElse) {
  int master = -1, slave = -1;
  ASSERT_EQ(::openpty(&master, &slave, nullptr, nullptr, nullptr), 0);
  std::string drawn;
  {
    CliProcess process({"montecarlo", kExample, "--trials", "20000"}, {0, slave});
    ::close(slave);
    char buffer[4096];
    for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;) drawn.append(buffer, n);
    const ProcessResult r = process.wait(120);
    EXPECT_EQ(r.code, kExitOk);
    EXPECT_NE(r.out.find("Probability that owning is cheaper"), std::string::npos) << r.out;
  }
  ::close(master);
  // "\rmontecarlo: 50% (10,048 of 20,000 trials)\033[K" ..., then the line is cleared.
  EXPECT_NE(drawn.find("\rmontecarlo: "), std::string::npos) << drawn;
  EXPECT_NE(drawn.find("% ("), std::string::npos) << drawn;
  EXPECT_NE(drawn.find("of 20,000 trials)"), std::string::npos) << drawn;
  EXPECT_EQ(drawn.substr(drawn.size() - 4), "\r\033[K") << drawn;
  // Standard error to a file, or a stream in the test: no progress at all.
  CliProcess toFile({"montecarlo", kExample, "--trials", "20000"});
  EXPECT_EQ(toFile.wait(120).err, "");
  EXPECT_EQ(run({"montecarlo", kExample, "--trials", "2000"}).err, "");
}

TEST(BoundedWork, TrialsAreAtMostAMillionAndMustFitInMemory) {
  CliRun r = run({"montecarlo", kExample, "--trials", "1000001"});
  EXPECT_EQ(r.code, kExitUsage);
  EXPECT_NE(r.err.find("--trials must be a whole number from 1 to 1000000"), std::string::npos)
      << r.err;
  // 500 plans: 1,000,000 trials keep 504 numbers of 8 bytes each, 4.0 GB; 256 MiB hold
  // 268,435,456 / 4,032 = 66,576 trials.
  Json s = test::baseScenario();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.5}, {"high", 3}};
  for (int i = 1; i < 500; ++i)
    s["plans"].push_back({{"name", "rent " + std::to_string(i)},
                          {"strategy", "rent_on_demand"},
                          {"rental_region", "r1"}});
  const WorkbookFile file("many-plans", s);
  r = run({"montecarlo", file.path(), "--trials", "1000000"});
  EXPECT_EQ(r.code, kExitUsage);
  EXPECT_EQ(r.err,
            "fleetcost-cli montecarlo: 1000000 trials of the 500 plans of scenario \"Base\" need "
            "about 4.0 GB; at most 66576 trials fit in 256 MiB\n"
            "Run 'fleetcost-cli montecarlo --help' for usage.\n");
}

TEST(BoundedWork, RunningOutOfMemoryIsOneLineAndExit1NeverAnAbort) {
  if (kSanitized) GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space";
  // 60 plans and 400,000 trials: 64 x 8 x 400,000 = 205 MB of results (within the 256 MiB the
  // command allows), more than a 160 MiB address space leaves after the program's libraries.
  Json s = test::baseScenario();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.5}, {"high", 3}};
  for (int i = 1; i < 60; ++i)
    s["plans"].push_back({{"name", "rent " + std::to_string(i)},
                          {"strategy", "rent_on_demand"},
                          {"rental_region", "r1"}});
  const WorkbookFile file("out-of-memory", s);
  CliProcess process({"montecarlo", file.path(), "--trials", "400000", "--threads", "2"},
                     {160ull << 20});
  const ProcessResult r = process.wait(120);
  ASSERT_TRUE(r.exited) << "ended by signal " << r.signal << ": " << r.err;
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "fleetcost-cli: out of memory: this work needs more memory than the system allows\n");
}

// The growth figure with a bound of 1e308: 16 GPUs grow to 16 * (1 + 1e308)^(m / 12),
// beyond double range from month 12 (1.6e309), so its high bound is a problem, said in words.
class GrowthToTheEdge : public ::testing::Test {
 protected:
  static Json scenario() {
    Json s = test::baseScenario();
    s["horizon_months"] = 24;
    s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
    s["workloads"][0]["annual_growth"] = {{"value", 0}, {"high", 1e308}};
    return s;
  }
  const WorkbookFile file_{"growth-1e308", scenario()};
  const std::string kBeyond =
      "peak demand grows beyond any number FleetCost can compute (the limit is 1000000 GPUs per "
      "GPU model): check the demand and annual_growth of its workloads";
};

::testing::AssertionResult noInfOrNan(const std::string& text) {
  for (const char* word : {"inf", "nan"})
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
      const bool startsWord = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
      const bool endsWord =
          at + 3 >= text.size() || !std::isalnum(static_cast<unsigned char>(text[at + 3]));
      if (startsWord && endsWord) return ::testing::AssertionFailure() << word << " in: " << text;
    }
  return ::testing::AssertionSuccess();
}

TEST_F(GrowthToTheEdge, ValidateAcceptsItAndSensitivityAndMonteCarloSayWhyNot) {
  EXPECT_EQ(run({"validate", file_.path()}).code, kExitOk);  // bounds are §7's business
  const std::string line =
      "/scenarios/0/workloads/0/annual_growth/high: with this bound (1e+308), "
      "/scenarios/0/gpu_models/0: " +
      kBeyond + "\n";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"sensitivity", file_.path()},
        {"montecarlo", file_.path(), "--trials", "100"}}) {
    const CliRun r = run(args);
    EXPECT_EQ(r.code, kExitProblems) << args[0];
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, line) << args[0];
    EXPECT_TRUE(noInfOrNan(r.err));
  }
}

TEST_F(GrowthToTheEdge, BreakEvenMapsAtTheEdgeOfDoubleSayWhyNot) {
  // demand scale 0..1.7e308 in 2 steps: the point (1.7e308, 0.2) has a peak of 2.7e309 GPUs.
  CliRun r = run({"breakeven-map", file_.path(), "--x-range", "0:1.7e308", "--steps", "2"});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/scenarios/0/gpu_models/0: at the map's point demand scale 1.7e+308, rental "
            "price scale 0.2: " +
                kBeyond + "\n");
  // The growth across 0..1.7e308 in 21 steps: 8.5e306 at the second point, whose peak
  // 16 * 8.5e306^(23/12) is beyond double range (grid values used to overflow to inf here).
  r = run({"breakeven-map", file_.path(), "--x", "/workloads/0/annual_growth", "--x-range",
           "0:1.7e308"});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_TRUE(noInfOrNan(r.err));
  EXPECT_NE(r.err.find(": at the map's point "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(" 8.5e+306, rental price scale 0.2: " + kBeyond), std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace fleetcost::cli
