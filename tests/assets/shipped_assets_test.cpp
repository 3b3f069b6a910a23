// The shipped data: presets and examples are valid, every shipped figure carries its source and
// date, examples copy the presets, and the teaching example gives its hand-worked figures.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "model/scenario/field_rule.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;
using test::sourcePath;

Json readJson(const std::string& relative) {
  std::ifstream in(sourcePath(relative));
  std::stringstream text;
  text << in.rdbuf();
  return Json::parse(text.str());
}

CheckedWorkbook check(const std::string& relative) {
  return checkWorkbookFile(sourcePath(relative));
}

TEST(ShippedAssets, PresetsAndExamplesHaveNoProblems) {
  for (const char* file :
       {"assets/presets/presets.fleetcost", "assets/examples/tokyo-vs-hong-kong.fleetcost",
        "assets/examples/teaching-one-gpu.fleetcost",
        "assets/examples/gb300-training-cluster.fleetcost"}) {
    const CheckedWorkbook c = check(file);
    EXPECT_TRUE(c.workbook) << file;
    for (const Problem& p : c.all()) ADD_FAILURE() << file << ": " << formatProblem(p);
  }
}

// Every number other than 0 must sit in a figure with a source and an as-of date.
void expectSourced(const Json& value, const std::string& pointer, int& figures) {
  if (value.is_object() && value.contains("value")) {
    ++figures;
    EXPECT_TRUE(value.contains("source") && !value["source"].get<std::string>().empty())
        << pointer << " has no source";
    EXPECT_TRUE(value.contains("as_of") && !value["as_of"].get<std::string>().empty())
        << pointer << " has no as_of";
    return;
  }
  if (value.is_number()) {
    EXPECT_EQ(value.get<double>(), 0.0) << pointer << " is a number without a source";
    return;
  }
  if (value.is_object())
    for (const auto& [key, item] : value.items()) expectSourced(item, pointer + "/" + key, figures);
  if (value.is_array())
    for (std::size_t i = 0; i < value.size(); ++i)
      expectSourced(value[i], pointer + "/" + std::to_string(i), figures);
}

TEST(ShippedAssets, EveryPresetFigureHasASourceAndADate) {
  const Json presets = readJson("assets/presets/presets.fleetcost");
  int figures = 0;
  expectSourced(presets["scenarios"], "/scenarios", figures);
  EXPECT_GT(figures, 200);
}

TEST(ShippedAssets, PresetsCoverTheCatalogTheProductPromises) {
  const Json s = readJson("assets/presets/presets.fleetcost")["scenarios"][0];
  std::set<std::string> gpus, regions;
  for (const Json& g : s["gpu_models"]) gpus.insert(g["id"].get<std::string>());
  for (const Json& r : s["regions"]) regions.insert(r["id"].get<std::string>());
  for (const char* id :
       {"h100_sxm", "h200_sxm", "b200", "b300", "gb200", "gb300", "a100_80gb_sxm", "l40s", "l4"})
    EXPECT_TRUE(gpus.count(id)) << id;
  for (const char* id : {"tokyo", "osaka", "hong_kong"}) EXPECT_TRUE(regions.count(id)) << id;
  // Every GPU model has a server model, every region a site and on-demand offers.
  for (const std::string& gpu : gpus) {
    bool server = false;
    for (const Json& m : s["server_models"]) server = server || m["gpu"] == gpu;
    EXPECT_TRUE(server) << gpu;
  }
  for (const std::string& region : regions) {
    bool site = false, offer = false;
    for (const Json& x : s["sites"]) site = site || x["region"] == region;
    for (const Json& o : s["rental_offers"]) offer = offer || o["region"] == region;
    EXPECT_TRUE(site && offer) << region;
  }
  // Hong Kong lists export-controlled GPUs with a note.
  for (const Json& r : s["regions"])
    if (r["id"] == "hong_kong") {
      EXPECT_FALSE(r["restricted_gpus"].empty());
      EXPECT_FALSE(r["restriction_note"].get<std::string>().empty());
    }
}

TEST(ShippedAssets, TheTokyoHongKongExampleCopiesThePresets) {
  const Json presets = readJson("assets/presets/presets.fleetcost")["scenarios"][0];
  const Json example = readJson("assets/examples/tokyo-vs-hong-kong.fleetcost");
  for (const Json& scenario : example["scenarios"]) {
    for (const char* list : {"gpu_models", "server_models", "regions", "sites", "rental_offers"}) {
      for (const Json& entry : scenario[list]) {
        bool found = false;
        for (const Json& preset : presets[list])
          if (preset["id"] == entry["id"]) {
            found = true;
            EXPECT_EQ(nlohmann::json::parse(entry.dump()), nlohmann::json::parse(preset.dump()))
                << list << " " << entry["id"] << " differs from the presets";
          }
        EXPECT_TRUE(found) << list << " " << entry["id"] << " is not in the presets";
      }
    }
  }
}

TEST(ShippedAssets, TheTokyoHongKongExampleWarnsAboutExportControls) {
  const CheckedWorkbook c = check("assets/examples/tokyo-vs-hong-kong.fleetcost");
  const ScenarioResult r = *evaluateScenario(c.workbook->scenarios[0], 0).result;
  // Four plans in Tokyo, four in Hong Kong, and (last) the hosted API in Tokyo, which buys the
  // chat workload's tokens (docs/MODEL.md §12) and rents the rest.
  ASSERT_EQ(r.plans.size(), 9u);
  EXPECT_EQ(r.plans[8].strategy, Strategy::Api);
  EXPECT_EQ(r.plans[8].apiOffers[3], "llama_3_1_8b_tokyo");
  EXPECT_EQ(r.plans[8].apiOffers[4], "");  // embeddings name no model: rented on demand
  bool hongKongWarning = false;
  for (const Warning& w : r.warnings)
    hongKongWarning = hongKongWarning || w.message.find("Hong Kong") != std::string::npos;
  EXPECT_TRUE(hongKongWarning);
}

TEST(ShippedAssets, TeachingExampleGivesItsHandWorkedFigures) {
  // docs/teaching-example.md works each of these out.
  const CheckedWorkbook c = check("assets/examples/teaching-one-gpu.fleetcost");
  const ScenarioResult r = *evaluateScenario(c.workbook->scenarios[0], 0).result;
  EXPECT_NEAR(test::planNamed(r, "Rent on demand").nominalCost, 1051200, 1e-6);
  EXPECT_NEAR(test::planNamed(r, "Rent reserved").nominalCost, 770880, 1e-6);
  EXPECT_NEAR(test::planNamed(r, "Colocate").nominalCost, 903840, 1e-6);
  EXPECT_NEAR(test::planNamed(r, "Hybrid").nominalCost, 799840, 1e-6);
  EXPECT_EQ(test::planNamed(r, "Rent reserved").reserved[0], (std::vector<long long>{16, 16}));
  EXPECT_EQ(test::planNamed(r, "Hybrid").hybridCaps, (std::vector<long long>{2}));
  EXPECT_NEAR(test::planNamed(r, "Colocate").co2Tonnes, 284.7, 1e-9);
  EXPECT_NEAR(test::planNamed(r, "Hybrid").co2Tonnes, 261.048, 1e-9);
  ASSERT_EQ(r.breakeven.size(), 4u);
  EXPECT_EQ(r.breakeven[0].month, 24);            // Colocate vs on demand
  EXPECT_EQ(r.breakeven[1].month, std::nullopt);  // Colocate vs reserved
  EXPECT_EQ(r.breakeven[2].month, 20);            // Hybrid vs on demand
  EXPECT_EQ(r.breakeven[3].month, std::nullopt);
}

// The value of a shipped figure or bare number.
double valueOf(const Json& field) {
  return field.is_object() ? field["value"].get<double>() : field.get<double>();
}

// Issue 24's "done": the shipped GB300 NVL72 rack evaluates in the shipped Tokyo liquid-cooled
// hall and is refused, in words, at the shipped Tokyo air site.
TEST(ShippedAssets, TheNvl72FitsTheLiquidHallAndIsRefusedAtAnAirSite) {
  Json workbook = readJson("assets/examples/gb300-training-cluster.fleetcost");
  const CheckedWorkbook c = check("assets/examples/gb300-training-cluster.fleetcost");
  ASSERT_TRUE(c.workbook);
  const ScenarioEvaluation e = evaluateScenario(c.workbook->scenarios[0], 0);
  ASSERT_TRUE(e.result);
  Json& s = workbook["scenarios"][0];
  int colocate = -1;
  for (std::size_t i = 0; i < s["plans"].size(); ++i)
    if (s["plans"][i]["strategy"] == "colocate") colocate = static_cast<int>(i);
  ASSERT_GE(colocate, 0);
  EXPECT_EQ(s["plans"][colocate]["site"], "tokyo_dlc");
  // Move the colocate plan to the presets' Tokyo air site.
  const Json presets = readJson("assets/presets/presets.fleetcost")["scenarios"][0];
  Json air;
  for (const Json& site : presets["sites"])
    if (site["id"] == "tokyo_colo") air = site;
  ASSERT_TRUE(air.is_object());
  s["sites"].push_back(air);
  s["plans"][colocate]["site"] = "tokyo_colo";
  Json rack, chosen;
  for (const Json& server : s["server_models"])
    if (server["gpu"] == "gb300") rack = server;
  for (const Json& option : air["cooling_options"])
    if (option["name"] == air["cooling"]) chosen = option;
  ASSERT_TRUE(rack.value("rack_scale", false));
  const std::string kw = formatNumber(valueOf(rack["power_max_kw"]));
  const std::string expected =
      kw + " kW rack-scale system \"" + rack["name"].get<std::string>() +
      "\" needs direct liquid cooling of at least " + kw + " kW a rack; \"" +
      chosen["name"].get<std::string>() + "\" at " + air["name"].get<std::string>() + " offers " +
      formatNumber(valueOf(chosen["max_kw_per_rack"])) + " kW of air cooling";
  const Problems problems = checkWorkbookText(workbook.dump()).all();
  EXPECT_TRUE(test::hasProblem(problems, "/scenarios/0/plans/" + std::to_string(colocate) + "/site",
                               expected));
}

// The first scenario of a workbook, evaluated (a failure is reported with its first problem).
ScenarioResult evaluate(const Json& workbook) {
  const CheckedWorkbook c = checkWorkbookText(workbook.dump());
  EXPECT_TRUE(c.workbook);
  if (!c.workbook) return {};
  const ScenarioEvaluation e = evaluateScenario(c.workbook->scenarios[0], 0);
  EXPECT_TRUE(e.result) << (e.problems.empty() ? "" : formatProblem(e.problems[0]));
  return e.result.value_or(ScenarioResult{});
}

// Issue 25's "done": the shipped GB300 example's training job loses work, its spot plan rents
// part of the training as spot, and doubling an interruption rate raises that plan's cost.
TEST(ShippedAssets, TheGb300ExampleLosesWorkAndDoublingARateCostsMore) {
  const Json workbook = readJson("assets/examples/gb300-training-cluster.fleetcost");
  const ScenarioResult base = evaluate(workbook);
  const Json& s = workbook["scenarios"][0];
  int colocate = -1, hybrid = -1, spot = -1;
  for (std::size_t i = 0; i < s["plans"].size(); ++i) {
    if (s["plans"][i]["strategy"] == "colocate") colocate = static_cast<int>(i);
    if (s["plans"][i]["strategy"] == "hybrid") hybrid = static_cast<int>(i);
    if (s["plans"][i].contains("spot_share")) spot = static_cast<int>(i);
  }
  ASSERT_GE(colocate, 0);
  ASSERT_LT(colocate, hybrid);
  ASSERT_GE(spot, 0);
  // Every plan loses some training work; the spot plan rents some of it as spot.
  for (const PlanResult& plan : base.plans) {
    ASSERT_TRUE(plan.goodput);
    EXPECT_LT(*plan.goodput, 1.0) << plan.name;
    EXPECT_GT(*plan.costPerUsefulGpuHour, *plan.costPerGpuHour) << plan.name;
  }
  EXPECT_GT(base.plans[spot].spotGpuHours, 0.0);
  // The inference workload never runs on spot and loses nothing.
  for (const WorkloadCost& w : base.workloads) {
    if (base.workloadNames[w.workload].find("Inference") != std::string::npos) {
      EXPECT_EQ(w.goodput, 1.0);
    }
  }
  // Doubling the server's interruption rate raises the hybrid plan's cost. (The colocate plan,
  // sized for the peak, would then need a 15th rack, beyond the hall's 2 MW envelope: a problem
  // that stops the evaluation, so it leaves this workbook.)
  Json worse = workbook;
  Json& server = worse["scenarios"][0]["server_models"][0]["interruptions_per_1000_gpu_hours"];
  server["value"] = 2 * valueOf(server);
  server.erase("high");
  worse["scenarios"][0]["plans"].erase(static_cast<std::size_t>(colocate));
  EXPECT_GT(evaluate(worse).plans[hybrid - 1].nominalCost, base.plans[hybrid].nominalCost);
  worse = workbook;
  Json& offers = worse["scenarios"][0]["rental_offers"];
  for (Json& offer : offers)
    if (offer.contains("spot_interruptions_per_1000_gpu_hours")) {
      Json& rate = offer["spot_interruptions_per_1000_gpu_hours"];
      rate["value"] = 2 * valueOf(rate);
      rate.erase("high");
    }
  EXPECT_GT(evaluate(worse).plans[spot].nominalCost, base.plans[spot].nominalCost);
}

// Issue 25's blocks: the GB300 example's 1-year offer sells capacity blocks, and its reserved plan
// buys them for the growth inside each term (the training grows every month, a reservation is
// fixed for the year). Without the block price the search can only reserve or rent on demand, so
// the plan costs more; block_gpus is reported only while the offer sells blocks.
TEST(ShippedAssets, TheGb300ExampleReservedPlanBuysBlocksForGrowth) {
  const Json workbook = readJson("assets/examples/gb300-training-cluster.fleetcost");
  const Json& s = workbook["scenarios"][0];
  std::string blockOffer;
  for (const Json& offer : s["rental_offers"])
    if (offer.contains("block_per_gpu_hour")) blockOffer = offer["id"].get<std::string>();
  ASSERT_FALSE(blockOffer.empty());
  const ScenarioResult base = evaluate(workbook);
  int reserved = -1;
  for (std::size_t i = 0; i < base.plans.size(); ++i)
    if (!base.plans[i].blockGpus.empty()) reserved = static_cast<int>(i);
  ASSERT_GE(reserved, 0);
  EXPECT_EQ(s["plans"][reserved]["strategy"], "rent_reserved");
  long long blocked = 0;
  for (long long gpus : base.plans[reserved].blockGpus[0]) blocked += gpus;
  EXPECT_GT(blocked, 0);
  Json without = workbook;
  for (Json& offer : without["scenarios"][0]["rental_offers"]) offer.erase("block_per_gpu_hour");
  const ScenarioResult plain = evaluate(without);
  EXPECT_TRUE(plain.plans[reserved].blockGpus.empty());
  EXPECT_GT(plain.plans[reserved].pvCost, base.plans[reserved].pvCost);
}

}  // namespace
}  // namespace fleetcost
