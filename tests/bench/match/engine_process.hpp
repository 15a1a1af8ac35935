// An engine program run as a child process (through /bin/sh -c), spoken to one line at a time.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

namespace damascope::match {

class EngineProcess {
  public:
    explicit EngineProcess(std::string command) : command_(std::move(command)) {}
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Starts the program if it is not running; false (with error() set) when it cannot start.
    bool start();
    // Sends "quit", waits a moment, then ends it for sure.
    void stop();
    bool running() const { return pid_ > 0; }
    // Writes one line (a newline is added); false when the program is gone.
    bool send(const std::string& line);
    // The next line the program writes, or nullopt when it closed its output or `deadline` passed.
    std::optional<std::string> read_line(std::chrono::steady_clock::time_point deadline);
    const std::string& error() const { return error_; }

  private:
    std::string command_;
    pid_t pid_ = -1;
    int to_engine_ = -1;
    int from_engine_ = -1;
    std::string buffer_;  // read but not yet returned
    std::string error_;
};

}  // namespace damascope::match
