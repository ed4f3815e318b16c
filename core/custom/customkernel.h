// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A user's kernel as a lesson: its source text and spec, run by the same engine as the built-in lessons
// (measurePoint, runSweep, traceConfiguration). Before the real kernel runs on a device, prepare() runs the
// checked build (core/custom/customsource.h) over the whole launch on that device; any access outside its
// buffer or local array refuses the run with work-item, step and source line. Outputs are checked against the
// same kernel (or the spec's reference kernel) on PoCL, or against expected files, or marked "not checked".
#include "core/custom/kernelspec.h"
#include "core/custom/resolved.h"
#include "core/lesson.h"
#include "core/measure.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace coalesce::custom {

/// What the checked launch found.
struct CheckReport {
    uint64_t violationCount = 0;
    /// "work-item (3,0,0) step 2 line 14: read in[1024] (byte 4096), past its 1024 elements (4096 bytes)"
    std::vector<std::string> violations;
    std::vector<TraceRecord> violationRecords;
    Trace trace;                 ///< accesses of the first traceGroups work-groups
    bool traceTruncated = false; ///< those groups made more accesses than the trace holds
    uint64_t tracedAccesses = 0; ///< the accesses those groups made (the trace keeps the first that fit)
    uint64_t bytesRead = 0;      ///< per launch, from the traced groups scaled to all groups
    uint64_t bytesWritten = 0;
    bool bytesExact = false;                     ///< every group was traced
    std::map<int, std::vector<uint8_t>> outputs; ///< buffer index -> contents after the launch
    bool passed() const { return violationCount == 0; }
};

class CustomKernel : public Lesson {
public:
    /// `name` names the file in messages and the build log ("saxpy.cl"); `dir` is the folder that init,
    /// expected and reference files are relative to.
    CustomKernel(std::string source, KernelSpec spec, std::string name, std::string dir);
    ~CustomKernel() override;

    const LessonInfo& info() const override { return m_info; }
    std::vector<ParamSpec> params() const override;
    std::string defaultSweep() const override;
    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override;

    const KernelSpec& spec() const { return m_spec; }
    const std::string& source() const { return m_source; }
    const std::string& name() const { return m_name; }
    /// Parameter values of a ParamSet, for the spec's expressions.
    std::map<std::string, int64_t> values(const ParamSet& params) const;
    Resolved resolveFor(const ParamSet& params) const { return resolve(m_spec, values(params)); }

    /// Builds the plain kernel (Error(Build) with the log on failure).
    void build(DeviceContext& device, const ParamSet& params) const;
    /// Runs the checked launch on `device` and reports; throws Error for build, OpenCL and time-limit failures
    /// but not for violations.
    CheckReport check(DeviceContext& device, const ParamSet& params) const;
    /// The device outputs are compared with in CheckMethod::Device (PoCL); the default scans the platforms.
    void setReferenceDevice(std::function<DeviceContext&()> provider)
    {
        m_referenceProvider = std::move(provider);
    }

    /// The initial contents of a buffer (files relative to the spec's folder).
    std::vector<uint8_t> initialDataFor(const ResolvedBuffer& buffer) const
    {
        return initialData(buffer, m_dir);
    }
    /// A token that, once cancelled, ends the wait for a launch with Error(Cancelled) (the GUI's "abandon";
    /// measurements use the running measurement's token as well). Must outlive the kernel's use.
    void setCancelToken(const CancelToken* token) { m_cancel = token; }
    const CancelToken* cancelToken() const { return m_cancel; }

    /// False when the outputs are to be compared with PoCL ("check": "device") and no PoCL device is installed:
    /// the points are then "not checked" instead of failing.
    bool referenceAvailable(DeviceContext& device) const;
    /// The expected contents of every output for these params (reference run or expected files).
    std::map<int, std::vector<uint8_t>> expectedOutputs(DeviceContext& device, const ParamSet& params) const;
    /// The device outputs are compared with ("check": "device"): PoCL, or `device` itself when it is PoCL.
    /// Error(Unsupported) when no PoCL is installed.
    DeviceContext& referenceDevice(DeviceContext& device) const;

private:
    const CheckReport& cachedCheck(DeviceContext& device, const ParamSet& params) const;

    std::string m_source;
    KernelSpec m_spec;
    std::string m_name;
    std::string m_dir;
    LessonInfo m_info;
    std::function<DeviceContext&()> m_referenceProvider;
    const CancelToken* m_cancel = nullptr;
    mutable std::mutex m_mutex;
    mutable std::unique_ptr<DeviceContext> m_pocl;
    mutable std::string m_checkKey;
    mutable CheckReport m_check;
    mutable std::string m_expectedKey;
    mutable std::map<int, std::vector<uint8_t>> m_expected;
};

/// The lesson parameter of a spec parameter: lower case, as the engine's parameter parsing spells names
/// ("STRIDE" is `stride=4` on the command line and -DSTRIDE=4 in the build).
std::string paramName(const std::string& name);

/// Loads FILE.cl and its spec (specPath, or FILE.json beside it). Error(Io / InvalidParameter).
std::unique_ptr<CustomKernel> loadCustomKernel(const std::string& clPath, const std::string& specPath = {});

/// Waits for `event` at most `seconds`; on timeout throws Error(OpenCL) saying the launch did not finish (the
/// kernel may hang). Checks the running measurement's cancel token (Error(Cancelled)).
void waitWithLimit(const cl::Event& event, double seconds, const std::string& what,
                   const CancelToken* cancel = nullptr);

} // namespace coalesce::custom
