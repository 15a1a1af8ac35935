// Text put into HTML (the game report, the window's move list): & < > " ' as entities.
#pragma once

#include <string>
#include <string_view>

namespace damascope::exporting {

std::string html_escape(std::string_view text);

}  // namespace damascope::exporting
