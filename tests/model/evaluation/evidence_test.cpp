// The evidence of figures (docs/file-format.md, "Evidence"): an older file's as_of text read as
// the latest date it names with the text kept in the note; as_of, evidence and the workbook's
// prices date validated; and stale prices found against prices_as_of.
#include <gtest/gtest.h>

#include "model/evaluation/stale_figures.h"
#include "model/evaluation/workbook_check.h"
#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "model/validation/validate_scenario.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

Workbook read(const Json& workbook) {
  ReadWorkbook r = readWorkbookText(workbook.dump());
  EXPECT_TRUE(r.problems.empty());
  return *r.workbook;
}

TEST(Evidence, AnOlderFilesAsOfTextBecomesItsLatestDate) {
  Json s = test::baseScenario();
  s["sites"][0]["energy_per_kwh"] = {
      {"value", 0.2}, {"as_of", "2026-Q1; 2026-03"}, {"note", "TEPCO"}};
  s["sites"][0]["space_per_rack_month"] = {{"value", 100}, {"as_of", "undated (a market page)"}};
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"as_of", "2026-09"}};
  s["rental_offers"][0]["price_path"] = {
      {"points", Json::array({{{"month", 12}, {"on_demand_per_gpu_hour", 1.5}}})},
      {"as_of", "2024-08 .. 2026-01"}};
  const Workbook w = read(test::workbookOf(s));
  const Site& site = w.scenarios[0].sites[0];
  EXPECT_EQ(site.energyPerKwh.asOf, "2026-03");
  EXPECT_EQ(site.energyPerKwh.note, "TEPCO (sources dated: 2026-Q1; 2026-03)");
  EXPECT_EQ(site.spacePerRackMonth.asOf, "");
  EXPECT_EQ(site.spacePerRackMonth.note, "(sources dated: undated (a market page))");
  const RentalOffer& offer = w.scenarios[0].rentalOffers[0];
  EXPECT_EQ(offer.onDemandPerGpuHour.asOf, "2026-09");  // a date: kept as it is
  EXPECT_EQ(offer.onDemandPerGpuHour.note, "");
  EXPECT_EQ(offer.pricePath.asOf.value_or("?"), "2026-01");
  EXPECT_EQ(offer.pricePath.note.value_or(""), "(sources dated: 2024-08 .. 2026-01)");
  // Saved, the file holds the dates; read again, nothing moves.
  const ReadWorkbook again = readWorkbookText(writeWorkbookText(w));
  ASSERT_TRUE(again.workbook);
  EXPECT_EQ(*again.workbook, w);
}

TEST(Evidence, AsOfEvidenceAndThePricesDateAreValidated) {
  Scenario s = test::loadScenario(test::baseScenario());
  RentalOffer& offer = s.rentalOffers[0];
  offer.onDemandPerGpuHour.evidence = "estimate";  // without a source
  offer.reservedPerGpuMonth.asOf = "Q1 2026";      // typed in an editor, not read from a file
  offer.reservedPerGpuMonth.evidence = "rumour";
  const Problems problems = validateScenarioFields(s, "/scenarios/0");
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour/source");
  EXPECT_EQ(problems[0].message, "an estimate must say in its source what it is estimated from");
  EXPECT_EQ(problems[1].pointer, "/scenarios/0/rental_offers/0/reserved_per_gpu_month/as_of");
  EXPECT_EQ(problems[1].message, "must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got \"Q1 2026\"");
  EXPECT_EQ(problems[2].pointer, "/scenarios/0/rental_offers/0/reserved_per_gpu_month/evidence");

  Json workbook = test::workbookOf(test::baseScenario());
  workbook["prices_as_of"] = "2026";  // a year alone is too vague for the prices' date
  workbook["stale_after_months"] = 0;
  const CheckedWorkbook checked = checkWorkbookText(workbook.dump());
  ASSERT_EQ(checked.fileProblems.size(), 2u);
  EXPECT_EQ(checked.fileProblems[0].pointer, "/prices_as_of");
  EXPECT_EQ(checked.fileProblems[1].pointer, "/stale_after_months");
}

TEST(Evidence, StalePricesAgainstThePricesDate) {
  Json s = test::baseScenario();
  // Prices as of 2026-11, stale after 12 months:
  //   energy 2019-04: 7 x 12 + 7 = 91 months old: stale;
  //   the on-demand price 2025-10: 13 months: stale;
  //   the reserved price 2025-11: 12 months: not stale (more than 12 is);
  //   the server's price 2020, a specification: never stale;
  //   the server's rated power, 2019: not a price.
  s["sites"][0]["energy_per_kwh"] = {{"value", 0.2}, {"as_of", "2019-04"}};
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"as_of", "2025-10"}};
  s["rental_offers"][0]["reserved_per_gpu_month"] = {{"value", 1000}, {"as_of", "2025-11"}};
  s["server_models"][0]["price"] = {
      {"value", 100000}, {"as_of", "2020"}, {"evidence", "specification"}};
  s["server_models"][0]["power_max_kw"] = {{"value", 10}, {"as_of", "2019"}};
  Json workbook = test::workbookOf(s);
  workbook["prices_as_of"] = "2026-11";
  const Workbook w = read(workbook);
  const StalePrices stale = staleFigures(w, 0, "2030-01-01");  // today does not count
  EXPECT_EQ(stale.pricesAsOf, "2026-11");
  ASSERT_EQ(stale.figures.size(), 2u);
  EXPECT_EQ(stale.figures[0].pointer, "/scenarios/0/sites/0/energy_per_kwh");
  EXPECT_EQ(stale.figures[0].months, 91);
  EXPECT_EQ(stale.figures[1].pointer, "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour");
  EXPECT_EQ(stale.figures[1].months, 13);
  const std::optional<Warning> warning = staleFiguresWarning(stale);
  ASSERT_TRUE(warning);
  EXPECT_EQ(warning->pointer, "/scenarios/0/sites/0/energy_per_kwh");
  EXPECT_NE(warning->message.find("dated 2019-04, 91 months before"), std::string::npos)
      << warning->message;
  // Without a prices date, today's is used; a settable stale age.
  Json later = workbook;
  later.erase("prices_as_of");
  later["stale_after_months"] = 100;
  const StalePrices byToday = staleFigures(read(later), 0, "2027-12-15");
  // 2019-04 to 2027-12: 8 x 12 + 8 = 104 months > 100; 2025-10: 26 months.
  ASSERT_EQ(byToday.figures.size(), 1u);
  EXPECT_EQ(byToday.figures[0].months, 104);
  EXPECT_EQ(byToday.pricesAsOf, "2027-12-15");
}

}  // namespace
}  // namespace fleetcost
