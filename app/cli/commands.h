// The subcommands of fleetcost-cli; one file each.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "model/scenario/message.h"

namespace fleetcost {
struct RiskModel;
}

namespace fleetcost::cli {

struct ParsedOptions;

struct Command {
  const char* name;
  MessageTemplate summary;
  MessageTemplate help;
  int (*run)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
};

int runEvaluate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runValidate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

extern const MessageTemplate kEvaluateHelp;
extern const MessageTemplate kValidateHelp;

// Risk analyses (MODEL.md §7): command_sensitivity.cpp, command_montecarlo.cpp,
// command_breakeven_map.cpp.
int runSensitivity(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runMonteCarlo(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runBreakEvenMap(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
extern const MessageTemplate kSensitivityHelp;
extern const MessageTemplate kMonteCarloHelp;
extern const MessageTemplate kBreakEvenMapHelp;
// The plan finder (docs/finder.md): command_find.cpp.
int runFind(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
extern const MessageTemplate kFindHelp;
// Thresholds (goal seek, docs/thresholds.md): command_thresholds.cpp.
int runThresholds(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
extern const MessageTemplate kThresholdsHelp;
// Shared by the risk commands (in command_sensitivity.cpp): prints a usage error; loads the
// selected scenarios (--scenario, --after-tax, --pre-tax) and builds their risk models, printing
// problems (exit 1) or usage errors (exit 2); 0 when every model was built.
int riskUsageError(const std::string& command, std::ostream& err, const Message& message);
int loadRiskModels(const std::string& command, const ParsedOptions& options, std::ostream& err,
                   std::vector<std::shared_ptr<const RiskModel>>& models);

#ifdef FLEETCOST_WITH_REPORTS
int runReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
extern const MessageTemplate kReportHelp;
extern const MessageTemplate kExportHelp;
#endif

}  // namespace fleetcost::cli
