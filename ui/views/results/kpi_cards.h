// The headline cards above the charts: cheapest plan, what owning saves against renting (present
// value), break-even, cost per GPU-hour, CO2; and a line of warnings (export controls).
#pragma once

#include <QWidget>

#include "model/results/scenario_result.h"

class QLabel;

namespace fleetcost::ui {

class KpiCards : public QWidget {
  Q_OBJECT

 public:
  explicit KpiCards(QWidget* parent = nullptr);

  // Shows the result's figures; with null, a message instead of stale numbers.
  void setResult(const ScenarioResult* result, const QString& messageWhenNone = {});

  // Whether figures are shown (false while the scenario has problems).
  bool showsFigures() const;
  // The card texts, for tests and reports: title, value, detail.
  QStringList cardTexts() const;

 private:
  struct Card {
    QLabel* title;
    QLabel* value;
    QLabel* detail;
  };
  Card makeCard(const QString& title);
  void setCard(Card& card, const QString& value, const QString& detail);

  std::vector<Card> cards_;
  QLabel* message_;
  QLabel* warnings_;
  QWidget* grid_;
};

}  // namespace fleetcost::ui
