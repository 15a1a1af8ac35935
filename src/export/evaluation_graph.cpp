#include "export/evaluation_graph.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

#include "export/html_escape.hpp"

namespace damascope::exporting {

using core::Mark;

std::string evaluation_graph_svg(const database::GameAnalysis& a,
                                 const std::vector<core::MarkSet>& marks,
                                 const std::string& label) {
    const double width = 760, height = 170, pad = 6;
    int last = 0;
    for (const auto& p : a.plies) last = std::max(last, p.ply);
    const double n = std::max(1, last);
    auto x_of = [&](int ply) { return pad + (width - 2 * pad) * ply / n; };
    auto y_of = [&](const database::PlyAnalysis& p) {
        const double men = p.mate_in != 0 ? (p.mate_in > 0 ? 100.0 : -100.0) : p.score / 100.0;
        return height / 2 - std::tanh(men / 3.0) * (height / 2 - 4);
    };
    std::string out = fmt::format(
        "<svg class=\"graph\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
        "viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"{2}\">\n"
        "<rect width=\"{0}\" height=\"{1}\" fill=\"#3c3c40\"/>\n",
        width, height, html_escape(label));
    // The area reaches both edges: the first and the last score held out to them.
    std::string points = fmt::format("0,{}", height);
    if (!a.plies.empty()) points += fmt::format(" 0,{:.1f}", y_of(a.plies.front()));
    for (const auto& p : a.plies) points += fmt::format(" {:.1f},{:.1f}", x_of(p.ply), y_of(p));
    if (!a.plies.empty()) points += fmt::format(" {},{:.1f}", width, y_of(a.plies.back()));
    points += fmt::format(" {},{}", width, height);
    out += "<polygon class=\"white-area\" points=\"" + points + "\" fill=\"#f0eee6\"/>\n";
    out += fmt::format("<line x1=\"0\" y1=\"{0}\" x2=\"{1}\" y2=\"{0}\" stroke=\"#969696\"/>\n",
                       height / 2, width);
    for (const auto& p : a.plies) {
        const core::MarkSet m =
            p.ply > 0 && static_cast<std::size_t>(p.ply) < marks.size() ? marks[p.ply] : 0;
        if (m == 0) continue;
        const char* colour = core::has_mark(m, Mark::missed_capture)           ? "#d32f2f"
                             : core::has_mark(m, Mark::longer_chain_available) ? "#ef6c00"
                             : core::has_mark(m, Mark::blunder)                ? "#c62828"
                             : core::has_mark(m, Mark::mistake)                ? "#e65100"
                                                                               : "#1565c0";
        out += fmt::format(
            "<line x1=\"{0:.1f}\" y1=\"0\" x2=\"{0:.1f}\" y2=\"{1}\" stroke=\"{2}\" "
            "stroke-opacity=\"0.45\" stroke-width=\"2\"/><circle class=\"graph-mark\" "
            "data-ply=\"{3}\" cx=\"{0:.1f}\" cy=\"{4:.1f}\" r=\"4\" fill=\"{2}\"/>\n",
            x_of(p.ply), height, colour, p.ply, y_of(p));
    }
    for (int ply = 10; ply < last; ply += 10)
        out += fmt::format(
            "<text x=\"{:.1f}\" y=\"{}\" font-size=\"10\" fill=\"#888\" "
            "text-anchor=\"middle\">{}</text>\n",
            x_of(ply), height - 3, ply);
    out += "</svg>\n";
    return out;
}

}  // namespace damascope::exporting
