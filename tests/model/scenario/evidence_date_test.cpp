// Dates of figures' evidence (docs/file-format.md): what as_of accepts, ages in months, and the
// date an older file's free text names.
#include <gtest/gtest.h>

#include "model/scenario/evidence_date.h"

namespace fleetcost {
namespace {

TEST(EvidenceDate, AcceptsYearMonthAndDayOnly) {
  EXPECT_TRUE(parseEvidenceDate("2026"));
  EXPECT_EQ(parseEvidenceDate("2026-03")->month, 3);
  EXPECT_EQ(parseEvidenceDate("2024-02-29")->day, 29);  // a leap year
  for (const char* bad :
       {"2026-Q1", "2023-02-29", "2026-13", "2026-00", "26-03", "2026-3", "2026-03-1", "2026/03",
        "1899", "3000", "", "2026 (spec)", "2026-03-01T00"})
    EXPECT_FALSE(parseEvidenceDate(bad)) << bad;
}

TEST(EvidenceDate, CountsWholeMonthsAndAYearAsItsDecember) {
  // 2025-05 to 2026-12: 7 months to 2025-12, then 12: 19 months.
  EXPECT_EQ(monthsBetween(*parseEvidenceDate("2025-05"), *parseEvidenceDate("2026-12")), 19);
  // The day does not count: 2026-11-30 to 2026-12-01 is one month.
  EXPECT_EQ(monthsBetween(*parseEvidenceDate("2026-11-30"), *parseEvidenceDate("2026-12-01")), 1);
  // "2025" counts as 2025-12: 12 months before 2026-12, never more.
  EXPECT_EQ(monthsBetween(*parseEvidenceDate("2025"), *parseEvidenceDate("2026-12")), 12);
  EXPECT_EQ(monthsBetween(*parseEvidenceDate("2026-12"), *parseEvidenceDate("2026-01")), -11);
}

TEST(EvidenceDate, FindsTheLatestDateAnOlderTextNames) {
  EXPECT_EQ(latestDateIn("2022 (spec)"), "2022");
  EXPECT_EQ(latestDateIn("2026-Q1; 2026-03"), "2026-03");
  EXPECT_EQ(latestDateIn("2026-Q2"), "2026-04");  // a quarter as its first month
  EXPECT_EQ(latestDateIn("2024-H2 (35% in 2023-H2)"), "2024-07");
  EXPECT_EQ(latestDateIn("2026; 2026-03; 2026-03 (low 1.70 in 2025-10)"), "2026-03");
  EXPECT_EQ(latestDateIn("2024-08 .. 2026-01"), "2026-01");
  EXPECT_EQ(latestDateIn("FY2024-FY2025"), "2025");
  EXPECT_EQ(latestDateIn("2026-Q1; 2026-09-25"), "2026-09-25");
  EXPECT_EQ(latestDateIn("FY beginning >= 2026-04-01"), "2026-04-01");
  EXPECT_EQ(latestDateIn("YA 2018/19-"), "2018");
  EXPECT_EQ(latestDateIn("undated (cloudscene market page)"), "");
  EXPECT_EQ(latestDateIn("current 耐用年数省令 別表第一"), "");
  EXPECT_EQ(latestDateIn("12345"), "");  // not a year
}

TEST(EvidenceDate, KnowsTheKindsOfEvidence) {
  EXPECT_TRUE(isEvidenceKind("list_price"));
  EXPECT_TRUE(isEvidenceKind("estimate"));
  EXPECT_FALSE(isEvidenceKind("Estimate"));
  EXPECT_FALSE(isEvidenceKind("rumour"));
}

}  // namespace
}  // namespace fleetcost
