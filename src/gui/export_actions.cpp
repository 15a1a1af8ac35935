#include "export_actions.hpp"

#include <fstream>

#include "core/annotation.hpp"
#include "core/fen.hpp"
#include "export/game_report.hpp"
#include "export/pdn_writer.hpp"

namespace damascope::gui {

namespace {

core::Result<bool> write_file(const std::string& path, const void* data, std::size_t size) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) return core::Error{"cannot write '" + path + "'"};
    out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
    out.close();
    if (!out) return core::Error{"could not write all of '" + path + "' (is the disk full?)"};
    return true;
}

core::Result<bool> write_text(const std::string& path, const std::string& text) {
    return write_file(path, text.data(), text.size());
}

}  // namespace

const char* export_format_name(ExportFormat f) {
    switch (f) {
        case ExportFormat::pdn:
            return "pdn";
        case ExportFormat::fen:
            return "fen";
        case ExportFormat::svg:
            return "svg";
        case ExportFormat::png:
            return "png";
        case ExportFormat::html:
            return "html";
    }
    return "pdn";
}

bool parse_export_format(const std::string& name, ExportFormat& out) {
    for (ExportFormat f : {ExportFormat::pdn, ExportFormat::fen, ExportFormat::svg,
                           ExportFormat::png, ExportFormat::html}) {
        if (name == export_format_name(f)) {
            out = f;
            return true;
        }
    }
    return false;
}

exporting::DiagramOptions current_diagram(const GameDocument& doc, int size, bool flip,
                                          bool coordinates) {
    exporting::DiagramOptions o;
    o.size = size;
    o.flip = flip;
    o.coordinates = coordinates;
    o.highlight = doc.last_move_path();
    const auto& s = doc.session();
    auto parts = core::split_comment(s.variant(), s.node(s.cursor()).comment);
    o.arrows = std::move(parts.arrows);
    o.squares = std::move(parts.squares);
    return o;
}

core::Result<std::string> write_export(GameDocument& doc, const ExportRequest& r) {
    const auto& pos = doc.session().position();
    const auto diagram = current_diagram(doc, r.size, r.flip, r.coordinates);
    core::Result<bool> written = true;
    switch (r.format) {
        case ExportFormat::fen:
            written = write_text(r.path, core::to_fen(pos) + "\n");
            break;
        case ExportFormat::svg:
            written = write_text(r.path, exporting::diagram_svg(pos, diagram));
            break;
        case ExportFormat::png: {
            auto png = exporting::diagram_png(pos, diagram);
            if (!png) return core::Error{png.error()};
            written = write_file(r.path, png->data(), png->size());
            break;
        }
        case ExportFormat::html:
            written = write_text(r.path, exporting::game_report_html(doc.record(), doc.analysis()));
            break;
        case ExportFormat::pdn: {
            std::vector<core::GameRecord> games;
            if (r.scope == ExportScope::this_game) {
                games.push_back(doc.record());
            } else {
                if (!doc.database()) return core::Error{"no database is open"};
                for (std::int64_t id : r.ids) {
                    if (id == doc.game_id()) {  // as on screen
                        games.push_back(doc.record());
                        continue;
                    }
                    auto g = doc.database()->load_game(id);
                    if (!g) return core::Error{"game " + std::to_string(id) + ": " + g.error()};
                    games.push_back(std::move(g).value());
                }
            }
            if (games.empty()) return core::Error{"no games to export"};
            auto n = exporting::write_pdn_file(r.path, games);
            if (!n) return core::Error{n.error()};
            return std::to_string(*n) + (*n == 1 ? " game" : " games") + " written to " + r.path;
        }
    }
    if (!written) return core::Error{written.error()};
    return std::string(export_format_name(r.format)) + " written to " + r.path;
}

}  // namespace damascope::gui
