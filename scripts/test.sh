#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test; then builds
# and runs them all again under AddressSanitizer and UBSan (scripts/test-sanitizers.sh; skip it
# with FLEETCOST_SKIP_SANITIZERS=1 for a quick local run).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each phase says how long it took, so a slow CI run shows where its time went.
phase() { echo "[test.sh] $1: $((SECONDS - start)) s"; start=$SECONDS; }
start=$SECONDS
scripts/setup.sh
phase "set-up"
scripts/build.sh
phase "build"
ctest --test-dir build --output-on-failure --parallel "$(nproc)" "$@"
phase "tests"
if [ "${FLEETCOST_SKIP_SANITIZERS:-0}" != 1 ]; then
  scripts/test-sanitizers.sh "$@"
  phase "sanitizer build and tests"
fi
echo "[test.sh] total: $SECONDS s"
