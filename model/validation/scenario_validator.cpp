// The walk of a scenario in file order (all of it, or only what one changed figure reads) and the
// checks every part uses: figures, text limits, counts, ids, references, currencies.
#include "model/validation/scenario_validator.h"
#include "model/scenario/evidence_date.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace fleetcost::scenario_validation {

bool isOneOf(std::span<const WordChoice> words, const std::string& word) {
  for (const WordChoice& w : words)
    if (word == w.value) return true;
  return false;
}

void ScenarioValidator::runAround(const std::string& relative) {
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
  if (top == partKey(&Scenario::fxPerUsd))
    fxRates();
  else if (top == partKey(&Scenario::ownership)) {
    ownership();
    eachElement(s_.plans, partKey(&Scenario::plans),
                [&](const Plan& plan, const std::string& p) { this->plan(plan, p); });
  } else if (top == partKey(&Scenario::regions))
    done = one(s_.regions, partKey(&Scenario::regions),
               [&](const Region& r, const std::string& p) { region(r, p); });
  else if (top == partKey(&Scenario::gpuModels))
    done = one(s_.gpuModels, partKey(&Scenario::gpuModels),
               [&](const GpuModel& g, const std::string& p) { plainFields(g, g.extras, p); });
  else if (top == partKey(&Scenario::serverModels))
    done = one(s_.serverModels, partKey(&Scenario::serverModels),
               [&](const ServerModel& m, const std::string& p) { server(m, p); });
  else if (top == partKey(&Scenario::sites))
    done = one(s_.sites, partKey(&Scenario::sites),
               [&](const Site& x, const std::string& p) { site(x, p); });
  else if (top == partKey(&Scenario::rentalOffers))
    done = one(s_.rentalOffers, partKey(&Scenario::rentalOffers),
               [&](const RentalOffer& o, const std::string& p) { offer(o, p); });
  else if (top == partKey(&Scenario::apiOffers))
    done = one(s_.apiOffers, partKey(&Scenario::apiOffers),
               [&](const ApiOffer& o, const std::string& p) { apiOffer(o, p); });
  else if (top == partKey(&Scenario::workloads))
    done = one(s_.workloads, partKey(&Scenario::workloads),
               [&](const Workload& w, const std::string& p) { workload(w, p); });
  else if (top == partKey(&Scenario::plans))
    done = one(s_.plans, partKey(&Scenario::plans),
               [&](const Plan& x, const std::string& p) { plan(x, p); });
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

void ScenarioValidator::run() {
  plainFields(s_, s_.extras, at_);
  calendar();
  collectIds();
  fxRates();
  currency(s_.reportingCurrency, child(at_, &Scenario::reportingCurrency));
  ownership();
  eachElement(s_.regions, partKey(&Scenario::regions),
              [&](const Region& r, const std::string& p) { region(r, p); });
  uniqueIds(s_.regions, partKey(&Scenario::regions));
  eachElement(s_.gpuModels, partKey(&Scenario::gpuModels),
              [&](const GpuModel& g, const std::string& p) { plainFields(g, g.extras, p); });
  uniqueIds(s_.gpuModels, partKey(&Scenario::gpuModels));
  eachElement(s_.serverModels, partKey(&Scenario::serverModels),
              [&](const ServerModel& m, const std::string& p) { server(m, p); });
  uniqueIds(s_.serverModels, partKey(&Scenario::serverModels));
  eachElement(s_.sites, partKey(&Scenario::sites),
              [&](const Site& site, const std::string& p) { this->site(site, p); });
  uniqueIds(s_.sites, partKey(&Scenario::sites));
  eachElement(s_.rentalOffers, partKey(&Scenario::rentalOffers),
              [&](const RentalOffer& o, const std::string& p) { offer(o, p); });
  uniqueIds(s_.rentalOffers, partKey(&Scenario::rentalOffers));
  eachElement(s_.apiOffers, partKey(&Scenario::apiOffers),
              [&](const ApiOffer& o, const std::string& p) { apiOffer(o, p); });
  uniqueIds(s_.apiOffers, partKey(&Scenario::apiOffers));
  limit(s_.workloads.size(), kMaxWorkloads, partKey(&Scenario::workloads));
  eachElement(s_.workloads, partKey(&Scenario::workloads),
              [&](const Workload& w, const std::string& p) { workload(w, p); });
  uniqueNames(s_.workloads, partKey(&Scenario::workloads));
  limit(s_.plans.size(), kMaxPlans, partKey(&Scenario::plans));
  eachElement(s_.plans, partKey(&Scenario::plans),
              [&](const Plan& plan, const std::string& p) { this->plan(plan, p); });
  uniqueNames(s_.plans, partKey(&Scenario::plans));
}

void ScenarioValidator::calendar() {
  // docs/MODEL.md §13.4: "YYYY-MM" (fiscal_year_start_month's rule is its field's).
  if (s_.startDate) {
    const std::string& d = *s_.startDate;
    const bool digits = d.size() == 7 && d[4] == '-' &&
                        std::all_of(d.begin(), d.begin() + 4, ::isdigit) && ::isdigit(d[5]) &&
                        ::isdigit(d[6]);
    const int month = digits ? std::stoi(d.substr(5)) : 0;
    if (!digits || month < 1 || month > 12)
      problem(child(at_, &Scenario::startDate),
              Message(FC_TRANSLATE_NOOP("Problems", "must be a month as YYYY-MM, got %1"),
                      {quoted(d)}));
  }
}

void ScenarioValidator::problem(const std::string& pointer, Message message) {
  problems_.push_back(problemAt(pointer, std::move(message)));
}

void ScenarioValidator::figure(const Figure& f, Rule rule, const std::string& at) {
  if (auto message = ruleProblem(rule, f.value)) problem(at, std::move(*message));
  if (f.low && *f.low > f.value)
    problem(child(at, figureKey(FigurePart::Low)),
            Message(FC_TRANSLATE_NOOP("Problems", "must not be above the value %1, got %2"),
                    {formatNumber(f.value), formatNumber(*f.low)}));
  if (f.high && *f.high < f.value)
    problem(child(at, figureKey(FigurePart::High)),
            Message(FC_TRANSLATE_NOOP("Problems", "must not be below the value %1, got %2"),
                    {formatNumber(f.value), formatNumber(*f.high)}));
  text(f.source, kMaxNoteCharacters, child(at, figureKey(FigurePart::Source)));
  text(f.asOf, kMaxNameCharacters, child(at, figureKey(FigurePart::AsOf)));
  text(f.note, kMaxNoteCharacters, child(at, figureKey(FigurePart::Note)));
  evidence(f, at);
}

void ScenarioValidator::evidenceDate(const std::string& asOf, const std::string& at) {
  if (!asOf.empty() && !parseEvidenceDate(asOf))
    problem(at, Message(FC_TRANSLATE_NOOP("Problems",
                                          "must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got %1"),
                        {quoted(asOf)}));
}

void ScenarioValidator::evidence(const Figure& f, const std::string& at) {
  evidenceDate(f.asOf, child(at, figureKey(FigurePart::AsOf)));
  if (f.evidence.empty()) return;
  if (!isEvidenceKind(f.evidence))
    problem(child(at, figureKey(FigurePart::Evidence)),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "must be quote, list_price, index, specification or "
                                      "estimate, got %1"),
                    {quoted(f.evidence)}));
  else if (f.evidence == "estimate" && f.source.empty())
    problem(child(at, figureKey(FigurePart::Source)),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "an estimate must say in its source what it is estimated "
                                      "from")));
}

void ScenarioValidator::text(const std::string& value, std::size_t maxCharacters,
                             const std::string& at) {
  if (auto message = textLengthProblem(value, maxCharacters)) problem(at, std::move(*message));
}

void ScenarioValidator::limit(std::size_t count, std::size_t maximum, const char* key) {
  if (count > maximum)
    problem(child(at_, key),
            Message(FC_TRANSLATE_NOOP("Problems", "at most %1 %2 are allowed, got %3"),
                    {withThousands(static_cast<long long>(maximum)), key,
                     withThousands(static_cast<long long>(count))}));
}

void ScenarioValidator::clearIds() {
  gpuIds_.clear();
  regionIds_.clear();
  siteIds_.clear();
  currencies_.clear();
}

void ScenarioValidator::collectIds() {
  for (const auto& g : s_.gpuModels)
    if (g.id) gpuIds_.insert(*g.id);
  for (const auto& r : s_.regions)
    if (r.id) regionIds_.insert(*r.id);
  for (const auto& site : s_.sites)
    if (site.id) siteIds_.insert(*site.id);
  currencies_.insert("USD");
  for (const auto& [code, rate] : s_.fxPerUsd) currencies_.insert(code);
}

void ScenarioValidator::reference(const std::optional<std::string>& id,
                                  const std::set<std::string>& ids, const std::string& at,
                                  MessageTemplate missing, const char* list) {
  if (id && !ids.count(*id)) problem(at, Message(missing, {quoted(*id), list}));
}

void ScenarioValidator::currency(const std::optional<std::string>& code, const std::string& at) {
  if (!code) return;
  if (code->empty()) {
    problem(at, Message(FC_TRANSLATE_NOOP(
                    "Problems", "must name a currency, e.g. \"JPY\", got an empty string")));
  } else if (!currencies_.count(*code) && s_.fxPerUsdPresent) {
    problem(at,
            Message(FC_TRANSLATE_NOOP("Problems", "no exchange rate for %1: add it to fx_per_usd"),
                    {shortText(*code)}));
  }
}

void ScenarioValidator::fxRates() {
  const std::string at = child(at_, partKey(&Scenario::fxPerUsd));
  if (!s_.fxPerUsdPresent) {
    if (!s_.extras.keys.find(partKey(&Scenario::fxPerUsd)))
      problem(at,
              Message(FC_TRANSLATE_NOOP(
                  "Problems",
                  "required but missing: units of each currency per 1 USD, e.g. {\"JPY\": 150}")));
    return;
  }
  for (const auto& [code, rate] : s_.fxPerUsd) {
    // At the list: a pointer holding the code would be as long as the code.
    if (auto message = textLengthProblem(code, kMaxNameCharacters,
                                         FC_TRANSLATE_NOOP("Problems", "a currency code")))
      problem(at, std::move(*message));
    const std::string rateAt = child(at, code);
    figure(rate, Rule::Positive, rateAt);
    if (code == "USD" && rate.value != 1.0)
      problem(rateAt,
              Message(FC_TRANSLATE_NOOP("Problems", "USD is 1 per USD by definition, got %1"),
                      {formatNumber(rate.value)}));
  }
}

void ScenarioValidator::ownership() {
  if (!s_.ownership.present) return;
  const std::string at = child(at_, partKey(&Scenario::ownership));
  plainFields(s_.ownership, s_.ownership.extras, at);
  currency(s_.ownership.currency, child(at, &Ownership::currency));
}

}  // namespace fleetcost::scenario_validation
