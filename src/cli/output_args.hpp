// The check every command runs on each file it is asked to write (-o, --out, --dir's files):
// none may be the database it reads, its -wal, -shm or -journal file, or an input file; and a
// command writing the database reads no file that is one of those.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "app/output_clash.hpp"

namespace damascope::cli {

// True, after printing "error: OPTION: 'OUT' is the database 'DB', which this command reads;
// nothing was written", when writing `output` (given as `option`) would overwrite one of
// `inputs`. The command then exits with 2, before it has opened anything.
bool output_clashes(std::string_view option, const std::string& output,
                    std::initializer_list<app::ReadInput> inputs);

// True, after printing "error: --db: FILE 'F' is the database 'DB', which this command writes;
// nothing was written", when one of `files` (read by a command that writes `database`: import,
// collection import, merge-analysis) is the database or one of its -wal, -shm or -journal files.
bool input_clashes(const std::vector<std::string>& files, const std::string& database);

}  // namespace damascope::cli
