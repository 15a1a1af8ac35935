// damascope-cli export --db DB (--game ID | --all | --player P ... the filters of `games`)
//   --format pdn|fen|svg|png|html [--ply N] [--flip] [--size PX] [--no-coordinates] [-o OUT]
#include <unistd.h>

#include <cstdint>
#include <optional>
#include <sstream>

#include "app/booklet.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "cli/position_args.hpp"
#include "core/atomic_file.hpp"
#include "core/fen.hpp"
#include "database/game_database.hpp"
#include "export/diagram.hpp"
#include "export/game_report.hpp"
#include "export/move_notation.hpp"
#include "export/pdn_writer.hpp"

namespace damascope::cli {

namespace {

struct ExportOptions {
    std::string db, format, output, lang = "en", title;
    std::optional<std::int64_t> game, ply, size;
    database::GameFilter filter;
    bool all = false, flip = false, no_coordinates = false;
};

bool has_filter(const database::GameFilter& f) {
    return !f.player.empty() || !f.event.empty() || f.variant || !f.result.empty() ||
           !f.date_from.empty() || !f.date_to.empty() || f.only_with_marks;
}

// Where the export goes: the -o file, written whole or not at all (core/atomic_file.hpp), or
// standard output (made terminal-safe on a terminal, as every command's output; byte for byte
// into a pipe or a file).
class Sink {
  public:
    explicit Sink(const std::string& path) : path_(path) {}
    bool to_stdout() const { return path_.empty(); }
    // False (with the message printed) when the file cannot be created.
    bool open() {
        if (to_stdout()) return true;
        auto file = core::AtomicFile::create(path_);
        if (!file) {
            error("-o: {}", file.error());
            return false;
        }
        file_.emplace(std::move(file).value());
        return true;
    }
    // False (with the message printed) when the text could not be written; standard output
    // throws OutputError instead.
    bool write(std::string_view text, bool binary = false) {
        if (to_stdout()) {
            write_stdout(binary || !isatty(STDOUT_FILENO) ? std::string(text)
                                                          : terminal_text(text));
            return true;
        }
        auto written = file_->write(text);
        if (!written) error("-o: {}", written.error());
        return written.ok();
    }
    // Puts the file in place; false (with the message printed) when it cannot.
    bool commit() {
        if (to_stdout()) {
            flush_stdout();
            return true;
        }
        auto committed = file_->commit();
        if (!committed) error("-o: {}", committed.error());
        return committed.ok();
    }
    // After a failure: the old file, if any, stays as it was. What it says of the -o file.
    std::string discard() {
        if (to_stdout()) return {};
        file_->discard();
        return file_->untouched();
    }

  private:
    std::string path_;
    std::optional<core::AtomicFile> file_;
};

// The ids the selection names, in id order; nullopt after printing why (the exit code in `code`).
std::optional<std::vector<std::int64_t>> select_games(database::GameDatabase& db,
                                                      const ExportOptions& o, int& code) {
    if (o.game) {
        auto has = db.has_game(*o.game);
        if (!has) {
            error("{}", has.error());
            code = 1;
            return std::nullopt;
        }
        if (!*has) {
            error("--game: no game with id {} in '{}'", *o.game, o.db);
            code = 2;
            return std::nullopt;
        }
        return std::vector<std::int64_t>{*o.game};
    }
    auto ids = db.game_ids(o.filter);  // --all: the empty filter
    if (!ids) {
        error("{}", ids.error());
        code = 1;
        return std::nullopt;
    }
    return std::move(ids.value());
}

// A multi-game export that stopped at game `at`: which game was the last one written, and what
// became of the output (a file is not written at all; standard output is cut there).
void report_stop(Sink& sink, std::int64_t at, std::optional<std::int64_t> last, std::size_t written,
                 std::size_t total) {
    const std::string after =
        last ? fmt::format("after game {} ({} of {} games)", *last, written, total)
             : std::string("before its first game");
    if (!sink.to_stdout())
        error("export stopped at game {}, {}: {}, nothing of this export was written", at, after,
              sink.discard());
    else if (last)
        error("export stopped at game {}, {}: standard output is partial, it ends after game {}",
              at, after, *last);
    else
        error("export stopped at game {}, {}: nothing was written", at, after);
}

int export_pdn(database::GameDatabase& db, const std::vector<std::int64_t>& ids, Sink& sink) {
    std::ostringstream buffer;
    exporting::PdnStreamWriter writer(buffer);
    std::optional<std::int64_t> last;  // the last game written
    std::size_t written = 0;
    for (std::int64_t id : ids) {
        auto g = db.load_game(id);
        if (!g) {
            // load_game names the game; the games before it are written, the rest are not.
            error("{}", g.error());
            report_stop(sink, id, last, written, ids.size());
            return 1;
        }
        writer.write(*g);
        // Written out game by game: the whole database never waits in memory.
        try {
            if (!sink.write(buffer.str())) {
                report_stop(sink, id, last, written, ids.size());
                return 1;
            }
        } catch (const OutputError& e) {
            error("{}", e.what());
            if (last)
                error(
                    "export stopped at game {}: standard output is partial, cut at or before "
                    "the end of game {} ({} of {} games)",
                    id, *last, written, ids.size());
            return 1;
        }
        buffer.str({});
        last = id;
        ++written;
    }
    return 0;
}

int export_one(database::GameDatabase& db, std::int64_t id, const ExportOptions& o, Sink& sink) {
    auto loaded = db.load_game(id);
    if (!loaded) {
        error("{}", loaded.error());  // load_game names the game
        return 1;
    }
    const core::GameRecord& g = *loaded;
    if (o.format == "html") {
        auto analysis = db.load_analysis(id);
        if (!analysis) {
            error("{}", analysis.error());  // load_analysis names the game
            return 1;
        }
        return sink.write(
                   exporting::game_report_html(g, *analysis, exporting::report_words(o.lang)))
                   ? 0
                   : 1;
    }
    // The diagram's position: after --ply moves of the main line, by default its end.
    const auto ply = o.ply.value_or(static_cast<std::int64_t>(g.moves.size()));
    if (ply > static_cast<std::int64_t>(g.moves.size())) {
        error("--ply: {} is past the end of game {} ({} plies; 0 is the start)", ply, id,
              g.moves.size());
        return 2;
    }
    auto at = exporting::position_at_ply(g, static_cast<int>(ply));
    if (!at) {
        error("--ply: {}", at.error());
        return 2;
    }
    if (o.format == "fen") return sink.write(core::to_fen(at->position) + "\n") ? 0 : 1;
    exporting::DiagramOptions d;
    d.size = static_cast<int>(o.size.value_or(d.size));
    d.flip = o.flip;
    d.coordinates = !o.no_coordinates;
    d.highlight = at->path;
    d.arrows = at->comment.arrows;
    d.squares = at->comment.squares;
    if (o.format == "svg") return sink.write(exporting::diagram_svg(at->position, d)) ? 0 : 1;
    auto png = exporting::diagram_png(at->position, d);
    if (!png) {
        error("{}", png.error());
        return 1;
    }
    const std::string_view bytes(reinterpret_cast<const char*>(png->data()), png->size());
    return sink.write(bytes, true) ? 0 : 1;
}

// The games as one booklet: a title page, the contents, each game's report, the standings of
// their event when they share one (app/booklet.hpp).
int export_booklet(database::GameDatabase& db, const std::vector<std::int64_t>& ids,
                   const ExportOptions& o, Sink& sink) {
    auto booklet = app::load_booklet(db, ids);
    if (!booklet) {
        error("{}", booklet.error());  // load_game and load_analysis name the game
        return 1;
    }
    if (!o.title.empty()) booklet.value().title = o.title;
    return sink.write(app::booklet_html(*booklet, o.lang)) ? 0 : 1;
}

int run_export(const ExportOptions& o) {
    const bool diagram = o.format == "svg" || o.format == "png";
    if (!o.game && !o.all && !has_filter(o.filter)) {
        error(
            "export needs the games: --game ID, --all, or a filter (--player, --event, "
            "--variant, --result, --date-from, --date-to, --marks)");
        return 2;
    }
    if (o.ply && !diagram && o.format != "fen") {
        error("--ply goes with --format fen, svg or png, not {}", o.format);
        return 2;
    }
    for (const auto& [given, name] :
         {std::pair{o.flip, "--flip"}, std::pair{o.size.has_value(), "--size"},
          std::pair{o.no_coordinates, "--no-coordinates"}}) {
        if (given && !diagram) {
            error("{} goes with --format svg or png, not {}", name, o.format);
            return 2;
        }
    }
    const bool pages = o.format == "html" || o.format == "booklet";
    if (o.lang != "en" && !pages) {
        error("--lang goes with --format html or booklet, not {}", o.format);
        return 2;
    }
    if (!o.title.empty() && o.format != "booklet") {
        error("--title goes with --format booklet, not {}", o.format);
        return 2;
    }
    if (o.format == "png" && o.output.empty() && isatty(STDOUT_FILENO)) {
        error("--format png writes a binary picture: give -o FILE, or redirect standard output");
        return 2;
    }
    if (!o.output.empty() && output_clashes("-o", o.output, {app::database_input(o.db)})) return 2;
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    int code = 0;
    auto ids = select_games(db.value(), o, code);
    if (!ids) return code;
    if (o.format != "pdn" && o.format != "booklet" && ids->size() != 1) {
        error(
            "--format {} takes exactly one game, and the selection has {}: choose one with "
            "--game ID",
            o.format, ids->size());
        return 2;
    }
    if (ids->empty()) {
        warning("no game matches the selection; nothing was written");
        return 0;
    }
    Sink sink(o.output);
    if (!sink.open()) return 1;
    code = o.format == "pdn"       ? export_pdn(db.value(), *ids, sink)
           : o.format == "booklet" ? export_booklet(db.value(), *ids, o, sink)
                                   : export_one(db.value(), ids->front(), o, sink);
    if (code != 0) {
        sink.discard();  // an existing -o file keeps its content
        return code;
    }
    if (!sink.commit()) return 1;
    if (code == 0 && !o.output.empty() && (o.format == "pdn" || o.format == "booklet"))
        write_stderr(fmt::format("exported {} game{} to {}\n", ids->size(),
                                 ids->size() == 1 ? "" : "s", terminal_text(o.output)));
    return code;
}

}  // namespace

Runner setup_export(CLI::App& cmd) {
    auto o = std::make_shared<ExportOptions>();
    database::GameFilter& f = o->filter;
    add_database(cmd, o->db);
    auto* game = add_integer(cmd, "--game", o->game, 1, INT64_MAX, "export this game");
    auto* all = add_flag(cmd, "--all", o->all, "export every game of the database");
    all->excludes(game);
    std::vector<CLI::Option*> filters{
        add_text(cmd, "--player", f.player, "games where White or Black contains TEXT"),
        add_text(cmd, "--event", f.event, "games whose event contains TEXT"),
        add_variant(cmd, f.variant, "games of this variant"),
        add_text(cmd, "--result", f.result, "games with this result: 1-0, 0-1, 1/2-1/2, *",
                 "RESULT"),
        add_date(cmd, "--date-from", f.date_from, "games played on or after DATE"),
        add_date(cmd, "--date-to", f.date_to, "games played on or before DATE"),
        add_flag(cmd, "--marks", f.only_with_marks, "games with a marked ply")};
    for (auto* filter : filters) {
        filter->excludes(game);
        filter->excludes(all);
    }
    add_choice(cmd, "--format", o->format, {"pdn", "fen", "svg", "png", "html", "booklet"},
               "what to write: PDN games, a position's FEN, an SVG or PNG diagram, an HTML "
               "report, or many games as one printable HTML booklet")
        ->required();
    add_choice(cmd, "--lang", o->lang, {"en", "ar"},
               "the language of an HTML report or booklet (default en; ar reads right to left)");
    add_text(cmd, "--title", o->title,
             "the booklet's title (default: the games' event, when they share one)");
    add_integer(cmd, "--ply", o->ply, 0, INT64_MAX,
                "the position after N main-line moves (0: the start; default: the end)");
    add_flag(cmd, "--flip", o->flip, "turn the diagram 180 degrees (Black near)");
    add_integer(cmd, "--size", o->size, exporting::min_diagram_size, exporting::max_diagram_size,
                "the diagram's width and height in pixels (default 480)");
    add_flag(cmd, "--no-coordinates", o->no_coordinates,
             "draw the diagram without coordinates (Dama) or square numbers (Dhama)");
    add_text(cmd, "-o,--output", o->output, "write to FILE instead of standard output", "FILE");
    return [o] { return run_export(*o); };
}

}  // namespace damascope::cli
