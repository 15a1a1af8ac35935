// PDN parser: groups tokens into games (tags, movetext with nested variations), tolerant of errors.
#pragma once

#include <optional>

#include "importers/pdn_tokenizer.hpp"
#include "importers/raw_game.hpp"

namespace damascope::importers {

class PdnParser {
  public:
    explicit PdnParser(PdnTokenizer& tokens) : tokens_(tokens) {}

    // The next game; nullopt at the end of the input. A game ends at its result token or where the
    // tags of the next game begin; malformed parts are recorded as warnings on the game.
    std::optional<RawGame> next();

  private:
    bool pull(Token& t);
    void add_comment(RawGame& g, std::vector<RawMove>& line, int depth, std::string text);

    PdnTokenizer& tokens_;
    Token pending_;
    bool has_pending_ = false;
};

}  // namespace damascope::importers
