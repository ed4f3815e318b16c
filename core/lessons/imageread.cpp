// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson image.vs.buffer: the same 2-D read (row, column, 2 x 2 block, bilinear) from an image2d_t and from
// a buffer (kernels/image_read.cl). A device without image support skips source=image with the reason.
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/common.h"
#include "core/lessons/lessons.h"

#include <algorithm>
#include <cstring>
#include <mutex>

namespace coalesce {

namespace {

constexpr uint32_t kSteps = 4;
constexpr uint32_t kTile = 16;  // work-groups of 16 x 16
constexpr uint64_t kPixel = 16; // float4
constexpr uint64_t kSeed = 0x1A6E2D00ull;
constexpr int64_t kCpuDefaultSide = 1024;
constexpr int64_t kGpuDefaultSide = 4096;

enum class Access { Row, Column, Block, Bilinear };

const std::vector<std::string>& accessNames()
{
    static const std::vector<std::string> kNames = {"row", "column", "block", "bilinear"};
    return kNames;
}

struct ImageConfig {
    Access access = Access::Row;
    std::string accessName;
    bool image = true;
    uint64_t n = 0;    // side in pixels
    uint64_t band = 0; // rows per step: n / kSteps
    std::string options;

    // The texels work-item (x, y) reads at step s, in kernel order (image_read.cl).
    template <class F>
    void texels(uint64_t x, uint64_t y, uint32_t s, F&& f) const
    {
        const uint64_t yy = y + s * band;
        switch (access) {
        case Access::Row:
            f(x, yy);
            break;
        case Access::Column:
            f(yy, x);
            break;
        case Access::Block:
        case Access::Bilinear: {
            const uint64_t x1 = std::min(x + 1, n - 1);
            const uint64_t y1 = std::min(yy + 1, n - 1);
            f(x, yy);
            f(x1, yy);
            f(x, y1);
            f(x1, y1);
            break;
        }
        }
    }
};

ImageConfig imageConfig(const ParamSet& params)
{
    ImageConfig c;
    c.accessName = params.text("access");
    const auto& names = accessNames();
    c.access = Access(std::find(names.begin(), names.end(), c.accessName) - names.begin());
    c.image = params.text("source") == "image";
    c.n = uint64_t(params.integer("side"));
    if (c.n % (kTile * kSteps) != 0)
        throw Error(ErrorKind::InvalidParameter, "side=" + std::to_string(c.n) + " is not a multiple of " +
                                                     std::to_string(kTile * kSteps) + " (" +
                                                     std::to_string(kSteps) + " bands of 16 x 16 work-groups)");
    c.band = c.n / kSteps;
    c.options = "-DACCESS=" + std::to_string(int(c.access)) + " -DSTEPS=" + std::to_string(kSteps) +
                (c.image ? " -DIMAGE" : "");
    return c;
}

// Pixel channels hold small integers (0..255): every sum and 0.5 weight in the kernel is exact.
std::vector<float> makePixels(uint64_t n)
{
    std::vector<uint8_t> bytes(n * n * 4);
    fillPseudoRandom(bytes.data(), bytes.size(), kSeed);
    std::vector<float> pixels(bytes.size());
    std::transform(bytes.begin(), bytes.end(), pixels.begin(), [](uint8_t b) { return float(b); });
    return pixels;
}

class ImageRun : public PreparedRun {
public:
    ImageRun(DeviceContext& device, ImageConfig config, const PrepareOptions& options)
        : m_device(device), m_config(std::move(config))
    {
        const ImageConfig& c = m_config;
        m_width = c.n;
        if (options.trace)
            m_width = std::min<uint64_t>(c.n, uint64_t(std::max(1u, options.traceGroups)) * kTile);
        m_height = options.trace ? kTile : c.band;
        m_kernel = buildKernel(device, "image_read.cl", "read_2d", c.options, options.trace);
        checkKernelWorkGroup(device, m_kernel, "read_2d", kTile * kTile);
        m_compiler = measuredCompilerReport(device, "image_read.cl", "read_2d", c.options);
        m_pixels = makePixels(c.n);
        const std::string label = device.label();
        if (c.image) {
            m_image = clCall("creating the n x n RGBA float image", label, [&] {
                return cl::Image2D(device.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                   cl::ImageFormat(CL_RGBA, CL_FLOAT), size_t(c.n), size_t(c.n), 0,
                                   m_pixels.data());
            });
        } else {
            m_buffer = clCall("creating the input buffer", label, [&] {
                return cl::Buffer(device.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                  size_t(c.n * c.n * kPixel), m_pixels.data());
            });
        }
        m_output = makeBuffer(device, CL_MEM_WRITE_ONLY, outputBytes(), "output");
        clCall("setting the arguments of read_2d", label, [&] {
            if (c.image)
                m_kernel.setArg(0, m_image);
            else
                m_kernel.setArg(0, m_buffer);
            m_kernel.setArg(1, m_output);
            m_kernel.setArg(2, cl_uint(c.n));
            m_kernel.setArg(3, cl_uint(c.band));
        });
        if (options.trace) {
            m_trace = TraceCapture(device, m_width * m_height * (kSteps * 4 + 1) + 64);
            m_trace.attach(m_kernel, 4);
        }
    }

    cl::Event launch(cl::CommandQueue& queue) override
    {
        if (m_trace.active())
            m_trace.reset(queue);
        cl::Event event;
        clCall("launching read_2d", m_device.label(), [&] {
            queue.enqueueNDRangeKernel(m_kernel, cl::NullRange, cl::NDRange(size_t(m_width), size_t(m_height)),
                                       cl::NDRange(kTile, kTile), nullptr, &event);
        });
        return event;
    }

    void poison(cl::CommandQueue& queue) override { poisonBuffer(m_device, queue, m_output, outputBytes()); }

    Validation validate(cl::CommandQueue& queue) override
    {
        const std::vector<uint8_t> got = readBuffer(m_device, queue, m_output, outputBytes());
        const ImageConfig& c = m_config;
        const uint64_t items = m_width * m_height;
        auto expected = [&](uint64_t i, uint8_t* out) {
            const uint64_t x = i % m_width;
            const uint64_t y = i / m_width;
            float acc[4] = {0, 0, 0, 0};
            for (uint32_t s = 0; s < kSteps; ++s) {
                float t[4][4] = {};
                int k = 0;
                c.texels(x, y, s, [&](uint64_t tx, uint64_t ty) {
                    std::memcpy(t[k++], &m_pixels[(ty * c.n + tx) * 4], sizeof t[0]);
                });
                for (int ch = 0; ch < 4; ++ch) {
                    if (c.access == Access::Row || c.access == Access::Column)
                        acc[ch] += t[0][ch];
                    else if (c.access == Access::Block)
                        acc[ch] += (t[0][ch] + t[1][ch]) + (t[2][ch] + t[3][ch]);
                    else
                        acc[ch] += ((t[0][ch] + t[1][ch]) * 0.5f + (t[2][ch] + t[3][ch]) * 0.5f) * 0.5f;
                }
            }
            std::memcpy(out, acc, sizeof acc);
        };
        // The output is indexed y * n + x; the traced launch covers the first m_width columns only.
        auto at = [&](uint64_t i) { return got.data() + ((i / m_width) * c.n + i % m_width) * kPixel; };
        // Bit-exact by design: the pixels are small integers, every sum and weight is exact.
        return compareGenerated(items, 4, 4, 1 << 12, expected, at,
                                [&](uint64_t i) { return (i / m_width) * c.n + i % m_width; });
    }

    uint64_t bytesRead() const override
    {
        const uint64_t perStep = (m_config.access == Access::Row || m_config.access == Access::Column) ? 1 : 4;
        return m_width * m_height * kSteps * perStep * kPixel;
    }
    uint64_t bytesWritten() const override { return m_width * m_height * kPixel; }

    Json launchInfo() const override
    {
        const ImageConfig& c = m_config;
        Json info{{"kernel", "read_2d"},
                  {"file", "image_read.cl"},
                  {"build_options", c.options},
                  {"source", c.image ? "image2d_t (CL_RGBA, CL_FLOAT)" : "buffer of float4"},
                  {"access", c.accessName},
                  {"global_size", {m_width, m_height}},
                  {"local_size", {kTile, kTile}},
                  {"steps", kSteps},
                  {"side_pixels", c.n},
                  {"input_bytes", c.n * c.n * kPixel},
                  {"output_bytes", outputBytes()},
                  {"traced", m_trace.active()},
                  {"pattern", "step s, work-item (x, y) reads row y + s*n/" + std::to_string(kSteps) + " (" +
                                  c.accessName + "); writes out[y*n + x] at step " + std::to_string(kSteps)}};
        // An image is read through the texture unit (buffer 0 of the trace holds its texels' row-major
        // indexes); a bilinear sample is traced as its four texels.
        if (c.image)
            info["texture"] = {{"buffer", 0}, {"filtered", c.accessName == "bilinear"}};
        if (!m_compiler.is_null())
            info["compiler"] = m_compiler;
        return info;
    }

    Trace readTrace(cl::CommandQueue& queue) override
    {
        if (!m_trace.active())
            throwNotTraced("image.vs.buffer");
        return m_trace.read(queue, {"in", "out"}, kTile * kTile, uint32_t(m_width / kTile));
    }

private:
    uint64_t outputBytes() const { return m_height * m_config.n * kPixel; }

    DeviceContext& m_device;
    ImageConfig m_config;
    uint64_t m_width = 0;
    uint64_t m_height = 0;
    std::vector<float> m_pixels;
    cl::Kernel m_kernel;
    Json m_compiler; ///< the compiler's report on the measured build (compilerReport), or null
    cl::Image2D m_image;
    cl::Buffer m_buffer;
    cl::Buffer m_output;
    TraceCapture m_trace;
};

class ImageLesson : public Lesson {
public:
    ImageLesson()
    {
        m_info = {
            "image.vs.buffer",
            "Images and buffers",
            "image",
            "The same 2-D read of an n x n float4 picture - a row, a column, a 2 x 2 block and a bilinear "
            "sample - from an image2d_t and from a buffer. A buffer is linear, so a column read is "
            "uncoalesced; an image is laid out and cached for 2-D access and filters in the texture unit.",
            "000, 002",
            "image.vs.buffer",
            2,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
    }

    const LessonInfo& info() const override { return m_info; }

    void checkParams(const ParamSet& params) const override { imageConfig(params); }

    std::vector<ParamSpec> params() const override
    {
        return {choiceParam("access", accessNames(), "row",
                            "what each work-item reads per step: a pixel of a row, of a column, a 2 x 2 block, "
                            "or a bilinear sample"),
                choiceParam("source", {"image", "buffer"}, "image",
                            "read from an image2d_t (needs image support) or a buffer"),
                integerParam("side", 64, 16384, kCpuDefaultSide,
                             "picture side in pixels, n x n float4 (a multiple of 64; default 4096 on a GPU, "
                             "1024 on a CPU)",
                             "pixels", true)};
    }

    ParamSet defaults(const DeviceContext* device) const override
    {
        ParamSet set = Lesson::defaults(device);
        if (device && !device->isCpu()) {
            int64_t side = kGpuDefaultSide;
            while (side > 64 && uint64_t(side) * uint64_t(side) * kPixel > device->bufferLimit())
                side /= 2;
            setParam(set, params(), "side", side);
        }
        return set;
    }

    std::string defaultSweep() const override { return "access=row,column,block,bilinear"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        ImageConfig c = imageConfig(params);
        if (c.n * c.n * kPixel > device.bufferLimit())
            throw Error(ErrorKind::InvalidParameter,
                        "side=" + std::to_string(c.n) + " needs " + bytesText(c.n * c.n * kPixel) +
                            ", above the buffer limit of " + bytesText(device.bufferLimit()) + " on " +
                            device.label());
        checkDeviceWorkGroup(device, kTile * kTile);
        if (c.image) {
            const cl::Device& d = device.device();
            const bool images = clCall("querying image support", device.label(),
                                       [&] { return d.getInfo<CL_DEVICE_IMAGE_SUPPORT>() == CL_TRUE; });
            if (!images)
                throw Error(ErrorKind::Unsupported,
                            "source=image needs image support (CL_DEVICE_IMAGE_SUPPORT), which " +
                                device.label() + " does not have");
            const size_t maxSide = clCall("querying the image size limit", device.label(), [&] {
                return std::min(d.getInfo<CL_DEVICE_IMAGE2D_MAX_WIDTH>(),
                                d.getInfo<CL_DEVICE_IMAGE2D_MAX_HEIGHT>());
            });
            if (c.n > maxSide)
                throw Error(ErrorKind::InvalidParameter, "side=" + std::to_string(c.n) + " is above " +
                                                             device.label() + "'s image limit of " +
                                                             std::to_string(maxSide) + " pixels");
        }
        return std::make_unique<ImageRun>(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const ImageConfig c = imageConfig(params);
        const uint64_t width = std::min<uint64_t>(c.n, uint64_t(std::max(1u, groups)) * kTile);
        Trace trace;
        for (uint64_t y = 0; y < kTile; ++y)
            for (uint64_t x = 0; x < width; ++x) {
                auto record = [&](uint32_t step, uint8_t buffer, AccessKind kind, uint64_t index) {
                    TraceRecord r;
                    r.globalId = uint32_t(x);
                    r.globalIdY = uint32_t(y);
                    r.localId = uint32_t(x % kTile);
                    r.localIdY = uint32_t(y % kTile);
                    r.groupId = uint32_t(x / kTile);
                    r.groupIdY = uint32_t(y / kTile);
                    r.step = step;
                    r.space = Space::Global;
                    r.buffer = buffer;
                    r.kind = kind;
                    r.byteOffset = index * kPixel;
                    r.size = uint32_t(kPixel);
                    trace.records.push_back(r);
                };
                for (uint32_t s = 0; s < kSteps; ++s)
                    c.texels(x, y, s,
                             [&](uint64_t tx, uint64_t ty) { record(s, 0, AccessKind::Read, ty * c.n + tx); });
                record(kSteps, 1, AccessKind::Write, y * c.n + x);
            }
        sortTraceRecords(trace.records);
        trace.bufferNames = {"in", "out"};
        trace.workGroupSize = kTile * kTile;
        trace.groups = uint32_t(width / kTile);
        trace.baseAddrAlign = kHostBaseAddrAlign;
        return trace;
    }

private:
    LessonInfo m_info;
};

} // namespace

COALESCE_LESSON_OF(imageVsBufferLesson, ImageLesson())

} // namespace coalesce
