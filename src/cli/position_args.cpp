#include "cli/position_args.hpp"

#include "cli/output.hpp"
#include "core/fen.hpp"
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

}  // namespace damascope::cli
