#!/usr/bin/env bash
# Refreshes the translation sources (ui/translations/*.ts) from the code: new strings appear as
# unfinished for the translators, removed ones go. English keeps only its plural forms.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -G Ninja
cmake --build "$build" --target update_translations
lupdate=/usr/lib/qt6/bin/lupdate
"$lupdate" -silent -pluralonly -no-obsolete -locations none -extensions cpp,h -I . \
  -tr-function-alias QT_TRANSLATE_NOOP+=FC_TRANSLATE_NOOP,QT_TRANSLATE_NOOP+=FC_TEXT_NOOP ui app/gui app/cli model \
  -ts ui/translations/fleetcost_en.ts
python3 tools/i18n/fill_english_plurals.py ui/translations/fleetcost_en.ts
