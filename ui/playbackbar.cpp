// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playbackbar.h"

#include "ui/patternview.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace coalesce::ui {

PlaybackBar::PlaybackBar(PatternView* view, QWidget* parent)
    : QWidget(parent), m_view(view), m_play(new QToolButton(this)), m_group(new QComboBox(this)),
      m_step(new QComboBox(this)), m_speed(new QComboBox(this)), m_mode(new QComboBox(this))
{
    auto* h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    auto* back = new QToolButton(this);
    back->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    back->setToolTip(tr("Step back (Left)"));
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("Play / pause (Space)"));
    m_play->setObjectName(QStringLiteral("playButton"));
    auto* forward = new QToolButton(this);
    forward->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    forward->setToolTip(tr("Step forward (Right)"));
    h->addWidget(back);
    h->addWidget(m_play);
    h->addWidget(forward);
    h->addSpacing(12);
    m_captions.append(new QLabel(tr("Speed"), this));
    h->addWidget(m_captions.back());
    m_speed->setToolTip(tr("Speed"));
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        m_speed->addItem(QStringLiteral("%1x").arg(s), s);
    m_speed->setCurrentIndex(2);
    // Steps carry their meaning ("4 · read tile · line 57"): the list shows it in full, the closed box stays
    // narrow so the bar fits a 1024 px projector.
    m_step->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_step->setMinimumContentsLength(12);
    h->addWidget(m_speed);
    h->addSpacing(12);
    m_captions.append(new QLabel(tr("SIMD group"), this));
    h->addWidget(m_captions.back());
    m_group->setToolTip(tr("SIMD group"));
    h->addWidget(m_group);
    m_captions.append(new QLabel(tr("Step"), this));
    h->addWidget(m_captions.back());
    m_step->setToolTip(tr("Step"));
    // The step's meaning takes the bar's spare width (up to its longest item, fillSteps): whole on a wide
    // window, cut only where the bar is narrow.
    m_step->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    h->addWidget(m_step, 4);
    h->addSpacing(12);
    m_captions.append(new QLabel(tr("Grid"), this));
    h->addWidget(m_captions.back());
    m_mode->setToolTip(tr("Grid"));
    m_mode->addItem(tr("Automatic"), int(PatternMode::Auto));
    m_mode->addItem(tr("Segments"), int(PatternMode::Segments));
    m_mode->addItem(tr("Banks"), int(PatternMode::Banks));
    m_mode->addItem(tr("Channels"), int(PatternMode::Channels));
    h->addWidget(m_mode);
    h->addStretch(1);

    connect(back, &QToolButton::clicked, m_view, &PatternView::stepBack);
    connect(forward, &QToolButton::clicked, m_view, &PatternView::stepForward);
    connect(m_play, &QToolButton::clicked, m_view, &PatternView::togglePlay);
    connect(m_view, &PatternView::playingChanged, this, [this](bool playing) {
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    connect(m_speed, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_view->setSpeed(m_speed->itemData(i).toDouble()); });
    connect(m_group, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        m_view->setGroup(m_group->itemData(i).toUInt());
        fillSteps();
    });
    connect(m_step, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_view->setStep(m_step->itemData(i).toUInt()); });
    connect(m_mode, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        m_view->setMode(PatternMode(m_mode->itemData(i).toInt()));
        refresh();
    });
}

int PlaybackBar::captionsWidth() const
{
    int w = 0;
    for (const QLabel* label : m_captions)
        w += label->sizeHint().width() + layout()->spacing();
    return w;
}

QSize PlaybackBar::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    if (!m_captions.front()->isHidden())
        hint.rwidth() -= captionsWidth();
    return hint;
}

void PlaybackBar::showCaptions(bool show)
{
    for (QLabel* label : m_captions)
        label->setVisible(show);
}

void PlaybackBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitCaptions(event->size().width());
}

void PlaybackBar::fitCaptions(int width)
{
    const bool shown = !m_captions.front()->isHidden();
    // The captions come after the step's meaning: they show only where the step box can also be whole.
    // Every box at its preferred width, the step box at its whole text's.
    const int stepWants = std::max(0, std::min(m_step->maximumWidth(), 4000) - m_step->sizeHint().width());
    const int full = layout()->sizeHint().width() + (shown ? 0 : captionsWidth()) + stepWants;
    if ((width >= full) != shown)
        showCaptions(!shown);
}

void PlaybackBar::refresh()
{
    m_mode->setCurrentIndex(m_mode->findData(int(m_view->mode())));
    QSignalBlocker block(m_group);
    m_group->clear();
    for (uint32_t g : m_view->availableGroups())
        m_group->addItem(QString::number(g), g);
    m_group->setCurrentIndex(m_group->findData(m_view->group()));
    fillSteps();
}

void PlaybackBar::fillSteps()
{
    QSignalBlocker block(m_step);
    m_step->clear();
    for (uint32_t s : m_view->availableSteps())
        m_step->addItem(QStringLiteral("%1 · %2").arg(s).arg(m_view->stepLabel(s)), s);
    m_step->setCurrentIndex(m_step->findData(m_view->step()));
    int widest = 0;
    const QFontMetrics metrics(m_step->font());
    for (int i = 0; i < m_step->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_step->itemText(i)));
    QStyleOptionComboBox option;
    option.initFrom(m_step);
    const QSize whole = m_step->style()->sizeFromContents(QStyle::CT_ComboBox, &option,
                                                          QSize(widest, metrics.height()), m_step);
    m_step->setMaximumWidth(std::max(whole.width(), m_step->minimumSizeHint().width()));
    fitCaptions(width());
}

void PlaybackBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) // presentation mode: the longest step is wider now (measured once
        QTimer::singleShot(0, this, &PlaybackBar::fillSteps); // the boxes have the new font too)
}

} // namespace coalesce::ui
