# The GUI monkey (tests/ui/monkey): a seeded random walk over the main window. ctest runs a short
# walk (in both passes, so also under ASan and UBSan); docs/hardening.md has the long run.
if(FLEETCOST_BUILD_GUI)
  add_executable(ui_monkey ui/monkey/monkey_main.cpp ui/monkey/gui_monkey.cpp
                           ui/monkey/monkey_actions.cpp)
  target_link_libraries(ui_monkey PRIVATE fleetcost_ui_shell fleetcost_test_support Qt6::Test)
  target_include_directories(ui_monkey PRIVATE ${PROJECT_SOURCE_DIR})
  fleetcost_warnings(ui_monkey)
  fleetcost_test_code(ui_monkey)
  add_test(NAME ui_monkey_short COMMAND ui_monkey --seed=20261204 --steps=150)
  set_tests_properties(ui_monkey_short PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen
                       TIMEOUT 300)
endif()
