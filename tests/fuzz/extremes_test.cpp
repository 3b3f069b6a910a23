// Every number of the example workbooks set, one at a time, to the edges of double range and of
// the limits (0, denormals, 1e308, negatives, beyond 2^63, 601), through the fuzzer's checks:
// the model must answer each with a result or a problem, never a crash, UB, NaN or a hang.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/fuzz_checks.h"
#include "support/test_workbooks.h"

namespace fleetcost::fuzz {
namespace {

using test::Json;

const std::vector<double> kExtremes = {
    0.0,    -1.0,    0.5,    1e-300, 4.9406564584124654e-324, 1e300, 1.7976931348623157e308,
    -1e308, 9.3e18,  601.0,  1e6 + 0.5,
};

Json readJson(const std::string& relative) {
  std::ifstream in(test::sourcePath(relative));
  std::stringstream text;
  text << in.rdbuf();
  return Json::parse(text.str());
}

// JSON pointers of every number in the document; of an array of numbers (a profile) only the
// first element, so the sweep stays small.
void numberPointers(const Json& value, const std::string& at, std::vector<std::string>& out) {
  if (value.is_number()) {
    out.push_back(at);
  } else if (value.is_object()) {
    for (const auto& [key, item] : value.items()) numberPointers(item, at + "/" + key, out);
  } else if (value.is_array()) {
    const bool numbers = !value.empty() && value[0].is_number();
    for (std::size_t i = 0; i < (numbers ? 1 : value.size()); ++i)
      numberPointers(value[i], at + "/" + std::to_string(i), out);
  }
}

void sweep(const std::string& relative) {
  const Json base = readJson(relative);
  std::vector<std::string> pointers;
  numberPointers(base, "", pointers);
  ASSERT_GT(pointers.size(), 10u);
  for (const std::string& pointer : pointers) {
    for (double extreme : kExtremes) {
      Json variant = base;
      variant[Json::json_pointer(pointer)] = extreme;
      EXPECT_EQ(brokenInvariant(variant.dump()), "") << pointer << " = " << extreme;
    }
  }
}

TEST(FuzzExtremes, TeachingExample) { sweep("assets/examples/teaching-one-gpu.fleetcost"); }
TEST(FuzzExtremes, HybridCase) { sweep("tools/oracle/cases/hybrid.fleetcost"); }
TEST(FuzzExtremes, AfterTaxCase) { sweep("tools/oracle/cases/after_tax_db.fleetcost"); }
TEST(FuzzExtremes, ReservedCase) { sweep("tools/oracle/cases/reserved.fleetcost"); }
TEST(FuzzExtremes, ColocateRefreshCase) { sweep("tools/oracle/cases/colocate_refresh.fleetcost"); }
TEST(FuzzExtremes, OnDemandCase) { sweep("tools/oracle/cases/on_demand_flat.fleetcost"); }

}  // namespace
}  // namespace fleetcost::fuzz
