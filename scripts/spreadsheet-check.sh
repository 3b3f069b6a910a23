#!/usr/bin/env bash
# The larger run of the spreadsheet proof (docs/spreadsheet.md): LibreOffice recalculates the XLSX
# of COUNT seeded random scenarios (5 per file, pre-tax, after tax and as stated, leases included),
# NEW_KEYS of them with hosted API plans and price paths (random_workbooks.py --new-keys), and every
# figure, the cost of every workload on every plan and its cost per million tokens included, must
# equal fleetcost-cli evaluate to 1e-9; no plan's decisions may show as changed or stale as exported.
# ctest runs 100, 40 with the new keys (xlsx_libreoffice_random).
# Usage: scripts/spreadsheet-check.sh [COUNT] [SEED] [NEW_KEYS]
#   (default 500 scenarios, seed 20261204, 2/5 of them with the new keys; needs build/)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
count=${1:-500}
seed=${2:-20261204}
new_keys=${3:-$((count * 2 / 5))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --build "$build" --target fleetcost-cli held_evaluation >/dev/null
start=$SECONDS
LANGUAGE=en LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen python3 tests/export/xlsx_libreoffice_check.py \
  "$build/app/fleetcost-cli" "$build/tests/held_evaluation" "$work" --random "$((count - new_keys))" \
  --random-new-keys "$new_keys" --seed "$seed"
echo "$count random scenarios ($new_keys with the new keys, seed $seed) in $((SECONDS - start)) s"
