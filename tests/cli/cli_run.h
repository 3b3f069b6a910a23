// Runs fleetcost-cli in the test process and keeps its exit code and both streams.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"

namespace fleetcost::cli {

struct CliRun {
  int code;
  std::string out;
  std::string err;
};

inline CliRun run(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int code = runCli(args, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace fleetcost::cli
