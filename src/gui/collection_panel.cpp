#include "collection_panel.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/progdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/treectrl.h>

#include "core/variant_name.hpp"
#include "display_text.hpp"
#include "file_dialog.hpp"
#include "number_text.hpp"

namespace damascope::gui {

namespace {

// A tree node: the moves from the line's start to it.
class LineData : public wxTreeItemData {
  public:
    LineData(std::string start_fen, std::vector<std::string> line_moves)
        : fen(std::move(start_fen)), moves(std::move(line_moves)) {}
    std::string fen;
    std::vector<std::string> moves;
};

wxString LineEnd(const app::CollectionLine& line) {
    wxString text;
    if (!line.name.empty()) text += "  " + wxString::FromUTF8(line.name);
    if (line.stats)
        text += wxString::Format(
            "  (" + wxPLURAL("%s game", "%s games", PluralCount(line.stats->games)) + ")",
            wxString::FromUTF8(grouped_number(line.stats->games)));
    if (!line.comment.empty()) text += "  {" + wxString::FromUTF8(line.comment) + "}";
    return text;
}

void AddTreeText(const wxTreeCtrl& tree, wxTreeItemId item, int depth, std::vector<wxString>& out) {
    wxTreeItemIdValue cookie;
    for (wxTreeItemId c = tree.GetFirstChild(item, cookie); c.IsOk();
         c = tree.GetNextChild(item, cookie)) {
        out.push_back(wxString(' ', static_cast<std::size_t>(2 * depth)) + tree.GetItemText(c));
        AddTreeText(tree, c, depth + 1, out);
    }
}

}  // namespace

CollectionPanel::CollectionPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    choice_ = new wxChoice(this, wxID_ANY);
    summary_ = new wxStaticText(this, wxID_ANY, wxString());
    tree_ = new wxTreeCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 200),
                           wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT | wxTR_SINGLE);
    tree_->SetToolTip(_("Click a move to play the line to it on the board."));
    auto* buttons = new wxGridSizer(2, 3, FromDIP(2), FromDIP(2));
    const std::pair<wxString, void (CollectionPanel::*)()> actions[] = {
        {_("New..."), &CollectionPanel::OnNew},
        {_("Add line"), &CollectionPanel::OnAdd},
        {_("Build..."), &CollectionPanel::OnBuild},
        {_("Import..."), &CollectionPanel::OnImport},
        {_("Export..."), &CollectionPanel::OnExport},
        {_("Delete line"), &CollectionPanel::OnDelete}};
    for (const auto& [label, handler] : actions) {
        auto* b =
            new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        b->Bind(wxEVT_BUTTON, [this, h = handler](wxCommandEvent&) { (this->*h)(); });
        buttons->Add(b, 1, wxEXPAND);
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(choice_, 0, wxEXPAND | wxALL, FromDIP(2));
    sizer->Add(summary_, 0, wxEXPAND | wxALL, FromDIP(2));
    sizer->Add(tree_, 1, wxEXPAND);
    sizer->Add(buttons, 0, wxEXPAND | wxTOP, FromDIP(2));
    SetSizer(sizer);
    choice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { ShowLines(); });
    tree_->Bind(wxEVT_TREE_SEL_CHANGED, &CollectionPanel::OnTreeSelected, this);
}

void CollectionPanel::SetCollections(app::CollectionBook book) {
    book_ = book;
    Reload();
}

void CollectionPanel::Reload() {
    const wxString was = choice_->GetStringSelection();
    collections_.clear();
    choice_->Clear();
    collections_ = book_.collections();
    for (const auto& c : collections_)
        choice_->Append(wxString::FromUTF8(c.name) + " (" +
                        wxString::FromUTF8(std::string(core::variant_name(c.variant))) + ")");
    if (!collections_.empty()) {
        const int at = choice_->FindString(was);
        choice_->SetSelection(at == wxNOT_FOUND ? 0 : at);
    }
    ShowLines();
}

bool CollectionPanel::Select(const std::string& name) {
    for (std::size_t i = 0; i < collections_.size(); ++i) {
        if (collections_[i].name != name) continue;
        choice_->SetSelection(static_cast<int>(i));
        ShowLines();
        return true;
    }
    return false;
}

const app::CollectionInfo* CollectionPanel::Chosen() const {
    const int at = choice_->GetSelection();
    if (at == wxNOT_FOUND || static_cast<std::size_t>(at) >= collections_.size()) return nullptr;
    return &collections_[static_cast<std::size_t>(at)];
}

void CollectionPanel::ShowLines() {
    filling_ = true;
    tree_->DeleteAllItems();
    lines_.clear();
    const wxTreeItemId root = tree_->AddRoot(wxString());
    const auto* c = Chosen();
    if (c == nullptr || !book_.has_database()) {
        summary_->SetLabel(collections_.empty() ? _("No collection yet: New... or Build...")
                                                : wxString());
        filling_ = false;
        return;
    }
    lines_ = book_.lines(c->id);
    for (const auto& line : lines_) {
        wxTreeItemId at = root;
        std::vector<std::string> path;
        if (!line.start_fen.empty()) {
            // A line from a position of its own starts under a node naming the position.
            wxTreeItemIdValue cookie;
            wxTreeItemId found;
            const wxString label = "FEN " + wxString::FromUTF8(line.start_fen);
            for (auto n = tree_->GetFirstChild(at, cookie); n.IsOk();
                 n = tree_->GetNextChild(at, cookie))
                if (tree_->GetItemText(n).StartsWith(label)) found = n;
            at = found.IsOk()
                     ? found
                     : tree_->AppendItem(at, label, -1, -1, new LineData(line.start_fen, {}));
        }
        for (const auto& move : line.moves) {
            path.push_back(move);
            wxTreeItemIdValue cookie;
            wxTreeItemId found;
            for (auto n = tree_->GetFirstChild(at, cookie); n.IsOk();
                 n = tree_->GetNextChild(at, cookie)) {
                const auto* data = static_cast<const LineData*>(tree_->GetItemData(n));
                if (data != nullptr && data->moves == path) found = n;
            }
            at = found.IsOk() ? found
                              : tree_->AppendItem(at, wxString::FromUTF8(move), -1, -1,
                                                  new LineData(line.start_fen, path));
        }
        if (at != root) tree_->SetItemText(at, tree_->GetItemText(at) + LineEnd(line));
    }
    tree_->ExpandAll();
    summary_->SetLabel(wxString::Format(
        wxPLURAL("%s: %s line", "%s: %s lines",
                 PluralCount(static_cast<std::int64_t>(lines_.size()))),
        wxString::FromUTF8(c->name),
        wxString::FromUTF8(grouped_number(static_cast<std::int64_t>(lines_.size())))));
    filling_ = false;
}

wxString CollectionPanel::Summary() const {
    return summary_->GetLabel();
}

std::vector<wxString> CollectionPanel::TreeText() const {
    std::vector<wxString> out;
    if (tree_->GetRootItem().IsOk()) AddTreeText(*tree_, tree_->GetRootItem(), 0, out);
    return out;
}

void CollectionPanel::Say(const wxString& text) {
    if (on_message) on_message(text);
}

bool CollectionPanel::AddBoardLine(const std::string& name, wxString* message) {
    if (!book_.has_database() || !board_line) {
        *message = _("No database is open.");
        return false;
    }
    const app::BoardLine board = board_line();
    if (board.moves.empty() && board.start_fen.empty()) {
        *message = _("Play the line on the board first: the start position alone is no line.");
        return false;
    }
    auto added = book_.add_line(name, board.variant, board.start_fen, board.moves);
    if (!added) {
        *message =
            wxString::Format(_("The line was not added: %s"), wxString::FromUTF8(added.error()));
        return false;
    }
    *message =
        wxString::Format(added->added ? _("Line added to %s.") : _("%s has this line already."),
                         wxString::FromUTF8(name));
    Reload();
    Select(name);
    if (added->added && on_lines_changed) on_lines_changed();
    return true;
}

bool CollectionPanel::PlayLine(std::size_t n) {
    if (n >= lines_.size() || !on_play_line) return false;
    on_play_line(lines_[n].start_fen, lines_[n].moves);
    return true;
}

void CollectionPanel::OnNew() {
    if (!book_.has_database()) return;
    wxTextEntryDialog ask(this, _("Name of the new collection:"), _("New collection"));
    if (ask.ShowModal() != wxID_OK || ask.GetValue().Trim().empty()) return;
    wxString message;
    AddBoardLine(ask.GetValue().Trim().utf8_string(), &message);
    Say(message);
}

void CollectionPanel::OnAdd() {
    const auto* c = Chosen();
    if (c == nullptr) return OnNew();
    wxString message;
    AddBoardLine(c->name, &message);
    Say(message);
}

void CollectionPanel::OnBuild() {
    if (!book_.has_database() || !board_line) return;
    wxTextEntryDialog ask(this, _("Name of the collection to build:"), _("Build from the database"),
                          Chosen() ? wxString::FromUTF8(Chosen()->name) : _("Openings"));
    if (ask.ShowModal() != wxID_OK || ask.GetValue().Trim().empty()) return;
    const long plies = wxGetNumberFromUser(_("Lines of up to this many plies:"), wxString(),
                                           _("Build from the database"), 8, 1, 60, this);
    if (plies < 1) return;
    const long games = wxGetNumberFromUser(_("Played in at least this many games:"), wxString(),
                                           _("Build from the database"), 20, 1, 1000000, this);
    if (games < 1) return;
    app::BuildOptions o;
    o.plies = static_cast<int>(plies);
    o.min_games = games;
    if (games_filter) o.filter = games_filter();
    const core::Variant v = o.filter.variant.value_or(board_line().variant);
    wxProgressDialog progress(_("Build from the database"), _("Reading the games..."), 1000, this,
                              wxPD_CAN_ABORT | wxPD_APP_MODAL | wxPD_AUTO_HIDE);
    o.progress = [&](std::int64_t done, std::int64_t total) {
        return progress.Update(total > 0 ? static_cast<int>(1000 * done / total) : 0);
    };
    const std::string name = ask.GetValue().Trim().utf8_string();
    auto built = book_.build(name, v, o);
    if (!built)
        return Say(wxString::Format(_("Nothing was built: %s"), wxString::FromUTF8(built.error())));
    if (built->cancelled) return Say(_("Build cancelled: nothing was stored."));
    Reload();
    if (on_lines_changed) on_lines_changed();
    Select(name);
    Say(wxString::Format(_("%s: %lld lines from %lld games."), wxString::FromUTF8(name),
                         static_cast<long long>(built->lines),
                         static_cast<long long>(built->games_read)));
}

void CollectionPanel::OnImport() {
    if (!book_.has_database()) return;
    FileDialog ask(this, _("Import a collection"), wxString(),
                   _("PDN files (*.pdn)|*.pdn|All files|*"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (ask.ShowModal() != wxID_OK) return;
    wxString message;
    ImportFile(ask.GetPath().utf8_string(), &message);
    Say(message);
}

bool CollectionPanel::ImportFile(const std::string& path, wxString* message) {
    if (!book_.has_database()) {
        *message = _("No database is open.");
        return false;
    }
    if (book_.is_open_database(path)) {
        *message = _("Not imported: this is the open database, not a game file.");
        return false;
    }
    auto imported =
        book_.import_file(path, wxFileName(wxString::FromUTF8(path)).GetName().utf8_string());
    if (!imported) {
        *message = wxString::Format(_("Not imported: %s"), wxString::FromUTF8(imported.error()));
        return false;
    }
    Reload();
    if (!imported->collections.empty()) Select(imported->collections.front().first);
    if (on_lines_changed) on_lines_changed();
    *message = wxString::Format(_("%lld lines read."), static_cast<long long>(imported->lines));
    if (!imported->problems.empty()) {
        wxString problems;
        for (const auto& p : imported->problems) problems += wxString::FromUTF8(p) + "\n";
        wxMessageBox(problems, _("What the import skipped or cut"), wxOK | wxICON_WARNING, this);
    }
    return true;
}

void CollectionPanel::OnExport() {
    const auto* c = Chosen();
    if (c == nullptr || !book_.has_database()) return;
    FileDialog ask(this, _("Export the collection as PDN"), wxString::FromUTF8(c->name) + ".pdn",
                   _("PDN files (*.pdn)|*.pdn"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT, "pdn");
    if (ask.ShowModal() != wxID_OK) return;
    const std::string path = ask.GetPath().utf8_string();
    auto written = book_.export_file(*c, lines_, path);
    Say(written ? wxString::Format(_("%s written."), DisplayPath(ask.GetPath().utf8_string()))
                : wxString::Format(_("Not written: %s"), wxString::FromUTF8(written.error())));
}

void CollectionPanel::OnDelete() {
    const auto* c = Chosen();
    const wxTreeItemId item = tree_->GetSelection();
    if (c == nullptr || !item.IsOk() || !book_.has_database()) return;
    const auto* data = static_cast<const LineData*>(tree_->GetItemData(item));
    if (data == nullptr) return;
    auto r = book_.delete_line(c->id, data->fen, data->moves);
    if (!r || !*r)
        return Say(_("Only the end of a line can be deleted: choose the last move of a line."));
    ShowLines();
    if (on_lines_changed) on_lines_changed();
    Say(_("Line deleted."));
}

void CollectionPanel::OnTreeSelected(wxTreeEvent& e) {
    if (filling_ || !on_play_line) return;
    const auto* data = static_cast<const LineData*>(tree_->GetItemData(e.GetItem()));
    if (data == nullptr) return;
    const std::string fen = data->fen;
    const std::vector<std::string> moves = data->moves;
    CallAfter([this, fen, moves] { on_play_line(fen, moves); });
}

}  // namespace damascope::gui
