#include "screenshot.hpp"

#include <wx/app.h>
#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/image.h>
#include <wx/toplevel.h>
#include <wx/utils.h>

#include <cstring>

namespace damascope::gui {

namespace {

// The window's area copied from the screen: under Xvfb nothing covers it, and unlike a client DC
// this includes the menu bar and the toolbar. An invalid image when it cannot be read.
wxImage CaptureWindow(wxTopLevelWindow* window) {
    window->Update();
    const wxRect r = window->GetScreenRect();
    if (r.width <= 0 || r.height <= 0) return {};
    wxBitmap bitmap(r.width, r.height, 24);
    {
        wxScreenDC screen;
        wxMemoryDC memory(bitmap);
        if (!memory.Blit(0, 0, r.width, r.height, &screen, r.x, r.y)) return {};
    }
    return bitmap.ConvertToImage();
}

bool SamePixels(const wxImage& a, const wxImage& b) {
    return a.IsOk() && b.IsOk() && a.GetSize() == b.GetSize() &&
           std::memcmp(a.GetData(), b.GetData(),
                       static_cast<std::size_t>(a.GetWidth()) * a.GetHeight() * 3) == 0;
}

}  // namespace

void WaitUntilSettled(wxTopLevelWindow* window, int max_ms) {
    constexpr int step_ms = 120;
    wxImage before = CaptureWindow(window);
    for (int waited = 0; waited < max_ms; waited += step_ms) {
        wxTheApp->Yield();
        wxMilliSleep(step_ms);
        wxTheApp->Yield();
        wxImage now = CaptureWindow(window);
        if (SamePixels(before, now)) return;
        before = std::move(now);
    }
}

std::string SaveScreenshot(wxTopLevelWindow* window, const std::string& path) {
    const wxImage image = CaptureWindow(window);
    if (!image.IsOk()) return "could not copy the window's pixels";
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
    if (!image.SaveFile(wxString::FromUTF8(path), wxBITMAP_TYPE_PNG))
        return "could not write " + path;
    return {};
}

}  // namespace damascope::gui
