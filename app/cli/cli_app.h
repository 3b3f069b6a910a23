// fleetcost-cli as a function, so tests run it in-process: arguments in, text on two
// streams, an exit code out (0 done, 1 problems in the workbook, 2 usage error).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace fleetcost::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;
inline constexpr int kExitUsage = 2;

// args excludes the program name.
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace fleetcost::cli
