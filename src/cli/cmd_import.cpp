// damascope-cli import --db DB FILE... [--json] [--quiet]
#include <fmt/core.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>

#include "app/import_job.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"

namespace damascope::cli {

namespace {

std::atomic<bool> interrupted{false};
extern "C" void on_interrupt(int) {
    interrupted.store(true);
}

// Progress on stderr: redrawn in place on a terminal, otherwise a line every few seconds.
class ProgressPrinter {
  public:
    ProgressPrinter() : tty_(isatty(STDERR_FILENO) != 0) {}
    void operator()(const app::ImportProgress& p) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last_ < (tty_ ? std::chrono::milliseconds(100) : std::chrono::seconds(5))) return;
        last_ = now;
        const double pct = p.bytes_total ? 100.0 * static_cast<double>(p.bytes_done) /
                                               static_cast<double>(p.bytes_total)
                                         : 0.0;
        fmt::print(stderr, "{}{} games, {:.0f}% ({}){}", tty_ ? "\r" : "", p.games, pct, p.file,
                   tty_ ? "\033[K" : "\n");
        drawn_ = true;
    }
    void finish() {
        if (tty_ && drawn_) fmt::print(stderr, "\r\033[K");
    }

  private:
    bool tty_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace

int run_import(Args args) {
    auto parsed = ParsedArgs::parse(args, {"db"}, {"json", "quiet"});
    if (!parsed) return 2;
    auto db_path = parsed->value("db");
    if (!db_path || parsed->positional().empty()) {
        fmt::print(stderr, "usage: damascope-cli import --db DB FILE... [--json] [--quiet]\n");
        return 2;
    }
    auto db = database::GameDatabase::open(*db_path);
    if (!db) {
        fmt::print(stderr, "error: {}\n", db.error());
        return 1;
    }
    ProgressPrinter printer;
    app::ImportProgressFn progress;
    if (!parsed->has("quiet")) progress = [&](const app::ImportProgress& p) { printer(p); };
    // Ctrl-C stops after the current game; everything imported so far is kept.
    std::signal(SIGINT, on_interrupt);
    auto result = app::run_import(db.value(), parsed->positional(), {}, progress, &interrupted);
    std::signal(SIGINT, SIG_DFL);
    printer.finish();
    if (!result) {
        fmt::print(stderr, "error: {}\n", result.error());
        return 1;
    }
    const app::ImportStats& s = *result;
    if (parsed->has("json")) {
        JsonWriter out;
        out.begin_object()
            .key("games_imported")
            .value(s.games_imported)
            .key("duplicates")
            .value(s.duplicates)
            .key("games_with_marks")
            .value(s.games_with_marks)
            .key("games_stopped")
            .value(s.games_stopped)
            .key("unsupported")
            .value(s.unsupported)
            .key("skipped")
            .value(s.skipped)
            .key("cancelled")
            .value(s.cancelled)
            .key("errors")
            .begin_array();
        for (const auto& e : s.errors)
            out.begin_object()
                .key("file")
                .value(e.file)
                .key("line")
                .value(e.line)
                .key("message")
                .value(e.message)
                .end_object();
        out.end_array().end_object();
        fmt::print("{}\n", out.str());
    } else {
        for (const auto& e : s.errors) fmt::print("{}:{}: {}\n", e.file, e.line, e.message);
        fmt::print(
            "{} games imported, {} duplicates, {} with marks, {} stopped, {} unsupported, "
            "{} skipped{}\n",
            s.games_imported, s.duplicates, s.games_with_marks, s.games_stopped, s.unsupported,
            s.skipped, s.cancelled ? " (interrupted)" : "");
    }
    // Not every file was read: one could not be opened, or Ctrl-C stopped the import.
    if (s.files_failed > 0 || s.cancelled) return 1;
    return 0;
}

}  // namespace damascope::cli
