// The game and its rules in words a player knows, in the interface's language.
#pragma once

#include <wx/string.h>

#include "core/types.hpp"

namespace damascope::gui {

// "Dama — Arab rules", "Dama — Turkish federation" or "Dhama" (translated).
wxString VariantTitle(core::Variant v);

}  // namespace damascope::gui
