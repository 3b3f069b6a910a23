// Drawing slides with the slide exporter's layout and moving between them.
#include "ui/views/present/presentation_window.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "ui/render/export/slide_export.h"

namespace fleetcost::ui {

PresentationWindow::PresentationWindow(SnapshotPtr snapshot, int scenario,
                                       std::vector<CatalogChart> extra, QWidget* parent)
    : QWidget(parent, Qt::Window), snapshot_(std::move(snapshot)) {
  setAttribute(Qt::WA_DeleteOnClose);
  setAttribute(Qt::WA_OpaquePaintEvent);
  setWindowTitle(tr("FleetCost presentation"));
  setCursor(Qt::BlankCursor);
  if (snapshot_) result_ = snapshot_->result(scenario);
  if (result_) {
    charts_ = catalogCharts(*result_);
    for (CatalogChart& chart : extra) charts_.push_back(std::move(chart));
  }
}

QString PresentationWindow::currentTitle() const {
  return charts_.empty() ? QString() : charts_[current_].title;
}

void PresentationWindow::goTo(int slide) {
  if (charts_.empty()) return;
  const int next = std::clamp(slide, 0, slideCount() - 1);
  if (next == current_) return;
  current_ = next;
  update();
}

void PresentationWindow::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  if (charts_.empty()) {
    painter.fillRect(rect(), Qt::white);
    QFont font = painter.font();
    font.setPixelSize(std::max(18, height() / 24));
    painter.setFont(font);
    painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("This scenario has no results to present: fix its problems first.\n"
                        "Press Esc to return."));
    return;
  }
  const qreal ratio = devicePixelRatioF();
  const QSize pixels = size() * ratio;
  if (cachedSlide_ != current_ || cached_.size() != pixels) {
    SlideOptions options;
    options.size = pixels;
    options.scenarioName = QString::fromStdString(result_->name);
    options.currency = QString::fromStdString(result_->currency);
    options.locale = locale();
    options.pageLabel = tr("%1 / %2").arg(current_ + 1).arg(slideCount());
    cached_ = renderSlide(charts_[current_], options);
    cached_.setDevicePixelRatio(ratio);
    cachedSlide_ = current_;
  }
  painter.drawImage(QPointF(0, 0), cached_);
}

void PresentationWindow::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
      goTo(current_ + 1);
      break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
      goTo(current_ - 1);
      break;
    case Qt::Key_Home:
      goTo(0);
      break;
    case Qt::Key_End:
      goTo(slideCount() - 1);
      break;
    case Qt::Key_Escape:
    case Qt::Key_F5:
      close();
      break;
    default:
      QWidget::keyPressEvent(event);
  }
}

void PresentationWindow::mousePressEvent(QMouseEvent* event) {
  goTo(event->button() == Qt::RightButton ? current_ - 1 : current_ + 1);
}

void PresentationWindow::resizeEvent(QResizeEvent* event) {
  cachedSlide_ = -1;
  QWidget::resizeEvent(event);
}

}  // namespace fleetcost::ui
