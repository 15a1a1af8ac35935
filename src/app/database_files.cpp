#include "app/database_files.hpp"

#include "app/output_clash.hpp"

namespace damascope::app {

bool is_database_file(const std::string& file, const std::string& database) {
    const ReadInput inputs[] = {database_input(database)};
    return output_clash(file, inputs).has_value();
}

}  // namespace damascope::app
