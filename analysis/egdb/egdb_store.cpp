// Table files, format 2: "DMEGDB2\n", the variant byte, the four counts, the size (8 bytes, little
// endian), the checksum of the values (8 bytes, little endian: core::Fnv1a::words), then one byte
// a position (egdb.hpp: encode). Written whole or not at all (core/atomic_file.hpp), so an
// interrupted build never leaves half a table under a table's name. Format 1 ("DMEGDB1\n") had no
// checksum: such a table is refused, since a damaged byte in it would be a wrong verdict no one
// could see.
#include <signal.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "core/atomic_file.hpp"
#include "core/fnv1a.hpp"
#include "core/install_layout.hpp"

#include "core/variant_name.hpp"
#include "egdb.hpp"
#include "egdb_index.hpp"

namespace damascope::analysis::egdb {

namespace fs = std::filesystem;

namespace {
constexpr char magic[8] = {'D', 'M', 'E', 'G', 'D', 'B', '2', '\n'};
constexpr char magic_format1[8] = {'D', 'M', 'E', 'G', 'D', 'B', '1', '\n'};
constexpr const char* rebuild = "rebuild it with 'damascope-cli egdb build'";

std::uint64_t checksum_of(const std::vector<std::uint8_t>& values) {
    core::Fnv1a h;
    h.words(values);
    return h.value();
}

// A temporary table file that no build is writing any more: "NAME.egdb.tmp" (the name builds used
// before they wrote through core::AtomicFile) or AtomicFile's ".NAME.egdb.tmp-PID-RANDOM" whose
// process is gone (one still running is a build in progress beside this one).
bool is_leftover(const std::string& file) {
    if (file.ends_with(".egdb.tmp")) return true;
    const auto at = file.find(".egdb.tmp-");
    if (!file.starts_with('.') || at == std::string::npos) return false;
    const std::string rest = file.substr(at + 10);
    const long pid = std::strtol(rest.c_str(), nullptr, 10);
    return pid <= 0 || (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH);
}

std::uint64_t get_u64(const unsigned char* bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t{bytes[i]} << (8 * i);
    return v;
}

fs::path variant_dir(const fs::path& dir, core::Variant v) {
    return dir / std::string(core::variant_name(v));
}
}  // namespace

void Tables::save(const fs::path& dir) const {
    const fs::path vdir = variant_dir(dir, variant_);
    fs::create_directories(vdir);
    for (const auto& [m, values] : tables_) {
        const fs::path final_path = vdir / (material_name(m) + ".egdb");
        auto created = core::AtomicFile::create(final_path.string());
        if (!created) throw std::runtime_error(created.error());
        core::AtomicFile& out = created.value();
        std::string head(magic, sizeof magic);
        for (int count :
             {static_cast<int>(variant_), m.white_men, m.white_kings, m.black_men, m.black_kings})
            head += static_cast<char>(count);
        const std::uint64_t n = values.size();
        const std::uint64_t checksum = checksum_of(values);
        for (int i = 0; i < 8; ++i) head += static_cast<char>((n >> (8 * i)) & 0xFF);
        for (int i = 0; i < 8; ++i) head += static_cast<char>((checksum >> (8 * i)) & 0xFF);
        const std::string_view body(reinterpret_cast<const char*>(values.data()), values.size());
        core::Result<bool> written = out.write(head);
        if (written) written = out.write(body);
        if (written) written = out.commit();
        if (!written) throw std::runtime_error(written.error());
    }
}

int Tables::load(const fs::path& dir, std::vector<Skipped>* problems) {
    const fs::path vdir = variant_dir(dir, variant_);
    std::error_code ec;
    if (!fs::is_directory(vdir, ec)) return 0;
    using Kind = Skipped::Kind;
    auto skip = [&](const fs::path& file, Kind kind, const std::string& why) {
        if (problems) problems->push_back({file, kind, why});
    };
    int loaded = 0;
    for (const auto& entry : fs::directory_iterator(vdir, ec)) {
        if (is_leftover(entry.path().filename().string())) {
            skip(entry.path(), Kind::leftover,
                 "left by an interrupted build (" + std::to_string(entry.file_size(ec)) +
                     " bytes); 'damascope-cli egdb build' removes it");
            continue;
        }
        if (entry.path().extension() != ".egdb") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        char got[8];
        signed char head[5];
        unsigned char size_bytes[8], sum_bytes[8];
        if (in.read(got, 8) && std::equal(got, got + 8, magic_format1)) {
            skip(entry.path(), Kind::old_format,
                 std::string("a table of format 1, without a checksum: ") + rebuild);
            continue;
        }
        if (!in || !std::equal(got, got + 8, magic) || !in.read(reinterpret_cast<char*>(head), 5) ||
            !in.read(reinterpret_cast<char*>(size_bytes), 8) ||
            !in.read(reinterpret_cast<char*>(sum_bytes), 8)) {
            skip(entry.path(), Kind::not_a_table, "not a table file (bad header)");
            continue;
        }
        if (head[0] != static_cast<signed char>(variant_)) {
            skip(entry.path(), Kind::not_a_table, "a table of another variant");
            continue;
        }
        const Material m{head[1], head[2], head[3], head[4]};
        // Counts a build could have written; anything else is a damaged header (and would make
        // an indexer of absurd size).
        const bool sane = m.white_men >= 0 && m.white_kings >= 0 && m.black_men >= 0 &&
                          m.black_kings >= 0 && m.total() <= max_table_pieces &&
                          m.white_men + m.white_kings >= 1 && m.black_men + m.black_kings >= 1;
        if (!sane) {
            skip(entry.path(), Kind::not_a_table, "not a table file (bad material)");
            continue;
        }
        const std::uint64_t n = get_u64(size_bytes);
        if (n != indexer(m).size()) {
            skip(entry.path(), Kind::not_a_table,
                 "a table of another indexing (size " + std::to_string(n) + ")");
            continue;
        }
        std::vector<std::uint8_t> values(n);
        if (!in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(n))) {
            skip(entry.path(), Kind::not_a_table, "cut short");
            continue;
        }
        // Every byte is a verdict: one changed byte is a wrong win or loss that no one could see,
        // so the whole table is checked before it is used (BENCHMARKS.md: its cost).
        const bool longer = in.peek() != std::ifstream::traits_type::eof();
        if (longer || checksum_of(values) != get_u64(sum_bytes)) {
            skip(entry.path(), Kind::damaged,
                 std::string("damaged (its bytes do not match its checksum): ") + rebuild);
            continue;
        }
        max_pieces_ = std::max(max_pieces_, m.total());
        tables_[m] = std::move(values);
        ++loaded;
    }
    return loaded;
}

std::vector<fs::path> Tables::remove_leftovers(const fs::path& dir) const {
    std::vector<fs::path> removed;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(variant_dir(dir, variant_), ec)) {
        if (!is_leftover(entry.path().filename().string())) continue;
        if (fs::remove(entry.path(), ec)) removed.push_back(entry.path());
    }
    return removed;
}

int TableSet::load(const fs::path& dir, std::vector<Skipped>* problems) {
    int loaded = 0;
    for (core::Variant v : core::all_variants) {
        Tables t(v);
        const int n = t.load(dir, problems);
        if (n > 0) add(std::move(t));
        loaded += n;
    }
    return loaded;
}

void TableSet::add(Tables tables) {
    for (Tables& t : tables_)
        if (t.variant() == tables.variant()) {
            t = std::move(tables);
            return;
        }
    tables_.push_back(std::move(tables));
}

const Tables* TableSet::of(core::Variant v) const {
    for (const Tables& t : tables_)
        if (t.variant() == v) return &t;
    return nullptr;
}

fs::path default_directory() {
    return core::user_data_dir() / "egdb";
}

fs::path shared_directory() {
    if (const char* env = std::getenv("DAMASCOPE_EGDB"); env && *env) return env;
    return default_directory();
}

namespace {
struct SharedTables {
    TableSet set;
    std::vector<Skipped> problems;
};
const SharedTables& shared() {
    static const SharedTables tables = [] {
        SharedTables t;
        t.set.load(shared_directory(), &t.problems);
        return t;
    }();
    return tables;
}
}  // namespace

const TableSet& shared_table_set() {
    return shared().set;
}

const std::vector<Skipped>& shared_table_problems() {
    return shared().problems;
}

const Tables* shared_tables(core::Variant v) {
    return shared_table_set().of(v);
}

}  // namespace damascope::analysis::egdb
