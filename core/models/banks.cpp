// SPDX-License-Identifier: GPL-3.0-or-later
// Local-memory banks. bank = (byte address / bank width) mod banks. Within one conflict group (NVIDIA: 32
// lanes, AMD GCN: half a wavefront, HD 5870: a quarter wavefront) each bank serves one word per pass, so the
// group needs as many passes as the largest number of distinct words that fall in one bank. A word read by
// several lanes is served once (broadcast) when the profile says so. An access wider than a bank word
// (double, float4) occupies consecutive words, hence consecutive banks.
//
// Passes are handed out per bank in lane order: the lowest lane's word goes first. A trace of a local lesson
// has hundreds of thousands of accesses, hence reused per-bank queues rather than maps.
#include "core/models.h"

#include <algorithm>

namespace coalesce {

namespace {

// Per-bank queues of one conflict group, reused across groups: bank -> distinct words (broadcast) or every
// access (no broadcast) in lane order, with how many accesses each serves. A queue's length is that bank's
// number of passes, so the work per access is O(degree).
class BankQueues {
public:
    explicit BankQueues(uint32_t banks) : m_words(banks), m_users(banks) {}

    /// Queues `word`; returns (bank, index in the bank's queue = pass).
    std::pair<uint32_t, uint32_t> add(uint64_t word, bool broadcast)
    {
        const uint32_t bank = static_cast<uint32_t>(word % m_words.size());
        auto& words = m_words[bank];
        if (words.empty()) {
            m_touched.push_back(bank);
        }
        if (broadcast) {
            for (uint32_t i = 0; i < words.size(); ++i) {
                if (words[i] == word) {
                    ++m_users[bank][i];
                    return {bank, i};
                }
            }
        }
        words.push_back(word);
        m_users[bank].push_back(1);
        m_degree = std::max(m_degree, static_cast<uint32_t>(words.size()));
        return {bank, static_cast<uint32_t>(words.size() - 1)};
    }
    uint32_t users(uint32_t bank, uint32_t index) const { return m_users[bank][index]; }
    /// Passes of one bank so far: the length of its queue.
    uint32_t passes(uint32_t bank) const { return static_cast<uint32_t>(m_words[bank].size()); }
    uint32_t degree() const { return m_degree; }
    size_t size() const { return m_words.size(); }
    void clear()
    {
        for (uint32_t bank : m_touched) {
            m_words[bank].clear();
            m_users[bank].clear();
        }
        m_touched.clear();
        m_degree = 1;
    }

private:
    std::vector<std::vector<uint64_t>> m_words;
    std::vector<std::vector<uint32_t>> m_users;
    std::vector<uint32_t> m_touched;
    uint32_t m_degree = 1;
};

} // namespace

uint32_t bankConflictDegree(const std::vector<uint64_t>& byteOffsets, uint32_t banks, uint32_t bankWidth,
                            bool broadcast)
{
    if (banks == 0 || bankWidth == 0) {
        return 1;
    }
    BankQueues queues(banks);
    for (uint64_t offset : byteOffsets) {
        queues.add(offset / bankWidth, broadcast);
    }
    return queues.degree();
}

void applyBanks(Request& request, const ModelGeometry& geometry)
{
    if (request.space != Space::Local) {
        return;
    }
    const uint32_t groupLanes = std::max<uint32_t>(1, std::min(geometry.conflictGroup, geometry.simd));
    thread_local BankQueues queues(1);
    if (queues.size() != geometry.banks) {
        queues = BankQueues(geometry.banks);
    }
    struct Slot {
        uint32_t bank, index;
    };
    std::vector<Slot> slots; // one per word access, in lane order
    uint32_t degree = 1;
    request.words.clear();
    request.bankDegree.assign(geometry.banks, 1);
    request.broadcastLanes = 0;
    auto& lanes = request.lanes;
    // Lanes are sorted by lane, so each conflict group is a contiguous run.
    for (size_t begin = 0; begin < lanes.size();) {
        size_t end = begin;
        const uint32_t group = lanes[begin].lane / groupLanes;
        while (end < lanes.size() && lanes[end].lane / groupLanes == group) {
            ++end;
        }
        queues.clear();
        slots.clear();
        const size_t firstWord = request.words.size();
        for (size_t i = begin; i < end; ++i) {
            LaneAccess& lane = lanes[i];
            const uint64_t first = lane.byteOffset / geometry.bankWidth;
            const uint64_t last = (lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1) / geometry.bankWidth;
            uint32_t pass = 0;
            for (uint64_t w = first; w <= last; ++w) {
                const auto [bank, index] = queues.add(w, geometry.broadcast);
                slots.push_back({bank, index});
                if (queues.users(bank, index) == 1) {
                    request.words.push_back({w, group, bank, index, 1, 1});
                } else if (w == first) {
                    ++request.broadcastLanes; // served by a word an earlier lane asked for
                }
                // A wide access is served when its last word is: the lane's pass is the latest of its words.
                pass = std::max(pass, index);
            }
            lane.bank = static_cast<int32_t>(first % geometry.banks);
            lane.pass = static_cast<int32_t>(pass);
        }
        // Broadcast flags and the words' degrees need the final counts of the group.
        size_t k = 0;
        for (size_t i = begin; i < end; ++i) {
            LaneAccess& lane = lanes[i];
            const uint64_t words =
                (lane.byteOffset + std::max<uint32_t>(lane.size, 1) - 1) / geometry.bankWidth -
                lane.byteOffset / geometry.bankWidth + 1;
            bool shared = false;
            for (uint64_t w = 0; w < words; ++w, ++k) {
                shared = shared || queues.users(slots[k].bank, slots[k].index) > 1;
            }
            lane.broadcast = geometry.broadcast && shared;
        }
        for (size_t w = firstWord; w < request.words.size(); ++w) {
            BankWord& word = request.words[w];
            word.degree = queues.passes(word.bank);
            word.users = queues.users(word.bank, word.pass);
            request.bankDegree[word.bank] = std::max(request.bankDegree[word.bank], word.degree);
        }
        degree = std::max(degree, queues.degree());
        begin = end;
    }
    request.conflictDegree = degree;
    request.transactions = degree; // one pass of the banks per replay
}

} // namespace coalesce
