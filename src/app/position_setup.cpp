#include "position_setup.hpp"

#include <algorithm>

#include "core/fen.hpp"
#include "core/notation.hpp"
#include "ui_text.hpp"

namespace damascope::app {

namespace {

// The other game's rule set a FEN may be written for: Dama's squares or Dhama's numbers.
core::Variant other_game(core::Variant v) {
    return core::is_dama_family(v) ? core::Variant::dhama : core::Variant::dama;
}

core::Result<core::Position> read_fen_for(std::string_view text, core::Variant preferred) {
    auto pos = core::parse_fen(preferred, text);
    if (pos) return pos;
    auto other = core::parse_fen(other_game(preferred), text);
    if (other) return other;
    return core::Error{text_format(tr("Not a FEN: %s"), pos.error())};
}

}  // namespace

PositionSetup::PositionSetup(core::Variant v) : variant_(v), side_(core::first_mover(v)) {
    load(core::Position::initial(v));
}

PositionSetup PositionSetup::from_position(const core::Position& pos) {
    PositionSetup s(pos.variant());
    s.load(pos);
    return s;
}

void PositionSetup::load(const core::Position& pos) {
    variant_ = pos.variant();
    side_ = pos.side_to_move();
    for (core::Square sq = 0; sq < 64; ++sq)
        board_[static_cast<std::size_t>(sq)] = pos.piece_at(sq);
}

void PositionSetup::click(core::Square s, core::Piece tool) {
    if (s < 0 || s >= 64) return;
    auto& square = board_[static_cast<std::size_t>(s)];
    square = square == tool ? core::Piece::none : tool;
}

void PositionSetup::clear() {
    board_.fill(core::Piece::none);
}

void PositionSetup::start() {
    load(core::Position::initial(variant_));
}

std::string PositionSetup::fen() const {
    core::Position pos = core::Position::empty(variant_, side_);
    for (core::Square s = 0; s < 64; ++s) pos.put(s, at(s));  // off the board: ignored
    return core::to_fen(pos);
}

core::Result<bool> PositionSetup::paste_fen(std::string_view text) {
    auto pos = read_fen_for(text, variant_);
    if (!pos) return core::Error{pos.error()};
    const core::Variant keep = variant_;
    load(*pos);
    // Between Dama's two rule sets the FEN cannot tell: the chosen one stays.
    if (core::is_dama_family(keep) && core::is_dama_family(variant_)) variant_ = keep;
    return true;
}

std::string PositionSetup::problem() const {
    auto p = core::find_setup_problem(variant_, board_);
    return p ? setup_problem_text(variant_, *p) : std::string{};
}

core::Result<core::Position> PositionSetup::position() const {
    if (auto why = problem(); !why.empty()) return core::Error{why};
    core::Position pos = core::Position::empty(variant_, side_);
    for (core::Square s = 0; s < 64; ++s) pos.put(s, at(s));
    return pos;
}

PiecePattern PositionSetup::pattern() const {
    PiecePattern p;
    p.variant = variant_;
    for (core::Square s = 0; s < 64; ++s) {
        const core::Piece piece = at(s);
        if (piece == core::Piece::none || !(core::playable_squares(variant_) & core::bit(s)))
            continue;
        const int c = core::index_of(core::color_of(piece));
        (core::is_king(piece) ? p.kings : p.men)[c] |= core::bit(s);
    }
    return p;
}

std::string PositionSetup::search_problem() const {
    auto p = core::find_setup_problem(variant_, board_);
    if (!p) return {};
    if (p->fault != core::SetupFault::no_pieces) return setup_problem_text(variant_, *p);
    const bool empty = std::all_of(board_.begin(), board_.end(),
                                   [](core::Piece piece) { return piece == core::Piece::none; });
    return empty ? tr("Put some pieces on the board to search for.") : std::string{};
}

std::string setup_problem_text(core::Variant v, const core::SetupProblem& p) {
    const bool white = p.color == core::Color::white;
    // A light square has no Dhama name: it is named as Dama names it.
    const std::string square =
        p.square == core::no_square
            ? std::string{}
            : core::square_name(p.fault == core::SetupFault::light_square ? core::Variant::dama : v,
                                p.square);
    switch (p.fault) {
        case core::SetupFault::light_square:
            return text_format(white ? tr("White's piece on %s stands on a light square: Dhama is "
                                          "played on the dark squares only.")
                                     : tr("Black's piece on %s stands on a light square: Dhama is "
                                          "played on the dark squares only."),
                               square);
        case core::SetupFault::man_on_last_rank:
            return text_format(white ? tr("White's man on %s stands on the row where it is "
                                          "promoted: it would be a king.")
                                     : tr("Black's man on %s stands on the row where it is "
                                          "promoted: it would be a king."),
                               square);
        case core::SetupFault::man_on_own_back_rank:
            return text_format(white ? tr("White's man on %s stands on White's first row: Dama "
                                          "men start on the second and third rows and never "
                                          "move back.")
                                     : tr("Black's man on %s stands on Black's first row: Dama "
                                          "men start on the second and third rows and never "
                                          "move back."),
                               square);
        case core::SetupFault::too_many_pieces:
            return text_format(
                white ? tr("White has more than %d pieces.") : tr("Black has more than %d pieces."),
                core::starting_pieces(v));
        case core::SetupFault::no_pieces:
            return white ? tr("White has no pieces: the game would be over.")
                         : tr("Black has no pieces: the game would be over.");
    }
    return {};
}

core::Result<core::Position> read_setup_fen(std::string_view text, core::Variant preferred) {
    auto pos = read_fen_for(text, preferred);
    if (!pos) return pos;
    core::Position p = *pos;
    if (core::is_dama_family(preferred) && core::is_dama_family(p.variant()))
        p = p.with_variant(preferred);
    if (auto problem = core::find_setup_problem(p))
        return core::Error{setup_problem_text(p.variant(), *problem)};
    return p;
}

core::Result<PiecesFound> search_pieces(const database::GameDatabase& db,
                                        const PiecePattern& pattern,
                                        const database::GameFilter& filter,
                                        std::size_t max_listed) {
    PieceSearchOptions options;
    options.filter = filter;
    auto hits = find_pieces(db, pattern, options);
    if (!hits) return core::Error{hits.error()};
    PiecesFound found;
    found.hits = std::move(*hits);
    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < std::min(max_listed, found.hits.size()); ++i)
        ids.push_back(found.hits[i].id);
    auto summaries = db.summaries(ids);
    if (!summaries) return core::Error{summaries.error()};
    found.listed = std::move(*summaries);
    return found;
}

}  // namespace damascope::app
