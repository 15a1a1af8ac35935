#include "cli/engine_session.hpp"

#include <fmt/core.h>

#include "analysis/line_format.hpp"
#include "app/engine_level.hpp"
#include "cli/engine_protocol.hpp"
#include "cli/output.hpp"

namespace damascope::cli {

namespace {

// `score` (White's view) from the view of the side to move in `pos`.
int score_for_mover(const core::Position& pos, int score) {
    return pos.side_to_move() == core::Color::white ? score : -score;
}

}  // namespace

EngineSession::EngineSession(analysis::Engine& engine, core::Variant variant, Answer answer,
                             int level)
    : engine_(engine),
      variant_(variant),
      answer_(std::move(answer)),
      level_(level),
      game_(game_from(PositionOptions{variant, ""}, "")) {}

bool EngineSession::handle(std::string_view line) {
    const EngineCommand c = parse_engine_command(line);
    switch (c.kind) {
        case EngineCommandKind::none:
            break;
        case EngineCommandKind::isready:
            answer_("readyok");
            break;
        case EngineCommandKind::newgame:
            engine_.new_game();
            break;
        case EngineCommandKind::position:
            // A bad FEN or move is reported on stderr (by game_from); the engine then has no
            // position and answers "bestmove none" until the next good one.
            if (!c.problem.empty()) {
                error("{}", c.problem);
                game_.reset();
            } else {
                game_ = game_from(PositionOptions{variant_, c.fen}, c.moves);
            }
            break;
        case EngineCommandKind::go:
            if (!c.problem.empty()) {
                // Refused, and answered all the same: a runner waiting for its bestmove must
                // not hang.
                error("{}", c.problem);
                answer_("error " + c.problem);
                answer_("bestmove none");
            } else if (game_) {
                answer_go(c.movetime_ms, c.depth, c.nodes);
            } else {
                answer_("bestmove none");
            }
            break;
        case EngineCommandKind::quit:
            return false;
        case EngineCommandKind::unknown:
            error("{}", c.problem);
            break;
    }
    return true;
}

// Searches the game's current position and answers the info lines and the best move.
void EngineSession::answer_go(std::int64_t movetime_ms, std::int64_t depth, std::int64_t nodes) {
    analysis::Limits limits;
    limits.movetime_ms = movetime_ms;
    limits.depth = static_cast<int>(depth);
    limits.nodes = static_cast<std::uint64_t>(nodes);
    if (limits.movetime_ms == 0 && limits.depth == 0 && limits.nodes == 0)
        limits.movetime_ms = 1000;
    const core::Position& pos = game_->now;
    const auto context = analysis::GameContext::from_moves(game_->start, game_->moves);
    const auto info = [&](const analysis::SearchInfo& si) {
        if (si.lines.empty()) return;
        const auto& best_line = si.lines.front();
        answer_(fmt::format("info depth {} score {} nodes {} time {} pv {}", si.depth,
                            score_for_mover(pos, best_line.score), si.nodes, si.time_ms,
                            analysis::join_moves(analysis::format_line(pos, best_line.pv))));
    };
    if (level_ > 0 && level_ < app::highest_level) {
        // A weak level: its own node limit and its choice (the go's limits are not a level's).
        const app::LevelMove m = app::play_level(engine_, pos, context, app::engine_level(level_),
                                                 limits.movetime_ms, pos.hash() ^ ++searches_);
        answer_(fmt::format("info score {}", m.score));
        const auto chosen =
            m.has_move ? analysis::format_line(pos, {&m.move, 1}) : std::vector<std::string>{};
        answer_("bestmove " + (chosen.empty() ? std::string("none") : chosen.front()));
        return;
    }
    const analysis::SearchResult r = engine_.search(pos, limits, context, info);
    const auto best =
        r.has_move ? analysis::format_line(pos, {&r.best, 1}) : std::vector<std::string>{};
    answer_("bestmove " + (best.empty() ? std::string("none") : best.front()));
}

}  // namespace damascope::cli
