// Opening collections read from PDN (`damascope-cli collection import`): every game a line, each
// variation one more, stored in a database; then read back and written out as the export does.
#include <memory>

#include "app/opening_collections.hpp"
#include "checks.hpp"
#include "importers/pdn_reader.hpp"
#include "scratch_dir.hpp"

namespace damascope::fuzz {

namespace {

using database::CollectionLine;

// One database for the process: each input starts from no collection at all (see the end).
database::GameDatabase& collection_database() {
    static database::GameDatabase db = [] {
        auto opened = database::GameDatabase::open(
            (scratch_dir("collection_import") / "collections.db").string());
        if (!opened) std::abort();  // nothing to fuzz without it
        return std::move(opened).value();
    }();
    return db;
}

std::string line_text(const CollectionLine& line) {
    std::string out = line.start_fen + " |";
    for (const std::string& m : line.moves) out += " " + m;
    out += " | " + line.name + " | " + line.comment + " |";
    for (int n : line.nags) out += " $" + std::to_string(n);
    if (line.stats)
        out += " | " + std::to_string(line.stats->games) + " " +
               std::to_string(line.stats->white_wins) + " " + std::to_string(line.stats->draws) +
               " " + std::to_string(line.stats->black_wins);
    return out;
}

// A stored collection: every line replays, its texts are valid UTF-8, and written out as games
// (collection export) each reads back as the same line.
void check_collection(Findings& f, const database::GameDatabase& db,
                      const database::CollectionInfo& info) {
    const std::string where = "collection " + fuzz::quoted(info.name);
    check_utf8(f, where + " name", info.name);
    auto lines = db.collection_lines(info.id);
    if (!lines) {
        add_finding(f, where + ": its lines cannot be read: " + escaped(lines.error()));
        return;
    }
    for (const CollectionLine& line : *lines) {
        check_utf8(f, where + " line name", line.name);
        check_utf8(f, where + " line comment", line.comment);
        if (auto moves = app::line_moves(info.variant, line); !moves)
            add_finding(f, where + ": a stored line does not replay: " + escaped(line_text(line)) +
                               ": " + escaped(moves.error()));
    }
    auto records = app::collection_records(info, *lines);
    if (!records) {
        add_finding(f, where + ": cannot be written out: " + escaped(records.error()));
        return;
    }
    for (std::size_t i = 0; i < records->size(); ++i) {
        const std::vector<CollectionLine> back = app::lines_of_record((*records)[i]);
        if (back.empty() || line_text(back.front()) != line_text((*lines)[i]))
            add_finding(
                f, where + ": the line " + escaped(line_text((*lines)[i])) +
                       " written out reads back as " +
                       (back.empty() ? std::string("nothing") : escaped(line_text(back.front()))));
    }
}

}  // namespace

Findings collection_import_target(std::string_view input) {
    Findings f;
    database::GameDatabase& db = collection_database();
    importers::PdnReader reader(std::make_unique<importers::MemoryByteSource>(input), input.size());
    auto imported = app::import_collections(db, reader, "fuzz");
    if (!imported) {
        add_finding(f, "the import failed: " + escaped(imported.error()));
    } else {
        for (const std::string& p : imported->problems) check_utf8(f, "a problem", p);
        std::int64_t stored = 0;
        for (const auto& [name, outcome] : imported->collections)
            stored += outcome.added + outcome.updated;
        if (stored != imported->lines)
            add_finding(f, std::to_string(imported->lines) + " lines read, " +
                               std::to_string(stored) + " added or updated");
    }
    auto all = db.collections();
    if (!all) {
        add_finding(f, "the collections cannot be listed: " + escaped(all.error()));
        return f;
    }
    for (const database::CollectionInfo& info : *all) check_collection(f, db, info);
    // The names the collections give to games load (every named line replays).
    for (core::Variant v : {core::Variant::dama, core::Variant::dhama})
        if (auto names = app::OpeningNames::load(db, v); !names)
            add_finding(f, "opening names do not load: " + escaped(names.error()));
    for (const database::CollectionInfo& info : *all)
        if (auto gone = db.delete_collection(info.id); !gone)
            add_finding(f, "collection " + fuzz::quoted(info.name) +
                               " cannot be deleted: " + escaped(gone.error()));
    return f;
}

}  // namespace damascope::fuzz
