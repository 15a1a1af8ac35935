#include "cli/position_args.hpp"

#include "cli/output.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "core/variant_name.hpp"

namespace damascope::cli {

CLI::Option* add_variant(CLI::App& cmd, std::optional<core::Variant>& target,
                         const std::string& help) {
    CLI::Validator known(
        [](std::string& value) -> std::string {
            if (core::parse_variant(value)) return "";
            return fmt::format("unknown variant '{}' (expected {})", value, core::variant_choices);
        },
        "", "variant");
    return cmd
        .add_option_function<std::string>(
            "--variant", [&target](const std::string& name) { target = core::parse_variant(name); },
            help)
        ->multi_option_policy(CLI::MultiOptionPolicy::Throw)
        ->check(known)
        ->type_name("dama|turkish|dhama");
}

void add_position(CLI::App& cmd, PositionOptions& target) {
    add_variant(cmd, target.variant,
                "the game and its rules: dama (Arab rules), turkish (Dama under the Turkish "
                "federation's rules) or dhama")
        ->required();
    add_text(cmd, "--fen", target.fen, "the position (default: the start position)", "FEN");
}

std::optional<core::Position> position_from(const PositionOptions& options) {
    if (options.fen.empty()) return core::Position::initial(*options.variant);
    auto r = core::parse_fen(*options.variant, options.fen);
    if (!r) {
        error("--fen: bad FEN: {}", r.error());
        return std::nullopt;
    }
    return r.value();
}

void add_moves(CLI::App& cmd, std::string& target) {
    add_text(cmd, "--moves", target,
             "moves played from the position, e.g. \"c3-c4 f6-f5\" (the game so far: the "
             "Turkish federation's repetition draw needs it)",
             "\"MOVE...\"");
}

std::optional<GameSoFar> game_from(const PositionOptions& options, const std::string& moves) {
    const auto start = position_from(options);
    if (!start) return std::nullopt;
    GameSoFar game{*start, {}, *start};
    std::size_t number = 0;
    std::size_t i = 0;
    while (i < moves.size()) {
        const std::size_t begin = moves.find_first_not_of(" \t\n", i);
        if (begin == std::string::npos) break;
        const std::size_t end = std::min(moves.find_first_of(" \t\n", begin), moves.size());
        const std::string text = moves.substr(begin, end - begin);
        i = end;
        ++number;
        const core::Position& pos = game.now;
        const auto written = core::parse_written_move(pos.variant(), text);
        if (!written) {
            error("--moves: move {} '{}': {}", number, text, written.error());
            return std::nullopt;
        }
        core::MoveList legal;
        core::generate_legal(pos, legal);
        const auto found = core::match_written_move(
            pos, written.value(), std::span<const core::Move>(legal.begin(), legal.size()));
        if (found.size() != 1) {
            std::string readings;
            for (const core::Move& m : found)
                readings += (readings.empty() ? "" : " or ") + core::format_move_full(pos, m);
            if (found.empty()) {
                error("--moves: move {} '{}' is not a legal move for {} in {}", number, text,
                      pos.side_to_move() == core::Color::white ? "White" : "Black",
                      core::to_fen(pos));
            } else {
                error("--moves: move {} '{}' could be {}: write its whole path", number, text,
                      readings);
            }
            return std::nullopt;
        }
        game.moves.push_back(found.front());
        game.now.play(found.front());
    }
    return game;
}

}  // namespace damascope::cli
