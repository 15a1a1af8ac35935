#include "translations.hpp"

#include <wx/frame.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/translation.h>
#include <wx/utils.h>
#include <wx/window.h>

#ifdef __WXGTK__
#include <dlfcn.h>
#endif

#include <clocale>
#include <string>

#include "app/ui_text.hpp"

namespace damascope::gui {

namespace {
bool right_to_left = false;

// The window model's words (src/app, ui_text.hpp) through the same catalogue; read as UTF-8 (the
// titles hold an em dash, which _() would read in the C library's encoding).
std::string translate_utf8(const char* english) {
    return wxGetTranslation(wxString::FromUTF8(english)).utf8_string();
}

// GTK's own words (a message box's Yes and No, its stock labels) come from GTK's catalogue through
// the C library's gettext, which follows LANGUAGE unless the messages' locale is "C" or "POSIX".
// Debian's GTK ships its Arabic catalogue (gtk30.mo) whatever locales are generated, and C.UTF-8
// is always there: the words are Arabic even on a system set up in English.
void UseArabicForSystemWords() {
    wxSetEnv("LANGUAGE", "ar");
    const char* messages = std::setlocale(LC_MESSAGES, nullptr);
    const std::string now = messages ? messages : "C";
    if (now == "C" || now == "POSIX") std::setlocale(LC_MESSAGES, "C.UTF-8");
}

}  // namespace

// GTK's menu bar packs its menus from the right (GTK_PACK_DIRECTION_RTL, 1). The functions are
// looked up in the GTK library wxGTK has loaded, as for the default direction below; the widget
// is checked to be a GtkMenuBar first (wxGTK may wrap it).
void set_menu_bar_right_to_left([[maybe_unused]] wxMenuBar* bar) {
#ifdef __WXGTK__
    using GetType = unsigned long (*)();
    using IsA = int (*)(void*, unsigned long);
    using SetPack = void (*)(void*, int);
    auto menu_bar_type = reinterpret_cast<GetType>(dlsym(RTLD_DEFAULT, "gtk_menu_bar_get_type"));
    auto is_a = reinterpret_cast<IsA>(dlsym(RTLD_DEFAULT, "g_type_check_instance_is_a"));
    auto set_pack =
        reinterpret_cast<SetPack>(dlsym(RTLD_DEFAULT, "gtk_menu_bar_set_pack_direction"));
    void* widget = bar->GetHandle();
    if (menu_bar_type && is_a && set_pack && widget && is_a(widget, menu_bar_type()))
        set_pack(widget, 1);
#endif
}

bool SetUpTranslations(const std::optional<std::string>& lang, const std::string& exe_dir) {
    app::set_translator(&translate_utf8);
    std::string chosen = lang.value_or("");
    if (chosen.empty()) {
        // The system's language, as gettext reads it from the environment.
        for (const char* var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
            wxString value;
            if (wxGetEnv(var, &value) && !value.empty()) {
                chosen = value.StartsWith("ar") ? "ar" : "en";
                break;
            }
        }
    }
    if (chosen != "ar") return false;
    // The catalogue is built into <build>/locale/ar/LC_MESSAGES/damascope.mo; look beside the
    // executable first so that an installed copy finds its own.
    for (const wxString& dir :
         {wxString::FromUTF8(exe_dir + "/../share/locale"),  // installed: <prefix>/share/locale
          wxString::FromUTF8(exe_dir + "/../locale"), wxString::FromUTF8(exe_dir + "/../../locale"),
          wxString(DAMASCOPE_BUILD_DIR "/locale")})
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(dir);
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations);
    translations->SetLanguage("ar");
    // wxWidgets' own words (dialog buttons, the file dialogs' control): its catalogue where the
    // system has an Arabic one, and ours (damascope-wx.mo from i18n/wx-ar.po), which Debian's
    // lacks; the app's own catalogue, added last, is searched first.
    translations->AddStdCatalog();
    translations->AddCatalog("damascope-wx");
    if (!translations->AddCatalog("damascope")) return false;
    right_to_left = true;
    UseArabicForSystemWords();
#ifdef __WXGTK__
    // GTK takes its direction from its own catalogue for the system's language, not from ours: set
    // it, before any window exists, so that every GTK widget (menu bar, toolbar, entries, list
    // columns and headers, dialogs, the players window) is laid out right to left. The board and
    // the plots keep left to right by their own SetLayoutDirection.
    // GTK's own headers are not among the build's dependencies: the function is looked up in the
    // GTK library that wxGTK has already loaded (2 is GTK_TEXT_DIR_RTL).
    using SetDefaultDirection = void (*)(int);
    if (auto set_default = reinterpret_cast<SetDefaultDirection>(
            dlsym(RTLD_DEFAULT, "gtk_widget_set_default_direction")))
        set_default(2);
#endif
    return true;
}

bool IsRightToLeft() {
    return right_to_left;
}

void ApplyLayoutDirection(wxWindow* window) {
    if (!right_to_left) return;
    // wxGTK lays a frame and its menu bar out left to right whatever the direction: the menus are
    // packed from the right instead (File at the right end).
    if (auto* frame = dynamic_cast<wxFrame*>(window); frame && frame->GetMenuBar())
        set_menu_bar_right_to_left(frame->GetMenuBar());
    if (window->GetLayoutDirection() == wxLayout_LeftToRight) return;
    window->SetLayoutDirection(wxLayout_RightToLeft);
    for (wxWindow* child : window->GetChildren()) ApplyLayoutDirection(child);
}

}  // namespace damascope::gui
