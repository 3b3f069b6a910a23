// Problems with readable locations.
#include "ui/views/results/problems_panel.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include "model/scenario/workbook_shape.h"
#include "ui/core/format/problem_text.h"

namespace fleetcost::ui {

ProblemsPanel::ProblemsPanel(QWidget* parent) : QWidget(parent) {
  heading_ = new QLabel(this);
  heading_->setWordWrap(true);
  list_ = new QListWidget(this);
  list_->setWordWrap(true);
  list_->setAlternatingRowColors(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heading_);
  layout->addWidget(list_, 1);
  connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    emit problemActivated(item->data(Qt::UserRole).toString());
  });
  connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    emit problemActivated(item->data(Qt::UserRole).toString());
  });
}

int ProblemsPanel::count() const {
  return list_->count();
}

QString ProblemsPanel::describePointer(const std::string& pointer, const Scenario* s) {
  QStringList parts = QString::fromStdString(pointer).split(QLatin1Char('/'), Qt::SkipEmptyParts);
  if (parts.size() >= 2 && parts[0] == QLatin1String(partKey(&Workbook::scenarios)))
    parts = parts.mid(2);
  if (parts.isEmpty()) return tr("Workbook");
  static const QList<QPair<QString, const char*>> lists{
      {QLatin1String(partKey(&Scenario::workloads)), QT_TR_NOOP("Workloads")},
      {QLatin1String(partKey(&Scenario::gpuModels)), QT_TR_NOOP("GPU models")},
      {QLatin1String(partKey(&Scenario::serverModels)), QT_TR_NOOP("Server models")},
      {QLatin1String(partKey(&Scenario::sites)), QT_TR_NOOP("Sites")},
      {QLatin1String(partKey(&Scenario::rentalOffers)), QT_TR_NOOP("Rental offers")},
      {QLatin1String(partKey(&Scenario::plans)), QT_TR_NOOP("Plans")},
      {QLatin1String(partKey(&Scenario::regions)), QT_TR_NOOP("Regions")},
      {QLatin1String(partKey(&Scenario::ownership)), QT_TR_NOOP("Ownership policy")},
      {QLatin1String(partKey(&Scenario::fxPerUsd)), QT_TR_NOOP("Exchange rates")}};
  QStringList out;
  QString list;
  for (const auto& [key, label] : lists)
    if (parts[0] == key) {
      list = key;
      out << tr(label);
    }
  if (out.isEmpty())
    out << tr("Scenario") << parts.join(QStringLiteral(" › "));
  else {
    if (parts.size() >= 2) {
      bool numeric = false;
      const int row = parts[1].toInt(&numeric);
      QString rowName = tr("row %1").arg(row + 1);
      if (numeric && s) {
        const auto nameOf = [&](const auto& items) -> QString {
          if (row < 0 || row >= static_cast<int>(items.size())) return {};
          const auto& item = items[row];
          if constexpr (requires { item.name; }) {
            if (item.name) return QString::fromStdString(*item.name);
          }
          return {};
        };
        QString named;
        if (list == QLatin1String(partKey(&Scenario::workloads)))
          named = nameOf(s->workloads);
        else if (list == QLatin1String(partKey(&Scenario::gpuModels)))
          named = nameOf(s->gpuModels);
        else if (list == QLatin1String(partKey(&Scenario::serverModels)))
          named = nameOf(s->serverModels);
        else if (list == QLatin1String(partKey(&Scenario::sites)))
          named = nameOf(s->sites);
        else if (list == QLatin1String(partKey(&Scenario::rentalOffers)))
          named = nameOf(s->rentalOffers);
        else if (list == QLatin1String(partKey(&Scenario::plans)))
          named = nameOf(s->plans);
        else if (list == QLatin1String(partKey(&Scenario::regions)))
          named = nameOf(s->regions);
        if (!named.isEmpty()) rowName = named;
      }
      out << (numeric ? rowName : parts[1]);
    }
    for (int i = 2; i < parts.size(); ++i) out << parts[i];
  }
  return out.join(QStringLiteral(" › "));
}

void ProblemsPanel::setProblems(const Problems& problems, const Scenario* scenario) {
  list_->clear();
  heading_->setText(problems.empty()
                        ? QString()
                        : tr("<b>%n problem(s)</b> to fix before results can be shown. Click one "
                             "to go to its field.",
                             "", static_cast<int>(problems.size())));
  for (const Problem& p : problems) {
    auto* item = new QListWidgetItem(
        QStringLiteral("%1: %2").arg(describePointer(p.pointer, scenario), problemText(p)));
    item->setData(Qt::UserRole, QString::fromStdString(p.pointer));
    item->setToolTip(problemLineText(p));
    list_->addItem(item);
  }
}

}  // namespace fleetcost::ui
