// The words the window model says (status line, titles, results), in the interface's language.
// The desktop app sets the translator at start (its catalogue, through wx); without one the words
// stay English. xgettext finds them with -ktr (see src/gui/i18n/ar.po).
#pragma once

#include <fmt/printf.h>

#include <string>

namespace damascope::app {

// The catalogue's lookup of a text by its English words (UTF-8 both).
using Translator = std::string (*)(const char* english);
void set_translator(Translator t);

// The translation of `english` (UTF-8), or the English itself without a translator.
std::string tr(const char* english);

// A translated printf-style pattern filled in ("Ply %d of %d"): the catalogue's forms are
// checked as c-format by msgfmt, so the patterns stay printf's. A pattern that does not fit its
// values (a broken catalogue) is given as it is.
template <class... Args>
std::string text_format(const std::string& pattern, const Args&... args) {
    try {
        return fmt::sprintf(pattern, args...);
    } catch (const fmt::format_error&) {
        return pattern;
    }
}

}  // namespace damascope::app
