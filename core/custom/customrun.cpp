// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/customrun.h"

#include "core/context.h"
#include "core/custom/customsource.h"
#include "core/errors.h"

#include <algorithm>

namespace coalesce::custom {

namespace {

constexpr uint64_t kMaxTraceRecords = 1 << 18; // 16 MiB of trace for the first work-groups
// After the violations: the traced groups' global and constant bytes read, written and moved by atomics, each
// a 64-bit count as two words (co_count in core/custom/customsource.cpp), kept past a full trace.
constexpr uint64_t kCountWords = 6;

std::string signedOffset(uint64_t off)
{
    return off > (uint64_t(1) << 63) ? "-" + std::to_string(~off + 1) : std::to_string(off);
}

} // namespace

CustomRun::CustomRun(const CustomKernel& kernel, DeviceContext& device, const ParamSet& params, bool checked,
                     const CheckReport* report)
    : m_kernel(kernel), m_device(device), m_params(params), m_r(kernel.resolveFor(params)), m_checked(checked)
{
    const KernelSpec& spec = kernel.spec();
    const std::string where = device.label();
    uint64_t localBytes = 0;
    for (const auto& b : m_r.buffers) {
        if (b.spec->space == BufferSpace::Local)
            localBytes += b.bytes;
        else
            checkBufferSize(device, b.bytes, "buffer " + b.spec->name);
    }
    if (localBytes > device.localMemSize())
        throw Error(ErrorKind::Unsupported, "the local buffers need " + bytesText(localBytes) + ", " + where +
                                                " has " + bytesText(device.localMemSize()) +
                                                " of local memory");
    checkDeviceWorkGroup(device, m_r.workGroupSize());

    std::string options = spec.options + m_r.defines + (checked ? " -DCOALESCE_TRACE" : "");
    const std::string text =
        programText(kernel.source(), kernel.name(), checked ? &m_r : nullptr, spec.traceGroups);
    cl::Program program = device.programFromSource(text, options, kernel.name());
    m_cl = clCall("creating kernel " + spec.kernel, where, [&] {
        try {
            return cl::Kernel(program, spec.kernel.c_str());
        } catch (const cl::Error& e) {
            if (e.err() == CL_INVALID_KERNEL_NAME)
                throw Error(ErrorKind::InvalidParameter, kernel.name() + " has no __kernel named \"" +
                                                             spec.kernel + "\" (the spec's \"kernel\")");
            throw;
        }
    });
    if (!checked)
        m_compiler = compilerReport(device, m_cl);
    const cl_uint expectedArgs = cl_uint(spec.args.size() + (checked ? 2 : 0));
    const auto numArgs = m_cl.getInfo<CL_KERNEL_NUM_ARGS>();
    if (numArgs != expectedArgs)
        throw Error(ErrorKind::InvalidParameter,
                    "kernel " + spec.kernel + " takes " + std::to_string(checked ? numArgs - 2 : numArgs) +
                        " arguments, the spec passes " + std::to_string(spec.args.size()) +
                        " (end its parameter list with TRACE_ARGS, after the last argument)");
    checkKernelWorkGroup(device, m_cl, spec.kernel, m_r.workGroupSize());

    for (const auto& b : m_r.buffers) {
        if (b.spec->space == BufferSpace::Local) {
            m_buffers.emplace_back();
            continue;
        }
        const cl_mem_flags flags =
            b.spec->space == BufferSpace::Constant ? CL_MEM_READ_ONLY : CL_MEM_READ_WRITE;
        m_buffers.push_back(makeBuffer(device, flags, b.bytes, b.spec->name));
    }
    clCall("setting the arguments of " + spec.kernel, where, [&] {
        for (size_t i = 0; i < m_r.args.size(); ++i) {
            const ResolvedArg& a = m_r.args[i];
            if (a.buffer < 0)
                m_cl.setArg(cl_uint(i), a.value.size(), a.value.data());
            else if (m_r.buffers[size_t(a.buffer)].spec->space == BufferSpace::Local)
                m_cl.setArg(cl_uint(i), cl::Local(size_t(m_r.buffers[size_t(a.buffer)].bytes)));
            else
                m_cl.setArg(cl_uint(i), m_buffers[size_t(a.buffer)]);
        }
    });
    if (checked) {
        m_traceCap = uint32_t(kMaxTraceRecords);
        m_trace = makeBuffer(device, CL_MEM_READ_WRITE, countsOffset() + kCountWords * 4, "trace");
        clCall("setting the trace arguments", where, [&] {
            m_cl.setArg(cl_uint(spec.args.size()), m_trace);
            m_cl.setArg(cl_uint(spec.args.size() + 1), cl_uint(m_traceCap));
        });
    }
    if (report) {
        m_bytesRead = report->bytesRead;
        m_bytesWritten = report->bytesWritten;
        m_bytesExact = report->bytesExact;
    }
}

cl::Event CustomRun::launch(cl::CommandQueue& queue)
{
    const std::string where = m_device.label();
    if (m_checked)
        clCall("resetting the trace", where, [&] {
            queue.enqueueFillBuffer(m_trace, cl_uint(0), 0, kTraceHeaderWords * 4);
            queue.enqueueFillBuffer(m_trace, cl_uint(0), countsOffset(), kCountWords * 4);
        });
    cl::NDRange global, local;
    if (m_r.dims == 1) {
        global = cl::NDRange(m_r.global[0]);
        local = cl::NDRange(m_r.local[0]);
    } else if (m_r.dims == 2) {
        global = cl::NDRange(m_r.global[0], m_r.global[1]);
        local = cl::NDRange(m_r.local[0], m_r.local[1]);
    } else {
        global = cl::NDRange(m_r.global[0], m_r.global[1], m_r.global[2]);
        local = cl::NDRange(m_r.local[0], m_r.local[1], m_r.local[2]);
    }
    cl::Event event;
    clCall("launching " + m_kernel.spec().kernel, where,
           [&] { queue.enqueueNDRangeKernel(m_cl, cl::NullRange, global, local, nullptr, &event); });
    if (m_waitNext) {
        clCall("flushing the queue", where, [&] { queue.flush(); });
        waitWithLimit(event, m_kernel.spec().timeLimitSeconds, m_kernel.spec().kernel + " on " + where,
                      m_kernel.cancelToken());
        m_waitNext = false;
    }
    return event;
}

void CustomRun::poison(cl::CommandQueue& queue)
{
    // Inputs are uploaded again too: a kernel that works in place starts from the same data every time.
    for (size_t i = 0; i < m_r.buffers.size(); ++i) {
        const ResolvedBuffer& b = m_r.buffers[i];
        if (b.spec->space == BufferSpace::Local)
            continue;
        const std::vector<uint8_t> data = m_kernel.initialDataFor(b);
        clCall("uploading buffer " + b.spec->name, m_device.label(),
               [&] { queue.enqueueWriteBuffer(m_buffers[i], CL_TRUE, 0, data.size(), data.data()); });
    }
    m_waitNext = true;
}

std::vector<uint8_t> CustomRun::readOutput(cl::CommandQueue& queue, int buffer)
{
    return readBuffer(m_device, queue, m_buffers[size_t(buffer)], m_r.buffers[size_t(buffer)].bytes);
}

Validation CustomRun::validate(cl::CommandQueue& queue)
{
    const KernelSpec& spec = m_kernel.spec();
    // Without a way to check (no PoCL to compare with), the point is measured and shown as "not checked".
    if (spec.check == CheckMethod::None || !m_kernel.referenceAvailable(m_device)) {
        Validation v;
        v.passed = true;
        v.method = ValidationMethod::NotChecked;
        return v;
    }
    const auto expected = m_kernel.expectedOutputs(m_device, m_params);
    const ValidationMethod method =
        spec.check == CheckMethod::Device ? ValidationMethod::CompareDevices : ValidationMethod::ExpectedFile;
    Validation all;
    all.method = method;
    all.reference = referenceName();
    all.passed = true;
    for (const auto& [index, want] : expected) {
        const Validation v =
            compareOutput(m_r.buffers[size_t(index)], readOutput(queue, index), want, spec.tolerance, method);
        all.checked += v.checked;
        all.mismatches += v.mismatches;
        all.passed = all.passed && v.passed;
        if (!v.passed && all.firstMismatch.empty())
            all.firstMismatch = v.firstMismatch;
    }
    return all;
}

std::string CustomRun::referenceName() const
{
    const KernelSpec& spec = m_kernel.spec();
    if (spec.check == CheckMethod::Device)
        return m_kernel.referenceDevice(m_device).entry().name;
    std::string files;
    for (const auto& b : m_r.buffers)
        if (b.spec->output && !b.spec->expected.empty())
            files += (files.empty() ? "" : ", ") + b.spec->expected;
    return files;
}

Json CustomRun::launchInfo() const
{
    Json j;
    j["kernel"] = m_kernel.spec().kernel;
    j["dims"] = m_r.dims;
    j["global"] = Json::array();
    j["local"] = Json::array();
    for (uint32_t d = 0; d < m_r.dims; ++d) {
        j["global"].push_back(m_r.global[d]);
        j["local"].push_back(m_r.local[d]);
    }
    j["groups"] = m_r.groups();
    if (!m_compiler.is_null())
        j["compiler"] = m_compiler;
    Json buffers = Json::array();
    for (const auto& b : m_r.buffers)
        buffers.push_back(Json{{"name", b.spec->name},
                               {"space", bufferSpaceName(b.spec->space)},
                               {"type", b.type->name},
                               {"count", b.count},
                               {"bytes", b.bytes}});
    j["buffers"] = buffers;
    j["bytes_counted"] = m_bytesExact
                             ? "from the trace of every work-group"
                             : "from the trace of the first " + std::to_string(m_kernel.spec().traceGroups) +
                                   " work-groups, scaled to all";
    j["check"] = checkMethodName(m_kernel.spec().check);
    if (m_kernel.spec().check == CheckMethod::Device)
        j["tolerance"] = m_kernel.spec().tolerance;
    return j;
}

std::string CustomRun::violationText(const TraceRecord& r) const
{
    std::string who = "work-item (" + std::to_string(r.globalId) + "," + std::to_string(r.globalIdY) + "," +
                      std::to_string(r.globalIdZ) + ")";
    std::string what = std::string(r.kind == AccessKind::Read    ? "read"
                                   : r.kind == AccessKind::Write ? "write"
                                                                 : "atomic");
    std::string target;
    const bool local = r.space == Space::Local;
    if (r.buffer < m_r.buffers.size() && (m_r.buffers[r.buffer].spec->space == BufferSpace::Local) == local) {
        const ResolvedBuffer& b = m_r.buffers[r.buffer];
        target = what + " " + b.spec->name + " at byte " + signedOffset(r.byteOffset) + ", outside its " +
                 std::to_string(b.count) + " " + b.type->name + " elements (" + std::to_string(b.bytes) +
                 " bytes)";
    } else {
        target = what + " " + spaceName(r.space) + " buffer index " + std::to_string(r.buffer) +
                 ", which is not a " + (local ? "local" : "global or constant") + " buffer of the spec";
    }
    return who + " step " + std::to_string(r.step) + " line " + std::to_string(r.line) + ": " + target;
}

size_t CustomRun::countsOffset() const
{
    return size_t((uint64_t(kTraceHeaderWords) + (uint64_t(m_traceCap) + kViolationCapacity) * kTraceWords) *
                  4);
}

CheckReport CustomRun::report(cl::CommandQueue& queue)
{
    if (!m_checked)
        throwNotTraced(m_kernel.info().id);
    const std::string where = m_device.label();
    uint32_t head[kTraceHeaderWords] = {};
    clCall("reading the trace header", where,
           [&] { queue.enqueueReadBuffer(m_trace, CL_TRUE, 0, sizeof head, head); });
    CheckReport rep;
    const uint64_t records = std::min<uint64_t>(head[0], m_traceCap);
    rep.traceTruncated = head[0] > m_traceCap;
    rep.tracedAccesses = head[0];
    std::vector<uint32_t> raw(kTraceHeaderWords + records * kTraceWords);
    raw[0] = uint32_t(records);
    if (records > 0)
        clCall("reading the trace", where, [&] {
            queue.enqueueReadBuffer(m_trace, CL_TRUE, kTraceHeaderWords * 4, records * kTraceWords * 4,
                                    raw.data() + kTraceHeaderWords);
        });
    rep.trace.records = decodeTrace(raw, m_traceCap);
    for (const auto& b : m_r.buffers)
        rep.trace.bufferNames.push_back(b.spec->name);
    rep.trace.workGroupSize = uint32_t(m_r.workGroupSize());
    if (m_r.dims > 1) {
        for (uint32_t d = 0; d < 3; ++d)
            rep.trace.localSize[d] = uint32_t(m_r.local[d]);
    }
    const uint64_t groups = m_r.groups();
    const uint64_t traced = std::min<uint64_t>(groups, m_kernel.spec().traceGroups);
    rep.trace.groups = uint32_t(traced);
    rep.trace.baseAddrAlign = m_device.baseAddrAlignBytes();

    rep.violationCount = head[1];
    const uint64_t stored = std::min<uint64_t>(head[1], kViolationCapacity);
    if (stored > 0) {
        std::vector<uint32_t> vraw(kTraceHeaderWords + stored * kTraceWords);
        vraw[0] = uint32_t(stored);
        clCall("reading the violations", where, [&] {
            queue.enqueueReadBuffer(m_trace, CL_TRUE,
                                    (kTraceHeaderWords + uint64_t(m_traceCap) * kTraceWords) * 4,
                                    stored * kTraceWords * 4, vraw.data() + kTraceHeaderWords);
        });
        rep.violationRecords = decodeTrace(vraw, kViolationCapacity);
        for (const auto& r : rep.violationRecords)
            rep.violations.push_back(violationText(r));
    }

    // The traced groups' bytes moved to and from memory (global and constant accesses), counted by the kernel
    // for every access, also those the full trace had no room for: an atomic reads and writes.
    uint32_t counts[kCountWords] = {};
    clCall("reading the byte counts", where,
           [&] { queue.enqueueReadBuffer(m_trace, CL_TRUE, countsOffset(), sizeof counts, counts); });
    auto count = [&](int kind) { return uint64_t(counts[2 * kind]) | (uint64_t(counts[2 * kind + 1]) << 32); };
    const uint64_t read = count(0) + count(2);
    const uint64_t written = count(1) + count(2);
    rep.bytesExact = traced == groups;
    // x groups / traced without overflowing where the result fits (traced is at most 64 groups).
    auto scaled = [&](uint64_t b) { return traced ? b / traced * groups + b % traced * groups / traced : 0; };
    rep.bytesRead = scaled(read);
    rep.bytesWritten = scaled(written);
    m_bytesRead = rep.bytesRead;
    m_bytesWritten = rep.bytesWritten;
    m_bytesExact = rep.bytesExact;
    for (size_t i = 0; i < m_r.buffers.size(); ++i)
        if (m_r.buffers[i].spec->output)
            rep.outputs[int(i)] = readOutput(queue, int(i));
    return rep;
}

Trace CustomRun::readTrace(cl::CommandQueue& queue)
{
    return report(queue).trace;
}

} // namespace coalesce::custom
