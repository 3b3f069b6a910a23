// The weekly heat strip: geometry, colour ramp, tooltip text and painting.
#include "ui/views/widgets/weekly_profile_strip.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QToolTip>
#include <algorithm>
#include <array>
#include <cmath>

#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"

namespace fleetcost::ui {

namespace {

constexpr int kDays = 7;
constexpr int kHoursPerDay = 24;

QColor mix(const QColor& a, const QColor& b, double t) {
  return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                          static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                          static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

struct Stop {
  double at;
  QRgb colour;
};

// Sequential ramps of one family (ColorBrewer YlGnBu), low load close to the background and the
// peak most salient: pale yellow to deep blue on a light background, navy to pale green on a
// dark one (so a flat week is a calm bar, not a glaring one).
constexpr std::array<Stop, 7> kLightRamp{{{0.00, 0xedf8b1},
                                          {0.20, 0xc7e9b4},
                                          {0.40, 0x7fcdbb},
                                          {0.55, 0x41b6c4},
                                          {0.70, 0x1d91c0},
                                          {0.85, 0x225ea8},
                                          {1.00, 0x253494}}};
constexpr std::array<Stop, 6> kDarkRamp{{{0.00, 0x263c70},
                                         {0.25, 0x225ea8},
                                         {0.45, 0x1d91c0},
                                         {0.65, 0x41b6c4},
                                         {0.85, 0x7fcdbb},
                                         {1.00, 0xc7e9b4}}};

template <std::size_t N>
QColor sample(const std::array<Stop, N>& ramp, double t) {
  t = std::clamp(t, 0.0, 1.0);
  for (std::size_t i = 1; i < N; ++i) {
    if (t <= ramp[i].at) {
      const double span = ramp[i].at - ramp[i - 1].at;
      return mix(QColor(ramp[i - 1].colour), QColor(ramp[i].colour),
                 span > 0 ? (t - ramp[i - 1].at) / span : 1.0);
    }
  }
  return QColor(ramp[N - 1].colour);
}

bool drawable(const WeeklyProfile& weights) {
  double peak = 0.0;
  for (double w : weights) {
    if (!std::isfinite(w) || w < 0) return false;
    peak = std::max(peak, w);
  }
  return peak > 0;
}

QRect cellArea(const QRect& rect) {
  return rect.adjusted(1, 1, -1, -1);
}

WeeklyProfile invalidProfile() {
  WeeklyProfile p;
  p.fill(std::nan(""));
  return p;
}

}  // namespace

WeeklyProfileStrip::WeeklyProfileStrip(QWidget* parent) : QWidget(parent) {
  weights_.fill(1.0);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void WeeklyProfileStrip::setProfile(const std::optional<std::string>& preset,
                                    const std::optional<std::vector<double>>& weights) {
  setNormalisedWeights(modelProfile(preset, weights).value_or(invalidProfile()));
}

void WeeklyProfileStrip::setNormalisedWeights(const WeeklyProfile& normalisedWeights) {
  weights_ = normalisedWeights;
  update();
}

QSize WeeklyProfileStrip::sizeHint() const {
  return {kHoursPerDay * 6 + 2, kDays * 4 + 2};
}
QSize WeeklyProfileStrip::minimumSizeHint() const {
  return {kHoursPerDay * 2 + 2, kDays * 2 + 2};
}

std::optional<WeeklyProfile> WeeklyProfileStrip::modelProfile(
    const std::optional<std::string>& preset, const std::optional<std::vector<double>>& weights) {
  WeeklyProfile raw{};
  if (weights) {
    if (weights->size() != static_cast<std::size_t>(kHoursPerWeek)) return std::nullopt;
    std::copy(weights->begin(), weights->end(), raw.begin());
  } else if (auto shape = presetWeights(preset.value_or("flat"))) {
    raw = *shape;
  } else {
    return std::nullopt;
  }
  if (!drawable(raw)) return std::nullopt;
  return normalisedProfile(raw);
}

bool WeeklyProfileStrip::isDark(const QPalette& palette) {
  return isDarkPalette(palette);
}

QColor WeeklyProfileStrip::heatColour(double fractionOfPeak, const QPalette& palette) {
  if (!(fractionOfPeak > 0)) return palette.color(QPalette::Base);
  return isDark(palette) ? sample(kDarkRamp, fractionOfPeak) : sample(kLightRamp, fractionOfPeak);
}

QRect WeeklyProfileStrip::hourRect(const QRect& rect, int hourOfWeek) {
  const QRect area = cellArea(rect);
  const int column = hourOfWeek % kHoursPerDay, row = hourOfWeek / kHoursPerDay;
  const int x0 = area.left() + column * area.width() / kHoursPerDay;
  const int x1 = area.left() + (column + 1) * area.width() / kHoursPerDay;
  const int y0 = area.top() + row * area.height() / kDays;
  const int y1 = area.top() + (row + 1) * area.height() / kDays;
  return {x0, y0, x1 - x0, y1 - y0};
}

int WeeklyProfileStrip::hourAt(const QRect& rect, const QPoint& pos) {
  const QRect area = cellArea(rect);
  if (area.width() <= 0 || area.height() <= 0 || !area.contains(pos)) return -1;
  // The exact inverse of hourRect(): the last cell whose start floor(i * size / n) <= offset,
  // i.e. i = floor((n * (offset + 1) - 1) / size).
  auto index = [](int offset, int size, int n) {
    return std::clamp((n * (offset + 1) - 1) / size, 0, n - 1);
  };
  const int column = index(pos.x() - area.left(), area.width(), kHoursPerDay);
  const int row = index(pos.y() - area.top(), area.height(), kDays);
  return row * kHoursPerDay + column;
}

QString WeeklyProfileStrip::shortDayName(int day) {
  switch (day) {
    case 0:
      return tr("Mon");
    case 1:
      return tr("Tue");
    case 2:
      return tr("Wed");
    case 3:
      return tr("Thu");
    case 4:
      return tr("Fri");
    case 5:
      return tr("Sat");
    case 6:
      return tr("Sun");
  }
  return {};
}

QString WeeklyProfileStrip::hourName(int hour) {
  //: An hour of the day on a 24-hour clock; %1 is the hour with two digits ("09").
  return tr("%1:00").arg(hour, 2, 10, QLatin1Char('0'));
}

QString WeeklyProfileStrip::describeHour(int hourOfWeek, double relativeLoad,
                                         const QLocale& locale) {
  const QString when =
      tr("%1 %2", "day and hour: Tue 14:00")
          .arg(shortDayName(hourOfWeek / kHoursPerDay), hourName(hourOfWeek % kHoursPerDay));
  if (!std::isfinite(relativeLoad)) return tr("%1 — not a valid profile").arg(when);
  if (relativeLoad <= 0) return tr("%1 — no load").arg(when);
  return tr("%1 — %2× the weekly average").arg(when, formatNumber(relativeLoad, 2, locale));
}

QString WeeklyProfileStrip::toolTipAt(const QRect& rect, const QPoint& pos,
                                      const WeeklyProfile& normalisedWeights) {
  const int hour = hourAt(rect, pos);
  if (hour < 0) return {};
  if (!drawable(normalisedWeights))
    return tr(
        "This profile is not valid: it needs 168 weights, none negative, at least one above 0.");
  return describeHour(hour, normalisedWeights[static_cast<std::size_t>(hour)]);
}

void WeeklyProfileStrip::paint(QPainter* painter, const QRect& rect,
                               const WeeklyProfile& normalisedWeights, const QPalette& palette) {
  if (rect.width() < 3 || rect.height() < 3) return;
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing, false);
  const QColor base = palette.color(QPalette::Base);
  const QColor frame = isDark(palette) ? palette.color(QPalette::Midlight).darker(110)
                                       : palette.color(QPalette::Mid);
  painter->fillRect(rect, base);
  if (!drawable(normalisedWeights)) {
    painter->fillRect(cellArea(rect), QBrush(frame, Qt::BDiagPattern));
  } else {
    const double peak = *std::max_element(normalisedWeights.begin(), normalisedWeights.end());
    const QRect first = hourRect(rect, 0);
    const int gapX = first.width() >= 9 ? 1 : 0;
    const int gapY = first.height() >= 7 ? 1 : 0;
    for (int k = 0; k < kHoursPerWeek; ++k) {
      const QRect cell = hourRect(rect, k).adjusted(0, 0, -gapX, -gapY);
      painter->fillRect(cell,
                        heatColour(normalisedWeights[static_cast<std::size_t>(k)] / peak, palette));
    }
  }
  painter->setPen(frame);
  painter->setBrush(Qt::NoBrush);
  painter->drawRect(rect.adjusted(0, 0, -1, -1));
  painter->restore();
}

void WeeklyProfileStrip::paintProfile(QPainter* painter, const QRect& rect,
                                      const std::optional<std::string>& preset,
                                      const std::optional<std::vector<double>>& weights,
                                      const QPalette& palette) {
  paint(painter, rect, modelProfile(preset, weights).value_or(invalidProfile()), palette);
}

bool WeeklyProfileStrip::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(rect(), help->pos(), weights_);
    if (text.isEmpty()) {
      QToolTip::hideText();
      event->ignore();
    } else {
      const int hour = hourAt(rect(), help->pos());
      QToolTip::showText(help->globalPos(), text, this, hourRect(rect(), hour));
    }
    return true;
  }
  return QWidget::event(event);
}

void WeeklyProfileStrip::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  paint(&painter, rect(), weights_, palette());
}

}  // namespace fleetcost::ui
