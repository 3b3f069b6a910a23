// Plan resolution and its problems: missing servers or offers, servers that do not fit a rack,
// offer prices that a plan needs but the offer does not state; for hosted API plans, the API
// offer of each workload and the token split it needs (docs/MODEL.md §12).
#include "model/plans/plan_resolution.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "model/plans/prepared_parts.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

std::string quoted(const std::string& text) {
  return quotedText(text);
}

class PlanResolver {
 public:
  PlanResolver(const Scenario& s, const PreparedScenario& p, Problems& problems)
      : s_(s),
        p_(p),
        problems_(problems),
        sites_(firstIndexOf(p.sites)),
        regions_(firstIndexOf(p.regions)) {
    // Offers by region and GPU, in list order: a scan of every offer for each plan and GPU
    // model would take plans × GPU models × offers steps.
    for (std::size_t i = 0; i < s_.rentalOffers.size(); ++i) {
      const RentalOffer& o = s_.rentalOffers[i];
      if (o.region && o.gpu) offersByRegionAndGpu_[offerKey(*o.region, *o.gpu)].push_back(int(i));
    }
    for (std::size_t i = 0; i < s_.apiOffers.size(); ++i) {
      const ApiOffer& o = s_.apiOffers[i];
      if (o.region && o.model)
        apiOffersByRegionAndModel_[offerKey(*o.region, *o.model)].push_back(int(i));
    }
  }

  std::vector<PreparedPlan> run() {
    std::vector<PreparedPlan> plans;
    for (std::size_t j = 0; j < s_.plans.size(); ++j) plans.push_back(resolve(int(j)));
    reportMissingOfferFields();
    reportMissingTokenSplits();
    return plans;
  }

 private:
  std::string planPointer(int j) const { return itemPointer(p_.pointer, &Scenario::plans, j); }

  PreparedPlan resolve(int j) {
    const Plan& plan = s_.plans[j];
    PreparedPlan out;
    out.index = j;
    out.name = plan.name.value_or("");
    out.strategy = parseStrategy(plan.strategy.value_or("")).value_or(Strategy::RentOnDemand);
    const bool owning = isOwning(out.strategy);
    const std::size_t gpuCount = p_.gpus.size();
    out.offerByGpu.assign(gpuCount, -1);
    out.serversPerRack.assign(gpuCount, 0);
    if (out.strategy == Strategy::Api) {
      resolveApi(j, plan, out);
      return out;
    }
    if (out.strategy == Strategy::Portfolio) {  // its parts are compiled on their own
      if (plan.financing.present) prepareLease(plan, out);
      return out;
    }
    if (owning) {
      out.site = indexOfSite(plan.site);
      for (std::size_t g = 0; g < gpuCount; ++g) fitServers(j, out, int(g));
      prepareLease(plan, out);
    }
    const bool rents = !owning || out.strategy == Strategy::Hybrid || plan.rentalRegion.has_value();
    if (rents) {
      out.rentalRegion = indexOfRegion(plan.rentalRegion);
      for (std::size_t g = 0; g < gpuCount; ++g) {
        out.offerByGpu[g] = findOffer(j, plan, int(g));
        if (out.offerByGpu[g] < 0) continue;
        need(out.offerByGpu[g], &RentalOffer::onDemandPerGpuHour, j);
        if (out.strategy == Strategy::RentReserved) {
          need(out.offerByGpu[g], &RentalOffer::reservedPerGpuMonth, j);
          need(out.offerByGpu[g], &RentalOffer::reservedTermMonths, j);
        }
      }
    }
    return out;
  }

  // An API plan: each workload an API can serve from the first API offer for its model in the
  // plan's region (and api_provider); the rest rented on demand from the plan's rental offers.
  void resolveApi(int j, const Plan& plan, PreparedPlan& out) {
    out.rentalRegion = indexOfRegion(plan.rentalRegion);
    out.apiProvider = plan.apiProvider;
    out.apiOfferByWorkload.assign(p_.workloads.size(), -1);
    std::vector<int> rentedBy(p_.gpus.size(), -1);  // per GPU model, its first rented workload
    for (std::size_t w = 0; w < p_.workloads.size(); ++w) {
      const PreparedWorkload& workload = p_.workloads[w];
      const int offer = workload.apiServable ? findApiOffer(plan, workload.model) : -1;
      out.apiOfferByWorkload[w] = offer;
      if (offer >= 0) {
        if (!workload.inputShare &&
            !s_.workloads[w].extras.keys.find(keyOf(&Workload::inputTokenShare)) &&
            splitNeededOnce_.insert(int(w)).second)
          splitNeeded_.push_back({int(w), j});
      } else if (workload.gpu < static_cast<int>(rentedBy.size()) && rentedBy[workload.gpu] < 0) {
        rentedBy[workload.gpu] = int(w);
      }
    }
    for (std::size_t g = 0; g < rentedBy.size(); ++g) {
      if (rentedBy[g] < 0) continue;
      out.offerByGpu[g] = findOffer(j, plan, int(g), apiRentalReason(plan, rentedBy[g]));
      if (out.offerByGpu[g] >= 0) need(out.offerByGpu[g], &RentalOffer::onDemandPerGpuHour, j);
    }
  }

  int findApiOffer(const Plan& plan, const std::string& model) const {
    if (!plan.rentalRegion) return -1;
    const auto offers = apiOffersByRegionAndModel_.find(offerKey(*plan.rentalRegion, model));
    if (offers == apiOffersByRegionAndModel_.end()) return -1;
    for (int i : offers->second)
      if (!plan.apiProvider || s_.apiOffers[i].provider == plan.apiProvider) return i;
    return -1;
  }

  // Why an API plan rents workload w's GPUs, for the problem of a missing rental offer.
  Message apiRentalReason(const Plan& plan, int w) const {
    const Workload& workload = s_.workloads[w];
    const PreparedWorkload& prepared = p_.workloads[w];
    Message why;
    if (workload.kind != "inference")
      why =
          workload.kind == "training"
              ? Message(FC_TRANSLATE_NOOP("Problems", "a training workload cannot use an API"))
              : Message(FC_TRANSLATE_NOOP("Problems", "a fine-tuning workload cannot use an API"));
    else if (!workload.usesTokens())
      why = Message(FC_TRANSLATE_NOOP("Problems", "it is sized in GPU-hours, not tokens"));
    else if (!workload.model)
      why = Message(FC_TRANSLATE_NOOP("Problems", "it names no model"));
    else if (plan.apiProvider)
      why = Message(FC_TRANSLATE_NOOP("Problems", "no API offer for model %1 from %2 in region %3"),
                    {quoted(prepared.model), quoted(*plan.apiProvider),
                     shortText(plan.rentalRegion.value_or(""))});
    else
      why = Message(FC_TRANSLATE_NOOP("Problems", "no API offer for model %1 in region %2"),
                    {quoted(prepared.model), shortText(plan.rentalRegion.value_or(""))});
    return Message(FC_TRANSLATE_NOOP("Problems",
                                     " to rent what its API offers cannot serve (workload %1: %2)"),
                   {quoted(prepared.name), std::move(why)});
  }

  int indexOfSite(const std::optional<std::string>& id) const { return firstOf(sites_, id); }
  int indexOfRegion(const std::optional<std::string>& id) const { return firstOf(regions_, id); }

  // The first index of each id, hashed.
  using FirstIndex = std::unordered_map<std::string, int>;
  template <class T>
  static FirstIndex firstIndexOf(const std::vector<T>& items) {
    FirstIndex first;
    for (std::size_t i = 0; i < items.size(); ++i) first.try_emplace(items[i].id, int(i));
    return first;
  }
  static int firstOf(const FirstIndex& first, const std::optional<std::string>& id) {
    const auto it = id ? first.find(*id) : first.end();
    return it == first.end() ? -1 : it->second;
  }

  // Servers per rack at the plan's site, or 0 with a problem.
  void fitServers(int j, PreparedPlan& plan, int g) {
    if (p_.gpus[g].serverIndex < 0) {
      problems_.push_back(problemAt(
          planPointer(j) + "/" + keyOf(&Plan::site),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "plan %1 needs a server model with GPU %2, but server_models "
                                    "has none"),
                  {quoted(plan.name), shortText(p_.gpus[g].id)})));
      return;
    }
    if (auto problem = fitServersPerRack(p_, plan, g)) problems_.push_back(std::move(*problem));
  }

  // The first offer in the plan's region for the GPU (and provider); -1 with a problem, which
  // ends with `why` (what needs the offer) when given.
  int findOffer(int j, const Plan& plan, int g, const Message& why = {}) {
    const std::string& gpuId = p_.gpus[g].id;
    bool otherProviders = false;
    const auto offers = plan.rentalRegion
                            ? offersByRegionAndGpu_.find(offerKey(*plan.rentalRegion, gpuId))
                            : offersByRegionAndGpu_.end();
    if (offers != offersByRegionAndGpu_.end())
      for (int i : offers->second) {
        if (!plan.provider || s_.rentalOffers[i].provider == plan.provider) return i;
        otherProviders = true;
      }
    const std::string region = shortText(plan.rentalRegion.value_or(""));
    const std::string name = quoted(plan.name.value_or(""));
    if (otherProviders)
      problems_.push_back(problemAt(
          planPointer(j) + "/" + keyOf(&Plan::provider),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "plan %1 has no rental offer for GPU %2 from provider %3 in "
                                    "region %4 (other providers offer it)%5"),
                  {name, shortText(gpuId), quoted(*plan.provider), region, why})));
    else
      problems_.push_back(problemAt(
          planPointer(j) + "/" + keyOf(&Plan::rentalRegion),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "plan %1 has no rental offer for GPU %2 in region %3%4"),
                  {name, shortText(gpuId), region, why})));
    return -1;
  }

  void need(int offer, Figure RentalOffer::*field, int plan) {
    if ((s_.rentalOffers[offer].*field).present) return;
    const char* key = keyOf(field);
    if (!neededOnce_.insert(std::to_string(offer) + "/" + key).second) return;
    needed_.push_back({offer, key, plan});
  }

  void reportMissingOfferFields() {
    for (const auto& [offer, key, plan] : needed_)
      problems_.push_back(
          problemAt(itemPointer(p_.pointer, &Scenario::rentalOffers, offer) + "/" + key,
                    Message(FC_TRANSLATE_NOOP("Problems", "required by plan %1 but missing"),
                            {quoted(s_.plans[plan].name.value_or(""))})));
  }

  void reportMissingTokenSplits() {
    for (const auto& [workload, plan] : splitNeeded_)
      problems_.push_back(problemAt(
          itemPointer(p_.pointer, &Scenario::workloads, workload) + "/" +
              keyOf(&Workload::inputTokenShare),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "required by plan %1, whose API offer serves this workload, "
                                    "but missing: the share of its tokens that are input (prompt) "
                                    "tokens, from 0 to 1"),
                  {quoted(s_.plans[plan].name.value_or(""))})));
  }

  struct Need {
    int offer;
    const char* key;
    int plan;
  };

  // Region and GPU id as one key; the length prefix keeps two pairs from joining into one.
  static std::string offerKey(const std::string& region, const std::string& gpu) {
    return std::to_string(region.size()) + ":" + region + gpu;
  }

  const Scenario& s_;
  const PreparedScenario& p_;
  Problems& problems_;
  std::vector<Need> needed_;
  std::unordered_set<std::string> neededOnce_;  // "offer/key" of needed_
  std::unordered_map<std::string, std::vector<int>> offersByRegionAndGpu_;
  std::unordered_map<std::string, std::vector<int>> apiOffersByRegionAndModel_;
  std::vector<std::pair<int, int>> splitNeeded_;  // (workload, first plan that needs it)
  std::unordered_set<int> splitNeededOnce_;
  const FirstIndex sites_, regions_;
};

}  // namespace

std::vector<PreparedPlan> resolvePlans(const Scenario& scenario, const PreparedScenario& prepared,
                                       Problems& problems) {
  return PlanResolver(scenario, prepared, problems).run();
}

}  // namespace fleetcost
