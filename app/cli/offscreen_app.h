// The Qt application the report and export commands need to draw charts and documents; on the
// command line it runs on the offscreen platform (no display needed).
#pragma once

#include <memory>

class QApplication;

namespace fleetcost::cli {

// Creates a QApplication on the offscreen platform unless one exists; keep the returned object
// alive while drawing (null when an application already exists).
std::unique_ptr<QApplication> ensureOffscreenApplication();

}  // namespace fleetcost::cli
