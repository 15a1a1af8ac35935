// damascope-cli delete --db DB --game ID...
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct DeleteOptions {
    std::string db;
    std::vector<std::string> games;
    bool json = false;
};

int run_delete(const DeleteOptions& o) {
    std::vector<std::int64_t> ids;
    for (const std::string& text : o.games) {
        std::int64_t id = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
        if (ec != std::errc{} || end != text.data() + text.size() || id < 1) {
            error("--game: '{}' is not a game id (a whole number from 1)", text);
            return 2;
        }
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    }
    auto opened = database::GameDatabase::open_existing(o.db);
    if (!opened) {
        error("{}", opened.error());
        return 1;
    }
    database::GameDatabase& db = opened.value();
    if (auto w = db.check_writable(); !w) {
        error("{}; no game was deleted", w.error());
        return 1;
    }
    for (const std::int64_t id : ids) {
        auto exists = db.has_game(id);
        if (!exists) {
            error("{}", exists.error());
            return 1;
        }
        if (!*exists) {
            error("--game: no game with id {} in '{}'; no game was deleted", id, o.db);
            return 2;
        }
    }
    if (auto r = db.delete_games(ids); !r) {
        error("{}; no game was deleted", r.error());
        return 1;
    }
    if (o.json) {
        print_json({{"deleted", ids}});
        return 0;
    }
    out("deleted {} game{}\n", ids.size(), ids.size() == 1 ? "" : "s");
    return 0;
}

}  // namespace

Runner setup_delete(CLI::App& cmd) {
    auto o = std::make_shared<DeleteOptions>();
    add_database(cmd, o->db);
    cmd.add_option("--game", o->games, "the ids of the games to delete (as `games` lists them)")
        ->required()
        ->expected(1, -1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->type_name("ID...");
    add_flag(cmd, "--json", o->json, "print {\"deleted\": [ID...]}");
    return [o] { return run_delete(*o); };
}

}  // namespace damascope::cli
