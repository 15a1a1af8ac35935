// The players' table on hand-built ledgers: every figure below is worked out by hand from the
// seed's scoring (win 26, draw 9, loss 4; the Long Board at the fifth counted win; no points or
// rating for games against the computer or on one device) and the Elo formula with K = 20.
#include <gtest/gtest.h>

#include <cmath>

#include "app/player_names.hpp"
#include "app/players.hpp"

namespace damascope::app {
namespace {

using core::Outcome;
using core::Variant;
using database::PlayerAlias;
using database::PlayerGameRow;

struct Ledger {
    std::vector<PlayerGameRow> games;
    PlayerGameRow& add(std::string white, std::string black, Outcome o, std::string date = "",
                       std::string mode = "", Variant v = Variant::dama) {
        PlayerGameRow g;
        g.id = static_cast<std::int64_t>(games.size()) + 1;
        g.variant = v;
        g.white = std::move(white);
        g.black = std::move(black);
        g.outcome = o;
        g.date = std::move(date);
        g.mode = std::move(mode);
        games.push_back(g);
        return games.back();
    }
};

const PlayerStanding& find(const PlayersTable& t, const std::string& name) {
    for (const auto& p : t.players)
        if (p.name == name) return p;
    throw std::runtime_error("no player " + name);
}

bool listed(const PlayersTable& t, const std::string& name) {
    for (const auto& p : t.players)
        if (p.name == name) return true;
    return false;
}

TEST(Players, PointsAreTwentySixNineAndFour) {
    Ledger l;
    l.add("A", "B", Outcome::white_wins);
    l.add("B", "A", Outcome::draw);
    l.add("A", "B", Outcome::black_wins);
    l.add("C", "A", Outcome::white_wins);
    const auto t = compute_players(l.games, {});
    const auto& a = find(t, "A");
    EXPECT_EQ(a.games, 4);
    EXPECT_EQ(a.wins, 1);
    EXPECT_EQ(a.draws, 1);
    EXPECT_EQ(a.losses, 2);
    EXPECT_EQ(a.points, 26 + 9 + 4 + 4);
    const auto& b = find(t, "B");
    EXPECT_EQ(b.points, 4 + 9 + 26);
    EXPECT_EQ(find(t, "C").points, 26);
}

TEST(Players, TheLongBoardComesWithTheFifthCountedWinNotBefore) {
    Ledger l;
    // Two wins that do not count come first: against the computer, and on one device.
    l.add("A", "Engine", Outcome::white_wins, "2024-01-01", "computer");
    l.add("A", "B", Outcome::white_wins, "2024-01-02", "local");
    for (int day = 3; day <= 6; ++day)
        l.add("A", "B", Outcome::white_wins, "2024-01-0" + std::to_string(day), "online");
    const auto four = compute_players(l.games, {});
    EXPECT_EQ(find(four, "A").wins, 4);
    EXPECT_TRUE(find(four, "A").badges.empty()) << "six wins, but only four count";

    l.add("B", "A", Outcome::black_wins, "2024-01-07", "otb");  // the fifth counted win
    l.add("A", "B", Outcome::white_wins, "2024-01-08");         // a sixth: no second badge
    const auto t = compute_players(l.games, {});
    const auto& a = find(t, "A");
    ASSERT_EQ(a.badges.size(), 1u);
    EXPECT_EQ(a.badges[0].name, "The Long Board");
    EXPECT_EQ(a.badges[0].date, "2024.01.07");
    EXPECT_EQ(a.badges[0].game_id, 7);
    EXPECT_TRUE(find(t, "B").badges.empty());
}

TEST(Players, ComputerAndLocalGamesGiveNothing) {
    Ledger l;
    l.add("A", "Engine", Outcome::white_wins, "2024-01-01", "computer");
    l.add("A", "B", Outcome::black_wins, "2024-01-02", "Local");  // any case
    l.add("B", "A", Outcome::draw, "2024-01-03", " COMPUTER ");
    const auto t = compute_players(l.games, {});
    for (const char* name : {"A", "B", "Engine"}) {
        const auto& p = find(t, name);
        EXPECT_EQ(p.games, 0) << name;
        EXPECT_EQ(p.points, 0) << name;
        EXPECT_FALSE(p.rating.has_value()) << name << ": no counted game, no rating";
        EXPECT_TRUE(p.history.empty()) << name;
    }
    EXPECT_EQ(find(t, "A").not_counted, 3);
    EXPECT_EQ(t.games_counted, 0);
    EXPECT_EQ(t.games_not_counted, 3);
    EXPECT_EQ(t.unknown_modes, 0);
}

TEST(Players, OnlineOtbNoTagAndUnknownModesCount) {
    Ledger l;
    l.add("A", "B", Outcome::white_wins, "", "online");
    l.add("A", "B", Outcome::white_wins, "", "otb");
    l.add("A", "B", Outcome::white_wins, "", "");
    l.add("A", "B", Outcome::white_wins, "", "correspondence");
    const auto t = compute_players(l.games, {});
    EXPECT_EQ(find(t, "A").wins, 4);
    EXPECT_EQ(t.unknown_modes, 1);
    EXPECT_EQ(t.first_unknown_mode_game, 4);
    EXPECT_EQ(t.first_unknown_mode, "correspondence");
}

TEST(Players, EloMovesByKTimesScoreMinusExpected) {
    Ledger l;
    // Both start at 1500: expected 0.5, the winner gains 20 × 0.5 = 10.
    l.add("A", "B", Outcome::white_wins, "2024-01-01");
    auto t = compute_players(l.games, {});
    EXPECT_DOUBLE_EQ(*find(t, "A").rating, 1510.0);
    EXPECT_DOUBLE_EQ(*find(t, "B").rating, 1490.0);

    // The file's ratings start the ladder: 1600 against 1400, expected 1 / (1 + 10^(-0.5)) =
    // 0.7597469; a draw costs the stronger 20 × (0.5 - 0.7597469) = -5.1949 and the weaker gains
    // it.
    Ledger f;
    auto& g = f.add("C", "D", Outcome::draw, "2024-01-01");
    g.white_elo = "1600";
    g.black_elo = "1400";
    t = compute_players(f.games, {});
    EXPECT_NEAR(*find(t, "C").rating, 1594.8051, 1e-3);
    EXPECT_NEAR(*find(t, "D").rating, 1405.1949, 1e-3);
    EXPECT_EQ(find(t, "C").file_rating, 1600);

    // The weaker wins: 20 × (1 - 0.2402531) = +15.195 for D.
    f.games[0].outcome = Outcome::black_wins;
    t = compute_players(f.games, {});
    EXPECT_NEAR(*find(t, "D").rating, 1415.1949, 1e-3);
    EXPECT_NEAR(*find(t, "C").rating, 1584.8051, 1e-3);

    // A rating that is no number ("-", "?") is none: 1500.
    f.games[0].white_elo = "?";
    f.games[0].outcome = Outcome::white_wins;
    t = compute_players(f.games, {});
    // C 1500 against D 1400: expected 1 / (1 + 10^(-0.25)) = 0.6400650; C gains 7.1987.
    EXPECT_NEAR(*find(t, "C").rating, 1507.1987, 1e-3);
}

TEST(Players, TheLadderRunsInDateOrderThenUndatedInFileOrder) {
    Ledger l;
    // In the file: an undated game, a game of 1860, one of 1858, one of 1858 with an unknown month.
    l.add("A", "B", Outcome::white_wins, "");
    l.add("A", "B", Outcome::white_wins, "1860-05-01");
    l.add("B", "A", Outcome::white_wins, "1858-03-02");
    l.add("A", "B", Outcome::draw, "1858-?\?-?\?");
    const auto t = compute_players(l.games, {});
    const auto& a = find(t, "A");
    ASSERT_EQ(a.history.size(), 4u);
    EXPECT_EQ(a.history[0].game_id, 4);  // 1858-??-?? sorts as 1858-00-00
    EXPECT_EQ(a.history[1].game_id, 3);
    EXPECT_EQ(a.history[2].game_id, 2);
    EXPECT_EQ(a.history[3].game_id, 1);  // undated: last
    // Each step starts where the last ended; a draw between equals moves nobody.
    EXPECT_DOUBLE_EQ(a.history[0].before, 1500.0);
    EXPECT_DOUBLE_EQ(a.history[0].after, 1500.0);
    EXPECT_DOUBLE_EQ(a.history[1].after, 1490.0);
    for (std::size_t i = 1; i < a.history.size(); ++i)
        EXPECT_DOUBLE_EQ(a.history[i].before, a.history[i - 1].after);
    EXPECT_GT(a.history[2].after, a.history[2].before);  // a win moves the rating up
}

TEST(Players, AliasesCountUnderOneName) {
    Ledger l;
    l.add("Tinsley, M.F.", "Chinook", Outcome::white_wins);
    l.add("M Tinsley", "Chinook", Outcome::white_wins);
    l.add("Chinook", "Tinsley, M.", Outcome::black_wins);
    const std::vector<PlayerAlias> aliases = {{"M Tinsley", "Tinsley, M.F."},
                                              {"Tinsley, M.", "Tinsley, M.F."}};
    const auto t = compute_players(l.games, aliases);
    EXPECT_FALSE(listed(t, "M Tinsley"));
    EXPECT_FALSE(listed(t, "Tinsley, M."));
    const auto& m = find(t, "Tinsley, M.F.");
    EXPECT_EQ(m.wins, 3);
    EXPECT_EQ(m.points, 78);
    EXPECT_EQ(m.history.size(), 3u);
    EXPECT_EQ(m.aliases, (std::vector<std::string>{"M Tinsley", "Tinsley, M."}));
    EXPECT_EQ(m.game_ids, (std::vector<std::int64_t>{1, 2, 3}));
    // A game between two spellings of one player counts for nothing.
    l.add("M Tinsley", "Tinsley, M.F.", Outcome::white_wins);
    const auto u = compute_players(l.games, aliases);
    EXPECT_EQ(find(u, "Tinsley, M.F.").wins, 3);
    EXPECT_EQ(find(u, "Tinsley, M.F.").not_counted, 1);
}

TEST(Players, UnfinishedAndUnnamedGamesDoNotCount) {
    Ledger l;
    l.add("A", "B", Outcome::ongoing);
    l.add("A", "?", Outcome::white_wins);
    l.add("", "A", Outcome::black_wins);
    const auto t = compute_players(l.games, {});
    EXPECT_EQ(find(t, "A").games, 0);
    EXPECT_EQ(find(t, "A").not_counted, 3);
    EXPECT_FALSE(listed(t, "?"));
    EXPECT_FALSE(listed(t, ""));
}

TEST(Players, TheLongBoardIsDamasBadgeAndTheLadderIsOne) {
    Ledger l;
    // Four Dama wins (both rule sets) and a Dhama win: the Long Board is Dama's badge (the seed:
    // "وسام هذه اللعبة"), so not yet; the fifth Dama win brings it.
    l.add("A", "B", Outcome::white_wins, "2024-01-01", "", Variant::dama);
    l.add("A", "B", Outcome::white_wins, "2024-01-02", "", Variant::turkish);
    l.add("B", "A", Outcome::black_wins, "2024-01-03", "", Variant::dhama);
    l.add("A", "B", Outcome::white_wins, "2024-01-04", "", Variant::dama);
    l.add("A", "B", Outcome::white_wins, "2024-01-05", "", Variant::dama);
    auto t = compute_players(l.games, {});
    EXPECT_EQ(find(t, "A").wins, 5);
    EXPECT_TRUE(find(t, "A").badges.empty());
    l.add("A", "B", Outcome::white_wins, "2024-01-06", "", Variant::turkish);
    t = compute_players(l.games, {});
    ASSERT_EQ(find(t, "A").badges.size(), 1u);
    EXPECT_EQ(find(t, "A").badges[0].date, "2024.01.06");

    // One variant's table: its games, points and badges; the rating stays the one ladder's.
    const auto dhama = compute_players(l.games, {}, PlayersFilter{Variant::dhama, false});
    EXPECT_EQ(find(dhama, "A").games, 1);
    EXPECT_EQ(find(dhama, "A").points, 26);
    EXPECT_TRUE(find(dhama, "A").badges.empty());
    EXPECT_DOUBLE_EQ(*find(dhama, "A").rating, *find(t, "A").rating);
    const auto arab = compute_players(l.games, {}, PlayersFilter{Variant::dama, false});
    EXPECT_EQ(find(arab, "A").games, 3);
    const auto both = compute_players(l.games, {}, PlayersFilter{Variant::dama, true});
    EXPECT_EQ(find(both, "A").games, 5);
}

TEST(Players, SortOrders) {
    Ledger l;
    l.add("bob", "Carl", Outcome::white_wins);  // bob 26, Carl 4
    l.add("Carl", "Ann", Outcome::draw);        // Carl 13, Ann 9
    l.add("Dan", "Engine", Outcome::white_wins, "", "computer");
    auto t = compute_players(l.games, {});
    const auto names = [&] {
        std::vector<std::string> n;
        for (const auto& p : t.players) n.push_back(p.name);
        return n;
    };
    EXPECT_EQ(names(), (std::vector<std::string>{"Ann", "bob", "Carl", "Dan", "Engine"}));
    sort_players(t.players, PlayerOrder::points);
    EXPECT_EQ(names(), (std::vector<std::string>{"bob", "Carl", "Ann", "Dan", "Engine"}));
    sort_players(t.players, PlayerOrder::rating);
    // bob 1510; Carl (1490) drew with Ann (1500): Carl gains 20 × (0.5 - 0.4856) = 0.29 from Ann,
    // who stays above him; Dan and Engine have no rating: last, by name.
    EXPECT_EQ(names(), (std::vector<std::string>{"bob", "Ann", "Carl", "Dan", "Engine"}));
}

TEST(PlayerNames, ReadsSurnameAndInitials) {
    const auto tinsley = std::vector<std::string>{"m", "f"};
    for (const char* written : {"MF Tinsley", "M.F. Tinsley", "Tinsley, M.F.", "Tinsley ,M.F.",
                                "Tinsley MF", "tinsley, m.f."}) {
        const auto p = parse_name(written);
        ASSERT_TRUE(p) << written;
        EXPECT_EQ(p->surname, "tinsley") << written;
        EXPECT_EQ(p->given, tinsley) << written;
    }
    EXPECT_EQ(parse_name("Marion Tinsley")->given, std::vector<std::string>{"marion"});
    EXPECT_FALSE(parse_name("Tinsley"));  // a surname alone could be anyone of that name
    EXPECT_FALSE(parse_name("Tinsley,"));
}

TEST(PlayerNames, CompatibleInitials) {
    const auto p = [](const char* s) { return *parse_name(s); };
    EXPECT_TRUE(compatible_names(p("MF Tinsley"), p("M Tinsley")));
    EXPECT_TRUE(compatible_names(p("MF Tinsley"), p("Tinsley, M.")));
    EXPECT_TRUE(compatible_names(p("Marion Tinsley"), p("M Tinsley")));
    EXPECT_FALSE(compatible_names(p("MF Tinsley"), p("MJ Tinsley")));
    EXPECT_FALSE(compatible_names(p("Marion Tinsley"), p("Mark Tinsley")));
    EXPECT_FALSE(compatible_names(p("M Tinsley"), p("M Tinsdale")));
}

TEST(PlayerNames, SuggestsGroupsAndLeavesAmbiguousNamesToTheUser) {
    const std::vector<NameCount> names = {
        {"MF Tinsley", 40}, {"M Tinsley", 3},  {"Tinsley, M.", 7}, {"J Wyllie", 5},
        {"Wyllie, J.", 50}, {"Wyllie, R.", 2}, {"Smith", 9}};
    const auto s = suggest_merges(names);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].into, "MF Tinsley");
    EXPECT_EQ(s[0].names, (std::vector<std::string>{"M Tinsley", "Tinsley, M."}));
    EXPECT_EQ(s[1].into, "Wyllie, J.");
    EXPECT_EQ(s[1].names, std::vector<std::string>{"J Wyllie"});

    // "M Tinsley" fits both MF and MJ: not suggested with either.
    const std::vector<NameCount> two = {{"MF Tinsley", 4}, {"MJ Tinsley", 4}, {"M Tinsley", 9}};
    EXPECT_TRUE(suggest_merges(two).empty());
}

}  // namespace
}  // namespace damascope::app
