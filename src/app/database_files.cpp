#include "app/database_files.hpp"

#include "app/output_clash.hpp"
#include "database/game_database.hpp"

namespace damascope::app {

bool is_database_file(const std::string& file, const std::string& database) {
    const ReadInput inputs[] = {database_input(database)};
    return output_clash(file, inputs).has_value();
}

void wait_for_other_programs(std::function<void(const std::string& path)> notice) {
    database::LockWaitNotice on_wait;
    if (notice)
        on_wait = [notice = std::move(notice)](const std::string& path, std::chrono::milliseconds) {
            notice(path);
        };
    database::wait_for_other_programs(database::default_lock_wait, std::move(on_wait));
}

}  // namespace damascope::app
