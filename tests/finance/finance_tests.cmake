# Depreciation (VDB), lease payments (PMT) and IRR against LibreOffice Calc headless (issue 6).
add_executable(finance_values finance/finance_values.cpp)
target_link_libraries(finance_values PRIVATE fleetcost_model)
fleetcost_warnings(finance_values)
add_test(NAME finance_libreoffice
  COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/finance/libreoffice_finance_check.py
          $<TARGET_FILE:finance_values> ${CMAKE_CURRENT_BINARY_DIR}/finance_libreoffice)
# Most of its time is LibreOffice's: the sanitizer pass leaves it out (label libreoffice).
set_tests_properties(finance_libreoffice PROPERTIES TIMEOUT 300 LABELS libreoffice)
