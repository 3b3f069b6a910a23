#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and evaluates the example workbook.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
exec build/app/fleetcost-cli evaluate assets/examples/tokyo-vs-hong-kong.fleetcost "$@"
