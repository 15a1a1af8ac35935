#include "game_record.hpp"

namespace damascope::core {

const char* mark_name(Mark m) {
    switch (m) {
        case Mark::missed_capture:
            return "missed_capture";
        case Mark::longer_chain_available:
            return "longer_chain_available";
        case Mark::inaccuracy:
            return "inaccuracy";
        case Mark::mistake:
            return "mistake";
        case Mark::blunder:
            return "blunder";
    }
    return "?";
}

}  // namespace damascope::core
