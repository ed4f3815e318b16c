// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonpanel.h"

#include "ui/customlessontext.h"
#include "ui/lessontexts.h"
#include "ui/paramform.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace coalesce::ui {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
}

LessonPanel::LessonPanel(QWidget* parent)
    : QWidget(parent), m_tree(new QTreeWidget(this)), m_text(new QTextBrowser(this)),
      m_form(new ParamForm(this)), m_sweepEdit(new QLineEdit(this)),
      m_measure(new QPushButton(tr("Measure"), this)), m_sweep(new QPushButton(tr("Sweep"), this)),
      m_stop(new QPushButton(tr("Stop"), this)), m_live(new QCheckBox(tr("Measure on every change"), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_tree->setHeaderHidden(true);
    m_tree->setRootIsDecorated(true);
    m_tree->setObjectName(QStringLiteral("lessonTree"));
    split->addWidget(m_tree);
    m_text->setOpenExternalLinks(true);
    m_text->setObjectName(QStringLiteral("lessonText"));
    split->addWidget(m_text);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    layout->addWidget(m_form);

    auto* grid = new QGridLayout;
    m_sweepEdit->setPlaceholderText(tr("default sweep"));
    m_sweepEdit->setToolTip(tr("name=A..B, name=A..B:STEP, name=A..B:*2 or name=a,b,c"));
    grid->addWidget(new QLabel(tr("Sweep range"), this), 0, 0);
    grid->addWidget(m_sweepEdit, 0, 1, 1, 2);
    grid->addWidget(m_measure, 1, 0);
    grid->addWidget(m_sweep, 1, 1);
    grid->addWidget(m_stop, 1, 2);
    layout->addLayout(grid);
    m_live->setChecked(true);
    layout->addWidget(m_live);
    m_sweep->setObjectName(QStringLiteral("sweepButton"));
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setEnabled(false);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !item->data(0, kIdRole).toString().isEmpty())
            emit lessonActivated(item->data(0, kIdRole).toString());
    });
    connect(m_form, &ParamForm::valueChanged, this, &LessonPanel::valueChanged);
    connect(m_measure, &QPushButton::clicked, this, &LessonPanel::measureRequested);
    connect(m_sweep, &QPushButton::clicked, this,
            [this] { emit sweepRequested(m_sweepEdit->text().trimmed()); });
    connect(m_sweepEdit, &QLineEdit::returnPressed, this,
            [this] { emit sweepRequested(m_sweepEdit->text().trimmed()); });
    connect(m_stop, &QPushButton::clicked, this, &LessonPanel::stopRequested);
    connect(m_live, &QCheckBox::toggled, this, &LessonPanel::liveMeasureToggled);
    setDeviceAvailable(false);
}

void LessonPanel::addRow(QWidget* widget)
{
    layout()->addWidget(widget);
}

void LessonPanel::setLessons(const std::vector<LessonEntry>& lessons)
{
    QSignalBlocker block(m_tree);
    const QString current =
        m_tree->currentItem() ? m_tree->currentItem()->data(0, kIdRole).toString() : QString();
    m_tree->clear();
    std::vector<std::pair<QString, QTreeWidgetItem*>> groups;
    for (const auto& lesson : lessons) {
        const QString space = QString::fromStdString(lesson.info.space);
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == space; });
        if (it == groups.end()) {
            auto* group = new QTreeWidgetItem(m_tree, {LessonTexts::spaceName(space)});
            group->setFlags(Qt::ItemIsEnabled);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            groups.emplace_back(space, group);
            it = groups.end() - 1;
        }
        const QString id = QString::fromStdString(lesson.info.id);
        auto* item = new QTreeWidgetItem(it->second,
                                         {LessonTexts::title(id, QString::fromStdString(lesson.info.title))});
        item->setData(0, kIdRole, id);
        item->setToolTip(0, id);
        if (id == current)
            m_tree->setCurrentItem(item);
    }
    m_tree->expandAll();
}

void LessonPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // A lesson chosen before the window was laid out: its row whole in view once the list has its size.
    if (QTreeWidgetItem* item = m_tree->currentItem())
        m_tree->scrollToItem(item);
}

void LessonPanel::showLesson(const LessonEntry& lesson, const ParamSet& values)
{
    const QString id = QString::fromStdString(lesson.info.id);
    {
        QSignalBlocker block(m_tree);
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
            if ((*it)->data(0, kIdRole).toString() == id) {
                m_tree->setCurrentItem(*it);
                m_tree->scrollToItem(*it); // whole, not cut at the list's edge
            }
        }
    }
    QString body = CustomLessonText::isCustom(id) ? CustomLessonText::explanation(lesson.info.summary)
                                                  : LessonTexts::explanation(id);
    if (body.isEmpty())
        body = QStringLiteral("<p>") + QString::fromStdString(lesson.info.summary).toHtmlEscaped() +
               QStringLiteral("</p>");
    const QString title = LessonTexts::title(id, QString::fromStdString(lesson.info.title));
    m_text->setHtml(QStringLiteral("<h3>%1</h3>%2<p style='color:#666'><small>%3 &middot; %4</small></p>")
                        .arg(title.toHtmlEscaped(), body, id.toHtmlEscaped(),
                             tr("seeds %1").arg(QString::fromStdString(lesson.info.seeds).toHtmlEscaped())));
    m_form->setSpecs(lesson.specs, values);
    m_sweepEdit->setPlaceholderText(QString::fromStdString(lesson.defaultSweep));
}

void LessonPanel::showValues(const ParamSet& values)
{
    m_form->setValues(values);
}

void LessonPanel::setSweepRunning(bool running)
{
    m_sweepRunning = running;
    m_stop->setEnabled(running);
    m_sweep->setEnabled(!running && m_deviceAvailable);
    m_measure->setEnabled(!running && m_deviceAvailable);
    m_form->setEnabled(!running);
    m_tree->setEnabled(!running);
}

void LessonPanel::setDeviceAvailable(bool available)
{
    m_deviceAvailable = available;
    setSweepRunning(m_sweepRunning);
}

} // namespace coalesce::ui
