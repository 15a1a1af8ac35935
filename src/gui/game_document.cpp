#include "game_document.hpp"

#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::gui {

core::Result<bool> GameDocument::open_database(const std::string& path, bool must_exist) {
    auto db = must_exist ? database::GameDatabase::open_existing(path)
                         : database::GameDatabase::open(path);
    if (!db) return core::Error{db.error()};
    db_.emplace(std::move(db).value());
    game_id_ = 0;
    record_ = core::GameRecord{};
    session_ = app::GameSession{};
    analysis_.reset();
    return true;
}

core::Result<bool> GameDocument::open_game(std::int64_t id) {
    if (!db_) return core::Error{"no database is open"};
    auto g = db_->load_game(id);
    if (!g) return core::Error{g.error()};
    record_ = std::move(g).value();
    session_ = app::GameSession{record_};
    game_id_ = id;
    reload_analysis();
    return true;
}

void GameDocument::new_game(core::Variant v) {
    record_ = core::GameRecord{};
    record_.variant = v;
    record_.start = core::Position::initial(v);
    session_ = app::GameSession::from_position(record_.start);
    game_id_ = 0;
    analysis_.reset();
}

void GameDocument::reload_analysis() {
    analysis_.reset();
    if (!db_ || game_id_ == 0) return;
    auto a = db_->load_analysis(game_id_);
    if (!a || !a->has_value()) return;
    analysis_ = **a;
    const auto line = session_.main_line();
    for (const auto& p : analysis_->plies)
        if (p.marks != 0 && p.ply > 0 && static_cast<std::size_t>(p.ply) < line.size())
            session_.add_marks(line[static_cast<std::size_t>(p.ply)], p.marks);
}

std::vector<core::Square> move_path(const core::Position& before, const core::Move& m) {
    std::vector<core::Square> path{m.from};
    if (m.is_capture()) {
        auto paths = core::capture_paths(before, m);
        if (!paths.empty()) {
            for (core::Square s : paths.front().landings) path.push_back(s);
            return path;
        }
    }
    path.push_back(m.to);
    return path;
}

std::string captured_squares_text(const core::Position& before, const core::Move& m) {
    std::string text;
    for (core::Bitboard b = m.captured; b;) {
        if (!text.empty()) text += ", ";
        text += core::square_name(before.variant(), core::pop_lsb(b));
    }
    return text;
}

std::vector<core::Square> GameDocument::last_move_path() const {
    const auto cursor = session_.cursor();
    if (cursor == app::root_node) return {};
    const auto& n = session_.node(cursor);
    return move_path(session_.node(n.parent).position, n.move);
}

std::string GameDocument::title() const {
    if (game_id_ == 0) return "New game";
    // Built with append(): GCC 12 warns wrongly (-Wrestrict) about some string concatenations.
    auto name = [this](const char* tag) {
        std::string v = record_.tag(tag);
        return v.empty() ? std::string(1, '?') : v;
    };
    std::string t = name("White");
    t.append(" - ").append(name("Black"));
    const std::string event = record_.tag("Event"), date = record_.tag("Date");
    if (!event.empty() && event != "?") t.append(", ").append(event);
    if (!date.empty() && date != "?" && date != "????.??.??") t.append(", ").append(date);
    return t.append(" (").append(record_.result).append(")");
}

}  // namespace damascope::gui
