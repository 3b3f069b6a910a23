// Walks a scenario in file order and reports every first-stage problem with its pointer.
#include "model/validation/validate_scenario.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/power_fee_basis.h"
#include "model/scenario/strategy.h"

namespace fleetcost {

namespace {

std::string child(const std::string& pointer, const std::string& key) {
  std::string out = pointer + "/";
  for (char c : key)
    out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
  return out;
}
std::string child(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}
std::string quoted(const std::string& text) {
  return quotedText(text);
}

class ScenarioValidator {
 public:
  ScenarioValidator(const Scenario& s, const std::string& pointer, Problems& problems)
      : s_(s), at_(pointer), problems_(problems) {}

  // Only the checks that read the number at `relative` ("/workloads/3/annual_growth"), for a
  // scenario that was clean before it changed; everything for a pointer of another shape.
  void runAround(const std::string& relative) {
    const auto slash = relative.find('/', 1);
    const std::string top = relative.substr(1, slash == std::string::npos ? slash : slash - 1);
    std::size_t index = 0;
    bool indexed = false;
    if (slash != std::string::npos) {
      const std::string rest = relative.substr(slash + 1);
      const std::string digits = rest.substr(0, rest.find('/'));
      indexed = !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos &&
                digits.size() < 10;
      if (indexed) index = std::stoul(digits);
    }
    const auto one = [&](const auto& items, const char* key, auto check) {
      if (!indexed || index >= items.size()) return false;
      if (!items[index].extras.notAnObject) check(items[index], child(child(at_, key), index));
      return true;
    };
    collectIds();
    bool done = true;
    if (top == "fx_per_usd")
      fxRates();
    else if (top == "ownership") {
      ownership();
      eachElement(s_.plans, "plans",
                  [&](const Plan& plan, const std::string& p) { this->plan(plan, p); });
    } else if (top == "regions")
      done =
          one(s_.regions, "regions", [&](const Region& r, const std::string& p) { region(r, p); });
    else if (top == "gpu_models")
      done = one(s_.gpuModels, "gpu_models",
                 [&](const GpuModel& g, const std::string& p) { plainFields(g, g.extras, p); });
    else if (top == "server_models")
      done = one(s_.serverModels, "server_models",
                 [&](const ServerModel& m, const std::string& p) { server(m, p); });
    else if (top == "sites")
      done = one(s_.sites, "sites", [&](const Site& x, const std::string& p) { site(x, p); });
    else if (top == "rental_offers")
      done = one(s_.rentalOffers, "rental_offers",
                 [&](const RentalOffer& o, const std::string& p) { offer(o, p); });
    else if (top == "api_offers")
      done = one(s_.apiOffers, "api_offers",
                 [&](const ApiOffer& o, const std::string& p) { apiOffer(o, p); });
    else if (top == "workloads")
      done = one(s_.workloads, "workloads",
                 [&](const Workload& w, const std::string& p) { workload(w, p); });
    else if (top == "plans")
      done = one(s_.plans, "plans", [&](const Plan& x, const std::string& p) { plan(x, p); });
    else if (slash == std::string::npos && isPlainField<Scenario>(top))
      plainFields(s_, s_.extras, at_);
    else
      done = false;
    if (!done) {
      problems_.clear();
      clearIds();
      run();
    }
  }

  void run() {
    plainFields(s_, s_.extras, at_);
    collectIds();
    fxRates();
    currency(s_.reportingCurrency, child(at_, "reporting_currency"));
    ownership();
    eachElement(s_.regions, "regions",
                [&](const Region& r, const std::string& p) { region(r, p); });
    uniqueIds(s_.regions, "regions");
    eachElement(s_.gpuModels, "gpu_models",
                [&](const GpuModel& g, const std::string& p) { plainFields(g, g.extras, p); });
    uniqueIds(s_.gpuModels, "gpu_models");
    eachElement(s_.serverModels, "server_models",
                [&](const ServerModel& m, const std::string& p) { server(m, p); });
    uniqueIds(s_.serverModels, "server_models");
    eachElement(s_.sites, "sites",
                [&](const Site& site, const std::string& p) { this->site(site, p); });
    uniqueIds(s_.sites, "sites");
    eachElement(s_.rentalOffers, "rental_offers",
                [&](const RentalOffer& o, const std::string& p) { offer(o, p); });
    uniqueIds(s_.rentalOffers, "rental_offers");
    eachElement(s_.apiOffers, "api_offers",
                [&](const ApiOffer& o, const std::string& p) { apiOffer(o, p); });
    uniqueIds(s_.apiOffers, "api_offers");
    limit(s_.workloads.size(), kMaxWorkloads, "workloads");
    eachElement(s_.workloads, "workloads",
                [&](const Workload& w, const std::string& p) { workload(w, p); });
    uniqueNames(s_.workloads, "workloads");
    limit(s_.plans.size(), kMaxPlans, "plans");
    eachElement(s_.plans, "plans",
                [&](const Plan& plan, const std::string& p) { this->plan(plan, p); });
    uniqueNames(s_.plans, "plans");
  }

 private:
  void problem(const std::string& pointer, std::string message) {
    problems_.push_back({pointer, std::move(message)});
  }

  // Type, range, bounds and presence of T's plain fields.
  template <class T>
  void plainFields(const T& object, const Extras& extras, const std::string& pointer) {
    for (const auto& spec : fieldSpecs<T>()) {
      const std::string at = child(pointer, spec.key);
      const bool keptVerbatim = extras.keys.find(spec.key) != nullptr;  // type already reported
      std::visit(
          [&](auto member) {
            const auto& field = object.*member;
            using Member = std::remove_cvref_t<decltype(field)>;
            if constexpr (std::is_same_v<Member, Figure>) {
              if (field.present)
                figure(field, spec.rule, at);
              else if (spec.required && !keptVerbatim)
                problem(at, "required but missing");
            } else {
              if (!field && spec.required && !keptVerbatim) problem(at, "required but missing");
              if constexpr (std::is_same_v<Member, std::optional<std::string>>)
                if (field && spec.text != TextKind::Word)
                  text(*field,
                       spec.text == TextKind::Note ? kMaxNoteCharacters : kMaxNameCharacters, at);
            }
          },
          spec.member);
    }
  }

  void figure(const Figure& f, Rule rule, const std::string& at) {
    if (auto message = checkRule(rule, f.value)) problem(at, *message);
    if (f.low && *f.low > f.value)
      problem(child(at, "low"), "must not be above the value " + formatNumber(f.value) + ", got " +
                                    formatNumber(*f.low));
    if (f.high && *f.high < f.value)
      problem(child(at, "high"), "must not be below the value " + formatNumber(f.value) + ", got " +
                                     formatNumber(*f.high));
    text(f.source, kMaxNoteCharacters, child(at, "source"));
    text(f.asOf, kMaxNameCharacters, child(at, "as_of"));
    text(f.note, kMaxNoteCharacters, child(at, "note"));
  }

  // Typed text within its limit (field_rule.h).
  void text(const std::string& value, std::size_t maxCharacters, const std::string& at) {
    if (auto message = checkTextLength(value, maxCharacters)) problem(at, *message);
  }

  template <class T, class Fn>
  void eachElement(const std::vector<T>& items, const char* key, Fn check) {
    const std::string list = child(at_, key);
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (items[i].extras.notAnObject) continue;  // reported by the reader
      check(items[i], child(list, i));
    }
  }

  void limit(std::size_t count, std::size_t maximum, const char* key) {
    if (count > maximum)
      problem(child(at_, key), "at most " + withThousands(static_cast<long long>(maximum)) + " " +
                                   key + " are allowed, got " +
                                   withThousands(static_cast<long long>(count)));
  }

  template <class T>
  void uniqueIds(const std::vector<T>& items, const char* key) {
    std::map<std::string, std::size_t> seen;
    const std::string list = child(at_, key);
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (!items[i].id) continue;
      auto [it, inserted] = seen.emplace(*items[i].id, i);
      if (!inserted)
        problem(child(child(list, i), "id"), "the id " + quoted(*items[i].id) +
                                                 " is already used by " + child(list, it->second));
    }
  }

  template <class T>
  void uniqueNames(const std::vector<T>& items, const char* key) {
    std::map<std::string, std::size_t> seen;
    const std::string list = child(at_, key);
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (!items[i].name) continue;
      auto [it, inserted] = seen.emplace(*items[i].name, i);
      if (!inserted)
        problem(child(child(list, i), "name"), "the name " + quoted(*items[i].name) +
                                                   " is already used by " +
                                                   child(list, it->second));
    }
  }

  void clearIds() {
    gpuIds_.clear();
    regionIds_.clear();
    siteIds_.clear();
    currencies_.clear();
  }

  void collectIds() {
    for (const auto& g : s_.gpuModels)
      if (g.id) gpuIds_.insert(*g.id);
    for (const auto& r : s_.regions)
      if (r.id) regionIds_.insert(*r.id);
    for (const auto& site : s_.sites)
      if (site.id) siteIds_.insert(*site.id);
    currencies_.insert("USD");
    for (const auto& [code, rate] : s_.fxPerUsd) currencies_.insert(code);
  }

  void reference(const std::optional<std::string>& id, const std::set<std::string>& ids,
                 const std::string& at, const char* what, const char* list) {
    if (id && !ids.count(*id))
      problem(at, std::string("no ") + what + " with id " + quoted(*id) + " in " + list);
  }

  void currency(const std::optional<std::string>& code, const std::string& at) {
    if (!code) return;
    if (code->empty()) {
      problem(at, "must name a currency, e.g. \"JPY\", got an empty string");
    } else if (!currencies_.count(*code) && s_.fxPerUsdPresent) {
      problem(at, "no exchange rate for " + shortText(*code) + ": add it to fx_per_usd");
    }
  }

  void fxRates() {
    const std::string at = child(at_, "fx_per_usd");
    if (!s_.fxPerUsdPresent) {
      if (!s_.extras.keys.find("fx_per_usd"))
        problem(at, "required but missing: units of each currency per 1 USD, e.g. {\"JPY\": 150}");
      return;
    }
    for (const auto& [code, rate] : s_.fxPerUsd) {
      // At the list: a pointer holding the code would be as long as the code.
      if (auto message = checkTextLength(code, kMaxNameCharacters, "a currency code"))
        problem(at, *message);
      const std::string rateAt = child(at, code);
      figure(rate, Rule::Positive, rateAt);
      if (code == "USD" && rate.value != 1.0)
        problem(rateAt, "USD is 1 per USD by definition, got " + formatNumber(rate.value));
    }
  }

  void ownership() {
    if (!s_.ownership.present) return;
    const std::string at = child(at_, "ownership");
    plainFields(s_.ownership, s_.ownership.extras, at);
    currency(s_.ownership.currency, child(at, "currency"));
  }

  void region(const Region& r, const std::string& at) {
    plainFields(r, r.extras, at);
    for (std::size_t i = 0; i < r.restrictedGpus.size(); ++i) {
      const std::string idAt = child(child(at, "restricted_gpus"), i);
      text(r.restrictedGpus[i], kMaxNameCharacters, idAt);
      reference(r.restrictedGpus[i], gpuIds_, idAt, "GPU model", "gpu_models");
    }
    if (!r.tax.present) return;
    const std::string taxAt = child(at, "tax");
    plainFields(r.tax, r.tax.extras, taxAt);
    const Depreciation& d = r.tax.depreciation;
    const std::string depAt = child(taxAt, "depreciation");
    if (!d.present) {
      if (r.tax.taxRate.value > 0 && !r.tax.extras.keys.find("depreciation"))
        problem(depAt, "required when tax_rate is above 0: how hardware is depreciated");
      return;
    }
    plainFields(d, d.extras, depAt);
    const std::string methodAt = child(depAt, "method");
    if (!d.method) {
      if (!d.extras.keys.find("method"))
        problem(methodAt, "required but missing: immediate, straight_line or declining_balance");
      return;
    }
    const bool straight = *d.method == "straight_line";
    const bool declining = *d.method == "declining_balance";
    if (!straight && !declining && *d.method != "immediate") {
      problem(methodAt,
              "must be immediate, straight_line or declining_balance, got " + quoted(*d.method));
      return;
    }
    if ((straight || declining) && !d.usefulLifeYears.present &&
        !d.extras.keys.find("useful_life_years"))
      problem(child(depAt, "useful_life_years"), "required for " + *d.method + " but missing");
    if (declining && !d.factor.present && !d.extras.keys.find("factor"))
      problem(child(depAt, "factor"),
              "required for declining_balance but missing (2 = 200% declining balance)");
  }

  void server(const ServerModel& m, const std::string& at) {
    plainFields(m, m.extras, at);
    reference(m.gpu, gpuIds_, child(at, "gpu"), "GPU model", "gpu_models");
    currency(m.currency, child(at, "currency"));
    if (m.powerIdleKw.present && m.powerMaxKw.present && m.powerIdleKw.value > m.powerMaxKw.value)
      problem(child(at, "power_idle_kw"), "must not be above power_max_kw (" +
                                              formatNumber(m.powerMaxKw.value) + " kW), got " +
                                              formatNumber(m.powerIdleKw.value));
  }

  void site(const Site& site, const std::string& at) {
    plainFields(site, site.extras, at);
    reference(site.region, regionIds_, child(at, "region"), "region", "regions");
    currency(site.currency, child(at, "currency"));
    if (site.powerFeeBasis && !parsePowerFeeBasis(*site.powerFeeBasis))
      problem(child(at, "power_fee_basis"),
              "must be allocated or used, got " + quoted(*site.powerFeeBasis));
    const std::string optionsAt = child(at, "cooling_options");
    if (!site.coolingOptionsPresent || site.coolingOptions.empty()) {
      if (!site.extras.keys.find("cooling_options"))
        problem(optionsAt, "required: at least one cooling option");
    }
    std::map<std::string, std::size_t> names;
    for (std::size_t i = 0; i < site.coolingOptions.size(); ++i) {
      const CoolingOption& option = site.coolingOptions[i];
      if (option.extras.notAnObject) continue;
      const std::string optionAt = child(optionsAt, i);
      plainFields(option, option.extras, optionAt);
      if (!option.name) continue;
      auto [it, inserted] = names.emplace(*option.name, i);
      if (!inserted)
        problem(child(optionAt, "name"), "the name " + quoted(*option.name) +
                                             " is already used by " + child(optionsAt, it->second));
    }
    if (site.cooling && !site.coolingOptions.empty() && !names.count(*site.cooling))
      problem(child(at, "cooling"),
              "must name one of the site's cooling_options, got " + quoted(*site.cooling));
  }

  void offer(const RentalOffer& o, const std::string& at) {
    plainFields(o, o.extras, at);
    reference(o.region, regionIds_, child(at, "region"), "region", "regions");
    reference(o.gpu, gpuIds_, child(at, "gpu"), "GPU model", "gpu_models");
    currency(o.currency, child(at, "currency"));
    if (o.pricePath.present) pricePath(o.pricePath, child(at, "price_path"));
  }

  // docs/MODEL.md §12: at least one point, months ascending from 1, each point with a price.
  void pricePath(const PricePath& path, const std::string& at) {
    plainFields(path, path.extras, at);
    const std::string pointsAt = child(at, "points");
    if (path.points.empty()) {
      if (!path.extras.keys.find("points"))
        problem(pointsAt,
                "required: at least one point {month, on_demand_per_gpu_hour and/or "
                "reserved_per_gpu_month}");
      return;
    }
    std::optional<double> previous;
    for (std::size_t k = 0; k < path.points.size(); ++k) {
      const PricePoint& point = path.points[k];
      if (point.extras.notAnObject) continue;
      const std::string pointAt = child(pointsAt, k);
      plainFields(point, point.extras, pointAt);
      const auto stated = [&](const Figure& f, const char* key) {
        return f.present || point.extras.keys.find(key) != nullptr;
      };
      if (!stated(point.onDemandPerGpuHour, "on_demand_per_gpu_hour") &&
          !stated(point.reservedPerGpuMonth, "reserved_per_gpu_month"))
        problem(pointAt, "a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both");
      if (!point.month.present) continue;
      if (previous && point.month.value <= *previous)
        problem(child(pointAt, "month"), "must be after the month of the point before (" +
                                             formatNumber(*previous) + "), got " +
                                             formatNumber(point.month.value));
      previous = point.month.value;
    }
  }

  void apiOffer(const ApiOffer& o, const std::string& at) {
    plainFields(o, o.extras, at);
    reference(o.region, regionIds_, child(at, "region"), "region", "regions");
    currency(o.currency, child(at, "currency"));
  }

  void workload(const Workload& w, const std::string& at) {
    plainFields(w, w.extras, at);
    if (w.kind && *w.kind != "training" && *w.kind != "fine_tuning" && *w.kind != "inference")
      problem(child(at, "kind"),
              "must be training, fine_tuning or inference, got " + quoted(*w.kind));
    reference(w.gpu, gpuIds_, child(at, "gpu"), "GPU model", "gpu_models");
    demandForm(w, at);
    if (w.endMonth.present && w.endMonth.value <= w.startMonth.value)
      problem(child(at, "end_month"), "must be after start_month (" +
                                          formatNumber(w.startMonth.value) + "), got " +
                                          formatNumber(w.endMonth.value));
    profile(w, child(at, "profile"));
  }

  void demandForm(const Workload& w, const std::string& at) {
    const auto stated = [&](const Figure& f, const char* key) {
      return f.present || w.extras.keys.find(key) != nullptr;
    };
    const bool hours = stated(w.gpuHoursPerMonth, "gpu_hours_per_month");
    const bool avg = stated(w.avgTokensPerSecond, "avg_tokens_per_second");
    const bool perGpu = stated(w.tokensPerSecondPerGpu, "tokens_per_second_per_gpu");
    if (hours && (avg || perGpu)) {
      problem(at,
              "give either gpu_hours_per_month or avg_tokens_per_second with "
              "tokens_per_second_per_gpu, not both");
    } else if (!hours && !avg && !perGpu) {
      problem(child(at, "gpu_hours_per_month"),
              "required but missing: give gpu_hours_per_month, or avg_tokens_per_second with "
              "tokens_per_second_per_gpu");
    } else if (avg && !perGpu) {
      problem(child(at, "tokens_per_second_per_gpu"),
              "required with avg_tokens_per_second but missing");
    } else if (perGpu && !avg) {
      problem(child(at, "avg_tokens_per_second"),
              "required with tokens_per_second_per_gpu but missing");
    }
  }

  void profile(const Workload& w, const std::string& at) {
    if (w.profileWeights) {
      const auto& weights = *w.profileWeights;
      if (weights.size() != 168) {
        problem(at, "must have 168 weights, one per hour of the week from Monday 00:00, got " +
                        std::to_string(weights.size()));
        return;
      }
      bool anyPositive = false;
      for (std::size_t k = 0; k < weights.size(); ++k) {
        if (weights[k] < 0)
          problem(child(at, k), "must be 0 or more, got " + formatNumber(weights[k]));
        anyPositive = anyPositive || weights[k] > 0;
      }
      if (!anyPositive) problem(at, "the weights must not all be 0");
    } else if (w.profilePreset) {
      const std::string& p = *w.profilePreset;
      if (p != "flat" && p != "business_hours" && p != "diurnal")
        problem(at,
                "must be \"flat\", \"business_hours\", \"diurnal\" or an array of 168 "
                "weights, got " +
                    quoted(p));
    }
  }

  void plan(const Plan& p, const std::string& at) {
    plainFields(p, p.extras, at);
    if (!p.strategy) return;
    const auto strategy = parseStrategy(*p.strategy);
    if (!strategy) {
      problem(child(at, "strategy"),
              "must be rent_on_demand, rent_reserved, colocate, hybrid or api, got " +
                  quoted(*p.strategy));
      return;
    }
    const bool owning = isOwning(*strategy);
    const bool leadTime = s_.ownership.leadTimeMonths.value > 0;
    const bool needsRegion =
        !owning || *strategy == Strategy::Hybrid || (*strategy == Strategy::Colocate && leadTime);
    const std::string siteAt = child(at, "site");
    const std::string regionAt = child(at, "rental_region");
    if (owning) {
      if (!p.site && !p.extras.keys.find("site"))
        problem(siteAt, "required for " + *p.strategy + " but missing: the id of a site");
      reference(p.site, siteIds_, siteAt, "site", "sites");
    }
    if (needsRegion && !p.rentalRegion && !p.extras.keys.find("rental_region")) {
      problem(regionAt, *strategy == Strategy::Colocate
                            ? "required for colocate when lead_time_months is above 0 (demand "
                              "is rented until the servers arrive) but missing"
                            : "required for " + *p.strategy + " but missing: the id of a region");
    }
    if (needsRegion || (owning && p.rentalRegion))
      reference(p.rentalRegion, regionIds_, regionAt, "region", "regions");
    if (owning && p.financing.present) financing(p.financing, child(at, "financing"));
  }

  void financing(const Financing& f, const std::string& at) {
    plainFields(f, f.extras, at);
    if (!f.method) return;
    if (*f.method == "lease") {
      if (!f.termMonths.present && !f.extras.keys.find("term_months"))
        problem(child(at, "term_months"), "required for a lease but missing");
    } else if (*f.method != "cash") {
      problem(child(at, "method"), "must be cash or lease, got " + quoted(*f.method));
    }
  }

  const Scenario& s_;
  const std::string at_;
  Problems& problems_;
  std::set<std::string> gpuIds_, regionIds_, siteIds_, currencies_;
};

}  // namespace

Problems validateWorkbookShape(const Workbook& workbook) {
  Problems problems;
  const bool formatKept = workbook.extras.keys.find("format") != nullptr;
  if (!workbook.format) {
    if (!formatKept)
      problems.push_back({"/format", "required but missing: \"fleetcost-workbook\""});
  } else if (*workbook.format != kWorkbookFormat) {
    problems.push_back(
        {"/format", "must be \"fleetcost-workbook\", got " + quotedText(*workbook.format)});
  }
  if (!workbook.version.present) {
    if (!workbook.extras.keys.find("version"))
      problems.push_back({"/version", "required but missing: the format version, 1"});
  } else if (auto message = checkRule(Rule::WholePositive, workbook.version.value)) {
    problems.push_back({"/version", *message});
  }
  if (!workbook.scenariosPresent && !workbook.extras.keys.find("scenarios"))
    problems.push_back({"/scenarios", "required but missing: the list of scenarios"});
  return problems;
}

Problems validateScenarioFields(const Scenario& scenario, const std::string& pointer) {
  Problems problems;
  if (scenario.extras.notAnObject) return problems;
  ScenarioValidator(scenario, pointer, problems).run();
  return problems;
}

Problems validateChangedFigure(const Scenario& scenario, const std::string& pointer,
                               const std::string& figurePointer) {
  if (figurePointer.rfind(pointer + "/", 0) != 0) return validateScenarioFields(scenario, pointer);
  Problems problems;
  if (scenario.extras.notAnObject) return problems;
  ScenarioValidator(scenario, pointer, problems).runAround(figurePointer.substr(pointer.size()));
  return problems;
}

}  // namespace fleetcost
