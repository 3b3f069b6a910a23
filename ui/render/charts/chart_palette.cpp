// Fixed colours per category and per plan, and category names.
#include "ui/render/charts/chart_palette.h"

#include <QCoreApplication>
#include <array>

namespace fleetcost::ui {

QString categoryDisplayName(Category category) {
  static constexpr std::array<const char*, kCategoryCount> names{
      QT_TRANSLATE_NOOP("Category", "Hardware"),
      QT_TRANSLATE_NOOP("Category", "Residual value"),
      QT_TRANSLATE_NOOP("Category", "Space"),
      QT_TRANSLATE_NOOP("Category", "Power"),
      QT_TRANSLATE_NOOP("Category", "Cooling"),
      QT_TRANSLATE_NOOP("Category", "Network"),
      QT_TRANSLATE_NOOP("Category", "Operations"),
      QT_TRANSLATE_NOOP("Category", "Rental on demand"),
      QT_TRANSLATE_NOOP("Category", "Rental reserved"),
      QT_TRANSLATE_NOOP("Category", "Hosted API"),
      QT_TRANSLATE_NOOP("Category", "Lease"),
      QT_TRANSLATE_NOOP("Category", "Tax"),
  };
  return QCoreApplication::translate("Category", names[static_cast<int>(category)]);
}

QColor categoryColor(Category category) {
  // Distinct on white and on the dark theme's background; credits (residual, tax) are the
  // green and light blue that read as "money back" below the zero line.
  static constexpr std::array<QRgb, kCategoryCount> colors{
      0x4E79A7,  // hardware: blue
      0x59A14F,  // residual value: green
      0x9C755F,  // space: brown
      0xF28E2B,  // power: orange
      0x76B7B2,  // cooling: teal
      0xB07AA1,  // network: purple
      0x8C8C8C,  // operations: grey
      0xE15759,  // rental on demand: red
      0xFF9DA7,  // rental reserved: pink
      0x499894,  // hosted API tokens: dark teal
      0xEDC948,  // lease: yellow
      0xA0CBE8,  // tax: light blue
  };
  return QColor::fromRgb(colors[static_cast<int>(category)]);
}

QColor planColor(int planIndex) {
  static constexpr std::array<QRgb, 20> colors{
      0x1F77B4, 0xFF7F0E, 0x2CA02C, 0xD62728, 0x9467BD, 0x8C564B, 0xE377C2,
      0x7F7F7F, 0xBCBD22, 0x17BECF, 0x6BAED6, 0xFDAE6B, 0x74C476, 0xFF9896,
      0xC5B0D5, 0xC49C94, 0xF7B6D2, 0xC7C7C7, 0xDBDB8D, 0x9EDAE5,
  };
  const int n = static_cast<int>(colors.size());
  return QColor::fromRgb(colors[((planIndex % n) + n) % n]);
}

}  // namespace fleetcost::ui
