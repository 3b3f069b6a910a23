// The command line's translator hook and argument filling.
#include "model/util/cli_text.h"

#include <vector>

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
  const std::vector<std::string> values(args);
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
      const std::size_t n = static_cast<std::size_t>(text[i + 1] - '1');
      if (n < values.size()) {
        out += values[n];
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace fleetcost
