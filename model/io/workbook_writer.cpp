// The Workbook -> JSON half of the file format: each object's plain fields, parts and kept keys
// through its field and part tables (field_specs.h, workbook_shape.h).
#include "model/io/workbook_writer.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "model/io/json_text.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

using io::Json;

namespace {

Json number(double value) {
  // Whole values are written as integers ("60", not "60.0").
  if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 9.0e15)
    return static_cast<std::int64_t>(value);
  return value;
}

// JSON text kept by the reader (or typed in the app) back into a value.
Json parseKept(const std::string& text) {
  io::ParsedJson parsed = io::parseJsonText(text);  // linear; Json::parse is n^2 in keys
  return parsed.document ? std::move(*parsed.document) : Json::parse(text);
}

// Appends the kept keys that no typed value replaced, in their order. Hashed, and appended
// without ordered_map's linear search: an object of n kept keys is written in about n steps.
void appendUnknown(Json& out, const UnknownKeys& unknown) {
  if (unknown.entries.empty()) return;
  auto& object = out.get_ref<Json::object_t&>();
  std::vector<std::string> typed;
  typed.reserve(object.size());
  for (const auto& entry : object) typed.push_back(entry.first);
  std::unordered_set<std::string_view> written(typed.begin(), typed.end());
  written.reserve(typed.size() + unknown.entries.size());
  object.reserve(object.size() + unknown.entries.size());
  for (const auto& [key, text] : unknown.entries) {
    if (!written.insert(key).second) continue;  // a typed value replaced what was kept
    object.Json::object_t::Container::emplace_back(key, parseKept(text));
  }
}

Json figure(const Figure& f) {
  if (!f.needsObject()) return number(f.value);
  Json out = Json::object();
  out[figureKey(FigurePart::Value)] = number(f.value);
  if (f.low) out[figureKey(FigurePart::Low)] = number(*f.low);
  if (f.high) out[figureKey(FigurePart::High)] = number(*f.high);
  if (!f.source.empty()) out[figureKey(FigurePart::Source)] = f.source;
  if (!f.asOf.empty()) out[figureKey(FigurePart::AsOf)] = f.asOf;
  if (!f.note.empty()) out[figureKey(FigurePart::Note)] = f.note;
  if (!f.evidence.empty()) out[figureKey(FigurePart::Evidence)] = f.evidence;
  appendUnknown(out, f.extras);
  return out;
}

// The rates in their order; a currency listed twice keeps its first place and its last rate.
Json fxRatesJson(const FxRates& fxPerUsd) {
  Json rates = Json::object();
  auto& object = rates.get_ref<Json::object_t&>();
  std::unordered_map<std::string_view, std::size_t> places;
  places.reserve(fxPerUsd.size());
  object.reserve(fxPerUsd.size());
  for (const auto& [currency, rate] : fxPerUsd) {
    const auto [place, added] = places.try_emplace(currency, object.size());
    if (added)
      object.Json::object_t::Container::emplace_back(currency, figure(rate));
    else
      (object.begin() + static_cast<std::ptrdiff_t>(place->second))->second = figure(rate);
  }
  return rates;
}

template <class T>
void plainFields(const T& object, Json& out) {
  for (const auto& spec : fieldSpecs<T>()) {
    std::visit(
        [&](auto member) {
          const auto& field = object.*member;
          using Member = std::remove_cvref_t<decltype(field)>;
          if constexpr (std::is_same_v<Member, Figure>) {
            if (field.present) out[spec.key] = figure(field);
          } else {
            if (field) out[spec.key] = *field;
          }
        },
        spec.member);
  }
}

template <class T>
Json objectJson(const T& object);

template <class T>
Json listJson(const std::vector<T>& items) {
  Json out = Json::array();
  for (const auto& item : items) out.push_back(objectJson(item));
  return out;
}

// T's parts in their table's order (workbook_shape.h), each when its `written` rule says so.
template <class T>
void parts(const T& object, Json& out) {
  for (const auto& spec : partSpecs<T>()) {
    const bool stated = spec.present && object.*spec.present;
    std::visit(
        [&](auto member) {
          const auto& field = object.*member;
          using Member = std::remove_cvref_t<decltype(field)>;
          if constexpr (std::is_same_v<Member, FxRates>) {
            if (stated) out[spec.key] = fxRatesJson(field);
          } else if constexpr (std::is_same_v<Member, std::vector<std::string>>) {
            if (stated) out[spec.key] = field;
          } else if constexpr (std::is_same_v<Member, WeeklyWeights>) {
            if constexpr (std::is_same_v<T, Workload>) {
              if (field) {
                Json weights = Json::array();
                for (double weight : *field) weights.push_back(number(weight));
                out[spec.key] = weights;
              } else if (object.profilePreset) {
                out[spec.key] = *object.profilePreset;
              }
            }
          } else if constexpr (requires { typename Member::value_type; }) {
            // An empty list is not written over a value kept verbatim under the same key.
            const bool write = spec.written == Written::Always
                                   ? !field.empty() || !object.extras.keys.find(spec.key)
                               : spec.written == Written::WhenStatedOrFilled
                                   ? stated || !field.empty()
                                   : stated;
            if (write) out[spec.key] = listJson(field);
          } else {
            if (field.present) out[spec.key] = objectJson(field);
          }
        },
        spec.member);
  }
}

// Plain fields, then parts, then the kept keys.
template <class T>
Json objectJson(const T& object) {
  const Extras& extras = object.extras;
  if (extras.notAnObject) return Json::parse(*extras.notAnObject);
  Json out = Json::object();
  plainFields(object, out);
  parts(object, out);
  appendUnknown(out, extras.keys);
  return out;
}

}  // namespace

std::string writeWorkbookText(const Workbook& workbook) {
  const Json out = objectJson(workbook);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string writeWorkbookFile(const Workbook& workbook, const std::string& path) {
  const std::string text = writeWorkbookText(workbook);
  const std::string temporary = path + ".saving";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return std::string("cannot write ") + temporary + ": " + std::strerror(errno);
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string error = std::strerror(errno);
      ::close(fd);
      std::remove(temporary.c_str());
      return "cannot write " + temporary + ": " + error;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    const std::string error = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot write " + temporary + ": " + error;
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string error = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot replace " + path + ": " + error;
  }
  return {};
}

}  // namespace fleetcost
