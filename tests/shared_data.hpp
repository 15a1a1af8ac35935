// The real game files in ../shared/data. A bare checkout does not have them: tests that read them
// skip with a message then. CI sets DAMASCOPE_REQUIRE_SHARED_DATA=1 so that a missing folder fails
// the run instead of silently skipping.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#define DAMASCOPE_NEEDS_SHARED_DATA()                                               \
    do {                                                                            \
        if (!std::filesystem::exists(DAMASCOPE_SHARED_DATA)) {                      \
            if (std::getenv("DAMASCOPE_REQUIRE_SHARED_DATA"))                       \
                FAIL() << "shared game files not found at " DAMASCOPE_SHARED_DATA;  \
            GTEST_SKIP() << "shared game files not found at " DAMASCOPE_SHARED_DATA \
                         << " (configure with -DDAMASCOPE_SHARED_DATA=...)";        \
        }                                                                           \
    } while (false)
