// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Memory models: pure functions that map an address trace onto a geometry profile (no OpenCL needed).
// Grouping: the accesses of one step by the work-items of one SIMD group form one request.
//  - coalescing: distinct segments / cache lines per request -> transactions, bytes moved, efficiency
//  - local banks: bank = (byte address / bank width) mod banks; per conflict group, degree = the largest
//    number of distinct words in one bank (the same word is a broadcast, counted once) -> passes
//  - channels: channel = (byte address / interleave) mod channels over concurrently active groups
//  - constant: distinct addresses per request -> serialisation factor
// docs/MODELS.md states every rule with the seeds' worked examples.
#include "core/geometry.h"
#include "core/json.h"
#include "core/trace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace coalesce {

/// One work-item's access within a request.
struct LaneAccess {
    uint32_t lane = 0; ///< index within the SIMD group (localId mod simd)
    uint32_t localId = 0;
    uint64_t byteOffset = 0;
    uint32_t size = 0;
    uint8_t buffer = 0;
    // Filled by the models:
    int64_t segment = -1;   ///< global/constant/private: segment index (byteOffset / segment bytes)
    int32_t bank = -1;      ///< local: bank of the first word
    int32_t pass = -1;      ///< local: the replay pass (0-based) that serves this lane
    bool broadcast = false; ///< local: shares its word with another lane of its conflict group
    int32_t channel = -1;   ///< global: channel of the first byte
};

/// One distinct word of a local request within its conflict group, as the bank model serves it.
struct BankWord {
    uint64_t word = 0;          ///< byte offset / bank width
    uint32_t conflictGroup = 0; ///< lane / conflict-group lanes
    uint32_t bank = 0;
    uint32_t pass = 0;   ///< the pass (0-based) that serves it
    uint32_t degree = 1; ///< distinct words in its bank within its conflict group: that bank's passes
    uint32_t users = 1;  ///< lane accesses it serves (> 1: a broadcast, when the profile allows one)
};

struct Request {
    uint32_t group = 0; ///< SIMD group index in the traced launch, 0 first
    uint32_t workGroup = 0;
    uint32_t step = 0;
    Space space = Space::Global;
    AccessKind kind = AccessKind::Read;
    std::vector<LaneAccess> lanes; ///< by lane
    uint32_t transactions = 0;     ///< distinct segments (global, constant, private); local: passes
    uint32_t lines = 0;            ///< distinct cache lines (global, constant, private)
    /// Global/constant: touched segments the request does not cover completely; for a write, the partial
    /// writes the memory must merge with the old data.
    uint32_t partialSegments = 0;
    uint64_t bytesRequested = 0;
    uint64_t bytesMoved = 0;        ///< transactions * segment bytes (global); = requested for local
    double efficiency = 1.0;        ///< requested / moved, at most 1
    uint32_t conflictDegree = 1;    ///< local: passes needed (max over conflict groups); 1 = conflict-free
    uint32_t distinctAddresses = 0; ///< distinct byte offsets; constant: the serialisation factor
    uint32_t sameAddressLanes = 0;  ///< atomic: the most lanes on one address (their updates serialise); else 0
    std::vector<uint32_t> channels; ///< per-channel count of segments touched (global)
    std::vector<BankWord> words; ///< local: every (conflict group, word) served, in the order first asked for
    std::vector<uint32_t> bankDegree; ///< local: per bank, its largest number of passes in a conflict group
    uint32_t broadcastLanes = 0; ///< local: lanes whose first word an earlier lane of their group asked for
    uint8_t buffer = 0;          ///< index into Trace::bufferNames
    std::string bufferName;      ///< "" when the trace names no buffers
};

struct ChannelLoad {
    std::vector<uint64_t> perChannel; ///< segments per channel
    double imbalance = 1.0;           ///< max / mean
};

struct ModelSummary {
    std::vector<Request> requests;
    double meanTransactions = 0;     ///< per global request
    double efficiency = 1.0;         ///< total requested / total moved (global), at most 1
    double meanConflictDegree = 1.0; ///< local reads (all local requests when there are no reads)
    uint32_t maxConflictDegree = 1;
    double meanSerialisation = 1.0; ///< constant
    ChannelLoad channels;           ///< over all global requests of the concurrently active groups
    double predictedRelative = 1.0; ///< predicted throughput relative to the ideal pattern (0..1]
    /// The throughput in GB/s that predictedRelative is relative to, where the profile measured it
    /// (analyseTrace): the DRAM read bandwidth for a global prediction and for any launch-timed, spilled,
    /// atomic-tail or after-copy one (their relatives are set against it); for a bank-only local prediction
    /// the measured bandwidth of the space that carries most of the trace's bytes (the local banks', or the
    /// DRAM's for a stream that also keeps a tile in local memory). 0: the prediction is relative only
    /// (constant and atomics: no absolute rate is measured for their ideal).
    double referenceGBs = 0;
    // Added by the models helper:
    std::string space; ///< the space the prediction is about: "global", "local" or "constant"
    uint32_t globalRequests = 0;
    uint32_t localRequests = 0;
    uint32_t constantRequests = 0;
    /// Private requests (a private array's accesses at their spill addresses): coalescing counts segments and
    /// lines for them as for global ones; the prediction leaves them out (whether the compiler spills the array
    /// or keeps it in registers is not in the trace) unless the lesson declares the array spilled.
    uint32_t privateRequests = 0;
    /// The lesson declared its private array spilled and the spill model predicted it (spillTime): the private
    /// requests are in the prediction.
    bool privateModelled = false;
    /// The launch-time model predicted it (a lesson that declares a complete trace: launchTime).
    bool launchTimed = false;
    /// ... and the lesson's declared barrier phases took longer than its memory work (LaunchTime::phaseBound).
    bool phaseBound = false;
    /// ... or its declared arithmetic (LaunchTime::aluBound).
    bool aluBound = false;
    /// The lesson declared an image read through the texture unit and the unit's measured rate binds
    /// (textureRelative): fewer texels or samples per ns than the memory hierarchy would deliver.
    bool textureBound = false;
    double channelFactor = 1.0; ///< contiguous-stream busiest channel / actual busiest channel, per step
    /// Global: sum over requests of ceil(bytes requested / segment) / sum of transactions, at most 1. Equals
    /// the efficiency unless a SIMD group requests less than a segment (CPU: 8 lanes x 4 B < 64 B).
    double transactionFactor = 1.0;
    std::string note; ///< why the prediction is what it is when a rule was bent (CPU local memory)
    // Atomics (core/models/atomics.cpp), over the requests of kind atomic in any space:
    uint32_t atomicRequests = 0;
    double meanAtomicAddresses = 0;       ///< distinct addresses per atomic request
    double meanAtomicSerialisation = 1.0; ///< the busiest address's lanes per atomic request
};

// Primitives (tested against the seeds' worked examples).
/// Distinct `segmentBytes`-sized segments touched by the accesses [offset, offset + size).
uint32_t countSegments(const std::vector<uint64_t>& offsets, const std::vector<uint32_t>& sizes,
                       uint64_t segmentBytes);
/// Conflict degree of one conflict group's local accesses (byte offsets of `size`-byte words).
uint32_t bankConflictDegree(const std::vector<uint64_t>& byteOffsets, uint32_t banks, uint32_t bankWidth,
                            bool broadcast);
ChannelLoad channelLoad(const std::vector<uint64_t>& byteOffsets, uint32_t channels, uint64_t interleave);
/// Busiest channel / mean channel of a per-channel load; 1 when nothing is loaded.
double channelImbalance(const std::vector<uint64_t>& perChannel);

/// The profile values the models use, checked (every one a positive integer). Throws Error(InvalidParameter)
/// naming the bad key.
struct ModelGeometry {
    uint32_t simd = 32;
    uint32_t banks = 32;
    uint32_t bankWidth = 4;
    uint32_t conflictGroup = 32;
    bool broadcast = true;
    uint64_t segment = 32;
    uint64_t line = 128;
    uint32_t channels = 1;
    uint64_t interleave = 256;
    bool localPhysical = true;
    double peakGBs = 0; ///< 0 when unknown
};
ModelGeometry modelGeometry(const GeometryProfile& profile);

/// The channel of a byte: (byte offset / interleave) mod channels.
inline uint32_t channelOf(uint64_t byteOffset, const ModelGeometry& geometry)
{
    return static_cast<uint32_t>((byteOffset / geometry.interleave) % geometry.channels);
}

/// Grouping only: one Request per (SIMD group, step, space, kind, buffer), lanes sorted by lane; sorted by
/// (group, step, space, kind, buffer). Model fields are left at their defaults.
std::vector<Request> groupRequests(const Trace& trace, const ModelGeometry& geometry);
/// Per-request models (each fills only the fields of its space).
void applyCoalescing(Request& request, const ModelGeometry& geometry);
void applyBanks(Request& request, const ModelGeometry& geometry);
void applyChannels(Request& request, const ModelGeometry& geometry);
/// Per channel, the segments a request touches (what applyChannels stores for global requests), for any space.
std::vector<uint32_t> segmentChannels(const Request& request, const ModelGeometry& geometry);
/// Every per-request model above, in order (what summarise applies to each request).
void applyModels(Request& request, const ModelGeometry& geometry);
void applyConstant(Request& request);
/// Atomic requests: sameAddressLanes (distinctAddresses comes from applyConstant).
void applyAtomics(Request& request);
/// Applies every per-request model, then aggregates and predicts. `space` picks the space the prediction is
/// about; empty: constant if the trace has constant requests, else local if it has local ones, else global.
/// `imageBuffer` >= 0: that buffer is an image read through the texture unit, whose traced texel indexes are
/// not its addresses: left out of the channel factor (not of the channel load shown).
ModelSummary summarise(std::vector<Request> requests, const ModelGeometry& geometry,
                       const std::string& space = {}, int imageBuffer = -1);

/// Groups a trace into requests and applies every model.
ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile);
/// A global prediction that is not launch-timed, with the measured launch floor (launch_floor_ns) added to the
/// time of the measured launch's `launchBytes` (read + written) at its predicted rate: a short launch (49 us
/// for global.footprint's cache-resident sets, of which the floor is a tenth) is that much slower. With the
/// measured launch's `launchGroups` and the measured rate of starting work-groups (group_rate_gps) that time is
/// at least groups / rate before the floor (H200: groups of 32 held a 1 GiB float stream to 1.06 of 4.19 TB/s,
/// 2.1 M groups at 1.66 G groups/s). Unchanged where the bytes or the DRAM bandwidth are unknown; each part
/// left out where its figure (or the groups) is unknown.
ModelSummary withLaunchFloor(ModelSummary summary, uint64_t launchBytes, const GeometryProfile& profile,
                             uint64_t launchGroups = 0);
ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile, const std::string& space);

/// The predicted throughput in GB/s: predictedRelative x referenceGBs where the profile measured the
/// reference; else, for a global prediction, x the profile's peak bandwidth (the ideal stream's estimate);
/// else none (the chart anchors a relative prediction at the measured point it rates best).
std::optional<double> predictedGBs(const ModelSummary& summary, const GeometryProfile& profile);

/// JSON for `coalesce-cli trace --json` and result files. Lanes are listed only when asked for.
Json requestToJson(const Request& request, bool withLanes = false);
Json summaryToJson(const ModelSummary& summary, const GeometryProfile& profile);

} // namespace coalesce
