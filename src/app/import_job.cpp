#include "app/import_job.hpp"

#include <algorithm>
#include <cctype>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "app/database_files.hpp"
#include "app/opening_explorer.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::app {

namespace {

// A rough size of one game in a PDN file, to tell the database how big the load will be.
constexpr std::uint64_t bytes_per_game_estimate = 400;
constexpr std::size_t games_per_batch = 256;
constexpr std::size_t max_batches_queued = 16;

// One game as the reading thread hands it over: the reader's report, and the game made ready for
// the database (its record moved out of the report) by whichever thread had time for it.
struct Item {
    importers::ReadGame read;
    std::optional<database::PreparedGame> game;
};

// What the reading thread hands to the storing thread.
struct Batch {
    std::size_t file_index = 0;
    std::vector<Item> games;
    std::string open_error;  // the file could not be opened
    bool end_of_file = false;
    std::uint64_t bytes_read = 0, file_bytes = 0;
};

void prepare_item(Item& item) {
    if (!item.read.record) return;
    item.game = database::GameDatabase::prepare_game(std::move(*item.read.record),
                                                     item.read.position_hashes);
    std::vector<std::uint64_t>().swap(item.read.position_hashes);
    item.read.record.reset();
    // Stored from the packed form (PreparedGame): the moves need not wait in the queue.
    std::vector<core::RecordedMove>().swap(item.game->record.moves);
}

// A bounded queue between one producer and one consumer; either side can stop the other.
class BatchQueue {
  public:
    // False when the consumer stopped: the producer should quit.
    bool push(Batch b) {
        std::unique_lock lock(mutex_);
        not_full_.wait(lock, [&] { return stopped_ || queue_.size() < max_batches_queued; });
        if (stopped_) return false;
        queue_.push_back(std::move(b));
        not_empty_.notify_one();
        return true;
    }
    // Nullopt once the producer finished and everything was taken.
    std::optional<Batch> pop() {
        std::unique_lock lock(mutex_);
        not_empty_.wait(lock, [&] { return finished_ || !queue_.empty(); });
        if (queue_.empty()) return std::nullopt;
        Batch b = std::move(queue_.front());
        queue_.pop_front();
        not_full_.notify_one();
        return b;
    }
    void finish() {
        std::lock_guard lock(mutex_);
        finished_ = true;
        not_empty_.notify_all();
    }
    void stop() {
        std::lock_guard lock(mutex_);
        stopped_ = true;
        not_full_.notify_all();
    }

  private:
    std::mutex mutex_;
    std::condition_variable not_full_, not_empty_;
    std::deque<Batch> queue_;
    bool finished_ = false, stopped_ = false;
};

// The reading side: parses and replays the files (the importer's work) and prepares the games for
// the database (signature, position keys, packed moves, summary columns), in batches.
void read_files(const std::vector<std::string>& files, const importers::ReadOptions& read_options,
                const std::string& database, BatchQueue& queue) {
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (is_database_file(files[i], database)) {
            Batch b;
            b.file_index = i;
            b.open_error =
                "this is the database being imported into (or its -wal, -shm or -journal file), "
                "not a game file; it was not read";
            if (!queue.push(std::move(b))) break;
            continue;
        }
        auto reader = importers::GameFileReader::open(files[i], read_options);
        if (!reader) {
            Batch b;
            b.file_index = i;
            b.open_error = reader.error();
            if (!queue.push(std::move(b))) break;
            continue;
        }
        auto& r = *reader.value();
        bool more = true;
        while (more) {
            Batch b;
            b.file_index = i;
            b.games.reserve(games_per_batch);
            while (b.games.size() < games_per_batch) {
                auto g = r.next();
                if (!g) {
                    more = false;
                    break;
                }
                // Preparing a game for the database is done here: the storing thread (inserts,
                // index runs, commits) has enough to do; measured on two cores, letting it
                // prepare the games whenever it kept up was no faster.
                Item item{std::move(*g), std::nullopt};
                prepare_item(item);
                b.games.push_back(std::move(item));
            }
            b.end_of_file = !more;
            b.bytes_read = r.bytes_read();
            b.file_bytes = r.total_bytes();
            if (!queue.push(std::move(b))) return;
        }
    }
}

// "disk full: where: what" when `error` says what kind of fault it is, else "where: error".
std::string fault_first(const std::string& where, const std::string& error) {
    const std::string_view kind = database::fault_kind(error);
    if (kind.empty()) return where + ": " + error;
    return std::string(kind) + ": " + where + ": " + error.substr(kind.size() + 2);
}

// The storing side: one file's counts, added to the stats and the import log.
class Store {
  public:
    Store(database::GameDatabase& db, const ImportOptions& options, ImportStats& stats)
        : db_(db), options_(options), stats_(stats) {}

    void start_file(const std::string& file) {
        log_ = {};
        log_.file = file;
        problems_.clear();
    }
    core::Result<bool> add(const std::string& file, Item& item) {
        prepare_item(item);
        const importers::ReadGame& read = item.read;
        if (!item.game) {
            const char* kind = read.unsupported ? "unsupported"
                               : read.junk      ? "not_a_game"
                                                : "skipped";
            ++(read.unsupported ? stats_.unsupported
               : read.junk      ? stats_.not_games
                                : stats_.skipped);
            ++(read.unsupported ? log_.unsupported : read.junk ? log_.not_games : log_.errors);
            report(file, {read.line, 0, read.skip_reason}, kind, 0);
            for (const auto& p : read.problems) report(file, p, "problem", 0);
            return true;
        }
        const core::GameRecord& g = item.game->record;
        place_ = file + ":" + std::to_string(read.line);
        std::int64_t id = 0;
        auto added = db_.add_game(*item.game, &id);
        if (!added) return core::Error{fault_first(place_, added.error())};
        if (*added == database::AddOutcome::duplicate) {
            ++stats_.duplicates;
            ++log_.duplicates;
            id = 0;  // the problems are this file's, not those of the game stored before
        } else {
            ++stats_.games_imported;
            ++log_.games_imported;
            if (item.game->marks > 0) {
                ++stats_.games_with_marks;
                ++log_.games_with_marks;
            }
            if (g.damaged) {
                ++stats_.games_damaged;
                ++log_.games_damaged;
            }
            if (g.variant == core::Variant::turkish) ++stats_.rules_turkish;
            if (g.stopped) {
                ++stats_.games_stopped;
                ++log_.games_stopped;
                report(
                    file,
                    {read.line, 0,
                     "stopped at ply " + std::to_string(g.stopped->ply) + ": " + g.stopped->reason},
                    "stopped", id);
            }
        }
        for (const auto& p : read.problems) report(file, p, "problem", id);
        if (++since_commit_ >= options_.commit_every) return commit();
        return true;
    }
    // A file that could not be read: reported, and logged with nothing imported.
    core::Result<bool> file_failed(const std::string& file, const std::string& message) {
        start_file(file);
        report(file, {0, 0, message}, "file", 0);
        return end_file();
    }
    core::Result<bool> end_file() {
        auto l = db_.log_import(log_, problems_);
        if (!l) return core::Error{fault_first("cannot log the import", l.error())};
        return true;
    }
    // Commits what was added so far.
    core::Result<bool> commit() {
        since_commit_ = 0;
        if (auto c = db_.commit_bulk(); !c)
            return core::Error{fault_first("cannot commit after " + place_, c.error())};
        committed_ = stats_.games_imported;
        committed_place_ = place_;
        return true;
    }
    // What an import that failed kept, for its message.
    std::string kept() const {
        if (committed_ == 0) return "no game of this import was stored";
        return std::to_string(committed_) +
               " games of this import were stored (every new game up to " + committed_place_ +
               "); the games after them were not: import the files again when "
               "this is solved (the stored ones are then found as duplicates)";
    }
    std::int64_t committed() const { return committed_; }

  private:
    // One thing reported: in the stats' errors and, with the file's log entry, in the database.
    void report(const std::string& file, const importers::ReadProblem& p, const char* kind,
                std::int64_t game_id) {
        stats_.errors.push_back({file, p.line, p.column, kind, p.message, game_id});
        problems_.push_back({0, game_id, file, p.line, p.column, kind, p.message});
    }

    database::GameDatabase& db_;
    const ImportOptions& options_;
    ImportStats& stats_;
    database::ImportLogEntry log_;
    std::vector<database::ImportProblem> problems_;  // the current file's, logged with it
    std::int64_t since_commit_ = 0;
    std::string place_;            // file:line of the last game stored or found
    std::int64_t committed_ = 0;   // games_imported when the last commit went through
    std::string committed_place_;  // place_ then
};

bool is_game_file(const std::filesystem::path& p) {
    std::string ext = p.extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext == ".pdn" || ext == ".csv";
}

// The paths with each folder replaced by the game files in it (see run_import); `failed`
// receives the folders that give none, with the reason.
std::vector<std::string> expand_folders(const std::vector<std::string>& paths,
                                        std::vector<std::pair<std::string, std::string>>& failed) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (!fs::is_directory(path, ec)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::string> found;
        fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied,
                                            ec);
        for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            std::error_code type_ec;
            if (it->is_regular_file(type_ec) && is_game_file(it->path()))
                found.push_back(it->path().string());
        }
        if (ec) {
            failed.emplace_back(path, "cannot read the folder '" + path + "': " + ec.message());
        } else if (found.empty()) {
            failed.emplace_back(path, "'" + path + "' is a folder with no .pdn or .csv file in it");
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

}  // namespace

core::Result<ImportStats> run_import(database::GameDatabase& db,
                                     const std::vector<std::string>& paths,
                                     const ImportOptions& options, const ImportProgressFn& progress,
                                     const std::atomic<bool>* cancel) {
    ImportStats stats;
    std::vector<std::pair<std::string, std::string>> failed_folders;
    const std::vector<std::string> files = expand_folders(paths, failed_folders);
    ImportProgress p;
    p.file_count = files.size();
    for (const auto& f : files) {
        std::error_code ec;
        const auto size = std::filesystem::file_size(f, ec);
        if (!ec) p.bytes_total += size;
    }
    auto bulk = db.begin_bulk(static_cast<std::int64_t>(p.bytes_total / bytes_per_game_estimate));
    if (!bulk) return core::Error{fault_first("cannot start the import", bulk.error())};

    // Reading (parsing and replaying) runs on its own thread, storing on this one: on two cores
    // the import takes about as long as the slower of the two instead of their sum.
    BatchQueue queue;
    std::thread reader([&] {
        read_files(files, importers::ReadOptions{options.dama_rules}, db.path(), queue);
        queue.finish();
    });
    Store store(db, options, stats);
    std::optional<core::Error> failure;
    for (const auto& [folder, message] : failed_folders) {
        ++stats.files_failed;
        if (auto r = store.file_failed(folder, message); !r && !failure)
            failure = core::Error{r.error()};
    }
    std::optional<std::size_t> current;  // index of the file being stored
    bool file_logged = true;             // the current file's counts are in the import log
    std::uint64_t bytes_before = 0;      // bytes of the files already stored
    std::int64_t last_report = 0;
    while (!failure) {
        auto batch = queue.pop();
        if (!batch) break;
        const std::string& file = files[batch->file_index];
        if (!batch->open_error.empty()) {
            ++stats.files_failed;
            if (auto r = store.file_failed(file, batch->open_error); !r) {
                failure = core::Error{r.error()};
                break;
            }
            continue;
        }
        if (current != batch->file_index) {
            current = batch->file_index;
            store.start_file(file);
            file_logged = false;
            p.file = file;
            p.file_index = batch->file_index;
        }
        for (auto& item : batch->games) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                stats.cancelled = true;
                break;
            }
            ++p.games;
            if (auto r = store.add(file, item); !r) {
                failure = core::Error{r.error()};
                break;
            }
        }
        if (stats.cancelled || failure) break;
        if (batch->end_of_file) {
            bytes_before += batch->file_bytes;
            file_logged = true;
            if (auto r = store.end_file(); !r) {
                failure = core::Error{r.error()};
                break;
            }
        }
        if (progress && p.games - last_report >= options.progress_every) {
            last_report = p.games;
            p.bytes_done = batch->end_of_file ? bytes_before : bytes_before + batch->bytes_read;
            progress(p);
        }
    }
    queue.stop();
    reader.join();
    if (stats.cancelled && !file_logged) {
        if (auto r = store.end_file(); !r) failure = core::Error{r.error()};
    }
    // The last commit; after a failure end_bulk() rolls back to the one before. Either way
    // end_bulk() rebuilds the indexes that the load dropped.
    if (!failure)
        if (auto r = store.commit(); !r) failure = core::Error{r.error()};
    auto end = db.end_bulk();
    if (failure) {
        std::string message = failure->message + ". " + store.kept();
        if (!end) message += ". Also: " + end.error();
        return core::Error{message};
    }
    if (!end)
        return core::Error{fault_first("the import stored every game (" +
                                           std::to_string(store.committed()) +
                                           " new ones) but could not finish",
                                       end.error())};
    // The explorer's answer at the start, which every game reaches, is stored now rather than
    // at the first look (on a million games, that first look would take half a second).
    if (!stats.cancelled) store_start_summaries(db);
    if (progress) {
        p.bytes_done = bytes_before;
        progress(p);
    }
    return stats;
}

core::Result<ImportStats> run_import_at(const std::string& db_path,
                                        const std::vector<std::string>& paths,
                                        const ImportOptions& options,
                                        const ImportProgressFn& progress,
                                        const std::atomic<bool>* cancel) {
    auto db = database::GameDatabase::open(db_path);
    if (!db) return core::Error{db.error()};
    return run_import(db.value(), paths, options, progress, cancel);
}

}  // namespace damascope::app
