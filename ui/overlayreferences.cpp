// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overlayreferences.h"

#include "core/errors.h"
#include "core/resultlimits.h"

#include <QDir>
#include <QFile>

#include <algorithm>

// The resources live in the static coalesce_ui library: registered on first use (outside any namespace, as
// Q_INIT_RESOURCE requires).
static void registerReferences()
{
    static const bool once = [] {
        Q_INIT_RESOURCE(references);
        return true;
    }();
    (void)once;
}

namespace coalesce::ui {

std::vector<ReferenceInfo> shippedReferences()
{
    registerReferences();
    std::vector<ReferenceInfo> out;
    const QDir root(QString::fromLatin1(kReferenceRoot));
    for (const QString& device : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir folder(root.filePath(device));
        for (const QString& file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            ReferenceInfo info;
            info.path = folder.filePath(file);
            info.device = device;
            info.lesson = file.chopped(5); // ".json"
            out.push_back(info);
        }
    }
    return out;
}

std::vector<ReferenceInfo> referencesFor(const QString& lesson)
{
    std::vector<ReferenceInfo> out;
    for (ReferenceInfo& r : shippedReferences())
        if (r.lesson == lesson)
            out.push_back(std::move(r));
    return out;
}

bool isReferencePath(const QString& path)
{
    return path.startsWith(QString::fromLatin1(kReferenceRoot) + QLatin1Char('/'));
}

QString referenceDevice(const QString& path)
{
    if (!isReferencePath(path))
        return QString();
    const QStringList parts = path.mid(int(qstrlen(kReferenceRoot)) + 1).split(QLatin1Char('/'));
    return parts.size() == 2 ? parts.front() : QString();
}

ResultFile loadReference(const QString& path)
{
    registerReferences();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error(ErrorKind::Io,
                    "cannot open \"" + path.toStdString() + "\": " + file.errorString().toStdString());
    // The same size limit as a user's file, before the text is read whole.
    if (uint64_t(file.size()) > kMaxResultFileBytes)
        throw Error(ErrorKind::Io, "\"" + path.toStdString() + "\" is refused: it has " +
                                       std::to_string(file.size()) + " bytes; result files are limited to " +
                                       std::to_string(kMaxResultFileBytes >> 20) + " MiB");
    const QByteArray bytes = file.readAll();
    return resultFromText(bytes.toStdString(), path.toStdString());
}

} // namespace coalesce::ui
