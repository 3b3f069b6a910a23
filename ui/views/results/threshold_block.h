// "What it takes for owning to win" in the results panel (issue 12): the three most informative
// thresholds of the current scenario (docs/thresholds.md: nearest to today, relatively), each
// with a button that shows it on its break-even map. Computed by a ThresholdRunner off the GUI
// thread once edits pause; until then the block says so instead of showing stale numbers.
#pragma once

#include <QGroupBox>
#include <vector>

class QLabel;
class QToolButton;
class QGridLayout;

namespace fleetcost::ui {

class ThresholdRunner;

class ThresholdBlock : public QGroupBox {
  Q_OBJECT

 public:
  ThresholdBlock(ThresholdRunner* runner, QWidget* parent = nullptr);

  // The sentences shown (for tests) and the index into the result's thresholds of each.
  QStringList sentences() const;
  const std::vector<int>& shownThresholds() const { return shown_; }
  QToolButton* mapButton(int row) const;
  QString status() const;

 signals:
  // The user asked to see threshold `threshold` (an index into the result's thresholds) on the
  // break-even map.
  void mapRequested(int threshold);

 public slots:
  void refresh();

 private:
  ThresholdRunner* runner_;
  QLabel* status_;
  QGridLayout* rows_;
  std::vector<QLabel*> labels_;
  std::vector<QToolButton*> buttons_;
  std::vector<int> shown_;
};

}  // namespace fleetcost::ui
