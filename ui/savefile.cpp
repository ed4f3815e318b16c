#include "ui/savefile.h"

#include <QSaveFile>

namespace coalesce::ui {

bool saveFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (!write(file) || file.size() == 0) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

} // namespace coalesce::ui
