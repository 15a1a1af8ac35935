#include "mark_counts_text.hpp"

#include "ui_text.hpp"

namespace damascope::app {

std::string marks_column_text(const database::GameSummary& g) {
    // Kinds with a count of 0 are left out to keep the column narrow: "⊘3 · ??1 ?!2".
    std::string rule, engine;
    const auto add = [](std::string& to, const char* symbol, int n) {
        if (n <= 0) return;
        if (!to.empty()) to += ' ';
        to += text_format("%s%d", symbol, n);
    };
    add(rule, "\u2298", g.missed_captures);
    add(rule, "\u226b", g.longer_chains);
    if (g.analysed) {
        add(engine, "??", g.blunders);
        add(engine, "?", g.mistakes);
        add(engine, "?!", g.inaccuracies);
        if (engine.empty()) engine = "??0 ?0 ?!0";  // analysed, and nothing found
    }
    if (!rule.empty() && !engine.empty()) return rule + " \u00b7 " + engine;
    return rule + engine;
}

namespace {

std::string side_line(const std::string& pattern, const database::SideSummary& s) {
    return text_format(pattern, s.blunders, s.mistakes, s.inaccuracies, s.average_loss);
}

}  // namespace

std::string analysis_summary_text(const GameDocument& doc) {
    const auto& analysis = doc.analysis();
    if (!analysis) return {};
    const database::AnalysisSummary s =
        database::summarise_analysis(*analysis, doc.session().start().side_to_move());
    return side_line(tr("White: %d ?? \u00b7 %d ? \u00b7 %d ?! \u00b7 average loss %d"), s.white) +
           "\n" +
           side_line(tr("Black: %d ?? \u00b7 %d ? \u00b7 %d ?! \u00b7 average loss %d"), s.black);
}

}  // namespace damascope::app
