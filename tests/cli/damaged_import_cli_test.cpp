// import, games and show on damaged records, run as users' scripts run them: every problem is in
// the JSON errors with its place, the damaged games say so, and the output always parses.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

std::string temp_path(const std::string& name) {
    return ::testing::TempDir() + "cli_damaged_" + std::to_string(getpid()) + "_" + name;
}

std::string fresh_db(const std::string& name) {
    const std::string path = temp_path(name + ".damascope");
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    return path;
}

// The first game of OCA_2.0.pdn (44 plies) with another White, so that each copy is a record.
std::string oca_game(const std::string& white) {
    std::ifstream in(DAMASCOPE_TEST_DATA "/importers/oca_excerpt.pdn", std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    text = text.substr(0, text.find("\n\n") + 1);
    text.replace(text.find("Wyllie, J."), 10, white);
    return text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

class DamagedImport : public ::testing::Test {
  protected:
    void SetUp() override {
        db_ = fresh_db("db");
        // Lines 1-11: an unclosed comment; 13-23: a move written with an en dash and commentary
        // glued to the last move; 25: a stray word.
        const std::string text = replaced(oca_game("A"), "3. 9-13", "3. {unclosed comment 9-13") +
                                 "\n" +
                                 replaced(replaced(oca_game("B"), "1. 11-15",
                                                   "1. 11\xE2\x80\x93"
                                                   "15"),
                                          "26x17x10x1", "26x17x10x1Redwins.") +
                                 "\nfoo\n";
        file_ = temp_path("damaged.pdn");
        std::ofstream(file_, std::ios::binary) << text;
    }
    std::string db_, file_;
};

TEST_F(DamagedImport, ImportReportsEveryProblemWithItsPlace) {
    const CliRun r = run_cli("import --db " + db_ + " " + file_ + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json j = parse_json(r.out);
    EXPECT_EQ(j.at("games_imported").get<int>(), 2);
    EXPECT_EQ(j.at("games_damaged").get<int>(), 2);
    EXPECT_EQ(j.at("games_stopped").get<int>(), 0);
    EXPECT_EQ(j.at("not_games").get<int>(), 1);
    EXPECT_EQ(j.at("skipped").get<int>(), 0);
    const Json& errors = j.at("errors");
    ASSERT_EQ(errors.size(), 3u);
    EXPECT_EQ(errors[0].at("file").get<std::string>(), file_);
    EXPECT_EQ(errors[0].at("line").get<int>(), 7);
    EXPECT_EQ(errors[0].at("column").get<int>(), 33);
    EXPECT_EQ(errors[0].at("kind").get<std::string>(), "problem");
    EXPECT_EQ(errors[0].at("game").get<int>(), 1);
    EXPECT_NE(errors[0].at("message").get<std::string>().find("'{' not closed"), std::string::npos);
    EXPECT_EQ(errors[1].at("line").get<int>(), 23);
    EXPECT_EQ(errors[1].at("game").get<int>(), 2);
    EXPECT_EQ(errors[1].at("message").get<std::string>(),
              "'Redwins.' glued to the move 26x17x10x1: kept as the move's comment");
    EXPECT_EQ(errors[2].at("line").get<int>(), 25);
    EXPECT_EQ(errors[2].at("kind").get<std::string>(), "not_a_game");
    EXPECT_TRUE(errors[2].at("game").is_null());

    // Without --json the problems go to stderr as file:line:column: message.
    const CliRun text = run_cli("import --db " + fresh_db("text") + " " + file_);
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.err.find(file_ + ":7:33: '{' not closed"), std::string::npos) << text.err;
    EXPECT_NE(text.out.find("2 games imported"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("2 damaged"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("1 not games"), std::string::npos) << text.out;
}

TEST_F(DamagedImport, GamesAndShowSayWhatWasDamaged) {
    ASSERT_EQ(run_cli("import --db " + db_ + " " + file_ + " --quiet").exit_code, 0);
    const Json games = parse_json(run_cli("games --db " + db_ + " --json").out);
    ASSERT_EQ(games.size(), 2u);
    for (const Json& g : games) {
        EXPECT_TRUE(g.at("damaged").get<bool>());
        EXPECT_FALSE(g.at("stopped").get<bool>());
        EXPECT_EQ(g.at("plies").get<int>(), 44);
    }
    const CliRun list = run_cli("games --db " + db_);
    EXPECT_NE(list.out.find("~"), std::string::npos) << list.out;

    const CliRun show = run_cli("show --db " + db_ + " --game 2 --json");
    ASSERT_EQ(show.exit_code, 0) << show.err;
    const Json g = parse_json(show.out);
    EXPECT_TRUE(g.at("damaged").get<bool>());
    // The move written with an en dash: kept as written, read as 11-15.
    EXPECT_EQ(g.at("moves").at(0).at("text").get<std::string>(),
              "11\xE2\x80\x93"
              "15");
    EXPECT_EQ(g.at("moves").at(0).at("move").get<std::string>(), "11-15");
    EXPECT_EQ(g.at("moves").at(43).at("comment").get<std::string>(), "Redwins.");
    ASSERT_EQ(g.at("problems").size(), 1u);
    EXPECT_EQ(g.at("problems").at(0).at("line").get<int>(), 23);
    EXPECT_EQ(g.at("problems").at(0).at("kind").get<std::string>(), "problem");

    const CliRun show_text = run_cli("show --db " + db_ + " --game 1");
    ASSERT_EQ(show_text.exit_code, 0) << show_text.err;
    EXPECT_NE(show_text.out.find("Damaged record: read past these problems\n  " + file_ +
                                 ":7:33: '{' not closed"),
              std::string::npos)
        << show_text.out;
}

TEST_F(DamagedImport, TheDatabaseItselfIsNoGameFile) {
    ASSERT_EQ(run_cli("import --db " + db_ + " " + file_ + " --quiet").exit_code, 0);
    // Named as --db too, it is refused before anything is read (cli/output_args.hpp).
    const CliRun r = run_cli("import --db " + db_ + " " + db_ + " --json --quiet");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("is the database '" + db_ + "', which this command writes"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "");
    // Another SQLite file is read and refused whole.
    const std::string other = db_ + ".other";
    ASSERT_EQ(run_cli("import --db " + other + " " + file_ + " --quiet").exit_code, 0);
    const CliRun o = run_cli("import --db " + db_ + " " + other + " --json --quiet");
    EXPECT_EQ(o.exit_code, 1);
    EXPECT_NE(o.err.find("it is an SQLite database"), std::string::npos) << o.err;
    const Json j = parse_json(o.out);
    EXPECT_EQ(j.at("games_imported").get<int>(), 0);
    EXPECT_EQ(j.at("errors").at(0).at("kind").get<std::string>(), "file");
    EXPECT_EQ(parse_json(run_cli("games --db " + db_ + " --json").out).size(), 2u);
}

}  // namespace
}  // namespace damascope::cli::testing
