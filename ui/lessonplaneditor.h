// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "Edit plan…": the slides of a lesson plan in a list (add the window's current lesson, parameters and step as
// a slide, remove, move up and down) and the selected slide's title and talking points in English and Chinese.
// Save writes the file atomically; nothing is written until Save, and a failed save keeps the old file.
#include "ui/lessonplan.h"

#include <QDialog>

#include <functional>

class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QCheckBox;

namespace coalesce::ui {

class LessonPlanEditor : public QDialog {
    Q_OBJECT
public:
    /// `current` gives the slide the window shows now (lesson, parameters, step); `lessons` check a plan.
    LessonPlanEditor(const LessonPlan& plan, const QString& path, std::function<LessonSlide()> current,
                     std::vector<LessonEntry> lessons, QWidget* parent = nullptr);

    /// The plan as edited so far.
    LessonPlan plan() const;
    QString path() const { return m_path; }
    int currentIndex() const;

public slots:
    /// Adds the window's current lesson, parameters and step after the selected slide.
    void addCurrent();
    void removeSelected();
    void moveSelected(int direction);
    /// Saves to the plan's file (asks for one when it has none); false on failure, with a message shown.
    bool save();
    bool saveAs();

signals:
    /// The plan was written to `path`.
    void saved(const coalesce::ui::LessonPlan& plan, const QString& path, int index);

private:
    void loadSlide(int row);
    void storeSlide(int row);
    void fieldsInto(LessonSlide& slide) const; ///< the fields' texts into `slide`
    void refreshList();
    bool writeTo(const QString& path);

    LessonPlan m_plan;
    QString m_path;
    std::function<LessonSlide()> m_current;
    std::vector<LessonEntry> m_lessons;
    int m_row = -1; ///< the slide shown in the fields
    QLineEdit* m_planTitleEn;
    QLineEdit* m_planTitleZh;
    QListWidget* m_list;
    QLineEdit* m_titleEn;
    QLineEdit* m_titleZh;
    QPlainTextEdit* m_pointsEn;
    QPlainTextEdit* m_pointsZh;
    QCheckBox* m_hasStep;
    QSpinBox* m_step;
};

} // namespace coalesce::ui
