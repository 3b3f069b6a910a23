// The evidence dialog: a form of four fields; an as-of text that is not a date is said at once
// (and still accepted, so nothing typed is lost: the problems list keeps saying it).
#include "ui/views/editors/figure_evidence_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "model/scenario/evidence_date.h"
#include "ui/core/format/evidence_text.h"

namespace fleetcost::ui {

FigureEvidenceDialog::FigureEvidenceDialog(const Figure& figure, const QString& title,
                                           QWidget* parent)
    : QDialog(parent), figure_(figure) {
  setWindowTitle(tr("Evidence of %1").arg(title));
  source_ = new QLineEdit(QString::fromStdString(figure.source), this);
  asOf_ = new QLineEdit(QString::fromStdString(figure.asOf), this);
  asOf_->setPlaceholderText(tr("YYYY, YYYY-MM or YYYY-MM-DD"));
  evidence_ = new QComboBox(this);
  evidence_->addItem(tr("Not stated"), QString());
  for (const std::string_view kind : kEvidenceKinds)
    evidence_->addItem(evidenceLabel(kind), QString::fromUtf8(kind.data(), kind.size()));
  const int at = evidence_->findData(QString::fromStdString(figure.evidence));
  if (at >= 0) {
    evidence_->setCurrentIndex(at);
  } else {  // a word this version does not know: kept, and shown as itself
    evidence_->addItem(QString::fromStdString(figure.evidence),
                       QString::fromStdString(figure.evidence));
    evidence_->setCurrentIndex(evidence_->count() - 1);
  }
  note_ = new QPlainTextEdit(QString::fromStdString(figure.note), this);
  note_->setMinimumHeight(note_->fontMetrics().height() * 4);
  problem_ = new QLabel(this);
  problem_->setWordWrap(true);

  auto* form = new QFormLayout;
  form->addRow(tr("Source"), source_);
  form->addRow(tr("As of"), asOf_);
  form->addRow(tr("Kind of evidence"), evidence_);
  form->addRow(tr("Note"), note_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(asOf_, &QLineEdit::textChanged, this, &FigureEvidenceDialog::check);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(problem_);
  layout->addWidget(buttons);
  resize(520, sizeHint().height());
  check();
}

void FigureEvidenceDialog::check() {
  const QString text = asOf_->text().trimmed();
  const bool date = text.isEmpty() || parseEvidenceDate(text.toStdString()).has_value();
  problem_->setText(date ? QString()
                         : tr("Not a date: write YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2026-03)."));
  problem_->setVisible(!date);
}

Figure FigureEvidenceDialog::figure() const {
  Figure out = figure_;
  out.source = source_->text().trimmed().toStdString();
  out.asOf = asOf_->text().trimmed().toStdString();
  out.evidence = evidence_->currentData().toString().toStdString();
  out.note = note_->toPlainText().trimmed().toStdString();
  return out;
}

}  // namespace fleetcost::ui
