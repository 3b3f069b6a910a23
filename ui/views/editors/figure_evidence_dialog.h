// Where a figure's evidence is edited: its source, as-of date (YYYY, YYYY-MM or YYYY-MM-DD),
// kind of evidence (quote, list price, published index, specification, estimate) and note
// (docs/file-format.md, "Evidence"). Opened from the editors' context menu ("Evidence…").
#pragma once

#include <QDialog>

#include "model/scenario/figure.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace fleetcost::ui {

class FigureEvidenceDialog : public QDialog {
  Q_OBJECT

 public:
  FigureEvidenceDialog(const Figure& figure, const QString& title, QWidget* parent = nullptr);
  // The figure as it was with the dialog's source, as_of, evidence and note.
  Figure figure() const;
  QComboBox* evidenceBox() { return evidence_; }
  QLineEdit* asOfEdit() { return asOf_; }

 private:
  void check();

  Figure figure_;
  QLineEdit* source_;
  QLineEdit* asOf_;
  QComboBox* evidence_;
  QPlainTextEdit* note_;
  QLabel* problem_;
};

}  // namespace fleetcost::ui
