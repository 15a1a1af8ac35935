// MainFrame: the window's layout kept between runs — its size, whether it was maximised, and the
// panes' sizes (the sashes between the game list, the board and the side column), in the
// settings file (~/.damascope, or --config / $DAMASCOPE_CONFIG).
#include <wx/config.h>
#include <wx/display.h>
#include <wx/regex.h>

#include <map>

#include "main_frame.hpp"

namespace damascope::gui {

namespace {

// The panes are laid out differently in each reading direction (the side column changes sides):
// each keeps its own.
wxString panes_key(wxWindow* w) {
    return w->GetLayoutDirection() == wxLayout_RightToLeft ? "layout/panes_rtl" : "layout/panes";
}

}  // namespace

void MainFrame::LoadLayout() {
    wxConfigBase* config = wxConfigBase::Get();
    ShowAnalysisArrows(config->ReadBool("view/analysis_arrows", true));
    // A size that no longer fits (a smaller screen since) is cut to the screen.
    const wxRect screen = wxDisplay(this).GetClientArea();
    const int width = std::min(static_cast<int>(config->ReadLong("window/width", 0)), screen.width);
    const int height =
        std::min(static_cast<int>(config->ReadLong("window/height", 0)), screen.height);
    if (width >= 640 && height >= 480) SetSize(width, height);
    if (config->ReadBool("window/maximized", false)) Maximize();
    wxString panes;
    if (!config->Read(panes_key(this), &panes) || panes.empty()) return;
    // The captions say this run's game and language, not the saved ones.
    wxAuiPaneInfoArray& all = aui_.GetAllPanes();
    std::map<wxString, wxString> captions;
    for (std::size_t i = 0; i < all.GetCount(); ++i) captions[all[i].name] = all[i].caption;
    if (!aui_.LoadPerspective(panes, false)) return;
    for (std::size_t i = 0; i < all.GetCount(); ++i) all[i].Caption(captions[all[i].name]);
    aui_.Update();
}

void MainFrame::SaveLayout() {
    if (!use_settings_) return;
    wxConfigBase* config = wxConfigBase::Get();
    config->Write("window/maximized", IsMaximized());
    if (!IsMaximized() && !IsIconized()) {
        config->Write("window/width", GetSize().x);
        config->Write("window/height", GetSize().y);
    }
    config->Write(panes_key(this), aui_.SavePerspective());
    config->Flush();
}

void MainFrame::SetGamesHeight(int height) {
    // What dragging the sash above the game list changes: the bottom dock's size.
    wxString panes = aui_.SavePerspective();
    wxRegEx bottom_dock("dock_size\\(3,0,0\\)=[0-9]+");
    bottom_dock.Replace(&panes, wxString::Format("dock_size(3,0,0)=%d", height));
    aui_.LoadPerspective(panes, true);
}

wxSize MainFrame::PaneSize(const char* name) const {
    const wxWindow* w = const_cast<wxAuiManager&>(aui_).GetPane(name).window;
    return w ? w->GetSize() : wxSize();
}

}  // namespace damascope::gui
