// The regions' table, with each region's tax rule and depreciation (docs/MODEL.md §9).
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

namespace {

const QString kTax = QLatin1String(partKey(&Region::tax));
const QString kDepreciation =
    kTax + QLatin1Char('/') + QLatin1String(partKey(&TaxRule::depreciation));

// The tax rule's fields live in region.tax and region.tax.depreciation: an edit states them.
const TaxRule* taxOf(const Region& r) {
  return r.tax.present ? &r.tax : nullptr;
}
TaxRule& taxForEdit(Region& r) {
  r.tax.present = true;
  return r.tax;
}
const Depreciation* depreciationOf(const Region& r) {
  return &r.tax.depreciation;
}
Depreciation& depreciationForEdit(Region& r) {
  r.tax.present = true;
  r.tax.depreciation.present = true;
  return r.tax.depreciation;
}

// The method: none clears the depreciation; a method states the figures it needs.
Column<Region> depreciationMethod() {
  Column<Region> c = nestedColumn<Region, Depreciation>(
      fieldColumn(&Depreciation::method), kDepreciation, depreciationOf, depreciationForEdit);
  const FieldSpec<Depreciation>& spec = specOf(&Depreciation::method);
  std::vector<Choice> choices{{QString(), Columns::tr("None")}};
  for (Choice& choice : wordChoices(spec.words)) choices.push_back(std::move(choice));
  c.choices = fixedChoices(std::move(choices));
  c.data = [](const Region& r, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    return QString::fromStdString(r.tax.depreciation.method.value_or(""));  // "": None
  };
  c.setData = [](Region& r, const QVariant& value) {
    const std::string method = value.toString().toStdString();
    if (method.empty()) {
      r.tax.depreciation = Depreciation{};
      return;
    }
    Depreciation& d = depreciationForEdit(r);
    d.method = method;
    if (method != "immediate" && !d.usefulLifeYears.present) d.usefulLifeYears = Figure::of(5);
    if (method == "declining_balance" && !d.factor.present) d.factor = Figure::of(2);
  };
  return c;
}

Column<Region> restrictedGpus() {
  Column<Region> c;
  c.key = QLatin1String(partKey(&Region::restrictedGpus));
  c.header = Columns::tr("Restricted GPUs");
  c.help =
      Columns::tr("GPU ids, separated by commas, that export controls restrict in this region");
  c.data = [](const Region& r, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    QStringList ids;
    for (const std::string& id : r.restrictedGpus) ids << QString::fromStdString(id);
    return ids.join(QStringLiteral(", "));
  };
  c.setData = [key = c.key.toStdString()](Region& r, const QVariant& value) {
    r.extras.keys.erase(key);
    r.restrictedGpus.clear();
    for (const QString& id : value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
      if (!id.trimmed().isEmpty()) r.restrictedGpus.push_back(id.trimmed().toStdString());
    r.restrictedGpusPresent = true;
  };
  return c;
}

}  // namespace

std::unique_ptr<ListBinding> regionsBinding() {
  using T = Region;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),
      fieldColumn(&T::name),
      fieldColumn(&T::gridKgCo2PerKwh),
      restrictedGpus(),
      fieldColumn(&T::restrictionNote),
      nestedColumn<T, TaxRule>(fieldColumn(&TaxRule::taxRate), kTax, taxOf, taxForEdit),
      depreciationMethod(),
      nestedColumn<T, Depreciation>(fieldColumn(&Depreciation::usefulLifeYears), kDepreciation,
                                    depreciationOf, depreciationForEdit),
      nestedColumn<T, Depreciation>(fieldColumn(&Depreciation::factor), kDepreciation,
                                    depreciationOf, depreciationForEdit),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.regions; },
      [](const Scenario&) { return partPointer("", &Scenario::regions); }, std::move(columns),
      [](const Scenario& s) {
        T r;
        r.id = uniqueId(s.regions, "region");
        r.name = Columns::tr("New region").toStdString();
        return r;
      });
}

}  // namespace fleetcost::ui
