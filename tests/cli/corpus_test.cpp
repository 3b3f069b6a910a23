// The bad-input corpus (tests/corpus/bad): each NAME.fleetcost through `fleetcost-cli validate`
// must print exactly NAME.expected (the file's own path written FILE), exit 1, and match what
// `evaluate` prints on standard error (MODEL.md §9). tests/corpus/README.md says why each is right.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = test::sourcePath("tests/corpus/bad");

std::vector<std::string> caseNames() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kCorpus))
    if (entry.path().extension() == ".fleetcost") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Lines that start with the workbook's path start with FILE instead.
std::string withFilePlaceholder(const std::string& output, const std::string& path) {
  std::string out;
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(path + ": ", 0) == 0) line = "FILE" + line.substr(path.size());
    out += line + "\n";
  }
  return out;
}

struct CliOutput {
  int code;
  std::string out, err;
};

CliOutput runCommand(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int code = runCli(args, out, err);
  return {code, out.str(), err.str()};
}

class BadWorkbook : public ::testing::TestWithParam<std::string> {};

TEST_P(BadWorkbook, ValidatePrintsTheGoldenProblems) {
  const std::string path = (kCorpus / (GetParam() + ".fleetcost")).string();
  const fs::path golden = kCorpus / (GetParam() + ".expected");
  ASSERT_TRUE(fs::exists(golden)) << golden;
  const CliOutput validate = runCommand({"validate", path});
  EXPECT_EQ(validate.code, kExitProblems);
  EXPECT_EQ(validate.err, "");
  EXPECT_EQ(withFilePlaceholder(validate.out, path), readText(golden));
  const CliOutput evaluate = runCommand({"evaluate", path});
  EXPECT_EQ(evaluate.code, kExitProblems);
  EXPECT_EQ(evaluate.out, "");
  EXPECT_EQ(evaluate.err, validate.out);
}

INSTANTIATE_TEST_SUITE_P(Corpus, BadWorkbook, ::testing::ValuesIn(caseNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(BadWorkbookCorpus, HasAtLeastFiftyCasesEachWithItsGolden) {
  const std::vector<std::string> names = caseNames();
  EXPECT_GE(names.size(), 50u);
  std::size_t goldens = 0;
  for (const auto& entry : fs::directory_iterator(kCorpus))
    goldens += entry.path().extension() == ".expected";
  EXPECT_EQ(goldens, names.size());
}

}  // namespace
}  // namespace fleetcost::cli
