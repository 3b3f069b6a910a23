# Reports, exports and the presentation (tests/ui/export_test.cpp), translations
# (tests/ui/i18n_test.cpp, tests/i18n/translations_check.py), and the XLSX read back by
# LibreOffice Calc headless (tests/export/xlsx_libreoffice_check.py).
target_sources(ui_tests PRIVATE ui/export_test.cpp ui/risk_report_test.cpp ui/report_pages_test.cpp
  ui/i18n_test.cpp)

add_test(NAME xlsx_libreoffice
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/export/xlsx_libreoffice_check.py
          $<TARGET_FILE:fleetcost-cli> ${PROJECT_SOURCE_DIR}/assets/examples/tokyo-vs-hong-kong.fleetcost
          "Tokyo vs Hong Kong, 5 years" ${CMAKE_CURRENT_BINARY_DIR}/xlsx_libreoffice)
set_tests_properties(xlsx_libreoffice PROPERTIES TIMEOUT 600 ENVIRONMENT QT_QPA_PLATFORM=offscreen)

# Every visible string translated (lupdate over the sources into copies of the .ts files).
add_test(NAME translations_complete
  COMMAND python3 ${PROJECT_SOURCE_DIR}/tests/i18n/translations_check.py ${PROJECT_SOURCE_DIR})
