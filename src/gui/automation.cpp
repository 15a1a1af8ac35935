// Automation (automation.hpp): the command line's database, game and actions applied to the
// window through the handlers of the user's events.
#include "automation.hpp"

#include <wx/filename.h>
#include <wx/msgdlg.h>
#include <wx/stdpaths.h>

#include <iostream>

#include "annotation_pane.hpp"
#include "app/sample_database.hpp"
#include "board_view.hpp"
#include "capture_choice_dialog.hpp"
#include "collection_panel.hpp"
#include "core/annotation.hpp"
#include "core/notation.hpp"
#include "display_text.hpp"
#include "edit_commands.hpp"
#include "engine_panel.hpp"
#include "explorer_panel.hpp"
#include "export_commands.hpp"
#include "frame_layout.hpp"
#include "game_commands.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "openings_pane.hpp"
#include "play_automation.hpp"
#include "player_views.hpp"
#include "players_panel.hpp"
#include "standings_frame.hpp"
#include "training_frame.hpp"
#include "trial_commands.hpp"

namespace damascope::gui {

namespace {

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

}  // namespace

std::string ExecutableDir() {
    return wxFileName(wxStandardPaths::Get().GetExecutablePath()).GetPath().utf8_string();
}

std::optional<std::string> FindSampleDatabase(std::vector<std::string>& looked) {
    // Installed: the user's own copy of the package's sample (app/sample_database.hpp).
    if (auto installed = app::installed_sample_database()) {
        if (*installed) return installed->value();
        looked.push_back(installed->error());
        return std::nullopt;
    }
    const std::string exe = ExecutableDir();
    for (const std::string& p :
         {exe + "/../resources/sample.damascope", exe + "/../../resources/sample.damascope",
          std::string(DAMASCOPE_BUILD_DIR "/resources/sample.damascope")}) {
        looked.push_back(p);
        if (wxFileName::FileExists(wxString::FromUTF8(p))) return p;
    }
    return std::nullopt;
}

bool Automation::Prepare(MainFrame* frame) {
    const bool quiet = options_.screenshot.has_value();
    std::string db = options_.db.value_or("");
    // Without --db: the database opened last (File > Recent databases), else the sample.
    wxString start_note;
    bool opened_last = false;
    if (db.empty()) {
        if (auto last = frame->Commands().games->Recent().last()) {
            wxString error;
            if (!wxFileName::FileExists(wxString::FromUTF8(*last))) {
                start_note = wxString::Format(
                    _("The last database, %s, is missing: the bundled sample collection is open."),
                    DisplayPath(*last));
            } else if (frame->Commands().games->OpenDatabase(*last, true, &error)) {
                opened_last = true;
            } else {
                std::cerr << "damascope: cannot open " << *last << ": " << error.utf8_string()
                          << "\n";
                start_note =
                    DatabaseOpenFailure(*last) + " " + _("The bundled sample collection is open.");
            }
        } else if (frame->UsesSettings()) {  // the first run (a screenshot has no settings)
            start_note =
                _("The bundled sample collection is open: open your own database with "
                  "File > Open database, or make one with File > New database.");
        }
    }
    bool opened_sample = false;  // the sample by default: it opens at its first marked move
    if (db.empty() && !opened_last) {
        std::vector<std::string> looked;
        if (auto sample = FindSampleDatabase(looked)) {
            db = *sample;
            opened_sample = true;
        } else {
            std::string msg = "The bundled sample collection was not found; looked in:";
            for (const auto& l : looked) msg += "\n  " + l;
            msg += "\nOpen a database with File > Open database, or build the sample first.";
            std::cerr << "damascope: " << msg << "\n";
            if (quiet) return Fail(1);
            frame->SetStatusText(_("No sample collection found: open a database with File > Open."),
                                 0);
        }
    }
    if (!db.empty()) {
        wxString error;
        if (!frame->Commands().games->OpenDatabase(db, true, &error)) {
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
    if (options_.player)
        frame->Panes().games->SetPlayerFilter(wxString::FromUTF8(*options_.player));
    if (options_.same_moves) frame->Panes().games->SetSameMovesFilter(true);
    if (options_.sort) {
        std::string key = *options_.sort;
        const bool descending = key.ends_with(":desc");
        if (descending) key.resize(key.size() - 5);
        if (!frame->Panes().games->SortBy(key, descending)) {
            std::cerr << "damascope: --sort " << *options_.sort
                      << ": not a column of the game list\n";
            return Fail(2);
        }
    }
    if (options_.openings) {
        frame->Commands().openings->Show(true);
        if (options_.collection && !frame->Panes().collections->Select(*options_.collection)) {
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
    } else if (!opened_sample || !frame->Commands().games->OpenAtFirstMark()) {
        frame->Panes().games->SelectRow(0);
    }
    if (!start_note.empty()) frame->SetStatusText(start_note, 0);
    if (options_.ply) {
        if (*options_.ply > frame->Document().session().main_line_plies()) {
            std::cerr << "damascope: --ply " << *options_.ply << ": the game has only "
                      << frame->Document().session().main_line_plies() << " plies\n";
            return Fail(2);
        }
        frame->GoToPly(*options_.ply);
    }
    if (options_.flip) frame->SetFlipped(true);
    if (options_.screenshot || options_.choose) {
        // No dialog without a user: list the choices and take the one asked for.
        const int choice = options_.choose.value_or(1);
        frame->Panes().board->choose_capture =
            [this, choice](const core::Position& pos, const std::vector<core::Move>& moves) {
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
        // No user to ask whether to keep the trial line of a game left: kept, as the dialog's
        // default button (Enter) does; said.
        frame->Commands().trial->confirm_leave_trial = [](const wxString&) {
            std::cout << "trial: kept on leaving the game\n";
            return static_cast<int>(wxYES);
        };
        // No user to ask: say so, and stay with the game whose change is not saved.
        frame->Commands().edit->confirm_leave_unsaved = [](const wxString& message) {
            wxString line = message;
            line.Replace("\n", " ");
            std::cout << "unsaved: " << line.utf8_string() << "\n";
            return false;
        };
    }
    for (const GuiAction& action : options_.actions)
        if (!(options_.play && action.kind == GuiAction::Kind::click) && !Do(frame, action))
            return Fail(2);
    if (options_.play) {  // the clicks go to the play window's board
        play_ =
            std::make_shared<PlayAutomation>(*options_.play, options_.clicks, options_.probes,
                                             options_.width, options_.height, options_.size_given);
        if (!play_->Start(frame)) return Fail(2);
    }
    if (options_.engine) frame->Panes().engine->Start();
    if (!PreparePlayers(frame)) return false;
    if (!PrepareStandings(frame)) return false;
    if (!PrepareTraining(frame)) return false;
    if (options_.select) {
        bool ok = false;
        if (*options_.select == "auto") {
            ok = frame->Panes().board->LiftFirstMovable();
        } else if (auto sq = core::parse_square(frame->Document().session().variant(),
                                                *options_.select)) {
            ok = frame->Panes().board->Lift(*sq);
        }
        if (!ok) {
            std::cerr << "damascope: --select " << *options_.select
                      << ": not a piece that may move in this position\n";
            return Fail(2);
        }
    }
    return true;
}

bool Automation::Do(MainFrame* frame, const GuiAction& a) {
    using Kind = GuiAction::Kind;
    const core::Variant v = frame->Document().session().variant();
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
            frame->Panes().board->ClickSquare(*sq);
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
            frame->Panes().annotation->TypeComment(wxString::FromUTF8(a.value), false);
            return true;
        case Kind::comment_before:
            if (!frame->Panes().annotation->CommentBeforeShown())
                return bad("--comment-before", "the current move does not open a variation");
            frame->Panes().annotation->TypeComment(wxString::FromUTF8(a.value), true);
            return true;
        case Kind::nag:
            frame->Commands().edit->ToggleGlyph(core::parse_nag(a.value).value_or(0));
            return true;
        case Kind::arrow: {
            std::string squares = a.value;
            const core::MarkColour c = colour_of(squares);
            auto arrow = core::parse_arrow_squares(v, squares);
            if (!arrow || arrow->from == arrow->to)
                return bad("--arrow", "not two squares of this board (FROM-TO)");
            arrow->colour = c;
            frame->Commands().edit->DrawArrow(*arrow);
            return true;
        }
        case Kind::square: {
            std::string name = a.value;
            const core::MarkColour c = colour_of(name);
            auto sq = core::parse_square(v, name);
            if (!sq) return bad("--square", "not a square of this board");
            frame->Commands().edit->ColourSquare({*sq, c});
            return true;
        }
        case Kind::switch_game: {
            wxString error;
            // Refused when the game has a change that could not be saved: said, not fatal.
            if (!frame->OpenGame(std::stoll(a.value), &error))
                std::cerr << "damascope: --switch-game " << a.value << ": " << error.utf8_string()
                          << "\n";
            return true;
        }
        case Kind::undo:
            frame->Commands().edit->Undo();
            return true;
        case Kind::redo:
            frame->Commands().edit->Redo();
            return true;
        case Kind::edit: {
            if (a.value == "keep" || a.value == "keep-main-line") {
                frame->Commands().trial->KeepTrialLine(a.value == "keep-main-line");
                return true;
            }
            if (a.value == "discard-trial") {
                frame->Commands().trial->DiscardTrialLines();
                return true;
            }
            const int command = a.value == "promote"            ? cmd_promote_one
                                : a.value == "main-line"        ? cmd_promote_variation
                                : a.value == "demote"           ? cmd_demote_variation
                                : a.value == "delete-variation" ? cmd_delete_variation
                                                                : cmd_truncate;
            frame->Commands().edit->EditVariation(command);
            return true;
        }
        case Kind::export_file: {
            const auto colon = a.value.find(':');
            wxString message;
            const bool ok = frame->Commands().exports->ExportCurrent(
                a.value.substr(0, colon), a.value.substr(colon + 1), &message);
            std::cout << "export: " << message.utf8_string() << "\n";
            if (!ok) exit_code_ = 1;
            return true;
        }
        case Kind::explorer_play:
            if (!frame->Panes().explorer->PlayRow(std::stol(a.value) - 1))
                return bad("--explorer-play", "the explorer has no such move");
            return true;
        case Kind::collection_add: {
            wxString message;
            const bool ok = frame->Panes().collections->AddBoardLine(a.value, &message);
            std::cout << "collection-add: " << message.utf8_string() << "\n";
            if (!ok) exit_code_ = 1;
            return true;
        }
        case Kind::collection_file: {
            // The list's Opening column read before the import, as a list on screen reads it.
            std::cout << "game list opening before: "
                      << frame->Panes().games->OpeningText(0).utf8_string() << "\n";
            wxString message;
            const bool ok = frame->Panes().collections->ImportFile(a.value, &message);
            std::cout << "collection-import: " << message.utf8_string() << "\n";
            if (!ok) exit_code_ = 1;
            return true;
        }
        case Kind::collection_play:
            if (!frame->Panes().collections->PlayLine(std::stoul(a.value) - 1))
                return bad("--collection-play", "the collection shown has no such line");
            return true;
        case Kind::play_line:
            if (!frame->Panes().engine->PlayLine(static_cast<std::size_t>(std::stoi(a.value) - 1)))
                return bad("--play-line", "the engine panel lists no such line");
            return true;
        case Kind::games_height:
            frame->Commands().layout->SetGamesHeight(std::stoi(a.value));
            return true;
        case Kind::new_game:
            frame->ProcessCommand(a.value == "dama"      ? cmd_new_dama_game
                                  : a.value == "turkish" ? cmd_new_turkish_game
                                                         : cmd_new_dhama_game);
            return true;
    }
    return true;
}

bool Automation::PrepareStandings(MainFrame* frame) {
    if (!options_.standings) return true;
    StandingsFrame* standings = frame->Commands().players->OpenStandings();
    if (!standings->ChooseEvent(*options_.standings)) {
        std::cerr << "damascope: --standings: no game in the database has the event '"
                  << *options_.standings << "'\n";
        return Fail(2);
    }
    if (options_.standings_points == "classic") standings->ChooseScale(app::PointsScale::classic);
    if (options_.standings_html && !standings->SaveHtml(*options_.standings_html)) return Fail(1);
    standings->SetSize(0, 0, std::min(options_.width, 1100), std::min(options_.height, 700));
    standings->Show();
    standings_ = standings;
    return true;
}

bool Automation::PreparePlayers(MainFrame* frame) {
    if (!options_.players && !options_.players_sort && !options_.players_games) return true;
    PlayersFrame* players = frame->Commands().players->OpenPlayers();
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

bool Automation::PrepareTraining(MainFrame* frame) {
    if (!options_.training) return true;
    TrainingFrame* training = OpenTraining(frame, frame->Document().database_path());
    if (training == nullptr) return Fail(1);
    if (!training->ChoosePlayer(*options_.training == "all" ? "" : *options_.training)) {
        std::cerr << "damascope: --training: no exercise is of a player named '"
                  << *options_.training << "'\n";
        return Fail(2);
    }
    training->SetSize(0, 0, std::min(options_.width, 960), std::min(options_.height, 640));
    for (const std::string& click : options_.training_clicks) {
        const auto sq = core::parse_square(training->Board()->Position().variant(), click);
        if (!sq) {
            std::cerr << "damascope: --training-click " << click
                      << ": not a square of this board\n";
            return Fail(2);
        }
        training->Board()->ClickSquare(*sq);
    }
    training_ = training;
    return true;
}

}  // namespace damascope::gui
