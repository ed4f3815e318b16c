// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A kernel spec evaluated for one set of parameter values: element counts, launch sizes and scalar values as
// numbers, checked against the spec's limits (before any device is touched); the buffers' initial contents;
// and the comparison of outputs (bit-exact for integers, a relative tolerance for floats).
#include "core/custom/kernelspec.h"
#include "core/lesson.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace coalesce::custom {

struct ResolvedBuffer {
    const BufferSpec* spec = nullptr;
    const ScalarType* type = nullptr;
    uint64_t count = 0;
    uint64_t bytes = 0;
};

struct ResolvedArg {
    int buffer = -1;            ///< index into Resolved::buffers, or -1 for a scalar
    std::vector<uint8_t> value; ///< scalar bytes (little-endian, the type's size)
};

struct Resolved {
    std::vector<ResolvedBuffer> buffers;
    std::vector<ResolvedArg> args;
    uint32_t dims = 1;
    uint64_t global[3] = {1, 1, 1};
    uint64_t local[3] = {1, 1, 1};
    std::string defines; ///< " -DNAME=value" for each param with define
    uint64_t workGroupSize() const { return local[0] * local[1] * local[2]; }
    uint64_t groups() const { return (global[0] / local[0]) * (global[1] / local[1]) * (global[2] / local[2]); }
};

/// Evaluates the spec for `values` (every parameter present). Throws Error(InvalidParameter) naming the
/// key: counts past kMaxElements, a local size that does not divide the global size, ...
Resolved resolve(const KernelSpec& spec, const std::map<std::string, int64_t>& values);

/// The initial contents of a global or constant buffer. `dir` is the spec's folder (for init files).
std::vector<uint8_t> initialData(const ResolvedBuffer& buffer, const std::string& dir);

/// The byte every element of an output without init is filled with before a launch.
constexpr uint8_t kPoisonByte = 0xA5;

/// Compares one output: integers bit for bit, floats within tolerance * max(1, |expected|) (NaN equals NaN).
/// Lists up to 5 mismatches in firstMismatch: "out[17] = 3 expected 5; ...".
Validation compareOutput(const ResolvedBuffer& buffer, const std::vector<uint8_t>& got,
                         const std::vector<uint8_t>& expected, double tolerance, ValidationMethod method);

/// "in[17]" or "tile[3]" for a byte offset into a buffer (the element it falls in).
std::string elementName(const ResolvedBuffer& buffer, uint64_t byteOffset);

} // namespace coalesce::custom
