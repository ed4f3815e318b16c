// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The controls under the pattern view: play / pause, step, speed, which SIMD group and step, and the grid.
#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace coalesce::ui {

class PatternView;

class PlaybackBar : public QWidget {
    Q_OBJECT
public:
    explicit PlaybackBar(PatternView* view, QWidget* parent = nullptr);
    /// Refills the group / step lists after the view got new data.
    void refresh();
    /// Without the captions ("Speed", "SIMD group", "Grid"; their boxes keep them as tooltips): the bar then
    /// fits beside the lesson dock on a 1024 px screen, also with large fonts.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showCaptions(bool show);
    void fitCaptions(int width); ///< captions shown where they and the whole step box fit
    int captionsWidth() const;
    QList<QLabel*> m_captions;
    void fillSteps();
    PatternView* m_view;
    QToolButton* m_play;
    QComboBox* m_group;
    QComboBox* m_step;
    QComboBox* m_speed;
    QComboBox* m_mode;
};

} // namespace coalesce::ui
