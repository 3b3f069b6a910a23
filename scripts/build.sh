#!/usr/bin/env bash
# Configures and builds FleetCost in build/ (warnings are errors, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."
# Line tables only (-g1): a backtrace needs file and line, and full debug information made the
# build about a third slower and its programs 2.5 times larger (docs/hardening.md).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFLEETCOST_WERROR=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
cmake --build build --parallel "$(nproc)"
