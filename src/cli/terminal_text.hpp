// Text from files (player names, comments, file names, messages quoting them) made safe to print.
#pragma once

#include <string>
#include <string_view>

namespace damascope::cli {

// `text` with every terminal control character written out, so that a file cannot move the
// cursor, recolour or retitle the user's terminal: C0 controls other than tab and newline, and
// DEL, become "\x1b"-style escapes; C1 controls (U+0080..U+009F) become "\u009b"-style escapes.
// A byte that is not part of valid UTF-8 becomes U+FFFD, so the output is always valid UTF-8.
std::string terminal_text(std::string_view text);

}  // namespace damascope::cli
