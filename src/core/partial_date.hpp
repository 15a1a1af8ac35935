// PDN dates with unknown parts ("1841.??.??", "????.??.??"): the part that is known.
#pragma once

#include <optional>
#include <string>

namespace damascope::core {

// The known part of a stored date, in ISO order: "1841.03.02" -> "1841-03-02", "1841.03.??" ->
// "1841-03", "1841.??.??" -> "1841", "????.??.??" -> "" (nothing known). An unknown year before a
// known month or day stays a "?" ("????.03.02" -> "?-03-02"). nullopt: the text is not a date
// (shown as written).
std::optional<std::string> known_date(const std::string& stored);

}  // namespace damascope::core
