// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson: one kernel family, its parameters, its host reference and its default sweep.
// Lesson::prepare builds the kernel for a parameter set and allocates buffers; the PreparedRun it returns
// launches the timed kernel, validates the output against the host reference and, in trace mode, reads the
// address trace.
#include "core/cl.h"
#include "core/geometry.h"
#include "core/json.h"
#include "core/params.h"
#include "core/trace.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace coalesce {

class DeviceContext;

/// How a lesson's points are timed.
enum class TimingMethod {
    KernelEvents, ///< OpenCL profiling events of the kernel (END - START)
    HostWall,     ///< host wall time (transfers, map/unmap)
    Both,         ///< events for the kernel, wall time around it
};

/// How a lesson's output is checked.
enum class ValidationMethod {
    HostReference,  ///< compared bit for bit with a host reference
    CompareDevices, ///< compared with the same run on another device (no host reference is practical)
    NotChecked,     ///< not checked; results are shown as unchecked
    ExpectedFile,   ///< compared with expected-output files the user supplied (custom kernels)
};

/// One lesson as the registry knows it. The first five fields are text; the rest say how the engine treats
/// the lesson, so a new lesson declares what it needs instead of the engine assuming it.
struct LessonInfo {
    std::string id;           ///< "global.stride"
    std::string title;        ///< "Strided global reads"
    std::string space;        ///< "global", "local" or "constant"
    std::string summary;      ///< one paragraph, English
    std::string seeds;        ///< which seed chapters it teaches, e.g. "000, 001, 004"
    std::string textId;       ///< key of the GUI's translated texts (ui/lessontexts.cpp); empty: the id
    uint32_t traceGroups = 2; ///< work-groups a trace needs to show the pattern
    bool traceable = true;    ///< built with -DCOALESCE_TRACE it records its accesses (kernels/access.h)
    TimingMethod timing = TimingMethod::KernelEvents;
    ValidationMethod validation = ValidationMethod::HostReference;
    /// The buffer whose access the picture opens on (its first read, else its first access); empty: the
    /// general rule (ui/stepmeaning.h: the first atomic, else the first read). Histogram GPU5 opens on its
    /// constant centroids, not on the bin update every variant shares.
    std::string teachingBuffer = {};

    const std::string& texts() const { return textId.empty() ? id : textId; }
};

const char* timingMethodName(TimingMethod method); ///< "kernel events", "host wall time", "both"
const char* validationMethodName(
    ValidationMethod method); ///< "host reference", "another device", "expected file", "not checked"
/// The method named by validationMethodName; false when the name is none of them.
bool validationMethodFromName(const std::string& name, ValidationMethod& method);

struct Validation {
    bool passed = false;
    uint64_t checked = 0;      ///< output values compared
    uint64_t mismatches = 0;   ///< values that differed
    std::string firstMismatch; ///< "out[17] = 3 expected 5", empty when passed
    /// How it was checked; NotChecked: passed is true and checked 0, shown as "not checked".
    ValidationMethod method = ValidationMethod::HostReference;
    /// What it was compared with: the other device's name (CompareDevices), the expected files (ExpectedFile);
    /// empty for a host reference.
    std::string reference;
};

struct PrepareOptions {
    bool trace = false;       ///< build with -DCOALESCE_TRACE and a small launch
    uint32_t traceGroups = 2; ///< work-groups in a trace launch
};

class PreparedRun {
public:
    virtual ~PreparedRun() = default;
    /// Enqueues one launch of the timed kernel; returns its event (profiling enabled by the queue).
    virtual cl::Event launch(cl::CommandQueue& queue) = 0;
    /// Fills the outputs with a poison pattern (so a kernel that writes nothing fails validation).
    virtual void poison(cl::CommandQueue& queue) = 0;
    /// Reads the outputs back and compares them with the host reference.
    virtual Validation validate(cl::CommandQueue& queue) = 0;
    /// Bytes the kernel reads / writes per launch, counted from the access pattern (requested bytes).
    virtual uint64_t bytesRead() const = 0;
    virtual uint64_t bytesWritten() const = 0;
    /// Launch geometry and derived values for result files: global/local size, steps, buffer bytes, ...
    virtual Json launchInfo() const = 0;
    /// Trace mode only: reads and decodes the trace of the last launch. Throws Error(Unsupported) otherwise.
    virtual Trace readTrace(cl::CommandQueue& queue) = 0;
};

class Lesson {
public:
    virtual ~Lesson() = default;
    virtual const LessonInfo& info() const = 0;
    virtual std::vector<ParamSpec> params() const = 0;
    /// Default values for a device (e.g. a large `size` on a GPU, small on a CPU); nullptr: generic defaults.
    virtual ParamSet defaults(const DeviceContext* device) const;
    /// Default sweep, e.g. "stride=1..64".
    virtual std::string defaultSweep() const = 0;
    /// Checks what the parameters must satisfy among themselves (a multiple of wg, of 4 bytes ...), without the
    /// device: a single run calls it before anything is printed or built. Throws Error(InvalidParameter); the
    /// default accepts everything (prepare checks again).
    virtual void checkParams(const ParamSet& params) const { (void)params; }
    /// Checks device limits (size vs bufferLimit, wg vs the kernel's work-group limit, fp64 support),
    /// builds the program, allocates and fills buffers with pseudo-random data. Throws Error.
    virtual std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                                 const PrepareOptions& options) const = 0;
    /// Model-only use without a device: the trace that prepare(..., {trace = true, traceGroups = groups})
    /// would record, generated on the host from the lesson's pattern with the same launch geometry. Where the
    /// geometry depends on the device it assumes a typical GPU (kHostLocalMemBytes of local memory,
    /// kHostConstantBytes of constant buffer, `profile`'s banks). Throws Error(InvalidParameter) like prepare
    /// for bad parameters; the default throws Error(Unsupported). core/hosttrace.h is the entry point.
    virtual Trace hostTrace(const ParamSet& params, const GeometryProfile& profile, uint32_t groups) const;
};

/// The device limits a host-generated trace assumes (a typical GPU: NVIDIA and AMD have 48-64 KiB of local
/// memory per work-group and 64 KiB constant buffers).
constexpr uint64_t kHostLocalMemBytes = 48 * 1024;
constexpr uint64_t kHostConstantBytes = 64 * 1024;
/// Trace::baseAddrAlign of a host-generated trace.
constexpr uint64_t kHostBaseAddrAlign = 128;

/// Every registered lesson (core/lessons/lessons.h: COALESCE_LESSON), in menu order: by space (global, local,
/// constant, then others), in registration order within a space.
const std::vector<const Lesson*>& allLessons();
/// nullptr if unknown.
const Lesson* findLesson(const std::string& id);
/// Throws Error(InvalidParameter) naming the known lessons.
const Lesson& lessonOrThrow(const std::string& id);

} // namespace coalesce
