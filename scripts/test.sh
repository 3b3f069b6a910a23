#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test; then builds
# and runs them all again under AddressSanitizer and UBSan (scripts/test-sanitizers.sh; skip it
# with FLEETCOST_SKIP_SANITIZERS=1 for a quick local run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
ctest --test-dir build --output-on-failure --parallel "$(nproc)" "$@"
if [ "${FLEETCOST_SKIP_SANITIZERS:-0}" != 1 ]; then
  scripts/test-sanitizers.sh "$@"
fi
