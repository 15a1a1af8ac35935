// What the tests that drive the real app need: child processes killed when done, a display of
// their own (Xvfb), xdotool on it (keys and the mouse through the X server, as a person uses
// them), and waiting for a condition.
#pragma once

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../cli/run_cli.hpp"

namespace damascope::gui::testing {

// A child process, killed (SIGTERM, then SIGKILL) when the test is done with it.
class Child {
  public:
    Child(const std::vector<std::string>& argv, const std::vector<std::string>& env,
          const std::string& cwd, const std::string& log) {
        pid_ = fork();
        if (pid_ == 0) {
            setpgid(0, 0);
            if (!cwd.empty() && chdir(cwd.c_str()) != 0) _exit(126);
            const int out = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (out >= 0) {
                dup2(out, 1);
                dup2(out, 2);
            }
            for (const auto& e : env) putenv(const_cast<char*>(e.c_str()));
            std::vector<char*> args;
            for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
            args.push_back(nullptr);
            execvp(args[0], args.data());
            _exit(127);
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;
    ~Child() { stop(); }
    pid_t pid() const { return pid_; }
    bool running() {
        if (pid_ <= 0) return false;
        int status = 0;
        return waitpid(pid_, &status, WNOHANG) == 0;
    }
    void stop() {
        using namespace std::chrono_literals;
        if (pid_ <= 0) return;
        kill(pid_, SIGTERM);
        for (int i = 0; i < 50; ++i) {
            int status = 0;
            if (waitpid(pid_, &status, WNOHANG) != 0) {
                pid_ = -1;
                return;
            }
            std::this_thread::sleep_for(100ms);
        }
        kill(pid_, SIGKILL);
        int status = 0;
        waitpid(pid_, &status, 0);
        pid_ = -1;
    }

  private:
    pid_t pid_ = -1;
};

inline std::string read_file(const std::filesystem::path& p) {
    std::ifstream f(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// xdotool on the display; the exit code.
inline int xdotool(const std::string& display, const std::string& args) {
    return cli::testing::run_command("DISPLAY=" + display + " timeout 20 xdotool " + args +
                                     " >/dev/null")
        .exit_code;
}

// Waits until `done()` or `limit` has passed.
template <class F>
bool wait_for(F done, std::chrono::milliseconds limit) {
    using namespace std::chrono_literals;
    const auto until = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < until) {
        if (done()) return true;
        std::this_thread::sleep_for(100ms);
    }
    return done();
}

// The titles of the app's visible windows on `display`. (By class: xdotool's --name pattern does
// not match a title with non-ASCII letters, "Standings — …", outside a UTF-8 locale.)
inline std::string app_window_titles(const std::string& display) {
    return cli::testing::run_command("DISPLAY=" + display +
                                     " xdotool search --onlyvisible --class damascope "
                                     "getwindowname %@")
        .out;
}

// Where the app's visible window whose title starts with `title` is; -1, -1 when none is.
inline std::pair<int, int> app_window_origin(const std::string& display, const std::string& title) {
    const auto ids = cli::testing::run_command("DISPLAY=" + display +
                                               " xdotool search --onlyvisible --class damascope");
    std::istringstream lines(ids.out);
    for (std::string id; lines >> id;) {
        const auto name =
            cli::testing::run_command("DISPLAY=" + display + " xdotool getwindowname " + id);
        if (name.out.rfind(title, 0) != 0) continue;
        const auto geometry =
            cli::testing::run_command("DISPLAY=" + display + " xdotool getwindowgeometry " + id);
        std::smatch m;
        if (std::regex_search(geometry.out, m, std::regex("Position: (-?[0-9]+),(-?[0-9]+)")))
            return {std::stoi(m[1]), std::stoi(m[2])};
    }
    return {-1, -1};
}

inline bool tool_missing(const char* name) {
    return cli::testing::run_command(std::string("command -v ") + name + " >/dev/null").exit_code !=
           0;
}

// An X server of the test's own: Xvfb says its display number on a pipe (-displayfd). display()
// is "" when it could not start (its log says why).
class Xvfb {
  public:
    Xvfb(const std::string& screen, const std::string& log) {
        int pipe_fds[2];
        if (pipe(pipe_fds) != 0) return;
        server_ = std::make_unique<Child>(
            std::vector<std::string>{"Xvfb", "-displayfd", std::to_string(pipe_fds[1]), "-screen",
                                     "0", screen, "-nolisten", "tcp"},
            std::vector<std::string>{}, "", log);
        close(pipe_fds[1]);
        std::string number;
        char c = 0;
        while (read(pipe_fds[0], &c, 1) == 1 && c != '\n') number += c;
        close(pipe_fds[0]);
        if (!number.empty()) display_ = ":" + number;
    }
    const std::string& display() const { return display_; }
    void stop() {
        if (server_) server_->stop();
    }

  private:
    std::unique_ptr<Child> server_;
    std::string display_;
};

}  // namespace damascope::gui::testing
