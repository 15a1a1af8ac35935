#include "board_square_numbers.hpp"

#include <wx/brush.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include <algorithm>

#include "core/notation.hpp"
#include "core/types.hpp"

namespace damascope::gui {

void draw_square_numbers(wxGraphicsContext& gc, const BoardGeometry& geo) {
    const double sq = geo.square_size();
    // Never smaller than 9 pixels: below that the figures cannot be read at all.
    const int height = static_cast<int>(std::max(9.0, sq * 0.2));
    gc.SetFont(wxFont(wxFontInfo(wxSize(0, height)).Family(wxFONTFAMILY_SWISS).Bold()),
               square_number_text);
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(square_number_plate));
    const double margin = std::max(1.0, sq * 0.03);
    for (core::Square s = 0; s < 64; ++s) {
        if (!(core::dark_squares & core::bit(s))) continue;
        const auto r = geo.rect(s);
        const wxString number = wxString::FromUTF8(core::square_name(core::Variant::dhama, s));
        double w = 0, h = 0;
        gc.GetTextExtent(number, &w, &h);
        // A small opaque plate in the corner, where a piece's disc leaves the square uncovered
        // (and over the disc's edge when the plate is larger: the number stays on top).
        const double pad = std::max(1.0, h * 0.12);
        gc.DrawRoundedRectangle(r.x + margin, r.y + margin, w + 2 * pad, h, h * 0.2);
        gc.DrawText(number, r.x + margin + pad, r.y + margin);
    }
}

}  // namespace damascope::gui
