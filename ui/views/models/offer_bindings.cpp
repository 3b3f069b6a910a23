// Columns of the hosted API offers and of a rental offer's price path (docs/MODEL.md §12).
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> apiOffersBinding() {
  using T = ApiOffer;
  std::vector<Column<T>> columns{
      textColumn<T>("id", Columns::tr("ID")),
      textColumn<T>("name", Columns::tr("Name")),
      textColumn<T>("provider", Columns::tr("Provider")),
      textColumn<T>("model", Columns::tr("Model"), {},
                    Columns::tr("Serves the workloads that name this model")),
      textColumn<T>("region", Columns::tr("Region"), idChoices(&Scenario::regions)),
      textColumn<T>("currency", Columns::tr("Currency"), currencies()),
      figureColumn<T>("input_per_million_tokens", Columns::tr("Input / M tokens")),
      figureColumn<T>("output_per_million_tokens", Columns::tr("Output / M tokens")),
      figureColumn<T>("cached_input_per_million_tokens", Columns::tr("Cached input / M tokens"),
                      NumberStyle::Plain,
                      Columns::tr("Empty: cached input tokens cost the input price")),
      figureColumn<T>("annual_price_change", Columns::tr("Price change / year"),
                      NumberStyle::Percent),
  };
  return std::make_unique<ListBindingFor<T>>([](Scenario& s) { return &s.apiOffers; },
                                             [](const Scenario&) { return "/api_offers"; },
                                             std::move(columns),
                                             [](const Scenario& s) {
                                               T o;
                                               o.id = uniqueId(s.apiOffers, "api");
                                               o.name = Columns::tr("New API offer").toStdString();
                                               o.model = "model";
                                               if (!s.regions.empty())
                                                 o.region = s.regions.front().id;
                                               o.currency = "USD";
                                               o.inputPerMillionTokens = Figure::of(1);
                                               o.outputPerMillionTokens = Figure::of(4);
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
              return "/rental_offers/" + std::to_string(offer()) + "/price_path/points";
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
      figureColumn<T>("month", Columns::tr("Month"), NumberStyle::Whole,
                      Columns::tr("Months after the start (the offer's own price is month 0)")),
      figureColumn<T>("on_demand_per_gpu_hour", Columns::tr("On demand / GPU-hour"),
                      NumberStyle::Plain,
                      Columns::tr("Empty: the on-demand price does not follow the path")),
      figureColumn<T>("reserved_per_gpu_month", Columns::tr("Reserved / GPU-month"),
                      NumberStyle::Plain,
                      Columns::tr("Empty: the reserved price does not follow the path")),
  };
  return std::make_unique<PricePointsBinding>(std::move(offer), std::move(columns));
}

Column<RentalOffer> pricePathScaleColumn() {
  Column<RentalOffer> c;
  c.key = QStringLiteral("price_path/scale");
  c.header = Columns::tr("Path scale");
  c.help = Columns::tr(
      "Multiplies the price path's points (not today's price); give it a low and a high to vary "
      "the whole path in the risk analyses");
  c.data = [](const RentalOffer& o, int role) -> QVariant {
    const Figure& f = o.pricePath.scale;
    if (!o.pricePath.present) return {};
    if (role == Qt::ToolTipRole) return figureTooltip(f, NumberStyle::Plain);
    // The default, 1, is shown and edited too: the path is scaled by it.
    return figureCellData(f.present ? f : Figure::of(f.value), NumberStyle::Plain, role);
  };
  c.setData = [](RentalOffer& o, const QVariant& value) {
    if (!o.pricePath.present) return;  // a scale needs a path: add its points first
    applyTypedNumber(o.pricePath.scale, PricePath{}.scale, o.pricePath.extras, "scale",
                     value.toString(), NumberStyle::Plain);
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
  return c;
}

}  // namespace fleetcost::ui
