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

// PDN text through the whole streaming reader (decoding, tokenizer, parser, replay), read twice
// with different read sizes: both readings must agree.
Findings pdn_reader_target(std::string_view input);
// First byte: the variant (see variant_of_byte); the rest: a FEN.
Findings fen_target(std::string_view input);
// First byte: the variant; then a FEN up to the first line end (empty or unreadable: the start
// position); then move texts separated by spaces, resolved and played one after the other.
Findings move_target(std::string_view input);
// A CSV board log (AUTO,TIME,BOARD) through the streaming reader, read twice as for PDN.
Findings csv_board_log_target(std::string_view input);

struct Target {
    const char* name;  // the folder name under corpus/ and regressions/
    Findings (*run)(std::string_view input);
};
inline constexpr Target all_targets[] = {{"pdn_reader", pdn_reader_target},
                                         {"fen", fen_target},
                                         {"move", move_target},
                                         {"csv_board_log", csv_board_log_target}};

}  // namespace damascope::fuzz
