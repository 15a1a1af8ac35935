// Checks a screenshot written by `damascope --screenshot`: size, variety of colours, and colours
// that must (or must not) appear. Exit 0 when every check passes, 1 with a message otherwise.
//   screenshot_check FILE [--min-size W H] [--min-colours N] [--expect R G B TOL]
//                         [--expect-none R G B TOL] [--differs OTHER.png]
//                         [--pixel X Y R G B TOL] [--pixel-not X Y R G B TOL]
//                         [--region X Y W H]: the --expect checks after it look only there
//                         [--two-words-rtl R G B TOL GAP]: the ink of that colour in the region
//                           is two words with a gap of at least GAP empty columns, the shorter
//                           one on the right (a short first word, read right to left)
//                         [--words R G B TOL GAP N]: that ink is N words apart by GAP columns
#include <wx/gdicmn.h>
#include <wx/image.h>
#include <wx/init.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <unordered_set>
#include <vector>

namespace {

// Pixels near (r, g, b) inside `area` (clipped to the image).
int count_near(const wxImage& img, const wxRect& area, int r, int g, int b, int tol) {
    const wxRect clip = area.Intersect(wxRect(0, 0, img.GetWidth(), img.GetHeight()));
    int count = 0;
    for (int y = clip.y; y < clip.GetBottom() + 1; ++y) {
        const unsigned char* p =
            img.GetData() + (static_cast<long>(y) * img.GetWidth() + clip.x) * 3;
        for (int x = 0; x < clip.width; ++x, p += 3)
            if (std::abs(p[0] - r) <= tol && std::abs(p[1] - g) <= tol && std::abs(p[2] - b) <= tol)
                ++count;
    }
    return count;
}

bool fail(const std::string& msg) {
    std::cerr << "screenshot_check: " << msg << "\n";
    return false;
}

// The columns of `area` holding a pixel near (r, g, b): where that colour's text is inked.
std::vector<bool> inked_columns(const wxImage& img, const wxRect& area, int r, int g, int b,
                                int tol) {
    const wxRect clip = area.Intersect(wxRect(0, 0, img.GetWidth(), img.GetHeight()));
    std::vector<bool> inked(clip.width, false);
    for (int x = 0; x < clip.width; ++x)
        inked[x] = count_near(img, wxRect(clip.x + x, clip.y, 1, clip.height), r, g, b, tol) > 0;
    return inked;
}

// The widths of the words inked in `inked`: runs of columns apart by at least `min_gap` empty ones.
std::vector<int> word_widths(const std::vector<bool>& inked, int min_gap) {
    std::vector<int> widths;
    int start = -1, last_ink = -1;
    for (int x = 0; x < static_cast<int>(inked.size()); ++x) {
        if (!inked[x]) continue;
        if (start < 0 || x - last_ink - 1 >= min_gap) {
            if (start >= 0) widths.push_back(last_ink - start + 1);
            start = x;
        }
        last_ink = x;
    }
    if (start >= 0) widths.push_back(last_ink - start + 1);
    return widths;
}

// Two words in a row, the first (shorter) one on the right: the widest empty run between the first
// and last inked column splits them.
bool check_two_words_rtl(const std::vector<bool>& inked, int min_gap) {
    const auto first = std::find(inked.begin(), inked.end(), true);
    if (first == inked.end()) return fail("no text of that colour in the region");
    const int left = static_cast<int>(first - inked.begin());
    const int right =
        static_cast<int>(inked.rend() - std::find(inked.rbegin(), inked.rend(), true));
    int best_gap = 0, best_at = left;
    for (int x = left; x < right;) {
        int end = x;
        while (end < right && !inked[end]) ++end;
        if (end - x > best_gap) best_gap = end - x, best_at = x;
        x = end == x ? x + 1 : end;
    }
    const int left_word = best_at - left, right_word = right - (best_at + best_gap);
    const std::string seen = "text from column " + std::to_string(left) + " to " +
                             std::to_string(right) + ", widest gap " + std::to_string(best_gap) +
                             " (words " + std::to_string(left_word) + " and " +
                             std::to_string(right_word) + " wide)";
    if (best_gap < min_gap) return fail(seen + ": the words run together");
    if (right_word >= left_word) return fail(seen + ": the short first word is not on the right");
    std::cout << seen << "\n";
    return true;
}

bool run(int argc, char** argv) {
    if (argc < 2) return fail("usage: screenshot_check FILE [checks]");
    wxImage::AddHandler(new wxPNGHandler);
    wxImage img;
    if (!img.LoadFile(argv[1], wxBITMAP_TYPE_PNG))
        return fail(std::string("cannot read ") + argv[1]);
    auto num = [&](int i) { return i < argc ? std::atoi(argv[i]) : -1; };
    wxRect area(0, 0, img.GetWidth(), img.GetHeight());
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--min-size") {
            if (img.GetWidth() < num(i + 1) || img.GetHeight() < num(i + 2))
                return fail("the image is " + std::to_string(img.GetWidth()) + "x" +
                            std::to_string(img.GetHeight()));
            i += 2;
        } else if (a == "--min-colours") {
            std::unordered_set<unsigned> colours;
            const unsigned char* p = img.GetData();
            const long n = static_cast<long>(img.GetWidth()) * img.GetHeight();
            for (long k = 0; k < n; ++k, p += 3)
                colours.insert(static_cast<unsigned>(p[0] << 16 | p[1] << 8 | p[2]));
            if (static_cast<int>(colours.size()) < num(i + 1))
                return fail("only " + std::to_string(colours.size()) + " colours: a blank window?");
            i += 1;
        } else if (a == "--expect" || a == "--expect-none") {
            if (i + 4 >= argc) return fail(a + " needs R G B TOL");
            const int found = count_near(img, area, num(i + 1), num(i + 2), num(i + 3), num(i + 4));
            const std::string colour =
                std::string(argv[i + 1]) + "," + argv[i + 2] + "," + argv[i + 3];
            if (a == "--expect" && found < 50)
                return fail("expected colour " + colour + " not found (" + std::to_string(found) +
                            " pixels)");
            if (a == "--expect-none" && found >= 50)
                return fail("unexpected colour " + colour + " on " + std::to_string(found) +
                            " pixels");
            i += 4;
        } else if (a == "--pixel" || a == "--pixel-not") {
            // One point of the picture (a square's centre that `damascope --probe` printed).
            if (i + 6 >= argc) return fail(a + " needs X Y R G B TOL");
            const int x = num(i + 1), y = num(i + 2);
            if (x < 0 || y < 0 || x >= img.GetWidth() || y >= img.GetHeight())
                return fail("the point " + std::to_string(x) + "," + std::to_string(y) +
                            " is outside the image");
            const int r = img.GetRed(x, y), g = img.GetGreen(x, y), b = img.GetBlue(x, y);
            const int tol = num(i + 6);
            const bool near = std::abs(r - num(i + 3)) <= tol && std::abs(g - num(i + 4)) <= tol &&
                              std::abs(b - num(i + 5)) <= tol;
            const std::string seen = "the pixel at " + std::to_string(x) + "," + std::to_string(y) +
                                     " is " + std::to_string(r) + "," + std::to_string(g) + "," +
                                     std::to_string(b);
            if (a == "--pixel" && !near)
                return fail(seen + ", not " + argv[i + 3] + "," + argv[i + 4] + "," + argv[i + 5]);
            if (a == "--pixel-not" && near) return fail(seen + ", which it must not be");
            i += 6;
        } else if (a == "--region") {
            area = wxRect(num(i + 1), num(i + 2), num(i + 3), num(i + 4));
            i += 4;
        } else if (a == "--two-words-rtl") {
            if (i + 5 >= argc) return fail(a + " needs R G B TOL GAP");
            if (!check_two_words_rtl(
                    inked_columns(img, area, num(i + 1), num(i + 2), num(i + 3), num(i + 4)),
                    num(i + 5)))
                return false;
            i += 5;
        } else if (a == "--words") {
            if (i + 6 >= argc) return fail(a + " needs R G B TOL GAP N");
            const std::vector<int> widths = word_widths(
                inked_columns(img, area, num(i + 1), num(i + 2), num(i + 3), num(i + 4)),
                num(i + 5));
            std::string seen;
            for (int w : widths) seen += (seen.empty() ? "" : ", ") + std::to_string(w);
            if (static_cast<int>(widths.size()) != num(i + 6))
                return fail(std::to_string(widths.size()) + " words (" + seen +
                            " columns wide), not " + argv[i + 6]);
            std::cout << widths.size() << " words: " << seen << " columns wide\n";
            i += 6;
        } else if (a == "--differs") {
            wxImage other;
            if (i + 1 >= argc || !other.LoadFile(argv[i + 1], wxBITMAP_TYPE_PNG))
                return fail("cannot read the image to compare with");
            if (other.GetSize() == img.GetSize() &&
                std::equal(img.GetData(), img.GetData() + img.GetWidth() * img.GetHeight() * 3,
                           other.GetData()))
                return fail(std::string("identical to ") + argv[i + 1]);
            i += 1;
        } else {
            return fail("unknown check " + a);
        }
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    wxInitializer init;
    return run(argc, argv) ? 0 : 1;
}
