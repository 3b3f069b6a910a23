#!/usr/bin/env bash
# Compares every figure two builds of fleetcost-cli print, to prove a change of the engine left
# them alone: evaluate (table and JSON, before and after tax) of the shipped examples, the
# oracle's cases and COUNT seeded random workbooks (tools/crosscheck/random_workbooks.py), validate
# of the bad-workbook corpus, and sensitivity, Monte Carlo and the break-even map of the examples.
# Problems and exit codes must be identical; JSON figures equal within 1e-12 relative or 1e-4
# absolute (a hundredth of the smallest coin), where a sum's order changed; tables equal word for
# word, their numbers as the JSON's or one unit in the last printed place at a rounding boundary
# (compare_text.py). Usage: compare_binaries.sh OLD_CLI NEW_CLI [COUNT]
set -uo pipefail
old="$1"
new="$2"
count="${3:-2000}"
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 tools/crosscheck/random_workbooks.py "$work/random" "$count" 7 >/dev/null
compare="python3 tools/crosscheck/compare_results.py"
checked=0 identical=0 close=0 different=0

# Runs one command with both binaries; $1 is "json" (numbers within tolerance) or "text" (exact).
both() {
  local kind="$1"
  shift
  "$old" "$@" >"$work/old.out" 2>"$work/old.err"
  local oldStatus=$?
  "$new" "$@" >"$work/new.out" 2>"$work/new.err"
  local newStatus=$?
  checked=$((checked + 1))
  if [ $oldStatus != $newStatus ] || ! cmp -s "$work/old.err" "$work/new.err"; then
    echo "DIFFERENT exit code or messages: $*"
    diff "$work/old.err" "$work/new.err" | head -5
    different=$((different + 1))
  elif cmp -s "$work/old.out" "$work/new.out"; then
    identical=$((identical + 1))
  elif [ "$kind" = json ] && $compare "$work/old.out" "$work/new.out" --relative 1e-12 \
      --absolute 1e-4 >"$work/diff.txt"; then
    close=$((close + 1))
  elif [ "$kind" = text ] && python3 tools/compare/compare_text.py "$work/old.out" \
      "$work/new.out" >"$work/diff.txt"; then
    close=$((close + 1))
  else
    echo "DIFFERENT: $*"
    head -8 "$work/diff.txt"
    different=$((different + 1))
  fi
}

for workbook in assets/examples/*.fleetcost tools/oracle/cases/*.fleetcost "$work"/random/*.fleetcost; do
  both json evaluate "$workbook" --format json
  both json evaluate "$workbook" --format json --after-tax
  both text evaluate "$workbook"
done
for workbook in tests/corpus/bad/*.fleetcost; do
  both text validate "$workbook"
  both text evaluate "$workbook"
done
for workbook in assets/examples/*.fleetcost; do
  both json sensitivity "$workbook" --format json
  both text sensitivity "$workbook"
  both json montecarlo "$workbook" --trials 2000 --seed 3 --format json
  both json breakeven-map "$workbook" --steps 12 --format json
done
echo "$checked outputs: $identical identical, $close within the tolerances, $different different"
[ $different = 0 ]
