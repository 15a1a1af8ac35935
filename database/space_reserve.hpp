// Room on the disk held for the end of a bulk load. A bulk load drops the secondary indexes and
// builds them again at its end; if the disk fills meanwhile, that rebuild would find no room and
// leave the database without them. So the load first takes the room the rebuild needs, as a file
// beside the database ("<db>-reserve-<pid>"), and gives it back just before the rebuild. A load
// that cannot take it keeps the indexes (slower, never without them).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace damascope::database {

class SpaceReserve {
  public:
    // Nullptr when the disk does not have `bytes` free (or the file cannot be made).
    static std::unique_ptr<SpaceReserve> take(const std::string& db_path, std::uint64_t bytes);
    // Removes the reserve files of processes that no longer run (killed during a load).
    static void remove_stale(const std::string& db_path);
    ~SpaceReserve();  // gives the room back
    SpaceReserve(const SpaceReserve&) = delete;
    SpaceReserve& operator=(const SpaceReserve&) = delete;

  private:
    explicit SpaceReserve(std::string path) : path_(std::move(path)) {}
    std::string path_;
};

}  // namespace damascope::database
