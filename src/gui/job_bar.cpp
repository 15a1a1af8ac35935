#include "job_bar.hpp"

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace damascope::gui {

JobBar::JobBar(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    text_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                             wxST_ELLIPSIZE_END);
    gauge_ = new wxGauge(this, wxID_ANY, 1000, wxDefaultPosition, wxSize(260, -1));
    cancel_ = new wxButton(this, wxID_CANCEL, _("Cancel"));
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    sizer->Add(text_, 1, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 6);
    sizer->Add(gauge_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    sizer->Add(cancel_, 0, wxALIGN_CENTER_VERTICAL | wxALL, 3);
    SetSizer(sizer);
    cancel_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Cancel(); });
    Hide();
}

JobBar::~JobBar() {
    if (worker_.joinable()) {
        control_.cancel_ = true;
        worker_.join();
    }
}

bool JobBar::Run(const wxString& title, std::function<wxString(JobControl&)> work,
                 std::function<void(const wxString&, bool)> done) {
    if (Busy()) return false;
    control_.cancel_ = false;
    done_ = std::move(done);
    text_->SetLabel(title);
    gauge_->SetValue(0);
    cancel_->Enable();
    Show();
    GetParent()->Layout();
    control_.progress = [this, title](double fraction, const wxString& line) {
        CallAfter([this, title, fraction, line] {
            text_->SetLabel(title + "  " + line);
            if (fraction < 0)
                gauge_->Pulse();
            else
                gauge_->SetValue(static_cast<int>(fraction * 1000));
        });
    };
    worker_ = std::thread([this, work = std::move(work)] {
        wxString summary = work(control_);
        CallAfter([this, summary] { Finish(summary); });
    });
    return true;
}

void JobBar::Cancel() {
    control_.cancel_ = true;
    cancel_->Disable();
    text_->SetLabel(text_->GetLabel() + "  " + _("(cancelling...)"));
}

void JobBar::Finish(const wxString& summary) {
    if (worker_.joinable()) worker_.join();
    Hide();
    GetParent()->Layout();
    if (done_) done_(summary, control_.cancelled());
}

}  // namespace damascope::gui
