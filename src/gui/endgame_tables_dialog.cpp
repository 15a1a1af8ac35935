#include "endgame_tables_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/gauge.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <atomic>
#include <iterator>
#include <thread>

#include "app/game_texts.hpp"
#include "number_text.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

enum Column { col_variant, col_pieces, col_tables, col_size, column_count };

constexpr const char* dialog_name = "endgame_tables";

int shown_column(int c) {
    return IsRightToLeft() ? column_count - 1 - c : c;
}

wxString SizeText(std::uint64_t bytes) {
    if (bytes < 1024 * 1024)
        return wxString::Format(_("%s KB"),
                                grouped_number(static_cast<std::int64_t>((bytes + 1023) / 1024)));
    return wxString::Format(
        _("%s MB"),
        grouped_number(static_cast<std::int64_t>((bytes + 1024 * 1024 - 1) / (1024 * 1024))));
}

class TablesDialog : public wxDialog {
  public:
    TablesDialog(wxWindow* parent, app::EndgameTables& tables, core::Variant variant,
                 std::function<void()> built)
        : wxDialog(parent, wxID_ANY, _("Endgame tables"), wxDefaultPosition, wxDefaultSize,
                   wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, dialog_name),
          tables_(tables),
          built_(std::move(built)) {
        auto* intro = new wxStaticText(
            this, wxID_ANY,
            _("Endgame tables know the exact result of every position with few pieces. The "
              "engine plays and judges by them, and the tables panel lists every move of such a "
              "position with its verdict."));
        intro->Wrap(520);
        folder_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                 wxTE_READONLY);
        list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(540, 110),
                               wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES);
        const wxString titles[column_count] = {_("Variant"), _("Complete up to"), _("Tables"),
                                               _("Size")};
        const int widths[column_count] = {220, 130, 70, 90};
        for (int shown = 0; shown < column_count; ++shown)
            list_->AppendColumn(titles[shown_column(shown)], wxLIST_FORMAT_LEFT,
                                widths[shown_column(shown)]);
        unusable_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     wxST_ELLIPSIZE_END);
        unusable_->SetForegroundColour(wxColour(170, 30, 30));

        variant_ = new wxChoice(this, wxID_ANY);
        for (core::Variant v : core::all_variants)
            variant_->Append(wxString::FromUTF8(app::variant_title(v)));
        for (unsigned i = 0; i < std::size(core::all_variants); ++i)
            if (core::all_variants[i] == variant) variant_->SetSelection(static_cast<int>(i));
        pieces_ = new wxSpinCtrl(this, wxID_ANY, "4", wxDefaultPosition, wxDefaultSize,
                                 wxSP_ARROW_KEYS, 2, 6, 4);
        build_ = new wxButton(this, wxID_ANY, _("&Build"));
        gauge_ = new wxGauge(this, wxID_ANY, 1000, wxDefaultPosition, wxSize(300, -1));
        progress_ = new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize,
                                     wxST_ELLIPSIZE_END);
        cancel_ = new wxButton(this, wxID_ANY, _("&Cancel build"));
        cancel_->Disable();
        auto* note = new wxStaticText(
            this, wxID_ANY,
            _("Up to 4 pieces takes seconds for Dhama, minutes for Dama; each piece more takes "
              "many times longer and more memory. The engine uses tables built now from the "
              "next start."));
        note->Wrap(520);

        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(intro, 0, wxALL, 8);
        auto* where = new wxBoxSizer(wxHORIZONTAL);
        where->Add(new wxStaticText(this, wxID_ANY, _("Folder:")), 0,
                   wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
        where->Add(folder_, 1, wxALIGN_CENTER_VERTICAL);
        sizer->Add(where, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
        sizer->Add(list_, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
        sizer->Add(unusable_, 0, wxEXPAND | wxALL, 8);
        auto* build_row = new wxBoxSizer(wxHORIZONTAL);
        build_row->Add(variant_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
        build_row->Add(new wxStaticText(this, wxID_ANY, _("up to")), 0,
                       wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        build_row->Add(pieces_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        build_row->Add(new wxStaticText(this, wxID_ANY, _("pieces")), 0,
                       wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
        build_row->Add(build_, 0, wxALIGN_CENTER_VERTICAL);
        sizer->Add(build_row, 0, wxLEFT | wxRIGHT, 8);
        auto* progress_row = new wxBoxSizer(wxHORIZONTAL);
        progress_row->Add(gauge_, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
        progress_row->Add(cancel_, 0, wxALIGN_CENTER_VERTICAL);
        sizer->Add(progress_row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
        sizer->Add(progress_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
        sizer->Add(note, 0, wxALL, 8);
        sizer->Add(CreateButtonSizer(wxCLOSE), 0, wxEXPAND | wxALL, 8);
        SetSizerAndFit(sizer);
        SetEscapeId(wxID_CLOSE);

        build_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { StartBuild(); });
        cancel_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { CancelBuild(); });
        Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) {
            StopBuild();
            Destroy();
        });
        Bind(
            wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); }, wxID_CLOSE);
        ShowInventory(tables_.inventory());
    }
    ~TablesDialog() override { StopBuild(); }

  private:
    void ShowInventory(const app::TablesInventory& inv) {
        folder_->ChangeValue(wxString::FromUTF8(inv.folder.string()));
        list_->DeleteAllItems();
        for (std::size_t i = 0; i < inv.variants.size(); ++i) {
            const app::VariantTables& v = inv.variants[i];
            const long item = list_->InsertItem(static_cast<long>(i), wxString());
            list_->SetItem(item, shown_column(col_variant),
                           wxString::FromUTF8(app::variant_title(v.variant)));
            list_->SetItem(item, shown_column(col_pieces),
                           v.complete_pieces >= 2
                               ? wxString::Format(_("%d pieces"), v.complete_pieces)
                               : wxString(v.tables > 0 ? _("incomplete") : _("none")));
            list_->SetItem(item, shown_column(col_tables), wxString::Format("%d", v.tables));
            list_->SetItem(item, shown_column(col_size), v.tables ? SizeText(v.positions) : "");
        }
        if (inv.unusable.empty()) {
            unusable_->SetLabel(wxString());
            unusable_->SetToolTip(wxString());
        } else {
            wxString all;
            for (const auto& u : inv.unusable)
                all += wxString::FromUTF8(u.file + ": " + u.why) + "\n";
            unusable_->SetLabel(wxString::Format(
                _("%d files cannot be used (a build of their variant replaces them): %s"),
                static_cast<int>(inv.unusable.size()),
                wxString::FromUTF8(inv.unusable.front().file + ": " + inv.unusable.front().why)));
            unusable_->SetToolTip(all);
        }
    }

    void StartBuild() {
        if (worker_.joinable()) return;
        const core::Variant v = core::all_variants[variant_->GetSelection()];
        const int pieces = pieces_->GetValue();
        cancel_flag_ = false;
        build_->Disable();
        variant_->Disable();
        pieces_->Disable();
        cancel_->Enable();
        gauge_->SetValue(0);
        progress_->SetLabel(_("Building..."));
        const int generation = ++generation_;
        worker_ = std::thread([this, v, pieces, generation, folder = tables_.folder()] {
            auto report = [this, generation](const app::TableBuildProgress& p) {
                CallAfter([this, generation, p] {
                    if (generation != generation_) return;
                    if (p.total > 0)
                        gauge_->SetValue(static_cast<int>(1000.0 * static_cast<double>(p.done) /
                                                          static_cast<double>(p.total)));
                    progress_->SetLabel(wxString::Format(_("Solving table %d of %d (%s)"),
                                                         p.tables_done + 1, p.tables_total,
                                                         wxString::FromUTF8(p.table)));
                });
            };
            auto result = app::build_tables(folder, v, pieces, report, cancel_flag_);
            CallAfter([this, generation, result] {
                if (generation == generation_) Finished(result);
            });
        });
    }

    void Finished(const core::Result<app::TableBuildResult>& result) {
        if (worker_.joinable()) worker_.join();
        build_->Enable();
        variant_->Enable();
        pieces_->Enable();
        cancel_->Disable();
        if (!result) {
            progress_->SetLabel(wxString::FromUTF8(result.error()));
            gauge_->SetValue(0);
            return;
        }
        if (result->cancelled) {
            progress_->SetLabel(_("Cancelled: no table was written."));
            gauge_->SetValue(0);
        } else {
            gauge_->SetValue(1000);
            progress_->SetLabel(wxString::Format(_("Built %d new tables in %.1f s."),
                                                 result->tables_built, result->seconds));
        }
        ShowInventory(tables_.reload());
        if (!result->cancelled && built_) built_();
    }

    void CancelBuild() {
        cancel_flag_ = true;
        cancel_->Disable();
        progress_->SetLabel(progress_->GetLabel() + "  " + _("(cancelling...)"));
    }

    // Closing while a build runs cancels it and waits for the worker (it stops within a table).
    void StopBuild() {
        if (!worker_.joinable()) return;
        cancel_flag_ = true;
        ++generation_;
        worker_.join();
    }

    app::EndgameTables& tables_;
    std::function<void()> built_;
    std::thread worker_;
    std::atomic<bool> cancel_flag_{false};
    int generation_ = 0;  // reports of a build that was closed are dropped
    wxTextCtrl* folder_ = nullptr;
    wxListCtrl* list_ = nullptr;
    wxStaticText* unusable_ = nullptr;
    wxChoice* variant_ = nullptr;
    wxSpinCtrl* pieces_ = nullptr;
    wxButton* build_ = nullptr;
    wxButton* cancel_ = nullptr;
    wxGauge* gauge_ = nullptr;
    wxStaticText* progress_ = nullptr;
};

}  // namespace

wxTopLevelWindow* ShowEndgameTablesDialog(wxWindow* parent, app::EndgameTables& tables,
                                          core::Variant variant, std::function<void()> built) {
    if (auto* open =
            dynamic_cast<wxTopLevelWindow*>(wxWindow::FindWindowByName(dialog_name, parent))) {
        open->Raise();
        return open;
    }
    auto* dialog = new TablesDialog(parent, tables, variant, std::move(built));
    dialog->Show();
    return dialog;
}

}  // namespace damascope::gui
