// Text colours for notes, warnings and problems that read well on the light and the dark palette.
#pragma once

#include <QColor>
#include <QPalette>

namespace fleetcost::ui {

inline bool isDarkPalette(const QPalette& palette) {
  return palette.color(QPalette::Base).lightness() < 128;
}

// Secondary text: quieter than the window text but readable (the disabled colour is too faint).
inline QColor mutedTextColour(const QPalette& palette) {
  const QColor text = palette.color(QPalette::WindowText);
  const QColor window = palette.color(QPalette::Window);
  const float t = 0.4f;
  return QColor::fromRgbF(text.redF() + (window.redF() - text.redF()) * t,
                          text.greenF() + (window.greenF() - text.greenF()) * t,
                          text.blueF() + (window.blueF() - text.blueF()) * t);
}

inline QColor goodTextColour(const QPalette& palette) {
  return isDarkPalette(palette) ? QColor(0x7d, 0xdc, 0x8f) : QColor(0x1b, 0x7f, 0x3b);
}
inline QColor warningTextColour(const QPalette& palette) {
  return isDarkPalette(palette) ? QColor(0xff, 0xb4, 0x6b) : QColor(0xa3, 0x3b, 0x00);
}
inline QColor errorTextColour(const QPalette& palette) {
  return isDarkPalette(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

}  // namespace fleetcost::ui
