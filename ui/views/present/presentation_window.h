// Presentation mode: the current scenario's charts full screen, one per slide with its title and
// key number, large enough to read from the back of a room. Arrow keys, Page Up/Down, Space,
// Home/End and clicks move between slides; Esc leaves.
#pragma once

#include <QImage>
#include <QWidget>
#include <vector>

#include "ui/core/session/evaluation_snapshot.h"
#include "ui/render/report/chart_catalog.h"

namespace fleetcost::ui {

class PresentationWindow : public QWidget {
  Q_OBJECT

 public:
  // Shows the result of scenario `scenario` in `snapshot` (kept alive while presenting), then
  // the `extra` charts (the risk charts).
  PresentationWindow(SnapshotPtr snapshot, int scenario, std::vector<CatalogChart> extra = {},
                     QWidget* parent = nullptr);

  int slideCount() const { return static_cast<int>(charts_.size()); }
  int currentSlide() const { return current_; }
  QString currentTitle() const;
  void goTo(int slide);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  SnapshotPtr snapshot_;
  const ScenarioResult* result_ = nullptr;
  std::vector<CatalogChart> charts_;
  int current_ = 0;
  QImage cached_;  // the current slide at the window's size; redrawn on change
  int cachedSlide_ = -1;
};

}  // namespace fleetcost::ui
