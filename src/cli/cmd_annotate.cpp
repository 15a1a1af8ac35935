// damascope-cli annotate --db DB --game ID --ply N [--comment TEXT] [--nag GLYPH]
//                        [--arrow FROM-TO[:COLOUR],...] [--square SQ[:COLOUR],...] [--clear]
//                        [--json]
#include <cstdint>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"
#include "cli/game_json.hpp"
#include "cli/output.hpp"
#include "core/annotation.hpp"
#include "core/notation.hpp"
#include "database/game_database.hpp"

namespace damascope::cli {

namespace {

struct AnnotateOptions {
    std::string db;
    std::optional<std::int64_t> game, ply;
    std::string comment, nag, arrows, squares;
    bool clear = false, json = false;
};

// The items of a comma-separated list, each "SQUARES[:COLOUR]" split into its squares and its
// colour (green without one); an error names `option` and the colour that is none.
struct ColouredItem {
    std::string_view squares;
    core::MarkColour colour = core::MarkColour::green;
};
core::Result<std::vector<ColouredItem>> coloured_items(std::string_view list,
                                                       const std::string& option) {
    std::vector<ColouredItem> out;
    while (!list.empty()) {
        const auto comma = list.find(',');
        ColouredItem item{list.substr(0, comma)};
        list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
        if (const auto colon = item.squares.find(':'); colon != std::string_view::npos) {
            const auto name = item.squares.substr(colon + 1);
            auto c = core::parse_mark_colour(name);
            if (!c)
                return core::Error{option + ": '" + std::string(name) +
                                   "' is no colour (green, red, yellow, blue or G, R, Y, B)"};
            item.colour = *c;
            item.squares = item.squares.substr(0, colon);
        }
        out.push_back(item);
    }
    return out;
}

// "c3-c5:red,d6-d4" -> arrows; an error message names the bad item.
core::Result<std::vector<core::Arrow>> parse_arrows(core::Variant v, std::string_view list) {
    auto items = coloured_items(list, "--arrow");
    if (!items) return core::Error{items.error()};
    std::vector<core::Arrow> out;
    for (const auto& item : *items) {
        auto a = core::parse_arrow_squares(v, item.squares);
        if (!a)
            return core::Error{"--arrow: '" + std::string(item.squares) +
                               "' is not FROM-TO with two different squares of the board (" +
                               (core::is_dama_family(v) ? "c3-c5" : "22-18") + ")"};
        a->colour = item.colour;
        out.push_back(*a);
    }
    return out;
}

core::Result<std::vector<core::ColouredSquare>> parse_squares(core::Variant v,
                                                              std::string_view list) {
    auto items = coloured_items(list, "--square");
    if (!items) return core::Error{items.error()};
    std::vector<core::ColouredSquare> out;
    for (const auto& item : *items) {
        auto sq = core::parse_square(v, item.squares);
        if (!sq)
            return core::Error{"--square: '" + std::string(item.squares) +
                               "' is no square of the board"};
        out.push_back({*sq, item.colour});
    }
    return out;
}

// Adds an arrow, or recolours the one with the same ends (never two arrows on one path).
void put_arrow(std::vector<core::Arrow>& arrows, const core::Arrow& a) {
    for (auto& x : arrows) {
        if (x.from == a.from && x.to == a.to) {
            x.colour = a.colour;
            return;
        }
    }
    arrows.push_back(a);
}

void put_square(std::vector<core::ColouredSquare>& squares, const core::ColouredSquare& s) {
    for (auto& x : squares) {
        if (x.square == s.square) {
            x.colour = s.colour;
            return;
        }
    }
    squares.push_back(s);
}

int run_annotate(const AnnotateOptions& o) {
    const std::int64_t id = *o.game;
    const int ply = static_cast<int>(*o.ply);
    if (o.comment.empty() && o.nag.empty() && o.arrows.empty() && o.squares.empty() && !o.clear) {
        error("nothing to do: give --comment, --nag, --arrow, --square or --clear");
        return 2;
    }
    std::optional<int> nag;
    if (!o.nag.empty()) {
        nag = core::parse_nag(o.nag);
        if (!nag) {
            error(
                "--nag: '{}' is no glyph (! ? !! ?? !? ?! = ~ += =+ +/- -/+ +- -+, or $1 to $255)",
                o.nag);
            return 2;
        }
        if (ply == 0) {
            error("--nag: ply 0 is the start position, which no move leads to: give a ply from 1");
            return 2;
        }
    }
    auto opened = database::GameDatabase::open_existing(o.db);
    if (!opened) {
        error("{}", opened.error());
        return 1;
    }
    database::GameDatabase* db = &opened.value();
    if (auto w = db->check_writable(); !w) {
        error("{}", w.error());
        return 1;
    }
    core::GameRecord g;
    if (const int code = load_stored_game(*db, id, o.db, g); code != 0) return code;
    if (ply > static_cast<int>(g.moves.size())) {
        error("--ply: the game has {} moves on its main line (ply 0 is the start, {} the last)",
              g.moves.size(), g.moves.size());
        return 2;
    }
    auto arrows = parse_arrows(g.variant, o.arrows);
    if (!arrows) {
        error("{}", arrows.error());
        return 2;
    }
    auto squares = parse_squares(g.variant, o.squares);
    if (!squares) {
        error("{}", squares.error());
        return 2;
    }
    // The start position's annotations are the game's comment; a move's, the comment after it.
    std::string& comment =
        ply == 0 ? g.comment : g.moves[static_cast<std::size_t>(ply - 1)].comment;
    core::CommentParts parts =
        o.clear ? core::CommentParts{} : core::split_comment(g.variant, comment);
    if (!o.comment.empty()) parts.text = o.comment;
    for (const auto& a : *arrows) put_arrow(parts.arrows, a);
    for (const auto& s : *squares) put_square(parts.squares, s);
    comment = core::join_comment(g.variant, parts);
    if (ply > 0) {
        auto& nags = g.moves[static_cast<std::size_t>(ply - 1)].nags;
        if (o.clear) nags.clear();
        if (nag) {
            // A glyph replaces another of its kind (one move mark, one position glyph).
            if (std::find(nags.begin(), nags.end(), *nag) == nags.end())
                core::toggle_nag(nags, *nag);
        }
    }
    if (auto r = db->update_game(id, g); !r) {
        error("{}", r.error());
        return 1;
    }
    auto analysis = db->load_analysis(id);
    if (!analysis) {
        error("{}", analysis.error());
        return 1;
    }
    if (o.json) {
        if (ply == 0) {
            const Json game = game_json(id, g, {}, *analysis);
            print_json({{"id", id},
                        {"ply", 0},
                        {"comment", game["comment"]},
                        {"arrows", game["arrows"]},
                        {"squares", game["squares"]}});
        } else {
            Json move = main_line_move_json(g, ply, *analysis);
            move["id"] = id;
            print_json(move);
        }
        return 0;
    }
    out("game {}, ply {}: {}\n", id, ply, comment.empty() ? "(no comment)" : "{" + comment + "}");
    if (ply > 0) {
        std::string glyphs;
        for (int n : g.moves[static_cast<std::size_t>(ply - 1)].nags)
            glyphs += " " + core::nag_symbol(n);
        if (!glyphs.empty()) out("glyphs:{}\n", glyphs);
    }
    return 0;
}

}  // namespace

Runner setup_annotate(CLI::App& cmd) {
    auto o = std::make_shared<AnnotateOptions>();
    add_database(cmd, o->db);
    add_integer(cmd, "--game", o->game, 1, INT64_MAX, "the game's id (as `games` lists it)")
        ->required();
    add_integer(cmd, "--ply", o->ply, 0, 100000,
                "the position after this main-line move (0: the start)")
        ->required();
    add_text(cmd, "--comment", o->comment,
             "the comment after the move (replaces its words; arrows and squares stay)");
    add_text(cmd, "--nag", o->nag, "a glyph: ! ? !! ?? !? ?! or a position glyph, or $N", "GLYPH");
    add_text(cmd, "--arrow", o->arrows,
             "arrows FROM-TO[:COLOUR], comma-separated (colour green, red, yellow or blue)",
             "FROM-TO[:COLOUR]");
    add_text(cmd, "--square", o->squares, "coloured squares SQ[:COLOUR], comma-separated",
             "SQ[:COLOUR]");
    add_flag(cmd, "--clear", o->clear,
             "first remove the comment, glyphs, arrows and squares at that ply");
    add_flag(cmd, "--json", o->json, "print the annotated move as `show --json` does");
    return [o] { return run_annotate(*o); };
}

}  // namespace damascope::cli
