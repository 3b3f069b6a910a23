// The validation rule of a number field (MODEL.md §8), shared by the validator and the risk
// analyses, which check a range's bounds and draws against the same rules.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "model/scenario/message.h"

namespace fleetcost {

enum class Rule {
  Any,               // any finite number
  NonNegative,       // money, counts, rates: >= 0
  Positive,          // divisors: > 0
  AnnualChange,      // price changes, growth, discount rate: > -1
  UnitInterval,      // [0, 1]
  Pue,               // [1.0, 3.0]
  Headroom,          // [0, 10]
  Horizon,           // whole, 1..600
  WholeNonNegative,  // whole, >= 0
  WholePositive,     // whole, >= 1
  MonthOfYear,       // whole, 1..12 (a calendar month)
};

bool isWholeNumberRule(Rule rule);

// A whole number with thousands separators: 1234567 -> "1,234,567" (for messages and tables).
std::string withThousands(long long n);

// The message for a value that breaks the rule ("must be between 1.0 and 3.0, got 0.8"),
// or nothing when the value is acceptable.
std::optional<std::string> checkRule(Rule rule, double value);
// The same as a message to translate.
std::optional<Message> ruleProblem(Rule rule, double value);

// How long typed text may be (docs/MODEL.md §10 item 52): names, ids, references, currency
// codes and dates at most 200 characters (UTF-8 code points); notes and sources at most 4,000.
// Longer text is a validation problem, never cut silently.
inline constexpr std::size_t kMaxNameCharacters = 200;
inline constexpr std::size_t kMaxNoteCharacters = 4000;

// The characters (UTF-8 code points) of a text.
std::size_t characterCount(const std::string& text);
// "at most 200 characters are allowed, got "xxxx..." (16,000 characters)" for a text longer
// than `maxCharacters`, or nothing; `what` names the text ("... allowed in a currency code").
std::optional<std::string> checkTextLength(const std::string& text, std::size_t maxCharacters,
                                           const std::string& what = {});
// The same as a message; `what` is a message of its own (FC_TRANSLATE_NOOP).
std::optional<Message> textLengthProblem(const std::string& text, std::size_t maxCharacters,
                                         const Message& what = {});

// Text typed by someone, in double quotes for a message; past 60 characters it is cut and its
// length said instead ("xxxx..." (1,048,576 characters)), so a message stays readable.
std::string quotedText(const std::string& text);
// The same without the quotes, for ids and names a message shows bare (a currency code, a site
// name): "YYYY..." (1,048,576 characters) past 60 characters, the text itself otherwise.
std::string shortText(const std::string& text);

// Text that reads back as the same double: plain digits when short ("0.8", "-100000"), the
// shortest form otherwise ("1e+300").
std::string formatNumber(double value);

}  // namespace fleetcost
