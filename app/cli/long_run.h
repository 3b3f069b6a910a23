// Long-running commands (montecarlo, breakeven-map, sensitivity, thresholds): progress on
// standard error when it is a terminal, and Ctrl+C (SIGINT) that stops the work cleanly.
#pragma once

#include <atomic>
#include <functional>
#include <iosfwd>
#include <string>

namespace fleetcost::cli {

// Exit status of a command stopped by Ctrl+C (128 + SIGINT, as shells report it).
inline constexpr int kExitInterrupted = 130;

// While it lives, SIGINT sets cancel() instead of ending the program (a second Ctrl+C ends it at
// once); progress() draws "montecarlo: 42% (4,200 of 10,000 trials)" on one line of `err` when
// `err` is the program's standard error and that is a terminal, and nothing otherwise. Usage:
//
//   LongRun run("montecarlo", "trials", err);
//   options.cancel = run.cancel();
//   options.progress = run.progress();
//   ... the work ...
//   if (run.interrupted()) return run.stopped();
class LongRun {
 public:
  LongRun(std::string command, std::string unit, std::ostream& err);
  ~LongRun();
  LongRun(const LongRun&) = delete;
  LongRun& operator=(const LongRun&) = delete;

  const std::atomic<bool>* cancel() const;
  // For MonteCarloOptions::progress and the like: (done, total), from any one thread at a time.
  std::function<void(long long, long long)> progress();
  bool interrupted() const;
  // Clears the progress line, says "fleetcost-cli COMMAND: stopped by Ctrl+C; nothing was
  // printed" and returns kExitInterrupted.
  int stopped();
  // Clears the progress line (also done by the destructor).
  void finish();

 private:
  std::string command_, unit_;
  std::ostream& err_;
  bool terminal_ = false;
  bool drawn_ = false;
  int lastPercent_ = -1;
};

}  // namespace fleetcost::cli
