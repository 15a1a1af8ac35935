#include "number_text.hpp"

namespace damascope::gui {

std::string grouped_number(std::int64_t n) {
    // The magnitude as unsigned: -n overflows for the smallest int64.
    const auto as_unsigned = static_cast<unsigned long long>(n);
    const std::string digits = std::to_string(n < 0 ? 0ULL - as_unsigned : as_unsigned);
    // Built with append(): GCC 12 warns wrongly (-Wrestrict) about "," + substr(...).
    std::string out;
    if (n < 0) out.push_back('-');
    const std::size_t first = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    out.append(digits, 0, first);
    for (std::size_t i = first; i < digits.size(); i += 3) out.append(1, ',').append(digits, i, 3);
    return out;
}

}  // namespace damascope::gui
