// damascope-cli export --db DB (--game ID | --all | --player P ... the filters of `games`)
//   --format pdn|fen|svg|png|html [--ply N] [--flip] [--size PX] [--no-coordinates] [-o OUT]
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "core/fen.hpp"
#include "database/game_database.hpp"
#include "export/diagram.hpp"
#include "export/game_report.hpp"
#include "export/move_notation.hpp"
#include "export/pdn_writer.hpp"

namespace damascope::cli {

namespace {

struct ExportOptions {
    std::string db, format, output;
    std::optional<std::int64_t> game, ply, size;
    database::GameFilter filter;
    bool all = false, flip = false, no_coordinates = false;
};

bool has_filter(const database::GameFilter& f) {
    return !f.player.empty() || !f.event.empty() || f.variant || !f.result.empty() ||
           !f.date_from.empty() || !f.date_to.empty() || f.only_with_marks;
}

// Where the export goes: the -o file, or standard output (made terminal-safe on a terminal, as
// every command's output; byte for byte into a pipe or a file).
class Sink {
  public:
    explicit Sink(const std::string& path) : path_(path) {}
    // False (with the message printed) when the file cannot be created.
    bool open() {
        if (path_.empty()) return true;
        file_.open(path_, std::ios::binary | std::ios::trunc);
        if (!file_) {
            error("-o: cannot write '{}': {}", path_, std::strerror(errno));
            return false;
        }
        return true;
    }
    void write(std::string_view text, bool binary = false) {
        if (path_.empty()) {
            write_stdout(binary || !isatty(STDOUT_FILENO) ? std::string(text)
                                                          : terminal_text(text));
            return;
        }
        file_.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
    // False (with the message printed) when something could not be written.
    bool close() {
        if (path_.empty()) {
            flush_stdout();
            return true;
        }
        file_.close();
        if (!file_) {
            error("-o: cannot write '{}': {}", path_, std::strerror(errno));
            return false;
        }
        return true;
    }

  private:
    std::string path_;
    std::ofstream file_;
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

int export_pdn(database::GameDatabase& db, const std::vector<std::int64_t>& ids, Sink& sink) {
    std::ostringstream buffer;
    exporting::PdnStreamWriter writer(buffer);
    for (std::int64_t id : ids) {
        auto g = db.load_game(id);
        if (!g) {
            // load_game names the game; the games before it are written, the rest are not.
            error("{}; the export stopped there: the output is incomplete", g.error());
            return 1;
        }
        writer.write(*g);
        // Written out game by game: the whole database never waits in memory.
        sink.write(buffer.str());
        buffer.str({});
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
        sink.write(exporting::game_report_html(g, *analysis));
        return 0;
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
    if (o.format == "fen") {
        sink.write(core::to_fen(at->position) + "\n");
        return 0;
    }
    exporting::DiagramOptions d;
    d.size = static_cast<int>(o.size.value_or(d.size));
    d.flip = o.flip;
    d.coordinates = !o.no_coordinates;
    d.highlight = at->path;
    d.arrows = at->comment.arrows;
    d.squares = at->comment.squares;
    if (o.format == "svg") {
        sink.write(exporting::diagram_svg(at->position, d));
        return 0;
    }
    auto png = exporting::diagram_png(at->position, d);
    if (!png) {
        error("{}", png.error());
        return 1;
    }
    sink.write(std::string_view(reinterpret_cast<const char*>(png->data()), png->size()), true);
    return 0;
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
    if (o.format == "png" && o.output.empty() && isatty(STDOUT_FILENO)) {
        error("--format png writes a binary picture: give -o FILE, or redirect standard output");
        return 2;
    }
    if (!o.output.empty()) {
        std::error_code ec;
        if (std::filesystem::equivalent(o.output, o.db, ec)) {
            error("-o: '{}' is the database itself; nothing was written", o.output);
            return 2;
        }
    }
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    int code = 0;
    auto ids = select_games(db.value(), o, code);
    if (!ids) return code;
    if (o.format != "pdn" && ids->size() != 1) {
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
    code = o.format == "pdn" ? export_pdn(db.value(), *ids, sink)
                             : export_one(db.value(), ids->front(), o, sink);
    if (!sink.close()) return 1;
    if (code == 0 && !o.output.empty() && o.format == "pdn")
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
    add_choice(cmd, "--format", o->format, {"pdn", "fen", "svg", "png", "html"},
               "what to write: PDN games, a position's FEN, an SVG or PNG diagram, an HTML "
               "report")
        ->required();
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
