// damascope-cli egdb build --variant V --pieces N [--dir DIR] | probe --variant V --fen FEN
// [--json] [--dir DIR] | info [--dir DIR] [--json]
#include <csignal>

#include "analysis/egdb/egdb.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/position_args.hpp"
#include "core/variant_name.hpp"

namespace damascope::cli {

namespace {

namespace egdb = analysis::egdb;

struct EgdbOptions {
    PositionOptions position;
    std::optional<std::int64_t> pieces;
    std::string dir;
    bool json = false;
};

std::atomic<bool> interrupted{false};
extern "C" void on_egdb_interrupt(int) {
    interrupted.store(true);
}

std::filesystem::path folder(const EgdbOptions& o) {
    return o.dir.empty() ? egdb::default_directory() : std::filesystem::path(o.dir);
}

const char* kind_name(egdb::Skipped::Kind k) {
    switch (k) {
        case egdb::Skipped::Kind::damaged:
            return "damaged";
        case egdb::Skipped::Kind::old_format:
            return "old_format";
        case egdb::Skipped::Kind::leftover:
            return "leftover";
        case egdb::Skipped::Kind::not_a_table:
            break;
    }
    return "not_a_table";
}

// Loads the tables of `v` found in the folder; the files skipped (no table, damaged, format 1,
// leftovers of a build) are named on stderr and returned.
std::vector<egdb::Skipped> load_tables(egdb::Tables& tables, const EgdbOptions& o) {
    std::vector<egdb::Skipped> problems;
    tables.load(folder(o), &problems);
    for (const auto& p : problems) warning("egdb: skipped {}", p.text());
    return problems;
}

int run_build(const EgdbOptions& o) {
    const core::Variant v = *o.position.variant;
    egdb::Tables tables(v);
    // What an interrupted build left is removed first; a damaged or old table is built again.
    for (const auto& file : tables.remove_leftovers(folder(o)))
        warning("egdb: removed {}, left by an interrupted build", file.string());
    load_tables(tables, o);  // smaller tables already built are reused
    std::signal(SIGINT, on_egdb_interrupt);
    const auto start = std::chrono::steady_clock::now();
    const bool done = tables.build(
        static_cast<int>(*o.pieces),
        [](const std::string& name) { write_stderr(fmt::format("egdb: solving {}\n", name)); },
        &interrupted);
    if (!done) {
        write_stderr("egdb: interrupted; no table written\n");
        return 1;
    }
    tables.save(folder(o));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    write_stderr(fmt::format("egdb: {} tables in {} ({:.1f} s)\n", tables.all().size(),
                             (folder(o) / std::string(core::variant_name(v))).string(), seconds));
    return 0;
}

int run_probe(const EgdbOptions& o) {
    const auto pos = position_from(o.position);
    if (!pos) return 2;
    egdb::Tables tables(pos->variant());
    const auto problems = load_tables(tables, o);
    const auto value = tables.probe(*pos);
    // The position's own table skipped (damaged...): "unknown" would hide it.
    const std::string own = egdb::material_name(egdb::material_of(*pos)) + ".egdb";
    for (const auto& p : problems) {
        if (value || p.kind == egdb::Skipped::Kind::leftover || p.file.filename() != own) continue;
        error("egdb: the table of this position cannot be used: {}", p.text());
        return 1;
    }
    const char* wdl = !value                          ? "unknown"
                      : value->wdl == egdb::Wdl::win  ? "win"
                      : value->wdl == egdb::Wdl::loss ? "loss"
                                                      : "draw";
    if (o.json) {
        Json j = {{"result", wdl}};
        if (value && value->wdl != egdb::Wdl::draw) j["plies"] = value->plies;
        print_json(j);
    } else if (!value) {
        out("unknown (no table for this material)\n");
    } else if (value->wdl == egdb::Wdl::draw) {
        out("draw\n");
    } else {
        out("{} in {} plies\n", wdl, value->plies);
    }
    return 0;
}

int run_info(const EgdbOptions& o) {
    Json list = Json::array();
    Json skipped = Json::array();
    bool unusable = false;  // a file that should be a table and is not usable
    for (core::Variant v : core::all_variants) {
        egdb::Tables tables(v);
        for (const auto& p : load_tables(tables, o)) {
            unusable = unusable || p.kind != egdb::Skipped::Kind::leftover;
            if (o.json)
                skipped.push_back(
                    {{"file", p.file.string()}, {"kind", kind_name(p.kind)}, {"why", p.why}});
            else
                out("{} {}: {}\n", kind_name(p.kind), p.file.string(), p.why);
        }
        for (const auto& [m, values] : tables.all()) {
            if (o.json) {
                list.push_back({{"variant", core::variant_name(v)},
                                {"material", egdb::material_name(m)},
                                {"positions", values.size()}});
            } else {
                out("{} {} {} positions\n", core::variant_name(v), egdb::material_name(m),
                    values.size());
            }
        }
    }
    if (o.json)
        print_json(Json{{"dir", folder(o).string()}, {"tables", list}, {"skipped", skipped}});
    return unusable ? 1 : 0;
}

}  // namespace

Runner setup_egdb(CLI::App& cmd) {
    auto o = std::make_shared<EgdbOptions>();
    cmd.require_subcommand(1, 1);
    CLI::App* build = cmd.add_subcommand("build", "solve every ending of up to N pieces");
    add_variant(*build, o->position.variant, "dama, turkish or dhama")->required();
    add_integer(*build, "--pieces", o->pieces, 2, 6, "pieces on the board at most")->required();
    add_text(*build, "--dir", o->dir, "the tables' folder (default XDG_DATA_HOME/damascope/egdb)",
             "DIR");
    CLI::App* probe = cmd.add_subcommand("probe", "the table's value of a position");
    add_position(*probe, o->position);
    add_text(*probe, "--dir", o->dir, "the tables' folder", "DIR");
    add_flag(*probe, "--json", o->json, "print {\"result\", \"plies\"}");
    CLI::App* info = cmd.add_subcommand("info", "list the tables found");
    add_text(*info, "--dir", o->dir, "the tables' folder", "DIR");
    add_flag(*info, "--json", o->json, "print {\"dir\", \"tables\": [...]}");
    return [o, build, probe] {
        if (build->parsed()) return run_build(*o);
        if (probe->parsed()) return run_probe(*o);
        return run_info(*o);
    };
}

}  // namespace damascope::cli
