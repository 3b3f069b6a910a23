// The sites' table and the cooling options of the selected site.
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> sitesBinding() {
  using T = Site;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),
      fieldColumn(&T::name),
      fieldColumn(&T::region),
      fieldColumn(&T::currency),
      fieldColumn(&T::cooling),
      fieldColumn(&T::powerPerKwMonth),
      fieldColumn(&T::powerFeeBasis),
      fieldColumn(&T::energyPerKwh),
      fieldColumn(&T::spacePerRackMonth),
      fieldColumn(&T::setupFeePerRack),
      fieldColumn(&T::usableRackUnits),
      fieldColumn(&T::crossConnectsPerRack),
      fieldColumn(&T::crossConnectMonth),
      fieldColumn(&T::transitMbps),
      fieldColumn(&T::transitPerMbpsMonth),
      fieldColumn(&T::remoteHandsHoursMonth),
      fieldColumn(&T::remoteHandsPerHour),
      fieldColumn(&T::staffFte),
      fieldColumn(&T::staffAnnualCost),
      fieldColumn(&T::coloAnnualChange),
      fieldColumn(&T::energyAnnualChange),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.sites; },
      [](const Scenario&) { return partPointer("", &Scenario::sites); }, std::move(columns),
      [](const Scenario& s) {
        T site;
        site.id = uniqueId(s.sites, "site");
        site.name = Columns::tr("New site").toStdString();
        if (!s.regions.empty()) site.region = s.regions.front().id;
        site.currency = s.reportingCurrency.value_or("USD");
        CoolingOption air;
        air.name = Columns::tr("Air").toStdString();
        air.maxKwPerRack = Figure::of(8);
        air.pue = Figure::of(1.5);
        site.coolingOptions = {air};
        site.coolingOptionsPresent = true;
        site.cooling = air.name;
        return site;
      });
}

std::unique_ptr<ListBinding> coolingOptionsBinding(std::function<int()> site) {
  using T = CoolingOption;
  std::vector<Column<T>> columns{
      fieldColumn(&T::name),         fieldColumn(&T::maxKwPerRack),   fieldColumn(&T::pue),
      fieldColumn(&T::capexPerRack), fieldColumn(&T::monthlyPerRack), fieldColumn(&T::kind),
      fieldColumn(&T::maxKgPerRack),
  };
  const auto access = [site](Scenario& s) -> std::vector<T>* {
    const int row = site();
    if (row < 0 || row >= static_cast<int>(s.sites.size())) return nullptr;
    s.sites[row].coolingOptionsPresent = true;
    return &s.sites[row].coolingOptions;
  };
  return std::make_unique<ListBindingFor<T>>(
      access,
      [site](const Scenario&) {
        return partPointer(itemPointer("", &Scenario::sites, site()), &Site::coolingOptions);
      },
      std::move(columns),
      [site](const Scenario& s) {
        T option;
        const int row = site();
        option.name =
            row >= 0 && row < static_cast<int>(s.sites.size())
                ? uniqueName(s.sites[row].coolingOptions, Columns::tr("Option").toStdString())
                : Columns::tr("Option").toStdString();
        option.maxKwPerRack = Figure::of(20);
        option.pue = Figure::of(1.4);
        return option;
      });
}

}  // namespace fleetcost::ui
