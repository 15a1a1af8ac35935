// damascope-cli collection add|build|list|show|export|import|delete: opening collections kept in
// the database (app/opening_collections.hpp).
#include <fmt/ranges.h>
#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>

#include "app/opening_collections.hpp"
#include "cli/commands.hpp"
#include "cli/filter_args.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "cli/position_args.hpp"
#include "core/variant_name.hpp"
#include "export/pdn_writer.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::cli {

namespace {

struct CollectionOptions {
    std::string db, name, moves, comment, opening, fen, output;
    std::optional<core::Variant> variant;
    std::optional<std::int64_t> plies, min_games;
    database::GameFilter filter;
    std::vector<std::string> files;
    bool json = false;
};

std::atomic<bool> interrupted{false};
extern "C" void on_collection_interrupt(int) {
    interrupted.store(true);
}

std::optional<database::GameDatabase> open_db(const std::string& path, bool create) {
    auto db =
        create ? database::GameDatabase::open(path) : database::GameDatabase::open_existing(path);
    if (!db) {
        error("{}", db.error());
        return std::nullopt;
    }
    return std::move(db).value();
}

// The collection called `name`, or nullopt with a message (exit 1).
std::optional<database::CollectionInfo> existing(const database::GameDatabase& db,
                                                 const std::string& name) {
    auto found = db.find_collection(name);
    if (!found) {
        error("{}", found.error());
        return std::nullopt;
    }
    if (!*found) {
        error("no collection named '{}' in {} (collection list shows them)", name, db.path());
        return std::nullopt;
    }
    return **found;
}

// The variant of a line written as `moves`: numbers are Dhama squares, letters Dama ones.
core::Variant variant_of_moves(const std::string& moves) {
    const auto first = moves.find_first_not_of(" \t\n");
    return first != std::string::npos && std::isdigit(static_cast<unsigned char>(moves[first]))
               ? core::Variant::dhama
               : core::Variant::dama;
}

int run_add(const CollectionOptions& o) {
    if (o.moves.empty() && o.fen.empty()) {
        error("collection add: give the line with --moves \"m1 m2 ...\" (or a position: --fen)");
        return 2;
    }
    auto db = open_db(o.db, true);
    if (!db) return 1;
    auto found = db->find_collection(o.name);
    if (!found) {
        error("{}", found.error());
        return 1;
    }
    core::Variant v = o.variant ? *o.variant
                      : *found  ? (*found)->variant
                                : variant_of_moves(o.moves);
    if (*found && (*found)->variant != v) {
        error("collection add: '{}' is a {} collection, not {}", o.name,
              core::variant_name((*found)->variant), core::variant_name(v));
        return 2;
    }
    auto parsed = app::parse_line(v, o.fen, o.moves);
    if (!parsed) {
        error("collection add: --moves: {}", parsed.error());
        return 2;
    }
    database::CollectionLine line = std::move(parsed).value();
    line.comment = o.comment;
    line.name = o.opening;
    auto info = db->ensure_collection(o.name, v);
    if (!info) {
        error("{}", info.error());
        return 1;
    }
    auto stored = db->add_collection_lines(info->id, {line});
    if (!stored) {
        error("{}", stored.error());
        return 1;
    }
    write_stderr(
        fmt::format("collection '{}': line {} {} ({} lines)\n", o.name,
                    line.moves.empty() ? o.fen : fmt::format("{}", fmt::join(line.moves, " ")),
                    stored->added ? "added" : "updated", info->lines + stored->added));
    return 0;
}

// The variant to build from: --variant, the collection's, or the only one the database has.
std::optional<core::Variant> build_variant(const database::GameDatabase& db,
                                           const CollectionOptions& o) {
    if (o.filter.variant) return o.filter.variant;
    if (auto found = db.find_collection(o.name); found && *found) return (*found)->variant;
    std::optional<core::Variant> only;
    for (core::Variant v : core::all_variants) {
        database::GameFilter f;
        f.variant = v;
        auto n = db.count_games(f);
        if (!n || *n == 0) continue;
        if (only) {
            error("collection build: the database holds games of several variants: give --variant");
            return std::nullopt;
        }
        only = v;
    }
    if (!only) error("collection build: the database holds no games");
    return only;
}

int run_build(const CollectionOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return 1;
    const auto v = build_variant(*db, o);
    if (!v) return 2;
    app::BuildOptions b;
    b.plies = static_cast<int>(*o.plies);
    b.min_games = *o.min_games;
    b.filter = o.filter;
    const auto start = std::chrono::steady_clock::now();
    auto last = start;
    b.progress = [&](std::int64_t done, std::int64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last > std::chrono::milliseconds(500) || done == total) {
            write_stderr(fmt::format("collection build: {} of {} games read\n", done, total));
            last = now;
        }
        return !interrupted.load();
    };
    std::signal(SIGINT, on_collection_interrupt);
    auto built = app::build_collection(*db, o.name, *v, b);
    std::signal(SIGINT, SIG_DFL);
    if (!built) {
        error("collection build: {}", built.error());
        return 1;
    }
    if (built->cancelled) {
        write_stderr("collection build: interrupted; nothing stored\n");
        return 1;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    write_stderr(
        fmt::format("collection '{}': {} lines of up to {} plies played in at least {} of {} games "
                    "({} added, {} updated) in {:.1f} s\n",
                    o.name, built->lines, b.plies, b.min_games, built->games_read,
                    built->stored.added, built->stored.updated, seconds));
    return 0;
}

int run_list(const CollectionOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return 1;
    auto all = db->collections();
    if (!all) {
        error("{}", all.error());
        return 1;
    }
    if (o.json) {
        Json list = Json::array();
        for (const auto& c : *all)
            list.push_back({{"name", c.name},
                            {"variant", core::variant_name(c.variant)},
                            {"lines", c.lines},
                            {"created", c.created}});
        print_json(list);
        return 0;
    }
    for (const auto& c : *all)
        out("{}  ({}, {} lines, {})\n", c.name, core::variant_name(c.variant), c.lines, c.created);
    if (all->empty()) out("no collections\n");
    return 0;
}

// The collection --name of --db with its lines; nullopt (message given, exit 1) when it cannot be
// read.
struct StoredCollection {
    database::CollectionInfo info;
    std::vector<database::CollectionLine> lines;
};
std::optional<StoredCollection> read_collection(const CollectionOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return std::nullopt;
    auto info = existing(*db, o.name);
    if (!info) return std::nullopt;
    auto lines = db->collection_lines(info->id);
    if (!lines) {
        error("{}", lines.error());
        return std::nullopt;
    }
    return StoredCollection{std::move(*info), std::move(lines).value()};
}

int run_show(const CollectionOptions& o) {
    const auto stored = read_collection(o);
    if (!stored) return 1;
    const auto* lines = &stored->lines;
    if (o.json) {
        Json list = Json::array();
        for (const auto& l : *lines) {
            Json j = {{"moves", fmt::format("{}", fmt::join(l.moves, " "))},
                      {"name", l.name},
                      {"comment", l.comment},
                      {"nags", l.nags}};
            if (!l.start_fen.empty()) j["fen"] = l.start_fen;
            if (l.stats) {
                j["games"] = l.stats->games;
                j["white_wins"] = l.stats->white_wins;
                j["draws"] = l.stats->draws;
                j["black_wins"] = l.stats->black_wins;
            }
            list.push_back(j);
        }
        print_json(list);
        return 0;
    }
    for (const auto& l : *lines) {
        out("{}", fmt::join(l.moves, " "));
        if (!l.name.empty()) out("  [{}]", l.name);
        if (l.stats) out("  {} games", l.stats->games);
        if (!l.comment.empty()) out("  {{{}}}", l.comment);
        out("\n");
    }
    return 0;
}

int run_export(const CollectionOptions& o) {
    if (output_clashes("-o", o.output, {app::database_input(o.db)})) return 2;
    const auto stored = read_collection(o);
    if (!stored) return 1;
    auto records = app::collection_records(stored->info, stored->lines);
    if (!records) {
        error("collection export: {}", records.error());
        return 1;
    }
    auto written = exporting::write_pdn_file(o.output, *records);
    if (!written) {
        error("collection export: {}", written.error());
        return 1;
    }
    write_stderr(
        fmt::format("collection '{}': {} lines written to {}\n", o.name, *written, o.output));
    return 0;
}

int run_import(const CollectionOptions& o) {
    if (input_clashes(o.files, o.db)) return 2;
    auto db = open_db(o.db, true);
    if (!db) return 1;
    int status = 0;
    for (const auto& file : o.files) {
        auto reader = importers::GameFileReader::open(file);
        if (!reader) {
            error("{}: {}", file, reader.error());
            status = 1;
            continue;
        }
        const std::string stem = std::filesystem::path(file).stem().string();
        auto imported = app::import_collections(*db, **reader, stem);
        if (!imported) {
            error("{}: {}", file, imported.error());
            return 1;
        }
        for (const auto& p : imported->problems) warning("{}: {}", file, p);
        for (const auto& [name, stored] : imported->collections)
            write_stderr(fmt::format("{}: collection '{}': {} lines added, {} updated\n", file,
                                     name, stored.added, stored.updated));
        if (imported->games_read == 0) {
            error("{}: no game in the file: nothing imported", file);
            status = std::max(status, 2);
        }
    }
    return status;
}

int run_delete(const CollectionOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return 1;
    const auto info = existing(*db, o.name);
    if (!info) return 1;
    if (auto r = db->delete_collection(info->id); !r) {
        error("{}", r.error());
        return 1;
    }
    write_stderr(fmt::format("collection '{}' deleted ({} lines)\n", o.name, info->lines));
    return 0;
}

}  // namespace

Runner setup_collection(CLI::App& cmd) {
    auto o = std::make_shared<CollectionOptions>();
    cmd.require_subcommand(1, 1);
    CLI::App* add = cmd.add_subcommand("add", "add a line (or update its comment and name)");
    add_database(*add, o->db);
    add_text(*add, "--name", o->name, "the collection (created if needed)", "NAME")->required();
    add_moves(*add, o->moves);
    add_text(*add, "--comment", o->comment, "a comment on the position the line reaches");
    add_text(*add, "--opening", o->opening, "the opening's name, given to games that follow it",
             "NAME");
    add_text(*add, "--fen", o->fen, "the line's start (default: the start position)", "FEN");
    add_variant(*add, o->variant,
                "dama, turkish or dhama (default: the collection's, or read "
                "from the moves: numbers are Dhama)");

    CLI::App* build = cmd.add_subcommand(
        "build", "every line up to N plies played in at least M games, with its statistics");
    add_database(*build, o->db);
    add_text(*build, "--name", o->name, "the collection (created if needed)", "NAME")->required();
    add_integer(*build, "--plies", o->plies, 1, 200, "lines of up to N plies")->required();
    add_integer(*build, "--min-games", o->min_games, 1, std::numeric_limits<std::int32_t>::max(),
                "played in at least M games")
        ->required();
    add_game_filter(*build, o->filter);

    CLI::App* list = cmd.add_subcommand("list", "the collections, with their lines");
    add_database(*list, o->db);
    add_flag(*list, "--json", o->json, "print [{\"name\", \"variant\", \"lines\", \"created\"}]");

    CLI::App* show = cmd.add_subcommand("show", "the lines of a collection");
    add_database(*show, o->db);
    add_text(*show, "--name", o->name, "the collection", "NAME")->required();
    add_flag(*show, "--json", o->json, "print the lines as JSON");

    CLI::App* exp = cmd.add_subcommand("export", "write a collection as PDN, one game per line");
    add_database(*exp, o->db);
    add_text(*exp, "--name", o->name, "the collection", "NAME")->required();
    add_text(*exp, "-o,--output", o->output, "the PDN file to write", "FILE")->required();

    CLI::App* imp = cmd.add_subcommand(
        "import", "read collections from PDN (Event names the collection; variations are lines)");
    add_database(*imp, o->db);
    add_files(*imp, o->files, "PDN files");

    CLI::App* del = cmd.add_subcommand("delete", "delete a collection and its lines");
    add_database(*del, o->db);
    add_text(*del, "--name", o->name, "the collection", "NAME")->required();

    return [o, add, build, list, show, exp, imp] {
        if (add->parsed()) return run_add(*o);
        if (build->parsed()) return run_build(*o);
        if (list->parsed()) return run_list(*o);
        if (show->parsed()) return run_show(*o);
        if (exp->parsed()) return run_export(*o);
        if (imp->parsed()) return run_import(*o);
        return run_delete(*o);
    };
}

}  // namespace damascope::cli
