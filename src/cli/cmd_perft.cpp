// damascope-cli perft --variant dama|turkish|dhama [--fen FEN] --depth N [--divide] [--json]
#include <chrono>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/perft.hpp"

namespace damascope::cli {

namespace {

struct PerftOptions {
    PositionOptions position;
    std::optional<std::int64_t> depth;
    bool divide = false;
    bool json = false;
};

int run_perft(const PerftOptions& o) {
    const auto position = position_from(o.position);
    if (!position) return 2;
    const core::Position pos = *position;
    const int d = static_cast<int>(*o.depth);
    const auto start = std::chrono::steady_clock::now();

    Json json = Json::object();
    std::uint64_t total = 0;
    if (o.divide && d >= 1) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        Json divide = Json::array();
        for (const auto& [move, count] : core::perft_divide(pos, d)) {
            const std::string text = core::format_move(pos, move, legal);
            if (o.json) {
                divide.push_back({{"move", text}, {"nodes", count}});
            } else {
                out("{} {}\n", text, count);
            }
            total += count;
        }
        if (o.json) json["divide"] = std::move(divide);
    } else {
        total = core::perft(pos, d);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (o.json) {
        json["depth"] = d;
        json["nodes"] = total;
        json["seconds"] = seconds;
        print_json(json);
    } else {
        write_stderr(fmt::format("{:.3f} s, {:.1f} M leaves/s\n", seconds,
                                 seconds > 0 ? static_cast<double>(total) / seconds / 1e6 : 0.0));
        out("nodes {}\n", total);
    }
    return 0;
}

}  // namespace

Runner setup_perft(CLI::App& cmd) {
    auto o = std::make_shared<PerftOptions>();
    add_position(cmd, o->position);
    add_integer(cmd, "--depth", o->depth, 0, 30, "plies to count")->required();
    add_flag(cmd, "--divide", o->divide, "first print each root move with its count");
    add_flag(cmd, "--json", o->json, "print {\"divide\", \"depth\", \"nodes\", \"seconds\"}");
    return [o] { return run_perft(*o); };
}

}  // namespace damascope::cli
