// damascope-cli tags and delete: a game's tags printed and changed (the result checked against
// the rules' end of the game), games deleted with all that belongs to them, and the refusals: a
// read-only database, an unknown id, a bad NAME=VALUE, a result that contradicts the game.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <optional>

#include "json.hpp"
#include "run_cli.hpp"

namespace damascope::cli::testing {
namespace {

namespace fs = std::filesystem;

// A database of `pdn` (a file of tests/data/gui), made fresh for the test.
std::string make_db(const std::string& name, const std::string& pdn) {
    const std::string path =
        ::testing::TempDir() + "manage_" + name + "_" + std::to_string(getpid()) + ".damascope";
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path + suffix);
    const CliRun r =
        run_cli("import --db " + path + " '" DAMASCOPE_TEST_DATA "/gui/" + pdn + "' --quiet");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return path;
}

Json tags_json(const std::string& db, int game) {
    const CliRun r = run_cli("tags --db " + db + " --game " + std::to_string(game) + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return parse_json(r.out);
}

// The value of a tag in `tags --json`, or null when the game has no such tag.
Json tag(const Json& tags, const std::string& name) {
    for (const Json& t : tags.at("tags"))
        if (t.at("name") == name) return t.at("value");
    return nullptr;
}

Json player(const std::string& db, const std::string& name) {
    const CliRun r = run_cli("players --db " + db + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    for (const Json& p : parse_json(r.out))
        if (p.at("name") == name) return p;
    return nullptr;
}

// A command run as a user who cannot write the 0444 file: another user when the tests run as root
// (who may write anything), else this one. Empty when there is no such user to be.
std::optional<CliRun> run_as_reader(const std::string& args) {
    if (geteuid() != 0) return run_cli(args);
    if (std::system("setpriv --reuid=65534 true 2>/dev/null") != 0) return std::nullopt;
    return run_command("setpriv --reuid=65534 --regid=65534 --clear-groups " +
                       std::string(DAMASCOPE_CLI) + " " + args);
}

int game_count(const std::string& db) {
    const CliRun r = run_cli("games --db " + db + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return static_cast<int>(parse_json(r.out).size());
}

TEST(TagsCommand, PrintsTheSevenStandardTagsFirstThenTheOthers) {
    const std::string db = make_db("print", "games.pdn");
    const Json t = tags_json(db, 1);
    EXPECT_EQ(t.at("id"), 1);
    const auto& list = t.at("tags");
    ASSERT_GE(list.size(), 8u);
    const char* standard[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    for (std::size_t i = 0; i < 7; ++i) EXPECT_EQ(list.at(i).at("name"), standard[i]) << i;
    EXPECT_EQ(tag(t, "White"), "Amal");
    EXPECT_EQ(tag(t, "Site"), "tests/data/gui");
    EXPECT_EQ(tag(t, "Round"), "");  // not in the file: shown empty
    EXPECT_EQ(tag(t, "GameType"), "30");
    const CliRun text = run_cli("tags --db " + db + " --game 1");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("[White \"Amal\"]\n[Black \"Bassem\"]\n"), std::string::npos)
        << text.out;
}

TEST(TagsCommand, SetChangesTagsAndThePlayersFollow) {
    const std::string db = make_db("set", "game_ends.pdn");
    const Json amal_before = player(db, "Amal");
    ASSERT_FALSE(amal_before.is_null());
    const int amal_games = amal_before.at("games").get<int>();
    const CliRun r = run_cli("tags --db " + db +
                             " --game 1 --set 'White=Amal Haddad' --set Annotator=Nour "
                             "--set round=3 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Json printed = parse_json(r.out);
    EXPECT_EQ(tag(printed, "White"), "Amal Haddad");
    EXPECT_EQ(tag(printed, "Round"), "3");  // a standard name in any case
    EXPECT_EQ(tag(printed, "Annotator"), "Nour");
    EXPECT_EQ(tags_json(db, 1), printed);  // stored, not only printed
    // The players' table is read from the games: the win moved to the new name.
    const Json renamed = player(db, "Amal Haddad");
    ASSERT_FALSE(renamed.is_null());
    EXPECT_EQ(renamed.at("games"), 1);
    EXPECT_EQ(renamed.at("wins"), 1);
    EXPECT_EQ(player(db, "Amal").at("games").get<int>(), amal_games - 1);
    // An empty value removes a tag that is not standard; a standard one becomes unknown.
    ASSERT_EQ(run_cli("tags --db " + db + " --game 1 --set Annotator= --set Site=").exit_code, 0);
    const Json after = tags_json(db, 1);
    EXPECT_TRUE(tag(after, "Annotator").is_null());
    EXPECT_EQ(tag(after, "Site"), "?");
}

TEST(TagsCommand, AResultIsCheckedAgainstTheRulesEndOfTheGame) {
    // Game 1: White takes Black's last piece; game 4: a Dhama game that stops with moves left.
    const std::string db = make_db("result", "game_ends.pdn");
    const CliRun refused = run_cli("tags --db " + db + " --game 1 --set Result=0-1");
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("Result"), std::string::npos) << refused.err;
    EXPECT_NE(refused.err.find("1-0"), std::string::npos) << refused.err;
    EXPECT_EQ(tag(tags_json(db, 1), "Result"), "1-0");
    const CliRun draw = run_cli("tags --db " + db + " --game 1 --set Result=1/2-1/2");
    EXPECT_EQ(draw.exit_code, 2) << draw.err;
    EXPECT_EQ(run_cli("tags --db " + db + " --game 1 --set Result=1-0").exit_code, 0);
    // Where the rules do not decide, any result goes, and the game's outcome follows it.
    const CliRun free = run_cli("tags --db " + db + " --game 4 --set Result=1/2-1/2");
    ASSERT_EQ(free.exit_code, 0) << free.err;
    const CliRun shown = run_cli("show --db " + db + " --game 4 --json");
    EXPECT_EQ(parse_json(shown.out).at("result"), "1/2-1/2");
    const CliRun games = run_cli("games --db " + db + " --result 1/2-1/2 --json");
    ASSERT_EQ(games.exit_code, 0) << games.err;
    bool listed = false;
    for (const Json& g : parse_json(games.out)) listed = listed || g.at("id") == 4;
    EXPECT_TRUE(listed) << games.out;
    // Not a result at all.
    const CliRun bad = run_cli("tags --db " + db + " --game 4 --set Result=won");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("'won' is not a result"), std::string::npos) << bad.err;
}

TEST(TagsCommand, RefusesBadAssignmentsUnknownGamesAndReadOnlyDatabases) {
    const std::string db = make_db("refuse", "games.pdn");
    const Json before = tags_json(db, 1);
    for (const char* bad : {"White", "=Ali", "'Bad Name=x'", "1st=x"}) {
        const CliRun r = run_cli("tags --db " + db + " --game 1 --set " + bad);
        EXPECT_EQ(r.exit_code, 2) << bad;
        EXPECT_NE(r.err.find("--set"), std::string::npos) << r.err;
    }
    const CliRun fen = run_cli("tags --db " + db + " --game 1 --set FEN=W:Wa1:Bh8");
    EXPECT_EQ(fen.exit_code, 2);
    EXPECT_NE(fen.err.find("FEN"), std::string::npos) << fen.err;
    const CliRun unknown = run_cli("tags --db " + db + " --game 99 --set White=X");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("no game with id 99"), std::string::npos) << unknown.err;
    EXPECT_EQ(tags_json(db, 1), before);

    ASSERT_EQ(chmod(db.c_str(), 0444), 0);
    const auto ro = run_as_reader("tags --db " + db + " --game 1 --set White=X");
    if (!ro) GTEST_SKIP() << "running as root without setpriv: no user who cannot write";
    EXPECT_EQ(ro->exit_code, 1);
    EXPECT_NE(ro->err.find("read-only"), std::string::npos) << ro->err;
    EXPECT_NE(ro->err.find("no tag was changed"), std::string::npos) << ro->err;
    const auto read = run_as_reader("tags --db " + db + " --game 1 --json");  // reading works
    EXPECT_EQ(read->exit_code, 0) << read->err;
    EXPECT_EQ(parse_json(read->out), before);
    chmod(db.c_str(), 0644);
    EXPECT_EQ(tags_json(db, 1), before);
}

TEST(DeleteCommand, DeletesGamesWithTheirAnalysisAndPositions) {
    const std::string db = make_db("delete", "games.pdn");
    const int games = game_count(db);
    ASSERT_EQ(games, 4);
    ASSERT_EQ(run_cli("analyze --db " + db + " --game 2 --depth 2").exit_code, 0);
    // Game 1 opens with c3-c4, game 2 with g3-g4: `find` lists them before, not after.
    const auto reaching = [&](const std::string& moves) {
        const CliRun found =
            run_cli("find --db " + db + " --variant dama --moves " + moves + " --json");
        EXPECT_EQ(found.exit_code, 0) << found.err;
        std::vector<std::int64_t> ids;
        for (const Json& g : parse_json(found.out)) ids.push_back(g.at("id").get<std::int64_t>());
        return ids;
    };
    EXPECT_EQ(reaching("c3-c4"), std::vector<std::int64_t>{1});
    EXPECT_EQ(reaching("g3-g4"), std::vector<std::int64_t>{2});
    const CliRun r = run_cli("delete --db " + db + " --game 1 2 --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(parse_json(r.out).at("deleted"), Json::parse("[1, 2]"));
    EXPECT_EQ(game_count(db), games - 2);
    EXPECT_EQ(run_cli("show --db " + db + " --game 2").exit_code, 2);
    EXPECT_TRUE(reaching("c3-c4").empty());
    EXPECT_TRUE(reaching("g3-g4").empty());
    // Nothing of game 2's analysis is left behind.
    const CliRun left =
        run_command("sqlite3 " + db + " 'SELECT count(*) FROM analysis_plies WHERE game_id = 2'");
    if (left.exit_code == 0) {
        EXPECT_EQ(left.out, "0\n");
    }
}

TEST(DeleteCommand, RefusesUnknownIdsAndReadOnlyDatabasesDeletingNothing) {
    const std::string db = make_db("delete_refuse", "games.pdn");
    const CliRun unknown = run_cli("delete --db " + db + " --game 1 77");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("no game with id 77"), std::string::npos) << unknown.err;
    EXPECT_NE(unknown.err.find("no game was deleted"), std::string::npos) << unknown.err;
    EXPECT_EQ(game_count(db), 4);  // not even game 1
    const CliRun word = run_cli("delete --db " + db + " --game one");
    EXPECT_EQ(word.exit_code, 2);
    ASSERT_EQ(chmod(db.c_str(), 0444), 0);
    const auto ro = run_as_reader("delete --db " + db + " --game 1");
    if (!ro) GTEST_SKIP() << "running as root without setpriv: no user who cannot write";
    EXPECT_EQ(ro->exit_code, 1);
    EXPECT_NE(ro->err.find("read-only"), std::string::npos) << ro->err;
    chmod(db.c_str(), 0644);
    EXPECT_EQ(game_count(db), 4);
}

}  // namespace
}  // namespace damascope::cli::testing
