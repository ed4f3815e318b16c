// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons histogram.gpu1 ... histogram.gpu5 (kernels/histogram.cl): seed 003's five kernels of a
// descriptor histogram (nearest centroid, atomic_inc on its bin), corrected, one lesson per kernel.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cfloat>
#include <cstring>
#include <map>
#include <mutex>
#include <utility>

namespace coalesce {

namespace {

constexpr uint32_t kFeatures = 64;      // SURF descriptors have 64 features
constexpr uint32_t kTraceCentroids = 2; // a traced launch compares with 2 centroids (the picture repeats)
constexpr uint64_t kSeed = 0x5EED0003ull;
constexpr int64_t kCpuDescriptors = 4096;
constexpr int64_t kGpuDescriptors = 262144;

struct HistogramConfig {
    int variant = 1;
    uint64_t descriptors = 0;
    uint64_t centroids = 64;
    uint64_t wg = 64;
    /// The measured launch's descriptors and centroids (a traced launch has fewer of both: traceSized).
    uint64_t launchDescriptors = 0;
    uint64_t launchCentroids = 0;

    bool transposed() const { return variant >= 2; }
    bool usesLocal() const { return variant >= 4; }
    uint64_t localBytes() const { return usesLocal() ? kFeatures * wg * 4 : 0; }
    uint64_t centroidBytes() const { return centroids * kFeatures * 4; }
    uint64_t descriptorBytes() const { return descriptors * kFeatures * 4; }
    std::string options() const
    {
        return "-DVARIANT=" + std::to_string(variant) + " -DNFEAT=" + std::to_string(kFeatures) +
               " -DWG=" + std::to_string(wg);
    }
};

// The inputs: descriptor d, feature k and centroid j, feature k as small integers (exact distances).
struct HistogramInputs {
    std::vector<float> descriptors; ///< laid out for the variant (row-major or transposed)
    std::vector<float> centroids;   ///< row-major
    std::vector<uint32_t> membership;
};

float smallValue(uint64_t word, uint32_t shift)
{
    return float((word >> shift) & 15u);
}

// The centroid nearest to a descriptor whose feature k is feature(k) (squared distance; a tie goes to the
// first).
template <class Feature>
uint32_t nearestCentroid(const std::vector<float>& centroids, uint64_t count, Feature feature)
{
    uint32_t best = 0;
    float minDist = FLT_MAX;
    for (uint32_t j = 0; j < count; ++j) {
        float dist = 0.0f;
        for (uint32_t k = 0; k < kFeatures; ++k) {
            const float t = feature(k) - centroids[j * kFeatures + k];
            dist += t * t;
        }
        if (dist < minDist) {
            minDist = dist;
            best = j;
        }
    }
    return best;
}

// Value i of the inputs (descriptors' features, then the centroids'): 4 bits of the seeded stream's word i
// / 16.
float inputValue(uint64_t i)
{
    return smallValue(pseudoRandomWord(kSeed, i / 16), uint32_t(i % 16) * 4);
}

HistogramInputs makeInputs(const HistogramConfig& c)
{
    HistogramInputs in;
    std::vector<uint64_t> words((c.descriptors + c.centroids) * kFeatures / 16 + 1);
    fillPseudoRandom(reinterpret_cast<uint8_t*>(words.data()), words.size() * 8, kSeed);
    auto value = [&](uint64_t i) { return smallValue(words[i / 16], uint32_t(i % 16) * 4); };
    in.descriptors.resize(c.descriptors * kFeatures);
    for (uint64_t d = 0; d < c.descriptors; ++d)
        for (uint32_t k = 0; k < kFeatures; ++k)
            in.descriptors[c.transposed() ? k * c.descriptors + d : d * kFeatures + k] =
                value(d * kFeatures + k);
    in.centroids.resize(c.centroids * kFeatures);
    for (uint64_t i = 0; i < in.centroids.size(); ++i)
        in.centroids[i] = value(c.descriptors * kFeatures + i);
    in.membership.resize(c.descriptors);
    parallelFor(c.descriptors, 256, [&](uint64_t begin, uint64_t end) {
        for (uint64_t d = begin; d < end; ++d)
            in.membership[d] = nearestCentroid(in.centroids, c.centroids, [&](uint32_t k) {
                return in.descriptors[c.transposed() ? k * c.descriptors + d : d * kFeatures + k];
            });
    });
    return in;
}

// The work-items on the busiest bin of a launch of `descriptors` and `centroids` (its inputs are a function of
// the two): what the model's atomic tail needs of the measured launch, which a traced launch is smaller than.
// Worked out once per size and kept (a measured launch's own inputs give it for free: remember).
class HottestBins {
public:
    static uint64_t count(uint64_t descriptors, uint64_t centroids)
    {
        {
            const std::lock_guard<std::mutex> lock(mutex());
            const auto it = known().find({descriptors, centroids});
            if (it != known().end())
                return it->second;
        }
        // Without the launch's inputs (a trace alone): from the seeded stream; a measured launch remembers its
        // exact count.
        return store(descriptors, centroids,
                     busiestFromStream(descriptors, centroids, sampleFor(descriptors, centroids)));
    }
    /// How many descriptors a trace alone classifies: all of them up to 2^22 distances (262144 descriptors x
    /// 16 centroids), else an evenly spaced sample of 2^22 distances but at least 16 descriptors a centroid
    /// on average (the busiest bin of a sample of 4 a centroid came out 23 % high at 65536 x 1024: the
    /// largest of many small counts runs high). A trace of the largest launch (4 M x 1024) stays near a
    /// second and takes little memory.
    static uint64_t sampleFor(uint64_t descriptors, uint64_t centroids)
    {
        return std::min(descriptors, std::max<uint64_t>((uint64_t(1) << 22) / centroids, 16 * centroids));
    }
    /// The busiest bin's work-items from the seeded stream: `sample` evenly spaced descriptors classified and
    /// the count scaled up (all of them, exact, when sample == descriptors).
    static uint64_t busiestFromStream(uint64_t descriptors, uint64_t centroids, uint64_t sample)
    {
        sample = std::clamp<uint64_t>(sample, 1, descriptors);
        std::vector<float> centroidValues(centroids * kFeatures);
        for (uint64_t i = 0; i < centroidValues.size(); ++i)
            centroidValues[i] = inputValue(descriptors * kFeatures + i);
        std::vector<uint32_t> membership(sample);
        parallelFor(sample, 256, [&](uint64_t begin, uint64_t end) {
            for (uint64_t s = begin; s < end; ++s) {
                const uint64_t d = s * descriptors / sample;
                membership[s] = nearestCentroid(centroidValues, centroids,
                                                [&](uint32_t k) { return inputValue(d * kFeatures + k); });
            }
        });
        const uint64_t hottest = hottestCount(membership, centroids);
        return std::min(descriptors, (hottest * descriptors + sample - 1) / sample);
    }
    static uint64_t remember(const HistogramConfig& c, const std::vector<uint32_t>& membership)
    {
        return store(c.descriptors, c.centroids, hottestCount(membership, c.centroids));
    }

private:
    static uint64_t hottestCount(const std::vector<uint32_t>& membership, uint64_t centroids)
    {
        std::vector<uint64_t> counts(centroids, 0);
        for (uint32_t m : membership)
            ++counts[m];
        return counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    }
    static uint64_t store(uint64_t descriptors, uint64_t centroids, uint64_t hottest)
    {
        const std::lock_guard<std::mutex> lock(mutex());
        if (known().size() >= 64)
            known().clear();
        known()[{descriptors, centroids}] = hottest;
        return hottest;
    }
    static std::mutex& mutex()
    {
        static std::mutex m;
        return m;
    }
    static std::map<std::pair<uint64_t, uint64_t>, uint64_t>& known()
    {
        static std::map<std::pair<uint64_t, uint64_t>, uint64_t> k;
        return k;
    }
};

class HistogramRun : public PreparedRun {
public:
    HistogramRun(DeviceContext& device, const HistogramConfig& config, const PrepareOptions& options,
                 const std::string& lessonId)
        : m_device(device), m_c(config), m_lessonId(lessonId)
    {
        m_kernel = buildKernel(device, "histogram.cl", "histogram_gpu", m_c.options(), options.trace);
        checkKernelWorkGroup(device, m_kernel, "histogram_gpu", m_c.wg);
        m_compiler = measuredCompilerReport(device, "histogram.cl", "histogram_gpu", m_c.options());
        m_inputs = makeInputs(m_c);
        if (m_c.descriptors == m_c.launchDescriptors && m_c.centroids == m_c.launchCentroids)
            HottestBins::remember(m_c, m_inputs.membership);
        m_descriptors = makeBuffer(device, CL_MEM_READ_ONLY, m_c.descriptorBytes(), "descriptors");
        m_centroids = makeBuffer(device, CL_MEM_READ_ONLY, m_c.centroidBytes(), "centroids");
        m_hist = makeBuffer(device, CL_MEM_READ_WRITE, m_c.centroids * 4, "histogram");
        clCall("uploading the descriptors and centroids", device.label(), [&] {
            device.queue().enqueueWriteBuffer(m_descriptors, CL_TRUE, 0, m_c.descriptorBytes(),
                                              m_inputs.descriptors.data());
            device.queue().enqueueWriteBuffer(m_centroids, CL_TRUE, 0, m_c.centroidBytes(),
                                              m_inputs.centroids.data());
        });
        clCall("setting the arguments of histogram_gpu", device.label(), [&] {
            m_kernel.setArg(0, m_descriptors);
            m_kernel.setArg(1, m_centroids);
            m_kernel.setArg(2, m_hist);
            m_kernel.setArg(3, cl_uint(m_c.descriptors));
            m_kernel.setArg(4, cl_uint(m_c.centroids));
        });
        if (options.trace) {
            const uint64_t perItem = 2 * kFeatures * (m_c.centroids + 1) + 1;
            m_trace = TraceCapture(device, m_c.descriptors * perItem + 64);
            m_trace.attach(m_kernel, 5);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching histogram_gpu", m_device.label(), [&] {
            queue.enqueueFillBuffer(m_hist, cl_uint(0), 0, size_t(m_c.centroids * 4));
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_c.descriptors)),
                                       cl::NDRange(size_t(m_c.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_hist, m_c.centroids * 4); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_hist, m_c.centroids * 4);
        std::vector<uint32_t> counts(m_c.centroids, 0);
        for (uint32_t m : m_inputs.membership)
            ++counts[m];
        return compareItems(got.data(), reinterpret_cast<const uint8_t*>(counts.data()), m_c.centroids, 4, 1);
    }

    // The loop's reads, from whichever space: a descriptor word and a centroid word per feature and centroid.
    // The same in all five kernels, so GB/s compares them by time.
    uint64_t bytesRead() const override { return m_c.descriptors * m_c.centroids * kFeatures * 8; }
    uint64_t bytesWritten() const override { return m_c.centroids * 4; }

    Json launchInfo() const override
    {
        Json info = baseInfo();
        // GPU4 and GPU5 read only on-chip in their loop (the local tile, the centroids from L1 or the constant
        // cache): the launch-time model times them from the trace, its loop of kTraceCentroids centroids
        // standing for all of them (core/models/launchtime.cpp). GPU1-3 re-read the descriptors from global
        // memory in the loop, past the L1: not declared.
        if (m_c.usesLocal() && m_c.launchCentroids > 0 && m_c.launchDescriptors >= m_c.wg) {
            info["trace_complete"] = true;
            info["loop"] = {{"first_step", kFeatures},
                            {"end_step", kFeatures + m_c.centroids * kFeatures},
                            {"scale", double(m_c.launchCentroids) / double(m_c.centroids)}};
            info["counted_bytes"] = m_c.descriptors * m_c.launchCentroids * kFeatures * 8;
            info["launch_groups"] = m_c.launchDescriptors / m_c.wg;
        }
        const uint64_t units = m_device.computeUnits();
        // The launch's waves of work-groups (core/models/launchtime.cpp: each wave lasts at least a work-item's
        // chain of loads).
        info["units"] = units;
        // GPU1-3 re-read each group's descriptors from global memory once per centroid: the trace's second
        // centroid stands for all but the first, and the resident groups' descriptors decide whether the L2
        // holds them between passes (core/models/l1.cpp rereadL2Hit).
        if (!m_c.usesLocal() && m_c.launchCentroids >= 2 && m_c.launchDescriptors >= m_c.wg)
            info["reread_loop"] = {{"first_step", kFeatures},
                                   {"end_step", 2 * kFeatures},
                                   {"scale", double(m_c.launchCentroids - 1)},
                                   {"groups", m_c.launchDescriptors / m_c.wg},
                                   {"units", units},
                                   // GPU3 loads four descriptor words into a float4 before using any (traced
                                   // at four steps); GPU1 and GPU2 use each load before the next.
                                   {"batch", m_c.variant == 3 ? 4 : 1}};
        // Every variant ends with one atomic_inc per work-item on its centroid's bin, after all its loads: they
        // begin when the first wave's groups are done (core/models/unitceilings.cpp atomicTail), and the
        // busiest bin's follow one another (8 centroids: 27.7 % of the descriptors on one).
        if (m_c.launchDescriptors >= m_c.wg && m_c.launchCentroids > 0) {
            info["atomic_tail"] = {
                {"atomics", m_c.launchDescriptors},
                {"bins", m_c.launchCentroids},
                {"groups", m_c.launchDescriptors / m_c.wg},
                {"group_size", m_c.wg},
                {"local_bytes", m_c.localBytes()},
                {"units", units},
                {"hot_bin_atomics", HottestBins::count(m_c.launchDescriptors, m_c.launchCentroids)},
                {"counted_bytes",
                 m_c.launchDescriptors * m_c.launchCentroids * kFeatures * 8 + m_c.launchCentroids * 4}};
        }
        if (!m_compiler.is_null())
            info["compiler"] = m_compiler;
        return info;
    }

    Json baseInfo() const
    {
        return {{"kernel", "histogram_gpu"},
                {"file", "histogram.cl"},
                {"build_options", m_c.options()},
                {"variant", "GPU" + std::to_string(m_c.variant)},
                {"global_size", m_c.descriptors},
                {"local_size", m_c.wg},
                {"groups", m_c.descriptors / m_c.wg},
                {"features", kFeatures},
                {"centroids", m_c.centroids},
                {"descriptor_layout", m_c.transposed() ? "transposed (feature-major)" : "row-major"},
                {"local_bytes", m_c.localBytes()},
                {"traced", m_trace.active()},
                {"bytes_counted", "read: a descriptor and a centroid word per feature and centroid, from "
                                  "whichever space (the same in all five kernels); written: the histogram"}};
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced(m_lessonId);
        return m_trace.read(queue, {"descriptors", "centroids", "histogram", "desc_local"}, uint32_t(m_c.wg),
                            uint32_t(m_c.descriptors / m_c.wg));
    }

private:
    DeviceContext& m_device;
    HistogramConfig m_c;
    std::string m_lessonId;
    cl::Kernel m_kernel;
    Json m_compiler; ///< the compiler's report on the measured build (compilerReport), or null
    HistogramInputs m_inputs;
    cl::Buffer m_descriptors;
    cl::Buffer m_centroids;
    cl::Buffer m_hist;
    TraceCapture m_trace;
};

struct VariantText {
    const char* title;
    const char* summary;
};

const VariantText kVariants[5] = {
    {"Histogram GPU1: baseline",
     "Seed 003 listing 9.3, corrected: each work-item finds the nearest centroid of one 64-feature descriptor "
     "and "
     "does atomic_inc on its bin. Descriptors are row-major, so the lanes of a request read words 256 bytes "
     "apart: uncoalesced on a GPU, but one contiguous row per work-item on a CPU."},
    {"Histogram GPU2: transposed descriptors",
     "Seed 003 listing 9.4, corrected: the descriptors are transposed (feature-major), so neighbouring "
     "work-items "
     "read neighbouring words: coalesced on a GPU, about 3x slower on a CPU."},
    {"Histogram GPU3: float4", "Seed 003 listing 9.5, corrected (k steps by 4): four transposed features per "
                               "step form a float4, and each "
                               "centroid quad is one 16-byte read."},
    {"Histogram GPU4: descriptors in local memory",
     "Seed 003 listing 9.6, corrected (the loop reads the local tile, not global memory): each work-group "
     "copies "
     "its descriptors into local memory once and computes every distance from there."},
    {"Histogram GPU5: centroids in constant memory",
     "Seed 003 listing 9.7, corrected: GPU4 with the centroids in __constant memory; all lanes read the same "
     "centroid word at a step, which the constant cache broadcasts."},
};

class HistogramLesson : public Lesson {
public:
    explicit HistogramLesson(int variant) : m_variant(variant)
    {
        const VariantText& t = kVariants[variant - 1];
        m_info = {"histogram.gpu" + std::to_string(variant),
                  t.title,
                  "histogram",
                  t.summary,
                  "003 §9.3",
                  "",
                  2,
                  true,
                  TimingMethod::KernelEvents,
                  ValidationMethod::HostReference};
        // The picture opens on what the variant changes: the descriptors' layout (GPU1-3), the local tile
        // (GPU4), the constant centroids (GPU5); the bin update after the loop is the same in all five.
        m_info.teachingBuffer = variant <= 3 ? "descriptors" : variant == 4 ? "desc_local" : "centroids";
    }

    const LessonInfo& info() const override { return m_info; }

    void checkParams(const ParamSet& params) const override { config(params); }

    std::vector<ParamSpec> params() const override
    {
        return {integerParam("descriptors", 64, int64_t(1) << 22, kCpuDescriptors,
                             "descriptors to classify (one work-item each; a multiple of wg)", "descriptors",
                             true),
                integerParam("centroids", 1, 1024, 64, "centroids = histogram bins (64 features each)",
                             "centroids", true),
                integerParam("wg", 1, 1024, 64, "work-items per work-group (the seed uses 64)", "work-items",
                             true)};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device && !device->isCpu())
            setParam(set, params(), "descriptors", kGpuDescriptors);
        return set;
    }

    std::string defaultSweep() const override { return "centroids=8..128:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        HistogramConfig c = config(params);
        checkDeviceWorkGroup(device, c.wg);
        checkBufferSize(device, c.descriptorBytes(), "descriptors");
        if (c.usesLocal())
            checkLocalMemory(device, c.localBytes(), m_info.id + " (wg=" + std::to_string(c.wg) + ")");
        if (m_variant == 5 && c.centroidBytes() > device.maxConstantBufferSize())
            throw Error(ErrorKind::InvalidParameter, m_info.id + " with " + std::to_string(c.centroids) +
                                                         " centroids needs a " + bytesText(c.centroidBytes()) +
                                                         " constant buffer but " + device.label() + " allows " +
                                                         bytesText(device.maxConstantBufferSize()));
        if (options.trace)
            traceSized(c, options.traceGroups);
        return std::make_unique<HistogramRun>(device, c, options, m_info.id);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& profile, uint32_t groups) const override;

private:
    HistogramConfig config(const ParamSet& params) const
    {
        HistogramConfig c;
        c.variant = m_variant;
        c.descriptors = uint64_t(params.integer("descriptors"));
        c.centroids = uint64_t(params.integer("centroids"));
        c.wg = uint64_t(params.integer("wg"));
        c.launchDescriptors = c.descriptors;
        c.launchCentroids = c.centroids;
        if (c.descriptors % c.wg != 0)
            throw Error(ErrorKind::InvalidParameter, "descriptors=" + std::to_string(c.descriptors) +
                                                         " is not a multiple of wg=" + std::to_string(c.wg) +
                                                         " (one work-item per descriptor)");
        return c;
    }

    // A traced launch: `groups` work-groups and kTraceCentroids centroids (the loop's picture repeats).
    static void traceSized(HistogramConfig& c, uint32_t groups)
    {
        c.descriptors = std::min<uint64_t>(c.descriptors, c.wg * std::max(1u, groups));
        c.centroids = std::min<uint64_t>(c.centroids, kTraceCentroids);
    }

    int m_variant;
    LessonInfo m_info;
};

TraceRecord traceRecord(uint64_t gid, uint64_t wg, uint64_t step, Space space, uint8_t buffer, AccessKind kind,
                        uint64_t index, uint32_t size)
{
    TraceRecord r;
    r.globalId = uint32_t(gid);
    r.localId = uint32_t(gid % wg);
    r.groupId = uint32_t(gid / wg);
    r.step = uint32_t(step);
    r.space = space;
    r.buffer = buffer;
    r.kind = kind;
    r.op = kind == AccessKind::Atomic ? AtomicOp::Inc : AtomicOp::None;
    r.byteOffset = index * size;
    r.size = size;
    return r;
}

Trace HistogramLesson::hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/,
                                 uint32_t groups) const
{
    HistogramConfig c = config(params);
    if (c.localBytes() > kHostLocalMemBytes)
        throw Error(ErrorKind::InvalidParameter, m_info.id + " needs " + bytesText(c.localBytes()) +
                                                     " of local memory; a typical GPU has " +
                                                     bytesText(kHostLocalMemBytes));
    if (m_variant == 5 && c.centroidBytes() > kHostConstantBytes)
        throw Error(ErrorKind::InvalidParameter, m_info.id + ": the centroids do not fit a typical GPU's " +
                                                     bytesText(kHostConstantBytes) + " constant buffer");
    // The traced launch's size and inputs (the same as the device's trace launch; they decide the bins).
    traceSized(c, groups);
    const HistogramInputs traced = makeInputs(c);
    const Space centroidSpace = m_variant == 5 ? Space::Constant : Space::Global;
    const uint64_t first = c.usesLocal() ? kFeatures : 0;
    Trace trace;
    for (uint64_t d = 0; d < c.descriptors; ++d) {
        const uint64_t lid = d % c.wg;
        for (uint64_t i = 0; c.usesLocal() && i < kFeatures; ++i) {
            trace.records.push_back(
                traceRecord(d, c.wg, i, Space::Global, 0, AccessKind::Read, i * c.descriptors + d, 4));
            trace.records.push_back(
                traceRecord(d, c.wg, i, Space::Local, 3, AccessKind::Write, i * c.wg + lid, 4));
        }
        for (uint64_t j = 0; j < c.centroids; ++j) {
            const uint64_t s = first + j * kFeatures;
            for (uint64_t k = 0; k < kFeatures; ++k) {
                if (m_variant == 3) {
                    trace.records.push_back(traceRecord(d, c.wg, s + k, Space::Global, 0, AccessKind::Read,
                                                        k * c.descriptors + d, 4));
                    if (k % 4 == 0)
                        trace.records.push_back(traceRecord(d, c.wg, s + k, Space::Global, 1, AccessKind::Read,
                                                            (j * kFeatures + k) / 4, 16));
                    continue;
                }
                if (m_variant == 1)
                    trace.records.push_back(
                        traceRecord(d, c.wg, s + k, Space::Global, 0, AccessKind::Read, d * kFeatures + k, 4));
                else if (m_variant == 2)
                    trace.records.push_back(traceRecord(d, c.wg, s + k, Space::Global, 0, AccessKind::Read,
                                                        k * c.descriptors + d, 4));
                else
                    trace.records.push_back(
                        traceRecord(d, c.wg, s + k, Space::Local, 3, AccessKind::Read, k * c.wg + lid, 4));
                trace.records.push_back(
                    traceRecord(d, c.wg, s + k, centroidSpace, 1, AccessKind::Read, j * kFeatures + k, 4));
            }
        }
        trace.records.push_back(traceRecord(d, c.wg, first + c.centroids * kFeatures, Space::Global, 2,
                                            AccessKind::Atomic, traced.membership[d], 4));
    }
    sortTraceRecords(trace.records);
    trace.bufferNames = {"descriptors", "centroids", "histogram", "desc_local"};
    trace.workGroupSize = uint32_t(c.wg);
    trace.groups = uint32_t(c.descriptors / c.wg);
    trace.baseAddrAlign = kHostBaseAddrAlign;
    return trace;
}

} // namespace

uint64_t histogramBusiestBin(uint64_t descriptors, uint64_t centroids, uint64_t sample)
{
    if (descriptors == 0 || centroids == 0)
        return 0;
    return HottestBins::busiestFromStream(descriptors, centroids,
                                          sample > 0 ? sample : HottestBins::sampleFor(descriptors, centroids));
}

COALESCE_LESSON_OF(histogramGpu1Lesson, HistogramLesson(1))
COALESCE_LESSON_OF(histogramGpu2Lesson, HistogramLesson(2))
COALESCE_LESSON_OF(histogramGpu3Lesson, HistogramLesson(3))
COALESCE_LESSON_OF(histogramGpu4Lesson, HistogramLesson(4))
COALESCE_LESSON_OF(histogramGpu5Lesson, HistogramLesson(5))

} // namespace coalesce
