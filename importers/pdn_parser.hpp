// PDN parser: groups tokens into games (tags, movetext with nested variations), tolerant of errors.
#pragma once

#include <optional>
#include <vector>

#include "importers/pdn_tokenizer.hpp"
#include "importers/raw_game.hpp"

namespace damascope::importers {

class PdnParser {
  public:
    explicit PdnParser(PdnTokenizer& tokens) : tokens_(tokens) {}

    // The next game; nullopt at the end of the input. A game ends at its result token or where the
    // tags of the next game begin; what it had to read past is recorded in the game's problems.
    std::optional<RawGame> next();

  private:
    bool pull(Token& t);
    void close_open_variations(RawGame& g, std::vector<std::vector<RawMove>*>& stack,
                               std::vector<Token>& opened);

    PdnTokenizer& tokens_;
    Token pending_;
    bool has_pending_ = false;
};

}  // namespace damascope::importers
