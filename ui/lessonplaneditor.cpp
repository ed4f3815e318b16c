// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonplaneditor.h"

#include "ui/lessontexts.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace coalesce::ui {

namespace {

QStringList lines(const QPlainTextEdit* edit)
{
    QStringList out;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            out << line.trimmed();
    }
    return out;
}

QString slideLabel(const LessonSlide& slide, int row)
{
    QStringList params;
    for (const auto& [name, value] : slide.params)
        params << QString::fromStdString(name + "=" + value);
    QString text = QStringLiteral("%1. %2").arg(row + 1).arg(LessonTexts::title(slide.lesson, slide.lesson));
    if (!params.isEmpty())
        text += QStringLiteral("  (%1)").arg(params.join(QStringLiteral(", ")));
    return text;
}

} // namespace

LessonPlanEditor::LessonPlanEditor(const LessonPlan& plan, const QString& path,
                                   std::function<LessonSlide()> current, std::vector<LessonEntry> lessons,
                                   QWidget* parent)
    : QDialog(parent), m_plan(plan), m_path(path), m_current(std::move(current)), m_lessons(std::move(lessons)),
      m_planTitleEn(new QLineEdit(this)), m_planTitleZh(new QLineEdit(this)), m_list(new QListWidget(this)),
      m_titleEn(new QLineEdit(this)), m_titleZh(new QLineEdit(this)), m_pointsEn(new QPlainTextEdit(this)),
      m_pointsZh(new QPlainTextEdit(this)), m_hasStep(new QCheckBox(tr("Show request step"), this)),
      m_step(new QSpinBox(this))
{
    setWindowTitle(tr("Edit lesson plan"));
    setObjectName(QStringLiteral("lessonPlanEditor"));
    resize(900, 600);
    auto* layout = new QVBoxLayout(this);
    auto* head = new QFormLayout;
    m_planTitleEn->setText(m_plan.titleEn);
    m_planTitleZh->setText(m_plan.titleZh);
    head->addRow(tr("Plan title (English)"), m_planTitleEn);
    head->addRow(tr("Plan title (Chinese)"), m_planTitleZh);
    layout->addLayout(head);

    auto* split = new QSplitter(this);
    auto* left = new QWidget(split);
    auto* lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    m_list->setObjectName(QStringLiteral("planSlides"));
    lv->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add current"), left);
    add->setObjectName(QStringLiteral("planAddCurrent"));
    add->setToolTip(tr("Adds the lesson, parameters and request step the window shows now, after the selected "
                       "slide"));
    auto* remove = new QPushButton(tr("Remove"), left);
    auto* up = new QPushButton(tr("Up"), left);
    auto* down = new QPushButton(tr("Down"), left);
    for (QPushButton* b : {add, remove, up, down})
        buttons->addWidget(b);
    lv->addLayout(buttons);
    split->addWidget(left);

    auto* right = new QWidget(split);
    auto* form = new QFormLayout(right);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Slide title (English)"), m_titleEn);
    form->addRow(tr("Slide title (Chinese)"), m_titleZh);
    auto* stepRow = new QHBoxLayout;
    m_step->setRange(0, 1000000);
    stepRow->addWidget(m_hasStep);
    stepRow->addWidget(m_step, 1);
    form->addRow(tr("Step"), stepRow);
    m_pointsEn->setObjectName(QStringLiteral("planPointsEn"));
    m_pointsZh->setObjectName(QStringLiteral("planPointsZh"));
    m_pointsEn->setPlaceholderText(tr("One talking point per line"));
    m_pointsZh->setPlaceholderText(tr("One talking point per line"));
    form->addRow(tr("Talking points (English)"), m_pointsEn);
    form->addRow(tr("Talking points (Chinese)"), m_pointsZh);
    split->addWidget(right);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    QPushButton* saveAsButton = box->addButton(tr("Save as…"), QDialogButtonBox::ActionRole);
    layout->addWidget(box);

    connect(add, &QPushButton::clicked, this, &LessonPlanEditor::addCurrent);
    connect(remove, &QPushButton::clicked, this, &LessonPlanEditor::removeSelected);
    connect(up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelected(+1); });
    connect(m_hasStep, &QCheckBox::toggled, m_step, &QSpinBox::setEnabled);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        storeSlide(m_row);
        loadSlide(row);
    });
    connect(box->button(QDialogButtonBox::Save), &QPushButton::clicked, this, &LessonPlanEditor::save);
    connect(saveAsButton, &QPushButton::clicked, this, &LessonPlanEditor::saveAs);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refreshList();
    m_list->setCurrentRow(m_plan.slides.empty() ? -1 : 0);
    loadSlide(m_list->currentRow());
}

LessonPlan LessonPlanEditor::plan() const
{
    LessonPlan out = m_plan;
    if (m_row >= 0 && m_row < int(out.slides.size()))
        fieldsInto(out.slides[size_t(m_row)]);
    out.titleEn = m_planTitleEn->text().trimmed();
    out.titleZh = m_planTitleZh->text().trimmed();
    return out;
}

int LessonPlanEditor::currentIndex() const
{
    return m_list->currentRow();
}

void LessonPlanEditor::addCurrent()
{
    storeSlide(m_row);
    LessonSlide slide = m_current();
    if (const QString why = LessonPlanFile::check(slide, m_lessons); !why.isEmpty()) {
        QMessageBox::warning(this, tr("Add current"), tr("The window's lesson cannot be a slide: %1").arg(why));
        return;
    }
    const int at = m_row < 0 ? int(m_plan.slides.size()) : m_row + 1;
    m_plan.slides.insert(m_plan.slides.begin() + at, std::move(slide));
    m_row = -1; // the fields are stored: do not store them again into the moved slide
    refreshList();
    m_list->setCurrentRow(at);
}

void LessonPlanEditor::removeSelected()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    m_plan.slides.erase(m_plan.slides.begin() + row);
    m_row = -1;
    refreshList();
    m_list->setCurrentRow(std::min(row, int(m_plan.slides.size()) - 1));
    loadSlide(m_list->currentRow());
}

void LessonPlanEditor::moveSelected(int direction)
{
    const int row = m_list->currentRow();
    const int to = row + direction;
    if (row < 0 || to < 0 || to >= int(m_plan.slides.size()))
        return;
    storeSlide(row);
    std::swap(m_plan.slides[size_t(row)], m_plan.slides[size_t(to)]);
    m_row = -1;
    refreshList();
    m_list->setCurrentRow(to);
}

bool LessonPlanEditor::save()
{
    return m_path.isEmpty() ? saveAs() : writeTo(m_path);
}

bool LessonPlanEditor::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save lesson plan"), m_path,
                                                      tr("Lesson plans (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    return writeTo(path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? path
                                                                              : path + QStringLiteral(".json"));
}

bool LessonPlanEditor::writeTo(const QString& path)
{
    const LessonPlan edited = plan();
    QString error;
    if (edited.slides.empty()) {
        QMessageBox::warning(this, tr("Save lesson plan"), tr("A plan needs at least one slide."));
        return false;
    }
    if (!LessonPlanFile::save(path, edited, &error)) {
        QMessageBox::warning(this, tr("Save lesson plan"), error);
        return false;
    }
    m_path = path;
    emit saved(edited, path, std::max(0, m_list->currentRow()));
    return true;
}

void LessonPlanEditor::loadSlide(int row)
{
    m_row = row;
    const bool valid = row >= 0 && row < int(m_plan.slides.size());
    for (QWidget* w : std::initializer_list<QWidget*>{m_titleEn, m_titleZh, m_pointsEn, m_pointsZh, m_hasStep})
        w->setEnabled(valid);
    const LessonSlide empty;
    const LessonSlide& slide = valid ? m_plan.slides[size_t(row)] : empty;
    m_titleEn->setText(slide.titleEn);
    m_titleZh->setText(slide.titleZh);
    m_pointsEn->setPlainText(slide.pointsEn.join(QLatin1Char('\n')));
    m_pointsZh->setPlainText(slide.pointsZh.join(QLatin1Char('\n')));
    m_hasStep->setChecked(slide.step.has_value());
    m_step->setValue(int(slide.step.value_or(0)));
    m_step->setEnabled(valid && slide.step.has_value());
}

void LessonPlanEditor::storeSlide(int row)
{
    if (row >= 0 && row < int(m_plan.slides.size()))
        fieldsInto(m_plan.slides[size_t(row)]);
}

void LessonPlanEditor::fieldsInto(LessonSlide& slide) const
{
    slide.titleEn = m_titleEn->text().trimmed();
    slide.titleZh = m_titleZh->text().trimmed();
    slide.pointsEn = lines(m_pointsEn);
    slide.pointsZh = lines(m_pointsZh);
    slide.step = m_hasStep->isChecked() ? std::optional<uint32_t>(uint32_t(m_step->value())) : std::nullopt;
}

void LessonPlanEditor::refreshList()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (size_t i = 0; i < m_plan.slides.size(); ++i)
        m_list->addItem(slideLabel(m_plan.slides[i], int(i)));
}

} // namespace coalesce::ui
