// Local-memory banks. bank = (byte address / bank width) mod banks. Within one conflict group (NVIDIA: 32
// lanes, AMD GCN: half a wavefront, HD 5870: a quarter wavefront) each bank serves one word per pass, so the
// group needs as many passes as the largest number of distinct words that fall in one bank. A word read by
// several lanes is served once (broadcast) when the profile says so. An access wider than a bank word
// (double, float4) occupies consecutive words, hence consecutive banks.
#include "core/models.h"

#include <algorithm>
#include <map>

namespace coalesce {

namespace {

struct BankQueue {
    std::vector<uint64_t> words; // distinct words (broadcast) or every access (no broadcast), in lane order
};

// Index of `word` in the bank's queue, appending it when new (or always, without broadcast).
uint32_t enqueue(BankQueue& queue, uint64_t word, bool broadcast)
{
    if (broadcast) {
        auto it = std::find(queue.words.begin(), queue.words.end(), word);
        if (it != queue.words.end()) {
            return static_cast<uint32_t>(it - queue.words.begin());
        }
    }
    queue.words.push_back(word);
    return static_cast<uint32_t>(queue.words.size() - 1);
}

} // namespace

uint32_t bankConflictDegree(const std::vector<uint64_t>& byteOffsets, uint32_t banks, uint32_t bankWidth,
                            bool broadcast)
{
    if (banks == 0 || bankWidth == 0) {
        return 1;
    }
    std::map<uint32_t, BankQueue> queues;
    uint32_t degree = byteOffsets.empty() ? 0 : 1;
    for (uint64_t offset : byteOffsets) {
        const uint64_t word = offset / bankWidth;
        const uint32_t pass = enqueue(queues[uint32_t(word % banks)], word, broadcast);
        degree = std::max(degree, pass + 1);
    }
    return std::max<uint32_t>(degree, 1);
}

void applyBanks(Request& request, const ModelGeometry& geometry)
{
    if (request.space != Space::Local) {
        return;
    }
    const uint32_t groupLanes = std::max<uint32_t>(1, std::min(geometry.conflictGroup, geometry.simd));
    // Lanes are sorted by lane, so each conflict group is a contiguous run.
    std::map<uint32_t, std::map<uint32_t, BankQueue>> groups;   // conflict group -> bank -> queue
    std::map<uint32_t, std::map<uint64_t, uint32_t>> wordUsers; // conflict group -> word -> lanes using it
    for (const auto& lane : request.lanes) {
        const uint64_t first = lane.byteOffset / geometry.bankWidth;
        const uint64_t last = (lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1) / geometry.bankWidth;
        for (uint64_t w = first; w <= last; ++w) {
            ++wordUsers[lane.lane / groupLanes][w];
        }
    }
    uint32_t degree = 1;
    for (auto& lane : request.lanes) {
        const uint32_t cg = lane.lane / groupLanes;
        auto& banks = groups[cg];
        const uint64_t first = lane.byteOffset / geometry.bankWidth;
        const uint64_t last = (lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1) / geometry.bankWidth;
        uint32_t pass = 0;
        bool shared = false;
        for (uint64_t w = first; w <= last; ++w) {
            // A wide access is served when its last word is: the lane's pass is the latest of its words.
            pass = std::max(pass, enqueue(banks[uint32_t(w % geometry.banks)], w, geometry.broadcast));
            shared = shared || wordUsers[cg][w] > 1;
        }
        lane.bank = static_cast<int32_t>(first % geometry.banks);
        lane.pass = static_cast<int32_t>(pass);
        lane.broadcast = geometry.broadcast && shared;
        degree = std::max(degree, pass + 1);
    }
    request.conflictDegree = degree;
    request.transactions = degree; // one pass of the banks per replay
}

} // namespace coalesce
