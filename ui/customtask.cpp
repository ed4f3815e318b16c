// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/customtask.h"

#include "core/context.h"
#include "core/custom/customkernel.h"
#include "core/errors.h"
#include "ui/realbackend.h"

#include <spdlog/spdlog.h>

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

namespace coalesce::ui {

std::shared_ptr<custom::CustomKernel> makeCustomKernel(const CustomKernelText& text)
{
    custom::KernelSpec spec = custom::parseSpec(text.spec, text.name.empty() ? "spec" : "spec of " + text.name);
    return std::make_shared<custom::CustomKernel>(text.source, std::move(spec), text.name, text.dir);
}

CustomCheck checkCustomKernel(DeviceContext& device, custom::CustomKernel& kernel, const CancelToken& cancel)
{
    CustomCheck out;
    out.entry = lessonEntry(kernel, nullptr); // a custom kernel is a Lesson
    out.device = device.label();
    kernel.setCancelToken(&cancel);
    struct Reset { // the token lives only as long as the request
        custom::CustomKernel& k;
        ~Reset() { k.setCancelToken(nullptr); }
    } reset{kernel};
    // The plain build first: a build error shows its own log, not the checked build's.
    kernel.build(device, out.entry.defaults);
    const custom::CheckReport rep = kernel.check(device, out.entry.defaults);
    out.violationCount = rep.violationCount;
    out.violations = rep.violations;
    for (const TraceRecord& r : rep.violationRecords)
        out.violationLines.push_back(r.line);
    out.tracedAccesses = rep.trace.records.size();
    out.tracedGroups = rep.trace.groups;
    out.bytesRead = rep.bytesRead;
    out.bytesWritten = rep.bytesWritten;
    out.bytesExact = rep.bytesExact;
    return out;
}

bool leavesKernelRunning(const Error& error)
{
    return error.kind() == ErrorKind::Cancelled ||
           std::string(error.what()).find("did not finish within its time limit") != std::string::npos;
}

bool isCustomLesson(const std::string& id)
{
    return id.rfind("custom.", 0) == 0;
}

CustomCheck Backend::checkCustom(const CustomKernelText&, const CancelToken&)
{
    throw Error(ErrorKind::Unsupported,
                "this backend does not run your own kernels; open a local OpenCL device");
}

// RealBackend's part for users' kernels.

CustomCheck RealBackend::checkCustom(const CustomKernelText& text, const CancelToken& cancel)
{
    if (!m_device)
        throw Error(ErrorKind::NoPlatform, "no device is open: checking a kernel needs an OpenCL device");
    std::shared_ptr<custom::CustomKernel> kernel = makeCustomKernel(text);
    CustomCheck check;
    try {
        check = checkCustomKernel(*m_device, *kernel, cancel);
    } catch (const Error& e) {
        if (leavesKernelRunning(e))
            leaveDeviceBehind();
        throw;
    }
    if (check.passed()) {
        m_custom[check.entry.info.id] = kernel; // a new text of the same kernel replaces the old one
        m_lastTrace.forget(check.entry.info.id);
    }
    return check;
}

const Lesson& RealBackend::lessonFor(const std::string& id) const
{
    if (const auto it = m_custom.find(id); it != m_custom.end())
        return *it->second;
    if (isCustomLesson(id))
        throw Error(ErrorKind::InvalidParameter,
                    "the kernel " + id + " has not been checked on this device yet");
    return lessonOrThrow(id);
}

custom::CustomKernel* RealBackend::customKernel(const std::string& id) const
{
    const auto it = m_custom.find(id);
    return it == m_custom.end() ? nullptr : it->second.get();
}

void RealBackend::leaveDeviceBehind()
{
    if (!m_device || !m_scan)
        return;
    // Stopped between launches (a sweep stopped between points): the queue is idle and the device is kept.
    try {
        cl::Event marker;
        m_device->queue().enqueueMarkerWithWaitList(nullptr, &marker);
        m_device->queue().flush();
        for (int i = 0; i < 20; ++i) {
            if (marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() == CL_COMPLETE)
                return;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    } catch (const cl::Error&) {
        // a queue in error is left behind as well
    }
    spdlog::warn("{}: a kernel may still be running; its context is left behind and the device opened again",
                 m_device->label());
    const GeometryProfile profile = m_device->profile();
    // Kept, never destroyed: releasing the context would wait for the kernel (at exit too, so not a static
    // container's destructor). Held by a pointer that stays reachable, it is no leak to LeakSanitizer.
    static auto* const leftBehind = new std::vector<std::unique_ptr<DeviceContext>>;
    leftBehind->push_back(std::move(m_device));
    m_lastTrace.forget();
    m_device = std::make_unique<DeviceContext>(selectDevice(*m_scan, m_selector));
    m_device->setProfile(profile);
}

} // namespace coalesce::ui
