// libFuzzer entry point of the workbook fuzzer: any bytes through the reader, both validation
// stages, saving and reading back, and the evaluation of every clean scenario (fuzz_checks.h).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string broken = fleetcost::fuzz::brokenInvariant(
      std::string_view(reinterpret_cast<const char*>(data), size));
  if (!broken.empty()) {
    std::fprintf(stderr, "workbook_fuzzer: %s\n", broken.c_str());
    std::abort();
  }
  return 0;
}
