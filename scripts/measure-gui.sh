#!/usr/bin/env bash
# Measures the desktop app under Xvfb: cold start to the first chart with the example open and
# its resident memory (GNU time), and the edit-to-chart latency on the large benchmark workbook.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/app/fleetcost ] && [ -x build/tests/gui_latency ] || scripts/build.sh
export QT_QPA_PLATFORM=xcb
xvfb-run -a -s '-screen 0 1600x1000x24' sh -c '
  for run in 1 2 3 4 5; do
    /usr/bin/time -f "cold start to first chart: %e s wall, max resident memory %M KiB" \
      build/app/fleetcost --quit-after-first-result assets/examples/tokyo-vs-hong-kong.fleetcost
  done
  build/tests/gui_latency'
