// Filling a message's placeholders, and its English text.
#include "model/scenario/message.h"

namespace fleetcost {

std::string fillPlaceholders(const std::string& text, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
      const auto n = static_cast<std::size_t>(text[i + 1] - '1');
      if (n < args.size()) {
        out += args[n];
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

std::string englishText(const Message& message) {
  if (message.args.empty()) return message.text;
  std::vector<std::string> args;
  args.reserve(message.args.size());
  for (const Message& arg : message.args) args.push_back(englishText(arg));
  return fillPlaceholders(message.text, args);
}

}  // namespace fleetcost
