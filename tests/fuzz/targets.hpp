// The fuzz targets: each reads one input the way the program reads untrusted text and checks what
// must hold for any input. The same functions run under libFuzzer (clang, -DDAMASCOPE_FUZZ=ON)
// and, in the normal test build, over every file of corpus/ and regressions/ (replay_test.cpp).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::fuzz {

// What went wrong with one input: empty when every check held. A crash, a hang or a sanitizer
// report is a finding too; the harness around the target catches those.
using Findings = std::vector<std::string>;

// PDN text through the whole streaming reader (decoding, tokenizer, parser, replay), every game
// checked; small inputs and one in four others are read twice, with different read sizes, and both
// readings must agree.
Findings pdn_reader_target(std::string_view input);
// The same, every input read twice (the replay of committed inputs).
Findings pdn_reader_target_full(std::string_view input);
// First byte: the variant (see variant_of_byte); the rest: a FEN.
Findings fen_target(std::string_view input);
// First byte: the variant; then a FEN up to the first line end (empty or unreadable: the start
// position); then move texts separated by spaces, resolved and played one after the other.
Findings move_target(std::string_view input);
// A CSV board log (AUTO,TIME,BOARD) through the streaming reader, read twice as for PDN.
Findings csv_board_log_target(std::string_view input);

// Opening collections read from PDN into a database (app::import_collections), read back, written
// out as games and read again; the database is emptied after each input.
Findings collection_import_target(std::string_view input);
// First byte: the variant; then lines of the engine protocol through the session of
// `damascope-cli engine` (every search bounded by the harness's node limit), each answer checked.
Findings engine_protocol_target(std::string_view input);
// The bytes of a part file of `analyze --shard`, merged into a fresh copy of a small database:
// refused with a message (nothing written), or merged into a database that passes integrity_check.
Findings part_merge_target(std::string_view input);

struct Target {
    const char* name;  // the folder name under corpus/ and regressions/
    Findings (*run)(std::string_view input);
};
inline constexpr Target all_targets[] = {{"pdn_reader", pdn_reader_target_full},
                                         {"fen", fen_target},
                                         {"move", move_target},
                                         {"csv_board_log", csv_board_log_target},
                                         {"collection_import", collection_import_target},
                                         {"engine_protocol", engine_protocol_target},
                                         {"part_merge", part_merge_target}};

}  // namespace damascope::fuzz
