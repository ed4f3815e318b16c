// The lesson registry and Lesson's default parameter values.
#include "core/lesson.h"

#include "core/errors.h"
#include "core/lessons/lessons.h"

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

const std::vector<const Lesson*>& allLessons()
{
    static const std::vector<const Lesson*> kLessons = {
        &globalStrideLesson(), &globalOffsetLesson(),   &globalVectorLesson(),  &localStrideLesson(),
        &localPaddingLesson(), &localBroadcastLesson(), &constantIndexLesson(),
    };
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

} // namespace coalesce
