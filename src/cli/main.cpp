// damascope-cli: one command per file (cmd_*.cpp), arguments read by command_line.cpp.
#include <fmt/core.h>

#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "database/game_database.hpp"

namespace {

using damascope::cli::Command;

constexpr Command commands[] = {
    {"perft", "count move-generation leaves (--variant, --fen, --depth, --divide)",
     damascope::cli::setup_perft},
    {"import", "import PDN/CSV game files into a database (--db DB FILE..., --rules)",
     damascope::cli::setup_import},
    {"games", "list the games of a database (--db, --player, --variant, --marks, --limit)",
     damascope::cli::setup_games},
    {"show", "show one game with its moves and marks (--db DB --game ID)",
     damascope::cli::setup_show},
    {"tags", "print or change a stored game's tags (--db DB --game ID [--set NAME=VALUE]...)",
     damascope::cli::setup_tags},
    {"delete", "delete stored games with their analysis (--db DB --game ID...)",
     damascope::cli::setup_delete},
    {"annotate",
     "comment, glyph, arrows and squares on a stored move (--db DB --game ID --ply N ...)",
     damascope::cli::setup_annotate},
    {"search",
     "search a position (--variant, --fen, --moves, --depth | --movetime | --nodes, --multipv)",
     damascope::cli::setup_search},
    {"engine",
     "play through a line protocol on stdin/stdout, for match runners (--variant, --hash, "
     "--threads)",
     damascope::cli::setup_engine},
    {"analyze", "score every position of stored games (--db DB --game ID | --all, --depth)",
     damascope::cli::setup_analyze},
    {"export",
     "export games as PDN, a position as FEN, SVG or PNG, a game as an HTML report (--db, "
     "--game | --all | filters, --format)",
     damascope::cli::setup_export},
    {"players",
     "points, ratings and badges per player (--db DB, --variant, --sort); merge, unmerge, suggest",
     damascope::cli::setup_players},
    {"standings",
     "an event's standings and crosstable (--db DB, --event TEXT | filters, --points, --json, "
     "--html -o FILE)",
     damascope::cli::setup_standings},
    {"merge-analysis", "copy the part files of analyze --shard into the database (--db DB PART...)",
     damascope::cli::setup_merge_analysis},
    {"cluster", "analyse on a Slurm cluster: cluster analyze --db DB --tasks N; cluster status",
     damascope::cli::setup_cluster},
    {"egdb",
     "endgame tables: egdb build --variant V --pieces N; egdb probe --variant V --fen FEN; egdb "
     "info",
     damascope::cli::setup_egdb},
    {"tree", "the moves played from a position, with results (--db DB, --fen | --moves, filters)",
     damascope::cli::setup_tree},
    {"find", "the games that reach a position, with the ply (--db DB, --fen | --moves, filters)",
     damascope::cli::setup_find},
    {"train", "exercises from your own mistakes: train build|list|export|import --db DB ...",
     damascope::cli::setup_train},
    {"collection",
     "opening collections: collection add|build|list|show|export|import|delete --db DB ...",
     damascope::cli::setup_collection},
    {"bench", "search fixed positions at a fixed depth: nodes, speed, signature",
     damascope::cli::setup_bench},
};

// Another program writing to the same database (the desktop app saving a comment, another import)
// is waited for, a minute unless DAMASCOPE_BUSY_WAIT says how many seconds, and the wait is said.
bool set_up_waiting_for_other_programs() {
    long seconds = 60;
    if (const char* env = std::getenv("DAMASCOPE_BUSY_WAIT"); env && *env) {
        const std::string_view text(env);
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
        if (ec != std::errc{} || end != text.data() + text.size() || seconds < 0 ||
            seconds > 86'400) {
            fmt::print(stderr,
                       "damascope-cli: DAMASCOPE_BUSY_WAIT='{}' is not a number of seconds from 0 "
                       "to 86400\n",
                       text);
            return false;
        }
    }
    damascope::database::wait_for_other_programs(
        std::chrono::seconds{seconds},
        [](const std::string& path, std::chrono::milliseconds limit) {
            fmt::print(stderr,
                       "damascope-cli: another program is writing to '{}'; waiting (up to {} s)\n",
                       path, limit.count() / 1000);
            std::fflush(stderr);
        });
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    // Under a file size limit (ulimit -f) a write then fails with EFBIG, which every writer turns
    // into "file size limit (ulimit -f) reached while writing X", instead of the kernel killing
    // the process with SIGXFSZ (exit 153) in the middle of a write.
    std::signal(SIGXFSZ, SIG_IGN);
    if (!set_up_waiting_for_other_programs()) return 2;
    return damascope::cli::run_command_line(commands, argc, argv);
}
