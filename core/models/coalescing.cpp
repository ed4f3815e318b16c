// SPDX-License-Identifier: GPL-3.0-or-later
// Coalescing: a request is served by as many transactions as it touches distinct segments (sectors); bytes
// moved = transactions x segment bytes; efficiency = bytes requested / bytes moved (at most 1: several lanes
// reading the same bytes do not make the bus deliver more than it moved).
#include "core/models.h"

#include <algorithm>
#include <map>
#include <utility>

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

// Segments touched by the lanes' bytes but not covered completely by them (overlapping lanes counted once).
uint32_t partialSegments(const std::vector<LaneAccess>& lanes, uint64_t segmentBytes)
{
    std::vector<std::pair<uint64_t, uint64_t>> spans;
    spans.reserve(lanes.size());
    for (const auto& lane : lanes) {
        spans.emplace_back(lane.byteOffset, lane.byteOffset + std::max<uint32_t>(lane.size, 1));
    }
    std::sort(spans.begin(), spans.end());
    std::map<uint64_t, uint64_t> covered;
    uint64_t end = 0;
    for (auto [a, b] : spans) {
        a = std::max(a, end); // the part not already counted
        for (uint64_t seg = a / segmentBytes; a < b && seg * segmentBytes < b; ++seg) {
            covered[seg] += std::min(b, (seg + 1) * segmentBytes) - std::max(a, seg * segmentBytes);
        }
        end = std::max(end, b);
    }
    uint32_t partial = 0;
    for (const auto& entry : covered) {
        partial += entry.second < segmentBytes ? 1 : 0;
    }
    return partial;
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
    request.partialSegments = partialSegments(request.lanes, geometry.segment);
    request.bytesMoved = uint64_t(request.transactions) * geometry.segment;
    request.efficiency = request.bytesMoved == 0
                             ? 1.0
                             : std::min(1.0, double(request.bytesRequested) / double(request.bytesMoved));
}

} // namespace coalesce
