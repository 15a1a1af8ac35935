// The FEN parser (FEN tags, /FEN/ setup comments, the CLI's --fen): whatever it accepts must be a
// position the rules core can work with and write back.
#include <algorithm>

#include "checks.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"

namespace damascope::fuzz {

namespace {

// What must hold for any position the parser accepted.
void check_position(Findings& f, const core::Position& pos) {
    const std::string fen = core::to_fen(pos);
    if (pos.occupied() & ~core::playable_squares(pos.variant()))
        add_finding(f, "pieces off the board of the variant in " + fen);
    auto back = core::parse_fen(pos.variant(), fen);
    if (!back) {
        add_finding(f, "the parser rejects its own FEN " + fen + ": " + escaped(back.error()));
        return;
    }
    if (!(*back == pos) || back->hash() != pos.hash())
        add_finding(f, "written and read again, " + fen + " is another position");

    core::MoveList legal;
    core::generate_legal(pos, legal);
    if (legal.overflowed()) add_finding(f, "more legal moves than a move list holds in " + fen);
    if (core::count_legal(pos) != legal.size())
        add_finding(f, "count_legal differs from the moves generated in " + fen);
    const bool any_capture =
        std::any_of(legal.begin(), legal.end(), [](const core::Move& m) { return m.is_capture(); });
    if (core::has_capture(pos) != any_capture)
        add_finding(f, "has_capture disagrees with the legal moves in " + fen);
    const std::vector<core::PossibleMove> possible = core::generate_possible(pos);
    for (const core::Move& m : legal) {
        const std::string text = core::format_move_full(pos, m);
        if (std::none_of(possible.begin(), possible.end(),
                         [&](const core::PossibleMove& p) { return p.move == m; }))
            add_finding(f, "legal move " + text + " is not among the possible moves in " + fen);
        const core::MoveCheck check = core::check_move(pos, m);
        if (check != core::MoveCheck::legal && check != core::MoveCheck::legal_shorter_capture)
            add_finding(f, "check_move does not call the legal move " + text + " legal in " + fen);
        core::Position next = pos;
        next.play(m);
        if (fresh_hash(next) != next.hash())
            add_finding(f, "after " + text + " from " + fen + " the hash differs from a fresh one");
    }
}

}  // namespace

Findings fen_target(std::string_view input) {
    Findings findings;
    if (input.empty()) return findings;
    const core::Variant v = variant_of_byte(static_cast<unsigned char>(input.front()));
    const std::string_view text = input.substr(1);
    auto pos = core::parse_fen(v, text);
    if (!pos) {
        if (pos.error().empty()) add_finding(findings, "a FEN rejected without a reason");
        // Given valid UTF-8, the message quoting it must be valid UTF-8 too.
        if (importers::is_valid_utf8(text)) check_utf8(findings, "FEN error", pos.error());
        return findings;
    }
    if (pos->variant() != v) add_finding(findings, "a FEN read as another variant");
    check_position(findings, *pos);
    return findings;
}

}  // namespace damascope::fuzz
