// Argument parsing shared by the subcommands.
#include "app/cli/cli_options.h"

#include <charconv>

#include "app/cli/cli_language.h"

namespace fleetcost::cli {

std::optional<std::string> ParsedOptions::value(const std::string& name) const {
  const auto it = values.find(name);
  if (it == values.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

ParsedOptions parseOptions(const std::vector<std::string>& args, const OptionSpec& spec) {
  ParsedOptions parsed;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--help" || arg == "-h") {
      parsed.help = true;
      continue;
    }
    if (arg.size() > 1 && arg[0] == '-') {
      std::string name = arg, inlineValue;
      const auto equals = arg.find('=');
      const bool hasInline = equals != std::string::npos;
      if (hasInline) {
        name = arg.substr(0, equals);
        inlineValue = arg.substr(equals + 1);
      }
      if (spec.switches.count(name) && !hasInline) {
        parsed.switches.insert(name);
      } else if (spec.valued.count(name)) {
        if (hasInline) {
          parsed.values[name].push_back(inlineValue);
        } else if (i + 1 < args.size()) {
          parsed.values[name].push_back(args[++i]);
        } else {
          parsed.error = Message(FC_TRANSLATE_NOOP("Cli", "%1 needs a value"), {name});
          return parsed;
        }
      } else {
        parsed.error = Message(FC_TRANSLATE_NOOP("Cli", "unknown option %1"), {name});
        return parsed;
      }
      continue;
    }
    parsed.positionals.push_back(arg);
  }
  if (!parsed.help && static_cast<int>(parsed.positionals.size()) != spec.positionals) {
    if (parsed.positionals.empty())
      parsed.error = Message(FC_TRANSLATE_NOOP("Cli", "missing the workbook FILE"));
    else
      parsed.error =
          Message(FC_TRANSLATE_NOOP("Cli", "unexpected argument %1"), {parsed.positionals.back()});
  }
  return parsed;
}

std::string problemLine(const std::string& file, const Problem& problem) {
  return (problem.pointer.empty() ? file : problem.pointer) + ": " + cliProblemText(problem);
}

bool riskTrialsOption(const ParsedOptions& options, long long& trials, Message& error) {
  const auto text = options.value("--trials");
  if (!text) return true;
  long long value = 0;
  const auto result = std::from_chars(text->data(), text->data() + text->size(), value);
  if (result.ec != std::errc() || result.ptr != text->data() + text->size() || value < 1 ||
      value > 1'000'000) {
    error = Message(
        FC_TRANSLATE_NOOP("Cli", "--trials must be a whole number from 1 to 1000000, got '%1'"),
        {*text});
    return false;
  }
  trials = value;
  return true;
}

}  // namespace fleetcost::cli
