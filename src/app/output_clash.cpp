#include "app/output_clash.hpp"

#include <filesystem>

#include "core/atomic_file.hpp"

namespace damascope::app {

namespace fs = std::filesystem;

bool same_file(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (fs::equivalent(a, b, ec) && !ec) return true;
    // Not both there: where a write would land (an output follows symlinks, as AtomicFile does).
    return core::written_path(a) == core::written_path(b);
}

std::optional<std::string> output_clash(const std::string& output,
                                        std::span<const ReadInput> inputs) {
    // SQLite names its files after the database as opened, with symlinks resolved.
    constexpr std::pair<const char*, const char*> companions[] = {
        {"-wal", "the write-ahead log"},
        {"-shm", "the shared-memory index"},
        {"-journal", "the rollback journal"}};
    for (const ReadInput& input : inputs) {
        if (same_file(output, input.path))
            return (input.kind == ReadInput::Kind::database ? "the database '"
                                                            : "the input file '") +
                   input.path + "'";
        if (input.kind != ReadInput::Kind::database) continue;
        const std::string resolved = core::written_path(input.path).string();
        for (const auto& [suffix, what] : companions)
            if (same_file(output, input.path + suffix) || same_file(output, resolved + suffix))
                return std::string(what) + " of the database '" + input.path + "'";
    }
    return std::nullopt;
}

}  // namespace damascope::app
