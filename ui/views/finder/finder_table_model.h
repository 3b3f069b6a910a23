// The finder view's ranked list: one row per candidate (best first) with its rank, present value,
// differences to #1 and to the best own plan, peak fiscal-year capex, rented share, P95 when
// computed, and each workload's supply in words. Filled from progress reports and the result.
#pragma once

#include <QAbstractTableModel>
#include <QLocale>
#include <optional>
#include <vector>

#include "model/finder/plan_finder.h"

namespace fleetcost::ui {

class FinderTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    Rank,
    PresentValue,
    AgainstBest,
    AgainstOwn,
    PeakCapex,
    RentedShare,
    P95,
    Supplies
  };

  explicit FinderTableModel(QObject* parent = nullptr);

  // `options` index the candidates' supplies (FinderResult::options, or supplyOptions of the
  // scenario while the search runs); `ownBest`: the best own plan's present value when known.
  void setRows(std::vector<FinderCandidate> candidates, std::vector<SupplyOption> options,
               const Scenario& scenario, const QString& currency, std::optional<double> ownBest);
  void clear();
  const std::vector<FinderCandidate>& candidates() const { return candidates_; }
  // The model column shown in table column `column` (P95 only when a candidate has one).
  Column columnKind(int column) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

 private:
  QString text(int row, Column column) const;

  std::vector<FinderCandidate> candidates_;
  std::vector<SupplyOption> options_;
  Scenario scenario_;
  QString currency_;
  std::optional<double> ownBest_;
  bool p95_ = false;
};

}  // namespace fleetcost::ui
