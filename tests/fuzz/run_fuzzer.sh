#!/usr/bin/env bash
# A short libFuzzer run of the workbook fuzzer (ctest's workbook_fuzzer_short): starts from the
# committed corpus and every seed, writes new inputs to a scratch folder, fails on any finding
# (crash, sanitizer report, leak, input slower than 10 s). Usage: run_fuzzer.sh FUZZER SECONDS
set -euo pipefail
fuzzer="$1"
seconds="$2"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/new" "$scratch/seeds"
cp "$root"/assets/examples/*.fleetcost "$root"/tools/oracle/cases/*.fleetcost "$scratch/seeds/"
cp "$root"/tests/corpus/bad/*.fleetcost "$scratch/seeds/" 2>/dev/null || true
# Findings are kept next to the build for inspection: ./workbook_fuzzer FILE reproduces one.
artifacts="${FLEETCOST_FUZZ_ARTIFACTS:-$(dirname "$fuzzer")/fuzz-findings}"
mkdir -p "$artifacts"
"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -print_final_stats=1 -dict="$here/workbook.dict" -artifact_prefix="$artifacts/" \
  "$scratch/new" "$here/corpus" "$scratch/seeds"
