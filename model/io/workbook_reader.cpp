// The JSON -> Workbook half of the file format: walks each object's field table, reads
// figures (bare numbers or {"value", "low", "high", "source", "as_of", "note"}) and keeps the rest.
#include "model/io/workbook_reader.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

#include "model/io/json_text.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {

using io::childPointer;
using io::compactText;
using io::describeJsonType;
using io::Json;
using io::jsonTypeText;

namespace {

using CustomField =
    std::function<bool(const std::string& key, const Json& value, const std::string& pointer)>;

class Reader {
 public:
  explicit Reader(Problems& problems) : problems_(problems) {}

  void workbook(const Json& json, Workbook& out) {
    object(json, "", out, out.extras,
           [&](const std::string& key, const Json& value, const std::string& pointer) {
             if (key != "scenarios") return false;
             list(
                 value, pointer, out.scenarios, out.extras, key,
                 [&](const Json& j, const std::string& p, Scenario& s) { scenario(j, p, s); },
                 &out.scenariosPresent);
             return true;
           });
  }

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

  // A figure: a bare number, or an object with a numeric "value". Anything else is a problem
  // and leaves `out` untouched (the caller keeps the JSON verbatim).
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
      if (key == "value" || key == "low" || key == "high") {
        if (item.is_null() && key != "value") continue;
        if (!item.is_number()) {
          wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected a number, got %1"), item);
          ok = false;
          continue;
        }
        const double number = item.get<double>();
        if (key == "value") {
          f.value = number;
          hasValue = true;
        } else if (key == "low") {
          f.low = number;
        } else {
          f.high = number;
        }
      } else if (key == "source" || key == "as_of" || key == "note") {
        if (item.is_null()) continue;
        if (!item.is_string()) {
          wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected a string, got %1"), item);
          ok = false;
          continue;
        }
        std::string& text = key == "source" ? f.source : key == "as_of" ? f.asOf : f.note;
        text = item.get<std::string>();
      } else {
        f.extras.entries.emplace_back(key, compactText(item));
      }
    }
    if (ok && !hasValue) {
      problem(pointer, Message(FC_TRANSLATE_NOOP("Problems", "a figure needs a number \"value\"")));
      ok = false;
    }
    if (ok) out = std::move(f);
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

  // Reads a JSON object: plain fields through T's table, the rest through `custom`, and
  // whatever neither knows into `extras`.
  template <class T>
  void object(const Json& json, const std::string& pointer, T& out, Extras& extras,
              const CustomField& custom = {}) {
    for (const auto& [key, value] : json.items()) {
      const std::string at = childPointer(pointer, key);
      const FieldSpec<T>* spec = nullptr;
      for (const auto& candidate : fieldSpecs<T>())
        if (key == candidate.key) spec = &candidate;
      if (spec) {
        plainField(*spec, value, at, out, extras);
      } else if (!(custom && custom(key, value, at))) {
        keepVerbatim(extras, key, value);
      }
    }
  }

  // A nested object such as "ownership": absent, null, or an object.
  template <class T>
  void nested(const Json& value, const std::string& pointer, const std::string& key, T& out,
              Extras& parentExtras, const CustomField& custom = {}) {
    if (value.is_null()) return;
    if (!value.is_object()) {
      wrongType(pointer, FC_TRANSLATE_NOOP("Problems", "expected an object, got %1"), value);
      keepVerbatim(parentExtras, key, value);
      return;
    }
    out.present = true;
    object(value, pointer, out, out.extras, custom);
  }

  template <class T, class ReadElement>
  void list(const Json& value, const std::string& pointer, std::vector<T>& out,
            Extras& parentExtras, const std::string& key, ReadElement readElement,
            bool* present = nullptr) {
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
        readElement(value[i], at, element);
      } else {
        wrongType(at, FC_TRANSLATE_NOOP("Problems", "expected an object, got %1"), value[i]);
        element.extras.notAnObject = compactText(value[i]);
      }
      out.push_back(std::move(element));
    }
  }

  void scenario(const Json& json, const std::string& pointer, Scenario& s) {
    object(
        json, pointer, s, s.extras,
        [&](const std::string& key, const Json& value, const std::string& at) {
          if (key == "fx_per_usd") return fxRates(value, at, s), true;
          if (key == "ownership") return nested(value, at, key, s.ownership, s.extras), true;
          if (key == "regions") {
            list(value, at, s.regions, s.extras, key,
                 [&](const Json& j, const std::string& p, Region& r) { region(j, p, r); });
            return true;
          }
          if (key == "gpu_models") return simpleList(value, at, key, s.gpuModels, s.extras);
          if (key == "server_models") return simpleList(value, at, key, s.serverModels, s.extras);
          if (key == "sites") {
            list(value, at, s.sites, s.extras, key,
                 [&](const Json& j, const std::string& p, Site& site) { this->site(j, p, site); });
            return true;
          }
          if (key == "rental_offers") {
            list(value, at, s.rentalOffers, s.extras, key,
                 [&](const Json& j, const std::string& p, RentalOffer& o) { offer(j, p, o); });
            return true;
          }
          if (key == "api_offers") {
            list(
                value, at, s.apiOffers, s.extras, key,
                [&](const Json& j, const std::string& p, ApiOffer& o) {
                  object(j, p, o, o.extras);
                },
                &s.apiOffersPresent);
            return true;
          }
          if (key == "workloads") {
            list(value, at, s.workloads, s.extras, key,
                 [&](const Json& j, const std::string& p, Workload& w) { workload(j, p, w); });
            return true;
          }
          if (key == "plans") {
            list(value, at, s.plans, s.extras, key,
                 [&](const Json& j, const std::string& p, Plan& plan) { this->plan(j, p, plan); });
            return true;
          }
          return false;
        });
  }

  template <class T>
  bool simpleList(const Json& value, const std::string& pointer, const std::string& key,
                  std::vector<T>& out, Extras& parentExtras) {
    list(value, pointer, out, parentExtras, key,
         [&](const Json& j, const std::string& p, T& element) {
           object(j, p, element, element.extras);
         });
    return true;
  }

  void fxRates(const Json& value, const std::string& pointer, Scenario& s) {
    if (value.is_null()) return;
    bool ok = value.is_object();
    if (!ok)
      wrongType(pointer,
                FC_TRANSLATE_NOOP("Problems", "expected an object of rates per USD, got %1"),
                value);
    std::vector<std::pair<std::string, Figure>> rates;
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
      keepVerbatim(s.extras, "fx_per_usd", value);
      return;
    }
    s.fxPerUsd = std::move(rates);
    s.fxPerUsdPresent = true;
  }

  void region(const Json& json, const std::string& pointer, Region& r) {
    object(json, pointer, r, r.extras,
           [&](const std::string& key, const Json& value, const std::string& at) {
             if (key == "restricted_gpus") return restricted(value, at, r), true;
             if (key == "tax") {
               nested(value, at, key, r.tax, r.extras,
                      [&](const std::string& k, const Json& v, const std::string& p) {
                        if (k != "depreciation") return false;
                        nested(v, p, k, r.tax.depreciation, r.tax.extras);
                        return true;
                      });
               return true;
             }
             return false;
           });
  }

  void restricted(const Json& value, const std::string& pointer, Region& r) {
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
      keepVerbatim(r.extras, "restricted_gpus", value);
      return;
    }
    r.restrictedGpus = std::move(ids);
    r.restrictedGpusPresent = true;
  }

  void site(const Json& json, const std::string& pointer, Site& s) {
    object(json, pointer, s, s.extras,
           [&](const std::string& key, const Json& value, const std::string& at) {
             if (key != "cooling_options") return false;
             list(
                 value, at, s.coolingOptions, s.extras, key,
                 [&](const Json& j, const std::string& p, CoolingOption& option) {
                   object(j, p, option, option.extras);
                 },
                 &s.coolingOptionsPresent);
             return true;
           });
  }

  void offer(const Json& json, const std::string& pointer, RentalOffer& o) {
    object(json, pointer, o, o.extras,
           [&](const std::string& key, const Json& value, const std::string& at) {
             if (key != "price_path") return false;
             PricePath& path = o.pricePath;
             nested(value, at, key, path, o.extras,
                    [&](const std::string& k, const Json& v, const std::string& p) {
                      if (k != "points") return false;
                      list(
                          v, p, path.points, path.extras, k,
                          [&](const Json& j, const std::string& q, PricePoint& point) {
                            object(j, q, point, point.extras);
                          },
                          &path.pointsPresent);
                      return true;
                    });
             return true;
           });
  }

  void workload(const Json& json, const std::string& pointer, Workload& w) {
    object(json, pointer, w, w.extras,
           [&](const std::string& key, const Json& value, const std::string& at) {
             if (key != "profile") return false;
             profile(value, at, w);
             return true;
           });
  }

  void profile(const Json& value, const std::string& pointer, Workload& w) {
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
    keepVerbatim(w.extras, "profile", value);
  }

  void plan(const Json& json, const std::string& pointer, Plan& p) {
    object(json, pointer, p, p.extras,
           [&](const std::string& key, const Json& value, const std::string& at) {
             if (key != "financing") return false;
             nested(value, at, key, p.financing, p.extras);
             return true;
           });
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
  const auto version = json.find("version");
  if (version != json.end() && version->is_number() &&
      version->get<double>() > kCurrentWorkbookVersion &&
      std::floor(version->get<double>()) == version->get<double>()) {
    Problems ignored;
    Workbook workbook;
    Reader(ignored).workbook(json, workbook);
    result.workbook = std::move(workbook);
    result.newerVersion = true;
    result.problems = {problemAt(
        "/version",
        Message(FC_TRANSLATE_NOOP("Problems",
                                  "needs a newer FleetCost: this file is version %1, "
                                  "this FleetCost reads versions up to %2"),
                {formatNumber(version->get<double>()), std::to_string(kCurrentWorkbookVersion)}))};
    return result;
  }

  Workbook workbook;
  Reader(result.problems).workbook(json, workbook);
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
