#include "cli/game_json.hpp"

#include "cli/mark_names.hpp"
#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/variant_name.hpp"
#include "database/analysis_summary.hpp"

namespace damascope::cli {

namespace {

Json arrows_json(core::Variant v, const std::vector<core::Arrow>& arrows) {
    Json list = Json::array();
    for (const auto& a : arrows)
        list.push_back({{"from", core::square_name(v, a.from)},
                        {"to", core::square_name(v, a.to)},
                        {"colour", core::mark_colour_name(a.colour)}});
    return list;
}

Json squares_json(core::Variant v, const std::vector<core::ColouredSquare>& squares) {
    Json list = Json::array();
    for (const auto& s : squares)
        list.push_back({{"square", core::square_name(v, s.square)},
                        {"colour", core::mark_colour_name(s.colour)}});
    return list;
}

// A line of moves from `pos` (plies numbered from first_ply); `analysis` for the main line only.
Json line_json(core::Position pos, int first_ply, const std::vector<core::RecordedMove>& moves,
               const std::optional<database::GameAnalysis>& analysis) {
    Json line = Json::array();
    int ply = first_ply;
    for (const auto& m : moves) {
        std::vector<Json> variations;
        for (const auto& v : m.variations)
            variations.push_back(line_json(pos, ply, v, std::nullopt));
        const database::PlyAnalysis* a = nullptr;
        if (analysis && ply < static_cast<int>(analysis->plies.size()) &&
            analysis->plies[static_cast<std::size_t>(ply)].ply == ply)
            a = &analysis->plies[static_cast<std::size_t>(ply)];
        line.push_back(move_json(pos, ply, m, a, variations));
        pos.play(m.move);
        ++ply;
    }
    return line;
}

Json side_summary_json(const database::SideSummary& s) {
    return {{"moves", s.moves},
            {"inaccuracies", s.inaccuracies},
            {"mistakes", s.mistakes},
            {"blunders", s.blunders},
            {"average_loss", s.average_loss}};
}

// The analysis summed up per side (null without one).
Json summary_json(const core::GameRecord& g,
                  const std::optional<database::GameAnalysis>& analysis) {
    if (!analysis) return nullptr;
    const database::AnalysisSummary s =
        database::summarise_analysis(*analysis, g.start.side_to_move());
    return {{"white", side_summary_json(s.white)}, {"black", side_summary_json(s.black)}};
}

// What the imports reported about the game: problems read past, and the stop.
Json problems_json(const std::vector<database::ImportProblem>& problems) {
    Json list = Json::array();
    for (const auto& p : problems)
        list.push_back({{"file", p.file},
                        {"line", p.line},
                        {"column", p.column},
                        {"kind", p.kind},
                        {"message", p.message}});
    return list;
}

}  // namespace

int load_stored_game(database::GameDatabase& db, std::int64_t id, const std::string& path,
                     core::GameRecord& out) {
    auto exists = db.has_game(id);
    if (!exists) {
        error("{}", exists.error());
        return 1;
    }
    if (!*exists) {
        error("--game: no game with id {} in '{}'", id, path);
        return 2;
    }
    auto loaded = db.load_game(id);
    if (!loaded) {
        error("{}", loaded.error());
        return 1;
    }
    out = std::move(loaded).value();
    return 0;
}

Json move_json(const core::Position& before, int ply, const core::RecordedMove& m,
               const database::PlyAnalysis* analysis, const std::vector<Json>& variations) {
    const core::Variant v = before.variant();
    const core::CommentParts comment = core::split_comment(v, m.comment);
    const core::CommentParts comment_before = core::split_comment(v, m.comment_before);
    const auto marks = static_cast<core::MarkSet>(m.marks | (analysis ? analysis->marks : 0));
    Json move = {{"ply", ply},
                 {"move", core::format_recorded_move(before, m.move)},
                 {"text", m.text},
                 {"marks", mark_names(marks)},
                 {"comment", comment.text},
                 {"comment_before", comment_before.text},
                 {"nags", m.nags},
                 {"arrows", arrows_json(v, comment.arrows)},
                 {"squares", squares_json(v, comment.squares)},
                 {"variations", variations}};
    if (analysis) {
        move["score"] = analysis->score;
        move["mate_in"] = analysis->mate_in;
        move["best"] = analysis->best;
        move["depth"] = analysis->depth;
    } else {
        move["score"] = nullptr;
        move["mate_in"] = nullptr;
        move["best"] = nullptr;
        move["depth"] = nullptr;
    }
    return move;
}

Json game_json(std::int64_t id, const core::GameRecord& g,
               const std::vector<database::ImportProblem>& problems,
               const std::optional<database::GameAnalysis>& analysis) {
    Json tags = Json::object();
    // A tag named twice keeps its first value (a JSON object names each member once).
    for (const auto& [k, v] : g.tags)
        if (!tags.contains(k)) tags[k] = v;
    Json stopped = nullptr;
    if (g.stopped) stopped = {{"ply", g.stopped->ply}, {"reason", g.stopped->reason}};
    const core::CommentParts comment = core::split_comment(g.variant, g.comment);
    Json analysed = nullptr;
    if (analysis) analysed = {{"engine", analysis->engine}, {"depth", analysis->depth}};
    return {{"id", id},
            {"variant", core::variant_name(g.variant)},
            {"tags", std::move(tags)},
            {"start_fen", core::to_fen(g.start)},
            {"result", g.result},
            {"comment", comment.text},
            {"arrows", arrows_json(g.variant, comment.arrows)},
            {"squares", squares_json(g.variant, comment.squares)},
            {"analysis", std::move(analysed)},
            {"summary", summary_json(g, analysis)},
            {"moves", line_json(g.start, 1, g.moves, analysis)},
            {"stopped", std::move(stopped)},
            {"damaged", g.damaged},
            {"problems", problems_json(problems)}};
}

Json main_line_move_json(const core::GameRecord& g, int ply,
                         const std::optional<database::GameAnalysis>& analysis) {
    core::Position pos = g.start;
    for (int i = 1; i < ply; ++i) pos.play(g.moves[static_cast<std::size_t>(i - 1)].move);
    const core::RecordedMove& m = g.moves[static_cast<std::size_t>(ply - 1)];
    std::vector<Json> variations;
    for (const auto& v : m.variations) variations.push_back(line_json(pos, ply, v, std::nullopt));
    const database::PlyAnalysis* a = nullptr;
    if (analysis && ply < static_cast<int>(analysis->plies.size()))
        a = &analysis->plies[static_cast<std::size_t>(ply)];
    return move_json(pos, ply, m, a, variations);
}

}  // namespace damascope::cli
