// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson global.dtype (kernels/global_dtype.cl): contiguous reads of uchar, ushort, half, uint, float,
// ulong and double at an equal element count, and of uchar packed into 4- and 16-byte loads.
#include "core/lessons/lessons.h"
#include "core/lessons/streamcommon.h"

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 4;
constexpr uint64_t kSeed = 0xD7E5EEDull;
constexpr int64_t kCpuElements = int64_t(4) << 20;
constexpr uint64_t kGpuElements = uint64_t(256) << 20;

// A type of the lesson: an element type, or uchar packed `pack` to a load.
struct DtypeChoice {
    std::string name;         // "uchar", "half", "uchar16"
    std::string scalar;       // OpenCL element type
    uint32_t elemBytes;       // sizeof the element
    std::string unsignedName; // unsigned integer type of an element
    bool isFloat;             // needs an as_* bit cast
    uint32_t pack;            // elements per load
    bool fp64;
    bool fp16;
};

const std::vector<DtypeChoice>& choices()
{
    static const std::vector<DtypeChoice> kChoices = {
        {"uchar", "uchar", 1, "uchar", false, 1, false, false},
        {"ushort", "ushort", 2, "ushort", false, 1, false, false},
        {"half", "half", 2, "ushort", true, 1, false, true},
        {"uint", "uint", 4, "uint", false, 1, false, false},
        {"float", "float", 4, "uint", true, 1, false, false},
        {"ulong", "ulong", 8, "ulong", false, 1, false, false},
        {"double", "double", 8, "ulong", true, 1, true, false},
        {"uchar4", "uchar", 1, "uchar", false, 4, false, false},
        {"uchar16", "uchar", 1, "uchar", false, 16, false, false},
    };
    return kChoices;
}

std::vector<std::string> choiceNames()
{
    std::vector<std::string> names;
    for (const DtypeChoice& c : choices())
        names.push_back(c.name);
    return names;
}

const DtypeChoice& choice(const std::string& name)
{
    for (const DtypeChoice& c : choices())
        if (c.name == name)
            return c;
    throw Error(ErrorKind::InvalidParameter, "type=" + name + " is not a type of global.dtype");
}

struct DtypeConfig {
    DtypeChoice type;
    uint64_t elements = 0;
    uint64_t wg = 256;
    uint64_t itemBytes = 0; // elemBytes * pack
    uint64_t n = 0;         // work-items
    bool wideIndex = false;
    std::string options;

    uint64_t inputBytes() const { return elements * type.elemBytes; }
    // Step s of work-item g reads item s*n + g.
    auto readOffset() const
    {
        return [itemBytes = itemBytes, n = n](uint64_t g, uint32_t s) { return (g + s * n) * itemBytes; };
    }
};

DtypeConfig makeConfig(const ParamSet& params)
{
    DtypeConfig c;
    c.type = choice(params.text("type"));
    c.elements = uint64_t(params.integer("elements"));
    c.wg = uint64_t(params.integer("wg"));
    c.itemBytes = uint64_t(c.type.elemBytes) * c.type.pack;
    c.n = c.elements / c.type.pack / kSteps / c.wg * c.wg;
    if (c.n == 0)
        throw Error(ErrorKind::InvalidParameter, "elements=" + std::to_string(c.elements) +
                                                     " is too few for type=" + c.type.name +
                                                     " wg=" + std::to_string(c.wg) + ": it needs at least " +
                                                     std::to_string(uint64_t(kSteps) * c.type.pack * c.wg) +
                                                     " (" + std::to_string(kSteps) + " steps of wg items)");
    c.wideIndex = c.n * kSteps >= (uint64_t(1) << 32);
    const std::string u = c.type.pack > 1 ? "uchar" + std::to_string(c.type.pack) : c.type.unsignedName;
    c.options = "-DTYPE=" + c.type.scalar + " -DUTYPE=" + u + " -DPACK=" + std::to_string(c.type.pack) +
                " -DAS_U=" + (c.type.isFloat ? "as_" + u : std::string()) +
                " -DIDX=" + (c.wideIndex ? "ulong" : "uint") + " -DSTEPS=" + std::to_string(kSteps) +
                (c.type.fp64 ? " -DFP64" : "") + (c.type.fp16 ? " -DFP16" : "");
    return c;
}

std::unique_ptr<PreparedRun> prepareRun(DeviceContext& device, const DtypeConfig& c,
                                        const PrepareOptions& options)
{
    KernelRunConfig run = stream::streamRun("global.dtype", "global_dtype.cl", "typed_read", c.options, c.n,
                                            c.wg, options, kSteps + 1);
    const uint64_t items = run.global[0];
    run.inputBytes = c.inputBytes();
    run.inputSeed = kSeed;
    run.outputBytes = items * c.itemBytes;
    run.args = {KernelArg(c.n, c.wideIndex)};
    run.bytesRead = items * kSteps * c.itemBytes;
    run.bytesWritten = run.outputBytes;
    run.check = stream::xorReadCheck(items, kSteps, uint32_t(c.itemBytes), c.type.elemBytes, c.readOffset());
    run.info = {{"steps", kSteps},
                {"element_type", c.type.scalar},
                {"pack", c.type.pack},
                {"item_bytes", c.itemBytes},
                {"elements_read", items * kSteps * c.type.pack},
                {"input_bytes", c.inputBytes()},
                {"output_bytes", run.outputBytes},
                {"pattern", "step s, work-item g reads item in[s*n + g]; writes out[g] at step " +
                                std::to_string(kSteps)}};
    return prepareKernelRun(device, std::move(run), options);
}

class DtypeLesson : public Lesson {
public:
    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "global.dtype",
            "Element size and packing",
            "global",
            "The same number of elements read contiguously as uchar, ushort, half, uint, float, ulong or "
            "double, and as uchar packed into 4- and 16-byte loads. Small scalar elements make small requests: "
            "the segments are used fully, but a GPU is then bound by its load rate; packing restores wide "
            "requests at equal bytes.",
            "002 §7.2.2-7.2.4, 004",
            "global.dtype",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {
            choiceParam("type", choiceNames(), "float",
                        "element type; uchar4 and uchar16 load 4 or 16 uchar at once (one aligned uchar4 or "
                        "uchar16 item); half needs cl_khr_fp16, double cl_khr_fp64"),
            workGroupParam(),
            integerParam("elements", 4096, int64_t(1) << 34, kCpuElements,
                         "elements read per launch, equal for every type (default 256 Mi on a GPU within "
                         "its buffer limit, 4 Mi on a CPU)",
                         "elements", true)};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device) {
            // The widest type (8 bytes) must fit the buffer limit.
            const uint64_t bytes = stream::scaledSize(device, kGpuElements * 8, uint64_t(kCpuElements) * 8);
            setParam(set, params(), "elements", int64_t(bytes / 8));
        }
        return set;
    }

    std::string defaultSweep() const override
    {
        return "type=uchar,ushort,half,uint,float,ulong,double,uchar4,uchar16";
    }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const DtypeConfig c = makeConfig(params);
        stream::checkTypeSupport(device, c.type.fp64, c.type.fp16);
        checkBufferSize(device, c.inputBytes(), "the input (elements x sizeof(" + c.type.scalar + "))");
        checkDeviceWorkGroup(device, c.wg);
        return prepareRun(device, c, options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const DtypeConfig c = makeConfig(params);
        return stream::xorReadTrace(stream::traceItems(c.n, c.wg, groups), c.wg, kSteps, uint32_t(c.itemBytes),
                                    c.readOffset());
    }
};

} // namespace

COALESCE_LESSON_OF(globalDtypeLesson, DtypeLesson())

} // namespace coalesce
