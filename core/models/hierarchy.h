// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hierarchical throughput model's ceilings and its account of a summary (core/models/hierarchy.cpp):
// requests -> L2 sectors -> DRAM granules shared by neighbouring requests, and the ceilings of DRAM, L2,
// request rate (narrow accesses), atomics and the constant cache, each from the profile's measured figures
// where a probe measured them. summarise() uses the defaults (no figures); analyseTrace() applies the
// profile's figures; summaryToJson() reports the account.
#include "core/geometry.h"
#include "core/json.h"
#include "core/models.h"
#include "core/trace.h"

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace coalesce {

/// The ceilings' figures; a zero or an empty curve leaves that ceiling out (the account says so).
struct Ceilings {
    uint64_t dramGranule = 0; ///< bytes DRAM moves per access (figure dram_granule); 0: the segment
    double dramGBs = 0;       ///< DRAM read bandwidth (dram_read_gbs)
    double l2Ratio = 0;       ///< L2 / DRAM read bandwidth (l2_read_gbs / dram_read_gbs)
    double narrowUchar = 0;   ///< 1-byte vs 4-byte request throughput at equal bytes (narrow_uchar)
    double narrowUshort = 0;  ///< 2-byte likewise (narrow_ushort)
    /// Relative throughput of n distinct adjacent words (constant_addr_n) and of n lines (constant_line_n: the
    /// lanes' random words in n random lines where the curve has a point at 1; n words in n lines before).
    std::map<uint32_t, double> constantAddr;
    std::map<uint32_t, double> constantLine;
    double requestGps = 0; ///< global requests (one SIMD group's access) per ns, any width (request_rate_gps)
    /// Requests the L1 serves, a line each, per ns (request_l1_gps: 8 independent loads a round per work-item);
    /// taken for a declared re-read loop whose re-reads the caches hold (rereadL2Hit 1). 0: not measured.
    double requestL1Gps = 0;
    uint64_t l1Bytes = 0; ///< L1 capacity per compute unit (l1_bytes): re-reads by one work-group hit it
    /// L2 capacity for a working set that work-groups on every compute unit re-read: l2_partition_bytes (each
    /// partition keeps its own copy) where the probe measured it, else l2_bytes. 0: not measured.
    uint64_t l2Bytes = 0;
    /// L2 capacity for lines every compute unit re-reads in random order (a live window): one partition's
    /// share of the whole L2, l2_bytes / floor(l2_bytes / l2_partition_bytes), where both are measured (the
    /// partition probe's knee is where a sweep in order stops hitting, below that capacity); else l2Bytes.
    uint64_t l2RandomBytes = 0;
    /// L2 capacity for bytes each compute unit reads alone (one copy each): the partition probe's knee x the
    /// partitions (floor(l2_bytes / l2_partition_bytes)) where both are measured, else l2_bytes.
    uint64_t l2PrivateBytes = 0;
    /// Worst channel camping the pitch probe measured: bandwidth at the worst pitch / at a 128 B pitch
    /// (channel_worst_ratio); the channel factor is never below it. 0: not measured.
    double channelFloor = 0;
    /// Global atomics per ns over n counters 32 B apart, every lane its own update (atomic_n_<n>, the atomics
    /// probe's curve).
    std::map<uint32_t, double> atomicCurve;
    /// The same with every lane on a random counter (atomic_rand_n_<n>): a request spread over as many lines
    /// as random bins spread it, where atomic_n_'s lanes fill consecutive lines. Empty: not measured.
    std::map<uint32_t, double> atomicRandomCurve;
    double atomicSameGops = 0;     ///< atomics per ns on one address (atomic_same_gops)
    double atomicDistinctGops = 0; ///< on distinct addresses (atomic_distinct_gops)
    /// DRAM's speed for granules k granules apart relative to adjacent ones (dram_sparse_<k>, the granules
    /// probe's DRAM stride curve): reads that touch every k-th granule move each at this fraction of the rate.
    std::map<uint32_t, double> dramSparse;
    /// Local-memory bandwidth over every compute unit, conflict-free (local_read_gbs): one pass of the banks
    /// moves banks x bank width bytes. 0: not measured (no launch-time prediction).
    double localGBs = 0;
    /// Work-groups the device starts per ns (group_rate_gps, the global.bandwidth probe's groups of 32 writing
    /// a word each): a launch of G groups takes at least G / groupRate. 0: not measured.
    double groupRate = 0;
    /// The same by work-groups of one SIMD group (local_read_gbs_simd), as many as a compute unit keeps (its
    /// group limit): the banks' rate with fewer SIMD groups in flight. 0: not measured (localGBs at any
    /// occupancy). The probe's launches: kLocalProbeGroup work-items (and one SIMD group), kLocalProbeTileBytes
    /// of local memory per group.
    double localSimdGBs = 0;
    /// DRAM speed of a launch whose work-items move one 4 B word each (load then store, no loop) relative to
    /// one uint4 each (oneshot_4): too few bytes in flight per work-item to cover the DRAM latency. 0: not
    /// measured.
    double oneShot4 = 0;
    /// The same through a local tile and a barrier, by work-group size (oneshot_tile_<wg>, probe
    /// global.bandwidth): a group that fills a tile waits for its slowest load. Empty: not measured.
    std::map<uint32_t, double> oneShotTile;
    double launchFloorNs = 0; ///< time of a launch of one small work-group (launch_floor_ns); 0: not measured
    /// Device-wide ns per work-group barrier phase (a tree level: the local.phases probe) at a full device, by
    /// work-group size (phase_ns_<wg>): the latency of a phase over the work-groups resident at once.
    std::map<uint32_t, double> phaseNs;
    /// Likewise for a neighbour exchange's phases (one store or one load between barriers: exchange_ns_<wg>).
    std::map<uint32_t, double> exchangeNs;
    /// Likewise for a Blelloch scan's levels, unrolled (scan_phase_ns_<wg>: the up-sweep's and the down-sweep's
    /// reads and writes between barriers).
    std::map<uint32_t, double> scanPhaseNs;
    /// Device-wide ns per work-item round of arithmetic v = v * 3 + (v ^ r) at a full device (alu_round_ns, the
    /// compute.rounds probe); 0: not measured.
    double aluRoundNs = 0;
    /// Device-wide ns per sub-group shuffle (one SIMD group's) at a full device (shuffle_ns); 0: not measured.
    double shuffleNs = 0;
    /// Scattered sectors: the L2's rate for requests whose lanes each have their own sector and line, relative
    /// to its streaming rate (l2_gather_gbs x segment / 4 B / l2_read_gbs); 0: not measured (1).
    double l2Scatter = 0;
    /// Random granules: DRAM's rate for reads that touch granules in no regular order over a span the L2 cannot
    /// hold, relative to a stream (dram_gather_gbs x granule / 4 B / dram_read_gbs); 0: not measured (1).
    double dramRandom = 0;
    /// The texture unit (probe image.texels): texels fetched one by one per ns (texel_gps) and bilinear samples
    /// filtered per ns (filtered_gps), from a cached image; 0: not measured (no image ceiling).
    double texelGps = 0;
    double filteredGps = 0;
    /// Work-items resident at once per compute unit (resident_items, probe compute.residency: groups of 256
    /// with no local memory and few registers); 0: not measured.
    double residentItems = 0;
    /// Device-wide ns per line a spilled private array's reads miss in the L1 (spill_miss_ns, probe
    /// private.misses): the line's fetch and the write-back of the dirty line it evicts. 0: not measured.
    double spillMissNs = 0;
    /// The most work-groups a compute unit keeps at once (resident_groups: groups of 32) and the local memory
    /// its resident groups share (resident_local_bytes: groups holding 16 KiB each x 16 KiB); 0: not measured.
    double residentGroups = 0;
    double residentLocalBytes = 0;
    /// How much longer a kernel runs right after a write-buffer copy of its input than after a map
    /// (after_copy_ns, probe transfer.copy); 0: none seen; -1: not measured.
    double afterCopyNs = -1;
    /// One atomic per work-item over k adjacent counters, per ns (atomic_once_<k>, probe atomics.once).
    std::map<uint32_t, double> atomicOnce;
    /// A line partly written by one store against a line written whole, in time (partial_line_ratio, probe
    /// global.bandwidth): a partly written line costs at least this many lines. 0: not measured.
    double partialLine = 0;
    /// DRAM writes against reads, in read bytes (dram_read_gbs / dram_write_gbs: the H100 writes a stream at
    /// 3228 GB/s, reads one at 2979, so a written byte costs 0.92 of a read one); 1: not both measured.
    double dramWriteCost = 1;
    /// What a launch that reads and writes DRAM pays beyond its reads and writes apart, per byte of the
    /// smaller of the two, in read bytes: the measured copy (dram_copy_gbs) against a read and a write stream,
    /// 2 x read / copy - 1 - dramWriteCost, at least 0 (the H100: 2 x 2979 / 3022 - 1 - 0.92 = 0.05: the bus
    /// turns between reads and writes); 0: not measured.
    double dramMixCost = 0;
    /// One work-item's dependent load from local memory, from global memory the L1 holds and from constant
    /// memory, in ns (local_latency_ns, l1_latency_ns, constant_latency_ns: probe compute.latency, a pointer
    /// chase); 0: not measured.
    double localLatencyNs = 0;
    double l1LatencyNs = 0;
    double constantLatencyNs = 0;
    /// The same for global memory the L2 holds and for DRAM (l2_latency_ns, dram_latency_ns: the chase over a
    /// footprint past the L1, past the L2); 0: not measured.
    double l2LatencyNs = 0;
    double dramLatencyNs = 0;
    /// A dependent load from global memory the L1 holds when n SIMD groups on every compute unit do the same,
    /// in ns, by n (l1_loaded_ns_<n>: probe compute.latency); empty: not measured.
    std::map<uint32_t, double> l1Loaded;

    bool any() const;
};
/// A dependent L1 hit's latency with `simdGroups` SIMD groups on the compute unit: the l1_loaded_ns_<n> curve
/// (log-log between its points, its end values past them) where it was measured, else l1_latency_ns.
double l1LatencyAt(const Ceilings& g, double simdGroups);
Ceilings ceilingsFromProfile(const GeometryProfile& profile);
/// The relative DRAM speed of reads touching one granule in every `apart` (>= 1; 1: adjacent granules, 1.0),
/// interpolated in log2(apart) on `curve` (dram_sparse_<k>), its last value past its end; 1 without a curve.
double sparseDramSpeed(const std::map<uint32_t, double>& curve, double apart);

/// What a lesson declares about its whole launch that a trace of a few work-groups cannot see: the distinct
/// bytes the launch's reads cover (its working set, shared by the concurrently active work-groups) and the
/// bytes the whole launch reads. The lesson puts them in its launch info as working_set_bytes and
/// launch_read_bytes.
///
/// A lesson whose traced work-items make every access the measured kernel's work-items make (no shortened loop)
/// also declares trace_complete, counted_bytes (the bytes the traced launch's throughput counts: bytes read +
/// written) and launch_groups (the measured launch's work-groups): the model then predicts the launch's time by
/// adding up its global and local parts (launchTime).
struct WorkingSet {
    uint64_t bytes = 0;           ///< distinct bytes the launch's reads cover; 0: not declared
    uint64_t launchReadBytes = 0; ///< bytes the whole launch reads; 0: not declared
    /// Bytes the L2 must hold at once for a granule's re-reads to find it there (live_bytes): the windows the
    /// concurrently active work-items read in (global.random). 0: the working set and the bytes written.
    uint64_t liveBytes = 0;
    uint64_t countedBytes = 0;  ///< bytes the traced launch's throughput counts; 0: not declared
    uint64_t launchGroups = 0;  ///< work-groups of the measured launch; 0: not declared
    bool traceComplete = false; ///< the trace holds every access of its work-items
    /// A private array the measured kernel keeps in off-chip (spill) memory (private.spill's spill_loop), and
    /// the loop the trace shortens (spill_loop, or loop for any lesson): the requests of steps [loopFirstStep,
    /// loopEndStep) stand for loopScale times as many (spillTime, launchTime). loopScale 0: nothing declared.
    bool privateSpilled = false;
    /// Bytes of the spilled array per work-item (spill_loop's bytes_per_item); 0: not declared.
    uint64_t privateBytesPerItem = 0;
    /// What the compiler reported for the measured kernel (launch info "compiler", core/lessons/common.h
    /// compilerReport): registers per work-item, the compute unit's registers and their allocation granule.
    /// 0: not reported (every device but NVIDIA's).
    int registersPerItem = 0;
    uint64_t registersPerUnit = 0;
    uint32_t registerGranule = 0;
    /// The declared loop re-reads global memory (reread_loop {"first_step", "end_step", "scale", "groups",
    /// "units"}: histogram GPU1-3's centroids, each pass re-reading the group's descriptors): globalHierarchy
    /// counts each request of the loop's steps loopScale times, and the L1 misses of the bytes the resident
    /// groups re-read come from DRAM where the L2 cannot hold them (rereadL2Hit). groups: the launch's
    /// work-groups, units: the device's compute units.
    bool rereadLoop = false;
    uint64_t rereadGroups = 0;
    uint32_t rereadUnits = 0;
    /// Consecutive steps of the loop whose loads a work-item issues together before using any (reread_loop's
    /// "batch": GPU3's four descriptor words of a float4, traced at four steps): one step of its chain of loads
    /// (rereadChainNs). 1: each step waits for its own load.
    uint32_t rereadBatch = 1;
    uint32_t loopFirstStep = 0;
    uint32_t loopEndStep = 0;
    double loopScale = 0;
    /// Barrier phases each work-group of the measured launch runs (barrier_phases: a scan's levels), and its
    /// work-group size (the launch's local_size). 0: not declared.
    uint64_t barrierPhases = 0;
    uint32_t groupSize = 0;
    /// The phases are a neighbour exchange's (phase_shape "exchange": one local access between barriers), not
    /// a tree level's (the default).
    bool exchangePhases = false;
    /// The phases are a Blelloch scan's levels (phase_shape "scan"): timed at scan_phase_ns, or at the tree
    /// level's phase_ns where the scan's was not measured at the group size (a profile stored before it).
    bool scanPhases = false;
    /// The first trace step of each barrier phase (phase_steps, ascending): with them a phase whose bank passes
    /// take longer than its measured latency lasts as long as its passes (launchTime). Empty: not declared.
    std::vector<uint32_t> phaseSteps{};
    /// Rounds of each declared phase (phase_rounds, one per phase step, each >= 1): a phase whose elements
    /// outnumber the work-items runs its chain once per round before the barrier, so its latency counts once
    /// per round (a scan's levels wider than the work-group). Empty: one round each.
    std::vector<uint32_t> phaseRounds{};
    /// The trace's buffer read as an image through the texture unit (texture {"buffer": b, "filtered": f}): its
    /// traced offsets are the texels' row-major indexes, not their addresses (the driver's layout is tiled), so
    /// the channel model leaves it out, and its texels go through the unit at the measured rate; filtered: each
    /// bilinear sample is traced as its four texels. -1: none declared.
    int textureBuffer = -1;
    bool textureFiltered = false;
    /// The launch's atomics that come after each work-item's work (atomic_tail {"atomics", "bins", "groups",
    /// "group_size", "local_bytes", "units", "counted_bytes"}: a histogram's bin updates): the last wave's come
    /// after all other work, a tail no other work overlaps (atomicTail). atomics 0: none declared.
    uint64_t tailAtomics = 0;
    uint32_t tailBins = 0;
    /// Of tailAtomics, those on the busiest bin (atomic_tail's optional "hot_bin_atomics": the host's reference
    /// counts them); they follow one another at the one-address rate. 0: not declared.
    uint64_t tailHotAtomics = 0;
    uint64_t tailGroups = 0;
    uint32_t tailGroupSize = 0;
    uint64_t tailLocalBytes = 0;
    uint32_t tailUnits = 0;
    uint64_t tailCountedBytes = 0;
    /// The launch's input was written by the host's write-buffer copy just before it (host_copy
    /// {"counted_bytes"}: the bytes its prediction counts): the kernel runs after_copy_ns longer. 0: none.
    uint64_t hostCopyCountedBytes = 0;
    /// The device's compute units (units) and the local memory each work-group holds (local_bytes), for the
    /// launch's waves of work-groups (launchTime's latency chain). 0: not declared.
    uint32_t launchUnits = 0;
    uint64_t groupLocalBytes = 0;
    /// Arithmetic rounds (alu_rounds, the compute.rounds probe's v = v * 3 + (v ^ r)) and sub-group shuffles
    /// (shuffles) each work-item of the measured launch makes; 0: none declared. Both need local_size.
    uint64_t aluRounds = 0;
    uint64_t shuffles = 0;
    /// How many requests a traced request at `step` stands for: loopScale inside the declared loop, else 1.
    double loopWeight(uint32_t step) const
    {
        return loopScale >= 1 && step >= loopFirstStep && step < loopEndStep ? loopScale : 1.0;
    }
    /// How many requests a traced request at `step` stands for in the global hierarchy: loopWeight inside a
    /// declared re-read loop, else 1.
    double rereadWeight(uint32_t step) const { return rereadLoop ? loopWeight(step) : 1.0; }
    bool known() const { return bytes > 0 && launchReadBytes > 0; }
    bool timed() const { return traceComplete && countedBytes > 0 && launchGroups > 0; }
    /// The launch's work-groups per compute unit where it declares its units (a re-read loop's groups / units,
    /// else launch_groups / units): fewer than a unit keeps in a partial wave. 0: not declared.
    double groupsPerDeclaredUnit() const
    {
        if (rereadLoop && rereadUnits > 0 && rereadGroups > 0)
            return double(rereadGroups) / double(rereadUnits);
        return launchUnits > 0 && launchGroups > 0 ? double(launchGroups) / double(launchUnits) : 0.0;
    }
};
/// Log-log interpolation at x between two points (x0, y0) and (x1, y1) of a measured curve, all positive: the
/// model's curves (constant addresses, atomics, barrier phases) are read this way between their points.
inline double logLogBetween(double x0, double y0, double x1, double y1, double x)
{
    const double t = std::log(x / x0) / std::log(x1 / x0);
    return std::exp(std::log(y0) + t * (std::log(y1) - std::log(y0)));
}
/// The measured ns per work-group phase at `groupSize` (log-log between the measured sizes); 0 outside them.
double phaseNsAt(const std::map<uint32_t, double>& curve, uint32_t groupSize);
/// The one-shot speed through a tile at `groupSize` (oneshot_tile_<wg>): log-log between the measured sizes,
/// the nearest end's value outside them; 0 without a curve.
double tileShotAt(const std::map<uint32_t, double>& curve, uint32_t groupSize);
/// The declarations of a launch info (keys that are missing or not positive numbers stay 0 / false).
WorkingSet workingSetFromLaunch(const Json& launch);
/// Its spill_loop {"spilled": bool, "first_step", "end_step", "scale"} or its loop (the same without
/// "spilled"), all present and sane (first < end, scale >= 1), or nothing is read. spill_loop may add
/// "bytes_per_item" (a positive number, else left 0).
void readSpillLoop(const Json& launch, WorkingSet& w);
/// Its atomic_tail, every field present and sane (local_bytes may be 0), or nothing is read.
void readAtomicTail(const Json& launch, WorkingSet& w);
/// Relative throughput of a launch predicted at `relative` with after_copy_ns added to its time (the bytes
/// it counts at relative x DRAM bandwidth, then the fixed cost); -1 where the cost or the DRAM bandwidth is
/// not measured or there is nothing to add it to.
double afterCopyRelative(const WorkingSet& w, const Ceilings& g, double relative);
/// Fraction (0..1) of a working set's re-reads the L2 serves: the working set and the bytes written while the
/// launch's first reads pass over it once (`occupancy` bytes) against the L2 capacity C: all of them up to C /
/// 2, none from 2 C on, log-linear between (1/2 at C: the probe's knee is the geometric mid-level of its drop).
double l2WorkingSetHit(double occupancy, double capacity);
/// Fraction (0..1) of a live window's re-reads the L2 serves when they come in random order (global.random):
/// all of them while the live bytes fit the capacity C, else C / live bytes (an LRU cache under uniform random
/// re-reads keeps that share of the lines).
double l2RandomHit(double occupancy, double capacity);

/// A launch's global reads through the L1 (globalHierarchy): each work-group's reads in step order; a sector it
/// read before hits while the bytes read since fit kL1ReuseMargin x the measured L1, the group's own
/// sectors counted for each work-group a compute unit keeps at once.
struct L1Reads {
    uint64_t fetched = 0; ///< sectors that reach the L2: first reads and re-reads that miss
    uint64_t reReads = 0; ///< re-reads of a sector the same work-group read before
    uint64_t missed = 0;  ///< those of them that miss
    /// fetched with each sector counted for as many requests as its request stands for (a declared re-read
    /// loop's loopScale; without one it equals fetched)
    double fetchedWeight = 0;
    /// The re-reads that miss of sectors only one traced work-group reads, counted likewise: what the L2 must
    /// serve from the bytes the resident groups re-read (rereadL2Hit)
    double ownMissedWeight = 0;
    uint64_t ownSectors = 0; ///< distinct sectors only one traced work-group reads, over all of them
    uint32_t groups = 0;     ///< traced work-groups with global reads
    /// Each traced work-group's steps with global reads: true where a read fetches a sector (a first read or
    /// a re-read the L1 misses), false where every sector hits.
    std::map<std::pair<uint32_t, uint32_t>, bool> fetchSteps;
};

/// The hierarchy's account of one prediction.
struct Hierarchy {
    uint64_t bytesRequested = 0; ///< global bytes the work-items asked for
    uint64_t l2Bytes = 0;        ///< sectors reaching the L2, counted per request
    uint64_t dramBytes = 0;      ///< DRAM granules of the whole launch, each counted once
    /// The DRAM time of the reads' granules relative to adjacent granules (>= 1): regular sparse reads (one
    /// granule in every k, global.stride past the granule) move their granules at sparseDramSpeed(k).
    double sparseReadCost = 1.0;
    double requestBytes = 0; ///< narrow requests' cost in bytes at DRAM bandwidth
    /// Every request at the measured request rate, or (where longer) every request's lines through the L1 one
    /// at a time, a line a slot of the load/store pipeline at the measured local bandwidth (banks x bank
    /// width bytes a slot), in bytes at DRAM bandwidth.
    double issueBytes = 0;
    bool lineSlots = false;     ///< the lines' slots set issueBytes (else the request rate)
    double linesPerRequest = 0; ///< the global requests' lines (at least one each) over their number
    /// The L2's share of a declared working set's re-reads (l2WorkingSetHit); -1: none declared or no L2 size.
    double workingSetHit = -1;
    /// The DRAM ceiling's cost alone, in bytes at DRAM bandwidth (its granules, at their sparse or random
    /// speed; the relative's cost is the slowest of this and the other ceilings)
    double dramCost = 0;
    /// The reads through the measured L1 (l1Reads) and the work-groups sharing a compute unit's L1 that it
    /// assumed (l1Sharers; 1: a group alone).
    L1Reads l1;
    double l1Sharers = 1;
    /// A declared re-read loop's L2 hit share of its L1 misses (rereadL2Hit: 1 or 0) and the bytes its resident
    /// groups re-read; -1 / 0: none declared.
    double rereadL2Hit = -1;
    double rereadBytes = 0;
    bool onChipRate = false; ///< the issue ceiling took requestL1Gps (a re-read loop held on chip)
    /// A declared re-read loop's chain (rereadChainNs): a work-item's steps one after the other, each at the
    /// latency of where its loads are served; the launch's waves (0: not known). The ceiling "chain of loads"
    /// where each wave lasting at least the chain takes longer than the other ceilings.
    double chainNs = 0;
    double chainWaves = 0;
    std::string ceiling;     ///< the binding ceiling: dram, l2, request rate, atomics, channels, banks, ...
    std::string notModelled; ///< what the model leaves out here
    double relative = 1.0;   ///< predicted throughput relative to the ideal pattern (global: before channels)
};

/// Global requests of a launch: requested bytes at DRAM bandwidth over the slowest ceiling. At most 1 unless
/// the request rate was measured: then re-reads served by the caches may run faster than DRAM
/// (global.footprint).
/// With a declared working set, the launch's reads fetch it from DRAM once where the L2 holds it: the trace's
/// DRAM read bytes become hit x min(their count, the trace's share of the working set) + (1 - hit) x their
/// count (the share: working set x the trace's read bytes / the launch's). A declared live window (random
/// re-reads) instead costs hit x the launch's cost with every re-read a hit + (1 - hit) x its cost with none,
/// each under its slowest ceiling: a gather's hits and misses add up.
/// How far past the measured L1 the bytes read between two reads of a sector may go before the second misses:
/// the L1 probe's knee lies a little below the capacity (the H200: 258338 B measured of its 256 KiB; 1024
/// resident work-items x 256 B of descriptor rows still hit, 2048 miss).
constexpr double kL1ReuseMargin = 1.25;
Hierarchy globalHierarchy(const std::vector<Request>& requests, const ModelGeometry& geometry,
                          const Ceilings& ceilings, const WorkingSet& workingSet = {});
/// Relative cost (>= 1) of a constant request with `addresses` distinct addresses in `lines` lines: the
/// measured curves (log-interpolated; the addresses' cost plus the lines' extra) or one pass per distinct
/// address.
double constantCost(uint32_t addresses, uint32_t lines, const Ceilings& ceilings);
/// Constant requests: their number over their summed cost.
double constantRelative(const std::vector<Request>& requests, const Ceilings& ceilings);
/// Global atomic requests against the measured atomics curve: a request whose lanes all update one address is
/// one update (warp aggregation), else per 32 B sector as many as its busiest word has lanes (distinct words of
/// one sector are updated together; the probe's counters, one per sector, cost one per lane); the launch's
/// distinct lines L are the probe's 4 L counters (32 B apart), its rate log-interpolated on the curve. A
/// request whose sectors lie in more lines than they would fill side by side (random bins) takes the
/// random-lane curve (atomic_rand_n_) where it was measured. Relative = lanes / max rate over the sum of
/// updates / rate, at most 1; -1 when the curve was not measured or there are no global atomics.
double atomicsRelative(const std::vector<Request>& requests, const ModelGeometry& geometry,
                       const Ceilings& ceilings);
/// A declared image's texels at the texture unit's measured texel rate (a bilinear sample, traced as its four
/// texels, costs them, and at least one filtered sample at the measured sample rate) against the ideal time of
/// the trace's global requests (requested bytes at DRAM bandwidth): the relative throughput the texture unit
/// allows; -1 when nothing is declared, the texel rate is not measured or the trace reads no texel.
/// The local.banks probe's bandwidth launches (local_read_gbs, local_read_gbs_simd): groups of 256 work-items
/// (the simd one: of one SIMD group), each with a 4 KiB tile.
constexpr uint32_t kLocalProbeGroup = 256;
constexpr uint64_t kLocalProbeTileBytes = 4096;
/// The local bandwidth at which a launch of groups of `groupSize` reads its banks: localGBs where a compute
/// unit keeps as many SIMD groups of them as of the probe's groups of 256, localSimdGBs where it keeps no more
/// than of groups of one SIMD group, linear in the SIMD groups between (never beyond the two measured points).
/// localGBs where the simd rate, the residency or the SIMD width is not known.
double localRateGBs(const Ceilings& g, uint32_t groupSize, uint32_t simd, double* simdGroupsPerUnit = nullptr);
/// The groups of `groupSize` work-items holding `localBytes` of local memory that one compute unit keeps at
/// once: the fewest of resident_items / groupSize, resident_groups and resident_local_bytes / localBytes (those
/// measured), at least 1; 0 when resident_items is not measured.
double groupsPerUnit(const Ceilings& g, uint32_t groupSize, uint64_t localBytes);
/// A launch's atomic tail (WorkingSet::tailAtomics). Every work-item's atomic comes after its work, so the
/// atomics begin when the first wave of work-groups has done its work (all of it when every group is resident
/// at once) and take, at least, the longer of: all of them at the one-shot rate for their bins
/// (atomic_once_<k>, log-log between the probe's points, flat past its ends) and the busiest bin's, one after
/// another at the one-address rate (atomic_same_gops). The launch lasts the longer of its other work and the
/// first wave's work plus the atomics; with one wave that is always the sum.
struct AtomicTail {
    double onceNs = 0;      ///< every atomic of the launch at the one-shot rate
    double hotNs = 0;       ///< the busiest bin's at the one-address rate (0: not declared or not measured)
    double atomicsNs = 0;   ///< the longer of the two
    double waves = 0;       ///< groups / (units x groupsPerUnit)
    double firstWaveNs = 0; ///< launchNs / waves (all of it for one wave or less)
    double exposed = 0;     ///< 1 when the atomics outlast the other work
    double tailNs = 0;      ///< firstWaveNs + atomicsNs - launchNs when exposed, else 0
    double rateGps = 0;     ///< the one-shot rate for the bins
    double launchNs = 0;    ///< the launch's time before the tail: counted bytes / (relative x DRAM bandwidth)
    double relative = -1;   ///< counted bytes / (launchNs + tailNs) / DRAM bandwidth; -1: not predicted
    std::string why;        ///< why nothing is predicted, or why the atomics add nothing
};
AtomicTail atomicTail(const WorkingSet& w, const Ceilings& g, double relative);
double textureRelative(const std::vector<Request>& requests, const WorkingSet& workingSet,
                       const Ceilings& ceilings);
/// The channel factor with the measured floor applied (a device that hashes addresses camps no channel).
double channelFactorWithFloor(double channelFactor, const Ceilings& ceilings);
/// The account of a summary for its space (the ceiling that binds, what is left out).
Hierarchy explainSummary(const ModelSummary& summary, const ModelGeometry& geometry, const Ceilings& ceilings,
                         const WorkingSet& workingSet = {});
/// A launch's predicted time from a complete trace (WorkingSet::timed), its parts in ns.
struct LaunchTime {
    /// the traced global requests: the hierarchy's time, or (few bytes in flight) its DRAM time / oneShot x
    /// requestFactor where longer (fewBytesBind)
    double globalNs = 0;
    double localNs = 0; ///< the traced local requests: passes x banks x bank width / local bandwidth
    /// The traced global and constant requests in the load/store pipeline: a slot per line (global) or per
    /// distinct address (constant), a slot being one local request's time (banks x bank width / local
    /// bandwidth)
    double issueNs = 0;
    double oneShot = 1; ///< DRAM speed factor for few bytes per work-item (1: enough in flight)
    /// With few bytes per work-item (oneShot < 1): the global read requests over their lanes in whole SIMD
    /// groups (min(SIMD width, group size) lanes each), toward 1 as the bytes per work-item reach 16 B;
    /// globalNs includes it (1: every request whole).
    double requestFactor = 1;
    /// The DRAM time slowed by oneShot and requestFactor is the global part (longer than the hierarchy's time
    /// at its other ceilings, which few bytes in flight do not slow)
    bool fewBytesBind = false;
    double floorNs = 0; ///< the launch floor
    /// The declared barrier phases: launch groups x phases x the measured ns per phase at the group size (0:
    /// none declared or not measured). The launch takes the longer of this and its work.
    double phasesNs = 0;
    double phaseNsEach = 0; ///< the measured ns per work-group phase used
    /// With declared phase steps: what the phases whose bank passes outlast their latency add to phasesNs
    /// (their passes less their latency, summed; included in phasesNs).
    double phaseExcessNs = 0;
    /// The local bandwidth the bank passes were timed at (localRateGBs) and the SIMD groups per compute unit
    /// that set it (0: the full-occupancy rate, localGBs).
    double localRateGBs = 0;
    double simdGroupsPerUnit = 0;
    /// With declared phase rounds: the phases' rounds beyond the first, per work-group (its loop's repeats
    /// included): each adds one phase's latency to phasesNs.
    double extraRounds = 0;
    bool phaseBound = false; ///< the phases take longer than global + local + slots
    /// The declared arithmetic: launch work-items x rounds x the measured ns per round; the declared shuffles:
    /// launch SIMD groups x shuffles x the measured ns per shuffle, added to the memory work (they share the
    /// load/store pipeline on NVIDIA). 0: none declared.
    double aluNs = 0;
    double shufflesNs = 0;
    bool aluBound = false; ///< the arithmetic takes longer than the memory work and the phases
    /// The launch's work-groups at the measured rate the device starts them (group_rate_gps): no launch ends
    /// sooner (local.reuse in groups of 64 on the H200: 1048576 groups, 639 us at 1.64 G/s, measured 634 us
    /// whatever the reuse, where its memory work takes 265-398 us). 0: not measured.
    double groupsNs = 0;
    bool groupBound = false; ///< starting the work-groups takes longer than everything else
    /// A work-item's chain: its steps one after the other, each waiting for its slowest read at the measured
    /// latency of its space (local, global through the L1, constant), a loop's steps weighted; the longest of
    /// the traced work-groups'. 0: no latency measured or nothing read.
    double chainNs = 0;
    double chainSteps = 0; ///< the chain's steps (weighted)
    /// The launch's waves of work-groups: launch groups / (units x groups per unit); 0: not known (the lesson
    /// declares no units, or the residency is not measured).
    double waves = 0;
    /// What the chain adds: each wave lasts at least one chain, so a last wave of few groups per unit (or
    /// every wave, when the chain outlasts a full wave's work) takes longer than its share of the work.
    double latencyNs = 0;
    /// The global part and its slots overlap (the launch takes the longer): the trace has no local requests
    bool slotsOverlap = false;
    /// The memory work: (global + issue + local, or max(global, issue) where slotsOverlap) x launch groups /
    /// traced groups + shuffles
    double workNs = 0;
    /// max(workNs, phases, arithmetic, groups) + latencyNs + floor
    double launchNs = 0;
    uint32_t tracedGroups = 0;
    uint32_t atomicRequests = 0; ///< traced atomic requests: not timed (their contention is not in the model)
    double relative = -1;        ///< counted bytes / launch time / DRAM bandwidth; -1: not predicted (says why)
    std::string why;             ///< why not predicted
};
/// (core/models/launchtime.cpp) Global and local memory work one after the other in a work-item (a barrier
/// between a tile's fill and its reads), so their times add up (local.reuse on the H100: 265 us of global
/// traffic + 10.3 us per reuse step, the local bandwidth's 26 TB/s), and every request also takes its slots in
/// the load/store pipeline (issueNs). A declared loop scales its steps' local and pipeline costs (the
/// hierarchy's DRAM and L2 time is the trace's as traced: a loop's re-reads hit the caches). Needs the DRAM and
/// local bandwidths measured; atomic requests are counted in the hierarchy but their serialisation is not
/// timed. A lesson that declares its barrier phases takes at least their measured latency (phasesNs): a
/// work-group waits at each barrier for its slowest work-item's read and write, and a scan's upper levels keep
/// few lanes busy, so the bank passes alone hide under that latency until they outgrow it. With the phases'
/// first steps declared, each phase lasts the longer of its latency and its own bank passes: a scan's
/// unpadded upper levels (a few lanes, 16-way conflicts) outlast their latency while its padded levels hide
/// under it. `channelFactor` scales the global part as in analyseTrace.
LaunchTime launchTime(const std::vector<Request>& requests, const ModelGeometry& geometry,
                      const Ceilings& ceilings, const WorkingSet& facts, double channelFactor = 1.0);
/// A launch's predicted time when its private array is spilled (WorkingSet::privateSpilled), in ns.
/// The share of a spill area's lines the L1 cannot keep: 1 - L1 / (resident work-items x bytes per item), at
/// least 0; 0 when any of them is unknown (not positive). Random indexes over an area larger than the cache
/// find a line in it with the probability cache / area, whatever the replacement.
double spillMissShare(uint64_t l1Bytes, double residentItems, double bytesPerItem);

struct SpillTime {
    double privateNs = 0;       ///< the private requests: slots x slot time, the shortened loop scaled up
    double missShare = 0;       ///< spillMissShare of the lesson's array (0: it fits, or not known)
    double missedLines = 0;     ///< lines the launch's private reads miss (their lines x missShare, scaled up)
    double missNs = 0;          ///< missedLines x spill_miss_ns
    std::string missWhy;        ///< why misses are not counted (empty when they are, or there are none)
    double residentItems = 0;   ///< work-items per compute unit whose arrays make the area (0: not known)
    bool registerBound = false; ///< the kernel's registers (the compiler's report) set residentItems
    double globalNs = 0;        ///< the global requests, alike
    double slotsPerPrivate = 0; ///< mean slots (lines + sectors) per private request
    double privateRequests = 0; ///< private requests of the traced work-items, the loop scaled up
    double floorNs = 0;
    double launchNs = 0;  ///< (private + global) x launch groups / traced groups + floor
    double relative = -1; ///< counted bytes / launch time / DRAM bandwidth; -1: not predicted (why says why)
    std::string why;
};
/// (core/models/spill.cpp) A spilled private array goes through the L1 cache request by request: each costs
/// one slot of the load/store pipeline per distinct line it touches (a tag look-up) and one per sector it moves
/// (the data), a slot being one local-memory request at the measured local bandwidth (banks x bank width bytes
/// / local_read_gbs). Global requests count alike. Needs the local and DRAM bandwidths measured, physical local
/// memory, countedBytes and launchGroups; local, constant and atomic requests are not in it. A spill area
/// larger than the L1 (resident work-items x bytes per item, both measured or declared) misses: each line a
/// private read touches misses with spillMissShare and costs spill_miss_ns on top (missNs). The resident
/// work-items are the measured resident_items, or fewer where the group limit or the kernel's registers (the
/// compiler's report in facts) allow fewer.
SpillTime spillTime(const std::vector<Request>& requests, const ModelGeometry& geometry,
                    const Ceilings& ceilings, const WorkingSet& facts);
/// analyseTrace() with the lesson's declared working set (the global hierarchy's L2 sharing).
ModelSummary analyseTrace(const Trace& trace, const GeometryProfile& profile, const std::string& space,
                          const WorkingSet& workingSet);

} // namespace coalesce
