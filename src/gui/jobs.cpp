#include "jobs.hpp"

#include <wx/intl.h>

#include <algorithm>
#include <cstdint>

#include "app/analysis_job.hpp"
#include "app/import_job.hpp"
#include "display_text.hpp"

namespace damascope::gui {

// Each job opens its own connection: WAL lets the window read while the job writes.

namespace {

// What an import did, in a sentence or two: never "Imported 0 games" for a file that could not be
// read or a folder without game files, but what went wrong.
wxString ImportSummary(const app::ImportStats& s) {
    wxString failed;
    for (const auto& e : s.errors) {
        if (e.kind != "file") continue;
        failed = wxString::FromUTF8(e.message);
        break;
    }
    if (s.files_failed > 1)
        failed += wxString::Format(_(" (and %lld more files not read)"),
                                   static_cast<long long>(s.files_failed - 1));
    const std::int64_t read = s.games_imported + s.duplicates + s.unsupported + s.skipped;
    if (s.files_failed > 0 && read == 0 && s.not_games == 0)
        return _("Nothing imported: ") + failed;
    // Each count that names a thing takes its plural form ("1 game", and Arabic's six forms).
    const auto count = [](const wxString& text, std::int64_t n) {
        return wxString::Format(text, static_cast<long long>(n));
    };
    wxString summary = wxString::Format(
        _("Imported %s (%s, %lld with marks, %lld stopped, %lld damaged, %lld unsupported, "
          "%lld skipped, %s)."),
        count(wxPLURAL("%lld game", "%lld games", PluralCount(s.games_imported)), s.games_imported),
        count(wxPLURAL("%lld duplicate", "%lld duplicates", PluralCount(s.duplicates)),
              s.duplicates),
        static_cast<long long>(s.games_with_marks), static_cast<long long>(s.games_stopped),
        static_cast<long long>(s.games_damaged), static_cast<long long>(s.unsupported),
        static_cast<long long>(s.skipped),
        count(wxPLURAL("%lld not a game", "%lld not games", PluralCount(s.not_games)),
              s.not_games));
    if (s.rules_turkish > 0)
        summary += " " + wxString::Format(_("%lld of them Dama under the Turkish federation's "
                                            "rules."),
                                          static_cast<long long>(s.rules_turkish));
    if (s.files_failed > 0) summary += " " + _("Not read: ") + failed;
    return summary;
}

}  // namespace

JobWork MakeImportWork(const std::string& path, const std::vector<std::string>& files,
                       std::shared_ptr<std::vector<app::ImportError>> problems) {
    return [path, files, problems](JobControl& job) -> wxString {
        auto stats = app::run_import_at(
            path, files, {},
            [&job](const app::ImportProgress& p) {
                const double f = p.bytes_total ? static_cast<double>(p.bytes_done) /
                                                     static_cast<double>(p.bytes_total)
                                               : -1.0;
                job.progress(
                    f, wxString::Format(_("%lld games read"), static_cast<long long>(p.games)));
            },
            &job.cancel_flag());
        if (!stats) return wxString::FromUTF8(stats.error());
        *problems = stats->errors;
        return ImportSummary(*stats);
    };
}

JobWork MakeAnalysisWork(const std::string& path, const std::vector<std::int64_t>& ids,
                         app::Evaluation evaluation) {
    return [path, ids, evaluation](JobControl& job) -> wxString {
        // The default analysis (app::default_time_per_game_ms), one game using every core.
        app::AnalysisJobOptions options;
        options.networks = app::networks_for(evaluation);
        auto stats = app::run_analysis_at(
            path, ids, options,
            [&job](const app::AnalysisProgress& p) {
                double f = static_cast<double>(p.games_done);
                if (p.positions_total > 0)
                    f += static_cast<double>(p.positions_done) / p.positions_total;
                job.progress(
                    p.games_total ? f / static_cast<double>(p.games_total) : -1.0,
                    wxString::Format(_("%lld of %lld games"), static_cast<long long>(p.games_done),
                                     static_cast<long long>(p.games_total)));
            },
            &job.cancel_flag());
        if (!stats) return wxString::FromUTF8(stats.error());
        const auto analysed = static_cast<long long>(stats->games_analysed);
        return wxString::Format(
            wxPLURAL("Analysed %lld game (%lld failed).", "Analysed %lld games (%lld failed).",
                     PluralCount(analysed)),
            analysed, static_cast<long long>(stats->games_failed));
    };
}

}  // namespace damascope::gui
