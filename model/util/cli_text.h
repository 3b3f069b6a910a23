// The words of the command line's tables in the reader's language. The model stays free of Qt:
// fleetcost-cli installs a translator (Qt's, from the program's translations); without one the
// English source text is used. lupdate finds the texts in translate("CliTable", "...") calls.
#pragma once

#include <functional>
#include <initializer_list>
#include <string>

namespace fleetcost {

using TextTranslator = std::function<std::string(const char* context, const char* source)>;

// Replaces the translator (an empty one restores English). Not thread-safe: call at start-up.
void setTextTranslator(TextTranslator translator);

// `source` in the reader's language.
std::string translate(const char* context, const char* source);

// `text` with %1, %2, ... replaced by `args` in order (at most 9).
std::string fillArgs(std::string text, std::initializer_list<std::string> args);

}  // namespace fleetcost
