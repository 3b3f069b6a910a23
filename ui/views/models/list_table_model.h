// An editable table over one list of the current scenario. Every change (a cell, a new, copied,
// removed or moved row) becomes one undo command on the document; problems from the latest
// evaluation mark their cells (colour and tooltip), and so do stale prices, calmer.
#pragma once

#include <QAbstractTableModel>
#include <memory>

#include "model/results/scenario_result.h"
#include "ui/core/document/workbook_document.h"
#include "ui/views/models/list_binding.h"

namespace fleetcost::ui {

class ListTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  ListTableModel(WorkbookDocument* document, std::unique_ptr<ListBinding> binding, QString itemNoun,
                 QObject* parent = nullptr);

  void setScenarioIndex(int index);
  int scenarioIndex() const { return scenario_; }
  // The current scenario's problems and stale prices (owned by the caller's snapshot; may be
  // null).
  void setProblems(const Problems* problems, const StalePrices* stale = nullptr);
  bool available() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  // Row edits, each one undo step. Return the row to select afterwards.
  int addRow(int atRow);
  int duplicateRow(int row);
  void removeRow(int row);
  int moveRow(int from, int to);
  // Puts back the shipped value of an overridden figure (one undo step); false if none.
  bool resetToShipped(const QModelIndex& index);
  // A figure cell's figure (null otherwise), and its evidence (source, as_of, evidence, note)
  // replaced by `evidence`'s as one undo step.
  const Figure* figureAt(const QModelIndex& index) const;
  bool setFigureEvidence(const QModelIndex& index, const Figure& evidence);

  std::string cellPointer(int row, int column) const;
  std::string rowPointer(int row) const;
  std::string listPointer() const;  // "/scenarios/0/sites", "" without a scenario
  const ListBinding& binding() const { return *binding_; }

 private:
  void refresh();
  const Scenario* scenario() const;
  void commit(Scenario changed, const QString& text);

  WorkbookDocument* document_;
  std::unique_ptr<ListBinding> binding_;
  QString noun_;
  int scenario_ = 0;
  int rows_ = 0;
  const Problems* problems_ = nullptr;
  const StalePrices* stale_ = nullptr;
};

}  // namespace fleetcost::ui
