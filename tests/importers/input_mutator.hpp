// Seeded random damage to game files for the robustness tests: byte flips, cuts, lost or doubled
// lines, junk bytes, broken encodings, endless tokens and nesting, CSV rows of the wrong shape.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace damascope::importers::testing {

class InputMutator {
  public:
    explicit InputMutator(std::uint64_t seed) : rng_(seed) {}

    std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng_() % n); }

    // One to four random mutations of `text`; `csv` adds board-log specific ones.
    std::string mutate(std::string text, bool csv) {
        const std::size_t count = 1 + below(4);
        for (std::size_t k = 0; k < count; ++k) mutate_once(text, csv);
        return text;
    }

  private:
    std::size_t pos(const std::string& s) { return below(s.size() + 1); }

    std::string random_bytes(std::size_t n) {
        std::string s(n, '\0');
        for (char& c : s) c = static_cast<char>(below(256));
        return s;
    }

    std::vector<std::string> lines(const std::string& s) {
        std::vector<std::string> out;
        std::size_t start = 0;
        for (;;) {
            std::size_t nl = s.find('\n', start);
            out.push_back(s.substr(start, nl == std::string::npos ? nl : nl - start + 1));
            if (nl == std::string::npos) return out;
            start = nl + 1;
        }
    }
    static std::string join(const std::vector<std::string>& ls) {
        std::string s;
        for (const auto& l : ls) s += l;
        return s;
    }

    static std::string utf16(const std::string& s, bool big_endian, bool bom) {
        std::string out;
        if (bom) out += big_endian ? "\xFE\xFF" : "\xFF\xFE";
        for (char c : s) {  // bytes as code units: enough to look like UTF-16
            if (big_endian) out += '\0';
            out += c;
            if (!big_endian) out += '\0';
        }
        return out;
    }

    void mutate_once(std::string& s, bool csv) {
        static const char* const snippets[] = {"(",
                                               ")",
                                               "{",
                                               "}",
                                               "[",
                                               "]",
                                               "\"",
                                               "$",
                                               "$999999999999",
                                               "99999999999999999999.",
                                               "1-0",
                                               "*",
                                               "\n",
                                               "\r",
                                               "\r\n",
                                               "\t",
                                               "%",
                                               ";",
                                               "/FEN \"",
                                               "[FEN \"W:W1:B",
                                               "[GameType \"20\"]\n",
                                               "[GameType \"30\"]\n",
                                               "x",
                                               "-",
                                               "11-15",
                                               "a1xh8",
                                               "32x1x32",
                                               "\xC3",
                                               "\xED\xA0\x80",
                                               "\xF8\x88\x80\x80\x80",
                                               "\xEF\xBB\xBF",
                                               "\xFF\xFE",
                                               "[Event \"",
                                               "1/2-1/2",
                                               "K",
                                               ":",
                                               ",",
                                               "."};
        switch (below(csv ? 18 : 16)) {
            case 0:  // flip bytes
                for (std::size_t n = 1 + below(8); n > 0 && !s.empty(); --n)
                    s[below(s.size())] ^= static_cast<char>(1 << below(8));
                break;
            case 1:  // truncate
                s.resize(below(s.size() + 1));
                break;
            case 2:  // delete a range
                if (!s.empty()) {
                    std::size_t b = below(s.size());
                    s.erase(b, 1 + below(std::min<std::size_t>(s.size() - b, 200)));
                }
                break;
            case 3: {  // delete, duplicate or swap lines
                auto ls = lines(s);
                const std::size_t i = below(ls.size()), j = below(ls.size());
                const std::size_t what = below(3);
                if (what == 0) ls.erase(ls.begin() + static_cast<std::ptrdiff_t>(i));
                if (what == 1) ls.insert(ls.begin() + static_cast<std::ptrdiff_t>(i), ls[j]);
                if (what == 2) std::swap(ls[i], ls[j]);
                s = join(ls);
                break;
            }
            case 4:  // random bytes
                s.insert(pos(s), random_bytes(1 + below(64)));
                break;
            case 5:  // NULs
                s.insert(pos(s), std::string(1 + below(16), '\0'));
                break;
            case 6:  // a snippet of syntax where it may make no sense
                for (std::size_t n = 1 + below(6); n > 0; --n)
                    s.insert(pos(s), snippets[below(std::size(snippets))]);
                break;
            case 7: {  // an endless token
                static const char* const units[] = {"1", "x",  "11-15x", "a1x", "(",        ")",
                                                    "{", "$9", "!?",     "-",   "\xC3\xA9", "K1,"};
                std::string unit = units[below(std::size(units))];
                std::string token;
                const std::size_t len = 1000 + below(100000);
                while (token.size() < len) token += unit;
                s.insert(pos(s), token);
                break;
            }
            case 8: {  // deeply nested variations, with or without moves
                const std::size_t depth = 10 + below(3000);
                const bool with_moves = below(2) == 0;
                std::string open, close;
                for (std::size_t d = 0; d < depth; ++d) {
                    open += with_moves ? "(11-15 " : "(";
                    if (below(2) == 0) close += ')';
                }
                s.insert(pos(s), open + close);
                break;
            }
            case 9:  // an overlong line
                s.insert(pos(s), std::string(100000 + below(200000), below(2) ? ' ' : 'a'));
                break;
            case 10:  // UTF-16
                s = utf16(s, below(2) == 0, below(3) != 0);
                break;
            case 11:  // line ends changed
                for (char& c : s)
                    if (c == '\n' && below(2) == 0) c = '\r';
                break;
            case 12:  // empty
                s.clear();
                break;
            case 13:  // a huge move number or NAG
                s.insert(pos(s), below(2) ? " 4294967296. " : " $18446744073709551616 ");
                break;
            case 14: {  // a piece of the file somewhere else
                if (s.empty()) break;
                std::size_t b = below(s.size());
                std::string piece = s.substr(b, below(2000));
                s.insert(pos(s), piece);
                break;
            }
            case 15:  // an unclosed comment or tag
                s.insert(pos(s), below(2) ? "{" : "[Event \"");
                break;
            case 16: {  // CSV: a board with a wrong width or wrong characters
                auto ls = lines(s);
                std::string& l = ls[below(ls.size())];
                if (below(2) == 0) {
                    l.insert(below(l.size() + 1), std::string(1 + below(3), "-wbWBx?"[below(7)]));
                } else if (!l.empty()) {
                    l.erase(below(l.size()), 1 + below(3));
                }
                s = join(ls);
                break;
            }
            case 17: {  // CSV: commas added or lost
                auto ls = lines(s);
                std::string& l = ls[below(ls.size())];
                auto comma = l.find(',');
                if (comma != std::string::npos && below(2) == 0) {
                    l.erase(comma, 1);
                } else {
                    l.insert(below(l.size() + 1), ",");
                }
                s = join(ls);
                break;
            }
        }
    }

    std::mt19937_64 rng_;
};

}  // namespace damascope::importers::testing
