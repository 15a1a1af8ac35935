#include "play_session.hpp"

#include <algorithm>
#include "core/fen.hpp"

#include "core/game_state.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "engine_level.hpp"
#include "game_end.hpp"

namespace damascope::app {

namespace {

void set_tag(core::GameRecord& g, const std::string& name, const std::string& value) {
    for (auto& [k, v] : g.tags)
        if (k == name) {
            v = value;
            return;
        }
    g.tags.emplace_back(name, value);
}

core::Outcome winner_outcome(core::Color c) {
    return c == core::Color::white ? core::Outcome::white_wins : core::Outcome::black_wins;
}

}  // namespace

std::string engine_player_name(int level) {
    return "damascope level " + std::to_string(engine_level(level).number);
}

std::string play_result_text(core::Variant v, core::Outcome o) {
    if (o == core::Outcome::draw) return "1/2-1/2";
    if (o == core::Outcome::ongoing) return "*";
    const core::Color winner =
        o == core::Outcome::white_wins ? core::Color::white : core::Color::black;
    return winner == core::first_mover(v) ? "1-0" : "0-1";
}

PlaySession::PlaySession(database::GameDatabase db, const PlaySetup& setup,
                         GameClock::TimeSource now)
    : db_(std::move(db)), setup_(setup), position_(setup.start), clock_(setup.clock, now) {}

core::Result<std::unique_ptr<PlaySession>> PlaySession::start(const std::string& db_path,
                                                              const PlaySetup& setup,
                                                              GameClock::TimeSource now,
                                                              const std::string& date,
                                                              const std::string& time) {
    auto db = database::GameDatabase::open_existing(db_path);
    if (!db) return core::Error{db.error()};
    std::unique_ptr<PlaySession> s(new PlaySession(std::move(db).value(), setup, std::move(now)));
    s->setup_.level = engine_level(setup.level).number;
    core::GameRecord& g = s->record_;
    const core::Variant v = setup.start.variant();
    g.variant = v;
    g.start = setup.start;
    if (!(setup.start == core::Position::initial(v))) g.start_fen = core::to_fen(setup.start);
    const bool computer = setup.mode == PlayMode::computer;
    std::string white = setup.white_name, black = setup.black_name;
    if (computer) {
        const std::string engine = engine_player_name(s->setup_.level);
        white = setup.user == core::Color::white ? setup.user_name : engine;
        black = setup.user == core::Color::white ? engine : setup.user_name;
    }
    g.tags = {{"Event", computer ? "Game against damascope" : "Game on one device"},
              {"Site", "?"},
              {"Date", date},
              {"Round", "-"},
              {"White", white},
              {"Black", black},
              {"Result", "*"},
              {"Time", time},
              // RULES.md: games against the computer and on one device give no points and move
              // no rating; the players view leaves out these two modes.
              {"Mode", computer ? "computer" : "local"}};
    if (v == core::Variant::dama) set_tag(g, "Rules", "arab");
    if (v == core::Variant::turkish) set_tag(g, "Rules", "turkish");
    if (computer) set_tag(g, "Level", std::to_string(s->setup_.level));
    set_tag(g, "TimeControl", setup.clock.tag());
    s->clock_at_.push_back(s->clock_.state());
    // Stored at the first move (then after every move): a game opened and closed without a move
    // leaves no empty game in the database.
    // The first move's clock starts now (the engine's too, when it moves first).
    s->clock_.start(s->to_move());
    s->clock_at_.back() = s->clock_.state();
    return s;
}

bool PlaySession::engine_to_move() const {
    return setup_.mode == PlayMode::computer && !over() && to_move() != setup_.user;
}

analysis::GameContext PlaySession::context() const {
    return analysis::GameContext::from_moves(setup_.start, moves_);
}

std::uint64_t PlaySession::seed() const {
    return static_cast<std::uint64_t>(game_id_) * 1'000'003ULL + moves_.size() + position_.hash();
}

core::Result<bool> PlaySession::write() {
    if (game_id_ != 0) return db_.update_game(game_id_, record_);
    // Two games started in the same second by the same players differ by their Round.
    for (int round = 1; round <= 100; ++round) {
        if (round > 1) set_tag(record_, "Round", std::to_string(round));
        std::int64_t id = 0;
        auto added = db_.add_game(record_, &id);
        if (!added) return core::Error{added.error()};
        if (*added == database::AddOutcome::added) {
            game_id_ = id;
            return true;
        }
    }
    return core::Error{"the game could not be stored: 100 stored games have its names and time"};
}

core::Result<bool> PlaySession::play(const core::Move& m) {
    if (over()) return core::Error{"the game is over"};
    core::MoveList legal_moves;
    core::generate_legal(position_, legal_moves);
    bool legal = false;
    for (std::size_t i = 0; i < legal_moves.size(); ++i)
        if (legal_moves[i] == m) legal = true;
    if (!legal) return core::Error{"not a legal move here"};
    core::RecordedMove rm;
    rm.move = m;
    rm.text = core::format_recorded_move(position_, m);
    record_.moves.push_back(rm);
    moves_.push_back(m);
    position_.play(m);
    clock_.press();
    clock_at_.push_back(clock_.state());
    const GameEnd e = rules_end(setup_.start, moves_);
    if (e.kind == GameEnd::Kind::by_rules) {
        rules_reason_ = e.reason;
        return finish(PlayEnd::rules, e.outcome, "rules");
    }
    return write();
}

bool PlaySession::can_take_back() const {
    if (over() || moves_.empty()) return false;
    if (setup_.mode == PlayMode::local) return true;
    // Against the engine: there is a move of the user's to take back.
    const core::Color first = setup_.start.side_to_move();
    const bool user_first = first == setup_.user;
    return moves_.size() >= (user_first ? 1u : 2u);
}

core::Result<bool> PlaySession::take_back() {
    if (!can_take_back()) return false;
    std::size_t plies = moves_.size() - 1;
    if (setup_.mode == PlayMode::computer) {
        // Back to a position with the user to move, the user's last move undone.
        auto mover_at = [&](std::size_t ply) {
            return ply % 2 == 0 ? setup_.start.side_to_move()
                                : core::opposite(setup_.start.side_to_move());
        };
        while (mover_at(plies) != setup_.user) --plies;
    }
    moves_.resize(plies);
    record_.moves.resize(plies);
    clock_at_.resize(plies + 1);
    rebuild_position();
    clock_.restore(clock_at_.back());
    return write();
}

void PlaySession::rebuild_position() {
    position_ = setup_.start;
    for (const core::Move& m : moves_) position_.play(m);
}

core::Result<bool> PlaySession::resign(core::Color who) {
    if (over()) return false;
    return finish(PlayEnd::resigned, winner_outcome(core::opposite(who)), "resignation");
}

core::Result<bool> PlaySession::agree_draw() {
    if (over()) return false;
    return finish(PlayEnd::draw_agreed, core::Outcome::draw, "draw agreed");
}

core::Result<bool> PlaySession::check_flag() {
    if (over()) return false;
    const auto flagged = clock_.flagged();
    if (!flagged) return false;
    auto done = finish(PlayEnd::flag, flag_outcome(position_, *flagged), "time forfeit");
    if (!done) return done;
    return true;
}

void PlaySession::abandon() {
    clock_.stop();
}

core::Result<bool> PlaySession::finish(PlayEnd how, core::Outcome outcome,
                                       const std::string& termination) {
    clock_.stop();
    end_ = how;
    record_.outcome = outcome;
    record_.result = play_result_text(record_.variant, outcome);
    set_tag(record_, "Result", record_.result);
    set_tag(record_, "Termination", termination);
    return write();
}

Millis PlaySession::engine_movetime() const {
    if (!clock_.control().enabled()) return 1500;
    const Millis left = clock_.left(to_move());
    const Millis share = left / 30 + Millis{clock_.control().increment} * 800;
    return std::clamp<Millis>(std::min(share, left / 3), 50, 10'000);
}

}  // namespace damascope::app
