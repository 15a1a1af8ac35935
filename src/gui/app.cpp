// The damascope desktop app: parses the command line and shows the main window; Automation
// (automation.hpp) opens the database (the bundled sample collection by default) and the game,
// and in screenshot mode replays the actions and draws the window into a PNG (--screenshot).
#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/gdicmn.h>
#include <wx/image.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "automation.hpp"
#include "command_line.hpp"
#include "core/version.hpp"
#include "import_commands.hpp"
#include "main_frame.hpp"
#include "open_files.hpp"
#include "translations.hpp"

namespace damascope::gui {

namespace {

int exit_code = 0;

class DamascopeApp : public wxApp {
  public:
    explicit DamascopeApp(GuiOptions options)
        : options_(options), automation_(std::move(options), exit_code) {}

    bool OnInit() override {
        // A file size limit (ulimit -f) makes a write fail with EFBIG, reported as such, instead
        // of killing the app with SIGXFSZ in the middle of an import or an export.
        std::signal(SIGXFSZ, SIG_IGN);
        wxInitAllImageHandlers();
        const bool arabic = SetUpTranslations(options_.lang, ExecutableDir());
        if (options_.lang == "ar" && !arabic)
            std::cerr << "damascope: the Arabic catalogue was not found; the interface stays in "
                         "English\n";
        if (options_.screenshot && arabic) std::cout << "interface: Arabic, right to left\n";
        SetAppName("damascope");
        // The settings file: --config, else $DAMASCOPE_CONFIG, else wx's default (~/.damascope).
        wxString config_path = wxString::FromUTF8(options_.config.value_or(""));
        if (config_path.empty()) wxGetEnv("DAMASCOPE_CONFIG", &config_path);
        if (!config_path.empty())
            wxConfigBase::Set(new wxFileConfig(wxEmptyString, wxEmptyString, config_path,
                                               wxEmptyString, wxCONFIG_USE_LOCAL_FILE));
        if (options_.screenshot) {
            // A window larger than the screen is cut by it: the picture would hold a black band.
            const wxSize screen = wxGetDisplaySize();
            if (options_.width > screen.x || options_.height > screen.y) {
                std::cerr << "damascope: --size " << options_.width << "x" << options_.height
                          << " is larger than the screen (" << screen.x << "x" << screen.y
                          << "); give a smaller size, or a larger screen to xvfb-run (-s "
                             "\"-screen 0 WxHx24\")\n";
                exit_code = 2;
                return false;
            }
        }
        // A screenshot uses no settings, so that it looks the same everywhere, unless --config
        // names them (the tests of the remembered layout).
        const bool use_settings = !options_.screenshot || options_.config;
        auto* frame = new MainFrame(use_settings);
        if (!use_settings || options_.size_given)
            frame->SetSize(0, 0, options_.width, options_.height);
        if (!automation_.Prepare(frame)) {
            frame->Destroy();
            return false;
        }
        frame->Show();
        if (options_.screenshot) automation_.StartScreenshot(frame);
        // A screenshot imports the files given without an option as --import does; a user is
        // asked where (open_files.hpp).
        std::vector<std::string> imports = options_.imports;
        if (options_.screenshot)
            imports.insert(imports.end(), options_.offered.begin(), options_.offered.end());
        if (!imports.empty()) frame->Commands().imports->ImportFiles(imports);
        if (!options_.screenshot && !options_.offered.empty())
            frame->CallAfter([frame, files = options_.offered] { OfferImport(frame, files); });
        return true;
    }

  private:
    GuiOptions options_;
    Automation automation_;
};

}  // namespace

}  // namespace damascope::gui

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    auto options = damascope::gui::parse_gui_options(args);
    if (!options) {
        std::cerr << "damascope: " << options.error() << "\n" << damascope::gui::gui_usage();
        return 2;
    }
    if (options->help) {
        std::cout << damascope::gui::gui_usage();
        return 0;
    }
    if (options->version) {
        std::cout << "damascope " << damascope::core::version << "\n";
        return 0;
    }
    // Without a display GTK prints its own errors and dies: say what to do instead.
    const char* x_display = std::getenv("DISPLAY");
    const char* wayland_display = std::getenv("WAYLAND_DISPLAY");
    if ((!x_display || !*x_display) && (!wayland_display || !*wayland_display)) {
        std::cerr << "damascope: no display: run it in a desktop session, or under xvfb-run for "
                     "screenshots\n";
        return 1;
    }
    wxApp::SetInstance(new damascope::gui::DamascopeApp(*options));
    const int rc = wxEntry(argc, argv);
    return damascope::gui::exit_code != 0 ? damascope::gui::exit_code : rc;
}
