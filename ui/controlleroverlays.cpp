// SPDX-License-Identifier: GPL-3.0-or-later
// Controller: result files opened as overlays (read on the files worker, never on the GUI thread), overlays
// added, replaced and removed, and a loaded result shown as the main one. Split from controller.cpp.
#include "ui/controller.h"
#include "ui/coretexts.h"

#include "core/errors.h"
#include "core/resultlimits.h"

#include <QFile>

#include <algorithm>

namespace coalesce::ui {

void Controller::openResults(const QStringList& paths)
{
    // Parsed on their own thread: a large file or fifty of them never stall the GUI, and a sweep on the device
    // worker does not hold them up. They are added in the order asked (one thread, first in, first out).
    for (const QString& path : paths) {
        ++m_filesLoading;
        m_files->invoke(
            Task::LoadResult,
            [path](const TaskContext&) {
                LoadedResult loaded;
                try {
                    if (path.startsWith(QLatin1String(":/"))) { // shipped with the app (references)
                        QFile resource(path);
                        if (!resource.open(QIODevice::ReadOnly))
                            throw Error(ErrorKind::Io, "cannot open \"" + path.toStdString() + "\"");
                        loaded.file = resultFromText(
                            resource.read(qint64(kMaxResultFileBytes) + 1).toStdString(), path.toStdString());
                    } else {
                        loaded.file = loadResultFile(path.toStdString());
                        loaded.kernel = customKernelOfResult(path.toStdString(), *loaded.file);
                    }
                } catch (const std::exception& e) {
                    loaded.error = CoreTexts::translate(std::string(e.what()));
                }
                return loaded;
            },
            [this, path](LoadedResult loaded) {
                --m_filesLoading;
                const bool ok = loaded.file.has_value();
                if (ok && loaded.kernel) {
                    m_customTexts[loaded.file->lesson] = *loaded.kernel;
                    emit customKernelLoaded(path, *loaded.kernel);
                }
                if (ok)
                    m_overlays.emplace_back(path, std::move(*loaded.file));
                emit resultLoaded(path, ok);
                if (ok)
                    emit overlaysChanged();
                else
                    emit errorOccurred(Task::LoadResult, tr("Cannot open %1").arg(path), loaded.error, {});
            });
    }
}

void Controller::closeOverlay(int index)
{
    if (index < 0 || index >= int(m_overlays.size()))
        return;
    m_overlays.erase(m_overlays.begin() + index);
    emit overlaysChanged();
}

void Controller::addOverlay(const QString& path, const ResultFile& file)
{
    m_overlays.emplace_back(path, file);
    emit overlaysChanged();
}

void Controller::setOverlay(const QString& label, const ResultFile& file)
{
    for (auto& [name, overlay] : m_overlays)
        if (name == label) {
            overlay = file;
            emit overlaysChanged();
            return;
        }
    m_overlays.emplace_back(label, file);
    emit overlaysChanged();
}

void Controller::removeOverlay(const QString& label)
{
    const auto it =
        std::find_if(m_overlays.begin(), m_overlays.end(), [&](const auto& o) { return o.first == label; });
    if (it == m_overlays.end())
        return;
    m_overlays.erase(it);
    emit overlaysChanged();
}

void Controller::setSweepResult(const ResultFile& result)
{
    m_sweep = result;
    emit sweepFinished(result);
}

} // namespace coalesce::ui
