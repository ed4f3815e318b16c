// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson atomics.contention (kernels/atomics_contention.cl): a histogram of pseudo-random words built with
// global atomics on few or many bins, or pre-reduced in local memory with one global atomic per bin per group.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>

namespace coalesce {

namespace {

constexpr uint32_t kItems = 32;     // input words per work-item in a timed launch
constexpr uint32_t kTraceItems = 8; // ... in a traced launch
constexpr int64_t kMaxBins = 65536;
constexpr uint64_t kSeed = 0xA70C1C5ull;

// The launch: everything the kernel, the reference and the host trace share.
struct AtomicsConfig {
    uint64_t bins = 256;
    bool local = false;
    uint64_t wg = 256;
    uint64_t groups = 1;
    uint32_t items = kItems;

    uint64_t globalSize() const { return groups * wg; }
    uint64_t inputWords() const { return globalSize() * items; }
    uint64_t zeroSteps() const { return local ? (bins + wg - 1) / wg : 0; }
    std::string kernelName() const { return local ? "atomic_local" : "atomic_global"; }
    std::string options() const
    {
        return "-DBINS=" + std::to_string(bins) + " -DITEMS=" + std::to_string(items) +
               (local ? " -DLOCAL_HIST" : "");
    }
};

uint32_t binOf(uint32_t x, uint64_t bins)
{
    return uint32_t((uint64_t(x) * bins) >> 32); // mul_hi(x, bins)
}

AtomicsConfig makeConfig(const ParamSet& params, uint32_t items)
{
    const std::string method = params.text("method");
    if (method != "global" && method != "local")
        throw Error(ErrorKind::InvalidParameter,
                    "method=" + method + " is not allowed; allowed: global, local");
    AtomicsConfig c;
    c.bins = uint64_t(params.integer("bins"));
    c.local = method == "local";
    c.wg = uint64_t(params.integer("wg"));
    c.items = items;
    return c;
}

void checkLocalBins(const AtomicsConfig& c, uint64_t localMem, const std::string& where)
{
    if (c.local && c.bins * 4 > localMem)
        throw Error(ErrorKind::InvalidParameter,
                    "method=local with " + std::to_string(c.bins) + " bins needs " + bytesText(c.bins * 4) +
                        " of local memory per work-group but " + where + " has " + bytesText(localMem));
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const AtomicsConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = kernelRun1d("atomics.contention", "atomics_contention.cl", c.kernelName(),
                                      c.options(), c.globalSize(), c.wg);
    run.inputBytes = c.inputWords() * 4;
    run.inputSeed = kSeed;
    run.sharedInput = !options.trace;
    run.outputBytes = c.bins * 4;
    run.zeroOutput = true; // the bins accumulate
    run.bufferNames = {"in", "hist", "lh"};
    run.traceRecords = c.groups * (2 * c.wg * c.items + 3 * c.bins);
    run.bytesRead = c.inputWords() * 4;
    run.bytesWritten = c.bins * 4;
    run.reference = [c](const uint32_t* in, uint32_t* out) {
        for (uint64_t i = 0; i < c.inputWords(); ++i)
            ++out[binOf(in[i], c.bins)];
    };
    const uint64_t updates = c.local ? c.groups * c.bins : c.inputWords();
    run.info = {{"items_per_work_item", c.items},
                {"bins", c.bins},
                {"method", c.local ? "local" : "global"},
                {"global_atomics", updates},
                {"local_atomics", c.local ? c.inputWords() : 0},
                {"bytes_counted", "read: the input words; written: the histogram (the atomics' traffic is not "
                                  "counted, so GB/s compares the methods by input processed)"},
                {"pattern", "step t: x = in[t*global_size + gid], bin = mul_hi(x, bins); global: "
                            "atomic_inc(hist[bin]); local: zero steps 0..Z-1, atomic_inc(lh[bin]) at Z+t, then "
                            "hist[i] += lh[i] for i = lid, lid+wg, ... at Z+items+f"}};
    return prepareKernelRun(device, std::move(run), options);
}

class AtomicsContentionLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "atomics.contention",
            "Atomic contention",
            "atomics",
            "A histogram of pseudo-random words: every work-item adds its words to `bins` global counters with "
            "atomic_inc, or first to a sub-histogram in local memory, then one global atomic_add per bin per "
            "work-group. Atomics on one address are served one after another: with one bin the whole device "
            "waits on one counter; more bins, or the local pre-reduction, spread the updates.",
            "002 §7.3, 003",
            "atomics.contention",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("bins", 1, kMaxBins, 256, "histogram bins (distinct addresses the atomics hit)",
                             "bins", true),
                choiceParam("method", {"global", "local"}, "global",
                            "global: one global atomic per word; local: a local sub-histogram, then one global "
                            "atomic per bin per work-group"),
                workGroupParam()};
    }

    std::string defaultSweep() const override { return "bins=1..4096:*4"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        AtomicsConfig c = makeConfig(params, options.trace ? kTraceItems : kItems);
        checkDeviceWorkGroup(device, c.wg);
        checkLocalBins(c, device.localMemSize(), device.label());
        c.groups = options.trace ? std::max(1u, options.traceGroups) : onChipGroups(device);
        checkBufferSize(device, c.inputWords() * 4, "the input");
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        AtomicsConfig c = makeConfig(params, kTraceItems);
        checkLocalBins(c, kHostLocalMemBytes, "a typical GPU");
        c.groups = std::max(1u, groups);
        std::vector<uint8_t> input(c.inputWords() * 4);
        fillPseudoRandom(input.data(), input.size(), kSeed);
        auto word = [&](uint64_t i) {
            uint32_t x;
            std::memcpy(&x, input.data() + i * 4, 4);
            return x;
        };
        const uint64_t z = c.zeroSteps();
        std::vector<TraceRecord> records;
        for (uint64_t g = 0; g < c.groups; ++g) {
            for (uint64_t lid = 0; lid < c.wg; ++lid) {
                auto add = [&](uint64_t step, Space space, uint8_t buffer, AccessKind kind, uint64_t word,
                               AtomicOp op = AtomicOp::None) {
                    records.push_back(hostRecord(g, lid, c.wg, step, space, buffer, kind, word, op));
                };
                const uint64_t gid = g * c.wg + lid;
                uint64_t step = 0;
                for (uint64_t i = lid; c.local && i < c.bins; i += c.wg, ++step)
                    add(step, Space::Local, 2, AccessKind::Write, i);
                for (uint64_t t = 0; t < c.items; ++t) {
                    const uint64_t at = t * c.globalSize() + gid;
                    add(z + t, Space::Global, 0, AccessKind::Read, at);
                    add(z + t, c.local ? Space::Local : Space::Global, c.local ? 2 : 1, AccessKind::Atomic,
                        binOf(word(at), c.bins), AtomicOp::Inc);
                }
                step = z + c.items;
                for (uint64_t i = lid; c.local && i < c.bins; i += c.wg, ++step) {
                    add(step, Space::Local, 2, AccessKind::Read, i);
                    add(step, Space::Global, 1, AccessKind::Atomic, i, AtomicOp::Add);
                }
            }
        }
        return finishHostTrace(std::move(records), {"in", "hist", "lh"}, uint32_t(c.wg), 0, uint32_t(c.groups));
    }
};

} // namespace

COALESCE_LESSON_OF(atomicsContentionLesson, AtomicsContentionLesson())

} // namespace coalesce
