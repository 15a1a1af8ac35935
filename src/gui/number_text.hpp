// Counts for reading: "112,968", grouped by thousands whatever the C library's locale says (the app
// runs under the C locale, which groups nothing).
#pragma once

#include <cstdint>
#include <string>

namespace damascope::gui {

std::string grouped_number(std::int64_t n);

}  // namespace damascope::gui
