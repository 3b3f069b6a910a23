// Writes the large benchmark workbook (generated_workbook.h: 40 workloads, 8 plans, 120 months)
// to a file, for benchmarks that run the programs on it (scripts/spreadsheet-benchmark.sh).
// Usage: large_workbook OUT.fleetcost
#include <cstdio>
#include <fstream>

#include "bench/generated_workbook.h"
#include "model/io/workbook_writer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: large_workbook OUT.fleetcost\n");
    return 2;
  }
  fleetcost::Workbook workbook;
  workbook.format = fleetcost::kWorkbookFormat;
  workbook.version = fleetcost::Figure::of(1);
  workbook.scenarios = {fleetcost::bench::largeScenario()};
  workbook.scenariosPresent = true;
  std::ofstream out(argv[1]);
  out << fleetcost::writeWorkbookText(workbook);
  return out ? 0 : 1;
}
