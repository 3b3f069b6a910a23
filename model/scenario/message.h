// A message as data: an English template with %1..%n marked for translation, and its arguments
// (numbers already formatted, keys, quoted names, or messages of their own). No Qt here: the UI
// and the command line show it in the reader's language (ui/core/format/problem_text.h).
#pragma once

#include <string>
#include <vector>

// Marks a template for translation without translating it. lupdate reads it as QT_TRANSLATE_NOOP
// (`-tr-function-alias QT_TRANSLATE_NOOP+=FC_TRANSLATE_NOOP`); the context and the template must
// be string literals.
#define FC_TRANSLATE_NOOP(context, source) \
  ::fleetcost::MessageTemplate {           \
    context, source                        \
  }

// Marks a text for translation and is that text (a const char*): for labels and units in tables.
// lupdate reads it as QT_TRANSLATE_NOOP too (`QT_TRANSLATE_NOOP+=FC_TEXT_NOOP`).
#define FC_TEXT_NOOP(context, source) source

namespace fleetcost {

struct MessageTemplate {
  const char* context;
  const char* source;
};

struct Message {
  Message() = default;
  // Shown as it is in every language: a number, a key, an id, a quoted name.
  Message(std::string verbatim) : text(std::move(verbatim)) {}  // NOLINT: implicit on purpose
  Message(const char* verbatim) : text(verbatim) {}             // NOLINT
  // A template to translate, with its arguments for %1, %2, ... (at most 9).
  Message(MessageTemplate t, std::vector<Message> arguments = {})
      : context(t.context), text(t.source), args(std::move(arguments)) {}

  const char* context = nullptr;  // null: `text` is verbatim
  std::string text;               // the English template (or the verbatim text)
  std::vector<Message> args;

  bool translatable() const { return context != nullptr; }
  bool empty() const { return text.empty(); }
};

// `text` with %1..%9 replaced by `args` in one pass (an argument's own "%1" stays as it is); a
// placeholder without an argument stays too.
std::string fillPlaceholders(const std::string& text, const std::vector<std::string>& args);

// The message in English: every template filled, arguments first.
std::string englishText(const Message& message);

}  // namespace fleetcost
