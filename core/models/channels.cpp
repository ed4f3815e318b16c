// SPDX-License-Identifier: GPL-3.0-or-later
// Channels: global memory is interleaved over channels (partitions) in blocks of `interleave` bytes;
// channel = (byte address / interleave) mod channels. Work-groups that run at the same time share the
// channels, so a pattern whose segments pile onto few channels is served at the speed of the busiest one.
#include "core/models/modelsinternal.h"

#include <algorithm>
#include <map>

namespace coalesce {

double channelImbalance(const std::vector<uint64_t>& perChannel)
{
    uint64_t total = 0;
    uint64_t most = 0;
    for (uint64_t n : perChannel) {
        total += n;
        most = std::max(most, n);
    }
    if (total == 0 || perChannel.empty()) {
        return 1.0;
    }
    return double(most) / (double(total) / double(perChannel.size()));
}

namespace {

// Busiest channel's segment count for `segments` contiguous segments starting at byte 0: the ideal stream.
uint64_t contiguousMax(uint64_t segments, const ModelGeometry& g)
{
    std::vector<uint64_t> load(g.channels, 0);
    for (uint64_t s = 0; s < segments; ++s) {
        ++load[(s * g.segment / g.interleave) % g.channels];
    }
    return *std::max_element(load.begin(), load.end());
}

} // namespace

ChannelLoad channelLoad(const std::vector<uint64_t>& byteOffsets, uint32_t channels, uint64_t interleave)
{
    ChannelLoad load;
    if (channels == 0 || interleave == 0) {
        return load;
    }
    load.perChannel.assign(channels, 0);
    for (uint64_t offset : byteOffsets) {
        ++load.perChannel[(offset / interleave) % channels];
    }
    load.imbalance = channelImbalance(load.perChannel);
    return load;
}

std::vector<uint32_t> segmentChannels(const Request& request, const ModelGeometry& geometry)
{
    std::vector<uint32_t> counts(geometry.channels, 0);
    std::vector<uint64_t> segments;
    for (const auto& lane : request.lanes) {
        const uint64_t last = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
        for (uint64_t s = lane.byteOffset / geometry.segment; s <= last / geometry.segment; ++s) {
            segments.push_back(s);
        }
    }
    std::sort(segments.begin(), segments.end());
    segments.erase(std::unique(segments.begin(), segments.end()), segments.end());
    for (uint64_t s : segments) {
        ++counts[(s * geometry.segment / geometry.interleave) % geometry.channels];
    }
    return counts;
}

void applyChannels(Request& request, const ModelGeometry& geometry)
{
    if (request.space != Space::Global) {
        return;
    }
    for (auto& lane : request.lanes) {
        lane.channel = static_cast<int32_t>(channelOf(lane.byteOffset, geometry));
    }
    request.channels = segmentChannels(request, geometry);
}

void summariseChannels(ModelSummary& summary, const ModelGeometry& geometry, int skipBuffer)
{
    summary.channels.perChannel.assign(geometry.channels, 0);
    std::map<uint32_t, std::vector<std::pair<uint8_t, uint64_t>>> perStep; // step -> (buffer, segment)
    for (const auto& r : summary.requests) {
        if (r.space != Space::Global || r.channels.size() != geometry.channels) {
            continue;
        }
        for (uint32_t c = 0; c < geometry.channels; ++c) {
            summary.channels.perChannel[c] += r.channels[c];
        }
        if (int(r.buffer) == skipBuffer) {
            continue; // shown in the picture's channel load, left out of the factor
        }
        auto& segments = perStep[r.step];
        for (const auto& lane : r.lanes) {
            const uint64_t last = lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1;
            for (uint64_t s = lane.byteOffset / geometry.segment; s <= last / geometry.segment; ++s) {
                segments.emplace_back(lane.buffer, s);
            }
        }
    }
    summary.channels.imbalance = channelImbalance(summary.channels.perChannel);
    uint64_t ideal = 0;
    uint64_t actual = 0;
    std::vector<uint64_t> load(geometry.channels);
    for (auto& [step, segments] : perStep) {
        std::sort(segments.begin(), segments.end());
        segments.erase(std::unique(segments.begin(), segments.end()), segments.end());
        std::fill(load.begin(), load.end(), 0);
        for (const auto& [buffer, s] : segments) {
            ++load[(s * geometry.segment / geometry.interleave) % geometry.channels];
        }
        ideal += contiguousMax(segments.size(), geometry);
        actual += *std::max_element(load.begin(), load.end());
    }
    summary.channelFactor = actual == 0 ? 1.0 : std::min(1.0, double(ideal) / double(actual));
}

} // namespace coalesce
