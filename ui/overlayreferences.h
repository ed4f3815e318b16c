// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reference measurements shipped with the app (resources/references.qrc): every lesson's default sweep
// measured on a real GPU (docs/bench/h100-2026-11-23-lessons; global.dtype, whose packed loads changed, from
// docs/bench/h100-2026-11-27-model14), so a student without a GPU sees the GPU's curve beside their CPU's.
// Stored as Qt resources under :/references/<device>/<lesson>.json; read through the same hardened reader as
// any user file (coalesce::resultFromText: size, depth, string and number limits).
#include "core/results.h"

#include <QString>

#include <vector>

namespace coalesce::ui {

struct ReferenceInfo {
    QString path;   ///< ":/references/H100/global.stride.json"
    QString device; ///< short name from the folder: "H100"
    QString lesson; ///< from the file name
};

/// The folder every reference lies under.
inline constexpr const char* kReferenceRoot = ":/references";

/// Every shipped reference, sorted by device then lesson.
std::vector<ReferenceInfo> shippedReferences();
/// The shipped references of `lesson` (one per device).
std::vector<ReferenceInfo> referencesFor(const QString& lesson);
/// True for a path under kReferenceRoot.
bool isReferencePath(const QString& path);
/// "H100" for ":/references/H100/…"; empty for another path.
QString referenceDevice(const QString& path);
/// Reads a reference (or any resource) through the result file reader. Throws coalesce::Error(Io) naming the
/// path and what is wrong.
ResultFile loadReference(const QString& path);

} // namespace coalesce::ui
