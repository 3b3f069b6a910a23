// A SAX handler that builds the document while tracking the JSON pointer, so every
// syntax error and limit names the place in the workbook where it happened.
#include "io/json_text.h"

#include <cctype>
#include <cmath>
#include <vector>

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
  switch (value.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::boolean:
      return value.get<bool>() ? "true" : "false";
    case Json::value_t::string:
      return "a string";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
      return "a number";
    case Json::value_t::object:
      return "an object";
    case Json::value_t::array:
      return "an array";
    default:
      return "an unsupported value";
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

LineColumn locate(std::string_view text, std::size_t bytePosition) {
  LineColumn at;
  const std::size_t end = std::min(bytePosition, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++at.column;  // count characters, not UTF-8 continuation bytes
    }
  }
  return at;
}

// The reason part of nlohmann's message, without its "[json.exception...] parse error at..."
std::string reasonOf(const std::string& what) {
  const auto colon = what.find(": ", what.find("column"));
  std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
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
      problems_.push_back({valuePointer(), "the number " + text +
                                               " is beyond the range of "
                                               "numbers FleetCost can compute with"});
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
    if (top.node->contains(key)) {
      problems_.push_back({childPointer(top.pointer, key),
                           "the key \"" + key + "\" appears twice in the same object"});
    }
    top.key = key;
    return true;
  }

  bool parse_error(std::size_t position, const std::string& lastToken,
                   const nlohmann::detail::exception& error) override {
    const LineColumn at = locate(text_, position == 0 ? 0 : position - 1);
    const std::string where =
        "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
    if (error.id == 406) {  // nlohmann: a number beyond double range; point at its start
      const std::string number = numberIn(lastToken);
      const LineColumn start =
          locate(text_, position >= number.size() ? position - number.size() : 0);
      problems_.push_back({valuePointer(), "the number " + number +
                                               " is beyond the range of numbers FleetCost can "
                                               "compute with (line " +
                                               std::to_string(start.line) + ", column " +
                                               std::to_string(start.column) + ")"});
      failed_ = true;
      return false;
    }
    std::string reason;
    const std::string word = wordAround(position == 0 ? 0 : position - 1);
    if (word == "nan" || word == "inf" || word == "infinity") {
      reason = "NaN and Infinity are not numbers that JSON allows";
    } else if (position >= text_.size()) {
      reason = "the file ends before the JSON is complete (is it truncated?)";
    } else {
      reason = reasonOf(error.what());
    }
    problems_.push_back({valuePointer(), "not valid JSON at " + where + ": " + reason});
    failed_ = true;
    return false;
  }

  bool failed() const { return failed_; }

 private:
  // The run of letters around a byte, lower-cased ("NaN" -> "nan").
  std::string wordAround(std::size_t at) const {
    const auto isLetter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    if (at >= text_.size() || !isLetter(text_[at])) return "";
    std::size_t begin = at, end = at;
    while (begin > 0 && isLetter(text_[begin - 1])) --begin;
    while (end < text_.size() && isLetter(text_[end])) ++end;
    std::string word(text_.substr(begin, end - begin));
    for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return word;
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
    Json* node;
    std::string pointer;
    std::string key;  // pending key for objects
  };

  // Pointer of the value being read now: the pending key, or the next array index.
  std::string valuePointer() const {
    if (stack_.empty()) return "";
    const Frame& top = stack_.back();
    if (top.node->is_array()) return childPointer(top.pointer, top.node->size());
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
    Json& slot = (*top.node)[top.key];
    slot = std::move(value);
    return &slot;
  }

  bool put(Json&& value) {
    insert(std::move(value));
    return true;
  }

  bool open(Json&& container) {
    const std::string pointer = valuePointer();
    if (static_cast<int>(stack_.size()) >= kMaxNestingDepth) {
      problems_.push_back({pointer, "nesting deeper than " + std::to_string(kMaxNestingDepth) +
                                        " levels is not allowed"});
      failed_ = true;
      return false;
    }
    Json* node = insert(std::move(container));
    stack_.push_back({node, pointer, {}});
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
  DomBuilder builder(text);
  bool ok = false;
  try {
    ok = Json::sax_parse(text.begin(), text.end(), &builder, nlohmann::detail::input_format_t::json,
                         true, false);
  } catch (const std::exception& error) {  // nlohmann reports through parse_error; be safe
    builder.problems().push_back({"", std::string("not valid JSON: ") + error.what()});
    ok = false;
  }
  parsed.problems = std::move(builder.problems());
  if (ok && !builder.failed()) parsed.document = builder.takeRoot();
  if (!ok && parsed.problems.empty()) parsed.problems.push_back({"", "not valid JSON"});
  return parsed;
}

}  // namespace fleetcost::io
