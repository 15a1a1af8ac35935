// damascope-cli perft --variant dama|dhama [--fen FEN] --depth N [--divide] [--json]
#include <fmt/core.h>

#include <chrono>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json_writer.hpp"
#include "cli/position_args.hpp"
#include "core/movegen.hpp"
#include "core/notation.hpp"
#include "core/perft.hpp"

namespace damascope::cli {

int run_perft(Args args) {
    auto parsed = ParsedArgs::parse(args, {"variant", "fen", "depth"}, {"divide", "json"});
    if (!parsed) return 2;
    bool bad = false;
    auto depth = parsed->integer("depth", 0, 30, bad);
    if (bad) return 2;
    if (!depth) {
        fmt::print(stderr, "error: perft needs --depth N\n");
        return 2;
    }
    const auto position = position_from_args(*parsed, "perft");
    if (!position) return 2;
    const core::Position pos = *position;
    const int d = static_cast<int>(*depth);
    const bool json = parsed->has("json");
    const auto start = std::chrono::steady_clock::now();

    JsonWriter out;
    if (json) out.begin_object();
    std::uint64_t total = 0;
    if (parsed->has("divide") && d >= 1) {
        core::MoveList legal;
        core::generate_legal(pos, legal);
        if (json) out.key("divide").begin_array();
        for (const auto& [move, count] : core::perft_divide(pos, d)) {
            const std::string text = core::format_move(pos, move, legal);
            if (json) {
                out.begin_object().key("move").value(text).key("nodes").value(count).end_object();
            } else {
                fmt::print("{} {}\n", text, count);
            }
            total += count;
        }
        if (json) out.end_array();
    } else {
        total = core::perft(pos, d);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        out.key("depth").value(d).key("nodes").value(total).key("seconds").value(seconds);
        out.end_object();
        fmt::print("{}\n", out.str());
    } else {
        fmt::print(stderr, "{:.3f} s, {:.1f} M leaves/s\n", seconds,
                   seconds > 0 ? static_cast<double>(total) / seconds / 1e6 : 0.0);
        fmt::print("nodes {}\n", total);
    }
    return 0;
}

}  // namespace damascope::cli
