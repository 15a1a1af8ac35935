#include "game_document.hpp"

#include <ctime>

#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/partial_date.hpp"
#include "game_texts.hpp"

namespace damascope::app {

namespace {

// Undo steps kept per game.
constexpr std::size_t history_limit = 500;

void set_tag(core::GameRecord& r, const std::string& name, const std::string& value) {
    for (auto& [k, v] : r.tags) {
        if (k == name) {
            v = value;
            return;
        }
    }
    r.tags.emplace_back(name, value);
}

// Today as PDN writes dates: "2024.05.31".
std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[16] = {};
    std::strftime(text, sizeof text, "%Y.%m.%d", &local);
    return text;
}

}  // namespace

core::Result<bool> GameDocument::open_database(const std::string& path, bool must_exist) {
    auto db = must_exist ? database::GameDatabase::open_existing(path)
                         : database::GameDatabase::open(path);
    if (!db) return core::Error{db.error()};
    db_.emplace(std::move(db).value());
    // The window waits for no longer than a moment when another program is writing: a change
    // that could not be saved stays on screen and is saved again once it has finished
    // (MainFrame::LookForOutsideChanges).
    db_->set_busy_limit(std::chrono::milliseconds{1500});
    game_id_ = 0;
    record_ = core::GameRecord{};
    session_ = GameSession{};
    analysis_.reset();
    histories_.clear();
    unsaved_ = false;
    entering_ = false;
    note_stored_state();
    return true;
}

core::Result<bool> GameDocument::open_game(std::int64_t id) {
    if (!db_) return core::Error{"no database is open"};
    auto g = db_->load_game(id);
    if (!g) return core::Error{g.error()};
    record_ = std::move(g).value();
    session_ = GameSession{record_};
    game_id_ = id;
    unsaved_ = false;
    entering_ = false;
    reload_analysis();
    stored_problem_.reset();
    if (auto problems = db_->game_problems(id); problems && !problems->empty())
        stored_problem_ = problems->front();
    note_stored_state();
    return true;
}

void GameDocument::new_game(core::Variant v) {
    record_ = core::GameRecord{};
    record_.variant = v;
    record_.start = core::Position::initial(v);
    record_.tags = {
        {"Event", "?"}, {"Date", today()}, {"White", "?"}, {"Black", "?"}, {"Result", "*"}};
    session_ = GameSession::from_position(record_.start);
    game_id_ = 0;
    analysis_.reset();
    stored_problem_.reset();
    histories_.erase(0);
    unsaved_ = false;
    entering_ = true;
    seen_game_version_.reset();
}

core::Result<bool> GameDocument::new_game_from(const core::Position& start) {
    new_game(start.variant());
    record_.start = start;
    if (!(start == core::Position::initial(start.variant())))
        record_.start_fen = core::to_fen(start);
    session_ = GameSession::from_position(record_.start);
    return save();
}

core::Result<bool> GameDocument::edit(const std::function<bool(GameSession&)>& change) {
    Snapshot before{record_, session_, true};
    if (!change(session_)) return false;
    keep_annotated_trial_lines();
    // A change of trial moves only (one deleted, reordered) is undone like any, but not written.
    before.stored = !same_moves_and_notes(session_.to_record(record_), record_);
    const bool stored = before.stored;
    push_undo(std::move(before));
    if (!stored) return true;
    return save();
}

void GameDocument::push_undo(Snapshot before) {
    History& history = histories_[game_id_];
    history.undo.push_back(std::move(before));
    if (history.undo.size() > history_limit) history.undo.erase(history.undo.begin());
    history.redo.clear();
}

core::Result<bool> GameDocument::save() {
    record_ = session_.to_record(record_);
    auto written = write();
    if (!written) {
        unsaved_ = true;
        save_error_ = written.error();
        return core::Error{written.error()};
    }
    unsaved_ = false;
    save_error_.clear();
    note_stored_state();
    // A new main line takes the stored analysis away (its scores were of other positions), and
    // with it the judgement marks it had put on the moves.
    if (analysis_) {
        auto a = db_->load_analysis(game_id_);
        if (!a || !a->has_value()) {
            analysis_.reset();
            rebuild_session(session_.cursor_moves());
        }
    }
    return true;
}

core::Result<bool> GameDocument::write() {
    if (!db_) return core::Error{"no database is open"};
    if (game_id_ != 0) return db_->update_game(game_id_, record_);
    // A new game is a game of its own even when its moves and names are another's (two new games
    // opened the same way): a Round tag tells them apart.
    for (int round = 1; round <= 1000; ++round) {
        if (round > 1) set_tag(record_, "Round", std::to_string(round));
        std::int64_t id = 0;
        auto added = db_->add_game(record_, &id);
        if (!added) return core::Error{added.error()};
        if (*added == database::AddOutcome::added) {
            auto history = histories_.extract(0);
            if (!history.empty()) {
                history.key() = id;
                histories_.insert(std::move(history));
            }
            game_id_ = id;
            return true;
        }
    }
    return core::Error{
        "the new game could not be stored: 1000 stored games have its moves and "
        "names"};
}

void GameDocument::note_stored_state() {
    if (!db_) return;
    if (auto stamp = db_->change_stamp()) seen_data_version_ = stamp->data_version;
    seen_game_version_.reset();
    if (game_id_ != 0)
        if (auto v = db_->stored_version(game_id_)) seen_game_version_ = *v;
}

core::Result<GameDocument::OutsideChanges> GameDocument::look_for_outside_changes() {
    OutsideChanges out;
    if (!db_) return out;
    auto stamp = db_->change_stamp();
    if (!stamp) return core::Error{stamp.error()};
    // data_version moves only with other connections' commits: this one's own saves do not count.
    if (stamp->data_version == seen_data_version_) return out;
    seen_data_version_ = stamp->data_version;
    out.games = true;
    if (game_id_ == 0) return out;
    auto version = db_->stored_version(game_id_);
    if (!version) return core::Error{version.error()};
    if (!version->has_value())
        out.current_game_gone = true;
    else if (*version != seen_game_version_)
        out.current_game = true;
    return out;
}

core::Result<bool> GameDocument::reload_game() {
    if (game_id_ == 0) return false;
    const auto cursor = session_.cursor_moves();
    const auto trials = session_.trial_paths();  // what is only tried stays on the board
    const auto id = game_id_;
    const bool entering = entering_;
    // Undo would put back the game as it was before the other program's change: it starts anew.
    histories_.erase(id);
    auto opened = open_game(id);
    if (!opened) return opened;
    entering_ = entering;
    session_.add_trial_paths(trials);
    session_.go_to_moves(cursor);
    return true;
}

void GameDocument::forget_stored_game() {
    histories_.erase(game_id_);
    game_id_ = 0;
    analysis_.reset();
    stored_problem_.reset();
    seen_game_version_.reset();
}

void GameDocument::rebuild_session(const std::vector<core::Move>& cursor) {
    const auto trials = session_.trial_paths();
    session_ = GameSession{record_};
    session_.add_trial_paths(trials);
    session_.go_to_moves(cursor);
}

core::Result<bool> GameDocument::restore(std::vector<Snapshot>& from, std::vector<Snapshot>& to) {
    if (from.empty()) return false;
    Snapshot target = std::move(from.back());
    from.pop_back();
    to.push_back({record_, session_, target.stored});
    record_ = std::move(target.record);
    session_ = std::move(target.session);
    session_.reset_marks();  // the analysis read again below puts back the marks that hold
    if (target.stored) {
        auto written = write();
        if (!written) {
            unsaved_ = true;
            return core::Error{written.error()};
        }
        unsaved_ = false;
    }
    reload_analysis();
    return true;
}

core::Result<bool> GameDocument::undo() {
    History& h = histories_[game_id_];
    return restore(h.undo, h.redo);
}

core::Result<bool> GameDocument::redo() {
    History& h = histories_[game_id_];
    return restore(h.redo, h.undo);
}

bool GameDocument::can_undo() const {
    auto it = histories_.find(game_id_);
    return it != histories_.end() && !it->second.undo.empty();
}

bool GameDocument::can_redo() const {
    auto it = histories_.find(game_id_);
    return it != histories_.end() && !it->second.redo.empty();
}

void GameDocument::reload_analysis() {
    analysis_.reset();
    note_stored_state();  // what is read next is what the database holds now
    if (!db_ || game_id_ == 0) return;
    auto a = db_->load_analysis(game_id_);
    if (!a || !a->has_value()) return;
    analysis_ = **a;
    const auto line = session_.main_line();
    for (const auto& p : analysis_->plies)
        if (p.marks != 0 && p.ply > 0 && static_cast<std::size_t>(p.ply) < line.size())
            session_.add_marks(line[static_cast<std::size_t>(p.ply)], p.marks);
}

bool same_moves_and_notes(const core::GameRecord& a, const core::GameRecord& b) {
    if (a.comment != b.comment || a.moves.size() != b.moves.size()) return false;
    // Compared line by line, each move with its variations.
    struct Lines {
        static bool same(const std::vector<core::RecordedMove>& x,
                         const std::vector<core::RecordedMove>& y) {
            if (x.size() != y.size()) return false;
            for (std::size_t i = 0; i < x.size(); ++i) {
                const auto &m = x[i], &n = y[i];
                if (!(m.move == n.move) || m.text != n.text || m.marks != n.marks ||
                    m.comment != n.comment || m.comment_before != n.comment_before ||
                    m.nags != n.nags || m.variations.size() != n.variations.size())
                    return false;
                for (std::size_t v = 0; v < m.variations.size(); ++v)
                    if (!same(m.variations[v], n.variations[v])) return false;
            }
            return true;
        }
    };
    return Lines::same(a.moves, b.moves);
}

std::vector<core::Square> captured_in_order(const core::Position& before, const core::Move& m) {
    // Each hop of the chain (a jump, or a dama's flight) passes over one captured piece: walked
    // square by square between its two landings.
    std::vector<core::Square> order;
    core::Bitboard left = m.captured;
    const auto paths = core::capture_paths(before, m);
    if (!paths.empty()) {
        core::Square at = m.from;
        for (core::Square landing : paths.front().landings) {
            const int df = (core::file_of(landing) > core::file_of(at)) -
                           (core::file_of(landing) < core::file_of(at));
            const int dr = (core::rank_of(landing) > core::rank_of(at)) -
                           (core::rank_of(landing) < core::rank_of(at));
            for (int f = core::file_of(at) + df, r = core::rank_of(at) + dr;
                 core::make_square(f, r) != landing; f += df, r += dr) {
                const core::Square s = core::make_square(f, r);
                if (left & core::bit(s)) {
                    order.push_back(s);
                    left &= ~core::bit(s);
                }
            }
            at = landing;
        }
    }
    while (left) order.push_back(core::pop_lsb(left));  // none, unless the path was not found
    return order;
}

std::string captured_squares_text(const core::Position& before, const core::Move& m) {
    std::string text;
    for (core::Square s : captured_in_order(before, m)) {
        if (!text.empty()) text += ", ";
        text += core::square_name(before.variant(), s);
    }
    return text;
}

std::vector<core::Square> GameDocument::last_move_path() const {
    const auto cursor = session_.cursor();
    if (cursor == root_node) return {};
    const auto& n = session_.node(cursor);
    return core::move_path(session_.node(n.parent).position, n.move);
}

std::string GameDocument::title() const {
    if (game_id_ == 0) return "New game";
    return game_title(record_);
}

}  // namespace damascope::app
