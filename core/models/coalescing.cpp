// Coalescing: a request is served by as many transactions as it touches distinct segments (sectors); bytes
// moved = transactions x segment bytes; efficiency = bytes requested / bytes moved (at most 1: several lanes
// reading the same bytes do not make the bus deliver more than it moved).
#include "core/models.h"

#include <algorithm>
#include <set>

namespace coalesce {

namespace {

// Inserts every granule of `granuleBytes` that [offset, offset + size) touches.
void touch(std::set<uint64_t>& granules, uint64_t offset, uint32_t size, uint64_t granuleBytes)
{
    const uint64_t last = offset + std::max<uint32_t>(size, 1) - 1;
    for (uint64_t g = offset / granuleBytes; g <= last / granuleBytes; ++g) {
        granules.insert(g);
    }
}

} // namespace

uint32_t countSegments(const std::vector<uint64_t>& offsets, const std::vector<uint32_t>& sizes,
                       uint64_t segmentBytes)
{
    if (segmentBytes == 0) {
        return 0;
    }
    std::set<uint64_t> segments;
    for (size_t i = 0; i < offsets.size(); ++i) {
        touch(segments, offsets[i], i < sizes.size() ? sizes[i] : 1, segmentBytes);
    }
    return static_cast<uint32_t>(segments.size());
}

void applyCoalescing(Request& request, const ModelGeometry& geometry)
{
    std::set<uint64_t> segments;
    std::set<uint64_t> lines;
    std::set<uint64_t> addresses;
    request.bytesRequested = 0;
    for (auto& lane : request.lanes) {
        request.bytesRequested += lane.size;
        addresses.insert(lane.byteOffset);
        if (request.space == Space::Local) {
            continue;
        }
        lane.segment = static_cast<int64_t>(lane.byteOffset / geometry.segment);
        touch(segments, lane.byteOffset, lane.size, geometry.segment);
        touch(lines, lane.byteOffset, lane.size, geometry.line);
    }
    request.distinctAddresses = static_cast<uint32_t>(addresses.size());
    if (request.space == Space::Local) {
        // Local memory has no segments: what is requested is what is moved; passes come from the bank model.
        request.bytesMoved = request.bytesRequested;
        request.efficiency = 1.0;
        return;
    }
    request.transactions = static_cast<uint32_t>(segments.size());
    request.lines = static_cast<uint32_t>(lines.size());
    request.bytesMoved = uint64_t(request.transactions) * geometry.segment;
    request.efficiency = request.bytesMoved == 0
                             ? 1.0
                             : std::min(1.0, double(request.bytesRequested) / double(request.bytesMoved));
}

} // namespace coalesce
