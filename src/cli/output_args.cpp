#include "cli/output_args.hpp"

#include "cli/output.hpp"

namespace damascope::cli {

bool output_clashes(std::string_view option, const std::string& output,
                    std::initializer_list<app::ReadInput> inputs) {
    const std::vector<app::ReadInput> read(inputs);
    const auto clash = app::output_clash(output, read);
    if (!clash) return false;
    error("{}: '{}' is {}, which this command reads; nothing was written", option, output, *clash);
    return true;
}

bool input_clashes(const std::vector<std::string>& files, const std::string& database) {
    const app::ReadInput written[] = {app::database_input(database)};
    for (const auto& file : files) {
        if (const auto clash = app::output_clash(file, written)) {
            error("--db: FILE '{}' is {}, which this command writes; nothing was written", file,
                  *clash);
            return true;
        }
    }
    return false;
}

}  // namespace damascope::cli
