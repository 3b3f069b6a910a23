// The ranked list's cells.
#include "ui/views/finder/finder_table_model.h"

#include <algorithm>

#include "ui/core/format/finder_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/render/report/finder_text.h"

namespace fleetcost::ui {

FinderTableModel::FinderTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void FinderTableModel::setRows(std::vector<FinderCandidate> candidates,
                               std::vector<SupplyOption> options, const Scenario& scenario,
                               const QString& currency, std::optional<double> ownBest) {
  beginResetModel();
  candidates_ = std::move(candidates);
  options_ = std::move(options);
  scenario_ = scenario;
  currency_ = currency;
  ownBest_ = ownBest;
  p95_ = std::any_of(candidates_.begin(), candidates_.end(),
                     [](const FinderCandidate& c) { return c.p95.has_value(); });
  endResetModel();
}

void FinderTableModel::clear() {
  beginResetModel();
  candidates_.clear();
  p95_ = false;
  endResetModel();
}

FinderTableModel::Column FinderTableModel::columnKind(int column) const {
  if (!p95_ && column >= P95) return static_cast<Column>(column + 1);
  return static_cast<Column>(column);
}

int FinderTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(candidates_.size());
}

int FinderTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : (p95_ ? Supplies + 1 : Supplies);
}

QString FinderTableModel::text(int row, Column column) const {
  const FinderCandidate& c = candidates_[row];
  const QLocale locale;
  switch (column) {
    case Rank: {
      QString rank = QStringLiteral("#%1").arg(row + 1);
      if (c.equalAlternatives > 0)
        rank += QLatin1Char(' ') + tr("(equal alternatives: %1)")
                                       .arg(formatNumber(double(c.equalAlternatives), 0, locale));
      return rank;
    }
    case PresentValue:
      return formatMoney(c.presentValue, currency_, locale);
    case AgainstBest:
      return signedMoney(c.presentValue - candidates_.front().presentValue, currency_, locale);
    case AgainstOwn:
      return ownBest_ ? signedMoney(c.presentValue - *ownBest_, currency_, locale)
                      : QStringLiteral("—");
    case PeakCapex:
      return formatMoney(c.peakYearCapex, currency_, locale);
    case RentedShare:
      return shareLabel(c.rentedShare, locale);
    case P95:
      return c.p95 ? formatMoney(*c.p95, currency_, locale) : QStringLiteral("—");
    case Supplies: {
      QStringList parts;
      for (std::size_t w = 0; w < c.option.size() && w < scenario_.workloads.size(); ++w) {
        const int o = c.option[w];
        if (o < 0 || o >= static_cast<int>(options_.size())) continue;
        parts << tr("%1: %2").arg(QString::fromStdString(scenario_.workloads[w].name.value_or("")),
                                  supplyLabel(options_[o], scenario_));
      }
      return parts.join(tr("; "));
    }
  }
  return {};
}

QVariant FinderTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Column column = columnKind(index.column());
  if (role == Qt::DisplayRole || (role == Qt::ToolTipRole && column == Supplies))
    return text(index.row(), column);
  if (role == Qt::TextAlignmentRole)
    return column == Rank || column == Supplies ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant FinderTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (columnKind(section)) {
    case Rank:
      return tr("Rank");
    case PresentValue:
      return tr("Present value");
    case AgainstBest:
      return tr("Against #1");
    case AgainstOwn:
      return tr("Against best own plan");
    case PeakCapex:
      return tr("Peak FY capex");
    case RentedShare:
      return tr("Rented");
    case P95:
      return tr("P95");
    case Supplies:
      return tr("Supply of each workload");
  }
  return {};
}

}  // namespace fleetcost::ui
