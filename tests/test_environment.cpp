// Linked into every test binary: the tests see none of the user's own endgame tables or
// networks. The CLI and the app load the tables in $DAMASCOPE_EGDB or XDG_DATA_HOME/damascope/egdb
// by default; on a machine that has built them, every `analyze` a test runs would load and probe
// them (hundreds of MB, read by each process), so the tests' speed and results would depend on the
// machine. A test that wants tables or networks passes them explicitly.
// An analysis not told how many threads takes one (DAMASCOPE_THREADS): CTest runs a test per core
// already, and every core per test made the analysing tests take turns quadratically (a CI machine
// with many cores took minutes for what takes a second alone).
#include <cstdlib>

namespace {

[[maybe_unused]] const bool hermetic = [] {
    setenv("XDG_DATA_HOME", DAMASCOPE_TEST_XDG_DATA_HOME, 1);
    unsetenv("DAMASCOPE_EGDB");
    unsetenv("DAMASCOPE_NETWORKS");
    setenv("DAMASCOPE_THREADS", "1", 1);
    return true;
}();

}  // namespace
