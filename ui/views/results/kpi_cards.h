// The headline cards above the charts: cheapest plan, what owning saves against renting (present
// value), break-even, cost per GPU-hour, CO2; and a line of warnings (stale prices, export
// controls). The cards stand in one row when there is room, else in rows of three or two, never
// narrower than their longest unbreakable word, so no word is ever broken.
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
  // The line of warnings under the cards (rich text; "" when hidden): stale prices, restrictions.
  QString warningsText() const;
  // Compact: each card's detail line on hover only (a short screen keeps room for the charts).
  void setCompact(bool compact);
  bool isCompact() const { return compact_; }
  // Cards per row now, and the narrowest a card may be (its longest unbreakable word).
  int columns() const { return columns_; }
  int minimumCardWidth() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  struct Card {
    QLabel* title;
    QLabel* value;
    QLabel* detail;
  };
  Card makeCard(const QString& title);
  void setCard(Card& card, const QString& value, const QString& detail);
  void arrange();

  std::vector<Card> cards_;
  QLabel* message_;
  QLabel* warnings_;
  QWidget* grid_;
  int columns_ = 0;
  bool compact_ = false;
};

}  // namespace fleetcost::ui
