// Matching problems to cells.
#include "ui/views/models/problem_lookup.h"

#include "ui/core/format/problem_text.h"

namespace fleetcost::ui {

namespace {
bool under(const std::string& pointer, const std::string& prefix) {
  return pointer == prefix ||
         (pointer.size() > prefix.size() && pointer.compare(0, prefix.size(), prefix) == 0 &&
          pointer[prefix.size()] == '/');
}
}  // namespace

QString problemsAt(const Problems* problems, const std::string& pointer) {
  if (!problems) return {};
  QStringList lines;
  for (const Problem& p : *problems)
    if (under(p.pointer, pointer)) lines << problemText(p);
  return lines.join(QLatin1Char('\n'));
}

QString problemsExactlyAt(const Problems* problems, const std::string& pointer) {
  if (!problems) return {};
  QStringList lines;
  for (const Problem& p : *problems)
    if (p.pointer == pointer) lines << problemText(p);
  return lines.join(QLatin1Char('\n'));
}

QColor problemBackground(const QPalette& palette) {
  const bool dark = palette.color(QPalette::Base).lightness() < 128;
  return dark ? QColor(120, 40, 40) : QColor(255, 214, 214);
}

QColor staleBackground(const QPalette& palette) {
  const bool dark = palette.color(QPalette::Base).lightness() < 128;
  return dark ? QColor(96, 72, 20) : QColor(255, 236, 179);
}

}  // namespace fleetcost::ui
