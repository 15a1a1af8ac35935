// Numbers, counts, dates and paths as the window shows them, in the interface's language.
#pragma once

#include <wx/string.h>

#include <cstdint>
#include <string>

namespace damascope::gui {

// The number that picks a plural form (wxPLURAL takes an unsigned); counts past its range take the
// form of the largest.
unsigned PluralCount(std::int64_t n);

// "1 game", "4,361 games", or "4,361 of 112,968 games" when a filter leaves out some.
wxString GameCountText(std::int64_t shown, std::int64_t total);

// A stored PDN date for reading: "1841-03-02", "1841-03" or "1841" as far as it is known, "—"
// when nothing is ("????.??.??"); a date that is no date is shown as written.
wxString DateText(const std::string& stored);

// What the user is told when a database cannot be opened: the file is missing, or it is not a
// damascope database (or is damaged). The database's own detail (SQL) goes to stderr, not here.
wxString DatabaseOpenFailure(const std::string& path);

// A file's path made absolute, without "." and ".." parts nor doubled separators.
wxString DisplayPath(const std::string& path);

}  // namespace damascope::gui
