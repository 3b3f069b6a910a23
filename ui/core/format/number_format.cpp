// Locale-aware formatting of money and numbers.
#include "ui/core/format/number_format.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <optional>

namespace fleetcost::ui {

namespace {
class NumberFormat {
  Q_DECLARE_TR_FUNCTIONS(NumberFormat)
};
// Japanese and Chinese readers count large amounts in myriads: 万 (10^4) and 億/亿 (10^8).
struct MyriadUnits {
  QString tenThousand, hundredMillion;
};
std::optional<MyriadUnits> myriadUnits(const QLocale& locale) {
  if (locale.language() == QLocale::Japanese)
    return MyriadUnits{QStringLiteral("万"), QStringLiteral("億")};
  if (locale.language() == QLocale::Chinese) {
    const bool traditional = locale.script() == QLocale::TraditionalHanScript ||
                             locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Taiwan ||
                             locale.territory() == QLocale::Macao;
    return traditional ? MyriadUnits{QStringLiteral("萬"), QStringLiteral("億")}
                       : MyriadUnits{QStringLiteral("万"), QStringLiteral("亿")};
  }
  return std::nullopt;
}

}  // namespace

int currencyDecimals(const QString& code) {
  return code == QLatin1String("JPY") ? 0 : 2;
}

QString currencySymbol(const QString& code) {
  if (code == QLatin1String("JPY")) return QStringLiteral("¥");
  if (code == QLatin1String("HKD")) return QStringLiteral("HK$");
  if (code == QLatin1String("USD")) return QStringLiteral("US$");
  if (code == QLatin1String("CNY")) return QStringLiteral("CN¥");
  if (code == QLatin1String("EUR")) return QStringLiteral("€");
  return code + QLatin1Char(' ');
}

QString formatNumber(double value, int decimals, const QLocale& locale) {
  if (!std::isfinite(value)) return QStringLiteral("—");
  const double shown = std::fabs(value) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : value;
  return locale.toString(shown, 'f', decimals);
}

namespace {
QString moneyWithDecimals(double amount, const QString& currency, int decimals,
                          const QLocale& locale) {
  if (!std::isfinite(amount)) return QStringLiteral("—");
  const QString number = formatNumber(std::fabs(amount), decimals, locale);
  const bool negative = amount < 0 && number != formatNumber(0.0, decimals, locale);
  return (negative ? QStringLiteral("-") : QString()) + currencySymbol(currency) + number;
}
}  // namespace

QString formatMoney(double amount, const QString& currency, const QLocale& locale) {
  return moneyWithDecimals(amount, currency, currencyDecimals(currency), locale);
}

QString formatUnitPrice(double amount, const QString& currency, const QLocale& locale) {
  return moneyWithDecimals(amount, currency, std::max(2, currencyDecimals(currency)), locale);
}

QString formatMoneyShort(double amount, const QString& currency, const QLocale& locale) {
  const double size = std::fabs(amount);
  if (!std::isfinite(amount) || size < 1e6) return formatMoney(amount, currency, locale);
  const QString sign = amount < 0 ? QStringLiteral("-") : QString();
  const QString symbol = currencySymbol(currency);
  if (const auto units = myriadUnits(locale)) {  // ¥123.46億, HK$350.00萬
    if (size >= 1e8)
      return sign + symbol + locale.toString(size / 1e8, 'f', 2) + units->hundredMillion;
    return sign + symbol + locale.toString(size / 1e4, 'f', 2) + units->tenThousand;
  }
  if (size >= 1e9)
    return sign + NumberFormat::tr("%1%2 billion").arg(symbol, locale.toString(size / 1e9, 'f', 2));
  return sign + NumberFormat::tr("%1%2 million").arg(symbol, locale.toString(size / 1e6, 'f', 2));
}

MoneyScale moneyScale(double largest, const QString& currency, const QLocale& locale) {
  const double size = std::fabs(largest);
  if (const auto units = myriadUnits(locale)) {  // "億 JPY", "萬 HKD"
    if (size >= 5e8) return {1e8, units->hundredMillion + QLatin1Char(' ') + currency};
    if (size >= 5e4) return {1e4, units->tenThousand + QLatin1Char(' ') + currency};
    return {1.0, currency};
  }
  if (size >= 5e9) return {1e9, NumberFormat::tr("%1 billion").arg(currency)};
  if (size >= 5e6) return {1e6, NumberFormat::tr("%1 million").arg(currency)};
  if (size >= 5e3) return {1e3, NumberFormat::tr("%1 thousand").arg(currency)};
  return {1.0, currency};
}

QString formatTrimmed(double value, int maxDecimals, const QLocale& locale) {
  QString text = formatNumber(value, maxDecimals, locale);
  const QString point = locale.decimalPoint();
  if (maxDecimals > 0 && text.contains(point)) {
    const QString zero = locale.zeroDigit();
    while (text.endsWith(zero)) text.chop(zero.size());
    if (text.endsWith(point)) text.chop(point.size());
  }
  return text;
}

QString formatApproximate(double value, const QLocale& locale) {
  const double size = std::fabs(value);
  if (size >= 100) return formatNumber(value, 0, locale);
  if (size >= 10) return formatTrimmed(value, 1, locale);
  return formatTrimmed(value, 2, locale);
}

QString formatScientific(double value, const QLocale& locale) {
  if (!std::isfinite(value) || std::fabs(value) < 1e6) return formatApproximate(value, locale);
  int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
  double mantissa = value / std::pow(10.0, exponent);
  if (std::fabs(std::round(mantissa * 1000.0) / 1000.0) >= 10.0) {  // 9.9996 shows as 1 × 10^(e+1)
    mantissa /= 10.0;
    ++exponent;
  }
  static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
  QString power;
  for (QChar digit : QString::number(exponent)) power += superscripts.at(digit.digitValue());
  return QStringLiteral("%1 × 10%2").arg(formatTrimmed(mantissa, 3, locale), power);
}

QString formatMonth(int month) {
  return NumberFormat::tr("month %1 (year %2)").arg(month).arg(month / 12 + 1);
}

}  // namespace fleetcost::ui
