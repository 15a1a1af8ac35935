// Spelling variants of one player's name ("MF Tinsley", "M Tinsley", "Tinsley, M."): the merges
// the program suggests. Only suggestions: the user confirms them (GUI, `players merge`), and they
// become aliases in the database.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::app {

// A name read as a surname and given names, lower case (ASCII letters): "Tinsley, M.F." and
// "MF Tinsley" are {"tinsley", {"m", "f"}}, "Marion Tinsley" {"tinsley", {"marion"}}.
struct NameParts {
    std::string surname;
    std::vector<std::string> given;  // a letter alone is an initial
};

// How a name is read: "Surname, Given" with a comma; else the last word is the surname, unless it
// is written as initials ("Tinsley MF", "Tinsley M.") and the first word is not. Initials run
// together in capitals ("MF", "JB") or with dots ("M.F.") are one initial each. nullopt for a
// name of one word (a surname alone could be anyone of that name) or none.
std::optional<NameParts> parse_name(std::string_view name);

// The same surname, and given names that agree as far as both go: an initial agrees with a name
// that starts with it ("M" and "Marion"), a name only with itself ("Marion" and "Mark" do not).
bool compatible_names(const NameParts& a, const NameParts& b);

struct NameCount {
    std::string name;
    int games = 0;
};

struct MergeSuggestion {
    std::string into;                // the spelling with the most games (ties: the longer)
    std::vector<std::string> names;  // the other spellings, to be merged into it
};

// Groups of names that are all compatible with one another. A name compatible with two groups
// ("M Tinsley" beside "MF Tinsley" and "MJ Tinsley") is left out: which one it is, only the user
// can tell. Ordered by `into`.
std::vector<MergeSuggestion> suggest_merges(std::span<const NameCount> names);

}  // namespace damascope::app
