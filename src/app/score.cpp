#include "score.hpp"

#include "analysis/score.hpp"
#include "analysis_lines.hpp"
#include "ui_text.hpp"

namespace damascope::app {

Score Score::from_search(int score, bool from_tables) {
    if (analysis::is_forced(score)) return {0, analysis::forced_plies(score), from_tables};
    return {score, 0, from_tables};
}

Score Score::from_stored(int score, int mate_in) {
    return {mate_in != 0 ? 0 : score, mate_in, false};
}

std::string score_text(const Score& s) {
    std::string text;
    if (s.forced_plies > 0)
        text = text_format(tr("White wins in %d plies"), s.forced_plies);
    else if (s.forced_plies < 0)
        text = text_format(tr("Black wins in %d plies"), -s.forced_plies);
    else if (s.from_tables)
        text = tr("Draw");
    else
        text = text_format("%+.2f", s.centi_men / 100.0);
    return s.from_tables ? text_format(tr("%s (tables)"), text) : text;
}

double bar_share(const Score& s) {
    return eval_bar_white_share(s.centi_men, s.forced_plies);
}

double graph_men(const Score& s) {
    if (s.forced_plies != 0) return s.forced_plies > 0 ? 50.0 : -50.0;
    return s.centi_men / 100.0;
}

}  // namespace damascope::app
