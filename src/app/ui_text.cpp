#include "ui_text.hpp"

namespace damascope::app {

namespace {

Translator translator = nullptr;

}  // namespace

void set_translator(Translator t) {
    translator = t;
}

std::string tr(const char* english) {
    return translator ? translator(english) : std::string(english);
}

}  // namespace damascope::app
