// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every probe uses: kernels from kernels/probe_*.cl, a device-filled input (word i = probeHash(i)), event
// timing like a lesson's (warm-up, repetitions calibrated to a time budget, median), cancellation and
// validation bookkeeping. Not part of core's public API.
#include "core/cl.h"
#include "core/probes/decide.h"
#include "core/probes/probe.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace coalesce {

/// The input word i of every probe (the same function as probe_hash in the kernels).
inline uint32_t probeHash(uint32_t i)
{
    i ^= i >> 16;
    i *= 0x7feb352dU;
    i ^= i >> 15;
    i *= 0x846ca68bU;
    i ^= i >> 16;
    return i;
}

class ProbeKit {
public:
    ProbeKit(DeviceContext& device, const ProbeOptions& options, const CancelToken* cancel,
             std::function<void(const std::string&)> step);

    DeviceContext& device() { return m_device; }
    const ProbeOptions& options() const { return m_options; }
    bool isCpu() const;
    /// Largest buffer a probe may allocate: min(options, device buffer limit), a power of two.
    uint64_t bufferLimit() const;
    cl::Kernel kernel(const std::string& file, const std::string& name, const std::string& options = {});
    /// A buffer of at least `words` words, word i = probeHash(i) (filled on the device; the largest is kept).
    cl::Buffer& input(uint64_t words);
    cl::Buffer buffer(uint64_t bytes);
    /// Runs `launch` once, then warm-up and timed launches; the median event time in ns.
    double timeNs(const std::function<cl::Event()>& launch, const std::string& what);
    /// Like timeNs with one warm-up launch and at least 3 timed ones, but the fastest event time: for a
    /// latency, where another process sharing the core only ever slows a launch.
    double fastestNs(const std::function<cl::Event()>& launch, const std::string& what);
    /// Enqueues a 1-D kernel of `global` work-items in groups of `local` (0: the driver's choice).
    cl::Event enqueue(cl::Kernel& kernel, uint64_t global, uint64_t local);
    std::vector<uint32_t> read(cl::Buffer& buffer, uint64_t words);
    /// Writes the first `words` words of `data` to the start of `buffer` (blocking).
    void write(cl::Buffer& buffer, const std::vector<uint32_t>& data, uint64_t words);
    /// A figure an earlier probe of the same run decided (l1_bytes, resident_items); 0 when none did.
    double earlier(const std::string& key) const;
    void setEarlier(std::map<std::string, double> figures) { m_earlier = std::move(figures); }
    /// Throws Error(Cancelled) when cancelled; reports `message` as progress.
    void step(const std::string& message);
    /// Records a mismatch on `result` (the first one wins) and returns whether the check passed.
    static bool check(ProbeResult& result, bool ok, const std::string& mismatch);
    /// The first index of `got` that differs from what the host expects, got.size() where none does:
    /// `want(base)` gives the `span` words from `base` (one work-group's), checked in parallel chunks of spans
    /// on the host's cores (a probe's launch of millions of work-items, each group's words recomputed on the
    /// host).
    static uint64_t firstMismatch(const std::vector<uint32_t>& got, uint64_t span,
                                  const std::function<std::vector<uint32_t>(uint64_t)>& want);

private:
    /// Event times in ns, sorted, of the timed launches after `warmup` untimed ones.
    std::vector<double> eventTimes(const std::function<cl::Event()>& launch, const std::string& what,
                                   int warmup, int minReps);

    DeviceContext& m_device;
    ProbeOptions m_options;
    const CancelToken* m_cancel;
    std::function<void(const std::string&)> m_step;
    cl::Buffer m_input;
    uint64_t m_inputWords = 0;
    std::map<std::string, double> m_earlier;
};

/// A decided (or undecided) value from a Decision.
ProbeValue probeValue(const std::string& key, const Decision& d, const std::string& unit,
                      const std::string& method);
/// A measured figure (always decided).
ProbeValue figureValue(const std::string& key, double value, const std::string& unit, const std::string& method,
                       double confidence);

/// Read bandwidth of a grid-stride uint4 stream over footprints minBytes, 2 minBytes, ... maxBytes (powers of
/// two), re-read in passes rotated so that each work-item reads another's elements: the footprint fits the
/// L2 (both partitions: each line is wanted by one compute unit per pass) or comes from DRAM.
ProbeCurve streamFootprintCurve(ProbeKit& kit, ProbeResult& r, uint64_t minBytes, uint64_t maxBytes);

/// The order in which a pointer chase visits `lines` cache lines (each line once; the chase closes the cycle
/// from the last back to the first): blocks of `blockLines` consecutive lines in a random order, the lines of
/// each block in a random order (Fisher-Yates, seeded: the same chain on every run). Within a block the cycle
/// is a uniformly random one, as Sattolo's algorithm draws; the blocks keep the pages a chase uses at once
/// within the first-level TLB, so a footprint past the TLB's reach does not add a page walk to every load.
std::vector<uint32_t> chaseOrder(uint32_t lines, uint32_t blockLines, uint64_t seed);

/// Where a pointer chase over `next` ends after `steps` loads from word `start` (i = next[i], as the chase
/// kernels walk): the host's reference for their output. UINT32_MAX where the walk leaves `next`.
uint32_t chaseWalk(const std::vector<uint32_t>& next, uint32_t start, uint64_t steps);

/// ns per dependent load from two chase launches (x: loads, y: ns per launch): the slope, (longer.y -
/// shorter.y) / (longer.x - shorter.x), which cancels the launch's overhead. Undecided where the longer chase
/// is not longer or did not take longer; confidence 0.7, 0.4 where the shorter launch took less than 0.9 of its
/// loads' share of the slope (one of the times is off).
Decision chaseSlope(const CurvePoint& shorter, const CurvePoint& longer);

/// The footprints of compute.latency's chases past the L1 and past the L2, in bytes.
struct ChaseFootprints {
    uint64_t l2Bytes = 0;   ///< past the L1, inside the L2
    uint64_t dramBytes = 0; ///< past the L2 (on a CPU past its L3)
};
/// compute.latency's footprints from the measured L1 and L2 sizes (0: not measured), the largest buffer a
/// probe may allocate and whether the device is a CPU. L2: 4 MiB, raised to 16 L1s and lowered to a quarter
/// of the L2 where they are measured (4 MiB where the two bounds conflict). DRAM: 8 L2s where measured, else
/// 256 MiB; 64 MiB on a CPU (its l2_bytes has an L3 behind it). Both at most `bufferLimit`.
ChaseFootprints chaseFootprints(double l1Bytes, double l2Bytes, uint64_t bufferLimit, bool cpu);

// The probes (core/probes/*probes.cpp).
ProbeResult probeLocalBanks(ProbeKit& kit);
ProbeResult probeConflictGroup(ProbeKit& kit);
ProbeResult probePhases(ProbeKit& kit);
ProbeResult probeGlobalGranules(ProbeKit& kit);
ProbeResult probeCacheSizes(ProbeKit& kit);
ProbeResult probeBandwidth(ProbeKit& kit);
ProbeResult probeRequestRate(ProbeKit& kit);
ProbeResult probeChannels(ProbeKit& kit);
ProbeResult probeConstant(ProbeKit& kit);
ProbeResult probeAtomics(ProbeKit& kit);
ProbeResult probeRounds(ProbeKit& kit);
ProbeResult probeLatency(ProbeKit& kit);
ProbeResult probeImageTexels(ProbeKit& kit);
ProbeResult probeResidency(ProbeKit& kit);
ProbeResult probeAtomicsOnce(ProbeKit& kit);
ProbeResult probeSpillMisses(ProbeKit& kit);
ProbeResult probeAfterCopy(ProbeKit& kit);
/// The probe transfer.copy's decision from its kernel times (ns) after a map and after a write-buffer copy:
/// the difference of their medians where the copy's lower quartile lies above the map's upper quartile and
/// the medians differ by more than 2 %; else 0 (no cost). 0 with fewer than two times of either.
double afterCopyCost(const std::vector<double>& afterMap, const std::vector<double>& afterCopy);

} // namespace coalesce
