// The command line's message translator hook.
#include "app/cli/cli_language.h"

#include <utility>

namespace fleetcost::cli {

namespace {
MessageTranslator& current() {
  static MessageTranslator translator;
  return translator;
}
}  // namespace

void setMessageTranslator(MessageTranslator translator) {
  current() = std::move(translator);
}

std::string cliText(const Message& message) {
  return current() ? current()(message) : englishText(message);
}

std::string cliText(MessageTemplate text, std::vector<Message> args) {
  return cliText(Message(text, std::move(args)));
}

std::string cliProblemText(const Problem& problem) {
  if (problem.text.text.empty()) return problem.message;
  return cliText(problem.text);
}

}  // namespace fleetcost::cli
