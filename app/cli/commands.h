// The subcommands of fleetcost-cli; one file each.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace fleetcost::cli {

struct Command {
  const char* name;
  const char* summary;
  const char* help;
  int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

int runEvaluate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runValidate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const char* const kEvaluateHelp;
extern const char* const kValidateHelp;

}  // namespace fleetcost::cli
