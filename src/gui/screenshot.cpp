#include "screenshot.hpp"

#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>
#include <wx/toplevel.h>

namespace damascope::gui {

std::string SaveScreenshot(wxTopLevelWindow* window, const std::string& path) {
    window->Update();
    // The window's area copied from the screen: under Xvfb nothing covers it, and unlike a client
    // DC this includes the menu bar and the toolbar.
    const wxRect r = window->GetScreenRect();
    if (r.width <= 0 || r.height <= 0) return "the window has no size";
    wxBitmap bitmap(r.width, r.height, 24);
    {
        wxScreenDC screen;
        wxMemoryDC memory(bitmap);
        if (!memory.Blit(0, 0, r.width, r.height, &screen, r.x, r.y))
            return "could not copy the window's pixels";
    }
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
    if (!bitmap.ConvertToImage().SaveFile(wxString::FromUTF8(path), wxBITMAP_TYPE_PNG))
        return "could not write " + path;
    return {};
}

}  // namespace damascope::gui
