// The damascope desktop app: parses the command line, opens the database (the bundled sample
// collection by default) and shows the main window, or draws it into a PNG (--screenshot).
#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/fileconf.h>
#include <wx/filename.h>
#include <wx/gdicmn.h>
#include <wx/image.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>
#include <wx/stdpaths.h>
#include <wx/timer.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "annotation_pane.hpp"
#include "board_geometry.hpp"
#include "board_view.hpp"
#include "capture_choice_dialog.hpp"
#include "collection_panel.hpp"
#include "command_line.hpp"
#include "core/annotation.hpp"
#include "core/notation.hpp"
#include "display_text.hpp"
#include "engine_panel.hpp"
#include "explorer_panel.hpp"
#include "game_list_panel.hpp"
#include "import_problems_dialog.hpp"
#include "list_columns.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "players_panel.hpp"
#include "screenshot.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

int exit_code = 0;

std::string executable_dir() {
    return wxFileName(wxStandardPaths::Get().GetExecutablePath()).GetPath().utf8_string();
}

// The bundled sample collection: beside the executable in an install, in the build tree otherwise.
std::optional<std::string> find_sample_database(std::vector<std::string>& looked) {
    const std::string exe = executable_dir();
    for (const std::string& p :
         {exe + "/../resources/sample.damascope", exe + "/../../resources/sample.damascope",
          exe + "/../share/damascope/sample.damascope",
          std::string(DAMASCOPE_BUILD_DIR "/resources/sample.damascope")}) {
        looked.push_back(p);
        if (wxFileName::FileExists(wxString::FromUTF8(p))) return p;
    }
    return std::nullopt;
}

// The key code of a key named on the command line (--keys), 0 for an unknown name.
int key_code(const std::string& name) {
    static const std::pair<const char*, int> keys[] = {
        {"Left", WXK_LEFT}, {"Right", WXK_RIGHT}, {"Home", WXK_HOME},   {"End", WXK_END},
        {"Up", WXK_UP},     {"Down", WXK_DOWN},   {"PgUp", WXK_PAGEUP}, {"PgDn", WXK_PAGEDOWN},
        {"F", 'F'},         {"N", 'N'},           {"A", 'A'},           {"G", 'G'}};
    for (const auto& [n, code] : keys)
        if (name == n) return code;
    return 0;
}

class DamascopeApp : public wxApp {
  public:
    explicit DamascopeApp(GuiOptions options) : options_(std::move(options)) {}

    bool OnInit() override {
        // A file size limit (ulimit -f) makes a write fail with EFBIG, reported as such, instead
        // of killing the app with SIGXFSZ in the middle of an import or an export.
        std::signal(SIGXFSZ, SIG_IGN);
        wxInitAllImageHandlers();
        const bool arabic = SetUpTranslations(options_.lang, executable_dir());
        if (options_.lang == "ar" && !arabic)
            std::cerr << "damascope: the Arabic catalogue was not found; the interface stays in "
                         "English\n";
        if (options_.screenshot && arabic) std::cout << "interface: Arabic, right to left\n";
        SetAppName("damascope");
        // The settings file: --config, else $DAMASCOPE_CONFIG, else wx's default (~/.damascope).
        wxString config_path = wxString::FromUTF8(options_.config.value_or(""));
        if (config_path.empty()) wxGetEnv("DAMASCOPE_CONFIG", &config_path);
        if (!config_path.empty())
            wxConfigBase::Set(new wxFileConfig(wxEmptyString, wxEmptyString, config_path,
                                               wxEmptyString, wxCONFIG_USE_LOCAL_FILE));
        if (options_.screenshot) {
            // A window larger than the screen is cut by it: the picture would hold a black band.
            const wxSize screen = wxGetDisplaySize();
            if (options_.width > screen.x || options_.height > screen.y) {
                std::cerr << "damascope: --size " << options_.width << "x" << options_.height
                          << " is larger than the screen (" << screen.x << "x" << screen.y
                          << "); give a smaller size, or a larger screen to xvfb-run (-s "
                             "\"-screen 0 WxHx24\")\n";
                exit_code = 2;
                return false;
            }
        }
        // A screenshot uses no settings, so that it looks the same everywhere, unless --config
        // names them (the tests of the remembered layout).
        const bool use_settings = !options_.screenshot || options_.config;
        auto* frame = new MainFrame(use_settings);
        if (!use_settings || options_.size_given)
            frame->SetSize(0, 0, options_.width, options_.height);
        if (!Prepare(frame)) {
            frame->Destroy();
            return false;
        }
        frame->Show();
        if (options_.screenshot) {
            timer_.Bind(wxEVT_TIMER, [this, frame](wxTimerEvent&) {
                if (frame->JobRunning()) {  // a background import: wait for it
                    timer_.StartOnce(200);
                    return;
                }
                if (options_.show_problems && problems_ == nullptr) {
                    // The import's list of problems, printed, shown, and drawn once painted.
                    problems_ = frame->OpenImportProblems();
                    problems_->Show();
                    std::cout << "problems: " << problems_->Rows() << "\n";
                    for (const auto& p : frame->ImportProblems())
                        std::cout << "problem: " << ProblemPlace(p).utf8_string() << ": "
                                  << ProblemText(p).utf8_string() << "\n";
                    timer_.StartOnce(700);
                    return;
                }
                if (players_ != nullptr && !players_raised_) {
                    // Shown before the main window, so under it: brought up, then drawn.
                    players_->Raise();
                    players_raised_ = true;
                    timer_.StartOnce(500);
                    return;
                }
                if (players_ != nullptr)
                    std::cout << "players: " << players_->Summary().utf8_string() << "\n"
                              << "player: " << players_->DetailsText().utf8_string() << "\n";
                // The status bar and the board's title say what the window shows (tests read it).
                for (int field = 0; field < frame->GetStatusBar()->GetFieldsCount(); ++field)
                    std::cout << "status: " << frame->StatusText(field).utf8_string() << "\n";
                std::cout << "board: " << frame->BoardTitle().utf8_string() << "\n";
                std::cout << "eval: " << frame->EvalText().utf8_string() << "\n";
                std::cout << "opening: " << frame->GameOpeningName() << "\n";
                if (frame->OpeningsShown()) {
                    std::cout << "explorer: " << frame->Explorer()->Summary().utf8_string() << "\n";
                    for (const wxString& row : frame->Explorer()->MoveRows())
                        std::cout << "explorer-move: " << row.utf8_string() << "\n";
                    std::cout << "collection: " << frame->Collections()->Summary().utf8_string()
                              << "\n";
                    for (const wxString& line : frame->Collections()->TreeText())
                        std::cout << "collection-line: " << line.utf8_string() << "\n";
                }
                // What the move list and the comment box hold, and where the asked squares are.
                std::cout << "moves: " << frame->MoveListText() << "\n";
                wxString comment = frame->Annotations()->CommentText();
                comment.Replace("\n", "\\n");
                std::cout << "comment: " << comment.utf8_string() << "\n";
                if (!options_.probes.empty()) {
                    const wxSize board = frame->Board()->GetClientSize();
                    std::cout << "square size: "
                              << static_cast<int>(
                                     BoardGeometry(board.x, board.y, false).square_size())
                              << "\n";
                }
                for (const std::string& probe : options_.probes) {
                    if (probe.starts_with("graph:")) {  // graph:X:Y, X% across and Y% down it
                        const wxPoint p = frame->EvalGraphPoint(probe.substr(6));
                        std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
                        continue;
                    }
                    if (probe.starts_with("bar:")) {  // a point P% down the evaluation bar
                        const wxPoint p = frame->EvalBarPoint(std::atoi(probe.c_str() + 4));
                        std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
                        continue;
                    }
                    const auto sq = core::parse_square(frame->Variant(), probe);
                    if (!sq) {
                        std::cerr << "damascope: --probe " << probe
                                  << ": not a square of this board\n";
                        exit_code = 2;
                        frame->Destroy();
                        return;
                    }
                    const wxPoint p =
                        frame->Board()->ClientToScreen(frame->Board()->SquareCentre(*sq)) -
                        frame->GetScreenRect().GetTopLeft();
                    std::cout << "square " << probe << ": " << p.x << " " << p.y << "\n";
                }
                if (!frame->NoticeText().empty())
                    std::cout << "notice: " << frame->NoticeText().utf8_string() << "\n";
                // The analysis display (the words above the board, the engine panel's lines) and
                // the layout, after the lines the older tests read in order.
                std::cout << "score: " << frame->ScoreWords().utf8_string() << "\n";
                const auto lines = frame->Engine()->LineTexts();
                for (std::size_t i = 0; i < lines.size(); ++i)
                    std::cout << "line " << i + 1 << ": " << lines[i].utf8_string() << "\n";
                std::cout << "window: " << frame->GetSize().x << "x" << frame->GetSize().y << "\n";
                std::cout << "game list columns: " << ColumnsInView(frame->Games()) << "\n";
                for (const char* pane : {"games", "board", "moves", "graph", "engine"})
                    std::cout << "pane " << pane << ": " << frame->PaneSize(pane).x << "x"
                              << frame->PaneSize(pane).y << "\n";
                std::cout << "graph range: " << frame->GraphRange() << "\n";
                std::cout << "game list result: " << frame->Games()->ResultColumnFit() << "\n";
                std::cout << "engine columns: " << frame->Engine()->ColumnOrder() << "\n";
                std::cout << "status layout: " << frame->StatusLayout() << "\n";
                Yield();
                wxTopLevelWindow* drawn = frame;
                if (problems_ != nullptr) drawn = problems_;
                if (players_ != nullptr) drawn = players_;
                const std::string error = SaveScreenshot(drawn, *options_.screenshot);
                if (problems_ != nullptr) problems_->Destroy();
                if (options_.config) frame->SaveLayout();  // as closing the window does
                if (!error.empty()) {
                    std::cerr << "damascope: " << error << "\n";
                    exit_code = 1;
                }
                frame->Destroy();
            });
            // Let the window be laid out and painted before its pixels are read; with the engine
            // running, give it a moment to show some lines.
            timer_.StartOnce(options_.engine ? 2500 : 700);
        }
        if (!options_.imports.empty()) frame->ImportFiles(options_.imports);
        return true;
    }

  private:
    // Applies the command line to the window; false (exit code set) when it cannot.
    bool Prepare(MainFrame* frame) {
        const bool quiet = options_.screenshot.has_value();
        std::string db = options_.db.value_or("");
        if (db.empty()) {
            std::vector<std::string> looked;
            if (auto sample = find_sample_database(looked)) {
                db = *sample;
            } else {
                std::string msg = "The bundled sample collection was not found; looked in:";
                for (const auto& l : looked) msg += "\n  " + l;
                msg += "\nOpen a database with File > Open database, or build the sample first.";
                std::cerr << "damascope: " << msg << "\n";
                if (quiet) return Fail(1);
                frame->SetStatusText(
                    _("No sample collection found: open a database with File > Open."), 0);
            }
        }
        if (!db.empty()) {
            wxString error;
            if (!frame->OpenDatabase(db, true, &error)) {
                // The detail (it may be SQL) on stderr; the user's words in a message box, or on
                // stderr too for a screenshot, which has no user to read one.
                std::cerr << "damascope: cannot open " << db << ": " << error.utf8_string() << "\n";
                if (quiet)
                    std::cerr << "damascope: " << DatabaseOpenFailure(db).utf8_string() << "\n";
                else
                    wxMessageBox(DatabaseOpenFailure(db), _("Cannot open the database"),
                                 wxOK | wxICON_ERROR);
                if (quiet || options_.db) return Fail(1);
            }
        }
        if (options_.player) frame->Games()->SetPlayerFilter(wxString::FromUTF8(*options_.player));
        if (options_.same_moves) frame->Games()->SetSameMovesFilter(true);
        if (options_.sort) {
            std::string key = *options_.sort;
            const bool descending = key.ends_with(":desc");
            if (descending) key.resize(key.size() - 5);
            if (!frame->Games()->SortBy(key, descending)) {
                std::cerr << "damascope: --sort " << *options_.sort
                          << ": not a column of the game list\n";
                return Fail(2);
            }
        }
        if (options_.openings) {
            frame->ShowOpenings(true);
            if (options_.collection && !frame->Collections()->Select(*options_.collection)) {
                std::cerr << "damascope: --collection " << *options_.collection
                          << ": no collection of that name in the database\n";
                return Fail(2);
            }
        }
        if (options_.game) {
            wxString error;
            if (!frame->OpenGame(*options_.game, &error)) {
                std::cerr << "damascope: --game " << *options_.game << ": " << error.utf8_string()
                          << "\n";
                return Fail(2);
            }
        } else {
            frame->StepToFirstGame();
        }
        if (options_.ply) {
            if (*options_.ply > frame->MainLinePlies()) {
                std::cerr << "damascope: --ply " << *options_.ply << ": the game has only "
                          << frame->MainLinePlies() << " plies\n";
                return Fail(2);
            }
            frame->GoToPly(*options_.ply);
        }
        if (options_.flip) frame->SetFlipped(true);
        if (options_.screenshot || options_.choose) {
            // No dialog without a user: list the choices and take the one asked for.
            const int choice = options_.choose.value_or(1);
            frame->Board()->choose_capture = [this, choice](const core::Position& pos,
                                                            const std::vector<core::Move>& moves) {
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    std::cout << "choice " << i + 1 << ": "
                              << CaptureChoiceLabel(pos, moves[i]).utf8_string() << "\n";
                    // The dialog's small board of each chain, beside the screenshot.
                    if (options_.screenshot) {
                        const std::string preview =
                            *options_.screenshot + ".choice" + std::to_string(i + 1) + ".png";
                        CaptureChoicePreview(pos, moves[i], 180, false)
                            .SaveFile(wxString::FromUTF8(preview), wxBITMAP_TYPE_PNG);
                    }
                }
                if (static_cast<std::size_t>(choice) > moves.size()) {
                    // Refused, not taken as "cancel": the command line asked for what is not there.
                    std::cerr << "damascope: --choose " << choice << ": only " << moves.size()
                              << " chains end on that square\n";
                    choice_refused_ = true;
                    return std::optional<std::size_t>();
                }
                return std::optional<std::size_t>(static_cast<std::size_t>(choice - 1));
            };
        }
        if (quiet) {
            // No user to ask: say so, and stay with the game whose change is not saved.
            frame->confirm_leave_unsaved = [](const wxString& message) {
                wxString line = message;
                line.Replace("\n", " ");
                std::cout << "unsaved: " << line.utf8_string() << "\n";
                return false;
            };
        }
        for (const GuiAction& action : options_.actions)
            if (!Do(frame, action)) return Fail(2);
        if (options_.engine) frame->StartEngine();
        if (!PreparePlayers(frame)) return false;
        if (options_.select) {
            bool ok = false;
            if (*options_.select == "auto") {
                ok = frame->Board()->LiftFirstMovable();
            } else if (auto sq = core::parse_square(frame->Variant(), *options_.select)) {
                ok = frame->Board()->Lift(*sq);
            }
            if (!ok) {
                std::cerr << "damascope: --select " << *options_.select
                          << ": not a piece that may move in this position\n";
                return Fail(2);
            }
        }
        return true;
    }

    // One action of the command line, as the user would do it; false (message printed) when its
    // value does not fit the game.
    bool Do(MainFrame* frame, const GuiAction& a) {
        using Kind = GuiAction::Kind;
        const core::Variant v = frame->Variant();
        const auto bad = [&](const char* option, const std::string& why) {
            std::cerr << "damascope: " << option << " " << a.value << ": " << why << "\n";
            return false;
        };
        // "c3-c5:red" -> the squares' text and the colour (green without one).
        const auto colour_of = [&](std::string& squares) {
            const auto colon = squares.find(':');
            core::MarkColour c = core::MarkColour::green;
            if (colon != std::string::npos) {
                c = core::parse_mark_colour(squares.substr(colon + 1)).value_or(c);
                squares.resize(colon);
            }
            return c;
        };
        switch (a.kind) {
            case Kind::click: {
                auto sq = core::parse_square(v, a.value);
                if (!sq) return bad("--click", "not a square of this board");
                frame->Board()->ClickSquare(*sq);
                return !choice_refused_;
            }
            case Kind::key: {
                const int code = key_code(a.value);
                if (code == 0) {
                    std::cerr << "damascope: --keys: unknown key '" << a.value << "'\n";
                    return false;
                }
                frame->HandleKey(code);
                return true;
            }
            case Kind::comment:
                frame->Annotations()->TypeComment(wxString::FromUTF8(a.value), false);
                return true;
            case Kind::comment_before:
                if (!frame->Annotations()->CommentBeforeShown())
                    return bad("--comment-before", "the current move does not open a variation");
                frame->Annotations()->TypeComment(wxString::FromUTF8(a.value), true);
                return true;
            case Kind::nag:
                frame->ToggleGlyph(core::parse_nag(a.value).value_or(0));
                return true;
            case Kind::arrow: {
                std::string squares = a.value;
                const core::MarkColour c = colour_of(squares);
                auto arrow = core::parse_arrow_squares(v, squares);
                if (!arrow || arrow->from == arrow->to)
                    return bad("--arrow", "not two squares of this board (FROM-TO)");
                arrow->colour = c;
                frame->DrawArrow(*arrow);
                return true;
            }
            case Kind::square: {
                std::string name = a.value;
                const core::MarkColour c = colour_of(name);
                auto sq = core::parse_square(v, name);
                if (!sq) return bad("--square", "not a square of this board");
                frame->ColourSquare({*sq, c});
                return true;
            }
            case Kind::switch_game: {
                wxString error;
                // Refused when the game has a change that could not be saved: said, not fatal.
                if (!frame->OpenGame(std::stoll(a.value), &error))
                    std::cerr << "damascope: --switch-game " << a.value << ": "
                              << error.utf8_string() << "\n";
                return true;
            }
            case Kind::undo:
                frame->Undo();
                return true;
            case Kind::redo:
                frame->Redo();
                return true;
            case Kind::edit: {
                const int command = a.value == "promote"            ? cmd_promote_one
                                    : a.value == "main-line"        ? cmd_promote_variation
                                    : a.value == "demote"           ? cmd_demote_variation
                                    : a.value == "delete-variation" ? cmd_delete_variation
                                                                    : cmd_truncate;
                frame->EditVariation(command);
                return true;
            }
            case Kind::export_file: {
                const auto colon = a.value.find(':');
                wxString message;
                const bool ok = frame->ExportCurrent(a.value.substr(0, colon),
                                                     a.value.substr(colon + 1), &message);
                std::cout << "export: " << message.utf8_string() << "\n";
                if (!ok) exit_code = 1;
                return true;
            }
            case Kind::explorer_play:
                if (!frame->Explorer()->PlayRow(std::stol(a.value) - 1))
                    return bad("--explorer-play", "the explorer has no such move");
                return true;
            case Kind::collection_add: {
                wxString message;
                const bool ok = frame->Collections()->AddBoardLine(a.value, &message);
                std::cout << "collection-add: " << message.utf8_string() << "\n";
                if (!ok) exit_code = 1;
                return true;
            }
            case Kind::collection_play:
                if (!frame->Collections()->PlayLine(std::stoul(a.value) - 1))
                    return bad("--collection-play", "the collection shown has no such line");
                return true;
            case Kind::play_line:
                if (!frame->Engine()->PlayLine(static_cast<std::size_t>(std::stoi(a.value) - 1)))
                    return bad("--play-line", "the engine panel lists no such line");
                return true;
            case Kind::games_height:
                frame->SetGamesHeight(std::stoi(a.value));
                return true;
            case Kind::new_game:
                frame->ProcessCommand(a.value == "dama"      ? cmd_new_dama_game
                                      : a.value == "turkish" ? cmd_new_turkish_game
                                                             : cmd_new_dhama_game);
                return true;
        }
        return true;
    }

    // --players, --players-select, --players-sort, --players-games.
    bool PreparePlayers(MainFrame* frame) {
        if (!options_.players && !options_.players_sort && !options_.players_games) return true;
        PlayersFrame* players = frame->OpenPlayers();
        if (options_.players_sort) {
            std::string key = *options_.players_sort;
            const bool descending = key.ends_with(":desc");
            if (descending) key.resize(key.size() - 5);
            if (!players->SortBy(key, descending)) {
                std::cerr << "damascope: --players-sort " << *options_.players_sort
                          << ": not a column of the players table\n";
                return Fail(2);
            }
        }
        for (const auto* name : {&options_.players_select, &options_.players_games}) {
            if (*name && !players->SelectPlayer(**name)) {
                std::cerr << "damascope: no player named '" << **name << "' in the database\n";
                return Fail(2);
            }
        }
        if (options_.players_games) players->ShowGamesOf(*options_.players_games);
        if (options_.players) {
            players->SetSize(0, 0, std::min(options_.width, 1100), std::min(options_.height, 700));
            players->Show();
            players_ = players;
        }
        return true;
    }

    bool Fail(int code) {
        exit_code = code;
        return false;
    }

    GuiOptions options_;
    wxTimer timer_;
    ImportProblemsDialog* problems_ = nullptr;  // --show-problems: the list being drawn
    PlayersFrame* players_ = nullptr;           // --players: the view being drawn
    bool players_raised_ = false;
    bool choice_refused_ = false;  // --choose asked for a chain that is not there
};

}  // namespace

}  // namespace damascope::gui

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    auto options = damascope::gui::parse_gui_options(args);
    if (!options) {
        std::cerr << "damascope: " << options.error() << "\n" << damascope::gui::gui_usage();
        return 2;
    }
    if (options->help) {
        std::cout << damascope::gui::gui_usage();
        return 0;
    }
    // Without a display GTK prints its own errors and dies: say what to do instead.
    const char* x_display = std::getenv("DISPLAY");
    const char* wayland_display = std::getenv("WAYLAND_DISPLAY");
    if ((!x_display || !*x_display) && (!wayland_display || !*wayland_display)) {
        std::cerr << "damascope: no display: run it in a desktop session, or under xvfb-run for "
                     "screenshots\n";
        return 1;
    }
    wxApp::SetInstance(new damascope::gui::DamascopeApp(*options));
    const int rc = wxEntry(argc, argv);
    return damascope::gui::exit_code != 0 ? damascope::gui::exit_code : rc;
}
