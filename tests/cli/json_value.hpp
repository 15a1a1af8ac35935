// A small JSON reader for the CLI tests: parses a whole document into a tree of values, so the
// tests check fields by name instead of searching the text.
#pragma once

#include <cctype>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damascope::cli::testing {

struct JsonValue {
    enum class Kind { null, boolean, number, string, array, object } kind = Kind::null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<JsonValue> array;
    std::vector<std::pair<std::string, JsonValue>> object;  // in document order

    bool is_null() const { return kind == Kind::null; }
    bool has(std::string_view key) const {
        for (const auto& [k, v] : object)
            if (k == key) return true;
        return false;
    }
    // The member `key` of an object; a null value when absent.
    const JsonValue& operator[](std::string_view key) const {
        static const JsonValue none;
        for (const auto& [k, v] : object)
            if (k == key) return v;
        return none;
    }
    const JsonValue& operator[](std::size_t i) const { return array.at(i); }
    std::int64_t integer() const { return static_cast<std::int64_t>(number); }
};

// Parses `text` (surrounding whitespace allowed); nullopt if it is not exactly one JSON value.
inline std::optional<JsonValue> parse_json(std::string_view text) {
    struct Parser {
        std::string_view s;
        std::size_t i = 0;
        void ws() {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t'))
                ++i;
        }
        bool lit(std::string_view w) {
            if (s.substr(i, w.size()) != w) return false;
            i += w.size();
            return true;
        }
        bool str(std::string& out) {
            if (i >= s.size() || s[i] != '"') return false;
            ++i;
            while (i < s.size() && s[i] != '"') {
                char c = s[i++];
                if (c != '\\') {
                    out += c;
                    continue;
                }
                if (i >= s.size()) return false;
                c = s[i++];
                switch (c) {
                    case 'n':
                        out += '\n';
                        break;
                    case 't':
                        out += '\t';
                        break;
                    case 'r':
                        out += '\r';
                        break;
                    case 'b':
                        out += '\b';
                        break;
                    case 'f':
                        out += '\f';
                        break;
                    case 'u': {
                        if (i + 4 > s.size()) return false;
                        const unsigned cp = static_cast<unsigned>(
                            std::stoul(std::string(s.substr(i, 4)), nullptr, 16));
                        i += 4;
                        if (cp < 0x80) {
                            out += static_cast<char>(cp);
                        } else if (cp < 0x800) {
                            out += static_cast<char>(0xC0 | (cp >> 6));
                            out += static_cast<char>(0x80 | (cp & 0x3F));
                        } else {
                            out += static_cast<char>(0xE0 | (cp >> 12));
                            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
                            out += static_cast<char>(0x80 | (cp & 0x3F));
                        }
                        break;
                    }
                    default:
                        out += c;
                }
            }
            if (i >= s.size()) return false;
            ++i;
            return true;
        }
        bool value(JsonValue& v) {
            ws();
            if (i >= s.size()) return false;
            const char c = s[i];
            if (c == '{') {
                v.kind = JsonValue::Kind::object;
                ++i;
                ws();
                if (i < s.size() && s[i] == '}') return ++i, true;
                for (;;) {
                    ws();
                    std::string key;
                    if (!str(key)) return false;
                    ws();
                    if (!lit(":")) return false;
                    JsonValue member;
                    if (!value(member)) return false;
                    v.object.emplace_back(std::move(key), std::move(member));
                    ws();
                    if (lit(",")) continue;
                    return lit("}");
                }
            }
            if (c == '[') {
                v.kind = JsonValue::Kind::array;
                ++i;
                ws();
                if (i < s.size() && s[i] == ']') return ++i, true;
                for (;;) {
                    JsonValue item;
                    if (!value(item)) return false;
                    v.array.push_back(std::move(item));
                    ws();
                    if (lit(",")) continue;
                    return lit("]");
                }
            }
            if (c == '"') {
                v.kind = JsonValue::Kind::string;
                return str(v.string);
            }
            if (lit("true")) {
                v.kind = JsonValue::Kind::boolean;
                v.boolean = true;
                return true;
            }
            if (lit("false")) {
                v.kind = JsonValue::Kind::boolean;
                return true;
            }
            if (lit("null")) return true;
            const std::size_t start = i;
            while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '-' ||
                                    s[i] == '+' || s[i] == '.' || s[i] == 'e' || s[i] == 'E'))
                ++i;
            if (start == i) return false;
            v.kind = JsonValue::Kind::number;
            v.number = std::stod(std::string(s.substr(start, i - start)));
            return true;
        }
    };
    Parser p{text};
    JsonValue v;
    if (!p.value(v)) return std::nullopt;
    p.ws();
    if (p.i != text.size()) return std::nullopt;
    return v;
}

}  // namespace damascope::cli::testing
