// fleetcost-cli: the command-line evaluator (see cli_app.h). An exception that escapes a command
// ends it with one line on standard error and exit status 1 (app/edge/exception_edge.h).
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#include "app/edge/exception_edge.h"
#ifdef FLEETCOST_WITH_REPORTS
#include "app/cli/table_language.h"
#endif

int main(int argc, char** argv) {
  fleetcost::app::installExceptionEdge("fleetcost-cli");
  try {
    std::ios::sync_with_stdio(false);
#ifdef FLEETCOST_WITH_REPORTS
    fleetcost::cli::installTableLanguage();
#endif
    const std::vector<std::string> args(argv + 1, argv + argc);
    const int code = fleetcost::cli::runCli(args, std::cout, std::cerr);
    std::cout.flush();
    return code;
  } catch (...) {
    std::cout.flush();
    fleetcost::app::exitAtEdge(std::current_exception());
  }
}
