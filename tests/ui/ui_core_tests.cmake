# Test files of the document, item models, results and main window.
target_sources(ui_tests PRIVATE
  ui/document_test.cpp
  ui/models_test.cpp
  ui/api_editors_test.cpp
  ui/workflow_test.cpp
  ui/risk_view_test.cpp
  ui/thresholds_view_test.cpp
  ui/crash_safety_test.cpp
  ui/number_format_test.cpp
  ui/problem_text_test.cpp
)
add_executable(recovery_crash_helper ui/recovery_crash_helper.cpp)
target_link_libraries(recovery_crash_helper PRIVATE fleetcost_ui_core)
fleetcost_warnings(recovery_crash_helper)
target_compile_definitions(ui_tests PRIVATE
  FLEETCOST_RECOVERY_HELPER="$<TARGET_FILE:recovery_crash_helper>")
add_dependencies(ui_tests recovery_crash_helper)
# The crash-safety test kills this helper while it saves and autosaves (crash_safety_test.cpp).
add_executable(save_kill_helper ui/save_kill_helper.cpp)
target_link_libraries(save_kill_helper PRIVATE fleetcost_ui_core)
fleetcost_warnings(save_kill_helper)
target_compile_definitions(ui_tests PRIVATE
  FLEETCOST_SAVE_KILL_HELPER="$<TARGET_FILE:save_kill_helper>")
add_dependencies(ui_tests save_kill_helper)
