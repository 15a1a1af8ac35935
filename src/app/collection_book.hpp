// The collections pane's source (issue 12): the open database's opening collections and what the
// pane does with them: a board's line added, a collection built from the games, read from or
// written to PDN, a line deleted. No wx: the window (src/gui/collection_panel.hpp) shows and asks,
// this reads and writes (through app/opening_collections.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "opening_collections.hpp"

namespace damascope::app {

// The values the pane shows and passes back.
using CollectionInfo = database::CollectionInfo;
using CollectionLine = database::CollectionLine;

class CollectionBook {
  public:
    CollectionBook() = default;
    // The collections of `db` (nullptr: none), which must outlive the book.
    explicit CollectionBook(database::GameDatabase* db) : db_(db) {}

    bool has_database() const { return db_ != nullptr; }
    // Whether `path` is the open database (or one of its files), which is no game file.
    bool is_open_database(const std::string& path) const;
    // Every collection, by name (none when the database cannot say).
    std::vector<CollectionInfo> collections() const;
    // The lines of a collection (none when the database cannot say).
    std::vector<CollectionLine> lines(std::int64_t collection_id) const;

    // Adds a line (`start_fen` '' for the variant's start, its moves in the project's notation)
    // to the collection `name`, created if needed. `added` false: the collection had it already.
    // An error names the move that is not legal, or why it was not stored.
    core::Result<database::AddLinesOutcome> add_line(const std::string& name, core::Variant v,
                                                     const std::string& start_fen,
                                                     const std::vector<std::string>& moves);
    // app::build_collection over this database.
    core::Result<BuildResult> build(const std::string& name, core::Variant v,
                                    const BuildOptions& options);
    // Reads a PDN file into collections (app::import_collections; a game without an Event goes to
    // `default_name`). The open database itself is refused as a game file.
    core::Result<CollectionImport> import_file(const std::string& path,
                                               const std::string& default_name);
    // Writes a collection as PDN to `path` (whole or not at all; never over the database).
    // Returns the games written.
    core::Result<std::size_t> export_file(const CollectionInfo& info,
                                          const std::vector<CollectionLine>& lines,
                                          const std::string& path) const;
    // Deletes the line ending at these moves; false when they are not a line's end.
    core::Result<bool> delete_line(std::int64_t collection_id, const std::string& start_fen,
                                   const std::vector<std::string>& moves);

  private:
    database::GameDatabase* db_ = nullptr;
};

}  // namespace damascope::app
