// The Workbook -> JSON half of the file format.
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
  out["value"] = number(f.value);
  if (f.low) out["low"] = number(*f.low);
  if (f.high) out["high"] = number(*f.high);
  if (!f.source.empty()) out["source"] = f.source;
  if (!f.asOf.empty()) out["as_of"] = f.asOf;
  if (!f.note.empty()) out["note"] = f.note;
  appendUnknown(out, f.extras);
  return out;
}

// The rates in their order; a currency listed twice keeps its first place and its last rate.
Json fxRatesJson(const std::vector<std::pair<std::string, Figure>>& fxPerUsd) {
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

// Plain fields, then `more` (nested fields), then the kept keys.
template <class T, class More>
Json objectJson(const T& object, const Extras& extras, More more) {
  if (extras.notAnObject) return Json::parse(*extras.notAnObject);
  Json out = Json::object();
  plainFields(object, out);
  more(out);
  appendUnknown(out, extras.keys);
  return out;
}

template <class T>
Json objectJson(const T& object, const Extras& extras) {
  return objectJson(object, extras, [](Json&) {});
}

template <class T, class Fn>
Json listJson(const std::vector<T>& items, Fn element) {
  Json out = Json::array();
  for (const auto& item : items) out.push_back(element(item));
  return out;
}

template <class T>
Json listJson(const std::vector<T>& items) {
  return listJson(items, [](const T& item) { return objectJson(item, item.extras); });
}

Json regionJson(const Region& r) {
  return objectJson(r, r.extras, [&](Json& out) {
    if (r.restrictedGpusPresent) out["restricted_gpus"] = r.restrictedGpus;
    if (r.tax.present) {
      out["tax"] = objectJson(r.tax, r.tax.extras, [&](Json& tax) {
        if (r.tax.depreciation.present)
          tax["depreciation"] = objectJson(r.tax.depreciation, r.tax.depreciation.extras);
      });
    }
  });
}

Json siteJson(const Site& s) {
  return objectJson(s, s.extras, [&](Json& out) {
    if (s.coolingOptionsPresent) out["cooling_options"] = listJson(s.coolingOptions);
  });
}

Json offerJson(const RentalOffer& o) {
  return objectJson(o, o.extras, [&](Json& out) {
    const PricePath& path = o.pricePath;
    if (!path.present) return;
    out["price_path"] = objectJson(path, path.extras, [&](Json& pathOut) {
      if (path.pointsPresent) pathOut["points"] = listJson(path.points);
    });
  });
}

Json workloadJson(const Workload& w) {
  return objectJson(w, w.extras, [&](Json& out) {
    if (w.profileWeights) {
      Json weights = Json::array();
      for (double weight : *w.profileWeights) weights.push_back(number(weight));
      out["profile"] = weights;
    } else if (w.profilePreset) {
      out["profile"] = *w.profilePreset;
    }
  });
}

Json planJson(const Plan& p) {
  return objectJson(p, p.extras, [&](Json& out) {
    if (p.financing.present) out["financing"] = objectJson(p.financing, p.financing.extras);
  });
}

Json scenarioJson(const Scenario& s) {
  return objectJson(s, s.extras, [&](Json& out) {
    if (s.fxPerUsdPresent) {
      out["fx_per_usd"] = fxRatesJson(s.fxPerUsd);
    }
    if (s.ownership.present) out["ownership"] = objectJson(s.ownership, s.ownership.extras);
    // An empty list is not written over a value kept verbatim under the same key.
    const auto put = [&](const char* key, bool empty, auto makeJson) {
      if (!empty || !s.extras.keys.find(key)) out[key] = makeJson();
    };
    put("regions", s.regions.empty(), [&] { return listJson(s.regions, regionJson); });
    put("gpu_models", s.gpuModels.empty(), [&] { return listJson(s.gpuModels); });
    put("server_models", s.serverModels.empty(), [&] { return listJson(s.serverModels); });
    put("sites", s.sites.empty(), [&] { return listJson(s.sites, siteJson); });
    put("rental_offers", s.rentalOffers.empty(),
        [&] { return listJson(s.rentalOffers, offerJson); });
    // Written only when stated: a file without API offers is written back without the key.
    if (s.apiOffersPresent || !s.apiOffers.empty()) out["api_offers"] = listJson(s.apiOffers);
    put("workloads", s.workloads.empty(), [&] { return listJson(s.workloads, workloadJson); });
    put("plans", s.plans.empty(), [&] { return listJson(s.plans, planJson); });
  });
}

}  // namespace

std::string writeWorkbookText(const Workbook& workbook) {
  Json out = objectJson(workbook, workbook.extras, [&](Json& json) {
    if (!workbook.scenarios.empty() || !workbook.extras.keys.find("scenarios"))
      json["scenarios"] = listJson(workbook.scenarios, scenarioJson);
  });
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
