// Numbers and money as people read them: the user's locale for separators, the currency's own
// symbol and decimals (¥ without decimals, HK$ and US$ with two), scaled units for chart axes.
#pragma once

#include <QLocale>
#include <QString>

namespace fleetcost::ui {

int currencyDecimals(const QString& code);
QString currencySymbol(const QString& code);

// "¥12,345,679", "HK$1,234.50", "-US$12.00".
QString formatMoney(double amount, const QString& currency, const QLocale& locale = QLocale());

// A price per unit (per million tokens) with at least two decimals, also in yen: "¥21.38",
// "US$1.75".
QString formatUnitPrice(double amount, const QString& currency, const QLocale& locale = QLocale());

// Short form for cards and tooltips: "¥12.35 billion", "US$3.2 million"; small amounts in full.
// Japanese and Chinese locales: "¥123.46億", "HK$350.00萬".
QString formatMoneyShort(double amount, const QString& currency, const QLocale& locale = QLocale());

QString formatNumber(double value, int decimals, const QLocale& locale = QLocale());

// Up to `maxDecimals` decimals without trailing zeros: "989.4", "0.5", "70".
QString formatTrimmed(double value, int maxDecimals, const QLocale& locale = QLocale());

// About three significant figures for amounts of any size, for explanations: "23.9", "383",
// "0.62"; from 100 up, whole ("294,911").
QString formatApproximate(double value, const QLocale& locale = QLocale());

// Very large amounts (from a million) as "4.2 × 10²³" with up to four significant figures, so a
// division shown checks out to within rounding; smaller ones as formatApproximate.
QString formatScientific(double value, const QLocale& locale = QLocale());

// A divisor and the unit label for an axis whose values reach `largest` in magnitude:
// {1e6, "JPY million"}.
struct MoneyScale {
  double divisor = 1.0;
  QString unit;
};
// Japanese and Chinese locales count in 万 and 億 (10^4, 10^8) instead: {1e8, "億 JPY"}.
MoneyScale moneyScale(double largest, const QString& currency, const QLocale& locale = QLocale());

// "month 14 (year 2)"
QString formatMonth(int month);

}  // namespace fleetcost::ui
