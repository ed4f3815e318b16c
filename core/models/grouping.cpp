// SPDX-License-Identifier: GPL-3.0-or-later
// Grouping a trace into requests: the accesses of one step by the work-items of one SIMD group, per space,
// kind and buffer. Also reads the profile into the checked ModelGeometry every model uses.
#include "core/errors.h"
#include "core/models.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace coalesce {

namespace {

int64_t positive(const GeometryValue& field, const char* key, int64_t most = int64_t(1) << 40)
{
    const int64_t value = field.value;
    if (value <= 0 || value > most) {
        throw Error(ErrorKind::InvalidParameter, std::string("geometry profile: ") + key + " = " +
                                                     std::to_string(value) + "; must be an integer from 1 to " +
                                                     std::to_string(most));
    }
    return value;
}

} // namespace

ModelGeometry modelGeometry(const GeometryProfile& profile)
{
    ModelGeometry g;
    g.simd = static_cast<uint32_t>(positive(profile.simd, "simd", 1024));
    g.banks = static_cast<uint32_t>(positive(profile.banks, "banks", 1024));
    g.bankWidth = static_cast<uint32_t>(positive(profile.bankWidth, "bank_width"));
    g.conflictGroup = static_cast<uint32_t>(positive(profile.conflictGroup, "conflict_group"));
    g.broadcast = profile.broadcast.value != 0;
    g.segment = static_cast<uint64_t>(positive(profile.segment, "segment"));
    g.line = static_cast<uint64_t>(positive(profile.line, "line"));
    g.channels = static_cast<uint32_t>(positive(profile.channels, "channels", 4096));
    g.interleave = static_cast<uint64_t>(positive(profile.interleave, "interleave"));
    g.localPhysical = profile.localPhysical.value != 0;
    g.peakGBs = profile.peakBandwidth.value > 0 ? double(profile.peakBandwidth.value) / 1000.0 : 0.0;
    return g;
}

std::vector<Request> groupRequests(const Trace& trace, const ModelGeometry& geometry)
{
    // Lanes follow the linear local id (lid0 + lid1 * ls0 + lid2 * ls0 * ls1); work-groups the linear group
    // id. For a 1-D trace both are the dimension-0 ids. Extents the trace does not state come from its records.
    uint32_t ls0 = trace.localSize[0], ls1 = trace.localSize[1];
    uint32_t groups0 = 0, groups1 = 0;
    for (const auto& r : trace.records) {
        if (trace.localSize[0] == 0) {
            ls0 = std::max(ls0, r.localId + 1);
            ls1 = std::max(ls1, r.localIdY + 1);
        }
        groups0 = std::max(groups0, r.groupId + 1);
        groups1 = std::max(groups1, r.groupIdY + 1);
    }
    ls1 = std::max<uint32_t>(1, ls1);
    auto workGroupOf = [&](const TraceRecord& r) {
        return r.groupId + (r.groupIdY + r.groupIdZ * groups1) * groups0;
    };
    uint32_t wgSize = trace.workGroupSize;
    if (wgSize == 0) {
        for (const auto& r : trace.records) {
            wgSize = std::max(wgSize, linearLocalId(r, ls0, ls1) + 1);
        }
    }
    const uint32_t simd = std::max<uint32_t>(1, geometry.simd);
    const uint32_t simdPerGroup = std::max<uint32_t>(1, (wgSize + simd - 1) / simd);

    // (SIMD group, step, space, kind, buffer) -> request index. Decoded traces arrive sorted by (group, step,
    // local id), so the few most recent keys answer almost every lookup; the map catches the rest.
    struct Key {
        uint64_t groupStep; // group << 32 | step
        uint32_t kind;      // space << 16 | kind << 8 | buffer
        bool operator==(const Key& o) const { return groupStep == o.groupStep && kind == o.kind; }
        bool operator<(const Key& o) const
        {
            return groupStep != o.groupStep ? groupStep < o.groupStep : kind < o.kind;
        }
    };
    std::map<Key, size_t> index;
    constexpr size_t kRecent = 8;
    std::pair<Key, size_t> recent[kRecent];
    size_t recentCount = 0;
    size_t recentNext = 0;
    std::vector<Request> requests;
    for (const auto& rec : trace.records) {
        const uint32_t lid = linearLocalId(rec, ls0, ls1);
        const uint32_t workGroup = workGroupOf(rec);
        const uint32_t group = workGroup * simdPerGroup + lid / simd;
        const Key key{uint64_t(group) << 32 | rec.step,
                      uint32_t(rec.space) << 16 | uint32_t(rec.kind) << 8 | uint32_t(rec.buffer)};
        size_t at = requests.size();
        for (size_t i = 0; i < recentCount; ++i) {
            if (recent[i].first == key) {
                at = recent[i].second;
                break;
            }
        }
        if (at == requests.size()) {
            auto it = index.find(key);
            if (it == index.end()) {
                Request req;
                req.group = group;
                req.workGroup = workGroup;
                req.step = rec.step;
                req.space = rec.space;
                req.kind = rec.kind;
                req.buffer = rec.buffer;
                if (rec.buffer < trace.bufferNames.size()) {
                    req.bufferName = trace.bufferNames[rec.buffer];
                }
                req.lanes.reserve(simd);
                it = index.emplace(key, requests.size()).first;
                requests.push_back(std::move(req));
            }
            at = it->second;
            recent[recentNext] = {key, at};
            recentNext = (recentNext + 1) % kRecent;
            recentCount = std::min(recentCount + 1, kRecent);
        }
        LaneAccess lane;
        lane.lane = lid % simd;
        lane.localId = lid;
        lane.byteOffset = rec.byteOffset;
        lane.size = rec.size;
        lane.buffer = rec.buffer;
        requests[at].lanes.push_back(lane);
    }

    std::vector<Request> ordered;
    ordered.reserve(requests.size());
    for (const auto& [key, i] : index) {
        Request& req = requests[i];
        auto byLane = [](const LaneAccess& a, const LaneAccess& b) {
            return std::tie(a.lane, a.byteOffset) < std::tie(b.lane, b.byteOffset);
        };
        if (!std::is_sorted(req.lanes.begin(), req.lanes.end(), byLane)) {
            std::stable_sort(req.lanes.begin(), req.lanes.end(), byLane);
        }
        ordered.push_back(std::move(req));
    }
    return ordered;
}

} // namespace coalesce
