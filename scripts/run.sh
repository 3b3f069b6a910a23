#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and opens the example workbook in
# the desktop app. Without a display it says how to get one and prints the example's results.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
example=assets/examples/tokyo-vs-hong-kong.fleetcost
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display to show the app on. Run it on a desktop, or in a virtual one:" >&2
  echo "  xvfb-run -a -s '-screen 0 1600x1000x24' build/app/fleetcost $example" >&2
  echo "Meanwhile, the example's results from fleetcost-cli:" >&2
  exec build/app/fleetcost-cli evaluate "$example"
fi
exec build/app/fleetcost "$example" "$@"
