// What the export tests share: reading game files as the import does, comparing two records the
// way a round trip must keep them, and decoding a PNG (cairo) to look at its pixels.
#pragma once

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/game_record.hpp"
#include "importers/game_file_reader.hpp"

namespace damascope::exporting::testing {

// The games a file gives, as `import` reads them (records only: skipped pieces are not games).
inline std::vector<core::GameRecord> read_records(const std::string& path) {
    std::vector<core::GameRecord> games;
    auto reader = importers::GameFileReader::open(path);
    EXPECT_TRUE(reader.ok()) << path << ": " << (reader.ok() ? "" : reader.error());
    if (!reader) return games;
    while (auto g = reader.value()->next())
        if (g->record) games.push_back(std::move(*g->record));
    return games;
}

// The tags that say how to replay a game, which the exporter sets to what the game is.
inline bool is_replay_tag(const std::string& name) {
    return name == "GameType" || name == "Rules" || name == "SetUp" || name == "Setup" ||
           name == "FEN";
}

inline std::vector<std::pair<std::string, std::string>> other_tags(const core::GameRecord& g) {
    std::vector<std::pair<std::string, std::string>> tags;
    for (const auto& t : g.tags)
        if (!is_replay_tag(t.first)) tags.push_back(t);
    return tags;
}

inline void expect_same_line(const std::vector<core::RecordedMove>& a,
                             const std::vector<core::RecordedMove>& b, const std::string& where) {
    ASSERT_EQ(a.size(), b.size()) << where << ": number of moves";
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string at = where + ", move " + std::to_string(i + 1) + " (" + a[i].text + ")";
        EXPECT_EQ(a[i].move, b[i].move) << at;
        EXPECT_EQ(a[i].marks, b[i].marks) << at << ": marks";
        EXPECT_EQ(a[i].comment, b[i].comment) << at << ": comment";
        EXPECT_EQ(a[i].comment_before, b[i].comment_before) << at << ": comment before";
        EXPECT_EQ(a[i].nags, b[i].nags) << at << ": NAGs";
        ASSERT_EQ(a[i].variations.size(), b[i].variations.size()) << at << ": variations";
        for (std::size_t v = 0; v < a[i].variations.size(); ++v)
            expect_same_line(a[i].variations[v], b[i].variations[v],
                             at + ", variation " + std::to_string(v + 1));
    }
}

// What a round trip keeps: the game, its rules and start, every move of every line with its
// marks, comments and NAGs, the tags and the result.
inline void expect_same_game(const core::GameRecord& a, const core::GameRecord& b,
                             const std::string& where) {
    EXPECT_EQ(a.variant, b.variant) << where;
    EXPECT_TRUE(a.start == b.start) << where << ": start position";
    EXPECT_EQ(a.comment, b.comment) << where << ": game comment";
    EXPECT_EQ(a.result, b.result) << where << ": result";
    EXPECT_EQ(other_tags(a), other_tags(b)) << where << ": tags";
    expect_same_line(a.moves, b.moves, where);
}

struct Rgb {
    int r = 0, g = 0, b = 0;
};

// A decoded PNG.
class Picture {
  public:
    explicit Picture(const std::vector<std::uint8_t>& png) {
        struct Reader {
            const std::vector<std::uint8_t>* data;
            std::size_t pos = 0;
        } reader{&png};
        auto read = [](void* closure, unsigned char* out, unsigned int length) {
            auto* r = static_cast<Reader*>(closure);
            if (r->pos + length > r->data->size()) return CAIRO_STATUS_READ_ERROR;
            std::memcpy(out, r->data->data() + r->pos, length);
            r->pos += length;
            return CAIRO_STATUS_SUCCESS;
        };
        surface_ = cairo_image_surface_create_from_png_stream(read, &reader);
    }
    explicit Picture(const std::string& path)
        : surface_(cairo_image_surface_create_from_png(path.c_str())) {}
    ~Picture() { cairo_surface_destroy(surface_); }
    Picture(const Picture&) = delete;
    Picture& operator=(const Picture&) = delete;

    bool ok() const { return cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS; }
    int width() const { return cairo_image_surface_get_width(surface_); }
    int height() const { return cairo_image_surface_get_height(surface_); }
    // The colour at (x, y), composited over white (the pictures are opaque where it matters).
    Rgb at(int x, int y) const {
        const unsigned char* row =
            cairo_image_surface_get_data(surface_) + y * cairo_image_surface_get_stride(surface_);
        std::uint32_t px = 0;
        std::memcpy(&px, row + 4 * x, 4);
        const int a = static_cast<int>(px >> 24);
        // Premultiplied ARGB: over white, c + (255 - a).
        return {static_cast<int>((px >> 16) & 255) + 255 - a,
                static_cast<int>((px >> 8) & 255) + 255 - a, static_cast<int>(px & 255) + 255 - a};
    }
    // Whether some pixel is within `tolerance` of `c` in every channel.
    bool contains(Rgb c, int tolerance) const {
        for (int y = 0; y < height(); ++y)
            for (int x = 0; x < width(); ++x)
                if (near(at(x, y), c, tolerance)) return true;
        return false;
    }
    static bool near(Rgb a, Rgb b, int tolerance) {
        return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance &&
               std::abs(a.b - b.b) <= tolerance;
    }

  private:
    cairo_surface_t* surface_ = nullptr;
};

}  // namespace damascope::exporting::testing
