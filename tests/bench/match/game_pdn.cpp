#include "game_pdn.hpp"

#include "core/fen.hpp"
#include "core/variant_name.hpp"

namespace damascope::match {

const char* result_text(GameResult r, core::Variant v) {
    // PDN names the first mover's score first: White's in Dama, Black's in Dhama.
    const bool white_first = core::first_mover(v) == core::Color::white;
    switch (r) {
        case GameResult::white_wins:
            return white_first ? "1-0" : "0-1";
        case GameResult::black_wins:
            return white_first ? "0-1" : "1-0";
        case GameResult::draw:
            return "1/2-1/2";
    }
    return "*";
}

std::string game_pdn(const GameRecord& game, int round, const std::string& event) {
    const core::Variant v = game.opening.start.variant();
    std::string pdn;
    const auto tag = [&pdn](const char* name, const std::string& value) {
        pdn.append("[").append(name).append(" \"").append(value).append("\"]\n");
    };
    tag("Event", event);
    tag("Round", std::to_string(round));
    tag("White", game.white);
    tag("Black", game.black);
    tag("Result", result_text(game.result, v));
    tag("GameType", v == core::Variant::dhama ? "21" : "30");
    tag("Variant", std::string(core::variant_name(v)));
    tag("Opening", game.opening.name);
    if (!(game.opening.start == core::Position::initial(v))) {
        tag("SetUp", "1");
        tag("FEN", core::to_fen(game.opening.start));
    }
    tag("Termination", game.reason);
    int ply = 0;
    std::string line;
    const auto add = [&](const std::string& word) {
        if (line.size() + word.size() + 1 > 90) {
            pdn += line + "\n";
            line.clear();
        }
        if (!line.empty()) line.push_back(' ');
        line.append(word);
    };
    const auto number = [&] {
        if (ply % 2 == 0) add(std::to_string(ply / 2 + 1) + ".");
    };
    for (const std::string& m : game.opening.moves) {
        number();
        add(m);
        ++ply;
    }
    if (!game.opening.moves.empty()) add("{opening ends}");
    for (const PlayedMove& m : game.moves) {
        number();
        add(m.text);
        std::string comment = "{";
        if (m.score) {
            if (*m.score >= 0) comment.push_back('+');
            comment.append(std::to_string(*m.score));
        } else {
            comment.push_back('?');
        }
        if (m.depth) comment.append("/").append(std::to_string(*m.depth));
        comment.push_back('}');
        add(comment);
        ++ply;
    }
    if (!game.reason.empty()) add(std::string("{").append(game.reason).append("}"));
    add(result_text(game.result, v));
    pdn += line + "\n\n";
    return pdn;
}

}  // namespace damascope::match
