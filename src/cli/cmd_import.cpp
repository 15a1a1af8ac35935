// damascope-cli import --db DB FILE... [--rules arab|turkish|auto] [--json] [--quiet]
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>

#include "app/import_job.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"

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
        write_stderr(fmt::format("{}{} games, {:.0f}% ({}){}", tty_ ? "\r" : "", p.games, pct,
                                 terminal_text(p.file), tty_ ? "\033[K" : "\n"));
        drawn_ = true;
    }
    void finish() {
        if (tty_ && drawn_) write_stderr("\r\033[K");
    }

  private:
    bool tty_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

struct ImportOptions {
    std::string db;
    std::vector<std::string> files;
    std::string rules;  // empty: auto
    bool json = false;
    bool quiet = false;
};

Json stats_json(const app::ImportStats& s) {
    Json errors = Json::array();
    for (const auto& e : s.errors)
        errors.push_back({{"file", e.file},
                          {"line", e.line},
                          {"column", e.column},
                          {"kind", e.kind},
                          {"message", e.message},
                          {"game", e.game_id > 0 ? Json(e.game_id) : Json(nullptr)}});
    return {{"games_imported", s.games_imported},
            {"duplicates", s.duplicates},
            {"games_with_marks", s.games_with_marks},
            {"games_stopped", s.games_stopped},
            {"games_damaged", s.games_damaged},
            {"rules_turkish", s.rules_turkish},
            {"unsupported", s.unsupported},
            {"skipped", s.skipped},
            {"not_games", s.not_games},
            {"cancelled", s.cancelled},
            {"errors", std::move(errors)}};
}

// Why `path` cannot be read, or "" when it can (a folder is looked into by the import).
std::string cannot_read(const std::string& path) {
    if (access(path.c_str(), R_OK) == 0) return "";
    return fmt::format("cannot open '{}': {}", path, std::strerror(errno));
}

// When no FILE can be read at all the import is refused before the database is opened, so that a
// typo in a file name does not leave an empty database behind (a FILE that cannot be read among
// others that can is reported by the import, which reads the others).
bool nothing_to_read(const ImportOptions& o) {
    app::ImportStats stats;
    for (const std::string& path : o.files) {
        std::string why = cannot_read(path);
        if (why.empty()) return false;
        stats.errors.push_back({path, 0, 0, "file", std::move(why), 0});
        ++stats.files_failed;
    }
    for (const auto& e : stats.errors) error("{}", e.message);
    error("nothing to import: '{}' was neither opened nor created", o.db);
    if (o.json) print_json(stats_json(stats));
    return true;
}

int run_import(const ImportOptions& o) {
    if (input_clashes(o.files, o.db)) return 2;
    if (nothing_to_read(o)) return 1;
    auto db = database::GameDatabase::open(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    ProgressPrinter printer;
    app::ImportProgressFn progress;
    if (!o.quiet) progress = [&](const app::ImportProgress& p) { printer(p); };
    // Ctrl-C stops after the current game; everything imported so far is kept.
    std::signal(SIGINT, on_interrupt);
    app::ImportOptions options;
    if (!o.rules.empty()) options.dama_rules = *importers::parse_dama_rules(o.rules);  // checked
    auto result = app::run_import(db.value(), o.files, options, progress, &interrupted);
    std::signal(SIGINT, SIG_DFL);
    printer.finish();
    if (!result) {
        error("{}", result.error());
        return 1;
    }
    const app::ImportStats& s = *result;
    // The problems are messages: on stderr (and in the JSON document with --json, where the ones
    // that make the exit code 1 are also on stderr, so a script that only checks the code sees
    // why).
    for (const auto& e : s.errors) {
        if (o.json && e.line != 0) continue;
        const std::string place = e.column > 0 ? fmt::format("{}:{}:{}", e.file, e.line, e.column)
                                               : fmt::format("{}:{}", e.file, e.line);
        write_stderr(terminal_text(place + ": " + e.message) + "\n");
    }
    if (s.cancelled) error("interrupted: the games imported so far are kept");
    if (o.json) {
        print_json(stats_json(s));
    } else {
        out("{} games imported, {} duplicates, {} with marks, {} stopped, {} damaged, "
            "{} unsupported, {} skipped, {} not games{}\n",
            s.games_imported, s.duplicates, s.games_with_marks, s.games_stopped, s.games_damaged,
            s.unsupported, s.skipped, s.not_games, s.cancelled ? " (interrupted)" : "");
        if (s.rules_turkish > 0)
            out("{} of them Dama under the Turkish federation's rules\n", s.rules_turkish);
    }
    // Not every file was read: one could not be opened, or Ctrl-C stopped the import.
    if (s.files_failed > 0 || s.cancelled) return 1;
    return 0;
}

}  // namespace

Runner setup_import(CLI::App& cmd) {
    auto o = std::make_shared<ImportOptions>();
    add_database(cmd, o->db);
    add_files(cmd, o->files, "PDN files or CSV board logs to import");
    add_choice(cmd, "--rules", o->rules, {"auto", "arab", "turkish"},
               "the rules of the Dama games: auto (default: a game's Rules tag, else Arab rules "
               "unless a move needs the Turkish federation's), arab or turkish for every game");
    add_flag(cmd, "--json", o->json, "print the counts and every problem as JSON");
    add_flag(cmd, "--quiet", o->quiet, "no progress on stderr");
    return [o] { return run_import(*o); };
}

}  // namespace damascope::cli
