// The editors' choices for a text field, by the source its descriptor names: the scenario's
// currencies, ids, models and providers, the strategies, or the field's own words.
#include <algorithm>

#include "ui/core/format/strategy_labels.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::vector<Choice> currencyChoices(const Scenario& s) {
  std::vector<Choice> out{{QStringLiteral("USD"), QStringLiteral("USD")}};
  for (const auto& [code, rate] : s.fxPerUsd)
    if (code != "USD") out.push_back({QString::fromStdString(code), QString::fromStdString(code)});
  return out;
}

namespace {

void addOnce(std::vector<Choice>& out, const std::optional<std::string>& value) {
  if (!value) return;
  const QString v = QString::fromStdString(*value);
  if (std::none_of(out.begin(), out.end(), [&](const Choice& c) { return c.value == v; }))
    out.push_back({v, v});
}

// The models of the scenario's API offers, and none.
std::vector<Choice> modelChoices(const Scenario& s) {
  std::vector<Choice> out{{QString(), Columns::tr("None")}};
  for (const ApiOffer& o : s.apiOffers) addOnce(out, o.model);
  return out;
}

// "Any" and each provider of a list of offers, once.
template <class Offer>
std::vector<Choice> providersOf(const std::vector<Offer>& offers) {
  std::vector<Choice> out{{QString(), Columns::tr("Any (first offer)")}};
  for (const Offer& o : offers) addOnce(out, o.provider);
  return out;
}

// The plan's strategy: its key in the file, its label (strategyLabel) in the cell.
template <std::size_t N>
std::vector<Choice> strategyChoices(const Strategy (&strategies)[N]) {
  std::vector<Choice> choices;
  for (const Strategy s : strategies)
    choices.push_back({QString::fromLatin1(strategyKey(s)), strategyLabel(s)});
  return choices;
}

// The scenario's workload names.
std::vector<Choice> workloadChoices(const Scenario& s) {
  std::vector<Choice> out;
  for (const Workload& w : s.workloads) addOnce(out, w.name);
  return out;
}

}  // namespace

std::vector<Choice> wordChoices(std::span<const WordChoice> words) {
  std::vector<Choice> out;
  for (const WordChoice& w : words)
    out.push_back(
        {QString::fromLatin1(w.value), QCoreApplication::translate("FieldLabels", w.label)});
  return out;
}

std::function<std::vector<Choice>(const Scenario&)> choicesOf(Choices source,
                                                              std::span<const WordChoice> words) {
  switch (source) {
    case Choices::Free:
      return {};
    case Choices::Currencies:
      return currencies();
    case Choices::Regions:
      return idChoices(&Scenario::regions);
    case Choices::GpuModels:
      return idChoices(&Scenario::gpuModels);
    case Choices::Sites:
      return idChoices(&Scenario::sites);
    case Choices::ApiModels:
      return modelChoices;
    case Choices::RentalProviders:
      return [](const Scenario& s) { return providersOf(s.rentalOffers); };
    case Choices::ApiProviders:
      return [](const Scenario& s) { return providersOf(s.apiOffers); };
    case Choices::Strategies:
      return fixedChoices(strategyChoices(kStrategies));
    case Choices::TypedStrategies:
      return fixedChoices(strategyChoices(kTypedStrategies));
    case Choices::Workloads:
      return workloadChoices;
    case Choices::Words:
      return fixedChoices(wordChoices(words));
  }
  return {};
}

}  // namespace fleetcost::ui
