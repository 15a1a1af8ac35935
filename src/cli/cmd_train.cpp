// damascope-cli train build|list|export|import: exercises from the players' own mistakes
// (app/training.hpp), kept in the database with their review schedule, shared as PDN problem
// positions (app/training_pdn.hpp).
#include <ctime>

#include "app/exercise_schedule.hpp"
#include "app/training.hpp"
#include "app/training_pdn.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/output_args.hpp"
#include "core/variant_name.hpp"
#include "export/pdn_writer.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::cli {

namespace {

struct TrainOptions {
    std::string db, player, kind, output;
    std::vector<std::string> files;
    bool json = false;
};

std::optional<database::GameDatabase> open_db(const std::string& path, bool create) {
    auto db =
        create ? database::GameDatabase::open(path) : database::GameDatabase::open_existing(path);
    if (!db) {
        error("{}", db.error());
        return std::nullopt;
    }
    return std::move(db).value();
}

// The filter of --player and --kind; nullopt (message given, exit 2) for a player the database
// does not know.
std::optional<app::TrainingFilter> filter_of(const database::GameDatabase& db,
                                             const TrainOptions& o) {
    app::TrainingFilter f;
    if (!o.kind.empty()) f.kinds.push_back(*database::exercise_kind_from_name(o.kind));
    if (o.player.empty()) return f;
    auto known = db.has_player(o.player);
    auto aliases = db.player_aliases();
    if (!known || !aliases) {
        error("{}", !known ? known.error() : aliases.error());
        return std::nullopt;
    }
    bool merged_name = false;
    for (const auto& a : *aliases) merged_name = merged_name || a.name == o.player;
    if (!*known && !merged_name) {
        error("--player: no player named '{}' in {} (damascope-cli players lists them)", o.player,
              db.path());
        return std::nullopt;
    }
    f.player = o.player;
    return f;
}

int run_build(const TrainOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return 1;
    const auto filter = filter_of(*db, o);
    if (!filter) return 2;
    auto built = app::build_exercises(*db, *filter);
    if (!built) {
        error("train build: {}", built.error());
        return 1;
    }
    for (const auto& p : built->problems) warning("train build: {} (left out)", p);
    const auto& b = *built;
    if (o.json) {
        Json kinds = Json::object();
        for (auto k : database::all_exercise_kinds)
            kinds[std::string(database::exercise_kind_name(k))] = b.found[static_cast<int>(k)];
        print_json({{"exercises", kinds},
                    {"added", b.stored.added},
                    {"updated", b.stored.updated},
                    {"unchanged", b.stored.unchanged},
                    {"removed", b.removed},
                    {"problems", b.problems}});
        return 0;
    }
    out("{} missed captures, {} longer chains, {} blunders, {} mistakes\n", b.found[0], b.found[1],
        b.found[2], b.found[3]);
    out("{} added, {} updated, {} unchanged, {} removed\n", b.stored.added, b.stored.updated,
        b.stored.unchanged, b.removed);
    return 0;
}

int run_list(const TrainOptions& o) {
    auto db = open_db(o.db, false);
    if (!db) return 1;
    const auto filter = filter_of(*db, o);
    if (!filter) return 2;
    auto rows = app::load_exercises(*db, *filter);
    if (!rows) {
        error("train list: {}", rows.error());
        return 1;
    }
    const std::int64_t now = std::time(nullptr);
    if (o.json) {
        Json list = Json::array();
        for (const auto& r : *rows) {
            Json j = {{"id", r.id},
                      {"kind", database::exercise_kind_name(r.kind)},
                      {"variant", core::variant_name(r.variant)},
                      {"fen", r.fen},
                      {"player", r.player},
                      {"game", r.game_id ? Json(*r.game_id) : Json(nullptr)},
                      {"ply", r.ply},
                      {"played", r.played},
                      {"solutions", r.solutions},
                      {"line", r.line},
                      {"source", r.source},
                      {"box", r.schedule.box},
                      {"due", r.schedule.due},
                      {"due_now", app::is_due(r.schedule, now)},
                      {"attempts", r.schedule.attempts},
                      {"successes", r.schedule.successes}};
            if (r.score) j["score"] = *r.score;
            list.push_back(j);
        }
        print_json(list);
        return 0;
    }
    for (const auto& r : *rows)
        out("{:>5}  {:<8} {}  {}  answer {}{}\n", r.id, database::exercise_kind_name(r.kind), r.fen,
            r.player.empty() ? "-" : r.player, r.solutions.empty() ? "?" : r.solutions.front(),
            r.solutions.size() > 1 ? fmt::format(" (+{})", r.solutions.size() - 1) : "");
    for (const auto& p : app::progress_by_kind(*rows, now))
        out("{}: {} exercises, {} due, {} solved\n", database::exercise_kind_name(p.kind), p.total,
            p.due, p.solved);
    return 0;
}

int run_export(const TrainOptions& o) {
    if (output_clashes("-o", o.output, {app::database_input(o.db)})) return 2;
    auto db = open_db(o.db, false);
    if (!db) return 1;
    const auto filter = filter_of(*db, o);
    if (!filter) return 2;
    auto rows = app::load_exercises(*db, *filter);
    if (!rows) {
        error("train export: {}", rows.error());
        return 1;
    }
    std::vector<core::GameRecord> records;
    for (const auto& r : *rows) {
        auto g = app::exercise_record(r);
        if (!g) {
            warning("train export: {} (left out)", g.error());
            continue;
        }
        records.push_back(std::move(g).value());
    }
    auto written = exporting::write_pdn_file(o.output, records);
    if (!written) {
        error("train export: {}", written.error());
        return 1;
    }
    write_stderr(fmt::format("train export: {} exercises written to {}\n", *written, o.output));
    return 0;
}

int run_import(const TrainOptions& o) {
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
        auto imported = app::import_exercises(*db, **reader);
        if (!imported) {
            error("{}: {}", file, imported.error());
            return 1;
        }
        for (const auto& p : imported->problems) warning("{}: {}", file, p);
        const auto& s = imported->stored;
        write_stderr(fmt::format("{}: {} exercises added, {} updated, {} unchanged\n", file,
                                 s.added, s.updated, s.unchanged));
        if (s.added + s.updated + s.unchanged == 0) {
            error("{}: no exercise in the file: nothing imported", file);
            status = std::max(status, 2);
        }
    }
    return status;
}

void add_filter(CLI::App& cmd, TrainOptions& o) {
    add_text(cmd, "--player", o.player,
             "one player's exercises (the spellings merged under the name count)", "NAME");
    add_choice(cmd, "--kind", o.kind, {"missed", "longer", "blunder", "mistake"},
               "one kind of exercise: missed, longer, blunder or mistake");
}

}  // namespace

Runner setup_train(CLI::App& cmd) {
    auto o = std::make_shared<TrainOptions>();
    cmd.require_subcommand(1, 1);
    CLI::App* build = cmd.add_subcommand(
        "build", "build or refresh the exercises from the marks (idempotent; keeps the schedule)");
    add_database(*build, o->db);
    add_filter(*build, *o);
    add_flag(*build, "--json", o->json,
             "print {\"exercises\": {\"missed\", \"longer\", \"blunder\", \"mistake\"}, "
             "\"added\", \"updated\", \"unchanged\", \"removed\", \"problems\"}");

    CLI::App* list = cmd.add_subcommand("list", "the stored exercises and the progress per kind");
    add_database(*list, o->db);
    add_filter(*list, *o);
    add_flag(*list, "--json", o->json, "print the exercises as JSON");

    CLI::App* exp = cmd.add_subcommand(
        "export", "write the exercises as PDN problem positions ([SetUp], [FEN])");
    add_database(*exp, o->db);
    add_filter(*exp, *o);
    add_text(*exp, "-o,--output", o->output, "the PDN file to write", "FILE")->required();

    CLI::App* imp = cmd.add_subcommand("import", "read exercises from PDN problem positions");
    add_database(*imp, o->db);
    add_files(*imp, o->files, "PDN files");

    return [o, build, list, exp] {
        if (build->parsed()) return run_build(*o);
        if (list->parsed()) return run_list(*o);
        if (exp->parsed()) return run_export(*o);
        return run_import(*o);
    };
}

}  // namespace damascope::cli
