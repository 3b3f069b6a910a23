// Finding stale prices and saying so.
#include "model/evaluation/stale_figures.h"

#include <algorithm>
#include <cmath>
#include <ctime>

#include "model/scenario/evidence_date.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/figure_walk.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

std::string todayDate() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char out[16];
  std::strftime(out, sizeof out, "%Y-%m-%d", &local);
  return out;
}

StalePrices staleFigures(const Workbook& workbook, std::size_t index, const std::string& today) {
  StalePrices out;
  out.pricesAsOf = workbook.pricesAsOf.value_or(today);
  out.staleAfterMonths = static_cast<int>(std::lround(workbook.staleAfterMonths.value));
  const std::optional<EvidenceDate> prices = parseEvidenceDate(out.pricesAsOf);
  if (!prices || index >= workbook.scenarios.size()) return out;
  const Scenario& s = workbook.scenarios[index];
  const std::string at = "/scenarios/" + std::to_string(index);
  const auto check = [&](const std::string& asOf, const std::string& pointer,
                         const std::string& owner, const std::string& key) {
    const std::optional<EvidenceDate> date = parseEvidenceDate(asOf);
    if (!date) return;
    const int months = monthsBetween(*date, *prices);
    if (months > out.staleAfterMonths) out.figures.push_back({pointer, owner, key, asOf, months});
  };
  const std::string fxKey = partKey(&Scenario::fxPerUsd);
  for (const FigureEntry& e : scenarioFigures(s)) {
    const bool price = !e.currency.empty() || e.group == fxKey;
    if (price && e.figure->evidence != "specification")
      check(e.figure->asOf, at + e.pointer, e.owner, e.key);
  }
  const std::string offers = partKey(&Scenario::rentalOffers);
  for (std::size_t i = 0; i < s.rentalOffers.size(); ++i) {
    const RentalOffer& offer = s.rentalOffers[i];
    if (offer.pricePath.present && offer.pricePath.asOf)
      check(*offer.pricePath.asOf,
            at + "/" + offers + "/" + std::to_string(i) + "/" + partKey(&RentalOffer::pricePath) +
                "/" + keyOf(&PricePath::asOf),
            offer.name.value_or(offer.id.value_or("")), partKey(&RentalOffer::pricePath));
  }
  std::stable_sort(out.figures.begin(), out.figures.end(),
                   [](const StaleFigure& a, const StaleFigure& b) { return a.months > b.months; });
  return out;
}

std::optional<Warning> staleFiguresWarning(const StalePrices& stale) {
  if (stale.figures.empty()) return std::nullopt;
  const StaleFigure& oldest = stale.figures.front();
  const std::string name = oldest.owner.empty() ? oldest.key : oldest.owner + ": " + oldest.key;
  Warning w;
  w.pointer = oldest.pointer;
  w.summaryText =
      Message(FC_TRANSLATE_NOOP("Warnings",
                                "stale prices (dated more than %2 months before the "
                                "prices' date %3): %1; the oldest is %4, dated %5, %6 "
                                "months before"),
              {std::to_string(stale.figures.size()), std::to_string(stale.staleAfterMonths),
               stale.pricesAsOf, name, oldest.asOf, std::to_string(oldest.months)});
  w.summary = englishText(w.summaryText);
  w.message = w.summary;
  return w;
}

}  // namespace fleetcost
