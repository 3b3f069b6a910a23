#!/usr/bin/env bash
# Refreshes the translation sources (ui/translations/*.ts) from the code: new strings appear as
# unfinished for the translators, removed ones go. English keeps only its plural forms.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -G Ninja
cmake --build "$build" --target update_translations
lupdate=/usr/lib/qt6/bin/lupdate
"$lupdate" -silent -pluralonly -no-obsolete -locations none -extensions cpp,h -I . ui app/gui \
  model/io/result_table.cpp model/risk/risk_table.cpp model/risk/threshold_table.cpp \
  -ts ui/translations/fleetcost_en.ts
python3 tools/i18n/fill_english_plurals.py ui/translations/fleetcost_en.ts
