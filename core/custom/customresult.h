// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A user's kernel recorded in its result file, so that a file opened later shows what was measured: the
// kernel's file name, its source and its spec under "custom_kernel" (each point's validation method is
// written by core/results.cpp for every result file). These keys sit beside core/results.cpp's
// (docs/KERNELS.md); a reader that does not know them ignores them, so the file stays an ordinary result file
// of schema 1.
#include "core/json.h"
#include "core/results.h"

#include <optional>
#include <string>

namespace coalesce::custom {

class CustomKernel;

constexpr const char* kKernelRecordKey = "custom_kernel";

struct KernelRecord {
    std::string name;   ///< "saxpy.cl"
    std::string source; ///< the .cl text
    std::string spec;   ///< the spec's JSON text
    bool operator==(const KernelRecord& o) const
    {
        return name == o.name && source == o.source && spec == o.spec;
    }
};

KernelRecord kernelRecord(const CustomKernel& kernel);

/// resultToJson(file) with the record added.
Json resultWithKernel(const ResultFile& file, const KernelRecord& record);
/// The record of a result file's JSON; none when it has none. Error(Io) naming the key when it is malformed or
/// its spec does not parse.
std::optional<KernelRecord> kernelRecordFromJson(const Json& result);
/// Reads the record from a result file (at most the result file size limit). Error(Io) as loadResultFile.
std::optional<KernelRecord> loadKernelRecord(const std::string& path);
/// Writes resultWithKernel atomically (core/outputfile.h).
void saveResultWithKernel(const std::string& path, const ResultFile& file, const KernelRecord& record);

} // namespace coalesce::custom
