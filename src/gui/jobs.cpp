#include "jobs.hpp"

#include <wx/intl.h>

#include "app/analysis_job.hpp"
#include "app/import_job.hpp"
#include "database/game_database.hpp"

namespace damascope::gui {

// Each job opens its own connection: WAL lets the window read while the job writes.

JobWork MakeImportWork(const std::string& path, const std::vector<std::string>& files) {
    return [path, files](JobControl& job) -> wxString {
        auto db = database::GameDatabase::open(path);
        if (!db) return wxString::FromUTF8(db.error());
        auto stats = app::run_import(
            db.value(), files, {},
            [&job](const app::ImportProgress& p) {
                const double f = p.bytes_total ? static_cast<double>(p.bytes_done) /
                                                     static_cast<double>(p.bytes_total)
                                               : -1.0;
                job.progress(
                    f, wxString::Format(_("%lld games read"), static_cast<long long>(p.games)));
            },
            &job.cancel_flag());
        if (!stats) return wxString::FromUTF8(stats.error());
        wxString summary = wxString::Format(
            _("Imported %lld games (%lld duplicates, %lld with marks, %lld "
              "stopped, %lld unsupported, "
              "%lld skipped)."),
            static_cast<long long>(stats->games_imported),
            static_cast<long long>(stats->duplicates),
            static_cast<long long>(stats->games_with_marks),
            static_cast<long long>(stats->games_stopped),
            static_cast<long long>(stats->unsupported), static_cast<long long>(stats->skipped));
        if (stats->rules_turkish > 0)
            summary += " " + wxString::Format(_("%lld of them Dama under the Turkish federation's "
                                                "rules."),
                                              static_cast<long long>(stats->rules_turkish));
        return summary;
    };
}

JobWork MakeAnalysisWork(const std::string& path, const std::vector<std::int64_t>& ids) {
    return [path, ids](JobControl& job) -> wxString {
        auto db = database::GameDatabase::open(path);
        if (!db) return wxString::FromUTF8(db.error());
        app::AnalysisJobOptions options;
        if (ids.size() == 1) options.threads = 1;
        auto stats = app::run_analysis(
            db.value(), ids, options,
            [&job](const app::AnalysisProgress& p) {
                double f = static_cast<double>(p.games_done);
                if (p.positions_total > 0)
                    f += static_cast<double>(p.positions_done) / p.positions_total;
                job.progress(
                    p.games_total ? f / static_cast<double>(p.games_total) : -1.0,
                    wxString::Format(_("%lld of %lld games"), static_cast<long long>(p.games_done),
                                     static_cast<long long>(p.games_total)));
            },
            {}, &job.cancel_flag());
        if (!stats) return wxString::FromUTF8(stats.error());
        return wxString::Format(_("Analysed %lld games (%lld failed)."),
                                static_cast<long long>(stats->games_analysed),
                                static_cast<long long>(stats->games_failed));
    };
}

}  // namespace damascope::gui
