// Setting a trial's figures, recomputing what they feed, checking the rules that figures drawn
// apart can break together, and evaluating every plan with the decisions held.
#include "model/risk/risk_trial.h"

#include <algorithm>
#include <cmath>

#include "model/finance/time_value.h"
#include "model/plans/goodput.h"
#include "model/plans/portfolio_parts.h"
#include "model/plans/prepared_parts.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

struct RiskTrial::Dirty {
  bool discount = false, money = false, ownership = false, sizing = false, serverPrices = false;
  bool rentalScale = false;
  std::vector<char> servers, sites, offers, apiOffers, regions, plans, demand;

  void reset() {
    discount = money = ownership = sizing = serverPrices = rentalScale = false;
    for (auto* list : {&servers, &sites, &offers, &apiOffers, &regions, &plans, &demand})
      std::fill(list->begin(), list->end(), 0);
  }
};

RiskTrial::~RiskTrial() = default;

RiskTrial::RiskTrial(const RiskModel& model)
    : model_(model),
      scenario_(model.trialScenario()),
      work_(model.prepared),
      current_(model.baseValues()),
      dirty_(std::make_unique<Dirty>()),
      plans_(model.prepared.plans.size()) {
  dirty_->servers.assign(scenario_.serverModels.size(), 0);
  dirty_->sites.assign(work_.sites.size(), 0);
  dirty_->offers.assign(work_.offers.size(), 0);
  dirty_->apiOffers.assign(work_.apiOffers.size(), 0);
  dirty_->regions.assign(work_.regions.size(), 0);
  dirty_->plans.assign(scenario_.plans.size(), 0);
  dirty_->demand.assign(work_.gpus.size(), 0);
  trialDemand_.assign(work_.gpus.size(), 0);
  const Scenario& s = model.scenario;
  gpuOfWorkload_.assign(s.workloads.size(), -1);
  for (std::size_t w = 0; w < s.workloads.size(); ++w)
    for (std::size_t g = 0; g < work_.gpus.size(); ++g)
      if (s.workloads[w].gpu == work_.gpus[g].id) gpuOfWorkload_[w] = static_cast<int>(g);
  gpuOfServer_.assign(s.serverModels.size(), -1);
  for (std::size_t g = 0; g < work_.gpus.size(); ++g)
    if (work_.gpus[g].serverIndex >= 0) gpuOfServer_[work_.gpus[g].serverIndex] = int(g);
  usedOffer_.assign(work_.offers.size(), 0);
  usedSite_.assign(work_.sites.size(), 0);
  usedApiOffer_.assign(work_.apiOffers.size(), 0);
  for (const PreparedPlan& plan : work_.plans) {
    for (int offer : plan.offerByGpu)
      if (offer >= 0) usedOffer_[offer] = 1;
    if (plan.site >= 0) usedSite_[plan.site] = 1;
    for (int offer : plan.apiOfferByWorkload)
      if (offer >= 0) usedApiOffer_[offer] = 1;
  }
  figuresOfGpu_.assign(work_.gpus.size(), {});
  for (std::size_t f = 0; f < model.figures.size(); ++f) {
    const RangedFigure& figure = model.figures[f];
    figureIn_.push_back(&figure.in(scenario_));
    if (figure.effect == FigureEffect::Workload && gpuOfWorkload_[figure.index] >= 0)
      figuresOfGpu_[gpuOfWorkload_[figure.index]].push_back(static_cast<int>(f));
  }
}

void RiskTrial::applyValues(std::span<const double> values, const RiskScales& scales, Dirty& d) {
  const auto& figures = model_.figures;
  for (std::size_t f = 0; f < figures.size(); ++f) {
    if (values[f] == current_[f] && !forceAll_) continue;
    const RangedFigure& figure = figures[f];
    figureIn_[f]->value = values[f];
    current_[f] = values[f];
    const int i = figure.index;
    switch (figure.effect) {
      case FigureEffect::None:
      case FigureEffect::Rebuild:
        break;
      case FigureEffect::Discount:
        d.discount = true;
        break;
      case FigureEffect::Money:
        d.money = true;
        break;
      case FigureEffect::Sizing:
        d.sizing = true;
        d.ownership = true;
        break;
      case FigureEffect::Ownership:
        d.ownership = true;
        break;
      case FigureEffect::ServerPrices:
        d.serverPrices = true;
        break;
      case FigureEffect::Server:
        d.servers[i] = 1;
        break;
      case FigureEffect::Site:
        d.sites[i] = 1;
        break;
      case FigureEffect::Offer:
        d.offers[i] = 1;
        break;
      case FigureEffect::ApiOffer:
        d.apiOffers[i] = 1;
        break;
      case FigureEffect::Region:
        d.regions[i] = 1;
        break;
      case FigureEffect::Workload:
        if (gpuOfWorkload_[i] >= 0) d.demand[gpuOfWorkload_[i]] = 1;
        break;
      case FigureEffect::Plan:
        d.plans[i] = 1;
        break;
    }
  }
  if (forceAll_) {
    d.discount = d.money = d.ownership = d.sizing = d.serverPrices = d.rentalScale = true;
    for (auto* list :
         {&d.servers, &d.sites, &d.offers, &d.apiOffers, &d.regions, &d.plans, &d.demand})
      std::fill(list->begin(), list->end(), 1);
    forceAll_ = false;
  }
  if (scales.demand != scales_.demand) std::fill(d.demand.begin(), d.demand.end(), 1);
  if (scales.rentalPrice != scales_.rentalPrice) d.rentalScale = true;
  scales_ = scales;
}

void RiskTrial::update(const Dirty& d, Problems& problems) {
  const CurrencyConverter fx(scenario_);
  PreparedScenario& p = work_;
  const PreparedScenario& base = model_.prepared;
  const int H = p.horizon;
  if (d.discount) {
    if (scenario_.discountRateAnnual.value == model_.scenario.discountRateAnnual.value)
      p.discount = base.discount;
    else
      discountFactorsInto(p.discount, scenario_.discountRateAnnual.value, H);
  }
  if (d.ownership || d.money) prepareOwnership(scenario_, fx, p);
  const std::size_t G = p.gpus.size();
  std::vector<char> serverDirty(G, 0);
  for (std::size_t g = 0; g < G; ++g) {
    const int server = p.gpus[g].serverIndex;
    serverDirty[g] = d.money || d.serverPrices || (server >= 0 && d.servers[server]);
    if (serverDirty[g]) prepareServer(scenario_, fx, p, int(g));
    if (d.demand[g]) {
      const bool atBase = scales_.demand == 1.0 &&
                          std::all_of(figuresOfGpu_[g].begin(), figuresOfGpu_[g].end(), [&](int f) {
                            return current_[f] == model_.figures[f].value;
                          });
      trialDemand_[g] = !atBase;
      if (atBase) {
        p.demand.copyGpu(base.demand, int(g));
        for (std::size_t w = 0; w < p.workloads.size(); ++w)
          if (p.workloads[w].gpu == int(g)) p.workloads[w] = base.workloads[w];
      } else {
        prepareGpuDemand(scenario_, p, int(g), scales_.demand);
      }
    }
    if (d.sizing || serverDirty[g] || d.demand[g]) prepareRequiredServers(p, int(g));
  }
  for (std::size_t i = 0; i < p.sites.size(); ++i)
    if (usedSite_[i] && (d.money || d.sites[i]))
      prepareSite(scenario_.sites[p.sites[i].index], fx, H, p.sites[i]);
  for (std::size_t i = 0; i < p.offers.size(); ++i)
    if (usedOffer_[i] && (d.money || d.rentalScale || d.offers[i]))
      prepareOffer(scenario_.rentalOffers[p.offers[i].index], fx, H, scales_.rentalPrice,
                   p.offers[i]);
  for (std::size_t i = 0; i < p.apiOffers.size(); ++i)
    if (usedApiOffer_[i] && (d.money || d.apiOffers[i]))
      prepareApiOffer(scenario_.apiOffers[i], fx, H, p.apiOffers[i]);
  for (std::size_t i = 0; i < p.regions.size(); ++i)
    if (d.regions[i]) prepareRegion(scenario_.regions[i], p.regions[i]);
  for (std::size_t j = 0; j < p.plans.size(); ++j) {
    PreparedPlan& plan = p.plans[j];
    if (!isOwning(plan.strategy)) continue;
    if (d.plans[plan.index]) prepareLease(scenario_.plans[plan.index], plan);
    for (std::size_t g = 0; g < G; ++g)
      if (d.money || d.sites[plan.site] || serverDirty[g])
        if (auto problem = fitServersPerRack(p, plan, int(g)))
          problems.push_back(std::move(*problem));
  }
}

void RiskTrial::checkDraws(Problems& problems) const {
  // The validator's rules between two figures, which independent draws can break together.
  for (std::size_t i = 0; i < scenario_.serverModels.size(); ++i) {
    const ServerModel& m = scenario_.serverModels[i];
    if (m.powerIdleKw.present && m.powerMaxKw.present && m.powerIdleKw.value > m.powerMaxKw.value)
      problems.push_back(problemAt(
          itemPointer(model_.pointer, &Scenario::serverModels, i) + "/" +
              keyOf(&ServerModel::powerIdleKw),
          Message(FC_TRANSLATE_NOOP("Problems", "must not be above power_max_kw (%1 kW), got %2"),
                  {formatNumber(m.powerMaxKw.value), formatNumber(m.powerIdleKw.value)})));
  }
  for (std::size_t i = 0; i < scenario_.rentalOffers.size(); ++i) {
    const PricePath& path = scenario_.rentalOffers[i].pricePath;
    for (std::size_t k = 1; path.present && k < path.points.size(); ++k) {
      const double before = path.points[k - 1].month.value, month = path.points[k].month.value;
      if (month <= before)
        problems.push_back(problemAt(
            itemPointer(partPointer(itemPointer(model_.pointer, &Scenario::rentalOffers, i),
                                    &RentalOffer::pricePath),
                        &PricePath::points, k) +
                "/" + keyOf(&PricePoint::month),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "must be after the month of the point before (%1), got %2"),
                    {formatNumber(before), formatNumber(month)})));
    }
  }
  for (std::size_t i = 0; i < scenario_.workloads.size(); ++i) {
    const Workload& w = scenario_.workloads[i];
    if (w.endMonth.present && w.endMonth.value <= w.startMonth.value)
      problems.push_back(problemAt(
          itemPointer(model_.pointer, &Scenario::workloads, i) + "/" + keyOf(&Workload::endMonth),
          Message(FC_TRANSLATE_NOOP("Problems", "must be after start_month (%1), got %2"),
                  {formatNumber(w.startMonth.value), formatNumber(w.endMonth.value)})));
  }
  for (std::size_t g = 0; g < work_.gpus.size(); ++g) {
    if (!trialDemand_[g]) continue;
    double peak = 0.0;
    for (int m = 0; m < work_.horizon; ++m) peak = std::max(peak, work_.demand.peak(int(g), m));
    if (peak > kMaxPeakGpus)
      problems.push_back(
          problemAt(itemPointer(model_.pointer, &Scenario::gpuModels, work_.gpus[g].modelIndex),
                    peakDemandMessage(std::round(peak))));
  }
}

bool RiskTrial::evaluate(std::span<const double> values, const RiskScales& scales, RiskOutcome& out,
                         Problems& problems) {
  Dirty& d = *dirty_;
  d.reset();
  applyValues(values, scales, d);
  const std::size_t before = problems.size();
  update(d, problems);
  bool rebuild = false;
  for (std::size_t f = 0; f < model_.figures.size(); ++f)
    rebuild = rebuild || (model_.figures[f].effect == FigureEffect::Rebuild &&
                          current_[f] != model_.figures[f].value);
  compiledAgain_ = rebuild;
  if (rebuild) {
    problems.resize(before);  // the compiler reports these itself
    const bool ok = evaluateRebuilt(scales, out, problems);
    if (!ok) forceAll_ = true;
    return ok;
  }
  checkDraws(problems);
  if (problems.size() == before) preparePortfolios(scales, problems);
  if (problems.size() == before) {
    cache_.reset(work_);
    for (std::size_t j = 0; j < plans_.size(); ++j) {
      evaluatePlanFlows(work_, work_.plans[j], model_.decisions[j], false, cache_, plans_[j]);
      const PlanResult& r = plans_[j].result;
      if (!std::isfinite(r.pvCost) || !std::isfinite(r.nominalCost))
        problems.push_back(problemAt(
            itemPointer(model_.pointer, &Scenario::plans, work_.plans[j].index),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "the costs of plan %1 are too large to compute: check the "
                                      "prices, counts and exchange rates it uses"),
                    {"\"" + r.name + "\""})));
    }
  }
  if (problems.size() != before) {
    forceAll_ = true;  // parts may have been left half updated
    return false;
  }
  outcomeOf(
      static_cast<int>(plans_.size()), [&](int j) -> const PlanResult& { return plans_[j].result; },
      out);
  return true;
}

Scenario RiskTrial::scaledScenario(const RiskScales& scales) const {
  Scenario s = scenario_;
  for (Workload& w : s.workloads) {
    if (w.usesTokens())
      w.avgTokensPerSecond.value *= scales.demand;
    else
      w.gpuHoursPerMonth.value *= scales.demand;
  }
  for (RentalOffer& o : s.rentalOffers) scaleRentalPrices(o, o, scales.rentalPrice);
  return s;
}

void RiskTrial::preparePortfolios(const RiskScales& scales, Problems& problems) {
  bool any = needsCopies(scenario_);
  for (const PreparedPlan& plan : work_.plans) any = any || plan.strategy == Strategy::Portfolio;
  if (!any) return;
  // A portfolio's parts and a plan's goodput copy (docs/MODEL.md §14) are scenarios of their
  // own: compiled again from the trial's figures.
  const Scenario s = scaledScenario(scales);
  for (PreparedPlan& plan : work_.plans)
    if (plan.strategy == Strategy::Portfolio)
      plan.parts = preparePortfolio(s, work_, plan.index, problems);
  if (needsCopies(scenario_)) prepareGoodputCopies(s, work_, problems);
}

bool RiskTrial::evaluateRebuilt(const RiskScales& scales, RiskOutcome& out, Problems& problems) {
  const Scenario s = scaledScenario(scales);
  Problems found = validateScenarioFields(s, model_.pointer);
  if (found.empty()) {
    PreparedOrProblems prepared = prepareScenario(s, model_.pointer);
    if (prepared.prepared) {
      setAfterTax(*prepared.prepared, model_.prepared.afterTax);
      ScenarioEvaluation e =
          evaluatePrepared(*prepared.prepared, &model_.decisions, ResultParts{false, false, false, false});
      if (e.result) {
        out = outcomeOf(e.result->plans);
        return true;
      }
      found = std::move(e.problems);
    } else {
      found = std::move(prepared.problems);
    }
  }
  problems.insert(problems.end(), found.begin(), found.end());
  return false;
}

}  // namespace fleetcost
