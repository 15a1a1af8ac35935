// damascope-cli tags --db DB --game ID [--set NAME=VALUE]... [--json]
#include <cstdint>
#include <string>
#include <vector>

#include "app/game_tags.hpp"
#include "cli/commands.hpp"
#include "cli/game_json.hpp"
#include "cli/output.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct TagsOptions {
    std::string db;
    std::optional<std::int64_t> game;
    std::vector<std::string> sets;
    bool json = false;
};

// A tag pair as PDN writes it: [Name "Value"], with \ and " escaped.
std::string tag_pair(const app::Tag& t) {
    std::string value;
    for (char c : t.second) {
        if (c == '"' || c == '\\') value += '\\';
        value += c;
    }
    return "[" + t.first + " \"" + value + "\"]";
}

int run_tags(const TagsOptions& o) {
    const std::int64_t id = *o.game;
    std::vector<app::Tag> changes;
    for (const std::string& text : o.sets) {
        auto change = app::parse_tag_assignment(text);
        if (!change) {
            error("--set: {}", change.error());
            return 2;
        }
        changes.push_back(std::move(change).value());
    }
    auto opened = database::GameDatabase::open_existing(o.db);
    if (!opened) {
        error("{}", opened.error());
        return 1;
    }
    database::GameDatabase& db = opened.value();
    if (!changes.empty()) {
        if (auto w = db.check_writable(); !w) {
            error("{}; no tag was changed", w.error());
            return 1;
        }
    }
    core::GameRecord g;
    if (const int code = load_stored_game(db, id, o.db, g); code != 0) return code;
    if (!changes.empty()) {
        if (auto r = app::apply_tag_changes(g, changes); !r) {
            error("--set: {}; no tag was changed", r.error());
            return 2;
        }
        if (auto r = db.update_game(id, g); !r) {
            error("{}; no tag was changed", r.error());
            return 1;
        }
    }
    const std::vector<app::Tag> tags = app::tags_for_editing(g);
    if (o.json) {
        Json list = Json::array();
        for (const auto& [name, value] : tags) list.push_back({{"name", name}, {"value", value}});
        print_json({{"id", id}, {"tags", list}});
        return 0;
    }
    for (const auto& t : tags) out("{}\n", tag_pair(t));
    return 0;
}

}  // namespace

Runner setup_tags(CLI::App& cmd) {
    auto o = std::make_shared<TagsOptions>();
    add_database(cmd, o->db);
    add_integer(cmd, "--game", o->game, 1, INT64_MAX, "the game's id (as `games` lists it)")
        ->required();
    cmd.add_option("--set", o->sets,
                   "set a tag (repeatable); an empty VALUE removes a tag that is not one of the "
                   "seven standard ones")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->type_name("NAME=VALUE");
    add_flag(cmd, "--json", o->json, "print {\"id\", \"tags\": [{\"name\", \"value\"}]}");
    return [o] { return run_tags(*o); };
}

}  // namespace damascope::cli
