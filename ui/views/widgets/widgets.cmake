# Sources of ui/views/widgets (self-contained editing widgets: weekly profile, sizing helper).
target_sources(fleetcost_ui_views PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_strip.cpp
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_strip.h
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_editor.cpp
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_editor.h
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_grid.cpp
  ${CMAKE_CURRENT_LIST_DIR}/weekly_profile_grid.h
  ${CMAKE_CURRENT_LIST_DIR}/sizing_helper_dialog.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sizing_helper_dialog.h
  ${CMAKE_CURRENT_LIST_DIR}/sizing_helper_form.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sizing_helper_validation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sizing_helper_working.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rich_text.h
  ${CMAKE_CURRENT_LIST_DIR}/palette_colours.h
)
