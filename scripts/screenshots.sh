#!/usr/bin/env bash
# Starts FleetCost under Xvfb on a workbook and saves a screenshot of every editor tab, every
# chart tab, every risk chart and the comparison (the app's --screenshots tour), plus one capture
# of the whole virtual screen. The window fills the screen, whose size is the fourth argument.
# Preferences are read from and written to a throwaway folder, so a saved window size or
# language never leaks into the run (or out of it).
# Usage: scripts/screenshots.sh [WORKBOOK] [FOLDER] [LANGUAGE: en|ja|zh_HK|zh_CN] [SIZE: 1600x1000]
set -euo pipefail
cd "$(dirname "$0")/.."
workbook="${1:-assets/examples/tokyo-vs-hong-kong.fleetcost}"
folder="${2:-screenshots}"
language="${3:-en}"
size="${4:-1600x1000}"
if ! [[ "$size" =~ ^[0-9]+x[0-9]+$ ]]; then
  echo "SIZE must be WIDTHxHEIGHT, e.g. 1366x768" >&2
  exit 2
fi
mkdir -p "$folder"
app="$(pwd)/build/app/fleetcost"
[ -x "$app" ] || scripts/build.sh
config="$(mktemp -d)"
trap 'rm -rf "$config"' EXIT
export QT_QPA_PLATFORM=xcb XDG_CONFIG_HOME="$config"
xvfb-run -a -s "-screen 0 ${size}x24" sh -c "
  '$app' --language '$language' --screenshots '$folder' '$workbook' &
  app=\$!
  sleep 3
  import -window root '$folder/screen.png'
  wait \$app"
echo "Screenshots in $folder:"
ls "$folder"
