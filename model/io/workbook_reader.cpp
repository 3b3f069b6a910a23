// The JSON -> Workbook half of the file format: walks each object's field and part tables
// (field_specs.h, workbook_shape.h), reads figures (bare numbers or objects) and keeps the rest.
#include "model/io/workbook_reader.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "model/io/json_text.h"
#include "model/scenario/evidence_date.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

using io::childPointer;
using io::compactText;
using io::describeJsonType;
using io::Json;
using io::jsonTypeText;

namespace {

// An older file's as_of that is not a date (docs/file-format.md): it becomes the latest date the
// text names ("" when none), and the text is kept at the end of the note.
void migrateAsOf(std::string& asOf, std::string& note) {
  if (asOf.empty() || parseEvidenceDate(asOf)) return;
  const std::string text = asOf;
  asOf = latestDateIn(text);
  note += (note.empty() ? "(sources dated: " : " (sources dated: ") + text + ")";
}

void migratePricePathDates(Workbook& workbook) {
  for (Scenario& scenario : workbook.scenarios)
    for (RentalOffer& offer : scenario.rentalOffers) {
      PricePath& path = offer.pricePath;
      if (!path.asOf) continue;
      std::string note = path.note.value_or("");
      migrateAsOf(*path.asOf, note);
      if (!note.empty()) path.note = note;
      if (path.asOf->empty()) path.asOf.reset();
    }
}

class Reader {
 public:
  explicit Reader(Problems& problems) : problems_(problems) {}

  void workbook(const Json& json, Workbook& out) { object(json, "", out); }

 private:
  void problem(const std::string& pointer, Message message) {
    problems_.push_back(problemAt(pointer, std::move(message)));
  }

  // "expected <what>, got <the JSON type of value>".
  void wrongType(const std::string& pointer, MessageTemplate expected, const Json& value) {
    problem(pointer, Message(expected, {jsonTypeText(value)}));
  }

  void keepVerbatim(Extras& extras, const std::string& key, const Json& value) {
    extras.keys.entries.emplace_back(key, compactText(value));
  }

  // A figure: a bare number, or an object with a numeric value (workbook_shape.h's figure
  // parts). Anything else is a problem and leaves `out` untouched (the caller keeps the JSON
  // verbatim).
  bool figure(const Json& value, const std::string& pointer, Figure& out) {
    if (value.is_number()) {
      out = Figure::of(value.get<double>());
      return true;
    }
    if (!value.is_object()) {
      wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected a number, got %1"), value);
      return false;
    }
    Figure f;
    f.present = true;
    f.asObject = true;
    bool ok = true;
    bool hasValue = false;
    for (const auto& [key, item] : value.items()) {
      const std::string at = childPointer(pointer, key);
      const FigurePartSpec* part = findFigurePart(key);
      if (!part) {
        f.extras.entries.emplace_back(key, compactText(item));
      } else if (part->isNumber()) {
        if (item.is_null() && part->part != FigurePart::Value) continue;
        if (!item.is_number()) {
          wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected a number, got %1"), item);
          ok = false;
          continue;
        }
        if (part->part == FigurePart::Value) hasValue = true;
        setFigureNumber(f, part->part, item.get<double>());
      } else {
        if (item.is_null()) continue;
        if (!item.is_string()) {
          wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected a string, got %1"), item);
          ok = false;
          continue;
        }
        figureText(f, part->part) = item.get<std::string>();
      }
    }
    if (ok && !hasValue) {
      problem(pointer, Message(FC_TRANSLATE_NOOP("Problems", "a figure needs a number \"value\"")));
      ok = false;
    }
    if (ok) {
      migrateAsOf(f.asOf, f.note);
      out = std::move(f);
    }
    return ok;
  }

  template <class T>
  void plainField(const FieldSpec<T>& spec, const Json& value, const std::string& pointer,
                  T& object, Extras& extras) {
    if (value.is_null()) return;  // null = not stated
    bool ok = true;
    std::visit(
        [&](auto member) {
          using Member = std::remove_reference_t<decltype(object.*member)>;
          if constexpr (std::is_same_v<Member, Figure>) {
            ok = figure(value, pointer, object.*member);
          } else if constexpr (std::is_same_v<Member, std::optional<std::string>>) {
            if (value.is_string()) {
              object.*member = value.get<std::string>();
            } else {
              wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected a string, got %1"), value);
              ok = false;
            }
          } else {
            if (value.is_boolean()) {
              object.*member = value.get<bool>();
            } else {
              wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected true or false, got %1"),
                        value);
              ok = false;
            }
          }
        },
        spec.member);
    if (!ok) keepVerbatim(extras, spec.key, value);
  }

  // Reads a JSON object: plain fields through T's field table, lists, nested objects and maps
  // through its part table (workbook_shape.h), and whatever neither knows into `extras`.
  template <class T>
  void object(const Json& json, const std::string& pointer, T& out) {
    for (const auto& [key, value] : json.items()) {
      const std::string at = childPointer(pointer, key);
      const FieldSpec<T>* spec = nullptr;
      for (const auto& candidate : fieldSpecs<T>())
        if (key == candidate.key) spec = &candidate;
      if (spec) {
        plainField(*spec, value, at, out, out.extras);
        continue;
      }
      const PartSpec<T>* partSpec = nullptr;
      for (const auto& candidate : partSpecs<T>())
        if (key == candidate.key) partSpec = &candidate;
      if (partSpec)
        part(*partSpec, value, at, out);
      else
        keepVerbatim(out.extras, key, value);
    }
  }

  // One of T's parts, by what its member holds.
  template <class T>
  void part(const PartSpec<T>& spec, const Json& value, const std::string& pointer, T& out) {
    bool* present = spec.present ? &(out.*spec.present) : nullptr;
    std::visit(
        [&](auto member) {
          auto& field = out.*member;
          using Member = std::remove_cvref_t<decltype(field)>;
          if constexpr (std::is_same_v<Member, FxRates>) {
            fxRates(value, pointer, spec.key, field, present, out.extras);
          } else if constexpr (std::is_same_v<Member, std::vector<std::string>>) {
            gpuIds(value, pointer, spec.key, field, present, out.extras);
          } else if constexpr (std::is_same_v<Member, WeeklyWeights>) {
            if constexpr (std::is_same_v<T, Workload>) profile(value, pointer, spec.key, out);
          } else if constexpr (requires { typename Member::value_type; }) {
            list(value, pointer, field, out.extras, spec.key, present);
          } else {
            nested(value, pointer, spec.key, field, out.extras);
          }
        },
        spec.member);
  }

  // A nested object (a scenario's ownership, a plan's financing): absent, null, or an object.
  template <class T>
  void nested(const Json& value, const std::string& pointer, const std::string& key, T& out,
              Extras& parentExtras) {
    if (value.is_null()) return;
    if (!value.is_object()) {
      wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected an object, got %1"), value);
      keepVerbatim(parentExtras, key, value);
      return;
    }
    out.present = true;
    object(value, pointer, out);
  }

  template <class T>
  void list(const Json& value, const std::string& pointer, std::vector<T>& out,
            Extras& parentExtras, const std::string& key, bool* present) {
    if (value.is_null()) return;
    if (!value.is_array()) {
      wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected an array, got %1"), value);
      keepVerbatim(parentExtras, key, value);
      return;
    }
    if (present) *present = true;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
      const std::string at = childPointer(pointer, i);
      T element;
      if (value[i].is_object()) {
        object(value[i], at, element);
      } else {
        wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected an object, got %1"), value[i]);
        element.extras.notAnObject = compactText(value[i]);
      }
      out.push_back(std::move(element));
    }
  }

  void fxRates(const Json& value, const std::string& pointer, const std::string& key, FxRates& out,
               bool* present, Extras& parentExtras) {
    if (value.is_null()) return;
    bool ok = value.is_object();
    if (!ok)
      wrongType(pointer,
                FC_TRANSLATE_NOOP("Problems", "expected an object of rates per USD, got %1"),
                value);
    FxRates rates;
    if (ok) {
      for (const auto& [currency, rate] : value.items()) {
        Figure f;
        if (figure(rate, childPointer(pointer, currency), f))
          rates.emplace_back(currency, std::move(f));
        else
          ok = false;
      }
    }
    if (!ok) {
      keepVerbatim(parentExtras, key, value);
      return;
    }
    out = std::move(rates);
    if (present) *present = true;
  }

  void gpuIds(const Json& value, const std::string& pointer, const std::string& key,
              std::vector<std::string>& out, bool* present, Extras& parentExtras) {
    if (value.is_null()) return;
    bool ok = value.is_array();
    if (!ok)
      wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected an array of GPU ids, got %1"),
                value);
    std::vector<std::string> ids;
    if (ok) {
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i].is_string()) {
          ids.push_back(value[i].get<std::string>());
        } else {
          wrongType(childPointer(pointer, i),
                    FC_TRANSLATE_NOOP("Problems", "expected a GPU id (a string), got %1"),
                    value[i]);
          ok = false;
        }
      }
    }
    if (!ok) {
      keepVerbatim(parentExtras, key, value);
      return;
    }
    out = std::move(ids);
    if (present) *present = true;
  }

  void profile(const Json& value, const std::string& pointer, const std::string& key, Workload& w) {
    if (value.is_null()) return;
    if (value.is_string()) {
      w.profilePreset = value.get<std::string>();
      return;
    }
    if (value.is_array()) {
      std::vector<double> weights;
      bool ok = true;
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i].is_number()) {
          weights.push_back(value[i].get<double>());
        } else {
          wrongType(childPointer(pointer, i),
                    FC_TRANSLATE_NOOP("Problems", "expected a number (a weight), got %1"),
                    value[i]);
          ok = false;
        }
      }
      if (ok) {
        w.profileWeights = std::move(weights);
        return;
      }
    } else {
      wrongType(pointer,
                FC_TRANSLATE_NOOP("Problems",
                                  "expected \"flat\", \"business_hours\", \"diurnal\" or an "
                                  "array of 168 weights, got %1"),
                value);
    }
    keepVerbatim(w.extras, key, value);
  }

  Problems& problems_;
};

}  // namespace

ReadWorkbook readWorkbookText(std::string_view text) {
  ReadWorkbook result;
  io::ParsedJson parsed = io::parseJsonText(text);
  result.problems = std::move(parsed.problems);
  if (!parsed.document) return result;
  const Json& json = *parsed.document;
  if (!json.is_object()) {
    result.problems.push_back(problemAt(
        "", Message(FC_TRANSLATE_NOOP("Problems",
                                      "not a FleetCost workbook: expected a JSON object, got %1"),
                    {jsonTypeText(json)})));
    return result;
  }

  // A newer version is refused with that one problem; the rest is read for a read-only view.
  const char* versionKey = keyOf(&Workbook::version);
  const auto version = json.find(versionKey);
  if (version != json.end() && version->is_number() &&
      version->get<double>() > kCurrentWorkbookVersion &&
      std::floor(version->get<double>()) == version->get<double>()) {
    Problems ignored;
    Workbook workbook;
    Reader(ignored).workbook(json, workbook);
    result.workbook = std::move(workbook);
    result.newerVersion = true;
    result.problems = {problemAt(
        childPointer("", versionKey),
        Message(FC_TRANSLATE_NOOP("Problems",
                                  "needs a newer FleetCost: this file is version %1, "
                                  "this FleetCost reads versions up to %2"),
                {formatNumber(version->get<double>()), std::to_string(kCurrentWorkbookVersion)}))};
    return result;
  }

  Workbook workbook;
  Reader(result.problems).workbook(json, workbook);
  migratePricePathDates(workbook);
  result.workbook = std::move(workbook);
  return result;
}

ReadWorkbook readWorkbookFile(const std::string& path) {
  namespace fs = std::filesystem;
  ReadWorkbook result;
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (error || !fs::exists(status)) {
    result.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "no such file"))));
    return result;
  }
  if (fs::is_directory(status)) {
    result.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "is a folder, not a workbook file"))));
    return result;
  }
  if (!fs::is_regular_file(status)) {
    result.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "is not a regular file"))));
    return result;
  }
  const std::uintmax_t size = fs::file_size(path, error);
  if (!error && size > kMaxWorkbookBytes) {
    // Rounded up, so that a file just over the limit does not read "64.0 MiB".
    const double mib = static_cast<double>(size) / (1024.0 * 1024.0);
    char amount[64];
    if (mib >= 1024.0)
      std::snprintf(amount, sizeof amount, "%.1f GiB", std::ceil(mib / 1024.0 * 10) / 10);
    else
      std::snprintf(amount, sizeof amount, "%.1f MiB", std::ceil(mib * 10) / 10);
    result.problems.push_back(problemAt(
        "",
        Message(FC_TRANSLATE_NOOP("Problems", "the file is %1; a workbook may be at most 64 MiB"),
                {std::string(amount)})));
    return result;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    result.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "cannot be read: %1"),
                              {std::string(std::strerror(errno))})));
    return result;
  }
  std::string text;
  text.reserve(static_cast<std::size_t>(size));
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  if (in.bad()) {
    result.problems.push_back(
        problemAt("", Message(FC_TRANSLATE_NOOP("Problems", "cannot be read: %1"),
                              {std::string(std::strerror(errno))})));
    return result;
  }
  return readWorkbookText(text);
}

}  // namespace fleetcost
