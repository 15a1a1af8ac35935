// The engine protocol as `damascope-cli engine` speaks it: lines of commands through the same
// session, every search bounded by a node limit of the harness, so that an execution stays short.
#include <charconv>

#include "checks.hpp"
#include "cli/engine_protocol.hpp"
#include "cli/engine_session.hpp"
#include "core/fen.hpp"
#include "core/notation.hpp"
#include "core/words.hpp"

namespace damascope::fuzz {

namespace {

// Nodes a search may take: a few hundred reach depth 3 or 4, which is all the answers need.
constexpr std::uint64_t node_limit = 300;
// Lines read per input (each "go" costs up to node_limit nodes).
constexpr std::size_t max_lines = 64;

analysis::Engine& fuzz_engine() {
    static analysis::Engine engine = [] {
        analysis::EngineOptions options;
        options.hash_mb = 1;
        return analysis::Engine(options);
    }();
    return engine;
}

bool whole_number(std::string_view text, std::int64_t& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

// The move `text` names in `pos`, if it names exactly one legal move.
std::optional<core::Move> legal_move(const core::Position& pos, std::string_view text) {
    const auto written = core::parse_written_move(pos.variant(), text);
    if (!written) return std::nullopt;
    core::MoveList legal;
    core::generate_legal(pos, legal);
    const auto found = core::match_written_move(
        pos, *written, std::span<const core::Move>(legal.begin(), legal.size()));
    if (found.size() != 1) return std::nullopt;
    return found.front();
}

// "info depth D score S nodes N time MS pv M...": numbers where they belong, at most the node
// limit searched, every move of the line legal in turn.
void check_info(Findings& f, const core::Position& now, const std::string& answer) {
    const std::vector<std::string_view> w = core::words_of(answer);
    static constexpr std::string_view keys[] = {"info", "depth", "score", "nodes", "time", "pv"};
    std::int64_t numbers[4] = {};
    bool ok = w.size() >= 10;
    for (std::size_t k = 0; ok && k < 4; ++k)
        ok = w[1 + 2 * k] == keys[1 + k] && whole_number(w[2 + 2 * k], numbers[k]);
    if (!ok || w[0] != keys[0] || w[9] != keys[5]) {
        add_finding(f, "a malformed info line: " + fuzz::quoted(answer));
        return;
    }
    const auto [depth, score, nodes, time] = numbers;
    if (depth < 1 || nodes < 1 || time < 0)
        add_finding(f, "an info line with a bad number: " + fuzz::quoted(answer));
    if (static_cast<std::uint64_t>(nodes) > node_limit)
        add_finding(f, "an info line past the node limit of " + std::to_string(node_limit) + ": " +
                           fuzz::quoted(answer));
    (void)score;  // any whole number: the score is the engine's
    core::Position pos = now;
    if (w.size() == 10) add_finding(f, "an info line without its line: " + fuzz::quoted(answer));
    for (std::size_t k = 10; k < w.size(); ++k) {
        const auto m = legal_move(pos, w[k]);
        if (!m) {
            add_finding(f, "the info line's move " + fuzz::quoted(w[k]) + " is not legal in " +
                               core::to_fen(pos) + ": " + fuzz::quoted(answer));
            return;
        }
        pos.play(*m);
    }
}

// What a "go" answered: info lines, then one "bestmove" with a legal move ("none" only when
// there is none, or no position).
void check_go(Findings& f, const std::optional<cli::GameSoFar>& game,
              const std::vector<std::string>& answers) {
    if (answers.empty() || !answers.back().starts_with("bestmove ")) {
        add_finding(f, "a go answered without a bestmove line last");
        return;
    }
    const std::string best = answers.back().substr(9);
    core::MoveList legal;
    if (game) core::generate_legal(game->now, legal);
    if (best == "none") {
        if (legal.size() != 0)
            add_finding(f, "bestmove none with " + std::to_string(legal.size()) +
                               " legal moves in " + core::to_fen(game->now));
    } else if (!game || !legal_move(game->now, best)) {
        add_finding(f, "bestmove " + fuzz::quoted(best) + " is not a legal move" +
                           (game ? " in " + core::to_fen(game->now) : std::string(" (no game)")));
    }
    for (std::size_t i = 0; i + 1 < answers.size(); ++i) {
        if (!answers[i].starts_with("info "))
            add_finding(f, "a go answered " + fuzz::quoted(answers[i]) + " before its bestmove");
        else if (game)
            check_info(f, game->now, answers[i]);
    }
}

}  // namespace

Findings engine_protocol_target(std::string_view input) {
    Findings f;
    if (input.empty()) return f;
    const core::Variant v = variant_of_byte(static_cast<unsigned char>(input.front()));
    input.remove_prefix(1);
    analysis::Engine& engine = fuzz_engine();
    engine.new_game();  // each input from an empty table: what it finds reproduces
    std::vector<std::string> answers;
    cli::EngineSession session(engine, v,
                               [&answers](const std::string& a) { answers.push_back(a); });
    std::size_t lines = 0;
    while (!input.empty() && lines++ < max_lines) {
        const std::size_t end = std::min(input.find('\n'), input.size());
        std::string line(input.substr(0, end));
        input.remove_prefix(std::min(end + 1, input.size()));
        // The harness's node limit comes last, so it wins over the line's own (words after a
        // malformed limit leave the line malformed).
        cli::EngineCommand c = cli::parse_engine_command(line);
        if (c.kind == cli::EngineCommandKind::go &&
            (c.nodes == 0 || static_cast<std::uint64_t>(c.nodes) > node_limit)) {
            line += " nodes " + std::to_string(node_limit);
            c = cli::parse_engine_command(line);
        }
        answers.clear();
        const bool go_on = session.handle(line);
        for (const std::string& a : answers) {
            check_utf8(f, "an answer", a);
            if (a.find_first_of("\r\n") != std::string::npos)
                add_finding(f, "an answer of more than one line: " + fuzz::quoted(a));
        }
        switch (c.kind) {
            case cli::EngineCommandKind::go:
                // A refused go is answered all the same: the reason, then "bestmove none".
                if (!c.problem.empty()) {
                    if (answers != std::vector<std::string>{"error " + c.problem, "bestmove none"})
                        add_finding(f,
                                    "a refused go was not answered with its error and "
                                    "bestmove none");
                } else {
                    check_go(f, session.game(), answers);
                }
                break;
            case cli::EngineCommandKind::isready:
                if (answers != std::vector<std::string>{"readyok"})
                    add_finding(f, "isready answered otherwise than readyok");
                break;
            default:
                if (!answers.empty())
                    add_finding(f, "a line that is no go or isready answered " +
                                       fuzz::quoted(answers.front()));
        }
        if (!go_on) break;
    }
    return f;
}

}  // namespace damascope::fuzz
