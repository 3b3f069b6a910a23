// The number rules of MODEL.md §8 and their messages.
#include "model/scenario/field_rule.h"

#include <charconv>
#include <cmath>

namespace fleetcost {

bool isWholeNumberRule(Rule rule) {
  return rule == Rule::Horizon || rule == Rule::WholeNonNegative || rule == Rule::WholePositive ||
         rule == Rule::MonthOfYear;
}

std::string withThousands(long long n) {
  const std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && digits[i - 1] != '-' && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string formatNumber(double value) {
  // Plain digits when they are short ("-100000", not the shorter "-1e+05"); the shortest form
  // otherwise ("1e+300").
  char buffer[400];
  const auto fixed = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed);
  if (fixed.ec == std::errc() && fixed.ptr - buffer <= 21) return std::string(buffer, fixed.ptr);
  const auto shortest = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, shortest.ptr);
}

std::string shortText(const std::string& text) {
  const std::string quoted = quotedText(text);
  return quoted.size() == text.size() + 2 ? text : quoted;
}

std::size_t characterCount(const std::string& text) {
  std::size_t characters = 0;
  for (char c : text)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++characters;  // not a continuation
  return characters;
}

std::optional<std::string> checkTextLength(const std::string& text, std::size_t maxCharacters,
                                           const std::string& what) {
  const auto problem = textLengthProblem(text, maxCharacters, what);
  return problem ? std::optional<std::string>(englishText(*problem)) : std::nullopt;
}

std::optional<Message> textLengthProblem(const std::string& text, std::size_t maxCharacters,
                                         const Message& what) {
  if (text.size() <= maxCharacters || characterCount(text) <= maxCharacters) return std::nullopt;
  std::string limit = std::to_string(maxCharacters);
  for (int i = static_cast<int>(limit.size()) - 3; i > 0; i -= 3) limit.insert(i, ",");
  if (what.text.empty())
    return Message(FC_TRANSLATE_NOOP("Problems", "at most %1 characters are allowed, got %2"),
                   {limit, quotedText(text)});
  return Message(FC_TRANSLATE_NOOP("Problems", "at most %1 characters are allowed in %2, got %3"),
                 {limit, what, quotedText(text)});
}

std::string quotedText(const std::string& text) {
  constexpr std::size_t kShown = 60;
  std::size_t characters = 0, cut = text.size();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;  // UTF-8 continuation
    if (characters == kShown) cut = i;
    ++characters;
  }
  if (characters <= kShown) return "\"" + text + "\"";
  std::string count = std::to_string(characters);
  for (int i = static_cast<int>(count.size()) - 3; i > 0; i -= 3) count.insert(i, ",");
  return "\"" + text.substr(0, cut) + "...\" (" + count + " characters)";
}

std::optional<std::string> checkRule(Rule rule, double v) {
  const auto problem = ruleProblem(rule, v);
  return problem ? std::optional<std::string>(englishText(*problem)) : std::nullopt;
}

std::optional<Message> ruleProblem(Rule rule, double v) {
  const auto broken = [&](MessageTemplate t) { return Message(t, {formatNumber(v)}); };
  if (!std::isfinite(v))
    return broken(FC_TRANSLATE_NOOP("Problems", "must be a finite number, got %1"));
  const bool whole = std::floor(v) == v;
  switch (rule) {
    case Rule::Any:
      return std::nullopt;
    case Rule::NonNegative:
      if (v < 0) return broken(FC_TRANSLATE_NOOP("Problems", "must be 0 or more, got %1"));
      return std::nullopt;
    case Rule::Positive:
      if (!(v > 0)) return broken(FC_TRANSLATE_NOOP("Problems", "must be more than 0, got %1"));
      return std::nullopt;
    case Rule::AnnualChange:
      if (!(v > -1))
        return broken(
            FC_TRANSLATE_NOOP("Problems", "must be more than -1 (a fall of 100%), got %1"));
      return std::nullopt;
    case Rule::UnitInterval:
      if (v < 0 || v > 1)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be between 0 and 1, got %1"));
      return std::nullopt;
    case Rule::Pue:
      if (v < 1.0 || v > 3.0)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be between 1.0 and 3.0, got %1"));
      return std::nullopt;
    case Rule::Headroom:
      if (v < 0 || v > 10)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be between 0 and 10, got %1"));
      return std::nullopt;
    case Rule::Horizon:
      if (!whole || v < 1 || v > 600)
        return broken(FC_TRANSLATE_NOOP("Problems",
                                        "must be a whole number of months from 1 to 600, got %1"));
      return std::nullopt;
    case Rule::WholeNonNegative:
      if (!whole || v < 0)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be a whole number, 0 or more, got %1"));
      return std::nullopt;
    case Rule::WholePositive:
      if (!whole || v < 1)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be a whole number, 1 or more, got %1"));
      return std::nullopt;
    case Rule::MonthOfYear:
      if (!whole || v < 1 || v > 12)
        return broken(FC_TRANSLATE_NOOP("Problems", "must be a month from 1 to 12, got %1"));
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace fleetcost
