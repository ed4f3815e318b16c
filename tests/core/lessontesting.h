// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers of the algorithm-lesson tests (test_scan.cpp, test_matmul.cpp, test_localalgo.cpp): run a lesson on
// PoCL and validate it, compare its device trace with the host trace, and take per-step model values.
#include "core/errors.h"
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/params.h"
#include "core/predict.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace coalesce::test {

inline ParamSet lessonParams(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    return applyParams(lesson.params(), lesson.defaults(&device()), assignments);
}

/// Prepares, poisons, launches and validates on PoCL; returns the validation.
inline Validation runOnPocl(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    std::unique_ptr<PreparedRun> run = lesson.prepare(device(), lessonParams(lessonId, assignments), {});
    cl::CommandQueue& q = device().queue();
    run->poison(q);
    run->launch(q).wait();
    return run->validate(q);
}

/// The device trace equals the host trace record for record (all fields but the source line).
inline void expectHostTraceMatchesDevice(const std::string& lessonId,
                                         const std::vector<std::string>& assignments, uint32_t groups)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    const ParamSet params = lessonParams(lessonId, assignments);
    const TracedConfiguration real = traceConfiguration(device(), lesson, params, gpuProfile(), groups);
    ASSERT_TRUE(real.validation.passed) << real.validation.firstMismatch;
    const Trace host = hostTrace(lesson, params, device().profile(), groups);
    ASSERT_EQ(host.records.size(), real.trace.records.size());
    EXPECT_EQ(host.workGroupSize, real.trace.workGroupSize);
    EXPECT_EQ(host.localSize[0], real.trace.localSize[0]);
    EXPECT_EQ(host.localSize[1], real.trace.localSize[1]);
    auto key = [](const TraceRecord& r) {
        return std::make_tuple(r.globalId, r.globalIdY, r.localId, r.localIdY, r.groupId, r.groupIdY, r.step,
                               r.space, r.buffer, r.kind, r.byteOffset, r.size);
    };
    for (size_t i = 0; i < host.records.size(); ++i)
        ASSERT_EQ(key(host.records[i]), key(real.trace.records[i])) << "record " << i;
}

/// The largest conflict degree of the local requests at each trace step.
inline std::map<uint32_t, uint32_t> degreeByStep(const ModelSummary& summary)
{
    std::map<uint32_t, uint32_t> degrees;
    for (const Request& r : summary.requests)
        if (r.space == Space::Local) {
            uint32_t& d = degrees[r.step];
            d = std::max(d, r.conflictDegree);
        }
    return degrees;
}

/// The profile of the test GPU with some values overridden ("banks=8,conflict_group=8").
inline GeometryProfile profileWith(const std::string& overrides)
{
    GeometryProfile p = gpuProfile();
    applyOverrides(p, overrides);
    return p;
}

template <class F>
void expectErrorKind(ErrorKind kind, const std::string& needle, F&& f)
{
    try {
        f();
        ADD_FAILURE() << "no error thrown; expected one mentioning '" << needle << "'";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), kind) << e.what();
        EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
}

} // namespace coalesce::test
