#include "collection_book.hpp"

#include <span>

#include "database/game_database.hpp"
#include "database_files.hpp"
#include "export/pdn_writer.hpp"
#include "importers/game_file_reader.hpp"
#include "output_clash.hpp"

namespace damascope::app {

namespace {

const core::Error no_database{"no database is open"};

}  // namespace

bool CollectionBook::is_open_database(const std::string& path) const {
    return db_ && is_database_file(path, db_->path());
}

std::vector<CollectionInfo> CollectionBook::collections() const {
    if (!db_) return {};
    auto all = db_->collections();
    return all ? std::move(*all) : std::vector<CollectionInfo>{};
}

std::vector<CollectionLine> CollectionBook::lines(std::int64_t collection_id) const {
    if (!db_) return {};
    auto lines = db_->collection_lines(collection_id);
    return lines ? std::move(*lines) : std::vector<CollectionLine>{};
}

core::Result<database::AddLinesOutcome> CollectionBook::add_line(
    const std::string& name, core::Variant v, const std::string& start_fen,
    const std::vector<std::string>& moves) {
    if (!db_) return no_database;
    std::string text;
    for (const auto& m : moves) {
        if (!text.empty()) text += ' ';
        text += m;
    }
    auto line = parse_line(v, start_fen, text);
    if (!line) return core::Error{line.error()};
    auto info = db_->ensure_collection(name, v);
    if (!info) return core::Error{info.error()};
    return db_->add_collection_lines(info->id, {*line});
}

core::Result<BuildResult> CollectionBook::build(const std::string& name, core::Variant v,
                                                const BuildOptions& options) {
    if (!db_) return no_database;
    return build_collection(*db_, name, v, options);
}

core::Result<CollectionImport> CollectionBook::import_file(const std::string& path,
                                                           const std::string& default_name) {
    if (!db_) return no_database;
    if (is_open_database(path)) return core::Error{"this is the open database, not a game file"};
    auto reader = importers::GameFileReader::open(path);
    if (!reader) return core::Error{reader.error()};
    return import_collections(*db_, **reader, default_name);
}

core::Result<std::size_t> CollectionBook::export_file(const CollectionInfo& info,
                                                      const std::vector<CollectionLine>& lines,
                                                      const std::string& path) const {
    if (db_) {
        const ReadInput open_database = database_input(db_->path());
        if (const auto clash = output_clash(path, std::span(&open_database, 1)))
            return core::Error{"'" + path + "' is " + *clash};
    }
    auto records = collection_records(info, lines);
    if (!records) return core::Error{records.error()};
    return exporting::write_pdn_file(path, *records);
}

core::Result<bool> CollectionBook::delete_line(std::int64_t collection_id,
                                               const std::string& start_fen,
                                               const std::vector<std::string>& moves) {
    if (!db_) return no_database;
    return db_->delete_collection_line(collection_id, start_fen, moves);
}

}  // namespace damascope::app
