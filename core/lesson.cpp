// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson registry and Lesson's default parameter values.
#include "core/lesson.h"

#include "core/errors.h"
#include "core/lessons/lessons.h"
#include "core/sweepfit.h"

#include <algorithm>

namespace coalesce {

ParamSet Lesson::defaults(const DeviceContext* /*device*/) const
{
    return makeParams(params(), {});
}

Trace Lesson::hostTrace(const ParamSet& /*params*/, const GeometryProfile& /*profile*/,
                        uint32_t /*groups*/) const
{
    throw Error(ErrorKind::Unsupported, info().id + " has no host-generated trace; it needs a device to trace");
}

const char* timingMethodName(TimingMethod method)
{
    switch (method) {
    case TimingMethod::KernelEvents:
        return "kernel events";
    case TimingMethod::HostWall:
        return "host wall time";
    case TimingMethod::Both:
        return "both";
    }
    return "?";
}

const char* validationMethodName(ValidationMethod method)
{
    switch (method) {
    case ValidationMethod::HostReference:
        return "host reference";
    case ValidationMethod::CompareDevices:
        return "another device";
    case ValidationMethod::NotChecked:
        return "not checked";
    case ValidationMethod::ExpectedFile:
        return "expected file";
    }
    return "?";
}

bool validationMethodFromName(const std::string& name, ValidationMethod& method)
{
    for (const ValidationMethod m : {ValidationMethod::HostReference, ValidationMethod::CompareDevices,
                                     ValidationMethod::NotChecked, ValidationMethod::ExpectedFile})
        if (name == validationMethodName(m)) {
            method = m;
            return true;
        }
    return false;
}

// The lesson the GUI opens first and the menu starts with. Within a space the menu follows the registry, which
// is in the lesson files' name order: without this rule a new file named before globalread.cpp would take its
// place.
constexpr const char* kFirstLesson = "global.stride";

const std::vector<const Lesson*>& allLessons()
{
    static const std::vector<const Lesson*> kLessons = [] {
        auto rank = [](const Lesson* lesson) {
            if (lesson->info().id == kFirstLesson)
                return -1;
            static const char* const kSpaces[] = {"global", "local", "constant"};
            for (int i = 0; i < 3; ++i)
                if (lesson->info().space == kSpaces[i])
                    return i;
            return 3;
        };
        std::vector<const Lesson*> lessons = registeredLessons();
        std::stable_sort(lessons.begin(), lessons.end(),
                         [&](const Lesson* a, const Lesson* b) { return rank(a) < rank(b); });
        return lessons;
    }();
    return kLessons;
}

const Lesson* findLesson(const std::string& id)
{
    for (const Lesson* lesson : allLessons())
        if (lesson->info().id == id)
            return lesson;
    return nullptr;
}

const Lesson& lessonOrThrow(const std::string& id)
{
    if (const Lesson* lesson = findLesson(id))
        return *lesson;
    std::string known;
    for (const Lesson* lesson : allLessons())
        known += (known.empty() ? "" : ", ") + lesson->info().id;
    throw Error(ErrorKind::InvalidParameter, "unknown lesson '" + id + "'; known lessons: " + known);
}

SweepRange fitDefaultSweep(const Lesson& lesson, const SweepRange& range, const ParamSet& fixed,
                           std::vector<std::string>* leftOut)
{
    if (range.param.empty())
        return range;
    SweepRange fitted{range.param, {}};
    for (const std::string& value : range.values) {
        ParamSet params = fixed;
        params.setRaw(range.param, value);
        try {
            lesson.checkParams(params);
            fitted.values.push_back(value);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::InvalidParameter)
                throw;
            if (leftOut)
                leftOut->push_back(value);
        }
    }
    // Nothing fits: keep the whole range, so every point says why it was skipped.
    return fitted.values.empty() ? range : fitted;
}

} // namespace coalesce
