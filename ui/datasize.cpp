// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/datasize.h"

#include <QLocale>

#include <limits>

namespace coalesce::ui {

QString dataSizeText(uint64_t bytes)
{
    const qint64 value = bytes > uint64_t(std::numeric_limits<qint64>::max())
                             ? std::numeric_limits<qint64>::max()
                             : qint64(bytes);
    int unit = 0;
    for (qint64 b = value; b >= 1024 && unit < 6; b /= 1024)
        ++unit;
    const bool whole = unit == 0 || value % (qint64(1) << (10 * unit)) == 0;
    return QLocale().formattedDataSize(value, whole ? 0 : 1);
}

} // namespace coalesce::ui
