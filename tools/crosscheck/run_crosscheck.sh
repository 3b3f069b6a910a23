#!/usr/bin/env bash
# Evaluates workbooks with fleetcost-cli and with the independent Python oracle of MODEL.md
# (tools/oracle) and compares every figure (relative 1e-9): the shipped examples, the oracle's
# hand-checked cases, the defaults audit's cases, 17 seeded random workbooks, 8 more with the
# hosted API plans and price paths of docs/MODEL.md section 12, 8 more with the goodput of
# training of section 14, 6 more with the spot rental of section 15 (on top of the goodput keys)
# and 8 more with the capacity blocks and take-or-pay commitments of section 16.
# Usage: run_crosscheck.sh CLI
set -euo pipefail
cli="$1"
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
python3 tools/crosscheck/random_workbooks.py "$work/random" 17
python3 tools/crosscheck/random_workbooks.py "$work/new-keys" 8 20261212 --new-keys
python3 tools/crosscheck/random_workbooks.py "$work/goodput" 8 20261225 --goodput
python3 tools/crosscheck/random_workbooks.py "$work/spot" 6 20261231 --goodput --spot
python3 tools/crosscheck/random_workbooks.py "$work/blocks" 8 20270107 --blocks
for workbook in assets/examples/*.fleetcost tools/oracle/cases/*.fleetcost tools/audit/cases/*.fleetcost \
    "$work"/random/*.fleetcost "$work"/new-keys/*.fleetcost "$work"/goodput/*.fleetcost "$work"/spot/*.fleetcost \
    "$work"/blocks/*.fleetcost; do
  python3 tools/oracle/fleetcost_oracle.py "$workbook" > "$work/expected.json"
  "$cli" evaluate "$workbook" --format json > "$work/actual.json"
  if python3 tools/crosscheck/compare_results.py "$work/expected.json" "$work/actual.json" \
      --ignore message stale_prices > "$work/diff.txt"; then
    echo "same figures: $workbook"
  else
    echo "DIFFERENT: $workbook"
    cat "$work/diff.txt"
    status=1
  fi
done
exit $status
