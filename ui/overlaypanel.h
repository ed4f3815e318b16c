// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Overlays panel: the list of result files and references drawn over the chart, each with a check box to
// show or hide it, Remove and Remove all, and the warnings of overlays that answer another question. Works on
// an OverlayModel; the Delete key removes the selected overlay.
#include <QWidget>

class QLabel;
class QListView;
class QMainWindow;
class QPushButton;

namespace coalesce::ui {

class Controller;
class LessonPanel;
class OverlayModel;

class OverlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit OverlayPanel(OverlayModel* model, QWidget* parent = nullptr);
    QListView* view() const { return m_view; }
    QLabel* warningLabel() const { return m_warning; }
    QPushButton* removeButton() const { return m_remove; }
    QPushButton* removeAllButton() const { return m_removeAll; }
    QSize sizeHint() const override { return QSize(360, 160); }

    /// Puts the panel in an "Overlays" dock (object name overlayDock) tabbed behind `besideDock` on the left,
    /// and the reference button under `lessons`' buttons. Returns the panel.
    static OverlayPanel* install(QMainWindow* window, QWidget* besideDock, Controller* controller,
                                 OverlayModel* model, LessonPanel* lessons);

signals:
    /// "Open results…" in the panel: the window's file dialog.
    void openRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateState();
    void removeSelected();

    OverlayModel* m_model;
    QListView* m_view;
    QLabel* m_empty;
    QLabel* m_warning;
    QPushButton* m_open;
    QPushButton* m_remove;
    QPushButton* m_removeAll;
};

} // namespace coalesce::ui
