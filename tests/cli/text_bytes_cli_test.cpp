// Issue 26, the whole path of a name with a NUL in it: import (replaced and reported), the
// database, show, export, and the import of that export (a duplicate, not a second game).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

using namespace std::string_literals;

std::string temp_path(const std::string& name) {
    const std::string path =
        ::testing::TempDir() + "cli_text_bytes_" + std::to_string(getpid()) + "_" + name;
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

void write_file(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

const std::string replacement = "\xEF\xBF\xBD";  // U+FFFD

TEST(TextBytesCli, ANulInANameIsReplacedReportedAndTheExportIsADuplicate) {
    const std::string db = temp_path("nul.damascope");
    const std::string pdn = temp_path("nul.pdn");
    const std::string exported = temp_path("nul_export.pdn");
    write_file(pdn,
               "[Event \"Manchester 1841\"]\n[Black \"Moor\0head, W.\"]\n[White \"Wyllie, J.\"]\n"
               "[Result \"0-1\"]\n1. 11-15 24-20 2. 8-11 28-24 {a\0b} 0-1\n"s);
    CliRun r = run_cli("import --db " + db + " --quiet --json " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = parse_json(r.out);
    EXPECT_EQ(j.at("games_imported"), 1);
    EXPECT_EQ(j.at("games_damaged"), 1);
    ASSERT_EQ(j.at("errors").size(), 2u) << r.out;
    EXPECT_EQ(j.at("errors")[0].at("file"), pdn);
    EXPECT_EQ(j.at("errors")[0].at("line"), 2);
    EXPECT_EQ(j.at("errors")[0].at("column"), 13);
    EXPECT_EQ(j.at("errors")[0].at("kind"), "problem");
    EXPECT_NE(j.at("errors")[0].at("message").get<std::string>().find("control byte 0x00"),
              std::string::npos);
    EXPECT_EQ(j.at("errors")[1].at("line"), 5);
    EXPECT_EQ(j.at("errors")[1].at("column"), 32);

    r = run_cli("show --db " + db + " --game 1 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = parse_json(r.out);
    EXPECT_EQ(j.at("tags").at("Black"), "Moor" + replacement + "head, W.");
    r = run_cli("games --db " + db + " --json");
    EXPECT_NE(r.out.find("Moor" + replacement + "head, W."), std::string::npos) << r.out;
    r = run_cli("show --db " + db + " --game 1");
    EXPECT_NE(r.out.find("Moor" + replacement + "head, W."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("a" + replacement + "b"), std::string::npos) << r.out;

    r = run_cli("export --db " + db + " --game 1 --format pdn -o " + exported);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(read_file(exported).find("[Black \"Moor" + replacement + "head, W.\"]"),
              std::string::npos)
        << read_file(exported);
    r = run_cli("import --db " + db + " --quiet --json " + exported);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    j = parse_json(r.out);
    EXPECT_EQ(j.at("games_imported"), 0);
    EXPECT_EQ(j.at("duplicates"), 1);
    EXPECT_TRUE(j.at("errors").empty()) << r.out;
}

TEST(TextBytesCli, StrayBytesInAUtf8FileAreReplacementCharactersInTheDatabase) {
    const std::string db = temp_path("stray.damascope");
    const std::string pdn = temp_path("stray.pdn");
    write_file(pdn,
               "[Event \"Cair\xC3\xB4\"]\n[White \"\xD8\xB9\xD9\x84\xD9\x8A \xE9\"]\n[Black "
               "\"K\xC3\xA1roly\"]\n1. 11-15 24-20 *\n");
    CliRun r = run_cli("import --db " + db + " --quiet --json " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    Json j = parse_json(r.out);
    ASSERT_EQ(j.at("errors").size(), 1u) << r.out;
    EXPECT_EQ(j.at("errors")[0].at("line"), 2);
    EXPECT_EQ(j.at("errors")[0].at("column"), 16);
    r = run_cli("show --db " + db + " --game 1 --json");
    j = parse_json(r.out);
    EXPECT_EQ(j.at("tags").at("White"), "علي " + replacement);
    EXPECT_EQ(j.at("tags").at("Event"), "Cairô");
}

}  // namespace
}  // namespace damascope::cli::testing
