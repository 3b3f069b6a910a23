// A small parser for one subcommand's arguments: positional file, --name VALUE options and
// --flag switches, with a clear message for anything else.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/cli/cli_language.h"
#include "model/scenario/problem.h"

namespace fleetcost::cli {

struct OptionSpec {
  std::set<std::string> valued;    // e.g. "--scenario", "--format"
  std::set<std::string> switches;  // e.g. "--after-tax"
  int positionals = 1;
};

struct ParsedOptions {
  std::vector<std::string> positionals;
  std::map<std::string, std::vector<std::string>> values;  // repeatable options keep order
  std::set<std::string> switches;
  bool help = false;
  Message error;  // set when the arguments cannot be understood

  std::optional<std::string> value(const std::string& name) const;
};

ParsedOptions parseOptions(const std::vector<std::string>& args, const OptionSpec& spec);

// The value of --trials for the risk charts of report and export: a whole number from 1 to
// 1000000, or the default; false (with `error` set) otherwise.
bool riskTrialsOption(const ParsedOptions& options, long long& trials, Message& error);

// "FILE: message" for problems of the file as a whole, "POINTER: message" otherwise; the message
// in the reader's language (cli_language.h).
std::string problemLine(const std::string& file, const Problem& problem);

}  // namespace fleetcost::cli
