// The move parser: written moves read against a position as the importer reads them (core's
// parse_written_move and match_written_move, and the importer's resolve_move with its look-ahead),
// in both games; and every legal move of the position written and read back.
#include <algorithm>

#include "checks.hpp"
#include "core/fen.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "importers/move_resolver.hpp"

namespace damascope::fuzz {

namespace {

// Moves a position cannot have more of in a sane game; bounds the work on one input.
constexpr std::size_t max_words = 400;

std::vector<importers::RawMove> split_words(std::string_view text) {
    std::vector<importers::RawMove> words;
    std::size_t i = 0;
    while (i < text.size() && words.size() < max_words) {
        if (text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' &&
               text[j] != '\r')
            ++j;
        importers::RawMove& m = words.emplace_back();
        m.text = std::string(text.substr(i, j - i));
        m.line = 2;
        m.column = static_cast<int>(i + 1);
        i = j;
    }
    return words;
}

// core's parser on its own: what it accepts has two squares or more, and matches only
// candidates that start and end where the text says.
void check_parse(Findings& f, const core::Position& pos, const std::string& text,
                 std::span<const core::Move> legal) {
    auto written = core::parse_written_move(pos.variant(), text);
    if (!written) {
        if (written.error().empty()) add_finding(f, quoted(text) + " rejected silently");
        if (importers::is_valid_utf8(text))
            check_utf8(f, "the error for " + quoted(text), written.error());
        return;
    }
    if (written->squares.size() < 2)
        add_finding(f, quoted(text) + " read with fewer than two squares");
    for (const core::Move& m : core::match_written_move(pos, *written, legal)) {
        if (std::find(legal.begin(), legal.end(), m) == legal.end() ||
            m.from != written->squares.front() || m.to != written->squares.back())
            add_finding(f,
                        quoted(text) + " matched a move it does not name in " + core::to_fen(pos));
    }
}

// Every legal move, written short and in full, reads back as itself.
void check_written_back(Findings& f, const core::Position& pos, std::span<const core::Move> legal) {
    for (const core::Move& m : legal) {
        for (const std::string& text :
             {core::format_move(pos, m, legal), core::format_move_full(pos, m)}) {
            const std::vector<importers::RawMove> line = split_words(text);
            if (line.size() != 1) {
                add_finding(f, "a legal move is written as '" + escaped(text) + "'");
                continue;
            }
            const importers::Resolution r = importers::resolve_move(pos, line, 0);
            if (!r.move || !(*r.move == m))
                add_finding(f, quoted(text) + " does not read back as itself in " +
                                   core::to_fen(pos) + ": " + escaped(r.error));
        }
    }
}

}  // namespace

Findings move_target(std::string_view input) {
    Findings findings;
    if (input.empty()) return findings;
    const core::Variant v = variant_of_byte(static_cast<unsigned char>(input.front()));
    input.remove_prefix(1);
    const std::size_t end_of_fen = std::min(input.find('\n'), input.size());
    core::Position pos = core::Position::initial(v);
    if (end_of_fen > 0) {
        if (auto fen = core::parse_fen(v, input.substr(0, end_of_fen))) pos = *fen;
    }
    std::vector<importers::RawMove> line =
        split_words(input.substr(std::min(end_of_fen + 1, input.size())));

    core::MoveList start_legal;
    core::generate_legal(pos, start_legal);
    check_written_back(findings, pos,
                       std::span<const core::Move>(start_legal.begin(), start_legal.size()));

    // The line as the importer replays it, up to the first move it cannot read.
    for (std::size_t i = 0; i < line.size(); ++i) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        check_parse(findings, pos, line[i].text,
                    std::span<const core::Move>(legal.begin(), legal.size()));
        const importers::Resolution r = importers::resolve_move(pos, line, i);
        const std::string at = quoted(line[i].text) + " in " + core::to_fen(pos);
        if (!r.move) {
            if (r.error.empty()) add_finding(findings, at + ": not read, without a reason");
            if (importers::is_valid_utf8(line[i].text))
                check_utf8(findings, "the error for " + at, r.error);
            break;
        }
        const core::MoveCheck check = core::check_move(pos, *r.move);
        if (check == core::MoveCheck::impossible) {
            add_finding(findings, at + ": read as an impossible move");
            break;
        }
        if ((r.marks & rule_marks) != expected_marks(check))
            add_finding(findings, at + ": rule marks " + std::to_string(r.marks & rule_marks) +
                                      ", the rules core says " +
                                      std::to_string(expected_marks(check)));
        pos.play(*r.move);
    }
    return findings;
}

}  // namespace damascope::fuzz
