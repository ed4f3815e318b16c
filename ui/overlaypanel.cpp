// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overlaypanel.h"

#include "ui/lessonpanel.h"
#include "ui/overlaymodel.h"
#include "ui/overlayreferencebutton.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMainWindow>
#include <QPushButton>
#include <QVBoxLayout>

namespace coalesce::ui {

OverlayPanel::OverlayPanel(OverlayModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_view(new QListView(this)),
      m_empty(new QLabel(tr("No overlays. Open a result file (Ctrl+O) or show a reference measurement from the "
                            "lesson panel to draw it beside this chart."),
                         this)),
      m_warning(new QLabel(this)), m_open(new QPushButton(tr("Open…"), this)),
      m_remove(new QPushButton(tr("Remove"), this)), m_removeAll(new QPushButton(tr("Remove all"), this))
{
    setObjectName(QStringLiteral("overlayPanel"));
    m_view->setObjectName(QStringLiteral("overlayList"));
    m_view->setModel(model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(true);
    m_view->setUniformItemSizes(false);
    m_view->installEventFilter(this);
    m_empty->setWordWrap(true);
    m_warning->setObjectName(QStringLiteral("overlayWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setStyleSheet(QStringLiteral("QLabel { color: #8A3B00; }"));
    m_remove->setToolTip(tr("Remove the selected overlay from the chart (Delete)"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_removeAll);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_warning);
    layout->addLayout(buttons);

    connect(m_open, &QPushButton::clicked, this, &OverlayPanel::openRequested);
    connect(m_remove, &QPushButton::clicked, this, &OverlayPanel::removeSelected);
    connect(m_removeAll, &QPushButton::clicked, model, &OverlayModel::removeAll);
    connect(model, &OverlayModel::overlaysChanged, this, &OverlayPanel::updateState);
    connect(model, &QAbstractItemModel::modelReset, this, &OverlayPanel::updateState);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OverlayPanel::updateState);
    updateState();
}

void OverlayPanel::updateState()
{
    const bool any = m_model->rowCount() > 0;
    m_empty->setVisible(!any);
    m_view->setVisible(any);
    m_remove->setEnabled(m_view->selectionModel()->hasSelection());
    m_removeAll->setEnabled(any);
    const QString warnings = m_model->warnings();
    m_warning->setText(warnings);
    m_warning->setVisible(!warnings.isEmpty());
}

void OverlayPanel::removeSelected()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        m_model->remove(rows.front().row());
}

OverlayPanel* OverlayPanel::install(QMainWindow* window, QWidget* besideDock, Controller* controller,
                                    OverlayModel* model, LessonPanel* lessons)
{
    auto* panel = new OverlayPanel(model, window);
    auto* dock = new QDockWidget(tr("Overlays"), window);
    dock->setObjectName(QStringLiteral("overlayDock"));
    dock->setWidget(panel);
    window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto* beside = qobject_cast<QDockWidget*>(besideDock))
        window->tabifyDockWidget(beside, dock);
    if (auto* lesson = window->findChild<QDockWidget*>(QStringLiteral("lessonDock")))
        lesson->raise(); // the new tab stays behind the lesson
    // The tab says how many overlays there are, so a hidden tab still tells.
    auto title = [dock, model] {
        dock->setWindowTitle(model->rowCount() > 0 ? tr("Overlays (%1)").arg(model->rowCount())
                                                   : tr("Overlays"));
    };
    connect(model, &OverlayModel::overlaysChanged, dock, title);
    title();
    // On a wide window the tab appears with the first overlay and goes with the last; on a small screen it
    // stays in View > Overlays (the legend and the warning over the chart still name every overlay): the left
    // docks' tab bar must fit a 1280x720 projector with large fonts whole (tests/ui/test_fit.cpp).
    auto follow = [dock, model, window, shown = false]() mutable {
        const bool any = model->rowCount() > 0;
        if (any == shown)
            return;
        shown = any;
        if (!any || window->width() >= 1600)
            dock->setVisible(any);
    };
    connect(model, &OverlayModel::overlaysChanged, dock, follow);
    dock->hide();
    if (lessons)
        lessons->addRow(new ReferenceButton(controller, model, lessons));
    return panel;
}

bool OverlayPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
            removeSelected();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace coalesce::ui
