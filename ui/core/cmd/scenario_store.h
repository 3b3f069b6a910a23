// What the undo commands edit: the workbook's scenarios and its own fields, read and replaced
// whole. The document
// implements it, so the commands need nothing of the document and cmd/ sits below document/.
#pragma once

#include <vector>

#include "model/scenario/scenario.h"

namespace fleetcost::ui {

class ScenarioStore {
 public:
  virtual ~ScenarioStore() = default;

  virtual const std::vector<Scenario>& scenarios() const = 0;
  // Replace one scenario, or the whole list and then select scenario `select`; the store tells
  // its views.
  virtual void replaceScenario(int index, Scenario scenario) = 0;
  virtual void replaceScenarios(std::vector<Scenario> scenarios, int select) = 0;
  // The workbook's own fields (prices_as_of, stale_after_months, ...): every field of `head` but
  // its scenarios, which stay.
  virtual Workbook workbookHead() const = 0;
  virtual void replaceWorkbookHead(Workbook head) = 0;
};

}  // namespace fleetcost::ui
