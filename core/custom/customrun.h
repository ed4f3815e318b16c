// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The prepared run of a custom kernel (internal to core/custom): buffers filled from the spec, the kernel's
// arguments set in the spec's order, plain or checked build. The checked run also reads back its pattern
// trace and its violations.
#include "core/custom/customkernel.h"
#include "core/lessons/common.h"

namespace coalesce::custom {

class CustomRun : public PreparedRun {
public:
    /// `checked`: the bounds-checked, traced build. `report` supplies bytes read/written (may be null for the
    /// checked run itself, which counts them). Throws Error.
    CustomRun(const CustomKernel& kernel, DeviceContext& device, const ParamSet& params, bool checked,
              const CheckReport* report);

    cl::Event launch(cl::CommandQueue& queue) override;
    void poison(cl::CommandQueue& queue) override;
    Validation validate(cl::CommandQueue& queue) override;
    uint64_t bytesRead() const override { return m_bytesRead; }
    uint64_t bytesWritten() const override { return m_bytesWritten; }
    Json launchInfo() const override;
    Trace readTrace(cl::CommandQueue& queue) override;

    /// Checked run only: the report of the last launch (trace, violations, outputs, bytes).
    CheckReport report(cl::CommandQueue& queue);
    std::vector<uint8_t> readOutput(cl::CommandQueue& queue, int buffer);

private:
    std::string referenceName() const; // Validation::reference: PoCL's name or the expected files
    std::string violationText(const TraceRecord& r) const;
    /// Where the byte counts start in the trace buffer, in bytes (after the records and the violations).
    size_t countsOffset() const;

    const CustomKernel& m_kernel;
    DeviceContext& m_device;
    ParamSet m_params;
    Resolved m_r;
    bool m_checked;
    cl::Kernel m_cl;
    Json m_compiler; ///< the compiler's report on the measured build (compilerReport), or null
    std::vector<cl::Buffer> m_buffers; // per spec buffer; empty for local ones
    cl::Buffer m_trace;
    uint32_t m_traceCap = 0;
    uint64_t m_bytesRead = 0;
    uint64_t m_bytesWritten = 0;
    bool m_bytesExact = false;
    bool m_waitNext = true; // the next launch is waited for with the time limit
};

} // namespace coalesce::custom
