// SPDX-License-Identifier: GPL-3.0-or-later
// The probes' shared machinery: kernels, the hashed input, event timing and validation bookkeeping.
#include "core/probes/probekit.h"

#include "core/lessons/common.h"

#include "core/context.h"
#include "core/errors.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace coalesce {

ProbeKit::ProbeKit(DeviceContext& device, const ProbeOptions& options, const CancelToken* cancel,
                   std::function<void(const std::string&)> step)
    : m_device(device), m_options(options), m_cancel(cancel), m_step(std::move(step))
{
    // A CPU streams slower by two orders of magnitude: smaller buffers still leave its caches behind.
    if (device.isCpu()) {
        m_options.maxBufferBytes = std::min<uint64_t>(m_options.maxBufferBytes, uint64_t(128) << 20);
        m_options.maxFootprintBytes = std::min<uint64_t>(m_options.maxFootprintBytes, uint64_t(64) << 20);
        m_options.pointSeconds = std::min(m_options.pointSeconds, 0.01);
    }
}

double ProbeKit::earlier(const std::string& key) const
{
    const auto it = m_earlier.find(key);
    return it != m_earlier.end() ? it->second : 0.0;
}

bool ProbeKit::isCpu() const
{
    return m_device.isCpu();
}

uint64_t ProbeKit::bufferLimit() const
{
    uint64_t limit = std::min(m_options.maxBufferBytes, m_device.bufferLimit());
    uint64_t p = 1;
    while (p * 2 <= limit)
        p *= 2;
    return p;
}

cl::Kernel ProbeKit::kernel(const std::string& file, const std::string& name, const std::string& options)
{
    cl::Program program = m_device.program(file, options);
    return clCall("creating kernel " + name, m_device.label(),
                  [&] { return cl::Kernel(program, name.c_str()); });
}

cl::Buffer ProbeKit::buffer(uint64_t bytes)
{
    return clCall("allocating a probe buffer", m_device.label(),
                  [&] { return cl::Buffer(m_device.context(), CL_MEM_READ_WRITE, size_t(bytes)); });
}

cl::Buffer& ProbeKit::input(uint64_t words)
{
    if (words <= m_inputWords)
        return m_input;
    m_input = cl::Buffer(); // release the smaller one first
    m_input = buffer(words * 4);
    cl::Kernel fill = kernel("probe_global.cl", "probe_fill");
    clCall("filling a probe buffer", m_device.label(), [&] {
        fill.setArg(0, m_input);
        fill.setArg(1, cl_uint(words));
        enqueue(fill, words, 0).wait();
        return 0;
    });
    m_inputWords = words;
    return m_input;
}

cl::Event ProbeKit::enqueue(cl::Kernel& kernel, uint64_t global, uint64_t local)
{
    cl::Event event;
    m_device.queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(size_t(global)),
                                          local ? cl::NDRange(size_t(local)) : cl::NullRange, nullptr, &event);
    return event;
}

std::vector<uint32_t> ProbeKit::read(cl::Buffer& buffer, uint64_t words)
{
    std::vector<uint32_t> out(size_t(words), 0);
    clCall("reading a probe result", m_device.label(), [&] {
        m_device.queue().enqueueReadBuffer(buffer, CL_TRUE, 0, size_t(words * 4), out.data());
        return 0;
    });
    return out;
}

void ProbeKit::write(cl::Buffer& buffer, const std::vector<uint32_t>& data, uint64_t words)
{
    clCall("writing a probe buffer", m_device.label(), [&] {
        m_device.queue().enqueueWriteBuffer(buffer, CL_TRUE, 0,
                                            size_t(std::min<uint64_t>(words, data.size()) * 4), data.data());
        return 0;
    });
}

void ProbeKit::step(const std::string& message)
{
    if (m_cancel && m_cancel->cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    if (m_step)
        m_step(message);
}

std::vector<double> ProbeKit::eventTimes(const std::function<cl::Event()>& launch, const std::string& what,
                                         int warmup, int minReps)
{
    auto eventNs = [](const cl::Event& e) {
        const cl_ulong start = e.getProfilingInfo<CL_PROFILING_COMMAND_START>();
        const cl_ulong end = e.getProfilingInfo<CL_PROFILING_COMMAND_END>();
        return end > start ? double(end - start) : 0.0;
    };
    return clCall("timing " + what, m_device.label(), [&] {
        std::vector<double> warm;
        for (int i = 0; i < std::max(1, warmup); ++i) {
            cl::Event e = launch();
            e.wait();
            warm.push_back(eventNs(e));
        }
        std::sort(warm.begin(), warm.end());
        const double per = std::max(1.0, warm[warm.size() / 2]);
        const int reps = int(std::clamp(m_options.pointSeconds * 1e9 / per, double(std::max(1, minReps)),
                                        double(std::max(minReps, m_options.maxReps))));
        std::vector<cl::Event> events;
        events.reserve(size_t(reps));
        for (int i = 0; i < reps; ++i)
            events.push_back(launch());
        m_device.queue().finish();
        std::vector<double> times;
        times.reserve(events.size());
        for (const auto& e : events)
            times.push_back(eventNs(e));
        std::sort(times.begin(), times.end());
        return times;
    });
}

double ProbeKit::timeNs(const std::function<cl::Event()>& launch, const std::string& what)
{
    const std::vector<double> times = eventTimes(launch, what, m_options.warmup, m_options.minReps);
    const size_t n = times.size();
    return n % 2 ? times[n / 2] : 0.5 * (times[n / 2 - 1] + times[n / 2]);
}

double ProbeKit::fastestNs(const std::function<cl::Event()>& launch, const std::string& what)
{
    return eventTimes(launch, what, 1, std::max(3, m_options.minReps)).front();
}

bool ProbeKit::check(ProbeResult& result, bool ok, const std::string& mismatch)
{
    if (!ok && result.validation.empty())
        result.validation = mismatch;
    if (!ok)
        result.validated = false;
    return ok;
}

uint64_t ProbeKit::firstMismatch(const std::vector<uint32_t>& got, uint64_t span,
                                 const std::function<std::vector<uint32_t>(uint64_t)>& want)
{
    const uint64_t words = got.size();
    if (span == 0 || words == 0)
        return words;
    std::atomic<uint64_t> first{words};
    const uint64_t spans = (words + span - 1) / span;
    parallelFor(spans, 16, [&](uint64_t begin, uint64_t end) {
        for (uint64_t s = begin; s < end && s * span < first.load(); ++s) {
            const uint64_t base = s * span;
            const std::vector<uint32_t> expected = want(base);
            for (uint64_t l = 0; l < span && base + l < words; ++l)
                if (l >= expected.size() || got[base + l] != expected[l]) {
                    uint64_t seen = first.load();
                    while (base + l < seen && !first.compare_exchange_weak(seen, base + l)) {
                    }
                    return; // later spans of this chunk lie past it
                }
        }
    });
    return first.load();
}

std::vector<uint32_t> chaseOrder(uint32_t lines, uint32_t blockLines, uint64_t seed)
{
    // splitmix64: the same sequence on every platform (std::uniform_int_distribution is not).
    auto next = [&seed]() {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    auto shuffle = [&](uint32_t* v, uint32_t count) {
        for (uint32_t i = count; i > 1; --i)
            std::swap(v[i - 1], v[next() % i]);
    };
    blockLines = std::max<uint32_t>(1, blockLines);
    const uint32_t blocks = (lines + blockLines - 1) / blockLines;
    std::vector<uint32_t> blockOrder(blocks);
    for (uint32_t b = 0; b < blocks; ++b)
        blockOrder[b] = b;
    shuffle(blockOrder.data(), blocks);
    std::vector<uint32_t> order;
    order.reserve(lines);
    for (const uint32_t b : blockOrder) {
        const uint32_t first = b * blockLines;
        const uint32_t end = std::min(lines, first + blockLines);
        const size_t at = order.size();
        for (uint32_t l = first; l < end; ++l)
            order.push_back(l);
        shuffle(order.data() + at, end - first);
    }
    return order;
}

ProbeValue probeValue(const std::string& key, const Decision& d, const std::string& unit,
                      const std::string& method)
{
    ProbeValue v;
    v.key = key;
    v.decided = d.decided;
    v.value = d.value;
    v.unit = unit;
    v.method = method;
    v.confidence = std::round(d.confidence * 100) / 100;
    v.reason = d.reason;
    return v;
}

ProbeValue figureValue(const std::string& key, double value, const std::string& unit, const std::string& method,
                       double confidence)
{
    Decision d;
    d.decided = value > 0 && std::isfinite(value);
    d.value = value;
    d.confidence = confidence;
    if (!d.decided)
        d.reason = "nothing measurable";
    return probeValue(key, d, unit, method);
}

} // namespace coalesce
