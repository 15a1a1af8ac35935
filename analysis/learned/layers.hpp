// The layers after the accumulator, written out with AVX-512 instructions (layers_x86.cpp). The
// plain loops in network.cpp are the reference: both give the same integers, which the tests
// check.
#pragma once

#include <cstdint>

#include "analysis/learned/network.hpp"

namespace damascope::analysis::learned::detail {

// True when this build has the kernel and the processor can run it.
bool avx512_available();
// The output (before its scaling to centi-men) for the side whose accumulator half is `own`.
std::int64_t layers_avx512(const Network& net, const std::int16_t* own, const std::int16_t* other);

}  // namespace damascope::analysis::learned::detail
