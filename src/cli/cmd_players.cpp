// damascope-cli players --db DB [--json] [--variant V] [--sort points|rating|name]
// damascope-cli players merge --db DB --into NAME NAME...
// damascope-cli players unmerge --db DB NAME...
// damascope-cli players suggest --db DB [--json]
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "app/player_names.hpp"
#include "app/players.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct PlayersOptions {
    std::string db;
    bool json = false;
    std::optional<core::Variant> variant;
    std::string sort = "points";
    // players merge / unmerge / suggest
    CLI::App* merge = nullptr;
    CLI::App* unmerge = nullptr;
    CLI::App* suggest = nullptr;
    std::string sub_db, into;
    std::vector<std::string> names;
    bool sub_json = false;
};

std::optional<long long> rounded(const std::optional<double>& rating) {
    if (!rating) return std::nullopt;
    return std::llround(*rating);
}

Json player_json(const app::PlayerStanding& p) {
    Json badges = Json::array();
    for (const auto& b : p.badges)
        badges.push_back({{"name", b.name}, {"date", b.date.empty() ? Json() : Json(b.date)}});
    const auto rating = rounded(p.rating);
    return {{"name", p.name},
            {"games", p.games},
            {"wins", p.wins},
            {"draws", p.draws},
            {"losses", p.losses},
            {"points", p.points},
            {"rating", rating ? Json(*rating) : Json()},
            {"badges", badges}};
}

std::string or_dash(const std::optional<long long>& n) {
    return n ? std::to_string(*n) : std::string("-");
}

int run_table(const PlayersOptions& o) {
    auto db = database::GameDatabase::open_existing(o.db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    app::PlayersFilter filter;
    filter.variant = o.variant;
    auto table = app::load_players(*db, filter);
    if (!table) {
        error("{}", table.error());
        return 1;
    }
    const auto order = o.sort == "rating" ? app::PlayerOrder::rating
                       : o.sort == "name" ? app::PlayerOrder::name
                                          : app::PlayerOrder::points;
    app::sort_players(table.value().players, order);
    if (table->unknown_modes > 0)
        warning(
            "{} games have a Mode tag that is not computer, local, online or otb (game {}: "
            "'{}'); they are counted",
            table->unknown_modes, table->first_unknown_mode_game, table->first_unknown_mode);
    if (o.json) {
        Json list = Json::array();
        for (const auto& p : table->players) list.push_back(player_json(p));
        print_json(list);
        return 0;
    }
    out("{:<28} {:>5} {:>5} {:>5} {:>5} {:>7} {:>6} {:>5} {:>5}  {}\n", "name", "games", "wins",
        "draws", "losses", "points", "rating", "file", "not", "badges");
    for (const auto& p : table->players) {
        std::string badges;
        for (const auto& b : p.badges) {
            if (!badges.empty()) badges += ", ";
            badges += fmt::format("{} ({})", b.name, b.date.empty() ? "undated" : b.date);
        }
        std::optional<long long> file;
        if (p.file_rating) file = *p.file_rating;
        out("{:<28} {:>5} {:>5} {:>5} {:>6} {:>7} {:>6} {:>5} {:>5}  {}\n", p.name, p.games, p.wins,
            p.draws, p.losses, p.points, or_dash(rounded(p.rating)), or_dash(file), p.not_counted,
            badges);
    }
    out("{} players; {} games counted, {} not counted (against the computer, on one device, "
        "without a result or without two players' names)\n",
        table->players.size(), table->games_counted, table->games_not_counted);
    return 0;
}

// Every name a game has, with its games, as it counts now (merged names under the name they count
// under).
std::optional<std::vector<app::NameCount>> current_names(const database::GameDatabase& db) {
    auto table = app::load_players(db);
    if (!table) {
        error("{}", table.error());
        return std::nullopt;
    }
    std::vector<app::NameCount> names;
    for (const auto& p : table->players)
        names.push_back({p.name, static_cast<int>(p.game_ids.size())});
    return names;
}

int run_suggest(const PlayersOptions& o) {
    auto db = database::GameDatabase::open_existing(o.sub_db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto names = current_names(*db);
    if (!names) return 1;
    const auto suggestions = app::suggest_merges(*names);
    if (o.sub_json) {
        Json list = Json::array();
        for (const auto& s : suggestions) list.push_back({{"into", s.into}, {"names", s.names}});
        print_json(list);
        return 0;
    }
    for (const auto& s : suggestions) {
        std::string names_text;
        for (const auto& n : s.names) {
            if (!names_text.empty()) names_text += "; ";
            names_text += n;
        }
        out("{}  <-  {}\n", s.into, names_text);
    }
    out("{} suggestions (same surname, compatible given names); confirm one with 'damascope-cli "
        "players merge --db DB --into NAME NAME...'\n",
        suggestions.size());
    return 0;
}

int run_merge(const PlayersOptions& o) {
    auto db = database::GameDatabase::open_existing(o.sub_db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto aliases = db->player_aliases();
    if (!aliases) {
        error("{}", aliases.error());
        return 1;
    }
    std::set<std::string> merged_into;  // names other spellings count under
    for (const auto& a : *aliases) merged_into.insert(a.name);
    std::vector<std::string> names;
    for (const std::string& n : o.names) {
        if (n == o.into) {
            error(
                "players merge: '{}' is the name to merge into (--into); name the other "
                "spellings",
                n);
            return 2;
        }
        auto known = db->has_player(n);
        if (!known) {
            error("{}", known.error());
            return 1;
        }
        if (!*known && !merged_into.contains(n)) {
            error("players merge: no game in {} has a player named '{}'", o.sub_db, n);
            return 2;
        }
        if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
    if (auto r = db.value().merge_players(o.into, names); !r) {
        error("{}", r.error());
        return 1;
    }
    std::string listed;
    for (const auto& n : names) {
        if (!listed.empty()) listed += "; ";
        listed += n;
    }
    out("merged into '{}': {}\n", o.into, listed);
    return 0;
}

int run_unmerge(const PlayersOptions& o) {
    auto db = database::GameDatabase::open_existing(o.sub_db);
    if (!db) {
        error("{}", db.error());
        return 1;
    }
    auto aliases = db->player_aliases();
    if (!aliases) {
        error("{}", aliases.error());
        return 1;
    }
    for (const std::string& n : o.names) {
        const bool merged = std::any_of(aliases->begin(), aliases->end(),
                                        [&](const auto& a) { return a.alias == n; });
        if (!merged) {
            error("players unmerge: '{}' is not merged into another name", n);
            return 2;
        }
    }
    auto removed = db.value().unmerge_players(o.names);
    if (!removed) {
        error("{}", removed.error());
        return 1;
    }
    out("{} names count under their own spelling again\n", *removed);
    return 0;
}

int run_players(const PlayersOptions& o) {
    if (o.merge->parsed()) return run_merge(o);
    if (o.unmerge->parsed()) return run_unmerge(o);
    if (o.suggest->parsed()) return run_suggest(o);
    if (o.db.empty()) {
        error("players: --db is required");
        write_stderr("('damascope-cli players --help' lists its options)\n");
        return 2;
    }
    return run_table(o);
}

}  // namespace

// A player's name has a letter or another visible character: an empty or blank one would merge
// every spelling into nothing a game shows.
CLI::Validator visible_name() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            const bool blank = std::all_of(value.begin(), value.end(), [](char c) {
                return std::isspace(static_cast<unsigned char>(c)) != 0;
            });
            return blank ? "a player's name cannot be empty or only spaces" : "";
        },
        "", "name");
}

Runner setup_players(CLI::App& cmd) {
    auto o = std::make_shared<PlayersOptions>();
    // --db is checked by the runner: a subcommand takes its own.
    add_text(cmd, "--db", o->db, "the database file (a path, never an SQLite URI)", "DB");
    add_flag(cmd, "--json", o->json, "print a JSON array of players");
    add_variant(cmd, o->variant,
                "count only the games of this variant (the rating stays the one ladder's)");
    add_choice(cmd, "--sort", o->sort, {"points", "rating", "name"},
               "order the players (default points)");
    cmd.require_subcommand(0, 1);

    o->merge = cmd.add_subcommand("merge", "count spellings of a name under one name");
    add_database(*o->merge, o->sub_db);
    add_text(*o->merge, "--into", o->into, "the name to count them under", "NAME")
        ->required()
        ->check(visible_name());
    o->merge->add_option("NAME", o->names, "the other spellings, as in White or Black")
        ->required()
        ->check(visible_name())
        ->type_name("NAME");

    o->unmerge = cmd.add_subcommand("unmerge", "count merged names under their own spelling");
    add_database(*o->unmerge, o->sub_db);
    o->unmerge->add_option("NAME", o->names, "the merged spellings")->required()->type_name("NAME");

    o->suggest = cmd.add_subcommand("suggest", "list spellings that look like one player's");
    add_database(*o->suggest, o->sub_db);
    add_flag(*o->suggest, "--json", o->sub_json, "print a JSON array of suggestions");

    // The table's options do not go with a subcommand.
    for (CLI::App* sub : {o->merge, o->unmerge, o->suggest})
        sub->parse_complete_callback([sub, &cmd] {
            for (const char* option : {"--db", "--json", "--variant", "--sort"})
                if (cmd.get_option(option)->count() > 0)
                    throw CLI::ValidationError(
                        option, "is an option of the players table; 'players " + sub->get_name() +
                                    "' takes its options after its name");
        });
    return [o] { return run_players(*o); };
}

}  // namespace damascope::cli
