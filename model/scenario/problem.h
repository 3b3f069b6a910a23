// A problem found in a workbook: the JSON pointer of the field and what is wrong with it, in
// English and as a message to translate (model/scenario/message.h).
#pragma once

#include <string>
#include <vector>

#include "model/scenario/message.h"

namespace fleetcost {

struct Problem {
  Problem() = default;
  // A problem whose message is not translated (`text` empty).
  Problem(std::string at, std::string english)
      : pointer(std::move(at)), message(std::move(english)) {}
  Problem(std::string at, std::string english, Message translatable)
      : pointer(std::move(at)), message(std::move(english)), text(std::move(translatable)) {}

  std::string pointer;  // RFC 6901, from the workbook's root; "" for the file as a whole
  std::string message;  // in English: what the command line, JSON and logs print
  Message text;         // the same as a template and its arguments; empty: `message` as it is
  // Two problems are the same when they say the same thing at the same place.
  bool operator==(const Problem& other) const {
    return pointer == other.pointer && message == other.message;
  }
};

using Problems = std::vector<Problem>;

// A problem from a message: its English text is `message`.
inline Problem problemAt(std::string pointer, Message text) {
  std::string english = englishText(text);
  return {std::move(pointer), std::move(english), std::move(text)};
}

// The message of a problem, for a message built on it: its template, or its English verbatim.
inline Message messageOf(const Problem& p) {
  return p.text.text.empty() ? Message(p.message) : p.text;
}

// "POINTER: message", the form the command line prints.
inline std::string formatProblem(const Problem& p) {
  return p.pointer + ": " + p.message;
}

}  // namespace fleetcost
