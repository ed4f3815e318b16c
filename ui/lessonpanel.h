// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson picker (grouped by memory space), the lesson's explanation and its parameter controls, with
// the Measure / Sweep / Stop buttons.
#include "ui/backend.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace coalesce::ui {

class ParamForm;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    void setLessons(const std::vector<LessonEntry>& lessons);
    /// Shows a lesson (selection, explanation, controls) without emitting lessonActivated.
    void showLesson(const LessonEntry& lesson, const ParamSet& values);
    void showValues(const ParamSet& values);
    void setSweepRunning(bool running);
    void setDeviceAvailable(bool available);
    ParamForm* form() const { return m_form; }
    QTreeWidget* tree() const { return m_tree; }
    QLineEdit* sweepEdit() const { return m_sweepEdit; }
    QCheckBox* liveBox() const { return m_live; }
    /// Adds a row under the buttons (the reference measurements' button).
    void addRow(QWidget* widget);

signals:
    void lessonActivated(const QString& id);
    void valueChanged(const QString& name, const QString& value);
    void measureRequested();
    void sweepRequested(const QString& text);
    void stopRequested();
    void liveMeasureToggled(bool on);

protected:
    void showEvent(QShowEvent* event) override;

private:
    QTreeWidget* m_tree;
    QTextBrowser* m_text;
    ParamForm* m_form;
    QLineEdit* m_sweepEdit;
    QPushButton* m_measure;
    QPushButton* m_sweep;
    QPushButton* m_stop;
    QCheckBox* m_live;
    bool m_deviceAvailable = false;
    bool m_sweepRunning = false;
};

} // namespace coalesce::ui
