// The shared number formats of ui/core/format/number_format.h for explanations: trimmed
// decimals, about three significant figures, and powers of ten for very large amounts.
#include "ui/core/format/number_format.h"

#include <gtest/gtest.h>

namespace fleetcost::ui {
namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

TEST(NumberFormat, TrimmedDropsTrailingZeros) {
  EXPECT_EQ(formatTrimmed(989.4, 1, kEnglish), QStringLiteral("989.4"));
  EXPECT_EQ(formatTrimmed(0.5, 1, kEnglish), QStringLiteral("0.5"));
  EXPECT_EQ(formatTrimmed(70.0, 2, kEnglish), QStringLiteral("70"));  // "70.00" → "70"
  EXPECT_EQ(formatTrimmed(1234.5, 2, kEnglish), QStringLiteral("1,234.5"));
  EXPECT_EQ(formatTrimmed(1234.0, 0, kEnglish), QStringLiteral("1,234"));
}

TEST(NumberFormat, ApproximateKeepsAboutThreeFigures) {
  EXPECT_EQ(formatApproximate(23.93, kEnglish), QStringLiteral("23.9"));   // 10..100: 1
  EXPECT_EQ(formatApproximate(382.857, kEnglish), QStringLiteral("383"));  // from 100: 0
  EXPECT_EQ(formatApproximate(294910.68, kEnglish), QStringLiteral("294,911"));
  EXPECT_EQ(formatApproximate(0.6199, kEnglish), QStringLiteral("0.62"));  // below 10: 2
  EXPECT_EQ(formatApproximate(5.0, kEnglish), QStringLiteral("5"));
}

TEST(NumberFormat, ScientificForVeryLargeAmounts) {
  // 4.2e23: exponent 23, mantissa 4.2.
  EXPECT_EQ(formatScientific(4.2e23, kEnglish), QStringLiteral("4.2 × 10²³"));
  // 1.42416e18: four significant figures, 1.424.
  EXPECT_EQ(formatScientific(1.42416e18, kEnglish), QStringLiteral("1.424 × 10¹⁸"));
  // 9.9996e6 rounds to 10.000 × 10⁶, shown as 1 × 10⁷.
  EXPECT_EQ(formatScientific(9.9996e6, kEnglish), QStringLiteral("1 × 10⁷"));
  // Below a million: as formatApproximate.
  EXPECT_EQ(formatScientific(999999.0, kEnglish), QStringLiteral("999,999"));
}

}  // namespace
}  // namespace fleetcost::ui
