# Reports, exports and the presentation (tests/ui/export_test.cpp), translations
# (tests/ui/i18n_test.cpp, tests/i18n/translations_check.py), and the XLSX read back by
# LibreOffice Calc headless (tests/export/xlsx_libreoffice_check.py).
target_sources(ui_tests PRIVATE ui/export_test.cpp ui/xlsx_export_test.cpp ui/risk_report_test.cpp
                                ui/report_pages_test.cpp ui/i18n_test.cpp)

# The spreadsheet is the model (docs/spreadsheet.md): LibreOffice recalculates the exported files
# from scratch and its figures equal FleetCost's — the examples before and after tax, with an
# input changed (against FleetCost with its decisions held, held_evaluation), rental price paths,
# and 100 seeded random scenarios in groups of 5 per file, 40 of them with hosted API plans and
# price paths (random_workbooks.py --new-keys). LABEL libreoffice: they need soffice.
add_executable(held_evaluation export/held_evaluation.cpp)
target_link_libraries(held_evaluation PRIVATE fleetcost_model)
fleetcost_warnings(held_evaluation)
add_test(NAME xlsx_libreoffice
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_libreoffice_check.py
          $<TARGET_FILE:fleetcost-cli> $<TARGET_FILE:held_evaluation>
          ${CMAKE_CURRENT_BINARY_DIR}/xlsx_libreoffice --examples --changes)
add_test(NAME xlsx_libreoffice_random
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_libreoffice_check.py
          $<TARGET_FILE:fleetcost-cli> $<TARGET_FILE:held_evaluation>
          ${CMAKE_CURRENT_BINARY_DIR}/xlsx_libreoffice_random --random 60 --random-new-keys 40)
set_tests_properties(xlsx_libreoffice xlsx_libreoffice_random PROPERTIES
  TIMEOUT 600 LABELS libreoffice ENVIRONMENT
  "QT_QPA_PLATFORM=offscreen;LANGUAGE=en;LC_ALL=C.UTF-8;FLEETCOST_WORKBOOK_SCHEMA=${FLEETCOST_WORKBOOK_SCHEMA}")

# Every visible string translated (lupdate over the sources into copies of the .ts files).
add_test(NAME translations_complete
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/i18n/translations_check.py ${PROJECT_SOURCE_DIR})

# The exported XLSX read as XML: no cached values, text never a formula (also in the CSV), valid
# and unique defined names on the Assumptions sheets, every scenario by default, and a file too
# large to recalculate refused (tests/export/xlsx_structure_check.py). No spreadsheet needed.
add_test(NAME xlsx_structure
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_structure_check.py
          $<TARGET_FILE:fleetcost-cli> ${CMAKE_CURRENT_BINARY_DIR}/xlsx_structure)
set_tests_properties(xlsx_structure PROPERTIES TIMEOUT 300
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANGUAGE=en;LC_ALL=C.UTF-8")

# The spreadsheet refuses what FleetCost refuses (tests/export/xlsx_input_rules_check.py, read as
# XML): data validation of every input from its field's rule, rates as percentages, sheet names
# cut after whole words with the full name in A1. No spreadsheet needed.
add_test(NAME xlsx_input_rules
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_input_rules_check.py
          $<TARGET_FILE:fleetcost-cli> ${CMAKE_CURRENT_BINARY_DIR}/xlsx_input_rules)
set_tests_properties(xlsx_input_rules PROPERTIES TIMEOUT 120
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANGUAGE=en;LC_ALL=C.UTF-8")

# A stale decision is visible (tests/export/xlsx_stale_check.py): LibreOffice recalculates the
# Tokyo example as exported and with the demand, the refresh age and a server's power changed in
# the XLSX, and a headroom of 17 digits (one soffice run); each plan sheet says which decisions rest on changed inputs and
# which a cheap check proves stale. LABEL libreoffice.
add_test(NAME xlsx_stale
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_stale_check.py
          $<TARGET_FILE:fleetcost-cli> ${CMAKE_CURRENT_BINARY_DIR}/xlsx_stale)
set_tests_properties(xlsx_stale PROPERTIES TIMEOUT 300 LABELS libreoffice
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANGUAGE=en;LC_ALL=C.UTF-8")

# LibreOffice reads the inputs' data validation (tests/export/xlsx_validation_libreoffice_check.py:
# the Tokyo example converted to ODS in one soffice run). LABEL libreoffice.
add_test(NAME xlsx_validation_libreoffice
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_validation_libreoffice_check.py
          $<TARGET_FILE:fleetcost-cli> ${CMAKE_CURRENT_BINARY_DIR}/xlsx_validation_libreoffice)
set_tests_properties(xlsx_validation_libreoffice PROPERTIES TIMEOUT 300 LABELS libreoffice
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANGUAGE=en;LC_ALL=C.UTF-8")
