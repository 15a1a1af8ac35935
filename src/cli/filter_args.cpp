#include "cli/filter_args.hpp"

#include "cli/position_args.hpp"

namespace damascope::cli {

void add_game_filter(CLI::App& cmd, database::GameFilter& f) {
    add_text(cmd, "--player", f.player, "White or Black contains TEXT (any case)");
    add_text(cmd, "--event", f.event, "the event contains TEXT (any case)");
    add_variant(cmd, f.variant, "only games of this variant");
    add_text(cmd, "--result", f.result, "the result as written: 1-0, 0-1, 1/2-1/2, *", "RESULT");
    add_date(cmd, "--date-from", f.date_from, "played on or after DATE");
    add_date(cmd, "--date-to", f.date_to, "played on or before DATE");
    add_flag(cmd, "--marks", f.only_with_marks,
             "only games with a rule mark (a missed capture or a longer chain available)");
    add_flag(cmd, "--engine-marks", f.only_with_engine_marks,
             "only games whose stored analysis marks a blunder, mistake or inaccuracy");
}

}  // namespace damascope::cli
