#include "command_line.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <initializer_list>
#include <set>
#include <sstream>
#include <utility>

#include "core/annotation.hpp"

namespace damascope::gui {

namespace {

template <class T>
std::optional<T> to_number(const std::string& s) {
    T v{};
    const auto* end = s.data() + s.size();
    auto [p, ec] = std::from_chars(s.data(), end, v);
    if (ec != std::errc{} || p != end) return std::nullopt;
    return v;
}

// "d4" / "c3-c5" with an optional ":red": the colour is checked here, the squares against the
// game's board when the action runs.
core::Result<bool> check_colour_suffix(const std::string& option, const std::string& value) {
    const auto colon = value.find(':');
    if (value.empty() || colon == 0)
        return core::Error{option + " needs a square or squares, not '" + value + "'"};
    if (colon != std::string::npos && !core::parse_mark_colour(value.substr(colon + 1)))
        return core::Error{option + ": '" + value.substr(colon + 1) +
                           "' is not a colour (green, red, yellow or blue)"};
    return true;
}

core::Result<GuiAction::Kind> check_action(const std::string& a, const std::string& s) {
    using Kind = GuiAction::Kind;
    if (a == "--comment") return Kind::comment;
    if (a == "--comment-before") return Kind::comment_before;
    if (a == "--nag") {
        const auto nag = core::parse_nag(s);
        if (!nag || !(core::is_move_mark_nag(*nag) || core::is_position_nag(*nag)))
            return core::Error{"--nag: '" + s + "' is not a glyph (! ? !! ?? !? ?! = ~ += =+ " +
                               "+/- -/+ +- -+)"};
        return Kind::nag;
    }
    if (a == "--arrow" || a == "--square") {
        auto ok = check_colour_suffix(a, s);
        if (!ok) return core::Error{ok.error()};
        return a == "--arrow" ? Kind::arrow : Kind::square;
    }
    if (a == "--switch-game") {
        auto n = to_number<std::int64_t>(s);
        if (!n || *n < 1)
            return core::Error{"--switch-game needs a game id (1 or more), not '" + s + "'"};
        return Kind::switch_game;
    }
    if (a == "--edit") {
        for (const char* c : {"promote", "main-line", "demote", "delete-variation", "truncate",
                              "keep", "keep-main-line", "discard-trial"})
            if (s == c) return Kind::edit;
        return core::Error{
            "--edit must be promote, main-line, demote, delete-variation, truncate, keep, "
            "keep-main-line or discard-trial, not '" +
            s + "'"};
    }
    if (a == "--new-game") {
        if (s == "dama" || s == "turkish" || s == "dhama") return Kind::new_game;
        return core::Error{"--new-game must be dama, turkish or dhama, not '" + s + "'"};
    }
    if (a == "--export") {
        const auto colon = s.find(':');
        const std::string format = s.substr(0, colon);
        if (colon == std::string::npos || colon + 1 == s.size() ||
            !(format == "pdn" || format == "fen" || format == "svg" || format == "png" ||
              format == "html"))
            return core::Error{"--export needs FORMAT:PATH (pdn, fen, svg, png or html), not '" +
                               s + "'"};
        return Kind::export_file;
    }
    if (a == "--play-line" || a == "--games-height") {
        auto n = to_number<int>(s);
        if (!n || *n < 1 || *n > 4000)
            return core::Error{a + " needs a number (1 or more), not '" + s + "'"};
        return a == "--play-line" ? Kind::play_line : Kind::games_height;
    }
    if (s.empty()) return core::Error{a + " needs a square"};  // --probe
    return Kind::click;
}

}  // namespace

namespace {
// A file named *.damascope (any case): a database to open, not games to import.
bool is_database_name(const std::string& path) {
    const std::string_view ext = ".damascope";
    if (path.size() < ext.size()) return false;
    return std::equal(
        ext.begin(), ext.end(), path.end() - static_cast<std::ptrdiff_t>(ext.size()),
        [](char a, char b) { return std::tolower(static_cast<unsigned char>(b)) == a; });
}
}  // namespace

std::string gui_usage() {
    return "usage: damascope [--version] [--db DB] [--game ID] [--ply N] [--flip] [--select "
           "SQUARE|auto]\n"
           "                 [--click SQUARE]... [--choose N] [--player NAME] [--same-moves] "
           "[--sort "
           "COLUMN[:desc]] [--engine] "
           "[--lang en|ar]\n"
           "                 [--keys \"KEY...\"] [--import FILE]... [--show-problems] "
           "[--file-dialog] [--size "
           "WxH]\n"
           "                 [--comment TEXT] [--comment-before TEXT] [--nag GLYPH]\n"
           "                 [--arrow FROM-TO[:COLOUR]] [--square SQ[:COLOUR]] [--edit COMMAND]\n"
           "                 [--undo] [--redo] [--switch-game ID] [--new-game VARIANT]\n"
           "                 [--export FORMAT:PATH] [--probe SQUARE]... [--play-line N]\n"
           "                 [--config FILE] [--games-height N]\n"
           "                 [--players] [--players-select NAME] [--players-sort COLUMN[:desc]]\n"
           "                 [--players-games NAME] [--standings EVENT] [--standings-points "
           "seed|classic]\n"
           "                 [--standings-html FILE] [--openings] [--explorer-play N]\n"
           "                 [--collection NAME] [--collection-add NAME] [--collection-import "
           "FILE]\n"
           "                 [--collection-play N]\n"
           "                 [--play computer|local[,level=N][,black][,clock=M+I][,turn]...]\n"
           "                 [--training PLAYER|all] [--training-click SQUARE]...\n"
           "                 [--screenshot OUT.png] [FILE...]\n"
           "  Without --db the database opened last, else the bundled sample collection, is "
           "opened.\n"
           "  FILE...: a .damascope file is opened (as --db); game files (.pdn, .csv) are offered "
           "for\n"
           "  import, into the open database or a new one beside them (a screenshot imports them "
           "into\n"
           "  the open database, as --import).\n"
           "  --player and --same-moves filter the game list; --sort orders it by id, white, "
           "black, result, date,\n"
           "  event, plies or marks.\n"
           "  --click plays the seed's touch controls: each click lifts a piece, chooses a target\n"
           "  or confirms a capture, as a click on that square would.\n"
           "  --import imports game files into the database in the background (a screenshot waits\n"
           "  for it and prints its summary); a folder imports the .pdn and .csv files in it.\n"
           "  --show-problems: after the import, the screenshot is of its list of problems.\n"
           "  --file-dialog: the screenshot is of File > Import's file dialog; its buttons'\n"
           "  and check-boxes' labels are printed ('file dialog: Cancel').\n"
           "  --choose N picks the Nth chain when two end on the clicked square (a screenshot\n"
           "  picks the first without asking); the choices are printed; a number past them is exit "
           "2.\n"
           "  --keys presses navigation keys in order: Left Right Home End Up Down PgUp PgDn F N.\n"
           "  --engine starts the engine on the shown position.\n"
           "  Edits, done in the order given and saved at once as the user's are: --comment types\n"
           "  the comment after the current move (--comment-before: before a variation's first\n"
           "  move), --nag presses a glyph's button (! ? !! ?? !? ?! = ~ += =+ +/- -/+ +- -+),\n"
           "  --arrow and --square draw as a right-drag and a right-click do (colour green, red,\n"
           "  yellow or blue), --edit runs promote, main-line, demote, delete-variation or\n"
           "  truncate on the current move, or keep, keep-main-line (Game > Keep as variation /\n"
           "  main line) or discard-trial; --undo / --redo, --switch-game opens another game\n"
           "  as the list does (a trial line left is kept, as Keep in the question would),\n"
           "  --new-game starts a new game (dama, turkish or dhama).\n"
           "  --export writes this game (pdn, html) or the position (fen, svg, png) as File > "
           "Export does.\n"
           "  --probe prints where a square's centre is in the screenshot: 'square c4: X Y'.\n"
           "  --players: the screenshot is of the players view; --players-select NAME chooses a\n"
           "  player (their details and rating history), --players-sort orders the table by name,\n"
           "  games, wins, draws, losses, points, rating, file, not_counted or badges;\n"
           "  --players-games NAME does what a double-click on NAME does (the game list shows\n"
           "  their games).\n"
           "  --standings EVENT: the screenshot is of View > Standings for that event (its Event\n"
           "  tag), in seed points or --standings-points classic; --standings-html FILE saves\n"
           "  the page as its Save as HTML button does.\n"
           "  --openings shows the openings pane (explorer and collections) and prints what the\n"
           "  explorer lists; --explorer-play N clicks its Nth move; --collection NAME shows a\n"
           "  collection's lines, --collection-import FILE imports a collection as its Import\n"
           "  button does, --collection-add NAME adds the board's line to NAME (the Add\n"
           "  line button), --collection-play N clicks the shown collection's Nth line.\n"
           "  --play SPEC starts a game against the engine (computer) or for two players (local)\n"
           "  from the position shown, as Game > Play... does (level=N, black: the user plays\n"
           "  Black, clock=5+3, turn: the board turned to the side to move; hint, takeback,\n"
           "  resign: done after the moves); --click then plays on its board, one move at a\n"
           "  time after the engine's answer, and the screenshot is of the play window.\n"
           "  --training PLAYER|all: the screenshot is of Training > My mistakes for that player\n"
           "  (or all), on its first exercise; --training-click SQUARE clicks its board (lift,\n"
           "  target, confirm) and --probe names its squares.\n"
           "  --play-line N clicks the engine panel's Nth line (the stored analysis' line when\n"
           "  the engine is idle): it is played on the board as a variation.\n"
           "  --keys A toggles the analysis arrows (View > Analysis arrows); --keys G steps the\n"
           "  evaluation graph's range (automatic, 10, 5, 2 men; View > Evaluation graph range).\n"
           "  --probe bar:P prints where the point P% down the evaluation bar is; --probe\n"
           "  graph:X:Y the point X% across and Y% down the evaluation graph; --probe comment\n"
           "  the comment box's centre; --probe engine-marks the game list's \"Has engine\n"
           "  mistakes\" check-box; --probe tables-row:N the tables panel's Nth move.\n"
           "  --endgame-tables: the screenshot is of Analysis > Endgame tables (the tables of\n"
           "  $DAMASCOPE_EGDB, else the default folder).\n"
           "  --config FILE reads and writes the settings (window size, pane sizes, view options)\n"
           "  in FILE, as a user's run does (default ~/.damascope, or $DAMASCOPE_CONFIG);\n"
           "  --games-height N sets the game list's height as dragging its sash does.\n"
           "  --screenshot draws the main window in the given state, writes a PNG and exits.\n";
}

core::Result<GuiOptions> parse_gui_options(const std::vector<std::string>& args) {
    GuiOptions o;
    CLI::App cli("damascope");
    cli.set_help_flag();  // --help prints gui_usage(), below
    // Each option's callback runs when it is read (trigger_on_parse), so that the actions keep
    // the command line's order and a repeated option's last value wins. A value that does not
    // fit throws, with the message that names the option.
    const auto fail = [](const std::string& why) { throw CLI::ValidationError(why); };
    std::set<std::string> takes_value;
    const auto value = [&](const std::string& name, std::function<void(const std::string&)> set) {
        cli.add_option_function<std::string>(name, std::move(set))->trigger_on_parse();
        takes_value.insert(name);
    };
    std::set<std::string> flags;
    const auto flag = [&](const std::string& name, std::function<void()> set) {
        cli.add_flag_callback(name, std::move(set))->trigger_on_parse();
        for (const std::string& n : CLI::detail::split(name, ',')) flags.insert(n);
    };
    const auto action = [&](const std::string& name, GuiAction::Kind kind) {
        value(name, [&o, &fail, name, kind](const std::string& s) {
            auto check = check_action(name, s);
            if (!check) fail(check.error());
            o.actions.push_back({kind, s});
        });
    };
    const auto number = [&](const std::string& name, auto minimum, const std::string& needs,
                            auto set) {
        value(name, [&fail, name, minimum, needs, set](const std::string& s) {
            auto n = to_number<decltype(minimum)>(s);
            if (!n || *n < minimum) fail(name + " needs " + needs + ", not '" + s + "'");
            set(*n);
        });
    };
    const auto text = [&](const std::string& name, std::optional<std::string>& field) {
        value(name, [&field](const std::string& s) { field = s; });
    };

    flag("-h,--help", [&o] { o.help = true; });
    flag("--version", [&o] { o.version = true; });
    flag("--flip", [&o] { o.flip = true; });
    flag("--engine", [&o] { o.engine = true; });
    flag("--endgame-tables", [&o] { o.endgame_tables = true; });
    flag("--same-moves", [&o] { o.same_moves = true; });
    flag("--show-problems", [&o] { o.show_problems = true; });
    flag("--file-dialog", [&o] { o.file_dialog = true; });
    flag("--players", [&o] { o.players = true; });
    flag("--openings", [&o] { o.openings = true; });
    flag("--undo", [&o] { o.actions.push_back({GuiAction::Kind::undo, {}}); });
    flag("--redo", [&o] { o.actions.push_back({GuiAction::Kind::redo, {}}); });
    using Kind = GuiAction::Kind;
    for (const auto& [name, kind] : std::initializer_list<std::pair<const char*, Kind>>{
             {"--comment", Kind::comment},
             {"--comment-before", Kind::comment_before},
             {"--nag", Kind::nag},
             {"--arrow", Kind::arrow},
             {"--square", Kind::square},
             {"--switch-game", Kind::switch_game},
             {"--edit", Kind::edit},
             {"--new-game", Kind::new_game},
             {"--export", Kind::export_file},
             {"--play-line", Kind::play_line},
             {"--games-height", Kind::games_height}})
        action(name, kind);
    value("--probe", [&o, &fail](const std::string& s) {
        if (s.empty()) fail("--probe needs a square");
        o.probes.push_back(s);
    });
    value("--collection-add", [&o](const std::string& s) {
        o.openings = true;
        o.actions.push_back({Kind::collection_add, s});
    });
    value("--collection-import", [&o](const std::string& s) {
        o.openings = true;
        o.actions.push_back({Kind::collection_file, s});
    });
    value("--collection", [&o](const std::string& s) {
        o.openings = true;
        o.collection = s;
    });
    for (const auto& [name, kind] : {std::pair{"--explorer-play", Kind::explorer_play},
                                     std::pair{"--collection-play", Kind::collection_play}})
        value(name, [&o, &fail, name = std::string(name), kind](const std::string& s) {
            auto n = to_number<int>(s);
            if (!n || *n < 1) fail(name + " needs a row number (1 or more), not '" + s + "'");
            o.openings = true;
            o.actions.push_back({kind, s});
        });
    text("--db", o.db);
    text("--select", o.select);
    text("--config", o.config);
    text("--player", o.player);
    text("--sort", o.sort);
    text("--screenshot", o.screenshot);
    text("--players-sort", o.players_sort);
    text("--players-games", o.players_games);
    text("--standings", o.standings);
    text("--training", o.training);
    value("--training-click", [&o](const std::string& s) { o.training_clicks.push_back(s); });
    text("--standings-html", o.standings_html);
    text("--play", o.play);
    value("--standings-points", [&o, &fail](const std::string& s) {
        if (s != "seed" && s != "classic")
            fail("--standings-points must be seed or classic, not '" + s + "'");
        o.standings_points = s;
    });
    value("--players-select", [&o](const std::string& s) {
        o.players_select = s;
        o.players = true;
    });
    value("--import", [&o](const std::string& s) { o.imports.push_back(s); });
    value("--click", [&o](const std::string& s) {
        o.clicks.push_back(s);
        o.actions.push_back({Kind::click, s});
    });
    value("--keys", [&o](const std::string& s) {
        std::istringstream words(s);
        for (std::string k; words >> k;) {
            o.keys.push_back(k);
            o.actions.push_back({Kind::key, k});
        }
    });
    value("--lang", [&o, &fail](const std::string& s) {
        if (s != "en" && s != "ar") fail("--lang must be en or ar, not '" + s + "'");
        o.lang = s;
    });
    number("--choose", 1, "a choice number (1 or more)", [&o](int n) { o.choose = n; });
    number("--game", std::int64_t{1}, "a game id (1 or more)",
           [&o](std::int64_t n) { o.game = n; });
    number("--ply", 0, "a ply number (0 or more)", [&o](int n) { o.ply = n; });
    value("--size", [&o, &fail](const std::string& s) {
        const auto x = s.find('x');
        auto w = x == std::string::npos ? std::nullopt : to_number<int>(s.substr(0, x));
        auto h = x == std::string::npos ? std::nullopt : to_number<int>(s.substr(x + 1));
        if (!w || !h || *w < 320 || *h < 240 || *w > 8000 || *h > 8000)
            fail("--size needs WIDTHxHEIGHT (at least 320x240), not '" + s + "'");
        o.width = *w;
        o.height = *h;
        o.size_given = true;
    });

    // A comment may start with "--" or be empty: it takes the next argument whatever it is. Any
    // other value is the next argument unless that is an option (CLI11 would call the option's
    // callback without a value when it is read on parse); an unknown argument is said as before.
    std::vector<std::string> given;
    std::string database_file;  // a FILE that is a database
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool comment = a == "--comment" || a == "--comment-before";
        if (comment && i + 1 < args.size()) {
            given.push_back(a + "=" + args[++i]);
            continue;
        }
        if (takes_value.count(a)) {
            if (i + 1 >= args.size() || args[i + 1].starts_with("--"))
                return core::Error{a + " needs a value"};
            given.push_back(a);
            given.push_back(args[++i]);
            continue;
        }
        if (!a.starts_with("-")) {  // a file, as a file manager passes it
            if (is_database_name(a)) {
                if (!database_file.empty() && database_file != a)
                    return core::Error{"two databases to open: '" + database_file + "' and '" + a +
                                       "'"};
                database_file = a;
            } else {
                o.offered.push_back(a);
            }
            continue;
        }
        if (!flags.count(a)) return core::Error{"unknown argument '" + a + "'"};
        given.push_back(a);
    }
    std::vector<std::string> reversed(given.rbegin(), given.rend());  // as CLI11 reads them
    try {
        cli.parse(reversed);
    } catch (const CLI::ParseError& e) {
        return core::Error{e.what()};
    }
    if (!database_file.empty()) {
        if (o.db && *o.db != database_file)
            return core::Error{"two databases to open: --db '" + *o.db + "' and '" + database_file +
                               "'"};
        o.db = database_file;
    }
    return o;
}

}  // namespace damascope::gui
