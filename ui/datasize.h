// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Byte counts as the UI shows them, in the user's locale (QLocale::formattedDataSize, IEC units: KiB, MiB):
// whole units without decimals ("512 KiB"), others with one ("1.5 KiB").
#include <QString>

#include <cstdint>

namespace coalesce::ui {

QString dataSizeText(uint64_t bytes);

} // namespace coalesce::ui
