// The edge of both programs: an exception that nothing else caught (std::bad_alloc when the
// machine lacks the memory, ...) ends the program with one clear line and exit status 1, never
// an abort, also when it escapes a worker thread (through std::terminate).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <string>

namespace fleetcost::app {

inline const char*& edgeProgramName() {
  static const char* name = "fleetcost";
  return name;
}

// "out of memory: ..." or "internal error: WHAT" for the exception.
inline std::string describeException(const std::exception_ptr& error) {
  try {
    if (error) std::rethrow_exception(error);
  } catch (const std::bad_alloc&) {
    return "out of memory: this work needs more memory than the system allows";
  } catch (const std::exception& e) {
    return std::string("internal error: ") + e.what();
  } catch (...) {
  }
  return "internal error";
}

// Writes "PROGRAM: DESCRIPTION" on standard error (with stdio only: no allocation after the
// description) and exits with status 1 without running destructors of other threads' objects.
[[noreturn]] inline void exitAtEdge(const std::exception_ptr& error) {
  std::fflush(stdout);
  const char* fallback = "out of memory or internal error";
  std::string line;
  try {
    line = describeException(error);
  } catch (...) {  // no memory even for the description
  }
  std::fprintf(stderr, "%s: %s\n", edgeProgramName(), line.empty() ? fallback : line.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

// std::terminate (an exception leaving a thread, a noexcept function, ...) exits the same way.
inline void installExceptionEdge(const char* program) {
  edgeProgramName() = program;
  std::set_terminate([] { exitAtEdge(std::current_exception()); });
}

}  // namespace fleetcost::app
