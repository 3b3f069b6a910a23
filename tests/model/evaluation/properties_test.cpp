// Properties over thousands of random valid workbooks (issue 8): no NaN or infinity, flows that
// sum to totals, costs that never fall when prices rise, hybrid never dearer than its
// alternatives (MODEL.md §4.5), the same result on every run. Seeded, so a failure names a seed
// that reproduces it: PROPERTY_SEED=N runs that one workbook alone (PROPERTY_DUMP=1 prints it).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "model/io/result_json.h"
#include "support/sanitizers.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// 2,000 workbooks (14,000 evaluations, about 10 s); a quarter under the sanitizers.
constexpr int kWorkbooks = test::kSanitized ? 500 : 2000;

class Generator {
 public:
  explicit Generator(unsigned seed) : random_(seed) {}

  double uniform(double low, double high) {
    return std::uniform_real_distribution<double>(low, high)(random_);
  }
  int whole(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }
  bool chance(double p) { return uniform(0, 1) < p; }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<std::size_t>(whole(0, static_cast<int>(items.size()) - 1))];
  }

  // A valid scenario: every field in range, every server fits its rack, every plan has its
  // offers. Plans: on demand, reserved, colocate and hybrid in region r0 at site s0 (same
  // provider), plus an on-demand plan in r1.
  Json scenario() {
    const int H = whole(1, 72);
    const std::vector<std::string> currencies = {"USD", "JPY", "HKD"};
    Json s;
    s["name"] = "random";
    s["horizon_months"] = H;
    s["reporting_currency"] = pick(currencies);
    s["fx_per_usd"] = {{"JPY", uniform(100, 160)}, {"HKD", uniform(7.7, 7.9)}};
    s["discount_rate_annual"] = chance(0.3) ? 0.0 : uniform(0, 0.15);
    s["after_tax"] = chance(0.3);
    s["ownership"] = {{"headroom", chance(0.5) ? 0.0 : uniform(0, 0.5)},
                      {"spare_ratio", uniform(0, 0.1)},
                      {"refresh_months", whole(6, 60)},
                      {"lead_time_months", chance(0.6) ? 0 : whole(1, 8)},
                      {"hardware_annual_price_change", uniform(-0.2, 0.1)},
                      {"resale_annual_decline", uniform(0, 1)},
                      {"install_pct", uniform(0, 0.1)},
                      {"maintenance_annual_pct", uniform(0, 0.1)},
                      {"license_per_gpu_year", chance(0.5) ? 0.0 : uniform(0, 500)},
                      {"credit_terminal_value", chance(0.7)}};
    const std::vector<std::string> methods = {"immediate", "straight_line", "declining_balance"};
    s["regions"] = Json::array();
    for (int r = 0; r < 2; ++r) {
      Json region = {{"id", "r" + std::to_string(r)}, {"grid_kg_co2_per_kwh", uniform(0, 0.7)}};
      if (chance(0.7))
        region["tax"] = {{"tax_rate", uniform(0, 0.4)},
                         {"depreciation",
                          {{"method", pick(methods)},
                           {"useful_life_years", whole(1, 6)},
                           {"factor", uniform(1, 2.5)}}}};
      s["regions"].push_back(region);
    }
    const int gpus = whole(1, 2);
    s["gpu_models"] = Json::array();
    s["server_models"] = Json::array();
    s["rental_offers"] = Json::array();
    double widestServerKw = 0;
    for (int g = 0; g < gpus; ++g) {
      const std::string id = "g" + std::to_string(g);
      s["gpu_models"].push_back({{"id", id}});
      const double maxKw = uniform(0.5, 12);
      widestServerKw = std::max(widestServerKw, maxKw);
      s["server_models"].push_back({{"id", "s" + std::to_string(g)},
                                    {"gpu", id},
                                    {"gpus", pick(std::vector<int>{1, 2, 4, 8})},
                                    {"currency", pick(currencies)},
                                    {"price", uniform(1e3, 4e5)},
                                    {"network_capex", uniform(0, 5000)},
                                    {"power_idle_kw", maxKw * uniform(0, 1)},
                                    {"power_max_kw", maxKw},
                                    {"rack_units", pick(std::vector<int>{1, 2, 4, 8})}});
      for (int r = 0; r < 2; ++r)
        s["rental_offers"].push_back({{"id", "o" + std::to_string(r) + id},
                                      {"provider", "p"},
                                      {"region", "r" + std::to_string(r)},
                                      {"gpu", id},
                                      {"currency", pick(currencies)},
                                      {"on_demand_per_gpu_hour", uniform(0.2, 6)},
                                      {"reserved_per_gpu_month", uniform(100, 3000)},
                                      {"reserved_term_months", whole(1, 36)},
                                      {"reserved_unit_gpus", pick(std::vector<int>{1, 2, 4, 8})},
                                      {"annual_price_change", uniform(-0.3, 0.2)},
                                      {"kwh_per_gpu_hour", uniform(0, 1.5)}});
    }
    Json options = Json::array();
    const int coolings = whole(1, 2);
    for (int c = 0; c < coolings; ++c)
      options.push_back({{"name", "c" + std::to_string(c)},
                         {"max_kw_per_rack", widestServerKw * uniform(1, 6)},
                         {"pue", uniform(1, 2)},
                         {"capex_per_rack", chance(0.5) ? 0.0 : uniform(0, 50000)},
                         {"monthly_per_rack", uniform(0, 500)}});
    s["sites"] = Json::array({Json{{"id", "s0"},
                                   {"region", "r0"},
                                   {"currency", pick(currencies)},
                                   {"space_per_rack_month", uniform(0, 3000)},
                                   {"power_per_kw_month", uniform(0, 300)},
                                   {"energy_per_kwh", uniform(0, 0.4)},
                                   {"setup_fee_per_rack", uniform(0, 20000)},
                                   {"cross_connects_per_rack", whole(0, 4)},
                                   {"cross_connect_month", uniform(0, 400)},
                                   {"transit_mbps", uniform(0, 1000)},
                                   {"transit_per_mbps_month", uniform(0, 2)},
                                   {"remote_hands_hours_month", uniform(0, 10)},
                                   {"remote_hands_per_hour", uniform(0, 200)},
                                   {"staff_fte", uniform(0, 1)},
                                   {"staff_annual_cost", uniform(0, 150000)},
                                   {"colo_annual_change", uniform(-0.1, 0.1)},
                                   {"energy_annual_change", uniform(-0.1, 0.2)},
                                   {"cooling", "c" + std::to_string(whole(0, coolings - 1))},
                                   {"cooling_options", options}}});
    const std::vector<std::string> kinds = {"training", "fine_tuning", "inference"};
    const std::vector<std::string> presets = {"flat", "business_hours", "diurnal"};
    s["workloads"] = Json::array();
    const int workloads = whole(1, 4);
    for (int w = 0; w < workloads; ++w) {
      Json workload = {{"name", "w" + std::to_string(w)},
                       {"kind", pick(kinds)},
                       {"gpu", "g" + std::to_string(whole(0, gpus - 1))},
                       {"annual_growth", uniform(-0.5, 1)},
                       {"start_month", whole(0, H - 1)}};
      if (chance(0.7)) {
        workload["gpu_hours_per_month"] = chance(0.05) ? 0.0 : uniform(0, 20000);
      } else {
        workload["avg_tokens_per_second"] = uniform(0, 50000);
        workload["tokens_per_second_per_gpu"] = uniform(500, 5000);
      }
      if (chance(0.3)) workload["end_month"] = workload["start_month"].get<int>() + whole(1, H);
      if (chance(0.25)) {
        Json weights = Json::array();
        for (int k = 0; k < 168; ++k) weights.push_back(chance(0.2) ? 0.0 : uniform(0, 3));
        weights[static_cast<std::size_t>(whole(0, 167))] = 1.0;  // not all 0
        workload["profile"] = weights;
      } else {
        workload["profile"] = pick(presets);
      }
      s["workloads"].push_back(workload);
    }
    Json colocate = {{"name", "colocate"},
                     {"strategy", "colocate"},
                     {"site", "s0"},
                     {"rental_region", "r0"},
                     {"provider", "p"}};
    if (chance(0.2))
      colocate["financing"] = {
          {"method", "lease"}, {"annual_rate", uniform(0, 0.1)}, {"term_months", whole(1, 48)}};
    s["plans"] = Json::array(
        {Json{{"name", "on demand"},
              {"strategy", "rent_on_demand"},
              {"rental_region", "r0"},
              {"provider", "p"}},
         Json{{"name", "reserved"},
              {"strategy", "rent_reserved"},
              {"rental_region", "r0"},
              {"provider", "p"}},
         colocate,
         Json{{"name", "hybrid"},
              {"strategy", "hybrid"},
              {"site", "s0"},
              {"rental_region", "r0"},
              {"provider", "p"}},
         Json{{"name", "on demand r1"}, {"strategy", "rent_on_demand"}, {"rental_region", "r1"}}});
    return s;
  }

 private:
  std::mt19937_64 random_;
};

struct Evaluated {
  std::optional<ScenarioResult> result;
  std::string problems;
};

Evaluated evaluate(const Json& scenario, std::optional<bool> afterTax = std::nullopt) {
  const CheckedWorkbook checked = checkWorkbookText(test::workbookOf(scenario).dump());
  Evaluated out;
  for (const Problem& p : checked.all()) out.problems += formatProblem(p) + "\n";
  if (!out.problems.empty() || !checked.workbook) return out;
  EvaluationOptions options;
  options.afterTax = afterTax;
  ScenarioEvaluation e = evaluateScenario(checked.workbook->scenarios.at(0), 0, options);
  for (const Problem& p : e.problems) out.problems += formatProblem(p) + "\n";
  out.result = std::move(e.result);
  return out;
}

// Within rounding: a relative 1e-9 of the magnitudes involved, at least 1e-6.
double slack(double a, double b) {
  return 1e-6 + 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

std::string finiteProblem(const ScenarioResult& r) {
  auto check = [](const std::vector<double>& series) {
    for (double v : series)
      if (!std::isfinite(v)) return false;
    return true;
  };
  for (const PlanResult& p : r.plans) {
    for (const Series& flow : p.flows)
      if (!check(flow)) return p.name + ": a flow";
    if (!check(p.total) || !check(p.cumulative) || !check(p.pvCumulative) ||
        !check(p.facilityKwh) || !std::isfinite(p.pvCost) || !std::isfinite(p.nominalCost) ||
        !std::isfinite(p.co2Tonnes) || (p.costPerGpuHour && !std::isfinite(*p.costPerGpuHour)))
      return p.name + ": a total or figure";
  }
  for (const BreakEven& b : r.breakeven)
    if (b.irr && !std::isfinite(*b.irr)) return "an IRR";
  for (const WorkloadCost& w : r.workloads)
    if (!std::isfinite(w.cost) ||
        (w.costPerMillionTokens && !std::isfinite(*w.costPerMillionTokens)))
      return "a workload cost";
  return {};
}

// total(t) = Σ categories; cumulative and pv_cumulative are its running (discounted) sums;
// nominal_cost and pv_cost are their last entries.
void expectFlowsSumToTotals(const ScenarioResult& r) {
  const std::size_t dates = static_cast<std::size_t>(r.horizonMonths) + 1;
  for (const PlanResult& p : r.plans) {
    SCOPED_TRACE(p.name);
    ASSERT_EQ(p.total.size(), dates);
    double running = 0, pv = 0, magnitude = 0;
    for (std::size_t t = 0; t < dates; ++t) {
      double sum = 0, size = 0;
      for (const Series& flow : p.flows) {
        if (flow.empty()) continue;
        sum += flow.at(t);
        size += std::fabs(flow.at(t));
      }
      magnitude += size;
      ASSERT_NEAR(p.total[t], sum, slack(size, 0)) << "date " << t;
      running += sum;
      pv += sum * r.discount.at(t);
      ASSERT_NEAR(p.cumulative[t], running, slack(magnitude, 0)) << "date " << t;
      ASSERT_NEAR(p.pvCumulative[t], pv, slack(magnitude, 0)) << "date " << t;
    }
    EXPECT_EQ(p.nominalCost, p.cumulative.back());
    EXPECT_EQ(p.pvCost, p.pvCumulative.back());
  }
}

const PlanResult& plan(const ScenarioResult& r, const std::string& name) {
  return test::planNamed(r, name);
}

Json scaled(Json s, const std::string& list, const std::vector<std::string>& keys, double by) {
  for (Json& item : s[list])
    for (const std::string& key : keys) item[key] = item[key].get<double>() * by;
  return s;
}

// MODEL.md §4.5: the cap search sizes each GPU model on its own racks, and only then is the
// plan costed with its racks combined. Racks that one GPU model frees and another fills pay no
// new set-up fee or cooling capex (ΔR runs on the combined rack count), which the search cannot
// see; the hybrid may pay them where colocating does not. The allowance is the present value of
// the set-up fees and cooling capex colocating would pay with each GPU model's racks on its own,
// minus what it pays with them combined (0 with one GPU model).
double rackEffect(const Json& s, const ScenarioResult& r, const PlanResult& colocate) {
  const Json& site = s["sites"][0];
  const Json* chosen = nullptr;
  for (const Json& c : site["cooling_options"])
    if (c["name"] == site["cooling"]) chosen = &c;
  const auto fx = [&](const std::string& currency) {
    return currency == "USD" ? 1.0 : s["fx_per_usd"][currency].get<double>();
  };
  const double perRack =
      (site["setup_fee_per_rack"].get<double>() + (*chosen)["capex_per_rack"].get<double>()) /
      fx(site["currency"]) * fx(s["reporting_currency"]);
  double separate = 0, combined = 0;
  long long combinedHighest = 0;
  std::vector<long long> highest(r.gpuIds.size(), 0);
  for (int m = 0; m < r.horizonMonths; ++m) {
    long long racks = 0;
    for (std::size_t g = 0; g < r.gpuIds.size(); ++g) {
      const Json* server = nullptr;
      for (const Json& candidate : s["server_models"])
        if (candidate["gpu"] == r.gpuIds[g]) server = &candidate;
      const double fit = std::min(std::floor((*chosen)["max_kw_per_rack"].get<double>() /
                                                 (*server)["power_max_kw"].get<double>() +
                                             1e-9),
                                  std::floor(42.0 / (*server)["rack_units"].get<double>() + 1e-9));
      const long long own = static_cast<long long>(
          std::ceil(static_cast<double>(colocate.ownedServers[g][m]) / fit - 1e-9));
      separate += static_cast<double>(std::max(0LL, own - highest[g])) * perRack * r.discount[m];
      highest[g] = std::max(highest[g], own);
      racks += own;
    }
    combined +=
        static_cast<double>(std::max(0LL, racks - combinedHighest)) * perRack * r.discount[m];
    combinedHighest = std::max(combinedHighest, racks);
  }
  return separate - combined;
}

void checkWorkbook(unsigned seed, int& hybridBelowColocate) {
  SCOPED_TRACE("PROPERTY_SEED=" + std::to_string(seed));
  Generator generator(seed);
  const Json s = generator.scenario();
  if (std::getenv("PROPERTY_DUMP")) std::printf("%s\n", s.dump().c_str());
  const Evaluated base = evaluate(s);
  ASSERT_TRUE(base.result) << base.problems << s.dump();
  const ScenarioResult& r = *base.result;

  // No NaN or infinity anywhere; flows sum to totals.
  ASSERT_EQ(finiteProblem(r), "");
  expectFlowsSumToTotals(r);

  // The same result on every run, also on another thread.
  const std::string json = writeResultJson({r});
  EXPECT_EQ(writeResultJson({*evaluate(s).result}), json);
  std::string onThread;
  std::thread([&] { onThread = writeResultJson({*evaluate(s).result}); }).join();
  EXPECT_EQ(onThread, json);

  // Raising every rental price never lowers a renting plan's cost: on demand is a sum of
  // price × hours; reserved is the least present value over the same choices, each of which
  // costs more (after tax both are scaled by 1 - rate).
  const double rise = 1 + generator.uniform(0.001, 0.5);
  const Evaluated dearerRental = evaluate(
      scaled(s, "rental_offers", {"on_demand_per_gpu_hour", "reserved_per_gpu_month"}, rise));
  ASSERT_TRUE(dearerRental.result) << dearerRental.problems;
  for (const char* name : {"on demand", "reserved", "on demand r1"}) {
    const PlanResult& before = plan(r, name);
    const PlanResult& after = plan(*dearerRental.result, name);
    EXPECT_GE(after.pvCost, before.pvCost - slack(after.pvCost, before.pvCost)) << name;
    if (before.strategy == Strategy::RentOnDemand) {
      EXPECT_GE(after.nominalCost,
                before.nominalCost - slack(after.nominalCost, before.nominalCost))
          << name;
    }
  }

  // Raising the power tariff (per kW and per kWh) never lowers an owning plan's cost. Colocate
  // keeps its fleet, so in both views. A hybrid plan chooses its caps on the pre-tax costs (§9),
  // so there: after tax, a dearer tariff can tip it into renting, which tax may make cheaper
  // than the owning it chose before (docs/MODEL.md §10).
  const Json dearerPowerScenario =
      scaled(s, "sites", {"power_per_kw_month", "energy_per_kwh"}, rise);
  const Evaluated dearerPower = evaluate(dearerPowerScenario);
  const Evaluated dearerPowerPreTax = evaluate(dearerPowerScenario, false);
  const Evaluated preTax = evaluate(s, false);
  ASSERT_TRUE(dearerPower.result && dearerPowerPreTax.result && preTax.result)
      << dearerPower.problems << preTax.problems;
  for (const auto& [before, after] :
       {std::pair{&plan(r, "colocate"), &plan(*dearerPower.result, "colocate")},
        std::pair{&plan(*preTax.result, "colocate"), &plan(*dearerPowerPreTax.result, "colocate")},
        std::pair{&plan(*preTax.result, "hybrid"), &plan(*dearerPowerPreTax.result, "hybrid")}}) {
    EXPECT_GE(after->pvCost, before->pvCost - slack(after->pvCost, before->pvCost)) << after->name;
    if (after->strategy == Strategy::Colocate) {
      EXPECT_GE(after->nominalCost,
                before->nominalCost - slack(after->nominalCost, before->nominalCost));
    }
  }

  // Hybrid against its alternatives, on the pre-tax costs its search decides on (§9).
  const PlanResult& hybrid = plan(*preTax.result, "hybrid");
  const PlanResult& onDemand = plan(*preTax.result, "on demand");
  const PlanResult& colocate = plan(*preTax.result, "colocate");
  // Never dearer than renting on demand in its region: owning nothing is that plan, and it wins
  // unless the caps found are cheaper by the search margin.
  EXPECT_LE(hybrid.pvCost, onDemand.pvCost + slack(hybrid.pvCost, onDemand.pvCost));
  // Never dearer than colocating at its site (the cap at the peak is colocating), beyond the
  // rack effect. A leased colocate plan pays differently, so it is compared only when paid cash.
  if (!s["plans"][2].contains("financing")) {
    const double allowance = rackEffect(s, *preTax.result, colocate);
    EXPECT_LE(hybrid.pvCost, colocate.pvCost + allowance + slack(hybrid.pvCost, colocate.pvCost))
        << "rack effect " << allowance;
    hybridBelowColocate += hybrid.pvCost < colocate.pvCost - 1;
  }
}

TEST(Properties, RandomValidWorkbooks) {
  int hybridBelowColocate = 0;
  if (const char* one = std::getenv("PROPERTY_SEED")) {
    checkWorkbook(static_cast<unsigned>(std::strtoul(one, nullptr, 10)), hybridBelowColocate);
    return;
  }
  for (unsigned seed = 1; seed <= kWorkbooks; ++seed) {
    checkWorkbook(seed, hybridBelowColocate);
    if (::testing::Test::HasFatalFailure()) return;
  }
  // The generator makes workbooks where the hybrid's search matters, not only ties.
  EXPECT_GT(hybridBelowColocate, kWorkbooks / 20);
}

}  // namespace
}  // namespace fleetcost
