// The Assumptions sheet: one row per input of the scenario (xlsx_input_list.h) with its value in
// a named cell (yellow when the formulas read it, grey when only FleetCost's decisions did), its
// unit, currency, value in the reporting currency, what uses it, range, source, date, note,
// shipped default and JSON pointer; then its kind of evidence, its months before the prices' date
// and whether it is stale, as formulas of two named cells (the prices' date and the stale age,
// row 3). Returns how the formulas name each input.
#pragma once

#include <QString>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/field_specs.h"
#include "ui/render/export/xlsx/xlsx_input_list.h"
#include "ui/render/export/xlsx/xlsx_names.h"
#include "ui/render/export/xlsx/xlsx_pointers.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

class XlsxWorkbookFile;

// The defined names of a scenario's inputs, by JSON pointer from the scenario.
class ScenarioInputs {
 public:
  ScenarioInputs() = default;
  explicit ScenarioInputs(std::string reportingCurrency)
      : reporting_(std::move(reportingCurrency)) {}
  void add(const std::string& pointer, const std::string& name, const std::string& currency);
  // The name of the input at `pointer` ("tokyo_colo_energy_per_kwh"); "0" when the scenario has
  // no such input (a programming error, caught by the tests).
  const std::string& name(const std::string& pointer) const;
  // The input in the reporting currency: "(name/HKD_per_USD*JPY_per_USD)", or the name alone
  // when it is in the reporting currency already (MODEL.md §2).
  std::string money(const std::string& pointer) const;
  // The same for T's plain field `member` of the object at `object` ("" for the scenario's own
  // fields): name(siteAt(0), &Site::energyPerKwh) names the input at /sites/0/energy_per_kwh.
  template <class T, class M>
  const std::string& name(const std::string& object, M T::*member) const {
    return name(object + "/" + keyOf(member));
  }
  template <class T, class M>
  std::string money(const std::string& object, M T::*member) const {
    return money(object + "/" + keyOf(member));
  }
  // The scenario's own fields and its ownership policy's, which each scenario has once:
  // name(&Ownership::installPct) names the input at /ownership/install_pct.
  template <class M>
  const std::string& name(M Scenario::*member) const {
    return name("", member);
  }
  template <class M>
  const std::string& name(M Ownership::*member) const {
    return name(ownershipAt(), member);
  }
  template <class M>
  std::string money(M Ownership::*member) const {
    return money(ownershipAt(), member);
  }

 private:
  std::string reporting_;
  std::unordered_map<std::string, std::string> names_;
  std::unordered_map<std::string, std::string> currencies_;
};

// Writes the rows on `ws` (the sheet `sheetName`) and defines a name for each value cell, each
// beginning with `namePrefix` ("S2_" when the file holds several scenarios).
ScenarioInputs writeAssumptions(XlsxSheet& ws, const QString& sheetName,
                                const QString& scenarioName, const std::vector<InputRow>& rows,
                                const std::string& reporting, const std::string& namePrefix,
                                const StalePrices& stale, DefinedNames& names,
                                XlsxWorkbookFile& file, const XlsxFormats& f);

}  // namespace fleetcost::ui
