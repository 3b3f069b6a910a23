// The walk of one scenario's first-stage checks (validate_scenario.h), shared by the files that
// check its parts: the walk and the checks every part uses (scenario_validator.cpp), regions,
// servers, sites and offers (validate_sites_offers.cpp), workloads and plans
// (validate_workloads_plans.cpp). Internal to model/validation.
#pragma once

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"
#include "model/scenario/strategy.h"
#include "model/scenario/workbook_shape.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost::scenario_validation {

// `pointer` + "/" + key, escaped as a JSON pointer (~0, ~1).
inline std::string child(const std::string& pointer, const std::string& key) {
  std::string out = pointer + "/";
  for (char c : key)
    out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
  return out;
}
inline std::string child(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}
// `pointer` + "/" + the key of T's plain field `member` (named through field_specs.h).
template <class T, class M>
std::string child(const std::string& pointer, M T::*member) {
  return child(pointer, std::string(keyOf(member)));
}
// Whether T's figure `member` is stated: with a number, or with text kept to show as a problem.
template <class T>
bool stated(const T& object, Figure T::*member) {
  return (object.*member).present || object.extras.keys.find(keyOf(member)) != nullptr;
}
// Whether `word` is one of a text field's words (field_specs.cpp).
bool isOneOf(std::span<const WordChoice> words, const std::string& word);
inline std::string quoted(const std::string& text) {
  return quotedText(text);
}

class ScenarioValidator {
 public:
  ScenarioValidator(const Scenario& s, const std::string& pointer, Problems& problems)
      : s_(s), at_(pointer), problems_(problems) {}

  // Only the checks that read the number at `relative` ("/workloads/3/annual_growth"), for a
  // scenario that was clean before it changed; everything for a pointer of another shape.
  void runAround(const std::string& relative);
  void run();

 private:
  void problem(const std::string& pointer, Message message);

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
                problem(at, Message(FC_TRANSLATE_NOOP("Problems", "required but missing")));
            } else {
              if (!field && spec.required && !keptVerbatim)
                problem(at, Message(FC_TRANSLATE_NOOP("Problems", "required but missing")));
              if constexpr (std::is_same_v<Member, std::optional<std::string>>)
                if (field && spec.text != TextKind::Word)
                  text(*field,
                       spec.text == TextKind::Note ? kMaxNoteCharacters : kMaxNameCharacters, at);
            }
          },
          spec.member);
    }
  }

  void figure(const Figure& f, Rule rule, const std::string& at);
  // A figure's as_of date and kind of evidence (docs/file-format.md).
  void evidence(const Figure& f, const std::string& at);
  void evidenceDate(const std::string& asOf, const std::string& at);
  // Typed text within its limit (field_rule.h).
  void text(const std::string& value, std::size_t maxCharacters, const std::string& at);

  template <class T, class Fn>
  void eachElement(const std::vector<T>& items, const char* key, Fn check) {
    const std::string list = child(at_, key);
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (items[i].extras.notAnObject) continue;  // reported by the reader
      check(items[i], child(list, i));
    }
  }

  void limit(std::size_t count, std::size_t maximum, const char* key);

  // No two elements of the list with the same id (or name).
  template <class T>
  void uniqueIds(const std::vector<T>& items, const char* key) {
    unique(items, key, &T::id, keyOf(&T::id),
           FC_TRANSLATE_NOOP("Problems", "the id %1 is already used by %2"));
  }
  template <class T>
  void uniqueNames(const std::vector<T>& items, const char* key) {
    unique(items, key, &T::name, keyOf(&T::name),
           FC_TRANSLATE_NOOP("Problems", "the name %1 is already used by %2"));
  }
  template <class T>
  void unique(const std::vector<T>& items, const char* key,
              const std::optional<std::string> T::*field, const char* fieldKey,
              MessageTemplate used) {
    std::map<std::string, std::size_t> seen;
    const std::string list = child(at_, key);
    for (std::size_t i = 0; i < items.size(); ++i) {
      const std::optional<std::string>& value = items[i].*field;
      if (!value) continue;
      auto [it, inserted] = seen.emplace(*value, i);
      if (!inserted)
        problem(child(child(list, i), fieldKey),
                Message(used, {quoted(*value), child(list, it->second)}));
    }
  }

  void clearIds();
  void collectIds();
  void reference(const std::optional<std::string>& id, const std::set<std::string>& ids,
                 const std::string& at, MessageTemplate missing, const char* list);
  void currency(const std::optional<std::string>& code, const std::string& at);
  void fxRates();
  void ownership();
  void calendar();  // start_date and fiscal_year_start_month
  // docs/MODEL.md §13.4: the regions a plan (or an assignment) serves workload `w` in must be
  // among its allowed_regions; `at` is the plan's or the assignment's pointer.
  template <class T>
  void allowedRegions(const T& p, Strategy strategy, const Workload& w, const std::string& at);
  // docs/MODEL.md §15: a spot share only on a rent_on_demand plan or assignment.
  template <class T>
  void spotShareOnDemandOnly(const T& p, Strategy strategy, const std::string& at);

  // validate_sites_offers.cpp
  void region(const Region& r, const std::string& at);
  void server(const ServerModel& m, const std::string& at);
  // "air" or "liquid" (a server's cooling, a cooling option's kind), MODEL.md §4.4.
  void coolingKind(const std::optional<std::string>& kind, const std::string& at);
  void site(const Site& site, const std::string& at);
  void offer(const RentalOffer& o, const std::string& at);
  void blocksAndCommitment(const RentalOffer& o, const std::string& at);
  // docs/MODEL.md §12: at least one point, months ascending from 1, each point with a price.
  void pricePath(const PricePath& path, const std::string& at);
  void apiOffer(const ApiOffer& o, const std::string& at);

  // validate_workloads_plans.cpp
  void workload(const Workload& w, const std::string& at);
  void demandForm(const Workload& w, const std::string& at);
  void profile(const Workload& w, const std::string& at);
  void plan(const Plan& p, const std::string& at);
  void portfolio(const Plan& p, const std::string& at);
  void financing(const Financing& f, const std::string& at);

  // A plan's or a portfolio assignment's strategy (one of `allowed`) and the site and rental
  // region it needs (MODEL.md §4); nullopt when the strategy is not one of them.
  template <class T, std::size_t N>
  std::optional<Strategy> supply(const T& p, const std::string& at, const Strategy (&allowed)[N]) {
    const auto strategy = parseStrategy(*p.strategy);
    if (!strategy ||
        std::find(std::begin(allowed), std::end(allowed), *strategy) == std::end(allowed)) {
      problem(child(at, &T::strategy),
              N == std::size(kStrategies)
                  ? Message(FC_TRANSLATE_NOOP("Problems",
                                              "must be rent_on_demand, rent_reserved, colocate, "
                                              "hybrid, api or portfolio, got %1"),
                            {quoted(*p.strategy)})
                  : Message(FC_TRANSLATE_NOOP("Problems",
                                              "must be rent_on_demand, rent_reserved, colocate, "
                                              "hybrid or api, got %1"),
                            {quoted(*p.strategy)}));
      return std::nullopt;
    }
    if (*strategy == Strategy::Portfolio) return strategy;
    const bool owning = isOwning(*strategy);
    const bool leadTime = s_.ownership.leadTimeMonths.value > 0;
    const bool needsRegion =
        !owning || *strategy == Strategy::Hybrid || (*strategy == Strategy::Colocate && leadTime);
    const std::string siteAt = child(at, &T::site);
    const std::string regionAt = child(at, &T::rentalRegion);
    if (owning) {
      if (!p.site && !p.extras.keys.find(keyOf(&T::site)))
        problem(siteAt, Message(FC_TRANSLATE_NOOP("Problems",
                                                  "required for %1 but missing: the id of a site"),
                                {*p.strategy}));
      reference(p.site, siteIds_, siteAt, FC_TRANSLATE_NOOP("Problems", "no site with id %1 in %2"),
                partKey(&Scenario::sites));
    }
    if (needsRegion && !p.rentalRegion && !p.extras.keys.find(keyOf(&T::rentalRegion))) {
      problem(regionAt,
              *strategy == Strategy::Colocate
                  ? Message(FC_TRANSLATE_NOOP(
                        "Problems",
                        "required for colocate when lead_time_months is above 0 "
                        "(demand is rented until the servers arrive) but missing"))
                  : Message(FC_TRANSLATE_NOOP("Problems",
                                              "required for %1 but missing: the id of a region"),
                            {*p.strategy}));
    }
    if (needsRegion || (owning && p.rentalRegion))
      reference(p.rentalRegion, regionIds_, regionAt,
                FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
                partKey(&Scenario::regions));
    return strategy;
  }

  const Scenario& s_;
  const std::string at_;
  Problems& problems_;
  std::set<std::string> gpuIds_, regionIds_, siteIds_, currencies_;
};

}  // namespace fleetcost::scenario_validation
