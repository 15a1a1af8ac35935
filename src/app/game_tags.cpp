#include "game_tags.hpp"

#include <algorithm>
#include <array>

#include "app/game_end.hpp"
#include "app/ui_text.hpp"
#include "importers/game_replay.hpp"

namespace damascope::app {

namespace {

constexpr std::array<std::string_view, 7> standard = {"Event", "Site",  "Date",  "Round",
                                                      "White", "Black", "Result"};

// The tags that say which rules and which start the stored moves were replayed under.
constexpr std::array<std::string_view, 4> fixed = {"GameType", "FEN", "SetUp", "Rules"};

char ascii_lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool same_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return ascii_lower(x) == ascii_lower(y);
           });
}

bool is_tag_name(std::string_view name) {
    const auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    if (name.empty() || !letter(name.front())) return false;
    return std::all_of(name.begin(), name.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '_'; });
}

// A result in colours as PDN writes it for `v` (the first mover's score first).
std::string result_text(core::Variant v, core::Outcome o) {
    if (o == core::Outcome::draw) return "1/2-1/2";
    if (o == core::Outcome::ongoing) return "*";
    const core::Color winner =
        o == core::Outcome::white_wins ? core::Color::white : core::Color::black;
    return winner == core::first_mover(v) ? "1-0" : "0-1";
}

void set_or_add(std::vector<Tag>& tags, const std::string& name, const std::string& value) {
    for (auto& [k, v] : tags) {
        if (k == name) {
            v = value;
            return;
        }
    }
    tags.emplace_back(name, value);
}

}  // namespace

std::span<const std::string_view> standard_tags() {
    return standard;
}

bool is_standard_tag(std::string_view name) {
    return std::find(standard.begin(), standard.end(), name) != standard.end();
}

std::vector<Tag> tags_for_editing(const core::GameRecord& g) {
    std::vector<Tag> out;
    for (std::string_view name : standard) {
        std::string value = g.tag(std::string(name));
        if (value.empty() && name == "Result") value = g.result;
        out.emplace_back(std::string(name), std::move(value));
    }
    for (const auto& [name, value] : g.tags)
        if (!is_standard_tag(name)) out.emplace_back(name, value);
    return out;
}

core::Result<Tag> parse_tag_assignment(std::string_view text) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos)
        return core::Error{text_format(tr("'%s' is not NAME=VALUE"), std::string(text))};
    std::string name(text.substr(0, eq));
    if (!is_tag_name(name))
        return core::Error{text_format(
            tr("'%s' is not a tag name (a letter, then letters, digits or '_')"), name)};
    for (std::string_view s : standard)
        if (same_ignoring_case(name, s)) name = std::string(s);
    return Tag{name, std::string(text.substr(eq + 1))};
}

std::optional<std::string> result_by_rules(const core::GameRecord& g) {
    if (g.stopped) return std::nullopt;  // the record's end is not the game's
    std::vector<core::Move> moves;
    moves.reserve(g.moves.size());
    for (const auto& m : g.moves) moves.push_back(m.move);
    const GameEnd end = rules_end(g.start, moves);
    if (end.kind != GameEnd::Kind::by_rules) return std::nullopt;
    return result_text(g.variant, end.outcome);
}

core::Result<bool> apply_tag_changes(core::GameRecord& g, std::span<const Tag> changes) {
    core::GameRecord edited = g;
    for (const auto& [name, value] : changes) {
        if (!is_tag_name(name)) return core::Error{text_format(tr("'%s' is not a tag name"), name)};
        if (std::find(fixed.begin(), fixed.end(), name) != fixed.end())
            return core::Error{text_format(tr("%s: this tag names the rules or the start the "
                                              "moves were played from; it cannot be changed"),
                                           name)};
        if (name == "Result") {
            const std::string result = importers::normalize_result(value);
            if (result.empty())
                return core::Error{text_format(
                    tr("Result: '%s' is not a result (1-0, 0-1, 1/2-1/2 or *)"), value)};
            if (const auto by_rules = result_by_rules(edited); by_rules && *by_rules != result)
                return core::Error{text_format(tr("Result: the game ends by the rules with %s "
                                                  "at its last move; '%s' contradicts it"),
                                               *by_rules, value)};
            edited.result = result;
            edited.outcome = importers::outcome_of(edited.variant, result);
            set_or_add(edited.tags, name, result);
        } else if (is_standard_tag(name)) {
            set_or_add(edited.tags, name, value.empty() ? "?" : value);
        } else if (value.empty()) {
            std::erase_if(edited.tags, [&](const Tag& t) { return t.first == name; });
        } else {
            set_or_add(edited.tags, name, value);
        }
    }
    g = std::move(edited);
    return true;
}

std::vector<Tag> changes_to(const core::GameRecord& g, std::span<const Tag> edited) {
    const std::vector<Tag> shown = tags_for_editing(g);
    std::vector<Tag> changes;
    for (const Tag& t : edited)  // a row left as it was is no change (a missing tag stays so)
        if (std::find(shown.begin(), shown.end(), t) == shown.end()) changes.push_back(t);
    for (const auto& [name, value] : g.tags) {
        if (is_standard_tag(name)) continue;
        const bool kept = std::any_of(edited.begin(), edited.end(),
                                      [&](const Tag& t) { return t.first == name; });
        if (!kept) changes.emplace_back(name, "");
    }
    return changes;
}

}  // namespace damascope::app
