// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Registering a lesson. A lesson file defines its accessor with COALESCE_LESSON(name) { static ... return l; }
// at namespace scope, at the start of a line; core/CMakeLists.txt finds these lines and generates the registry
// (lessonregistry.cpp), so adding a lesson touches its kernel file, its lesson file and its texts, nothing
// else. allLessons() (core/lesson.h) orders them for the menu.
#include "core/lesson.h"

/// Defines the accessor `const Lesson& name()` of a registered lesson.
#define COALESCE_LESSON(name) const Lesson& name()

namespace coalesce {

/// Every registered lesson in file order (generated); use allLessons().
const std::vector<const Lesson*>& registeredLessons();

} // namespace coalesce
