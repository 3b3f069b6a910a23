# Test files of this area.
target_sources(ui_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/charts_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/readability_test.cpp
)
