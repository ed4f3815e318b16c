// Grouping a trace into requests: the accesses of one step by the work-items of one SIMD group, per space,
// kind and buffer. Also reads the profile into the checked ModelGeometry every model uses.
#include "core/errors.h"
#include "core/models.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace coalesce {

namespace {

int64_t positive(const GeometryValue& field, const char* key)
{
    const int64_t value = field.value;
    if (value <= 0 || value > (int64_t(1) << 40)) {
        throw Error(ErrorKind::InvalidParameter, std::string("geometry profile: ") + key + " = " +
                                                     std::to_string(value) + "; must be a positive integer");
    }
    return value;
}

} // namespace

ModelGeometry modelGeometry(const GeometryProfile& profile)
{
    ModelGeometry g;
    g.simd = static_cast<uint32_t>(positive(profile.simd, "simd"));
    g.banks = static_cast<uint32_t>(positive(profile.banks, "banks"));
    g.bankWidth = static_cast<uint32_t>(positive(profile.bankWidth, "bank_width"));
    g.conflictGroup = static_cast<uint32_t>(positive(profile.conflictGroup, "conflict_group"));
    g.broadcast = profile.broadcast.value != 0;
    g.segment = static_cast<uint64_t>(positive(profile.segment, "segment"));
    g.line = static_cast<uint64_t>(positive(profile.line, "line"));
    g.channels = static_cast<uint32_t>(positive(profile.channels, "channels"));
    g.interleave = static_cast<uint64_t>(positive(profile.interleave, "interleave"));
    g.localPhysical = profile.localPhysical.value != 0;
    g.peakGBs = profile.peakBandwidth.value > 0 ? double(profile.peakBandwidth.value) / 1000.0 : 0.0;
    return g;
}

std::vector<Request> groupRequests(const Trace& trace, const ModelGeometry& geometry)
{
    uint32_t wgSize = trace.workGroupSize;
    if (wgSize == 0) {
        for (const auto& r : trace.records) {
            wgSize = std::max(wgSize, r.localId + 1);
        }
    }
    const uint32_t simd = std::max<uint32_t>(1, geometry.simd);
    const uint32_t simdPerGroup = std::max<uint32_t>(1, (wgSize + simd - 1) / simd);

    // (SIMD group, step, space, kind, buffer) -> request index; std::map keeps the output order.
    using Key = std::tuple<uint32_t, uint32_t, uint8_t, uint8_t, uint8_t>;
    std::map<Key, size_t> index;
    std::vector<Request> requests;
    for (const auto& rec : trace.records) {
        const uint32_t group = rec.groupId * simdPerGroup + rec.localId / simd;
        const Key key{group, rec.step, uint8_t(rec.space), uint8_t(rec.kind), rec.buffer};
        auto it = index.find(key);
        if (it == index.end()) {
            Request req;
            req.group = group;
            req.workGroup = rec.groupId;
            req.step = rec.step;
            req.space = rec.space;
            req.kind = rec.kind;
            req.buffer = rec.buffer;
            if (rec.buffer < trace.bufferNames.size()) {
                req.bufferName = trace.bufferNames[rec.buffer];
            }
            it = index.emplace(key, requests.size()).first;
            requests.push_back(std::move(req));
        }
        LaneAccess lane;
        lane.lane = rec.localId % simd;
        lane.localId = rec.localId;
        lane.byteOffset = rec.byteOffset;
        lane.size = rec.size;
        lane.buffer = rec.buffer;
        requests[it->second].lanes.push_back(lane);
    }

    std::vector<Request> ordered;
    ordered.reserve(requests.size());
    for (const auto& [key, i] : index) {
        Request& req = requests[i];
        std::stable_sort(req.lanes.begin(), req.lanes.end(), [](const LaneAccess& a, const LaneAccess& b) {
            return std::tie(a.lane, a.byteOffset) < std::tie(b.lane, b.byteOffset);
        });
        ordered.push_back(std::move(req));
    }
    return ordered;
}

} // namespace coalesce
