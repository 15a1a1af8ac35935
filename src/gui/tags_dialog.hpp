// Game > Edit tags...: the seven standard PDN tags in fields of their own (the result as a choice)
// and the other tags as NAME=VALUE lines. OK checks the tags through `check` (the window model's
// apply_tag_changes) and stays open with its message when they are refused.
#pragma once

#include <wx/dialog.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace damascope::gui {

class TagsDialog : public wxDialog {
  public:
    using Tags = std::vector<std::pair<std::string, std::string>>;
    // `tags`: app::tags_for_editing (the seven standard ones first). `check` returns "" when the
    // edited tags can be saved, else why not.
    TagsDialog(wxWindow* parent, const Tags& tags,
               std::function<std::string(const Tags& edited)> check);
    // The tags as edited (the seven, then the other lines), or an error naming the bad line.
    bool Edited(Tags& out, wxString& error) const;

  private:
    void OnOk();

    std::vector<std::pair<std::string, wxTextCtrl*>> fields_;
    wxChoice* result_ = nullptr;
    wxTextCtrl* others_ = nullptr;
    wxStaticText* message_ = nullptr;
    std::function<std::string(const Tags&)> check_;
};

}  // namespace damascope::gui
