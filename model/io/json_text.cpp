// A SAX handler that builds the document while tracking the JSON pointer, so every
// syntax error and limit names the place in the workbook where it happened.
#include "model/io/json_text.h"

#include <cctype>
#include <cmath>
#include <unordered_map>
#include <vector>

#include "model/scenario/field_rule.h"

namespace fleetcost::io {

std::string childPointer(const std::string& pointer, std::string_view key) {
  std::string out = pointer + "/";
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string childPointer(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

std::string describeJsonType(const Json& value) {
  return englishText(jsonTypeText(value));
}

Message jsonTypeText(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::boolean:
      return value.get<bool>() ? "true" : "false";
    case Json::value_t::string:
      return Message(FC_TRANSLATE_NOOP("Problems", "a string"));
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
      return Message(FC_TRANSLATE_NOOP("Problems", "a number"));
    case Json::value_t::object:
      return Message(FC_TRANSLATE_NOOP("Problems", "an object"));
    case Json::value_t::array:
      return Message(FC_TRANSLATE_NOOP("Problems", "an array"));
    default:
      return Message(FC_TRANSLATE_NOOP("Problems", "an unsupported value"));
  }
}

std::string compactText(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

namespace {

struct LineColumn {
  std::size_t line = 1;
  std::size_t column = 1;
};

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

LineColumn locate(std::string_view text, std::size_t bytePosition) {
  LineColumn at;
  const std::size_t end = std::min(bytePosition, text.size());
  // A byte order mark is not a character of the first line.
  const std::size_t first = text.substr(0, kByteOrderMark.size()) == kByteOrderMark ? 3 : 0;
  for (std::size_t i = first; i < end; ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++at.column;  // count characters, not UTF-8 continuation bytes
    }
  }
  return at;
}

void replaceAll(std::string& text, std::string_view from, std::string_view to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// Where the ill-formed UTF-8 sequence that the parser stopped in starts: the lead byte of an
// incomplete sequence just before `at`, or `at` itself (a byte that starts nothing).
std::size_t utf8SequenceStart(std::string_view text, std::size_t at) {
  if (at == 0 || at > text.size()) return at;
  std::size_t lead = at - 1;
  while (lead > 0 && (static_cast<unsigned char>(text[lead]) & 0xC0) == 0x80) --lead;
  const auto byte = static_cast<unsigned char>(text[lead]);
  const std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
  return length > 1 && lead + length > at ? lead : at;
}

// A byte for a message: 'x' when it is printable ASCII, else its value ("byte 0xFF").
std::string describeByte(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7F) return std::string("character '") + c + "'";
  static const char* const digits = "0123456789ABCDEF";
  return std::string("byte 0x") + digits[byte >> 4] + digits[byte & 0xF];
}

// What an "invalid literal" is: a bare word, a single quote, or some other character.
std::string invalidLiteral(const std::string& word, char offending) {
  if (!word.empty())
    return "unexpected word '" + (word.size() > 40 ? word.substr(0, 40) + "..." : word) +
           "' (text needs double quotes; true, false and null are JSON's only words)";
  if (offending == '\'') return "unexpected single quote (JSON strings use double quotes)";
  if (offending == '/') return "unexpected character '/' (JSON has no comments)";
  return "unexpected " + describeByte(offending);
}

// The reason part of nlohmann's message in plain words: without its "[json.exception...] parse
// error at ...: syntax error while parsing value - " prefix and without the "last read" text
// (which may hold the very bytes that are not UTF-8). `offending` is the byte it stopped at.
Message reasonOf(const std::string& what, const std::string& word, char offending) {
  const auto colon = what.find(": ", what.find("column"));
  std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
  if (reason.rfind("syntax error", 0) == 0) {
    const auto dash = reason.find(" - ");
    if (dash != std::string::npos) reason = reason.substr(dash + 3);
  }
  const auto lastRead = reason.find("; last read: '");
  if (lastRead != std::string::npos) {
    const auto expected = reason.find("'; expected ", lastRead);
    reason = reason.substr(0, lastRead) +
             (expected == std::string::npos ? "" : reason.substr(expected + 1));
  }
  if (reason.find("ill-formed UTF-8 byte") != std::string::npos)
    return Message(
        FC_TRANSLATE_NOOP("Problems", "the text is not valid UTF-8 (%1); save the file as UTF-8"),
        {describeByte(offending)});
  if (reason.rfind("invalid literal", 0) == 0)
    reason.replace(0, 15, invalidLiteral(word, offending));
  replaceAll(reason, "expected string literal", "expected a key in double quotes");
  replaceAll(reason, "expected '[', '{', or a literal", "expected a value");
  replaceAll(reason, "unexpected number literal", "unexpected number");
  replaceAll(reason, "unexpected string literal", "unexpected string");
  return reason;
}

class DomBuilder : public nlohmann::json_sax<Json> {
 public:
  explicit DomBuilder(std::string_view text) : text_(text) {}

  Json takeRoot() { return std::move(root_); }
  Problems& problems() { return problems_; }

  bool null() override { return put(nullptr); }
  bool boolean(bool value) override { return put(value); }
  bool number_integer(number_integer_t value) override { return put(value); }
  bool number_unsigned(number_unsigned_t value) override { return put(value); }
  bool number_float(number_float_t value, const string_t& text) override {
    if (!std::isfinite(value)) {
      problems_.push_back(problemAt(
          valuePointer(),
          Message(FC_TRANSLATE_NOOP(
                      "Problems",
                      "the number %1 is beyond the range of numbers FleetCost can compute with"),
                  {text})));
      return put(nullptr);
    }
    return put(value);
  }
  bool string(string_t& value) override { return put(std::move(value)); }
  bool binary(binary_t&) override { return false; }  // JSON text has no binary values

  bool start_object(std::size_t) override { return open(Json::object()); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }

  bool key(string_t& key) override {
    Frame& top = stack_.back();
    // A hashed index of the object's keys: a linear search per key would make reading an
    // object of n keys take n^2 steps.
    const auto [slot, added] = top.keySlots.try_emplace(key, top.node->size());
    if (!added) {
      problems_.push_back(problemAt(
          childPointer(top.pointer, key),
          Message(FC_TRANSLATE_NOOP("Problems", "the key %1 appears twice in the same object"),
                  {quotedText(key)})));
    }
    top.key = key;
    top.keySlot = slot->second;
    top.keyPending = true;
    return true;
  }

  bool parse_error(std::size_t position, const std::string& lastToken,
                   const nlohmann::detail::exception& error) override {
    std::size_t at = position == 0 ? 0 : position - 1;
    if (std::string_view(error.what()).find("ill-formed UTF-8") != std::string_view::npos)
      at = utf8SequenceStart(text_, at);
    std::size_t wordStart = at;
    const std::string word = wordAround(at, &wordStart);
    std::string lower = word;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool notANumber = lower == "nan" || lower == "inf" || lower == "infinity";
    // NaN and Infinity are reported where the word starts ("nan" stops at its "a").
    const LineColumn stop = locate(text_, notANumber ? wordStart : at);
    if (error.id == 406) {  // nlohmann: a number beyond double range; point at its start
      std::string number = numberIn(lastToken);
      const std::size_t digits = number.size();
      const LineColumn start = locate(text_, position >= digits ? position - digits : 0);
      if (digits > 40)
        number = number.substr(0, 30) + "... (" + std::to_string(digits) + " characters)";
      problems_.push_back(
          problemAt(valuePointer(),
                    Message(FC_TRANSLATE_NOOP("Problems",
                                              "the number %1 is beyond the range of numbers "
                                              "FleetCost can compute with (line %2, column %3)"),
                            {number, std::to_string(start.line), std::to_string(start.column)})));
      failed_ = true;
      return false;
    }
    Message reason;
    const std::string what = error.what();
    if (notANumber) {
      reason = Message(
          FC_TRANSLATE_NOOP("Problems", "NaN and Infinity are not numbers that JSON allows"));
    } else if (what.find("unexpected end of input") != std::string::npos) {
      reason = Message(FC_TRANSLATE_NOOP(
          "Problems", "the file ends before the JSON is complete (is it truncated?)"));
    } else if (what.find("expected end of input") != std::string::npos) {
      reason =
          Message(FC_TRANSLATE_NOOP("Problems", "more text follows the end of the JSON value"));
    } else {
      // The bare word it stopped in or just after ("tru}" stops at the brace).
      const std::string bare = !word.empty() || at == 0 ? word : wordAround(at - 1);
      reason = reasonOf(what, bare, at < text_.size() ? text_[at] : '\0');
    }
    problems_.push_back(problemAt(
        valuePointer(),
        Message(FC_TRANSLATE_NOOP("Problems", "not valid JSON at line %1, column %2: %3"),
                {std::to_string(stop.line), std::to_string(stop.column), std::move(reason)})));
    failed_ = true;
    return false;
  }

  bool failed() const { return failed_; }

 private:
  // The run of letters around a byte, and where it begins.
  std::string wordAround(std::size_t at, std::size_t* start = nullptr) const {
    const auto isLetter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    if (at >= text_.size() || !isLetter(text_[at])) return "";
    std::size_t begin = at, end = at;
    while (begin > 0 && isLetter(text_[begin - 1])) --begin;
    if (start) *start = begin;
    while (end < text_.size() && isLetter(text_[end])) ++end;
    return std::string(text_.substr(begin, end - begin));
  }

  // The number at the end of nlohmann's "last read" text.
  static std::string numberIn(const std::string& lastToken) {
    std::size_t begin = lastToken.size();
    while (begin > 0 &&
           std::string("0123456789+-.eE").find(lastToken[begin - 1]) != std::string::npos)
      --begin;
    return lastToken.substr(begin);
  }

  struct Frame {
    Json* node = nullptr;
    std::string pointer;
    std::string key;          // the last key read, for objects
    std::size_t keySlot = 0;  // its place in the object (its first place when it appears twice)
    bool keyPending = false;  // its value is not read yet
    std::unordered_map<std::string, std::size_t> keySlots;  // every key of the object: its place
  };

  // Pointer of the value being read now: the pending key, or the next array index; the object
  // itself between a value and the next key.
  std::string valuePointer() const {
    if (stack_.empty()) return "";
    const Frame& top = stack_.back();
    if (top.node->is_array()) return childPointer(top.pointer, top.node->size());
    if (!top.keyPending) return top.pointer;
    return childPointer(top.pointer, top.key);
  }

  Json* insert(Json&& value) {
    if (stack_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    Frame& top = stack_.back();
    if (top.node->is_array()) {
      top.node->push_back(std::move(value));
      return &top.node->back();
    }
    top.keyPending = false;
    // Appended without ordered_map's linear search; a key read twice keeps its first place and
    // its last value, as operator[] did.
    auto& object = top.node->get_ref<Json::object_t&>();
    if (top.keySlot < object.size()) {
      Json& slot = (object.begin() + static_cast<std::ptrdiff_t>(top.keySlot))->second;
      slot = std::move(value);
      return &slot;
    }
    object.Json::object_t::Container::emplace_back(top.key, std::move(value));
    return &object.back().second;
  }

  bool put(Json&& value) {
    insert(std::move(value));
    return true;
  }

  bool open(Json&& container) {
    const std::string pointer = valuePointer();
    if (static_cast<int>(stack_.size()) >= kMaxNestingDepth) {
      problems_.push_back(problemAt(
          pointer,
          Message(FC_TRANSLATE_NOOP("Problems", "nesting deeper than %1 levels is not allowed"),
                  {std::to_string(kMaxNestingDepth)})));
      failed_ = true;
      return false;
    }
    Json* node = insert(std::move(container));
    Frame frame;
    frame.node = node;
    frame.pointer = pointer;
    stack_.push_back(std::move(frame));
    return true;
  }

  bool close() {
    stack_.pop_back();
    return true;
  }

  std::string_view text_;
  Json root_;
  std::vector<Frame> stack_;
  Problems problems_;
  bool failed_ = false;
};

}  // namespace

ParsedJson parseJsonText(std::string_view text) {
  ParsedJson parsed;
  // Whole-file problems that the parser would only describe by their first byte.
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    parsed.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "the file is empty"))));
    return parsed;
  }
  if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF") {
    parsed.problems.push_back(problemAt(
        "", Message(FC_TRANSLATE_NOOP(
                "Problems", "the file is UTF-16 text; FleetCost reads UTF-8: save it as UTF-8"))));
    return parsed;
  }
  DomBuilder builder(text);
  bool ok = false;
  try {
    ok = Json::sax_parse(text.begin(), text.end(), &builder, nlohmann::detail::input_format_t::json,
                         true, false);
  } catch (const std::exception& error) {  // nlohmann reports through parse_error; be safe
    builder.problems().push_back(problemAt(
        "",
        Message(FC_TRANSLATE_NOOP("Problems", "not valid JSON: %1"), {std::string(error.what())})));
    ok = false;
  }
  parsed.problems = std::move(builder.problems());
  if (ok && !builder.failed()) parsed.document = builder.takeRoot();
  if (!ok && parsed.problems.empty())
    parsed.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "not valid JSON"))));
  return parsed;
}

}  // namespace fleetcost::io
