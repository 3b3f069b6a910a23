// fleetcost-cli: the command-line evaluator (see cli_app.h).
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#ifdef FLEETCOST_WITH_REPORTS
#include "app/cli/table_language.h"
#endif

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
#ifdef FLEETCOST_WITH_REPORTS
  fleetcost::cli::installTableLanguage();
#endif
  const std::vector<std::string> args(argv + 1, argv + argc);
  const int code = fleetcost::cli::runCli(args, std::cout, std::cerr);
  std::cout.flush();
  return code;
}
