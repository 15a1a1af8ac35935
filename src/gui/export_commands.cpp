#include "export_commands.hpp"

#include <wx/bitmap.h>
#include <wx/clipbrd.h>
#include <wx/filedlg.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/mstream.h>

#include <algorithm>
#include <climits>

#include "annotation_pane.hpp"
#include "app/document_queries.hpp"
#include "board_view.hpp"
#include "core/fen.hpp"
#include "display_text.hpp"
#include "export_actions.hpp"
#include "export_dialog.hpp"
#include "file_dialog.hpp"
#include "game_list_panel.hpp"
#include "main_frame.hpp"
#include "main_menu.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

// What one file of `format` holds, in the interface's language ("PNG diagram").
wxString WrittenWhat(ExportFormat format) {
    switch (format) {
        case ExportFormat::fen:
            return _("FEN position");
        case ExportFormat::svg:
            return _("SVG diagram");
        case ExportFormat::png:
            return _("PNG diagram");
        case ExportFormat::html:
            return _("HTML report");
        case ExportFormat::pdn:
        case ExportFormat::booklet:
            break;  // several games: DoneText counts them
    }
    return wxString::FromUTF8(export_format_name(format));
}

// "3 games written to x.pdn", "PNG diagram written to x.png", in the interface's language (the
// path kept left to right in Arabic).
wxString DoneText(const ExportDone& done) {
    const wxString path = LeftToRight(wxString::FromUTF8(done.path));
    if (format_takes_many(done.format)) {
        const auto n = static_cast<unsigned>(std::min<std::size_t>(done.games, UINT_MAX));
        return wxString::Format(wxPLURAL("%u game written to %s", "%u games written to %s", n), n,
                                path);
    }
    return wxString::Format(_("%s written to %s"), WrittenWhat(done.format), path);
}

}  // namespace

ExportCommands::ExportCommands(MainFrame& frame, app::GameDocument& doc)
    : CommandArea(frame, doc) {}

void ExportCommands::Bind() {
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Export(); }, cmd_export);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { CopyFen(); }, cmd_copy_fen);
    frame_.Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { CopyDiagram(); }, cmd_copy_diagram);
}

void ExportCommands::Export() {
    Panes().annotation->CommitComment();
    const std::vector<std::int64_t> selected = Panes().games->SelectedIds();
    ExportDialog dialog(&frame_, Panes().board->IsFlipped(), !selected.empty());
    if (dialog.ShowModal() != wxID_OK) return;
    ExportRequest r = dialog.Request();
    if (r.scope == ExportScope::selected) r.ids = selected;
    if (r.scope == ExportScope::filtered || r.scope == ExportScope::all) {
        if (!doc_.has_database()) return;
        auto ids =
            app::game_ids(doc_, r.scope == ExportScope::filtered ? Panes().games->CurrentFilter()
                                                                 : app::GameFilter{});
        if (!ids) {
            wxMessageBox(wxString::FromUTF8(ids.error()), _("Export"), wxOK | wxICON_ERROR,
                         &frame_);
            return;
        }
        r.ids = std::move(ids).value();
    }
    r.language = IsRightToLeft() ? "ar" : "en";
    // A booklet of this game alone: the stored game (a new one is not in the database yet).
    if (r.format == ExportFormat::booklet && r.scope == ExportScope::this_game &&
        doc_.game_id() != 0)
        r.ids = {doc_.game_id()};
    const wxString ext = export_extension(r.format);
    // A name of what is exported (the players, the event, the database), not a fixed one.
    const std::string name_of = doc_.database_path();
    core::GameRecord named = doc_.record();
    if (r.format == ExportFormat::booklet && !r.ids.empty() && doc_.has_database())
        if (auto first = app::games_as_shown(doc_, {r.ids.front()}); first && !first->empty())
            named = std::move(first->front());
    FileDialog files(&frame_, _("Export to"),
                     wxString::FromUTF8(
                         export_file_name(r.format, r.scope, named, doc_.session().ply(), name_of)),
                     wxString::Format("*.%s|*.%s|%s|*", ext, ext, _("All files")),
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT, ext);
    if (files.ShowModal() != wxID_OK) return;
    r.path = files.GetPath().utf8_string();
    auto done = write_export(doc_, r);
    if (!done) {
        wxMessageBox(wxString::FromUTF8(done.error()), _("The export failed"), wxOK | wxICON_ERROR,
                     &frame_);
        return;
    }
    Say(DoneText(*done));
}

bool ExportCommands::ExportCurrent(const std::string& format, const std::string& path,
                                   wxString* message) {
    Panes().annotation->CommitComment();
    ExportRequest r;
    if (!parse_export_format(format, r.format)) {
        *message = "not a format: " + wxString::FromUTF8(format);
        return false;
    }
    r.flip = Panes().board->IsFlipped();
    r.path = path;
    r.language = IsRightToLeft() ? "ar" : "en";
    if (r.format == ExportFormat::booklet && doc_.game_id() != 0) r.ids = {doc_.game_id()};
    auto done = write_export(doc_, r);
    *message = done ? DoneText(*done) : wxString::FromUTF8(done.error());
    return done.ok();
}

void ExportCommands::CopyFen() {
    const wxString fen = wxString::FromUTF8(core::to_fen(doc_.session().position()));
    if (!wxTheClipboard->Open()) {
        Say(_("The clipboard cannot be opened."));
        return;
    }
    wxTheClipboard->SetData(new wxTextDataObject(fen));
    wxTheClipboard->Close();
    Say(_("Copied: ") + fen);
}

void ExportCommands::CopyDiagram() {
    auto png = exporting::diagram_png(doc_.session().position(),
                                      current_diagram(doc_, 480, Panes().board->IsFlipped(), true));
    if (!png) {
        Say(wxString::FromUTF8(png.error()));
        return;
    }
    wxMemoryInputStream in(png->data(), png->size());
    wxImage image(in, wxBITMAP_TYPE_PNG);
    if (!image.IsOk() || !wxTheClipboard->Open()) {
        Say(_("The clipboard cannot be opened."));
        return;
    }
    wxTheClipboard->SetData(new wxBitmapDataObject(wxBitmap(image)));
    wxTheClipboard->Close();
    Say(_("The diagram is on the clipboard."));
}

}  // namespace damascope::gui
