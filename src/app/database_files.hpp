// The files of an open database: the database itself and SQLite's files beside it; and waiting
// while another program writes to it.
#pragma once

#include <functional>
#include <string>

namespace damascope::app {

// Whether `file` is the database `database` or its -wal, -shm or -journal file, by inode (a
// symlink, a hard link or another spelling of the path is the same file), told from stat()
// alone. Such a file must never be opened outside SQLite while the database is open: closing it
// drops every POSIX lock this process holds on it, SQLite's included (locks belong to the
// process, not to the descriptor), and another program could then delete the write-ahead log
// under this one.
bool is_database_file(const std::string& file, const std::string& database);

// While another program holds a database's lock (it is writing), every connection this process
// opens from now on waits for it, up to a minute (database::default_lock_wait), and calls
// `notice` (if given) with the database's path when such a wait begins, on the waiting thread.
void wait_for_other_programs(std::function<void(const std::string& path)> notice);

}  // namespace damascope::app
