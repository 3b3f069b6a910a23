// The command line's translator hook and argument filling.
#include "model/util/cli_text.h"

#include <vector>

#include "model/scenario/message.h"

namespace fleetcost {

namespace {
TextTranslator& current() {
  static TextTranslator translator;
  return translator;
}
}  // namespace

void setTextTranslator(TextTranslator translator) {
  current() = std::move(translator);
}

std::string translate(const char* context, const char* source) {
  if (!current()) return source;
  std::string text = current()(context, source);
  return text.empty() ? std::string(source) : text;
}

std::string fillArgs(std::string text, std::initializer_list<std::string> args) {
  return fillPlaceholders(text, std::vector<std::string>(args));
}

}  // namespace fleetcost
