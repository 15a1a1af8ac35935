// A game's tags as a user reads and edits them (damascope-cli tags, Game > Edit tags...): the seven
// standard PDN tags first, then the others stored; a change checked before it is made (a tag
// name PDN can write, a result that is a result and agrees with the rules' end of the game).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game_record.hpp"
#include "core/result.hpp"

namespace damascope::app {

// Event, Site, Date, Round, White, Black, Result (PDN's seven tag roster, in its order).
std::span<const std::string_view> standard_tags();
bool is_standard_tag(std::string_view name);

using Tag = std::pair<std::string, std::string>;

// The seven standard tags (a missing one with an empty value; Result as the record's result when
// the tag is missing), then every other tag in stored order.
std::vector<Tag> tags_for_editing(const core::GameRecord& g);

// "NAME=VALUE" (VALUE may be empty). An error names what is wrong: no '=', or a NAME that is not
// a PDN tag name (a letter, then letters, digits or '_'). A standard name is taken whatever its
// case ("white=Ali" is White).
core::Result<Tag> parse_tag_assignment(std::string_view text);

// The result the rules give the game's stored end (one side has no move, or a draw by the rules'
// count), as PDN writes it; nullopt when the rules do not decide it (the record ends earlier, or
// its replay stopped).
std::optional<std::string> result_by_rules(const core::GameRecord& g);

// Applies `changes` in order to the record's tags: a standard tag is set (an empty value makes it
// "?", unknown; Result cannot be empty), another tag is set, added at the end, or removed when its
// value is empty. Result also sets the record's result and outcome, and is refused when it
// contradicts result_by_rules(). The tags that name the game's rules and start (GameType, FEN,
// SetUp, Rules) are refused: they would no longer describe the stored moves. On an error `g` is
// unchanged and the message names the tag.
core::Result<bool> apply_tag_changes(core::GameRecord& g, std::span<const Tag> changes);

// The whole edited list (the dialog's rows) as changes to `g`: every row that differs from
// tags_for_editing(g) is set, every non-standard tag of `g` not given is removed.
std::vector<Tag> changes_to(const core::GameRecord& g, std::span<const Tag> edited);

// The tag that marks a game saved from another game's line (Game > Save line as new game).
inline constexpr std::string_view derived_tag = "Source";

}  // namespace damascope::app
