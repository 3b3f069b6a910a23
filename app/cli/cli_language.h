// The command line's messages (problems, usage errors, help) and its tables' words in the reader's
// language: English until fleetcost-cli installs a translator (app/cli/table_language.h, in builds
// with the GUI).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/scenario/problem.h"

namespace fleetcost::cli {

using MessageTranslator = std::function<std::string(const Message&)>;

// Replaces the translator (an empty one restores English). Not thread-safe: call at start-up.
void setMessageTranslator(MessageTranslator translator);

// `message` in the reader's language.
std::string cliText(const Message& message);
// A template of the command line's own (FC_TRANSLATE_NOOP("CliTable", "Note on %1: %2")) in the
// reader's language, %1, %2, ... filled with `args` (verbatim texts or messages of their own).
std::string cliText(MessageTemplate text, std::vector<Message> args);
// A problem's message in the reader's language (its English one when it has no template).
std::string cliProblemText(const Problem& problem);

}  // namespace fleetcost::cli
