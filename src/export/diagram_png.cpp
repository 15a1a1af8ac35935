// The PNG diagram: the SVG rasterised by librsvg onto a cairo image surface. No window, display
// or X server is involved (cairo's image backend draws in memory).
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <memory>

#include "export/diagram.hpp"

namespace damascope::exporting {

namespace {

struct GObjectDeleter {
    void operator()(RsvgHandle* h) const { g_object_unref(h); }
};
struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
    void operator()(cairo_t* c) const { cairo_destroy(c); }
};

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
    auto* out = static_cast<std::vector<std::uint8_t>*>(closure);
    out->insert(out->end(), data, data + length);
    return CAIRO_STATUS_SUCCESS;
}

std::string take_message(GError* error) {
    std::string message = error != nullptr && error->message != nullptr ? error->message : "";
    if (error != nullptr) g_error_free(error);
    return message.empty() ? "unknown error" : message;
}

}  // namespace

core::Result<std::vector<std::uint8_t>> diagram_png(const core::Position& pos,
                                                    const DiagramOptions& options) {
    if (options.size < min_diagram_size || options.size > max_diagram_size)
        return core::Error{"a diagram is " + std::to_string(min_diagram_size) + " to " +
                           std::to_string(max_diagram_size) + " pixels wide, not " +
                           std::to_string(options.size)};
    const std::string svg = diagram_svg(pos, options);
    GError* error = nullptr;
    std::unique_ptr<RsvgHandle, GObjectDeleter> handle(rsvg_handle_new_from_data(
        reinterpret_cast<const guint8*>(svg.data()), static_cast<gsize>(svg.size()), &error));
    if (!handle) return core::Error{"cannot read the diagram's SVG: " + take_message(error)};
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, options.size, options.size));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        return core::Error{std::string("cannot make the picture: ") +
                           cairo_status_to_string(cairo_surface_status(surface.get()))};
    std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
    const RsvgRectangle viewport{0, 0, static_cast<double>(options.size),
                                 static_cast<double>(options.size)};
    if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error))
        return core::Error{"cannot draw the diagram: " + take_message(error)};
    cairo_surface_flush(surface.get());
    std::vector<std::uint8_t> png;
    const cairo_status_t written =
        cairo_surface_write_to_png_stream(surface.get(), append_bytes, &png);
    if (written != CAIRO_STATUS_SUCCESS)
        return core::Error{std::string("cannot write the PNG: ") + cairo_status_to_string(written)};
    return png;
}

}  // namespace damascope::exporting

// LeakSanitizer (the sanitizer build's leak check): librsvg draws text through pango and
// fontconfig, whose font caches are made once and kept until the process ends, by design. They
// are not ours to free; everything else is still checked.
#if defined(__SANITIZE_ADDRESS__)
extern "C" const char* __lsan_default_suppressions();
extern "C" const char* __lsan_default_suppressions() {
    return "leak:libfontconfig.so\n";
}
#endif
