// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Registering a lesson. A lesson file defines its accessor at namespace scope, at the start of a line, with
// COALESCE_LESSON_OF(name, Class(args)) (the usual case: one static instance) or COALESCE_LESSON(name) { ... };
// core/CMakeLists.txt finds these lines and generates the registry
// (lessonregistry.cpp), so adding a lesson touches its kernel file, its lesson file and its texts, nothing
// else. allLessons() (core/lesson.h) orders them for the menu.
#include "core/lesson.h"

/// Defines the accessor `const Lesson& name()` of a registered lesson.
#define COALESCE_LESSON(name) const Lesson& name()

/// Defines the accessor `const Lesson& name()` of a registered lesson that is one static instance of the
/// expression: COALESCE_LESSON_OF(histogramGpu1Lesson, HistogramLesson(1)).
#define COALESCE_LESSON_OF(name, ...)                                                                          \
    const Lesson& name()                                                                                       \
    {                                                                                                          \
        static const auto kLesson = __VA_ARGS__;                                                               \
        return kLesson;                                                                                        \
    }

namespace coalesce {

/// Every registered lesson in file order (generated); use allLessons().
const std::vector<const Lesson*>& registeredLessons();

} // namespace coalesce
