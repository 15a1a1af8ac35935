// Table files: "DMEGDB1\n", the variant byte, the four counts, the size (8 bytes, little
// endian), then one byte a position (egdb.hpp: encode). Written whole or not at all
// (core/atomic_file.hpp), so an interrupted build never leaves half a table under a table's name.
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "core/atomic_file.hpp"
#include "core/variant_name.hpp"
#include "egdb.hpp"
#include "egdb_index.hpp"

namespace damascope::analysis::egdb {

namespace fs = std::filesystem;

namespace {
constexpr char magic[8] = {'D', 'M', 'E', 'G', 'D', 'B', '1', '\n'};

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
        for (int i = 0; i < 8; ++i) head += static_cast<char>((n >> (8 * i)) & 0xFF);
        const std::string_view body(reinterpret_cast<const char*>(values.data()), values.size());
        core::Result<bool> written = out.write(head);
        if (written) written = out.write(body);
        if (written) written = out.commit();
        if (!written) throw std::runtime_error(written.error());
    }
}

int Tables::load(const fs::path& dir, std::vector<std::string>* problems) {
    const fs::path vdir = variant_dir(dir, variant_);
    std::error_code ec;
    if (!fs::is_directory(vdir, ec)) return 0;
    auto skip = [&](const fs::path& file, const std::string& why) {
        if (problems) problems->push_back(file.string() + ": " + why);
    };
    int loaded = 0;
    for (const auto& entry : fs::directory_iterator(vdir, ec)) {
        if (entry.path().extension() != ".egdb") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        char got[8];
        signed char head[5];
        unsigned char size_bytes[8];
        if (!in.read(got, 8) || !std::equal(got, got + 8, magic) ||
            !in.read(reinterpret_cast<char*>(head), 5) ||
            !in.read(reinterpret_cast<char*>(size_bytes), 8)) {
            skip(entry.path(), "not a table file (bad header)");
            continue;
        }
        if (head[0] != static_cast<signed char>(variant_)) {
            skip(entry.path(), "a table of another variant");
            continue;
        }
        const Material m{head[1], head[2], head[3], head[4]};
        // Counts a build could have written; anything else is a damaged header (and would make
        // an indexer of absurd size).
        const bool sane = m.white_men >= 0 && m.white_kings >= 0 && m.black_men >= 0 &&
                          m.black_kings >= 0 && m.total() <= max_table_pieces &&
                          m.white_men + m.white_kings >= 1 && m.black_men + m.black_kings >= 1;
        if (!sane) {
            skip(entry.path(), "not a table file (bad material)");
            continue;
        }
        std::uint64_t n = 0;
        for (int i = 0; i < 8; ++i) n |= std::uint64_t{size_bytes[i]} << (8 * i);
        if (n != indexer(m).size()) {
            skip(entry.path(), "a table of another indexing (size " + std::to_string(n) + ")");
            continue;
        }
        std::vector<std::uint8_t> values(n);
        if (!in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(n))) {
            skip(entry.path(), "cut short");
            continue;
        }
        max_pieces_ = std::max(max_pieces_, m.total());
        tables_[m] = std::move(values);
        ++loaded;
    }
    return loaded;
}

int TableSet::load(const fs::path& dir, std::vector<std::string>* problems) {
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
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return fs::path(xdg) / "damascope" / "egdb";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".local" / "share" / "damascope" / "egdb";
    return fs::path("damascope-egdb");
}

fs::path shared_directory() {
    if (const char* env = std::getenv("DAMASCOPE_EGDB"); env && *env) return env;
    return default_directory();
}

const TableSet& shared_table_set() {
    static const TableSet set = [] {
        TableSet s;
        s.load(shared_directory());
        return s;
    }();
    return set;
}

const Tables* shared_tables(core::Variant v) {
    return shared_table_set().of(v);
}

}  // namespace damascope::analysis::egdb
