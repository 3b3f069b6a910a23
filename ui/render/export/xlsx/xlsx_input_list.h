// The inputs of a scenario's spreadsheet, one per figure (and per word or yes/no the formulas
// read): where it is in the file, the value FleetCost used (a default when the file does not
// state it and a formula needs it), what it is for, and what uses it — the formulas, or only the
// decisions FleetCost made (which the spreadsheet does not re-optimise).
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "model/evaluation/decision_rows.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/scenario.h"

namespace fleetcost::ui {

enum class InputUse { Formulas, Decisions, FormulasAndDecisions, NotUsed };

struct InputRow {
  QString section;         // translated: "Colocation sites"
  QString object;          // "Tokyo colocation (TEPCO area)", "" for the scenario's own fields
  std::string key;         // "energy_per_kwh"
  std::string pointer;     // from the scenario: "/sites/0/energy_per_kwh"
  std::string nameObject;  // what the defined name begins with: the id, or the name
  std::string nameKey;     // what it ends with: usually the key
  std::string fallback;    // for an object whose id or name has no ASCII letter: "site1"
  enum class Kind { Number, Word, Flag } kind = Kind::Number;
  double value = 0;
  std::string word;
  std::vector<std::string> words;  // what a word may be, from the field table
  bool flag = false;
  const Figure* figure = nullptr;  // source, date, range, note (null for words and flags)
  // Where the figure states no source: what its object says (a price path's source, date and
  // note for its points and scale).
  std::string source, asOf, note;
  bool stated = true;  // false: FleetCost's default, not in the file
  QString unit;
  std::string currency;   // money: the currency the value is in
  Rule rule = Rule::Any;  // what FleetCost accepts for a number (MODEL.md §8)
  InputUse use = InputUse::Formulas;
};

// Every figure of the scenario in the order of MODEL.md §0. `afterTax` is the view the
// spreadsheet starts in (the scenario's, or what the export was asked for).
std::vector<InputRow> scenarioInputRows(const Scenario& scenario,
                                        const ScenarioDecisionRows& decisions, bool afterTax);

// What "used by" says in the sheet.
QString inputUseText(InputUse use);

}  // namespace fleetcost::ui
