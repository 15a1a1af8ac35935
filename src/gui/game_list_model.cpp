#include "game_list_model.hpp"

#include "app/game_texts.hpp"
#include "app/mark_counts_text.hpp"
#include "core/variant_name.hpp"
#include "display_text.hpp"

namespace damascope::gui {

GameListModel::GameListModel() : wxDataViewVirtualListModel(0) {}

std::int64_t GameListModel::SetQuery(app::GameList games, const app::GameFilter& filter) {
    games_ = std::move(games);
    const std::int64_t count = games_.set_filter(filter);
    Reset(static_cast<unsigned>(count));
    return count;
}

const char* GameListModel::SortKey(unsigned column) {
    switch (column) {
        case col_id:
            return "id";
        case col_white:
            return "white";
        case col_black:
            return "black";
        case col_result:
            return "result";
        case col_date:
            return "date";
        case col_event:
            return "event";
        case col_plies:
            return "plies";
        case col_marks:
            return "marks";
        default:
            return "";
    }
}

void GameListModel::GetValueByRow(wxVariant& value, unsigned row, unsigned col) const {
    const auto* g = games_.row(row);
    if (!g) {
        value = wxString();
        return;
    }
    switch (col) {
        case col_id:
            value = wxString::Format("%lld", static_cast<long long>(g->id));
            break;
        case col_white:
            value = wxString::FromUTF8(g->white);
            break;
        case col_black:
            value = wxString::FromUTF8(g->black);
            break;
        case col_result:
            value = wxString::FromUTF8(app::result_column_text(g->result, g->outcome));
            break;
        case col_date:
            value = DateText(g->date);
            break;
        case col_event:
            value = wxString::FromUTF8(g->event);
            break;
        case col_variant:
            value = wxString::FromUTF8(app::variant_title(g->variant));
            break;
        case col_plies:
            value = wxString::Format("%d", g->plies);
            break;
        case col_marks:
            value = wxString::FromUTF8(app::marks_column_text(*g));
            break;
        case col_opening:
            value = wxString::FromUTF8(games_.opening_at(row));
            break;
        default:
            value = wxString();
            break;
    }
}

bool GameListModel::GetAttrByRow(unsigned row, unsigned col, wxDataViewItemAttr& attr) const {
    const auto* g = games_.row(row);
    if (!g) return false;
    if (col == col_marks && (g->marks > 0 || g->blunders + g->mistakes + g->inaccuracies > 0)) {
        attr.SetColour(wxColour(198, 40, 40));
        attr.SetBold(true);
        return true;
    }
    if (g->stopped) {  // the replay stopped at an impossible move
        attr.SetItalic(true);
        attr.SetColour(wxColour(120, 120, 120));
        return true;
    }
    return false;
}

}  // namespace damascope::gui
