// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The controls under the pattern view: play / pause, step, speed, which SIMD group and step, and the grid.
#include <QWidget>

class QComboBox;
class QToolButton;

namespace coalesce::ui {

class PatternView;

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    explicit PlaybackBar(PatternView* view, QWidget* parent = nullptr);
    /// Refills the group / step lists after the view got new data.
    void refresh();

private:
    void fillSteps();
    PatternView* m_view;
    QToolButton* m_play;
    QComboBox* m_group;
    QComboBox* m_step;
    QComboBox* m_speed;
    QComboBox* m_mode;
};

} // namespace coalesce::ui
