// Runs the real fleetcost-cli program as a child process: with an address-space limit (as
// `ulimit -v` sets), with standard error on a given descriptor (a pseudo-terminal), and with a
// way to send it Ctrl+C (SIGINT) and wait for it with a timeout.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace fleetcost::cli {

struct ProcessResult {
  bool exited = false;  // false: killed by a signal (then `signal`) or by the timeout
  int code = -1;
  int signal = 0;
  bool timedOut = false;
  double seconds = 0;  // from the start
  std::string out, err;
};

struct ProcessOptions {
  unsigned long long addressSpaceBytes = 0;  // 0: no limit
  int stderrFd = -1;                         // -1: a file, read into ProcessResult::err
};

class CliProcess {
 public:
  CliProcess(const std::vector<std::string>& args, const ProcessOptions& options = {})
      : start_(std::chrono::steady_clock::now()) {
    static int serial = 0;
    const std::string stem =
        (std::filesystem::temp_directory_path() /
         ("fleetcost-cli-process-" + std::to_string(::getpid()) + "-" + std::to_string(++serial)))
            .string();
    outPath_ = stem + ".out";
    errPath_ = options.stderrFd < 0 ? stem + ".err" : "";
    std::vector<std::string> argv{FLEETCOST_CLI_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> pointers;
    for (std::string& a : argv) pointers.push_back(a.data());
    pointers.push_back(nullptr);
    const int out = ::open(outPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = options.stderrFd >= 0
                        ? options.stderrFd
                        : ::open(errPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_ = ::fork();
    if (pid_ == 0) {              // only async-signal-safe calls until exec
      ::signal(SIGINT, SIG_DFL);  // not ignored, even when the tests run as a background job
      if (options.addressSpaceBytes > 0) {
        const rlimit limit{options.addressSpaceBytes, options.addressSpaceBytes};
        ::setrlimit(RLIMIT_AS, &limit);
      }
      ::dup2(out, STDOUT_FILENO);
      ::dup2(err, STDERR_FILENO);
      ::execv(pointers[0], pointers.data());
      ::_exit(127);
    }
    ::close(out);
    if (options.stderrFd < 0) ::close(err);
  }

  ~CliProcess() {
    if (pid_ > 0 && !reaped_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    std::filesystem::remove(outPath_);
    if (!errPath_.empty()) std::filesystem::remove(errPath_);
  }

  void interrupt() const { ::kill(pid_, SIGINT); }

  double secondsSinceStart() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  // Waits up to `timeout` seconds, then kills the program (timedOut).
  ProcessResult wait(double timeout) {
    ProcessResult result;
    int status = 0;
    while (true) {
      const pid_t done = ::waitpid(pid_, &status, WNOHANG);
      if (done == pid_) break;
      if (secondsSinceStart() > timeout) {
        result.timedOut = true;
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    reaped_ = true;
    result.seconds = secondsSinceStart();
    result.exited = !result.timedOut && WIFEXITED(status);
    result.code = result.exited ? WEXITSTATUS(status) : -1;
    result.signal = WIFSIGNALED(status) && !result.timedOut ? WTERMSIG(status) : 0;
    result.out = readAll(outPath_);
    if (!errPath_.empty()) result.err = readAll(errPath_);
    return result;
  }

 private:
  static std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  std::chrono::steady_clock::time_point start_;
  std::string outPath_, errPath_;
  pid_t pid_ = -1;
  bool reaped_ = false;
};

}  // namespace fleetcost::cli
