#include "export_actions.hpp"

#include <filesystem>
#include <span>
#include <string_view>

#include "app/booklet.hpp"
#include "app/document_queries.hpp"
#include "app/output_clash.hpp"
#include "core/annotation.hpp"
#include "core/atomic_file.hpp"
#include "core/fen.hpp"
#include "export/game_report.hpp"
#include "export/pdn_writer.hpp"

namespace damascope::gui {

namespace {

// Whole or not at all: a failed export leaves the old file as it was (core/atomic_file.hpp).
core::Result<bool> write_file(const std::string& path, const void* data, std::size_t size) {
    auto created = core::AtomicFile::create(path);
    if (!created) return core::Error{created.error()};
    core::AtomicFile& out = created.value();
    if (auto w = out.write(std::string_view(static_cast<const char*>(data), size)); !w) return w;
    return out.commit();
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
        case ExportFormat::booklet:
            return "booklet";
    }
    return "pdn";
}

const char* export_extension(ExportFormat f) {
    return f == ExportFormat::booklet ? "html" : export_format_name(f);
}

bool parse_export_format(const std::string& name, ExportFormat& out) {
    for (ExportFormat f : {ExportFormat::pdn, ExportFormat::fen, ExportFormat::svg,
                           ExportFormat::png, ExportFormat::html, ExportFormat::booklet}) {
        if (name == export_format_name(f)) {
            out = f;
            return true;
        }
    }
    return false;
}

namespace {

// A name a file can have: no folder separator, no control character, no leading dot.
std::string file_name_safe(std::string name) {
    for (char& c : name)
        if (c == '/' || c == '\\' || (static_cast<unsigned char>(c) < 0x20)) c = '_';
    while (!name.empty() && (name.front() == '.' || name.front() == ' ')) name.erase(0, 1);
    while (!name.empty() && name.back() == ' ') name.pop_back();
    return name;
}

// A tag's value as a name: "" for PDN's unknowns ("?", "-").
std::string known_tag(const core::GameRecord& game, const char* name) {
    std::string v = game.tag(name);
    return v == "?" || v == "-" || v == "??" ? std::string() : v;
}

}  // namespace

std::string export_file_name(ExportFormat format, ExportScope scope, const core::GameRecord& game,
                             int ply, const std::string& database_path) {
    std::string stem;
    if (format == ExportFormat::booklet || format_takes_many(format)) {
        if (format == ExportFormat::booklet) stem = known_tag(game, "Event");
        if (stem.empty() && scope != ExportScope::this_game && !database_path.empty())
            stem = std::filesystem::path(database_path).stem().string();
    }
    if (stem.empty() && (format != ExportFormat::booklet || scope == ExportScope::this_game)) {
        const std::string white = known_tag(game, "White"), black = known_tag(game, "Black");
        if (!white.empty() || !black.empty())
            stem = (white.empty() ? "?" : white) + " - " + (black.empty() ? "?" : black);
        const bool position = format == ExportFormat::fen || format == ExportFormat::svg ||
                              format == ExportFormat::png;
        if (!stem.empty() && position) stem += ", ply " + std::to_string(ply);
    }
    stem = file_name_safe(stem);
    if (stem.empty()) stem = format == ExportFormat::booklet ? "booklet" : "damascope";
    return stem + "." + export_extension(format);
}

exporting::DiagramOptions current_diagram(const app::GameDocument& doc, int size, bool flip,
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

core::Result<ExportDone> write_export(app::GameDocument& doc, const ExportRequest& r) {
    if (doc.has_database()) {
        const app::ReadInput open_database = app::database_input(doc.database_path());
        if (auto clash = app::output_clash(r.path, std::span(&open_database, 1)))
            return core::Error{"'" + r.path + "' is " + *clash +
                               ", which is open: choose another file"};
    }
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
            written = write_text(r.path,
                                 exporting::game_report_html(doc.record(), doc.analysis(),
                                                             exporting::report_words(r.language)));
            break;
        case ExportFormat::booklet: {
            if (!doc.has_database()) return core::Error{"no database is open"};
            if (r.ids.empty()) return core::Error{"no games to export"};
            auto booklet = app::load_booklet(doc, r.ids);
            if (!booklet) return core::Error{booklet.error()};
            written = write_text(r.path, app::booklet_html(*booklet, r.language));
            if (!written) return core::Error{written.error()};
            return ExportDone{r.format, r.ids.size(), r.path};
        }
        case ExportFormat::pdn: {
            std::vector<core::GameRecord> games;
            if (r.scope == ExportScope::this_game) {
                games.push_back(doc.record());
            } else {
                if (!doc.has_database()) return core::Error{"no database is open"};
                auto stored = app::games_as_shown(doc, r.ids);
                if (!stored) return core::Error{stored.error()};
                games = std::move(stored).value();
            }
            if (games.empty()) return core::Error{"no games to export"};
            auto n = exporting::write_pdn_file(r.path, games);
            if (!n) return core::Error{n.error()};
            return ExportDone{r.format, static_cast<std::size_t>(*n), r.path};
        }
    }
    if (!written) return core::Error{written.error()};
    return ExportDone{r.format, 1, r.path};
}

}  // namespace damascope::gui
