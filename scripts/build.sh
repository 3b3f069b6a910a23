#!/usr/bin/env bash
# Configures and builds FleetCost in build/ (warnings are errors, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFLEETCOST_WERROR=ON >/dev/null
cmake --build build --parallel "$(nproc)"
