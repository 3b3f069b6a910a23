# The workbook fuzz checks (fuzz_checks.h): replayed over the corpus and the seeds in every build
# (fuzz_corpus_replay; under the sanitizers with FLEETCOST_SANITIZE), swept over extreme values
# of every number (fuzz_extremes), and fuzzed for a short while with libFuzzer in the clang
# build with FLEETCOST_FUZZ (workbook_fuzzer_short, edits_fuzzer_short).
add_library(fleetcost_fuzz_checks STATIC fuzz/fuzz_checks.cpp)
target_include_directories(fleetcost_fuzz_checks PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(fleetcost_fuzz_checks PUBLIC fleetcost_model fleetcost_cli_text)
fleetcost_warnings(fleetcost_fuzz_checks)
fleetcost_fuzz_coverage(fleetcost_fuzz_checks)

add_executable(fuzz_corpus_replay fuzz/workbook_fuzzer.cpp fuzz/replay_main.cpp)
target_link_libraries(fuzz_corpus_replay PRIVATE fleetcost_fuzz_checks)
fleetcost_warnings(fuzz_corpus_replay)
add_test(NAME fuzz_corpus_replay
  COMMAND fuzz_corpus_replay ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/corpus
          ${CMAKE_CURRENT_SOURCE_DIR}/corpus/bad ${PROJECT_SOURCE_DIR}/assets/examples
          ${PROJECT_SOURCE_DIR}/tools/oracle/cases)

add_executable(fuzz_extremes fuzz/extremes_test.cpp)
target_link_libraries(fuzz_extremes PRIVATE fleetcost_fuzz_checks fleetcost_test_support
                      GTest::gtest_main)
fleetcost_warnings(fuzz_extremes)
gtest_discover_tests(fuzz_extremes DISCOVERY_TIMEOUT 60)

if(FLEETCOST_FUZZ)
  add_executable(workbook_fuzzer fuzz/workbook_fuzzer.cpp)
  target_link_libraries(workbook_fuzzer PRIVATE fleetcost_fuzz_checks)
  target_link_options(workbook_fuzzer PRIVATE -fsanitize=fuzzer)
  fleetcost_warnings(workbook_fuzzer)
  fleetcost_fuzz_coverage(workbook_fuzzer)
  # Edits of the numbers of valid workbooks, to reach the evaluator (edits_fuzzer.cpp).
  add_executable(edits_fuzzer fuzz/edits_fuzzer.cpp)
  target_link_libraries(edits_fuzzer PRIVATE fleetcost_fuzz_checks nlohmann_json::nlohmann_json)
  target_compile_definitions(edits_fuzzer PRIVATE FLEETCOST_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  target_link_options(edits_fuzzer PRIVATE -fsanitize=fuzzer)
  fleetcost_warnings(edits_fuzzer)
  fleetcost_fuzz_coverage(edits_fuzzer)
  set(FLEETCOST_FUZZ_SECONDS 30 CACHE STRING "Length of the short fuzz run in ctest")
  add_test(NAME workbook_fuzzer_short
    COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/run_fuzzer.sh $<TARGET_FILE:workbook_fuzzer>
            ${FLEETCOST_FUZZ_SECONDS})
  set_tests_properties(workbook_fuzzer_short PROPERTIES TIMEOUT 600)
  add_test(NAME edits_fuzzer_short
    COMMAND edits_fuzzer -max_total_time=15 -timeout=10 -rss_limit_mb=4096 -max_len=256
            -print_final_stats=1)
  set_tests_properties(edits_fuzzer_short PROPERTIES TIMEOUT 300)
endif()
