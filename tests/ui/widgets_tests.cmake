# Test files of this area.
target_sources(ui_tests PRIVATE
)
