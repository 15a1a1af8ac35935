#include "move_list_panel.hpp"

#include <wx/arrstr.h>
#include <wx/intl.h>

#include <algorithm>

#include "annotation_pane.hpp"
#include "app/window_texts.hpp"
#include "core/annotation.hpp"
#include "core/game_record.hpp"
#include "core/movegen.hpp"
#include "export/html_escape.hpp"

namespace damascope::gui {

namespace {

// Whether a text holds right-to-left letters (Hebrew, Arabic and their presentation forms).
bool has_rtl(const wxString& text) {
    for (wxUniChar c : text) {
        const auto u = c.GetValue();
        if ((u >= 0x0590 && u <= 0x08FF) || (u >= 0xFB1D && u <= 0xFDFF) ||
            (u >= 0xFE70 && u <= 0xFEFF))
            return true;
    }
    return false;
}

wxString escape_markup(const wxString& s) {
    return wxString::FromUTF8(exporting::html_escape(s.utf8_string()));
}

// Text as HTML. wxHtml cuts a paragraph into words at its spaces and sets them left to right, one
// word per text run; a run drawn alone loses its space and its place in a right-to-left sentence
// ("أكل إلزامي فائت" came out "فائتإلزامي"). Text with right-to-left letters therefore keeps its
// words together with no-break spaces: wxHtml hands the whole phrase to Pango in one run, and Pango
// orders the words and keeps the spaces.
wxString escape(const wxString& text) {
    wxString s = escape_markup(text);
    if (has_rtl(s)) s.Replace(" ", "&nbsp;");
    return s;
}
wxString escape(const std::string& text) {
    return escape(wxString::FromUTF8(text));
}

// A comment as HTML. wxHtml lays the words of a paragraph out left to right one by one, which
// turns an Arabic sentence round; so right-to-left text goes in lines of a few words joined by
// no-break spaces, each line one piece that the text renderer lays out in its own direction.
wxString comment_html(const std::string& words) {
    const wxString text = escape_markup(wxString::FromUTF8(words));
    if (!has_rtl(text)) return text;
    constexpr std::size_t line_length = 40;
    wxString out, line;
    for (const wxString& word : wxSplit(text, ' ', 0)) {
        if (word.empty()) continue;
        if (!line.empty() && line.length() + 1 + word.length() > line_length) {
            out += (out.empty() ? "" : "<br>") + line;
            line.clear();
        }
        line += (line.empty() ? "" : "&nbsp;") + word;
    }
    if (!line.empty()) out += (out.empty() ? "" : "<br>") + line;
    return "<div align=\"right\">" + out + "</div>";
}

// The symbols of a ply's marks: the rule breaks stand out in white on red/orange.
// Dhama's shorter capture is a legal choice: its badge is a neutral slate, not a rule break's.
wxString mark_html(core::MarkSet marks, bool free_choice) {
    wxString out;
    if (core::has_mark(marks, core::Mark::missed_capture))
        out += "<font color=\"#ffffff\" bgcolor=\"#d32f2f\"><b>&nbsp;&#x2298;&nbsp;</b></font>";
    if (core::has_mark(marks, core::Mark::longer_chain_available))
        out += wxString::Format(
            "<font color=\"#ffffff\" bgcolor=\"%s\"><b>&nbsp;&#x226B;&nbsp;"
            "</b></font>",
            free_choice ? "#5c6f96" : "#ef6c00");
    if (core::has_mark(marks, core::Mark::blunder))
        out += "<font color=\"#c62828\"><b>?\?</b></font>";
    if (core::has_mark(marks, core::Mark::mistake))
        out += "<font color=\"#e65100\"><b>?</b></font>";
    if (core::has_mark(marks, core::Mark::inaccuracy))
        out += "<font color=\"#1565c0\"><b>?!</b></font>";
    return out;
}

}  // namespace

namespace {

const char* const current_bg = "#ffd54f";

// A move as a link, with its NAGs and mark symbols.
wxString move_html(const app::GameSession& session, app::NodeId id, bool bold) {
    const app::SessionNode& n = session.node(id);
    const bool free_choice = n.parent >= 0 &&
                             core::has_mark(n.marks, core::Mark::longer_chain_available) &&
                             core::check_move(session.node(n.parent).position, n.move) ==
                                 core::MoveCheck::legal_shorter_capture;
    const bool broke_rule =
        core::has_mark(n.marks, core::Mark::missed_capture) ||
        (core::has_mark(n.marks, core::Mark::longer_chain_available) && !free_choice);
    wxString text = escape(n.text);
    if (broke_rule) text = "<font color=\"#b71c1c\">" + text + "</font>";
    // A trial move (not in the stored game until kept) is lighter and in italics.
    if (n.trial)
        text = "<i><font color=\"#8d8d8d\">" + text + "</font></i>";
    else if (bold)
        text = "<b>" + text + "</b>";
    wxString h = wxString::Format("<a href=\"n%d\">", id) + text + "</a>";
    for (int nag : n.nags) h += escape(app::glyph_label(nag));
    const wxString badges = mark_html(n.marks, free_choice);
    // The badges are a link to the move too, so that hovering them shows what they mean.
    if (!badges.empty()) h += wxString::Format("<a href=\"n%d\">", id) + badges + "</a>";
    return h;
}

// Variations and comments are written inline, as running text, inside a full-width row.
class Rows {
  public:
    explicit Rows(const app::GameSession& s) : s_(s) {}

    void main_move(app::NodeId id) {
        const app::SessionNode& n = s_.node(id);
        const bool first = s_.is_first_half(n.ply);
        if (first || cells_ == 0 || cells_ == 2) {
            close_row();
            h_ += "<tr><td width=\"14%\" align=\"right\"><font color=\"#888888\">" +
                  escape(s_.move_number(n.ply, false).empty() ? s_.move_number(n.ply - 1, false)
                                                              : s_.move_number(n.ply, false)) +
                  "</font></td>";
            if (!first) {
                h_ += "<td width=\"43%\"><font color=\"#999999\">...</font></td>";
                cells_ = 1;
            }
        }
        h_ += cell(id);
        ++cells_;
    }
    void text_row(const wxString& inner) {
        close_row();
        h_ += "<tr><td colspan=\"3\">" + inner + "</td></tr>";
    }
    wxString finish() {
        close_row();
        return "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">" + h_ + "</table>";
    }

  private:
    wxString cell(app::NodeId id) const {
        const bool current = id == s_.cursor();
        wxString td = current ? wxString("<td width=\"43%\" bgcolor=\"") + current_bg + "\">"
                              : wxString("<td width=\"43%\">");
        if (current) td += "<a name=\"current\"></a>";
        return td + move_html(s_, id, true) + "</td>";
    }
    void close_row() {
        if (cells_ == 0) return;
        if (cells_ == 1) h_ += "<td></td>";
        h_ += "</tr>";
        cells_ = 0;
    }

    const app::GameSession& s_;
    wxString h_;
    int cells_ = 0;  // move cells in the open row (0: no row open)
};

}  // namespace

wxString MoveListHtml(const app::GameSession& session, const wxString& header,
                      const wxString& result) {
    wxString h = "<html><body link=\"#202020\" bgcolor=\"#fdfcf8\">";
    if (!header.empty()) h += "<p><b>" + escape(header) + "</b></p>";
    Rows rows(session);
    wxString inline_text;  // the variation being written
    int depth = 0;
    for (const app::MoveToken& t : session.tokens()) {
        switch (t.kind) {
            case app::MoveToken::Kind::variation_start:
                ++depth;
                inline_text += t.trial ? "<font color=\"#8d8d8d\">( </font>" : "( ";
                break;
            case app::MoveToken::Kind::variation_end:
                inline_text += t.trial ? "<font color=\"#8d8d8d\">) </font>" : ") ";
                if (--depth == 0) {
                    rows.text_row("<font size=\"2\" color=\"#555555\">" + inline_text + "</font>");
                    inline_text.clear();
                }
                break;
            case app::MoveToken::Kind::comment: {
                // The words only: arrows and coloured squares are drawn on the board.
                const std::string words = core::split_comment(session.variant(), t.text).text;
                if (words.empty()) break;
                const wxString c =
                    "<font color=\"#2e7d32\"><i>" + comment_html(words) + "</i></font> ";
                if (depth == 0)
                    rows.text_row(c);
                else
                    inline_text += c;
                break;
            }
            case app::MoveToken::Kind::move:
                if (depth == 0) {
                    rows.main_move(t.node);
                } else {
                    if (!t.number.empty()) inline_text += escape(t.number) + "&nbsp;";
                    wxString m = move_html(session, t.node, false);
                    if (t.node == session.cursor())
                        m = wxString("<a name=\"current\"></a><font bgcolor=\"") + current_bg +
                            "\">" + m + "</font>";
                    inline_text += m + " ";
                }
                break;
        }
    }
    h += rows.finish();
    if (!result.empty()) h += "<p align=\"center\"><b>" + escape(result) + "</b></p>";
    h += "<hr><font size=\"2\" color=\"#666666\">";
    h += "<font color=\"#ffffff\" bgcolor=\"#d32f2f\"><b>&nbsp;&#x2298;&nbsp;</b></font> " +
         escape(_("missed compulsory capture")) + "<br>";
    h += "<font color=\"#ffffff\" bgcolor=\"#ef6c00\"><b>&nbsp;&#x226B;&nbsp;</b></font> " +
         escape(_("a longer capture chain was available")) + "<br>";
    h += "<b>?\?</b> " + escape(_("blunder")) + " &nbsp; <b>?</b> " + escape(_("mistake")) +
         " &nbsp; <b>?!</b> " + escape(_("inaccuracy"));
    h += "</font></body></html>";
    return h;
}

MoveListPanel::MoveListPanel(wxWindow* parent)
    : wxHtmlWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(260, 300), wxHW_SCROLLBAR_AUTO) {
    Bind(wxEVT_HTML_LINK_CLICKED, &MoveListPanel::OnLink, this);
    Bind(wxEVT_RIGHT_DOWN, &MoveListPanel::OnRightDown, this);
    Bind(wxEVT_HTML_CELL_HOVER, &MoveListPanel::OnCellHover, this);
    // A new size lays the page out again: keep the current move in view.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { ScrollToCurrent(); });
    });
}

void MoveListPanel::ShowGame(const app::GameSession& session, const wxString& header,
                             const wxString& result) {
    mark_tips_.clear();
    tip_node_ = -1;
    UnsetToolTip();
    for (std::size_t i = 1; i < session.node_count(); ++i) {
        const auto id = static_cast<app::NodeId>(i);
        const wxString tip = MarksText(session, id);
        if (!tip.empty()) mark_tips_[id] = tip;
    }
    Freeze();
    SetPage(MoveListHtml(session, header, result));
    Thaw();
    if (session.cursor() != app::root_node) ScrollToCurrent();
}

// Scrolls so that the current move sits a third of the way down, with the moves before it above.
void MoveListPanel::ScrollToCurrent() {
    const wxHtmlCell* root = GetInternalRepresentation();
    const wxString name = "current";
    const wxHtmlCell* cell = root ? root->Find(wxHTML_COND_ISANCHOR, &name) : nullptr;
    if (!cell) return;
    int y = 0;
    for (const wxHtmlCell* c = cell; c; c = c->GetParent()) y += c->GetPosY();
    int unit_x = 1, unit_y = 1;
    GetScrollPixelsPerUnit(&unit_x, &unit_y);
    Scroll(-1, std::max(0, (y - GetClientSize().y / 3) / std::max(1, unit_y)));
}

void MoveListPanel::OnRightDown(wxMouseEvent& e) {
    const wxPoint at = CalcUnscrolledPosition(e.GetPosition());
    wxHtmlCell* root = GetInternalRepresentation();
    wxHtmlCell* cell = root ? root->FindCellByPos(at.x, at.y) : nullptr;
    const wxHtmlLinkInfo* link = cell ? cell->GetLink() : nullptr;
    long id = 0;
    if (link && link->GetHref().StartsWith("n") && link->GetHref().Mid(1).ToLong(&id) &&
        on_context_menu)
        on_context_menu(static_cast<app::NodeId>(id));
}

void MoveListPanel::OnLink(wxHtmlLinkEvent& e) {
    long id = 0;
    const wxString href = e.GetLinkInfo().GetHref();
    if (href.StartsWith("n") && href.Mid(1).ToLong(&id) && on_jump)
        on_jump(static_cast<app::NodeId>(id));
}

void MoveListPanel::OnCellHover(wxHtmlCellEvent& e) {
    const wxHtmlLinkInfo* link = e.GetCell() ? e.GetCell()->GetLink() : nullptr;
    long id = -1;
    if (!(link && link->GetHref().StartsWith("n") && link->GetHref().Mid(1).ToLong(&id))) id = -1;
    const auto tip = mark_tips_.find(static_cast<app::NodeId>(id));
    if (tip == mark_tips_.end()) {
        if (tip_node_ != -1) UnsetToolTip();
        tip_node_ = -1;
        return;
    }
    if (tip_node_ != tip->first) SetToolTip(tip->second);
    tip_node_ = tip->first;
}

wxString MarkExplanationText(const MarkExplanation& e) {
    const wxString move = wxString::FromUTF8(e.move_text);
    switch (e.kind) {
        case MarkExplanation::Kind::missed_capture:
            return wxString::Format(_("Missed compulsory capture: %s took %d"), move, e.taken);
        case MarkExplanation::Kind::longer_chain:
            return wxString::Format(_("A longer capture was compulsory: %s took %d"), move,
                                    e.taken);
        case MarkExplanation::Kind::shorter_choice:
            break;
    }
    return wxString::Format(
        _("A longer capture was possible (free to choose in Dhama): %s took %d"), move, e.taken);
}

wxString MarksText(const app::GameSession& session, app::NodeId id) {
    const app::SessionNode& n = session.node(id);
    wxString out;
    if (n.parent >= 0)
        if (const auto e = explain_mark(session.node(n.parent).position, n.move, n.marks))
            out = MarkExplanationText(*e);
    // The engine's judgement (the annotator's ??, ?, ?!), told apart from a record's NAG.
    const auto judged = [&](core::Mark m, const wxString& text) {
        if (!core::has_mark(n.marks, m)) return;
        if (!out.empty()) out += "\n";
        out += text;
    };
    judged(core::Mark::blunder, _("Engine: a blunder (?\?)"));
    judged(core::Mark::mistake, _("Engine: a mistake (?)"));
    judged(core::Mark::inaccuracy, _("Engine: an inaccuracy (?!)"));
    return out;
}

}  // namespace damascope::gui
