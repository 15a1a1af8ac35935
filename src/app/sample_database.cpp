#include "app/sample_database.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include "core/atomic_file.hpp"
#include "core/install_layout.hpp"

namespace damascope::app {

namespace fs = std::filesystem;

std::optional<core::Result<std::string>> installed_sample_database() {
    const auto shared = core::installed_data_dir();
    if (!shared) return std::nullopt;
    const fs::path shipped = *shared / "sample.damascope";
    const fs::path own = core::user_data_dir() / "sample.damascope";
    std::error_code ec;
    if (fs::exists(own, ec)) return core::Result<std::string>(own.string());
    std::ifstream in(shipped, std::ios::binary);
    if (!in)
        return core::Result<std::string>(
            core::Error{"the bundled sample collection '" + shipped.string() + "' cannot be read"});
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    fs::create_directories(own.parent_path(), ec);
    if (ec)
        return core::Result<std::string>(core::Error{
            "cannot create the folder '" + own.parent_path().string() + "': " + ec.message()});
    // Whole or not at all: a half-copied database would be opened as a damaged one next time.
    auto created = core::AtomicFile::create(own.string());
    if (!created) return core::Result<std::string>(core::Error{created.error()});
    core::AtomicFile& file = created.value();
    if (auto r = file.write(bytes); !r) return core::Result<std::string>(core::Error{r.error()});
    if (auto r = file.commit(); !r) return core::Result<std::string>(core::Error{r.error()});
    return core::Result<std::string>(own.string());
}

}  // namespace damascope::app
