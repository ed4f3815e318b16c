// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson transfer.zerocopy: the host fills N bytes and a kernel reads them (kernels/transfer_read.cl), with
// the input reaching the device by a write-buffer copy, a map of ALLOC_HOST_PTR or USE_HOST_PTR, a new
// COPY_HOST_PTR buffer, or coarse- / fine-grain SVM. Timed on both clocks: the kernel's profiling event and the
// host's wall clock around the whole cycle (TimingMethod::Both).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 16;
constexpr uint64_t kItem = 16; // bytes of a uint4
constexpr uint64_t kMiB = uint64_t(1) << 20;
constexpr uint64_t kGpuDefaultSize = 256 * kMiB;
constexpr uint64_t kCpuDefaultSize = 16 * kMiB;
constexpr int64_t kMaxSize = int64_t(16) << 30; // the kernel indexes uint4 with uint
constexpr uint64_t kHostAlign = 4096;           // USE_HOST_PTR: page-aligned, above any base-address alignment

const std::vector<std::string>& modeNames()
{
    static const std::vector<std::string> kModes = {"copy",          "map",        "use_host_ptr",
                                                    "copy_host_ptr", "svm_coarse", "svm_fine"};
    return kModes;
}

enum class Mode { Copy, Map, UseHostPtr, CopyHostPtr, SvmCoarse, SvmFine };

Mode modeOf(const std::string& name)
{
    const auto& names = modeNames();
    const auto at = std::find(names.begin(), names.end(), name);
    if (at == names.end())
        throw Error(ErrorKind::InvalidParameter, "unknown mode " + name);
    return Mode(at - names.begin());
}

// The word the host writes at index i in the cycle with this key (cheap, so the fill is the same small cost in
// every mode; a new key per cycle, so stale data fails validation).
inline uint32_t fillWord(uint64_t i, uint32_t key)
{
    return uint32_t(i) * 0x9E3779B9u ^ key;
}

void fillCycle(uint8_t* data, uint64_t bytes, uint32_t key)
{
    auto* words = reinterpret_cast<uint32_t*>(data);
    parallelFor(bytes / 4, uint64_t(1) << 20, [&](uint64_t begin, uint64_t end) {
        for (uint64_t i = begin; i < end; ++i)
            words[i] = fillWord(i, key);
    });
}

struct TransferConfig {
    Mode mode = Mode::Copy;
    std::string modeName;
    uint64_t size = 0; // bytes the host fills
    uint64_t wg = 256;
    uint64_t n = 0; // work-items of the timed launch; reads n * kSteps uint4
    std::string options;
};

TransferConfig transferConfig(const ParamSet& params)
{
    TransferConfig c;
    c.modeName = params.text("mode");
    c.mode = modeOf(c.modeName);
    c.size = uint64_t(params.integer("size"));
    c.wg = uint64_t(params.integer("wg"));
    c.n = c.size / (kItem * kSteps) / c.wg * c.wg;
    if (c.n == 0)
        throw Error(ErrorKind::InvalidParameter, "size=" + bytesText(c.size) +
                                                     " is too small for wg=" + std::to_string(c.wg) +
                                                     ": it needs at least " + bytesText(kItem * kSteps * c.wg) +
                                                     " (" + std::to_string(kSteps) + " uint4 per work-item)");
    c.options = "-DSTEPS=" + std::to_string(kSteps);
    return c;
}

cl_device_svm_capabilities svmCapabilities(DeviceContext& device)
{
    try {
        const std::string version = device.device().getInfo<CL_DEVICE_VERSION>(); // "OpenCL 3.0 ..."
        if (version.size() < 8 || version.compare(0, 7, "OpenCL ") != 0 || version[7] < '2')
            return 0;
        return device.device().getInfo<CL_DEVICE_SVM_CAPABILITIES>();
    } catch (const cl::Error&) {
        return 0; // an OpenCL 3.0 device without SVM may refuse the query
    }
}

void checkSupport(DeviceContext& device, const TransferConfig& c)
{
    const cl_device_svm_capabilities caps =
        (c.mode == Mode::SvmCoarse || c.mode == Mode::SvmFine) ? svmCapabilities(device) : 0;
    if (c.mode == Mode::SvmCoarse && !(caps & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER))
        throw Error(ErrorKind::Unsupported,
                    "mode=svm_coarse needs coarse-grain buffer SVM (OpenCL 2.0), which " + device.label() +
                        " does not support");
    if (c.mode == Mode::SvmFine && !(caps & CL_DEVICE_SVM_FINE_GRAIN_BUFFER))
        throw Error(ErrorKind::Unsupported, "mode=svm_fine needs fine-grain buffer SVM "
                                            "(CL_DEVICE_SVM_FINE_GRAIN_BUFFER), which " +
                                                device.label() + " does not support");
}

struct AlignedFree {
    void operator()(uint8_t* p) const { std::free(p); }
};

class TransferRun : public PreparedRun {
public:
    TransferRun(DeviceContext& device, TransferConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const TransferConfig& c = m_config;
        m_items = c.n;
        if (options.trace)
            m_items = std::min<uint64_t>(c.n, uint64_t(std::max(1u, options.traceGroups)) * c.wg);
        m_kernel = buildKernel(device, "transfer_read.cl", "host_filled_read", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "host_filled_read", c.wg);
        m_compiler = measuredCompilerReport(device, "transfer_read.cl", "host_filled_read", c.options);
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputBytes(), "output");
        allocateInput();
        clCall("setting the arguments of host_filled_read", device.label(), [&] {
            bindInput();
            m_kernel.setArg(1, m_output);
            m_kernel.setArg(2, cl_uint(c.n));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_items * (kSteps + 1) + 64);
            m_trace.attach(m_kernel, 3);
        }
    }

    ~TransferRun() override
    {
        if (m_svm) {
            clFinish(m_device.queue()()); // no kernel may still read it; errors cannot be reported here
            clSVMFree(m_device.context()(), m_svm);
        }
    }
    TransferRun(const TransferRun&) = delete;
    TransferRun& operator=(const TransferRun&) = delete;

    cl::Event launch(cl::CommandQueue& queue) override
    {
        m_key = uint32_t(++m_cycle) * 0x85EBCA6Bu + 0x2545F491u;
        clCall("filling the input (" + m_config.modeName + ")", m_device.label(), [&] {
            fillInput(queue);
            return 0;
        });
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching host_filled_read", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_items)),
                                       cl::NDRange(size_t(m_config.wg)), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, outputBytes()); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, outputBytes());
        const uint64_t pitchWords = m_config.n * 4;
        auto expected = [&](uint64_t g, uint8_t* out) {
            uint32_t words[4];
            for (uint32_t c = 0; c < 4; ++c) {
                uint32_t acc = 0;
                for (uint64_t s = 0; s < kSteps; ++s)
                    acc ^= fillWord(g * 4 + s * pitchWords + c, m_key);
                words[c] = acc;
            }
            std::memcpy(out, words, sizeof words);
        };
        Validation v = compareGenerated(got.data(), m_items, 4, 4, 1 << 14, expected);
        if (m_cycle == 0) {
            v.passed = false;
            v.firstMismatch = "the input was never filled";
        }
        return v;
    }

    uint64_t bytesRead() const override { return m_items * kSteps * kItem; }
    uint64_t bytesWritten() const override { return outputBytes(); }

    Json launchInfo() const override
    {
        const TransferConfig& c = m_config;
        Json info{{"kernel", "host_filled_read"},
                  {"file", "transfer_read.cl"},
                  {"build_options", c.options},
                  {"mode", c.modeName},
                  {"global_size", m_items},
                  {"local_size", c.wg},
                  {"groups", m_items / c.wg},
                  {"steps", kSteps},
                  {"host_fill_bytes", c.size},
                  {"input_bytes", c.size},
                  {"output_bytes", outputBytes()},
                  {"traced", m_trace.active()},
                  {"pattern", "the host fills the input (" + c.modeName +
                                  "); step s, work-item g reads uint4 in[g + s*n]; writes out[g] at step " +
                                  std::to_string(kSteps)}};
        // A write-buffer copy (or a new COPY_HOST_PTR buffer) just before the launch: the model adds the
        // measured cost of a kernel right after one (probe transfer.copy) to the full launch's time (its bytes
        // read and written, also where this run is a trace of a few work-groups).
        if (c.mode == Mode::Copy || c.mode == Mode::CopyHostPtr)
            info["host_copy"] = {{"counted_bytes", c.n * (kSteps + 1) * kItem}};
        if (!m_compiler.is_null())
            info["compiler"] = m_compiler;
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("transfer.zerocopy");
        return m_trace.read(queue, {"in", "out"}, uint32_t(m_config.wg), uint32_t(m_items / m_config.wg));
    }

private:
    uint64_t outputBytes() const { return m_items * kItem; }

    void allocateHost()
    {
        const uint64_t bytes = (m_config.size + kHostAlign - 1) / kHostAlign * kHostAlign;
        m_host.reset(static_cast<uint8_t*>(std::aligned_alloc(kHostAlign, bytes)));
        if (!m_host)
            throw Error(ErrorKind::Unsupported, "cannot allocate " + bytesText(bytes) + " of host memory");
    }

    void allocateInput()
    {
        const TransferConfig& c = m_config;
        const std::string label = m_device.label();
        cl::Context& context = m_device.context();
        switch (c.mode) {
        case Mode::Copy:
            allocateHost();
            m_input = makeBuffer(m_device, CL_MEM_READ_ONLY, c.size, "input");
            break;
        case Mode::Map:
            m_input = makeBuffer(m_device, CL_MEM_READ_ONLY | CL_MEM_ALLOC_HOST_PTR, c.size, "input");
            break;
        case Mode::UseHostPtr:
            allocateHost();
            m_input = clCall("creating a USE_HOST_PTR buffer", label, [&] {
                return cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, size_t(c.size),
                                  m_host.get());
            });
            break;
        case Mode::CopyHostPtr:
            allocateHost();
            fillCycle(m_host.get(), c.size, 0);
            newCopyHostPtrBuffer();
            break;
        case Mode::SvmCoarse:
        case Mode::SvmFine: {
            const cl_svm_mem_flags flags =
                CL_MEM_READ_ONLY | (c.mode == Mode::SvmFine ? CL_MEM_SVM_FINE_GRAIN_BUFFER : 0);
            m_svm = clSVMAlloc(context(), flags, size_t(c.size), 0);
            if (!m_svm)
                throw Error(ErrorKind::Unsupported,
                            "clSVMAlloc of " + bytesText(c.size) + " failed on " + label);
            break;
        }
        }
    }

    void newCopyHostPtrBuffer()
    {
        m_input = clCall("creating a COPY_HOST_PTR buffer", m_device.label(), [&] {
            return cl::Buffer(m_device.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                              size_t(m_config.size), m_host.get());
        });
    }

    void bindInput()
    {
        if (m_svm) {
            const cl_int err = clSetKernelArgSVMPointer(m_kernel(), 0, m_svm);
            if (err != CL_SUCCESS)
                throw cl::Error(err, "clSetKernelArgSVMPointer");
        } else {
            m_kernel.setArg(0, m_input);
        }
    }

    // The host side of one cycle: fill N bytes and make them visible to the device.
    void fillInput(cl::CommandQueue& queue)
    {
        const uint64_t bytes = m_config.size;
        switch (m_config.mode) {
        case Mode::Copy:
            fillCycle(m_host.get(), bytes, m_key);
            queue.enqueueWriteBuffer(m_input, CL_TRUE, 0, size_t(bytes), m_host.get());
            break;
        case Mode::Map:
        case Mode::UseHostPtr: {
            void* p =
                queue.enqueueMapBuffer(m_input, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, size_t(bytes));
            fillCycle(static_cast<uint8_t*>(p), bytes, m_key);
            queue.enqueueUnmapMemObject(m_input, p);
            break;
        }
        case Mode::CopyHostPtr:
            fillCycle(m_host.get(), bytes, m_key);
            newCopyHostPtrBuffer();
            m_kernel.setArg(0, m_input);
            break;
        case Mode::SvmCoarse: {
            cl_int err = clEnqueueSVMMap(queue(), CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, m_svm, size_t(bytes),
                                         0, nullptr, nullptr);
            if (err != CL_SUCCESS)
                throw cl::Error(err, "clEnqueueSVMMap");
            fillCycle(static_cast<uint8_t*>(m_svm), bytes, m_key);
            err = clEnqueueSVMUnmap(queue(), m_svm, 0, nullptr, nullptr);
            if (err != CL_SUCCESS)
                throw cl::Error(err, "clEnqueueSVMUnmap");
            break;
        }
        case Mode::SvmFine:
            // Fine grain: no map; the launch below is the synchronisation point.
            fillCycle(static_cast<uint8_t*>(m_svm), bytes, m_key);
            break;
        }
    }

    DeviceContext& m_device;
    TransferConfig m_config;
    uint64_t m_items = 0;
    uint64_t m_cycle = 0;
    uint32_t m_key = 0;
    cl::Kernel m_kernel;
    Json m_compiler; ///< the compiler's report on the measured build (compilerReport), or null
    std::unique_ptr<uint8_t, AlignedFree> m_host;
    cl::Buffer m_input;
    void* m_svm = nullptr;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

class TransferLesson : public Lesson {
public:
    TransferLesson()
    {
        m_info = {
            "transfer.zerocopy",
            "Copy, map, host pointers and SVM",
            "transfer",
            "The host fills N bytes and a kernel reads them once. The input reaches the device by a "
            "write-buffer copy, a map of an ALLOC_HOST_PTR or USE_HOST_PTR buffer, a new COPY_HOST_PTR "
            "buffer, or coarse- / fine-grain SVM. The host wall time of the whole cycle and the kernel's own "
            "time are measured separately: zero copy saves the copy where host and device share memory, "
            "and makes the kernel read across the bus where they do not.",
            "002",
            "transfer.zerocopy",
            2,
            true,
            TimingMethod::Both,
            ValidationMethod::HostReference};
    }

    const LessonInfo& info() const override { return m_info; }

    std::vector<ParamSpec> params() const override
    {
        return {
            choiceParam("mode", modeNames(), "copy",
                        "how the input reaches the device: copy (write buffer), map (ALLOC_HOST_PTR), "
                        "use_host_ptr, copy_host_ptr (a new buffer per cycle), svm_coarse, svm_fine"),
            workGroupParam(),
            sizeParam("size", 4096, kMaxSize, int64_t(kCpuDefaultSize),
                      "bytes the host fills and the kernel reads per cycle (default 256M on a GPU within its "
                      "buffer limit, 16M on a CPU)")};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device && !device->isCpu()) {
            const uint64_t size = std::min(kGpuDefaultSize, device->bufferLimit() / kMiB * kMiB);
            setParam(set, params(), "size", int64_t(std::max(size, kMiB)));
        }
        return set;
    }

    std::string defaultSweep() const override
    {
        return "mode=copy,map,use_host_ptr,copy_host_ptr,svm_coarse,svm_fine";
    }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        TransferConfig c = transferConfig(params);
        checkBufferSize(device, c.size, "size");
        checkDeviceWorkGroup(device, c.wg);
        checkSupport(device, c);
        return std::make_unique<TransferRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const TransferConfig c = transferConfig(params);
        const uint64_t items = std::min<uint64_t>(c.n, uint64_t(std::max(1u, groups)) * c.wg);
        Trace trace;
        trace.records.reserve(items * (kSteps + 1));
        auto record = [&](uint64_t g, uint32_t step, uint8_t buffer, AccessKind kind, uint64_t item) {
            TraceRecord r;
            r.globalId = uint32_t(g);
            r.localId = uint32_t(g % c.wg);
            r.groupId = uint32_t(g / c.wg);
            r.step = step;
            r.space = Space::Global;
            r.buffer = buffer;
            r.kind = kind;
            r.byteOffset = item * kItem;
            r.size = uint32_t(kItem);
            trace.records.push_back(r);
        };
        for (uint64_t g = 0; g < items; ++g) {
            for (uint32_t s = 0; s < kSteps; ++s)
                record(g, s, 0, AccessKind::Read, g + s * c.n);
            record(g, kSteps, 1, AccessKind::Write, g);
        }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out"};
        trace.workGroupSize = uint32_t(c.wg);
        trace.groups = uint32_t(items / c.wg);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }

private:
    LessonInfo m_info;
};

} // namespace

COALESCE_LESSON_OF(transferZeroCopyLesson, TransferLesson())

} // namespace coalesce
