#include "game_end.hpp"

#include "game_session.hpp"

namespace damascope::app {

GameEnd rules_end(const core::Position& start, std::span<const core::Move> moves) {
    core::GameState state(start);
    for (const core::Move& m : moves) state.play(m);
    const core::Adjudication a = state.adjudicate();
    GameEnd end;
    if (a.outcome == core::Outcome::ongoing) return end;
    end.kind = GameEnd::Kind::by_rules;
    end.outcome = a.outcome;
    end.reason = a.reason;
    const core::Position& pos = state.position();
    end.no_pieces_left =
        a.reason == core::EndReason::no_legal_move && pos.pieces(pos.side_to_move()) == 0;
    return end;
}

GameEnd game_end(const core::Position& start, std::span<const core::Move> moves,
                 const core::GameRecord& record, bool at_record_end) {
    GameEnd end = rules_end(start, moves);
    if (!at_record_end) return end;
    end.damaged = record.damaged;
    if (end.kind == GameEnd::Kind::by_rules) {
        // A result of "*" says nothing; any other result that names another outcome disagrees.
        end.record_disagrees = record.result != "*" && record.outcome != end.outcome;
        return end;
    }
    if (record.stopped) {
        end.kind = GameEnd::Kind::stopped;
        end.stopped_ply = record.stopped->ply;
        end.stopped_reason = record.stopped->reason;
    } else if (record.outcome == core::Outcome::ongoing) {
        end.kind = GameEnd::Kind::unfinished;
    } else {
        end.kind = GameEnd::Kind::by_record;
        end.outcome = record.outcome;
    }
    return end;
}

GameEnd game_end(const GameSession& session, const core::GameRecord& record) {
    std::vector<core::Move> moves;
    for (NodeId id : session.path_to(session.cursor()))
        if (id != root_node) moves.push_back(session.node(id).move);
    const auto main = session.main_line();
    const bool at_record_end = !main.empty() && main.back() == session.cursor();
    return game_end(session.start(), moves, record, at_record_end);
}

}  // namespace damascope::app
