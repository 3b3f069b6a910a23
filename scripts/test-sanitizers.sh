#!/usr/bin/env bash
# The sanitizer pass of the README's test command (docs/hardening.md): builds everything with
# clang, AddressSanitizer, UBSan and the libFuzzer targets in build-asan/, then runs the whole
# suite there, a short fuzz run included. A memory error, undefined behaviour or a leak fails.
# FLEETCOST_ASAN_BUILD_DIR names another build folder (e.g. to time a build from scratch).
# Lean on purpose (CI has 2 cores): no benchmarks (the first pass runs their smoke tests), no test
# labelled python (no program of ours runs) or libreoffice (its time is LibreOffice's), line
# tables only (-g1): a sanitizer's report needs file and line, not variables; and no Qt GUI: the
# model, the command line, the fuzzers and their tests, where a mailed workbook is read and
# evaluated. The GUI's half of this build and its tests took about a third of CI; the whole GUI
# under the sanitizers (the monkey, the crash-safety test) runs with FLEETCOST_ASAN_GUI=1
# (docs/hardening.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# Also while building: gtest_discover_tests runs the test programs to list their tests.
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
build="${FLEETCOST_ASAN_BUILD_DIR:-build-asan}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DFLEETCOST_WERROR=ON -DFLEETCOST_SANITIZE=ON -DFLEETCOST_FUZZ=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
  -DFLEETCOST_BUILD_BENCHMARKS=OFF -DFLEETCOST_BUILD_GUI="$([ "${FLEETCOST_ASAN_GUI:-0}" = 1 ] && echo ON || echo OFF)" \
  >/dev/null
start=$SECONDS
cmake --build "$build" --parallel "$(nproc)"
echo "[test-sanitizers.sh] build: $((SECONDS - start)) s"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" --label-exclude "python|libreoffice" "$@"
