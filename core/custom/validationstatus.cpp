// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/validationstatus.h"

namespace coalesce {

bool notChecked(const Validation& validation)
{
    return validation.method == ValidationMethod::NotChecked || (validation.passed && validation.checked == 0);
}

bool notChecked(const PointResult& point)
{
    return point.error.empty() && point.skipped.empty() && notChecked(point.validation);
}

} // namespace coalesce
