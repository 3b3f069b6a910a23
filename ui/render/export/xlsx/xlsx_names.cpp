// Making defined names readable, valid and unique.
#include "ui/render/export/xlsx/xlsx_names.h"

#include <cctype>

namespace fleetcost::ui {

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string nameToken(std::string_view text, std::size_t maxLength) {
  std::string out;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) && byte < 0x80) {
      out += c;
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  if (out.size() > maxLength) out.resize(maxLength);
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

std::string DefinedNames::make(std::string_view prefix, std::string_view object,
                               std::string_view key, std::string_view fallback) {
  std::string stem(prefix);
  if (!object.empty()) {
    std::string token = nameToken(object);
    if (token.empty()) token = nameToken(fallback);
    stem += token + '_';
  }
  stem += nameToken(key, 120);
  // A name may not begin with a digit; every name holds an underscore or is a JSON key, so it
  // is never a cell reference such as "AB12" or "R1C1".
  if (stem.empty() || std::isdigit(static_cast<unsigned char>(stem.front()))) stem = '_' + stem;
  std::string name = stem;
  for (int k = 2; taken(name); ++k) name = stem + '_' + std::to_string(k);
  taken_.insert(lower(name));
  return name;
}

bool DefinedNames::taken(std::string_view name) const {
  return taken_.count(lower(name)) > 0;
}

}  // namespace fleetcost::ui
