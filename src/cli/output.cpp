#include "cli/output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace damascope::cli {

namespace {

[[noreturn]] void throw_output_error(int error_number) {
    throw OutputError(std::string("cannot write to standard output: ") +
                      std::strerror(error_number));
}

}  // namespace

void write_stdout(std::string_view text) {
    if (text.empty()) return;
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::ferror(stdout))
        throw_output_error(errno != 0 ? errno : EIO);
}

void flush_stdout() {
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        throw_output_error(errno != 0 ? errno : EIO);
}

void write_stderr(std::string_view text) noexcept {
    // Nothing can be done when standard error itself fails.
    [[maybe_unused]] const auto written = std::fwrite(text.data(), 1, text.size(), stderr);
    std::fflush(stderr);
}

void print_json(const Json& json) {
    // `replace`: text that is not valid UTF-8 (a damaged file, a file name in another encoding)
    // comes out as U+FFFD instead of making dump() throw or the document unparseable.
    write_stdout(json.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n");
}

}  // namespace damascope::cli
