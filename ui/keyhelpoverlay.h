// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The keyboard help shown over the picture on `?` (also in presentation mode, where the menus are hidden):
// every menu action that has a shortcut, grouped by menu, read from the menu bar when shown (so it follows the
// language and any action added later). Any key or click closes it.
#include <QFrame>

class QLabel;
class QMenuBar;

namespace coalesce::ui {

class KeyHelpOverlay : public QFrame {
    Q_OBJECT
public:
    explicit KeyHelpOverlay(QWidget* parent);
    /// Fills the table from `menus` and shows it centred over the parent.
    void showFor(const QMenuBar* menus);
    /// The table as shown (rich text; tests).
    QString text() const;
    /// The rows "Action<TAB>Keys" of `menus`, menu by menu (a menu's title alone on its row).
    static QStringList rows(const QMenuBar* menus);

signals:
    void closed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    QLabel* m_label;
};

} // namespace coalesce::ui
