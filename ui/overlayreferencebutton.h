// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Show H100 reference" in the lesson panel: overlays the current lesson's shipped reference measurement
// (ui/overlayreferences.h), labelled with its device and date, or removes it again. Disabled, and saying so,
// for a lesson no reference ships for.
#include "core/results.h"

#include <QPushButton>

#include <map>

namespace coalesce::ui {

class Controller;
class OverlayModel;

class ReferenceButton : public QPushButton {
    Q_OBJECT
public:
    ReferenceButton(Controller* controller, OverlayModel* overlays, QWidget* parent = nullptr);
    /// The reference shown for the current lesson ("" when none ships).
    QString referencePath() const { return m_path; }
    /// Adds the current lesson's reference, or removes it when it is shown. False when there is none or it
    /// could not be read (the error is logged and shown in the tooltip).
    bool toggle();

private:
    void refresh();
    /// The reference read once (through the hardened reader); null when it is unreadable.
    const ResultFile* load(const QString& path);

    Controller* m_controller;
    OverlayModel* m_overlays;
    QString m_path;
    QString m_device;
    std::map<QString, ResultFile> m_cache;
    std::map<QString, QString> m_errors;
};

} // namespace coalesce::ui
