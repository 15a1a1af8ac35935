// Runs damascope-cli as a separate process and captures what it prints, for the CLI tests.
#pragma once

#include <sys/wait.h>
#include <unistd.h>
#include <array>
#include <cstdio>
#include <string>

namespace damascope::cli::testing {

struct CliRun {
    int exit_code = -1;
    std::string out;  // standard output
    std::string err;  // standard error
};

// Runs a shell command line that names the program itself (`prefix` goes before "2>", where
// run_cli puts the CLI and its arguments).
inline CliRun run_command(const std::string& prefix, const std::string& cwd = "",
                          const std::string& stdout_to = "") {
    // One stderr file per process and call: ctest -j runs several CLI tests at once.
    static int calls = 0;
    const std::string err_file = ::testing::TempDir() + "cli_stderr_" + std::to_string(getpid()) +
                                 "_" + std::to_string(++calls) + ".txt";
    std::string command = prefix + " 2>" + err_file;
    if (!stdout_to.empty()) command += " " + stdout_to;
    if (!cwd.empty()) command = "cd '" + cwd + "' && " + command;
    CliRun r;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
    const int status = pclose(pipe);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (FILE* f = fopen(err_file.c_str(), "r")) {
        while ((n = fread(buf.data(), 1, buf.size(), f)) > 0) r.err.append(buf.data(), n);
        fclose(f);
    }
    std::remove(err_file.c_str());
    return r;
}

// `args` is appended to the command line as given: quote arguments with spaces yourself. The
// command runs in the folder `cwd` when one is given, with `stdout_to` (a shell redirection such
// as "> /dev/full") replacing the capture of standard output when given.
inline CliRun run_cli(const std::string& args, const std::string& cwd = "",
                      const std::string& stdout_to = "") {
    return run_command(std::string(DAMASCOPE_CLI) + " " + args, cwd, stdout_to);
}

// The last non-empty line of a text.
inline std::string last_line(const std::string& text) {
    std::size_t end = text.find_last_not_of('\n');
    if (end == std::string::npos) return {};
    std::size_t start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1,
                       end - (start == std::string::npos ? 0 : start + 1) + 1);
}

}  // namespace damascope::cli::testing
