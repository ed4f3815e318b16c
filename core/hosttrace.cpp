// SPDX-License-Identifier: GPL-3.0-or-later
// Host-generated traces (see hosttrace.h).
#include "core/hosttrace.h"

#include "core/errors.h"

namespace coalesce {

Trace hostTrace(const Lesson& lesson, const ParamSet& params, const GeometryProfile& profile, uint32_t groups)
{
    const std::string& id = lesson.info().id;
    if (groups < 1 || groups > kMaxHostTraceGroups)
        throw Error(ErrorKind::InvalidParameter,
                    "groups=" + std::to_string(groups) + " for the host trace of " + id +
                        " is out of range; allowed: 1.." + std::to_string(kMaxHostTraceGroups));
    // The same checks a device run's parameters have passed (a hand-built ParamSet may skip them).
    for (const ParamSpec& spec : lesson.params()) {
        if (!params.has(spec.name))
            throw Error(ErrorKind::InvalidParameter,
                        id + ": the parameter " + spec.name + " is missing for the host trace");
        canonicalValue(spec, params.text(spec.name));
    }
    return lesson.hostTrace(params, profile, groups);
}

ModelSummary hostModel(const Lesson& lesson, const ParamSet& params, const GeometryProfile& profile,
                       uint32_t groups)
{
    return analyseTrace(hostTrace(lesson, params, profile, groups), profile, lesson.info().space);
}

} // namespace coalesce
