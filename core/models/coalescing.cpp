// SPDX-License-Identifier: GPL-3.0-or-later
// Coalescing: a request is served by as many transactions as it touches distinct segments (sectors); bytes
// moved = transactions x segment bytes; efficiency = bytes requested / bytes moved (at most 1: several lanes
// reading the same bytes do not make the bus deliver more than it moved).
#include "core/models.h"

#include <algorithm>

namespace coalesce {

namespace {

// Appends every granule of `granuleBytes` that [offset, offset + size) touches.
void touch(std::vector<uint64_t>& granules, uint64_t offset, uint32_t size, uint64_t granuleBytes)
{
    const uint64_t last = offset + std::max<uint32_t>(size, 1) - 1;
    for (uint64_t g = offset / granuleBytes; g <= last / granuleBytes; ++g) {
        granules.push_back(g);
    }
}

uint32_t distinct(std::vector<uint64_t>& values)
{
    std::sort(values.begin(), values.end());
    return static_cast<uint32_t>(std::unique(values.begin(), values.end()) - values.begin());
}

} // namespace

uint32_t countSegments(const std::vector<uint64_t>& offsets, const std::vector<uint32_t>& sizes,
                       uint64_t segmentBytes)
{
    if (segmentBytes == 0) {
        return 0;
    }
    std::vector<uint64_t> segments;
    for (size_t i = 0; i < offsets.size(); ++i) {
        touch(segments, offsets[i], i < sizes.size() ? sizes[i] : 1, segmentBytes);
    }
    return distinct(segments);
}

void applyCoalescing(Request& request, const ModelGeometry& geometry)
{
    std::vector<uint64_t> segments;
    std::vector<uint64_t> lines;
    request.bytesRequested = 0;
    for (auto& lane : request.lanes) {
        request.bytesRequested += lane.size;
        if (request.space == Space::Local) {
            continue;
        }
        lane.segment = static_cast<int64_t>(lane.byteOffset / geometry.segment);
        touch(segments, lane.byteOffset, lane.size, geometry.segment);
        touch(lines, lane.byteOffset, lane.size, geometry.line);
    }
    if (request.space == Space::Local) {
        // Local memory has no segments: what is requested is what is moved; passes come from the bank model.
        request.bytesMoved = request.bytesRequested;
        request.efficiency = 1.0;
        return;
    }
    request.transactions = distinct(segments);
    request.lines = distinct(lines);
    request.bytesMoved = uint64_t(request.transactions) * geometry.segment;
    request.efficiency = request.bytesMoved == 0
                             ? 1.0
                             : std::min(1.0, double(request.bytesRequested) / double(request.bytesMoved));
}

} // namespace coalesce
