// Parses JSON text into a document with the limits of MODEL.md §8: depth 64, no NaN or
// Infinity, no number beyond double range, no duplicate keys. Problems name the JSON
// pointer where parsing stopped. Internal to model/io: the only header that exposes nlohmann.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "model/scenario/problem.h"

namespace fleetcost::io {

using Json = nlohmann::ordered_json;

inline constexpr int kMaxNestingDepth = 64;

struct ParsedJson {
  std::optional<Json> document;  // absent when the text is not JSON at all
  Problems problems;             // also set for a document with duplicate keys or huge numbers
};

ParsedJson parseJsonText(std::string_view text);

// Appends a reference token to a JSON pointer, escaping '~' and '/' (RFC 6901).
std::string childPointer(const std::string& pointer, std::string_view key);
std::string childPointer(const std::string& pointer, std::size_t index);

// "a string", "a number", "an object", ... for messages; "null", "true" and "false" as they are.
std::string describeJsonType(const Json& value);
Message jsonTypeText(const Json& value);

// Compact JSON text of a value; parses back to the same value.
std::string compactText(const Json& value);

}  // namespace fleetcost::io
