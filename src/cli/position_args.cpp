#include "cli/position_args.hpp"

#include "cli/output.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "core/read_moves.hpp"
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
    const core::MovesRead read = core::read_moves(*start, moves);
    if (!read.ok()) {
        const core::Position& pos = read.end;
        const std::size_t number = read.failed_number;
        const std::string& text = read.failed_text;
        switch (read.error.kind) {
            case core::MoveReadError::Kind::unreadable:
                error("--moves: move {} '{}': {}", number, text, read.error.why);
                break;
            case core::MoveReadError::Kind::illegal:
                error("--moves: move {} '{}' is not a legal move for {} in {}", number, text,
                      pos.side_to_move() == core::Color::white ? "White" : "Black",
                      core::to_fen(pos));
                break;
            case core::MoveReadError::Kind::ambiguous:
                error("--moves: move {} '{}' could be {}: write its whole path", number, text,
                      read.error.readings);
                break;
        }
        return std::nullopt;
    }
    GameSoFar game{*start, read.moves, read.end};
    return game;
}

}  // namespace damascope::cli
