// SIGINT as a cancel flag, and a one-line progress display on a terminal's standard error.
#include "app/cli/long_run.h"

#include <unistd.h>

#include <csignal>
#include <iostream>

#include "model/scenario/field_rule.h"

namespace fleetcost::cli {

namespace {

static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler sets it");
std::atomic<bool> interruptedFlag{false};
struct sigaction previousAction {};

extern "C" void onInterrupt(int) {
  interruptedFlag.store(true);  // SA_RESETHAND: a second Ctrl+C ends the program at once
}

}  // namespace

LongRun::LongRun(std::string command, std::string unit, std::ostream& err)
    : command_(std::move(command)), unit_(std::move(unit)), err_(err) {
  terminal_ = (&err == &std::cerr || &err == &std::clog) && ::isatty(STDERR_FILENO) == 1;
  interruptedFlag.store(false);
  struct sigaction action {};
  action.sa_handler = onInterrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  sigaction(SIGINT, &action, &previousAction);
  // A program started with Ctrl+C ignored (a background job of a script) keeps ignoring it.
  if (previousAction.sa_handler == SIG_IGN) sigaction(SIGINT, &previousAction, nullptr);
}

LongRun::~LongRun() {
  finish();
  sigaction(SIGINT, &previousAction, nullptr);
}

const std::atomic<bool>* LongRun::cancel() const {
  return &interruptedFlag;
}

bool LongRun::interrupted() const {
  return interruptedFlag.load();
}

std::function<void(long long, long long)> LongRun::progress() {
  if (!terminal_) return {};
  return [this](long long done, long long total) {
    if (total <= 0) return;
    const int percent = static_cast<int>(done * 100 / total);
    if (percent == lastPercent_ || interruptedFlag.load()) return;
    lastPercent_ = percent;
    err_ << "\r" << command_ << ": " << percent << "% (" << withThousands(done) << " of "
         << withThousands(total) << " " << unit_ << ")\033[K" << std::flush;
    drawn_ = true;
  };
}

void LongRun::finish() {
  if (!drawn_) return;
  err_ << "\r\033[K" << std::flush;
  drawn_ = false;
}

int LongRun::stopped() {
  finish();
  err_ << "fleetcost-cli " << command_ << ": stopped by Ctrl+C; nothing was printed\n";
  return kExitInterrupted;
}

}  // namespace fleetcost::cli
