// The hosted API offers' table (docs/MODEL.md §12).
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> apiOffersBinding() {
  using T = ApiOffer;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),
      fieldColumn(&T::name),
      fieldColumn(&T::provider),
      fieldColumn(&T::model),
      fieldColumn(&T::region),
      fieldColumn(&T::currency),
      fieldColumn(&T::inputPerMillionTokens),
      fieldColumn(&T::outputPerMillionTokens),
      fieldColumn(&T::cachedInputPerMillionTokens),
      fieldColumn(&T::annualPriceChange),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.apiOffers; },
      [](const Scenario&) { return partPointer("", &Scenario::apiOffers); }, std::move(columns),
      [](const Scenario& s) {
        T o;
        o.id = uniqueId(s.apiOffers, "api");
        o.name = Columns::tr("New API offer").toStdString();
        o.model = "model";
        if (!s.regions.empty()) o.region = s.regions.front().id;
        o.currency = "USD";
        o.inputPerMillionTokens = Figure::of(1);
        o.outputPerMillionTokens = Figure::of(4);
        return o;
      });
}

}  // namespace fleetcost::ui
