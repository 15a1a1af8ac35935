// Checks shared by the fuzz targets: valid text, replayed records against the rules core, and a
// byte source that hands out input in small pieces.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game_record.hpp"
#include "core/movegen.hpp"
#include "core/position.hpp"
#include "core/types.hpp"
#include "importers/game_file_reader.hpp"
#include "importers/line_reader.hpp"
#include "targets.hpp"

namespace damascope::fuzz {

// Findings kept per input: the first ones say enough, and a pathological input cannot fill memory.
inline constexpr std::size_t max_findings = 20;
void add_finding(Findings& findings, std::string finding);

// `text` as printed in a finding: bytes outside printable ASCII as \xNN, cut after `max_bytes`.
std::string escaped(std::string_view text, std::size_t max_bytes = 300);

// escaped(text) in single quotes.
std::string quoted(std::string_view text);

// A finding when `text` (described by `what`) is not valid UTF-8.
void check_utf8(Findings& findings, std::string_view what, std::string_view text);

// FNV-1a of the input: what a target samples its costlier checks by (the same input, the same
// choice, so that a finding reproduces).
std::uint64_t input_hash(std::string_view input);

// The variant a target's first input byte selects: 'd' Dama, 'h' Dhama, 't' Turkish Dama (the
// federation's rules), any other byte one of them by its value.
core::Variant variant_of_byte(unsigned char byte);

// The marks of the rules (as opposed to the engine's judgement) on a ply.
inline constexpr core::MarkSet rule_marks =
    core::Mark::missed_capture | core::Mark::longer_chain_available;
// The rule marks the importers must give a move that core::check_move judges so.
core::MarkSet expected_marks(core::MoveCheck check);

// The hash of `pos` computed afresh, piece by piece (the position keeps its hash up to date move by
// move: both must agree).
std::uint64_t fresh_hash(const core::Position& pos);

// What every game read from any input must satisfy: a reason for every skipped game, valid UTF-8
// in every text, every replayed move possible in its position with the rule marks the rules core
// gives it, a stop at the ply after the last move kept, position hashes that match the replay.
void check_read_game(Findings& findings, const importers::ReadGame& game);

// Every field of a game read, as text: two readings of one input must give the same summaries.
std::string summary(const importers::ReadGame& game);

// Findings when two readings of the same input (whole, and in pieces) differ.
void compare_readings(Findings& findings, const std::vector<importers::ReadGame>& whole,
                      const std::vector<importers::ReadGame>& pieces, std::size_t piece_size);

// Hands out at most `piece` bytes per read: a ByteSource may return fewer bytes than asked for,
// and the readers must not depend on how the input arrives.
class PieceByteSource : public importers::ByteSource {
  public:
    PieceByteSource(std::string_view text, std::size_t piece) : text_(text), piece_(piece) {}
    std::size_t read(char* buf, std::size_t n) override;

  private:
    std::string_view text_;
    std::size_t piece_;
    std::size_t pos_ = 0;
};

}  // namespace damascope::fuzz
