// The Monthly inputs sheet's price rows of rental offers (changed once a year, or along a price
// path) and of hosted API offers, as formulas of the Assumptions sheet's named inputs.
#include <string>
#include <vector>

#include "ui/render/export/xlsx/xlsx_monthly_writer.h"

namespace fleetcost::ui {

namespace {

// base × (1 + annual change)^year: a price changed once a year (MODEL.md §2), shown as money or
// (prices per million tokens, often below a cent) as a number with up to four decimals.
int yearlyRow(MonthlyWriter& w, const MonthlyRows& out, const QString& label, const QString& unit,
              const std::string& base, const std::string& change, lxw_format* format) {
  return w.row(
      label, unit, w.H,
      [&](int t) { return "=" + base + "*(1+" + change + ")^" + at(out.years, t); }, format);
}

// One price of a rental offer along its price path (docs/MODEL.md §12.2), or -1 when no point
// states it. Point i (1..n, the points that state this price) has month M_i and price Q_i =
// money(price) × scale; point 0 is month 0 at the offer's own price. The stretch from point i
// to point i + 1 is Q_i + (Q_{i+1} − Q_i) (t − M_i) / (M_{i+1} − M_i) for M_i ≤ t < M_{i+1} and 0
// elsewhere, the last point's price holds from M_n on, and the price row (above them) adds the
// stretches up (one of them is not 0): the engine's linearPathInto, in spreadsheet form.
int pathRows(MonthlyWriter& w, const MonthlyRows& out, int offer, Figure RentalOffer::*base,
             Figure PricePoint::*price, const QString& title, const QString& unit) {
  const RentalOffer& o = w.s_.rentalOffers[offer];
  const ScenarioInputs& in = w.in_;
  const std::string at0 = rentalOfferAt(offer);
  std::vector<std::string> months{"0"}, prices{in.money(at0, base)};
  std::vector<int> numbers{0};  // each point's place in the path (1-based)
  if (o.pricePath.present) {
    const std::string scale = in.name(at0 + "/price_path", &PricePath::scale);
    for (std::size_t k = 0; k < o.pricePath.points.size(); ++k) {
      const PricePoint& point = o.pricePath.points[k];
      if (point.extras.notAnObject || !(point.*price).present) continue;
      const std::string p = at0 + "/price_path/points/" + std::to_string(k);
      months.push_back(in.name(p, &PricePoint::month));
      prices.push_back(in.money(p, price) + "*" + scale);
      numbers.push_back(static_cast<int>(k) + 1);
    }
  }
  const std::size_t n = months.size() - 1;
  if (n == 0) return -1;
  // The price first, then its stretches below it (rows first..last).
  const int first = w.next() + 1;
  const int last = first + static_cast<int>(n);
  const int priceRow = w.row(
      XlsxExport::tr("%1 (the sum of its stretches below)").arg(title), unit, w.H,
      [&](int t) {
        return "=SUM(" + a1(first, dateColumn(t)) + ":" + a1(last, dateColumn(t)) + ")";
      },
      w.f_.money);
  for (std::size_t i = 0; i <= n; ++i) {
    QString label;
    if (i == n)
      label = XlsxExport::tr("   from point %1 on (its price held)").arg(numbers[i]);
    else if (i == 0)
      label = XlsxExport::tr("   from month 0 (the offer's price) to point %1").arg(numbers[1]);
    else
      label = XlsxExport::tr("   from point %1 to point %2").arg(numbers[i]).arg(numbers[i + 1]);
    w.row(
        label, unit, w.H,
        [&](int t) {
          const std::string date = at(out.dates, t);
          if (i == n) return "=IF(" + date + ">=" + months[i] + "," + prices[i] + ",0)";
          const std::string from = i == 0 ? date : "(" + date + "-" + months[i] + ")";
          const std::string span =
              i == 0 ? months[i + 1] : "(" + months[i + 1] + "-" + months[i] + ")";
          const std::string within =
              i == 0 ? date + "<" + months[i + 1]
                     : "AND(" + date + ">=" + months[i] + "," + date + "<" + months[i + 1] + ")";
          return "=IF(" + within + "," + prices[i] + "+(" + prices[i + 1] + "-" + prices[i] + ")*" +
                 from + "/" + span + ",0)";
        },
        w.f_.money);
  }
  return priceRow;
}

}  // namespace

void offerRows(MonthlyWriter& w, MonthlyRows& out, int offer, bool reserved) {
  const std::string at0 = rentalOfferAt(offer);
  const QString name = labelOf(w.s_.rentalOffers[offer]);
  const ScenarioInputs& in = w.in_;
  const std::string change = in.name(at0, &RentalOffer::annualPriceChange);
  const QString perHour = XlsxExport::tr("per GPU-hour");
  int onDemand =
      pathRows(w, out, offer, &RentalOffer::onDemandPerGpuHour, &PricePoint::onDemandPerGpuHour,
               XlsxExport::tr("On-demand price along the price path — %1").arg(name), perHour);
  if (onDemand < 0)
    onDemand = yearlyRow(w, out, XlsxExport::tr("On-demand price — %1").arg(name), perHour,
                         in.money(at0, &RentalOffer::onDemandPerGpuHour), change, w.f_.money);
  out.onDemand[offer] = onDemand;
  // Spot (docs/MODEL.md §15.1): the offer's yearly change, never its price path.
  if (w.s_.rentalOffers[offer].spotPerGpuHour.present)
    out.spot[offer] = yearlyRow(w, out, XlsxExport::tr("Spot price — %1").arg(name), perHour,
                                in.money(at0, &RentalOffer::spotPerGpuHour), change, w.f_.money);
  if (!reserved) return;
  const QString perMonth = XlsxExport::tr("per GPU-month");
  int price = pathRows(
      w, out, offer, &RentalOffer::reservedPerGpuMonth, &PricePoint::reservedPerGpuMonth,
      XlsxExport::tr("Reserved price along the price path — %1 (a term pays its first month's "
                     "price)")
          .arg(name),
      perMonth);
  if (price < 0)
    price = yearlyRow(
        w, out,
        XlsxExport::tr("Reserved price — %1 (a term pays its first month's price)").arg(name),
        perMonth, in.money(at0, &RentalOffer::reservedPerGpuMonth), change, w.f_.money);
  out.reserved[offer] = price;
  // Capacity blocks and a commitment (docs/MODEL.md §16.1): the yearly change, never the path.
  const RentalOffer& o = w.s_.rentalOffers[offer];
  if (o.blockPerGpuHour.present)
    out.block[offer] = yearlyRow(
        w, out,
        XlsxExport::tr("Capacity block price — %1 (a block period pays its first month's price)")
            .arg(name),
        perHour, in.money(at0, &RentalOffer::blockPerGpuHour), change, w.f_.money);
  if (o.commitmentPerGpuHour.present)
    out.commitment[offer] = yearlyRow(
        w, out,
        XlsxExport::tr("Committed price — %1 (a term pays its first month's price)").arg(name),
        perHour, in.money(at0, &RentalOffer::commitmentPerGpuHour), change, w.f_.money);
}

void apiOfferRows(MonthlyWriter& w, MonthlyRows& out, int offer) {
  const ApiOffer& o = w.s_.apiOffers[offer];
  const std::string at0 = apiOfferAt(offer);
  const QString name = labelOf(o);
  const ScenarioInputs& in = w.in_;
  const std::string change = in.name(at0, &ApiOffer::annualPriceChange);
  const QString unit = XlsxExport::tr("per million tokens");
  ApiPriceRows rows;
  rows.input = yearlyRow(w, out, XlsxExport::tr("API input price — %1").arg(name), unit,
                         in.money(at0, &ApiOffer::inputPerMillionTokens), change, w.f_.number);
  if (o.cachedInputPerMillionTokens.present)
    rows.cachedInput =
        yearlyRow(w, out, XlsxExport::tr("API cached-input price — %1").arg(name), unit,
                  in.money(at0, &ApiOffer::cachedInputPerMillionTokens), change, w.f_.number);
  else
    rows.cachedInput = w.row(
        XlsxExport::tr("API cached-input price — %1 (the input price: the offer states no other)")
            .arg(name),
        unit, w.H, [&](int t) { return "=" + at(rows.input, t); }, w.f_.number);
  rows.output = yearlyRow(w, out, XlsxExport::tr("API output price — %1").arg(name), unit,
                          in.money(at0, &ApiOffer::outputPerMillionTokens), change, w.f_.number);
  out.apiOffers[offer] = rows;
}

}  // namespace fleetcost::ui
