#include "app/player_names.hpp"

#include <algorithm>
#include <map>

namespace damascope::app {

namespace {

bool is_upper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool is_letter(char c) {
    return is_upper(c) || (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
}
char lower(char c) {
    return is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c;
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

// "MF", "JB", "M.", "M.F.", "J.-P.": initials only.
bool is_initials(std::string_view w) {
    int letters = 0;
    for (char c : w) {
        if (is_upper(c)) {
            ++letters;
        } else if (c != '.' && c != '-') {
            return false;
        }
    }
    return letters >= 1 && letters <= 3 &&
           (letters == 1 || w.find('.') != w.npos || w.size() == static_cast<std::size_t>(letters));
}

// Given names from words: initials one letter each, names lower case; punctuation dropped.
void add_given(std::string_view w, std::vector<std::string>& given) {
    if (is_initials(w)) {
        for (char c : w)
            if (is_upper(c)) given.emplace_back(1, lower(c));
        return;
    }
    std::string part;
    const auto flush = [&] {
        if (!part.empty()) given.push_back(part);
        part.clear();
    };
    for (char c : w) {
        if (is_letter(c)) {
            part += lower(c);
        } else {
            flush();  // "M.F." written in lower case, "Jean-Pierre": parts
        }
    }
    flush();
}

std::string surname_of(std::string_view w) {
    std::string s;
    for (char c : w)
        if (is_letter(c) || c == '\'' || c == '-') s += lower(c);
    return s;
}

bool given_agree(const std::string& a, const std::string& b) {
    if (a.size() == 1 || b.size() == 1) return a[0] == b[0];
    return a == b;
}

}  // namespace

std::optional<NameParts> parse_name(std::string_view name) {
    NameParts parts;
    if (const auto comma = name.find(','); comma != name.npos) {
        const auto surname_words = words(name.substr(0, comma));
        if (surname_words.empty()) return std::nullopt;
        std::string surname;
        for (auto w : surname_words) {
            if (!surname.empty()) surname += ' ';
            surname += surname_of(w);
        }
        parts.surname = surname;
        for (auto w : words(name.substr(comma + 1))) add_given(w, parts.given);
    } else {
        const auto ws = words(name);
        if (ws.size() < 2) return std::nullopt;
        // "Tinsley MF": the surname first, the initials after it.
        const bool surname_first = is_initials(ws.back()) && !is_initials(ws.front());
        const std::size_t surname_at = surname_first ? 0 : ws.size() - 1;
        parts.surname = surname_of(ws[surname_at]);
        for (std::size_t i = 0; i < ws.size(); ++i)
            if (i != surname_at) add_given(ws[i], parts.given);
    }
    if (parts.surname.empty() || parts.given.empty()) return std::nullopt;
    return parts;
}

bool compatible_names(const NameParts& a, const NameParts& b) {
    if (a.surname != b.surname) return false;
    const std::size_t n = std::min(a.given.size(), b.given.size());
    if (n == 0) return false;
    for (std::size_t i = 0; i < n; ++i)
        if (!given_agree(a.given[i], b.given[i])) return false;
    return true;
}

std::vector<MergeSuggestion> suggest_merges(std::span<const NameCount> names) {
    struct Entry {
        const NameCount* name;
        NameParts parts;
        std::size_t letters = 0;  // of the given names: more is more specific
    };
    std::map<std::string, std::vector<Entry>> by_surname;
    for (const NameCount& n : names) {
        auto parts = parse_name(n.name);
        if (!parts) continue;
        std::size_t letters = 0;
        for (const auto& g : parts->given) letters += g.size();
        const std::string surname = parts->surname;
        by_surname[surname].push_back({&n, std::move(*parts), letters});
    }
    std::vector<MergeSuggestion> out;
    for (auto& [surname, entries] : by_surname) {
        if (entries.size() < 2) continue;
        // The most specific names found the groups; the vaguer ones join the one group they fit.
        std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
            if (a.parts.given.size() != b.parts.given.size())
                return a.parts.given.size() > b.parts.given.size();
            if (a.letters != b.letters) return a.letters > b.letters;
            return a.name->name < b.name->name;
        });
        std::vector<std::vector<const Entry*>> groups;
        for (const Entry& e : entries) {
            std::vector<std::size_t> fits;
            for (std::size_t gi = 0; gi < groups.size(); ++gi)
                if (std::all_of(groups[gi].begin(), groups[gi].end(), [&](const Entry* m) {
                        return compatible_names(e.parts, m->parts);
                    }))
                    fits.push_back(gi);
            if (fits.empty()) {
                groups.push_back({&e});
            } else if (fits.size() == 1) {
                groups[fits[0]].push_back(&e);
            }  // fits two groups: ambiguous, left to the user
        }
        for (const auto& group : groups) {
            if (group.size() < 2) continue;
            const Entry* into = *std::max_element(group.begin(), group.end(), [](auto* a, auto* b) {
                if (a->name->games != b->name->games) return a->name->games < b->name->games;
                if (a->name->name.size() != b->name->name.size())
                    return a->name->name.size() < b->name->name.size();
                return a->name->name > b->name->name;
            });
            MergeSuggestion s{into->name->name, {}};
            for (const Entry* m : group)
                if (m != into) s.names.push_back(m->name->name);
            std::sort(s.names.begin(), s.names.end());
            out.push_back(std::move(s));
        }
    }
    std::sort(out.begin(), out.end(),
              [](const MergeSuggestion& a, const MergeSuggestion& b) { return a.into < b.into; });
    return out;
}

}  // namespace damascope::app
