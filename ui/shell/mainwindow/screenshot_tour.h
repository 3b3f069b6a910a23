// A tour for looking at the app as a person does: shows every editor tab, every chart tab, the
// plan finder and the comparison, saving a PNG of the window at each stop (fleetcost --screenshots
// DIR; see scripts/screenshots.sh). Used to check labels, units and translations by eye.
#pragma once

#include <QString>

namespace fleetcost::ui {

class MainWindow;

// Starts the tour once the first results are in; quits the application when done.
void startScreenshotTour(MainWindow* window, const QString& folder);

}  // namespace fleetcost::ui
