// The report's assumptions register leaves out GPU models no workload uses (and their servers):
// they change no number of the report, and a file may list them only for a region's export
// restrictions.
#include <gtest/gtest.h>

#include "support/test_workbooks.h"
#include "ui/render/report/assumptions_register.h"

namespace fleetcost::ui {
namespace {

TEST(AssumptionsRegister, LeavesOutGpuModelsNoWorkloadUses) {
  test::Json s = test::baseScenario();
  // g1 (used by w1) and g2 (used by nothing), each with a sourced figure; g2 has a server too.
  s["gpu_models"][0]["vram_gb"] = {{"value", 80}, {"source", "Used GPU sheet"}, {"as_of", "2024"}};
  s["gpu_models"].push_back(test::Json::parse(
      R"({"id": "g2", "name": "Unused GPU",
          "vram_gb": {"value": 288, "source": "Unused GPU sheet", "as_of": "2026"}})"));
  test::Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  server["price"] = {{"value", 4200000}, {"source", "Unused server quote"}, {"as_of", "2026"}};
  s["server_models"].push_back(server);
  const QString html =
      assumptionsHtml(test::loadScenario(s), QLocale(QLocale::English, QLocale::UnitedStates));
  EXPECT_TRUE(html.contains("Used GPU sheet")) << html.toStdString();
  EXPECT_FALSE(html.contains("Unused GPU sheet"));
  EXPECT_FALSE(html.contains("Unused server quote"));
  EXPECT_TRUE(html.contains("Not listed: 1 GPU model")) << html.toStdString();
  // With a second workload on g2 (and an offer for it) both are listed and nothing is said.
  test::Json w2 = s["workloads"][0], o2 = s["rental_offers"][0];
  w2["name"] = "w2";
  w2["gpu"] = "g2";
  o2["id"] = "o2";
  o2["gpu"] = "g2";
  s["workloads"].push_back(w2);
  s["rental_offers"].push_back(o2);
  const QString used =
      assumptionsHtml(test::loadScenario(s), QLocale(QLocale::English, QLocale::UnitedStates));
  EXPECT_TRUE(used.contains("Unused GPU sheet"));
  EXPECT_TRUE(used.contains("Unused server quote"));
  EXPECT_FALSE(used.contains("Not listed"));
}

}  // namespace
}  // namespace fleetcost::ui
