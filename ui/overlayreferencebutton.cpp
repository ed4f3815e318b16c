// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overlayreferencebutton.h"

#include "ui/controller.h"
#include "ui/overlayinfo.h"
#include "ui/overlaymodel.h"
#include "ui/overlayreferences.h"

#include <spdlog/spdlog.h>

namespace coalesce::ui {

ReferenceButton::ReferenceButton(Controller* controller, OverlayModel* overlays, QWidget* parent)
    : QPushButton(parent), m_controller(controller), m_overlays(overlays)
{
    setObjectName(QStringLiteral("referenceButton"));
    connect(this, &QPushButton::clicked, this, &ReferenceButton::toggle);
    connect(controller, &Controller::lessonChanged, this, &ReferenceButton::refresh);
    connect(overlays, &OverlayModel::overlaysChanged, this, &ReferenceButton::refresh);
    refresh();
}

const ResultFile* ReferenceButton::load(const QString& path)
{
    if (auto it = m_cache.find(path); it != m_cache.end())
        return &it->second;
    if (m_errors.count(path))
        return nullptr;
    try {
        return &m_cache.emplace(path, loadReference(path)).first->second;
    } catch (const std::exception& e) {
        m_errors[path] = QString::fromStdString(e.what());
        spdlog::error("reference measurement {}: {}", path.toStdString(), e.what());
        return nullptr;
    }
}

void ReferenceButton::refresh()
{
    const QString lesson = QString::fromStdString(m_controller->lessonId());
    const auto refs = referencesFor(lesson);
    m_path = refs.empty() ? QString() : refs.front().path;
    m_device = refs.empty() ? QString() : refs.front().device;
    if (m_path.isEmpty()) {
        setText(tr("No GPU reference for this lesson"));
        setToolTip(tr("No reference measurement ships for this lesson."));
        setEnabled(false);
        return;
    }
    const bool shown = m_overlays->find(m_path) >= 0;
    setText(shown ? tr("Hide %1 reference").arg(m_device) : tr("Show %1 reference").arg(m_device));
    setEnabled(true);
    if (const ResultFile* file = load(m_path))
        setToolTip(tr("The default sweep of %1 measured on %2 on %3, drawn beside this device's curve.")
                       .arg(lesson, QString::fromStdString(resultDevice(*file)), resultDate(file->createdUtc)));
    else
        setToolTip(tr("The reference could not be read: %1").arg(m_errors[m_path]));
}

bool ReferenceButton::toggle()
{
    if (m_path.isEmpty())
        return false;
    const int row = m_overlays->find(m_path);
    if (row >= 0) {
        m_overlays->remove(row);
        return true;
    }
    const ResultFile* file = load(m_path);
    if (!file) {
        refresh();
        return false;
    }
    m_controller->addOverlay(m_path, *file);
    return true;
}

} // namespace coalesce::ui
