#include "glyph_typing.hpp"

#include "core/annotation.hpp"

namespace damascope::app {

GlyphTyping::Outcome GlyphTyping::type(char c, NodeId at, const std::vector<int>& nags,
                                       long long now_ms) {
    static const std::string glyph_chars = "!?=+-/~";
    using Kind = Outcome::Kind;
    if (glyph_chars.find(c) == std::string::npos) return {Kind::not_glyph, {}};
    if (at == root_node) return {Kind::needs_move, {}};
    const auto begin = [&] {
        typed_.clear();
        base_ = nags;
    };
    if (node_ != at || now_ms - time_ms_ > window_ms) begin();
    typed_ += c;
    time_ms_ = now_ms;
    node_ = at;
    auto nag = core::parse_nag(typed_);
    if (!nag && typed_.size() > 1) {  // "!!!": a glyph of its own again
        begin();
        typed_ = std::string(1, c);
        nag = core::parse_nag(typed_);
    }
    // "+" and "-" alone begin a glyph ("+=", "-+") without being one.
    if (!nag || !(core::is_move_mark_nag(*nag) || core::is_position_nag(*nag)))
        return {Kind::pending, {}};
    std::vector<int> out = base_;
    core::toggle_nag(out, *nag);
    return {Kind::set_nags, std::move(out)};
}

}  // namespace damascope::app
