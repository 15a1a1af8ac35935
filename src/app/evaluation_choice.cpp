#include "evaluation_choice.hpp"

namespace damascope::app {

analysis::learned::NetworkSet networks_for(Evaluation e, std::vector<std::string>* problems) {
    if (e == Evaluation::classic) return {};
    return analysis::learned::default_networks(
        {core::Variant::dama, core::Variant::turkish, core::Variant::dhama}, problems);
}

}  // namespace damascope::app
