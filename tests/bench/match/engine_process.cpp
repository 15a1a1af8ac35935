#include "engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace damascope::match {

EngineProcess::~EngineProcess() {
    stop();
}

bool EngineProcess::start() {
    if (running()) return true;
    int in[2];
    int out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        error_ = std::string("pipe: ") + std::strerror(errno);
        return false;
    }
    pid_ = fork();
    if (pid_ < 0) {
        error_ = std::string("fork: ") + std::strerror(errno);
        return false;
    }
    if (pid_ == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_engine_ = in[1];
    from_engine_ = out[0];
    // A dead engine must not kill the runner with SIGPIPE: a failed write is a forfeit.
    signal(SIGPIPE, SIG_IGN);
    buffer_.clear();
    return true;
}

void EngineProcess::stop() {
    if (!running()) return;
    send("quit");
    close(to_engine_);
    // A polite engine leaves at once; give it a moment, then end it.
    for (int i = 0; i < 50; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
            pid_ = -1;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }
    close(from_engine_);
    to_engine_ = from_engine_ = -1;
}

bool EngineProcess::send(const std::string& line) {
    if (!running()) return false;
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_engine_, text.data() + done, text.size() - done);
        if (n <= 0) {
            error_ = "the engine's input is closed";
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> EngineProcess::read_line(
    std::chrono::steady_clock::time_point deadline) {
    while (true) {
        if (const std::size_t eol = buffer_.find('\n'); eol != std::string::npos) {
            std::string line = buffer_.substr(0, eol);
            buffer_.erase(0, eol + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (!running()) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            error_ = "no reply in time";
            return std::nullopt;
        }
        pollfd p{from_engine_, POLLIN, 0};
        if (poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(from_engine_, chunk, sizeof chunk);
        if (n <= 0) {
            error_ = "the engine closed its output (it ended or crashed)";
            return std::nullopt;
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

}  // namespace damascope::match
