#include "export/pdn_writer.hpp"
#include "core/notation.hpp"

#include <fmt/core.h>

#include <sstream>

#include "core/atomic_file.hpp"
#include "core/fen.hpp"
#include "core/variant_name.hpp"
#include "export/move_notation.hpp"
#include "importers/dama_rules.hpp"

namespace damascope::exporting {

namespace {

constexpr std::size_t max_line = 80;

bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

// The comment as a PDN reader will read it back: line breaks are spaces, and the ends trimmed.
std::string comment_text(std::string_view comment) {
    std::string s(comment);
    for (char& c : s)
        if (c == '\n' || c == '\r') c = ' ';
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

// The comment cut at the spaces where a line may break: a single space between two other
// characters (a reader joins the lines with one space, so it reads the same text back), and not
// before '[' or '%' (a line starting "[Name \"" would be taken for the next game's tags, one
// starting with '%' for a PDN escape line).
std::vector<std::string_view> comment_pieces(std::string_view text) {
    std::vector<std::string_view> pieces;
    std::size_t start = 0;
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
        if (text[i] != ' ' || is_blank(text[i - 1]) || is_blank(text[i + 1]) ||
            text[i + 1] == '[' || text[i + 1] == '%')
            continue;
        pieces.push_back(text.substr(start, i - start));
        start = i + 1;
    }
    pieces.push_back(text.substr(start));
    return pieces;
}

// Movetext in lines of at most 80 characters (a single word longer than that gets a line of its
// own). Whitespace may go between any two tokens; inside a comment only at comment_pieces().
class Movetext {
  public:
    void word(std::string_view w) {
        const bool space = !glue_next_ && line_length_ > 0;
        glue_next_ = false;
        if (line_length_ > 0 && line_length_ + (space ? 1 : 0) + w.size() > max_line) {
            new_line();
        } else if (space) {
            out_ += ' ';
            ++line_length_;
        }
        out_ += w;
        line_length_ += w.size();
    }
    void open_variation() {
        word("(");
        glue_next_ = true;
    }
    void close_variation() {
        glue_next_ = true;
        word(")");
    }
    void comment(std::string_view raw) {
        const std::string text = comment_text(raw);
        if (text.empty()) return;
        const auto pieces = comment_pieces(text);
        if (text.find_first_of("{}") != std::string::npos) {
            line_comment(pieces);
            return;
        }
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            std::string w(pieces[i]);
            if (i == 0) w.insert(0, 1, '{');
            if (i + 1 == pieces.size()) w += '}';
            word(w);
        }
    }
    std::string finish() {
        if (line_length_ > 0) out_ += '\n';
        return std::move(out_);
    }

  private:
    // ";" comments: each runs to the end of its line, so they may hold braces; the reader trims
    // each and joins them with a space.
    void line_comment(const std::vector<std::string_view>& pieces) {
        bool first = true;
        for (auto piece : pieces) {
            if (first) {
                word(std::string("; ").append(piece));
                first = false;
            } else if (line_length_ + 1 + piece.size() > max_line) {
                new_line();
                word(std::string("; ").append(piece));
            } else {
                out_ += ' ';
                out_ += piece;
                line_length_ += 1 + piece.size();
            }
        }
        new_line();
    }
    void new_line() {
        out_ += '\n';
        line_length_ = 0;
    }

    std::string out_;
    std::size_t line_length_ = 0;
    bool glue_next_ = false;
};

// A line of moves from `pos`, the first numbered `number`, with comments, NAGs and variations.
void write_line(Movetext& text, core::Position pos, int number,
                const std::vector<core::RecordedMove>& moves) {
    bool need_number = true;
    const core::Color first = core::first_mover(pos.variant());
    for (const auto& m : moves) {
        if (!m.comment_before.empty()) {
            text.comment(m.comment_before);
            need_number = true;
        }
        const bool first_side = pos.side_to_move() == first;
        if (first_side) {
            text.word(fmt::format("{}.", number));
        } else if (need_number) {
            text.word(fmt::format("{}...", number));
        }
        need_number = false;
        text.word(core::format_recorded_move(pos, m.move));
        for (int n : m.nags) text.word(fmt::format("${}", n));
        if (!m.comment.empty()) {
            text.comment(m.comment);
            need_number = true;
        }
        for (const auto& v : m.variations) {
            text.open_variation();
            write_line(text, pos, number, v);
            text.close_variation();
            need_number = true;
        }
        pos.play(m.move);
        if (!first_side) ++number;
    }
}

std::string tag_line(std::string_view name, std::string_view value) {
    std::string line = "[";
    line += name;
    line += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\') line += '\\';
        line += (c == '\n' || c == '\r') ? ' ' : c;
    }
    line += "\"]\n";
    return line;
}

// The number a GameType value starts with, or -1.
int game_type_number(std::string_view value) {
    std::size_t i = value.find_first_not_of(' ');
    int n = -1;
    while (i < value.size() && value[i] >= '0' && value[i] <= '9' && n < 100000) {
        n = (n < 0 ? 0 : n * 10) + (value[i++] - '0');
    }
    return n;
}

// The tags as stored, with those that tell a reader how to replay the game set to what the game
// is: GameType (30 Dama, 21 Dhama), Rules (Dama's rule set), SetUp and FEN (a start other than the
// standard one). The importer matches these names exactly, as written here.
std::string tags_text(const core::GameRecord& g) {
    const core::Variant v = g.variant;
    const bool dama = core::is_dama_family(v);
    const bool setup = !g.start_fen.empty() || !(g.start == core::Position::initial(v));
    const std::string rules = v == core::Variant::turkish ? "turkish" : "arab";
    bool game_type = false, rules_tag = false, setup_tag = false, fen_tag = false;
    std::string out;
    for (const auto& [name, value] : g.tags) {
        if (name == "GameType") {
            if (game_type) continue;
            game_type = true;
            out += tag_line(name, game_type_number(value) == core::pdn_game_type(v)
                                      ? value
                                      : std::to_string(core::pdn_game_type(v)));
        } else if (name == "Rules" && dama) {
            if (rules_tag) continue;
            rules_tag = true;
            out += tag_line(name, importers::rules_tag_variant(value) == v ? value : rules);
        } else if ((name == "SetUp" || name == "Setup") && setup) {
            if (setup_tag) continue;
            setup_tag = true;
            out += tag_line(name, "1");
        } else if (name == "FEN" && setup) {
            if (fen_tag) continue;
            fen_tag = true;
            out += tag_line(name, core::to_fen(g.start));
        } else {
            out += tag_line(name, value);
        }
    }
    if (!game_type) out += tag_line("GameType", std::to_string(core::pdn_game_type(v)));
    if (v == core::Variant::turkish && !rules_tag) out += tag_line("Rules", rules);
    if (setup && !setup_tag) out += tag_line("SetUp", "1");
    if (setup && !fen_tag) out += tag_line("FEN", core::to_fen(g.start));
    return out;
}

}  // namespace

std::string game_to_pdn(const core::GameRecord& g) {
    Movetext text;
    text.comment(g.comment);
    write_line(text, g.start, 1, g.moves);
    text.word(g.result.empty() ? "*" : g.result);
    return tags_text(g) + "\n" + text.finish();
}

void PdnStreamWriter::write(const core::GameRecord& g) {
    if (games_ > 0) out_ << '\n';
    out_ << game_to_pdn(g);
    ++games_;
}

core::Result<std::size_t> write_pdn_file(const std::string& path,
                                         std::span<const core::GameRecord> games) {
    auto created = core::AtomicFile::create(path);
    if (!created) return core::Error{created.error()};
    core::AtomicFile& file = created.value();
    std::ostringstream text;
    PdnStreamWriter writer(text);
    for (const auto& g : games) {
        writer.write(g);
        // Game by game, so that a big export never waits whole in memory.
        if (auto w = file.write(text.str()); !w) return core::Error{w.error()};
        text.str({});
    }
    if (auto c = file.commit(); !c) return core::Error{c.error()};
    return writer.games_written();
}

}  // namespace damascope::exporting
