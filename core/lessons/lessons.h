#pragma once
// The lessons implemented in core/lessons/, one accessor each (the registry in core/lesson.cpp lists them).
#include "core/lesson.h"

namespace coalesce {

const Lesson& globalStrideLesson();   ///< global.stride   (kernels/global_read.cl)
const Lesson& globalOffsetLesson();   ///< global.offset   (kernels/global_read.cl)
const Lesson& globalVectorLesson();   ///< global.vector   (kernels/global_read.cl)
const Lesson& localStrideLesson();    ///< local.stride    (kernels/local_stride.cl)
const Lesson& localPaddingLesson();   ///< local.padding   (kernels/local_padding.cl)
const Lesson& localBroadcastLesson(); ///< local.broadcast (kernels/local_broadcast.cl)
const Lesson& constantIndexLesson();  ///< constant.index  (kernels/constant_read.cl)

} // namespace coalesce
