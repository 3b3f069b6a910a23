// Finding the ranged figures of a scenario by walking the same field tables as the reader and
// the validator, and checking their bounds against the fields' rules.
#include "model/risk/ranged_figures.h"

#include <cmath>

#include "model/plans/goodput.h"
#include "model/risk/figure_subjects.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

std::string escaped(const std::string& token) {
  std::string out;
  for (char c : token) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string spaced(std::string key) {
  for (char& c : key)
    if (c == '_') c = ' ';
  return key;
}

template <class T>
using Accessor = std::function<T&(Scenario&)>;

struct Walker {
  const Scenario& s;
  std::string at;
  bool everyFigure = false;
  std::vector<RangedFigure> out;
  std::vector<SubjectCandidates> owners;  // per figure of `out`
  SubjectCandidates subjects;             // of the object `fields` walks now
  bool lossOrSpot = false;                // needsCopies(s): docs/MODEL.md §14–§15

  // Adds T's ranged figure fields. `effectOf` maps a key to its effect.
  template <class T, class EffectOf>
  void fields(const T& object, Accessor<T> access, const std::string& pointer,
              const std::string& owner, const std::string& currency, int index, EffectOf effectOf) {
    for (const FieldSpec<T>& spec : fieldSpecs<T>()) {
      const auto* member = std::get_if<Figure T::*>(&spec.member);
      if (!member) continue;
      const Figure& f = object.**member;
      if (!f.present) continue;
      // Interruption and spot figures change nothing where no plan loses work or rents spot.
      if (!lossOrSpot && onlyForLostWorkOrSpot(spec.key)) continue;
      RangedFigure r;
      r.rule = spec.rule;
      r.whole = isWholeNumberRule(spec.rule);
      r.value = f.value;
      r.low = figureValue(r, f.lowOrValue());
      r.high = figureValue(r, f.highOrValue());
      if (!everyFigure && r.low == r.value && r.high == r.value) continue;
      r.key = spec.key;
      r.owner = owner;
      r.pointer = pointer + "/" + spec.key;
      r.label = owner.empty() ? spaced(spec.key) : owner + ": " + spaced(spec.key);
      r.unit = spec.money && !currency.empty() ? currency + " " + spec.unit : spec.unit;
      r.effect = effectOf(std::string(spec.key));
      r.index = index;
      const auto m = *member;
      r.in = [access, m](Scenario& target) -> Figure& { return access(target).*m; };
      out.push_back(std::move(r));
      owners.push_back(subjects);
    }
    subjects = {};
  }

  std::string reportingCurrency() const { return s.reportingCurrency.value_or("USD"); }

  void scenario() {
    fields<Scenario>(
        s, [](Scenario& x) -> Scenario& { return x; }, at, "", "", -1,
        [](const std::string& key) {
          return key == keyOf(&Scenario::horizonMonths) ? FigureEffect::Rebuild
                                                        : FigureEffect::Discount;
        });
    for (std::size_t i = 0; i < s.fxPerUsd.size(); ++i) {
      const auto& [code, rate] = s.fxPerUsd[i];
      RangedFigure r;
      r.rule = Rule::Positive;
      r.value = rate.value;
      r.low = rate.lowOrValue();
      r.high = rate.highOrValue();
      if (!rate.present || (!everyFigure && r.low == r.value && r.high == r.value)) continue;
      r.key = code;
      r.pointer = partPointer(at, &Scenario::fxPerUsd) + "/" + escaped(code);
      r.label = "fx per USD: " + code;
      r.unit = code + " per USD";
      r.effect = FigureEffect::Money;
      r.in = [i](Scenario& target) -> Figure& { return target.fxPerUsd[i].second; };
      out.push_back(std::move(r));
      owners.emplace_back();
    }
  }

  void ownership() {
    const std::string currency = s.ownership.currency.value_or(reportingCurrency());
    fields<Ownership>(
        s.ownership, [](Scenario& x) -> Ownership& { return x.ownership; },
        partPointer(at, &Scenario::ownership), partKey(&Scenario::ownership), currency, -1,
        [](const std::string& key) {
          if (key == keyOf(&Ownership::headroom)) return FigureEffect::Sizing;
          // Goodput (docs/MODEL.md §14) scales the demand of each plan's own compiled copy.
          if (key == keyOf(&Ownership::repairHours)) return FigureEffect::Rebuild;
          if (key == keyOf(&Ownership::hardwareAnnualPriceChange))
            return FigureEffect::ServerPrices;
          return FigureEffect::Ownership;
        });
  }

  void regions() {
    for (std::size_t i = 0; i < s.regions.size(); ++i) {
      const Region& region = s.regions[i];
      const std::string p = itemPointer(at, &Scenario::regions, i);
      const std::string name = region.name.value_or(region.id.value_or(""));
      const int j = static_cast<int>(i);
      subjects = regionSubjects(s, i, p);
      fields<Region>(
          region, [i](Scenario& x) -> Region& { return x.regions[i]; }, p, name, "", j,
          [](const std::string&) { return FigureEffect::None; });
      const auto tax = [](const std::string&) { return FigureEffect::Region; };
      const std::string taxAt = partPointer(p, &Region::tax);
      subjects = regionSubjects(s, i, taxAt);
      fields<TaxRule>(
          region.tax, [i](Scenario& x) -> TaxRule& { return x.regions[i].tax; }, taxAt,
          name + " tax", "", j, tax);
      const std::string depreciationAt = partPointer(taxAt, &TaxRule::depreciation);
      subjects = regionSubjects(s, i, depreciationAt);
      fields<Depreciation>(
          region.tax.depreciation,
          [i](Scenario& x) -> Depreciation& { return x.regions[i].tax.depreciation; },
          depreciationAt, name + " depreciation", "", j, tax);
    }
  }

  void catalog() {
    for (std::size_t i = 0; i < s.gpuModels.size(); ++i) {
      const GpuModel& g = s.gpuModels[i];
      const std::string p = itemPointer(at, &Scenario::gpuModels, i);
      subjects = gpuSubjects(s, i, p);
      fields<GpuModel>(
          g, [i](Scenario& x) -> GpuModel& { return x.gpuModels[i]; }, p,
          g.name.value_or(g.id.value_or("")), "", static_cast<int>(i),
          [](const std::string&) { return FigureEffect::None; });
    }
    for (std::size_t i = 0; i < s.serverModels.size(); ++i) {
      const ServerModel& m = s.serverModels[i];
      const std::string p = itemPointer(at, &Scenario::serverModels, i);
      subjects = serverSubjects(s, i, p);
      fields<ServerModel>(
          m, [i](Scenario& x) -> ServerModel& { return x.serverModels[i]; }, p,
          m.name.value_or(m.id.value_or("")), m.currency.value_or("USD"), static_cast<int>(i),
          [](const std::string& key) {
            return key == keyOf(&ServerModel::interruptionsPer1000GpuHours)
                       ? FigureEffect::Rebuild
                       : FigureEffect::Server;
          });
    }
  }

  void sites() {
    for (std::size_t i = 0; i < s.sites.size(); ++i) {
      const Site& site = s.sites[i];
      const std::string p = itemPointer(at, &Scenario::sites, i);
      const std::string name = site.name.value_or(site.id.value_or(""));
      const std::string currency = site.currency.value_or("USD");
      const int j = static_cast<int>(i);
      subjects = siteSubjects(s, i, p);
      fields<Site>(
          site, [i](Scenario& x) -> Site& { return x.sites[i]; }, p, name, currency, j,
          [](const std::string&) { return FigureEffect::Site; });
      bool chosenSeen = false;
      for (std::size_t c = 0; c < site.coolingOptions.size(); ++c) {
        const CoolingOption& option = site.coolingOptions[c];
        // prepareScenario uses the first option with the chosen name.
        const bool chosen = !chosenSeen && option.name && option.name == site.cooling;
        chosenSeen = chosenSeen || chosen;
        const std::string optionAt = itemPointer(p, &Site::coolingOptions, c);
        subjects = coolingSubjects(s, i, c, optionAt);
        fields<CoolingOption>(
            option, [i, c](Scenario& x) -> CoolingOption& { return x.sites[i].coolingOptions[c]; },
            optionAt, name + " " + option.name.value_or("cooling"), currency, j,
            [chosen](const std::string&) {
              return chosen ? FigureEffect::Site : FigureEffect::None;
            });
      }
    }
  }

  void offers() {
    const auto offer = [](const std::string&) { return FigureEffect::Offer; };
    for (std::size_t i = 0; i < s.rentalOffers.size(); ++i) {
      const RentalOffer& o = s.rentalOffers[i];
      const std::string p = itemPointer(at, &Scenario::rentalOffers, i);
      subjects = offerSubjects(s, i, p);
      fields<RentalOffer>(
          o, [i](Scenario& x) -> RentalOffer& { return x.rentalOffers[i]; }, p,
          o.name.value_or(o.id.value_or("")), o.currency.value_or("USD"), static_cast<int>(i),
          [](const std::string& key) {
            if (key == keyOf(&RentalOffer::reservedTermMonths) ||
                key == keyOf(&RentalOffer::interruptionsPer1000GpuHours) ||
                key == keyOf(&RentalOffer::spotInterruptionsPer1000GpuHours) ||
                key == keyOf(&RentalOffer::spotAvailability))
              return FigureEffect::Rebuild;
            if (key == keyOf(&RentalOffer::reservedUnitGpus) ||
                key == keyOf(&RentalOffer::kwhPerGpuHour))
              return FigureEffect::None;
            return FigureEffect::Offer;
          });
      if (!o.pricePath.present) continue;
      const std::string name = o.name.value_or(o.id.value_or(""));
      const std::string currency = o.currency.value_or("USD");
      const int j = static_cast<int>(i);
      const std::string pathAt = partPointer(p, &RentalOffer::pricePath);
      subjects = pricePathSubjects(s, i, -1, pathAt);
      fields<PricePath>(
          o.pricePath, [i](Scenario& x) -> PricePath& { return x.rentalOffers[i].pricePath; },
          pathAt, name + " price path", currency, j, offer);
      for (std::size_t k = 0; k < o.pricePath.points.size(); ++k) {
        const std::string pointAt = itemPointer(pathAt, &PricePath::points, k);
        subjects = pricePathSubjects(s, i, static_cast<int>(k), pointAt);
        fields<PricePoint>(
            o.pricePath.points[k],
            [i, k](Scenario& x) -> PricePoint& { return x.rentalOffers[i].pricePath.points[k]; },
            pointAt, name + " price path point " + std::to_string(k + 1), currency, j, offer);
      }
    }
  }

  // Last, so that a scenario gaining API offers draws the same numbers for its other figures in
  // each Monte Carlo trial (docs/MODEL.md §12.1).
  void apiOffers() {
    for (std::size_t i = 0; i < s.apiOffers.size(); ++i) {
      const ApiOffer& o = s.apiOffers[i];
      const std::string p = itemPointer(at, &Scenario::apiOffers, i);
      subjects = apiOfferSubjects(s, i, p);
      fields<ApiOffer>(
          o, [i](Scenario& x) -> ApiOffer& { return x.apiOffers[i]; }, p,
          o.name.value_or(o.id.value_or("")), o.currency.value_or("USD"), static_cast<int>(i),
          [](const std::string&) { return FigureEffect::ApiOffer; });
    }
  }

  void workloadsAndPlans() {
    for (std::size_t i = 0; i < s.workloads.size(); ++i) {
      const Workload& w = s.workloads[i];
      const std::string p = itemPointer(at, &Scenario::workloads, i);
      subjects = workloadSubjects(s, i, p);
      fields<Workload>(
          w, [i](Scenario& x) -> Workload& { return x.workloads[i]; }, p, w.name.value_or(""), "",
          static_cast<int>(i), [](const std::string& key) {
            return key == keyOf(&Workload::jobGpus) ||
                           key == keyOf(&Workload::checkpointIntervalHours) ||
                           key == keyOf(&Workload::restartHours)
                       ? FigureEffect::Rebuild
                       : FigureEffect::Workload;
          });
    }
    for (std::size_t i = 0; i < s.plans.size(); ++i) {
      const Plan& plan = s.plans[i];
      // docs/MODEL.md §15: the spot share shapes the plan's own compiled copy.
      const std::string at_ = itemPointer(at, &Scenario::plans, i);
      subjects = planSubjects(s, i, at_);
      fields<Plan>(
          plan, [i](Scenario& x) -> Plan& { return x.plans[i]; }, at_, plan.name.value_or(""), "",
          static_cast<int>(i), [](const std::string&) { return FigureEffect::Rebuild; });
      if (!plan.financing.present) continue;
      const std::string p = partPointer(itemPointer(at, &Scenario::plans, i), &Plan::financing);
      subjects = planSubjects(s, i, p);
      fields<Financing>(
          plan.financing, [i](Scenario& x) -> Financing& { return x.plans[i].financing; }, p,
          plan.name.value_or("") + " lease", "", static_cast<int>(i),
          [](const std::string&) { return FigureEffect::Plan; });
    }
  }
};

}  // namespace

double roundHalfUp(double value) {
  return std::floor(value + 0.5);
}

std::vector<RangedFigure> rangedFigures(const Scenario& scenario, const std::string& pointer,
                                        bool everyFigure) {
  Walker walker{scenario, pointer, everyFigure, {}, {}, {}, needsCopies(scenario)};
  walker.scenario();
  walker.ownership();
  walker.regions();
  walker.catalog();
  walker.sites();
  walker.offers();
  walker.workloadsAndPlans();
  walker.apiOffers();
  assignSubjects(walker.out, walker.owners);
  return std::move(walker.out);
}

Problems checkBounds(const std::vector<RangedFigure>& figures) {
  Problems problems;
  for (const RangedFigure& f : figures) {
    if (auto message = ruleProblem(f.rule, f.low))
      problems.push_back(
          problemAt(f.pointer + "/" + figureKey(FigurePart::Low), std::move(*message)));
    if (auto message = ruleProblem(f.rule, f.high))
      problems.push_back(
          problemAt(f.pointer + "/" + figureKey(FigurePart::High), std::move(*message)));
  }
  return problems;
}

}  // namespace fleetcost
