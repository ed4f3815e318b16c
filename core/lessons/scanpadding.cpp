// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson scan.padding (kernels/scan_padding.cl): seed 000's work-group exclusive scan (listing 8.2) with
// the local index unpadded or padded to i + i / pad.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"
#include "core/lessons/onchiprun.h"
#include "core/lessons/scan.h"

#include <algorithm>

namespace coalesce {

namespace {

constexpr uint32_t kReps = 16; // scans per timed launch (the local phases dominate the global copy)
constexpr uint64_t kSeed = 0x5CA40000ull;

class ScanPaddingLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "scan.padding",
            "Prefix sum: padding against bank conflicts",
            "local",
            "A work-group computes the exclusive prefix sum of n elements in local memory (Blelloch: an "
            "up-sweep and a down-sweep over log2(n) levels). At the level of offset k the work-items touch "
            "words 2k apart, so unpadded they pile into the same banks (2, 4, 8, 16-way with 32 banks). "
            "Padding the index to i + i / pad moves every pad-th word to the next bank; pad = banks makes "
            "every level conflict-free.",
            "000 (listing 8.2, fig 8.13-8.15)",
            "scan.padding",
            1,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("pad", 0, 64, 0,
                             "local index i -> i + i / pad (0: unpadded; the number of banks removes the "
                             "conflicts)",
                             "words", false, {0, 2, 4, 8, 16, 32, 64}),
                integerParam("n", 16, 2048, 512, "elements one work-group scans (a power of two)", "elements",
                             true, {16, 32, 64, 128, 256, 512, 1024, 2048}),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "pad=0..64"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const Shape s = shape(params);
        checkDeviceWorkGroup(device, s.wg);
        checkLocalMemory(device, s.localWords * 4, "scan.padding (n = " + std::to_string(s.n) + ")");
        const uint64_t launchGroups = std::max<uint64_t>(4, onChipGroups(device) * 2);
        const uint64_t groups =
            options.trace ? traceGroupCount(~uint64_t(0), options.traceGroups) : launchGroups;
        const uint32_t reps = options.trace ? 1 : kReps;
        KernelRunConfig c;
        c.lessonId = "scan.padding";
        c.file = "scan_padding.cl";
        c.kernelName = "scan_exclusive";
        c.options = "-DN=" + std::to_string(s.n) + " -DPAD=" + std::to_string(s.pad) +
                    " -DREPS=" + std::to_string(reps);
        c.global[0] = groups * s.wg;
        c.local[0] = s.wg;
        c.inputBytes = (groups * s.n) * 4;
        c.inputSeed = kSeed + c.inputBytes / 4;
        c.outputBytes = (groups * s.n) * 4;
        c.bufferNames = {"in", "out", "temp"};
        c.traceRecords = groups * accessesPerScan(s.n) + 64;
        c.bytesRead = groups * s.n * 4;
        c.bytesWritten = groups * s.n * 4;
        const uint64_t n = s.n;
        c.reference = [=](const uint32_t* in, uint32_t* out) {
            std::copy(in, in + groups * n, out);
            parallelFor(groups, 1, [&](uint64_t begin, uint64_t end) {
                for (uint64_t g = begin; g < end; ++g)
                    for (uint32_t r = 0; r < reps; ++r)
                        exclusiveScan(out + g * n, n);
            });
        };
        // The traced launch scans once, the measured one kReps times: the scan's steps (after the load,
        // before the store) stand for kReps scans. Barriers: one before each of a scan's phases but the load
        // and the store (its levels and the clear), and one before the store.
        const std::vector<ScanPhase> phases = scanPhases(s.n, s.wg);
        const uint64_t barriersPerScan = phases.size() - 2;
        // Each phase's first step: the model lets a phase whose bank passes outlast its latency take their
        // time.
        Json phaseSteps = Json::array();
        // A level with more elements than work-items takes ceil(elements / wg) rounds of its chain (read,
        // read, write) before the barrier: its latency counts once per round.
        Json phaseRounds = Json::array();
        for (const ScanPhase& phase : phases) {
            phaseSteps.push_back(phase.firstStep);
            const bool level =
                phase.kind == ScanPhase::Kind::UpSweep || phase.kind == ScanPhase::Kind::DownSweep;
            phaseRounds.push_back(level ? (phase.elements + s.wg - 1) / s.wg : 1);
        }
        c.info = {
            {"n", s.n},
            {"pad", s.pad},
            {"local_words", s.localWords},
            {"scans_per_launch", reps},
            {"trace_complete", true},
            {"loop",
             {{"first_step", phases.front().steps}, {"end_step", phases.back().firstStep}, {"scale", kReps}}},
            {"counted_bytes", c.bytesRead + c.bytesWritten},
            {"launch_groups", launchGroups},
            {"units", device.computeUnits()},
            {"barrier_phases", kReps * barriersPerScan + 1},
            // Its phases are a Blelloch scan's levels: the probe local.phases times that shape (2 x wg words,
            // the default n = 512 at wg 256) as scan_phase_ns_<wg>.
            {"phase_shape", "scan"},
            {"phase_steps", phaseSteps},
            {"phase_rounds", phaseRounds},
            {"bytes_counted", "the global copy in and out; the local scan's accesses are in the trace"}};
        return prepareKernelRun(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const Shape s = shape(params);
        if (s.localWords * 4 > kHostLocalMemBytes)
            throw Error(ErrorKind::InvalidParameter, "scan.padding needs more local memory than a typical GPU");
        const uint64_t g = traceGroupCount(~uint64_t(0), groups);
        const std::vector<ScanPhase> phases = scanPhases(s.n, s.wg);
        std::vector<TraceRecord> records;
        records.reserve(g * accessesPerScan(s.n));
        auto local = [&](uint64_t group, uint64_t lid, uint64_t step, AccessKind kind, uint64_t i) {
            records.push_back(hostRecord(group, lid, s.wg, step, Space::Local, 2, kind, scanIndex(i, s.pad)));
        };
        for (uint64_t group = 0; group < g; ++group) {
            for (const ScanPhase& phase : phases) {
                const uint32_t per = phase.kind == ScanPhase::Kind::UpSweep     ? 3
                                     : phase.kind == ScanPhase::Kind::DownSweep ? 4
                                                                                : 1;
                for (uint64_t lid = 0; lid < s.wg; ++lid) {
                    for (uint64_t r = 0; r * per < phase.steps; ++r) {
                        const uint64_t e = lid + r * s.wg;
                        const uint64_t step = phase.firstStep + r * per;
                        const uint64_t ai = uint64_t(phase.offset) * (2 * e + 1) - 1;
                        const uint64_t bi = uint64_t(phase.offset) * (2 * e + 2) - 1;
                        switch (phase.kind) {
                        case ScanPhase::Kind::Load:
                            if (e < s.n) {
                                records.push_back(hostRecord(group, lid, s.wg, step, Space::Global, 0,
                                                             AccessKind::Read, group * s.n + e));
                                local(group, lid, step, AccessKind::Write, e);
                            }
                            break;
                        case ScanPhase::Kind::UpSweep:
                            if (e < phase.elements) {
                                local(group, lid, step, AccessKind::Read, ai);
                                local(group, lid, step + 1, AccessKind::Read, bi);
                                local(group, lid, step + 2, AccessKind::Write, bi);
                            }
                            break;
                        case ScanPhase::Kind::Clear:
                            if (lid == 0)
                                local(group, lid, step, AccessKind::Write, s.n - 1);
                            break;
                        case ScanPhase::Kind::DownSweep:
                            if (e < phase.elements) {
                                local(group, lid, step, AccessKind::Read, ai);
                                local(group, lid, step + 1, AccessKind::Read, bi);
                                local(group, lid, step + 2, AccessKind::Write, ai);
                                local(group, lid, step + 3, AccessKind::Write, bi);
                            }
                            break;
                        case ScanPhase::Kind::Store:
                            if (e < s.n) {
                                local(group, lid, step, AccessKind::Read, e);
                                records.push_back(hostRecord(group, lid, s.wg, step, Space::Global, 1,
                                                             AccessKind::Write, group * s.n + e));
                            }
                            break;
                        }
                    }
                }
            }
        }
        return finishHostTrace(std::move(records), {"in", "out", "temp"}, uint32_t(s.wg), 0, uint32_t(g));
    }

private:
    struct Shape {
        uint64_t n, pad, wg, localWords;
    };

    static Shape shape(const ParamSet& params)
    {
        Shape s;
        s.n = uint64_t(params.integer("n"));
        s.pad = uint64_t(params.integer("pad"));
        s.wg = uint64_t(params.integer("wg"));
        s.localWords = s.n + (s.pad ? s.n / s.pad : 0);
        return s;
    }

    // Local and global accesses of one group's scan: 2n copy in, 3(n-1) up, 1 clear, 4(n-1) down, 2n out.
    static uint64_t accessesPerScan(uint64_t n) { return 4 * n + 7 * (n - 1) + 1; }
};

} // namespace

COALESCE_LESSON_OF(scanPaddingLesson, ScanPaddingLesson())

} // namespace coalesce
