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
workbooks=(assets/examples/*.fleetcost tools/oracle/cases/*.fleetcost tools/audit/cases/*.fleetcost
  "$work"/random/*.fleetcost "$work"/new-keys/*.fleetcost "$work"/goodput/*.fleetcost "$work"/spot/*.fleetcost
  "$work"/blocks/*.fleetcost)

# One workbook: the oracle's figures (kept in FLEETCOST_ORACLE_CACHE when set, by the hash of the
# workbook and the oracle: the sanitizer pass and a second run skip the slow Python), the CLI's,
# and their comparison, into the workbook's own folder.
check() {
  local workbook="$1" out expected key
  out="$work/check/$(printf '%s' "$workbook" | sha256sum | cut -c1-16)"
  mkdir -p "$out"
  expected="$out/expected.json"
  if [ -n "${FLEETCOST_ORACLE_CACHE:-}" ]; then
    mkdir -p "$FLEETCOST_ORACLE_CACHE"
    key=$(cat "$workbook" tools/oracle/fleetcost_oracle.py | sha256sum | cut -c1-32)
    expected="$FLEETCOST_ORACLE_CACHE/$key.json"
    if [ ! -s "$expected" ]; then
      python3 tools/oracle/fleetcost_oracle.py "$workbook" > "$out/oracle.json" &&
        mv "$out/oracle.json" "$expected" || { echo "ORACLE FAILED: $workbook" > "$out/log"; return 1; }
    fi
  elif ! python3 tools/oracle/fleetcost_oracle.py "$workbook" > "$expected"; then
    echo "ORACLE FAILED: $workbook" > "$out/log"
    return 1
  fi
  "$cli" evaluate "$workbook" --format json > "$out/actual.json"
  if python3 tools/crosscheck/compare_results.py "$expected" "$out/actual.json" \
      --ignore message stale_prices > "$out/diff.txt"; then
    echo "same figures: $workbook" > "$out/log"
  else
    { echo "DIFFERENT: $workbook"; cat "$out/diff.txt"; } > "$out/log"
    return 1
  fi
}
export -f check
export cli work
# Every core (the oracle is one Python process a workbook); the logs in the workbooks' order.
printf '%s\0' "${workbooks[@]}" | xargs -0 -n 1 -P "$(nproc)" bash -c 'check "$0"' || status=1
for workbook in "${workbooks[@]}"; do
  log="$work/check/$(printf '%s' "$workbook" | sha256sum | cut -c1-16)/log"
  if [ -f "$log" ]; then cat "$log"; else echo "NOT CHECKED: $workbook"; status=1; fi
done
exit $status
