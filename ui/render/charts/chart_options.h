// How a chart is drawn: currency and locale of its labels, an optional title, light or dark
// colours and the size of its type (1.0 on screen; reports and slides pass more).
#pragma once

#include <QLocale>
#include <QString>

namespace fleetcost::ui {

enum class ChartTheme {
  FollowApplication,  // dark when the application palette's window colour is dark
  Light,
  Dark,
};

struct ChartOptions {
  // Labels money in this currency only when the result names none: a result's amounts are
  // always labelled in the result's own reporting currency.
  QString currency;
  QLocale locale;  // separators of tick labels and tooltips
  QString title;   // empty: no title (a tab or a report heading names the chart)
  ChartTheme theme = ChartTheme::FollowApplication;
  double fontScale = 1.0;  // type size: 1.0 on screen, about 1.5-2 for slides
  // Cumulative and compare charts: present values (pv_cumulative, discounted break-even).
  bool discounted = false;
  // Cumulative chart: a plan drawn in full besides the cheapest owning and the cheapest renting
  // plan (the others are faded), e.g. the plan chosen in the results panel; -1: none.
  int focusPlan = -1;
  // On screen a reader can hover a line for its name; on paper (reports, slides) every series
  // needs its legend entry.
  bool interactive = true;
};

}  // namespace fleetcost::ui
