// Numbers, counts, dates and paths as the window shows them, in the interface's language.
#pragma once

#include <wx/string.h>

#include <cstdint>
#include <string>

#include "core/game_record.hpp"

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

// Text that survives right to left, through app/bidi_text.hpp (the one helper for it): in the
// Arabic interface these isolate, in English they give the text as it is.
// A score, a line of moves, a path, a date: read left to right inside Arabic words.
wxString LeftToRight(const wxString& text);
// A player's or an event's name: in the direction of its own first letter, kept whole.
wxString NameIsolated(const wxString& text);
// A sentence with numbers ("depth 12", "+0.05", "1946-03-02"): each number isolated.
wxString NumbersIsolated(const wxString& text);
// A label's text: as NumbersIsolated, with a right-to-left mark first so that a label that starts
// with a Latin name or a number still starts at the right.
wxString ReadingLabel(const wxString& text);

// The stored game's title for the move list, "White - Black, Event, 1841 (1-0)": each name, the
// event and the date isolated, and the title starting with a mark of the interface's direction,
// so that an Arabic name in an English title (or a Latin one in Arabic) keeps its place.
wxString GameTitleText(const core::GameRecord& record);

// A file's path made absolute, without "." and ".." parts nor doubled separators.
wxString DisplayPath(const std::string& path);

}  // namespace damascope::gui
