// Reading the CLI's --json output in the tests: nlohmann-json, which throws on anything that is
// not exactly one JSON document, so an unparseable output fails the test that reads it.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

namespace damascope::cli::testing {

using Json = nlohmann::ordered_json;

// `text` parsed; a test failure (and null) when it is not JSON.
inline Json parse_json(const std::string& text) {
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        ADD_FAILURE() << "not JSON (" << e.what() << "): " << text;
        return nullptr;
    }
}

}  // namespace damascope::cli::testing
