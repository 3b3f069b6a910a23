// A two-column form (setting, value) over one object of the current scenario, with the same
// editing, undo and problem marking as the tables.
#pragma once

#include <QAbstractTableModel>
#include <memory>

#include "model/results/scenario_result.h"
#include "ui/core/document/workbook_document.h"
#include "ui/views/models/form_binding.h"

namespace fleetcost::ui {

class FormModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  FormModel(WorkbookDocument* document, std::unique_ptr<FormBinding> binding,
            QObject* parent = nullptr);

  void setScenarioIndex(int index);
  void setProblems(const Problems* problems, const StalePrices* stale = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  std::string fieldPointer(int field) const;
  std::string objectPointer() const;  // "/scenarios/0", "/scenarios/0/ownership"
  bool resetToShipped(const QModelIndex& index);
  // A figure field's figure (null otherwise), and its evidence replaced as one undo step.
  const Figure* figureAt(const QModelIndex& index) const;
  bool setFigureEvidence(const QModelIndex& index, const Figure& evidence);

 private:
  const Scenario* scenario() const;

  WorkbookDocument* document_;
  std::unique_ptr<FormBinding> binding_;
  int scenario_ = 0;
  const Problems* problems_ = nullptr;
  const StalePrices* stale_ = nullptr;
};

}  // namespace fleetcost::ui
