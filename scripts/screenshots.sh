#!/usr/bin/env bash
# Starts FleetCost under Xvfb on a workbook and saves a screenshot of every editor tab, every
# chart tab and the comparison (the app's --screenshots tour), plus one capture of the whole
# virtual screen. Usage: scripts/screenshots.sh [WORKBOOK] [FOLDER] [LANGUAGE: en|ja|zh_HK|zh_CN]
set -euo pipefail
cd "$(dirname "$0")/.."
workbook="${1:-assets/examples/tokyo-vs-hong-kong.fleetcost}"
folder="${2:-screenshots}"
language="${3:-en}"
mkdir -p "$folder"
app="$(pwd)/build/app/fleetcost"
[ -x "$app" ] || scripts/build.sh
export QT_QPA_PLATFORM=xcb
xvfb-run -a -s '-screen 0 1600x1000x24' sh -c "
  '$app' --language '$language' --screenshots '$folder' '$workbook' &
  app=\$!
  sleep 3
  import -window root '$folder/screen.png'
  wait \$app"
echo "Screenshots in $folder:"
ls "$folder"
