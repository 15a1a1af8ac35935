// AtomicFile: a file is replaced whole or not at all, keeps its permissions, is reached through
// a symlink without replacing the link, and leaves no temporary file behind, whatever happens.
#include "core/atomic_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <utility>
#include <vector>

namespace damascope::core {
namespace {

namespace fs = std::filesystem;

class AtomicFileTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) / ("atomic_file_" + std::to_string(getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // The writer for `p`, which the test expects to be created.
    static AtomicFile created(const std::string& p) {
        auto f = AtomicFile::create(p);
        if (!f) ADD_FAILURE() << f.error();
        return std::move(f).value();
    }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    static std::string read(const std::string& p) {
        std::ifstream in(p, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }
    static void write(const std::string& p, const std::string& text) {
        std::ofstream(p, std::ios::binary) << text;
    }
    // The names in the folder: a temporary file left behind shows here.
    std::vector<std::string> names() const {
        std::vector<std::string> all;
        for (const auto& e : fs::directory_iterator(dir_)) all.push_back(e.path().filename());
        std::sort(all.begin(), all.end());
        return all;
    }

    fs::path dir_;
};

TEST_F(AtomicFileTest, ReplacesTheFileOnlyOnCommit) {
    const std::string keep = path("keep.pdn");
    write(keep, "old");
    AtomicFile f = created(keep);
    ASSERT_TRUE(f.write("new ").ok());
    ASSERT_TRUE(f.write("content").ok());
    EXPECT_EQ(read(keep), "old");  // nothing shows before commit
    const std::string temporary = fs::path(f.temporary_path()).filename();
    EXPECT_TRUE(temporary.starts_with(".keep.pdn.tmp-" + std::to_string(getpid()) + "-"))
        << temporary;
    ASSERT_TRUE(f.commit().ok());
    EXPECT_EQ(read(keep), "new content");
    EXPECT_EQ(names(), std::vector<std::string>{"keep.pdn"});
}

TEST_F(AtomicFileTest, DroppedWithoutCommitLeavesTheOldFileAndNoTemporary) {
    const std::string keep = path("keep.pdn");
    write(keep, "old");
    {
        AtomicFile f = created(keep);
        ASSERT_TRUE(f.write("half a file").ok());
        EXPECT_EQ(f.untouched(), "'" + keep + "' left as it was");
    }
    EXPECT_EQ(read(keep), "old");
    EXPECT_EQ(names(), std::vector<std::string>{"keep.pdn"});
    {
        const std::string fresh = path("new.pdn");
        AtomicFile f = created(fresh);
        EXPECT_EQ(f.untouched(), "'" + fresh + "' not created");
    }
    EXPECT_EQ(names(), std::vector<std::string>{"keep.pdn"});
}

TEST_F(AtomicFileTest, KeepsThePermissionsOfTheFileItReplaces) {
    const std::string keep = path("keep.pdn");
    write(keep, "old");
    fs::permissions(keep, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    AtomicFile f = created(keep);
    ASSERT_TRUE(f.write("new").ok() && f.commit().ok());
    EXPECT_EQ(fs::status(keep).permissions(),
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    AtomicFile script = created(path("run.sh"));
    script.set_mode(0755);
    ASSERT_TRUE(script.write("echo\n").ok() && script.commit().ok());
    EXPECT_EQ(fs::status(path("run.sh")).permissions(),
              fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                  fs::perms::others_read | fs::perms::others_exec);
}

TEST_F(AtomicFileTest, FollowsASymlinkAndKeepsTheLink) {
    fs::create_directories(dir_ / "real");
    write(path("real/target.pdn"), "old");
    fs::create_symlink("real/target.pdn", dir_ / "link.pdn");
    AtomicFile f = created(path("link.pdn"));
    EXPECT_EQ(fs::path(f.temporary_path()).parent_path(), fs::canonical(dir_ / "real"));
    ASSERT_TRUE(f.write("new").ok() && f.commit().ok());
    EXPECT_TRUE(fs::is_symlink(dir_ / "link.pdn"));
    EXPECT_EQ(read(path("real/target.pdn")), "new");
    // A dangling link names the file to create.
    fs::create_symlink("real/created.pdn", dir_ / "dangling.pdn");
    EXPECT_EQ(written_path(path("dangling.pdn")), fs::canonical(dir_ / "real") / "created.pdn");
}

TEST_F(AtomicFileTest, ADeviceIsWrittenDirectlyAndAFullOneSaysDiskFull) {
    ASSERT_TRUE(fs::exists("/dev/full"));
    AtomicFile f = created("/dev/full");
    EXPECT_EQ(f.temporary_path(), "");
    const auto w = f.write("text");
    ASSERT_FALSE(w.ok());
    EXPECT_EQ(w.error(), "disk full while writing '/dev/full'");
    EXPECT_FALSE(f.commit().ok());  // a failure stays a failure
    EXPECT_TRUE(fs::is_character_file("/dev/full"));
    AtomicFile null = created("/dev/null");
    EXPECT_TRUE(null.write("text").ok() && null.commit().ok());
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST_F(AtomicFileTest, AMissingFolderOrAFolderIsAnErrorNamingTheFile) {
    const std::string nowhere = path("no/such/folder/x.pdn");
    const auto missing = AtomicFile::create(nowhere);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error(), "cannot write '" + nowhere + "': No such file or directory; '" +
                                   nowhere + "' not created");
    const auto folder = AtomicFile::create(dir_.string());
    ASSERT_FALSE(folder.ok());
    EXPECT_NE(folder.error().find("it is a folder"), std::string::npos) << folder.error();
}

TEST(WriteFailure, SaysWhatHappenedInPlainWords) {
    EXPECT_EQ(write_failure("x.pdn", ENOSPC), "disk full while writing 'x.pdn'");
    EXPECT_EQ(write_failure("x.pdn", EFBIG),
              "file size limit (ulimit -f) reached while writing 'x.pdn'");
    EXPECT_EQ(write_failure("x.pdn", EACCES), "cannot write 'x.pdn': Permission denied");
}

}  // namespace
}  // namespace damascope::core
