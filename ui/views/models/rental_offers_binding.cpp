// The rental offers' table, with the columns of an offer's price path, and the points of the
// selected offer's path (docs/MODEL.md §12.2).
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> rentalOffersBinding() {
  using T = RentalOffer;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),
      fieldColumn(&T::name),
      fieldColumn(&T::provider),
      fieldColumn(&T::region),
      fieldColumn(&T::gpu),
      fieldColumn(&T::currency),
      fieldColumn(&T::onDemandPerGpuHour),
      fieldColumn(&T::reservedPerGpuMonth),
      fieldColumn(&T::reservedTermMonths),
      fieldColumn(&T::reservedUnitGpus),
      fieldColumn(&T::annualPriceChange),
      fieldColumn(&T::kwhPerGpuHour),
      fieldColumn(&T::interruptionsPer1000GpuHours),
      fieldColumn(&T::spotPerGpuHour),
      fieldColumn(&T::spotInterruptionsPer1000GpuHours),
      fieldColumn(&T::spotAvailability),
      fieldColumn(&T::blockPerGpuHour),
      fieldColumn(&T::blockDays),
      fieldColumn(&T::commitmentPerGpuHour),
      fieldColumn(&T::commitmentGpuHoursPerMonth),
      pricePathScaleColumn(),
      onPricePath(fieldColumn(&PricePath::source)),
      onPricePath(fieldColumn(&PricePath::asOf)),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.rentalOffers; },
      [](const Scenario&) { return partPointer("", &Scenario::rentalOffers); }, std::move(columns),
      [](const Scenario& s) {
        T o;
        o.id = uniqueId(s.rentalOffers, "offer");
        o.name = Columns::tr("New offer").toStdString();
        if (!s.regions.empty()) o.region = s.regions.front().id;
        if (!s.gpuModels.empty()) o.gpu = s.gpuModels.front().id;
        o.currency = "USD";
        o.onDemandPerGpuHour = Figure::of(2);
        return o;
      });
}

namespace {

// The points of the selected offer's path: adding the first point starts the path, removing the
// last ends it (a path needs a point).
class PricePointsBinding : public ListBindingFor<PricePoint> {
 public:
  PricePointsBinding(std::function<int()> offer, std::vector<Column<PricePoint>> columns)
      : ListBindingFor<PricePoint>(
            [offer](Scenario& s) -> std::vector<PricePoint>* {
              const int row = offer();
              if (row < 0 || row >= static_cast<int>(s.rentalOffers.size())) return nullptr;
              return &s.rentalOffers[row].pricePath.points;
            },
            [offer](const Scenario&) {
              return partPointer(partPointer(itemPointer("", &Scenario::rentalOffers, offer()),
                                             &RentalOffer::pricePath),
                                 &PricePath::points);
            },
            std::move(columns),
            [offer](const Scenario& s) {
              // A month after the last point's, at the offer's on-demand price.
              PricePoint point;
              const int row = offer();
              double month = 12, price = 0;
              if (row >= 0 && row < static_cast<int>(s.rentalOffers.size())) {
                const RentalOffer& o = s.rentalOffers[row];
                price = o.onDemandPerGpuHour.value;
                if (!o.pricePath.points.empty()) month = o.pricePath.points.back().month.value + 12;
              }
              point.month = Figure::of(month);
              point.onDemandPerGpuHour = Figure::of(price);
              return point;
            }),
        offer_(std::move(offer)) {}

  void insertRow(Scenario& s, int row) const override {
    ListBindingFor<PricePoint>::insertRow(s, row);
    if (PricePath* path = pathOf(s)) path->present = path->pointsPresent = true;
  }
  void duplicateRow(Scenario& s, int row) const override {
    ListBindingFor<PricePoint>::duplicateRow(s, row);
    if (PricePath* path = pathOf(s)) path->present = path->pointsPresent = true;
  }
  void removeRow(Scenario& s, int row) const override {
    ListBindingFor<PricePoint>::removeRow(s, row);
    if (PricePath* path = pathOf(s); path && path->points.empty()) *path = PricePath{};
  }

 private:
  PricePath* pathOf(Scenario& s) const {
    const int row = offer_();
    if (row < 0 || row >= static_cast<int>(s.rentalOffers.size())) return nullptr;
    return &s.rentalOffers[row].pricePath;
  }
  std::function<int()> offer_;
};

}  // namespace

std::unique_ptr<ListBinding> pricePathBinding(std::function<int()> offer) {
  using T = PricePoint;
  std::vector<Column<T>> columns{
      fieldColumn(&T::month),
      fieldColumn(&T::onDemandPerGpuHour),
      fieldColumn(&T::reservedPerGpuMonth),
  };
  return std::make_unique<PricePointsBinding>(std::move(offer), std::move(columns));
}

Column<RentalOffer> pricePathScaleColumn() {
  Column<RentalOffer> c = onPricePath(fieldColumn(&PricePath::scale));
  c.data = [](const RentalOffer& o, int role) -> QVariant {
    const Figure& f = o.pricePath.scale;
    if (!o.pricePath.present) return {};
    if (role == Qt::ToolTipRole) return figureTooltip(f, NumberStyle::Plain);
    // The default, 1, is shown and edited too: the path is scaled by it.
    return figureCellData(f.present ? f : Figure::of(f.value), NumberStyle::Plain, role);
  };
  return c;
}

Column<RentalOffer> onPricePath(Column<PricePath> inner) {
  Column<RentalOffer> c;
  c.key = QStringLiteral("price_path/") + inner.key;
  c.header = inner.header;
  c.help = inner.help;
  c.data = [data = std::move(inner.data)](const RentalOffer& o, int role) -> QVariant {
    return o.pricePath.present ? data(o.pricePath, role) : QVariant();
  };
  c.setData = [set = std::move(inner.setData)](RentalOffer& o, const QVariant& value) {
    if (o.pricePath.present) set(o.pricePath, value);  // without points there is no path
  };
  if (inner.figure)
    c.figure = [figure = std::move(inner.figure)](RentalOffer& o) { return figure(o.pricePath); };
  return c;
}

}  // namespace fleetcost::ui
