// libFuzzer target that reaches the evaluator more often than raw bytes do: the input is a list of
// edits to the numbers of valid workbooks (the examples and the oracle's cases), each set to an
// edge value or scaled, then the workbook goes through the same checks as workbook_fuzzer.
// Input: byte 0 picks the workbook; then 4 bytes per edit: 2 pick the number, 1 the operation
// (an edge value, a factor or a removal of the key), 1 its argument.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/fuzz_checks.h"

namespace {

using Json = nlohmann::ordered_json;

struct Base {
  Json json;
  std::vector<Json::json_pointer> numbers;
};

void numberPointers(const Json& value, const Json::json_pointer& at,
                    std::vector<Json::json_pointer>& out) {
  if (value.is_number()) {
    out.push_back(at);
  } else if (value.is_object()) {
    for (const auto& [key, item] : value.items()) numberPointers(item, at / key, out);
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i) numberPointers(value[i], at / i, out);
  }
}

std::vector<Base> loadBases() {
  std::vector<Base> bases;
  for (const char* file :
       {"assets/examples/teaching-one-gpu.fleetcost", "assets/examples/tokyo-vs-hong-kong.fleetcost",
        "tools/oracle/cases/hybrid.fleetcost", "tools/oracle/cases/after_tax_db.fleetcost",
        "tools/oracle/cases/reserved.fleetcost", "tools/oracle/cases/colocate_refresh.fleetcost",
        "tools/oracle/cases/on_demand_flat.fleetcost"}) {
    std::ifstream in(std::string(FLEETCOST_SOURCE_DIR) + "/" + file);
    std::stringstream text;
    text << in.rdbuf();
    Base base{Json::parse(text.str()), {}};
    numberPointers(base.json, Json::json_pointer(), base.numbers);
    bases.push_back(std::move(base));
  }
  return bases;
}

const double kEdges[] = {0.0,
                         -0.0,
                         -1.0,
                         -0.999999,
                         1.0,
                         0.5,
                         2.0,
                         1e-9,
                         1e-300,
                         std::numeric_limits<double>::denorm_min(),
                         1e300,
                         std::numeric_limits<double>::max(),
                         -std::numeric_limits<double>::max(),
                         9.3e18,
                         600.0,
                         601.0,
                         1e6,
                         1e6 + 1,
                         730e6,
                         168.0,
                         10.0,
                         3.0,
                         1.0 + 1e-12,
                         0.9999999999};
const double kFactors[] = {0.0, -1.0, 0.5, 1.0000001, 1.5, 2.0, 10.0, 1000.0, 1e6, 1e-6};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<Base> bases = loadBases();
  if (size < 1) return 0;
  const Base& base = bases[data[0] % bases.size()];
  Json doc = base.json;
  for (std::size_t i = 1; i + 4 <= size; i += 4) {
    const auto& pointer = base.numbers[(data[i] | (data[i + 1] << 8)) % base.numbers.size()];
    if (!doc.contains(pointer)) continue;  // removed by an earlier edit
    Json& number = doc[pointer];
    if (!number.is_number()) continue;
    const std::uint8_t op = data[i + 2] % 4, arg = data[i + 3];
    if (op == 0 || op == 1) {
      number = kEdges[arg % std::size(kEdges)];
    } else if (op == 2) {
      number = number.get<double>() * kFactors[arg % std::size(kFactors)];
    } else if (arg % 8 == 0 && pointer.back().find_first_not_of("0123456789") != std::string::npos) {
      doc[pointer.parent_pointer()].erase(pointer.back());  // a key no longer stated
    } else {
      number = std::round(number.get<double>()) + (arg % 5) - 2;  // a nearby whole number
    }
  }
  const std::string broken = fleetcost::fuzz::brokenInvariant(doc.dump());
  if (!broken.empty()) {
    std::fprintf(stderr, "edits_fuzzer: %s\n%s\n", broken.c_str(), doc.dump().c_str());
    std::abort();
  }
  return 0;
}
