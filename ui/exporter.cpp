// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exporter.h"

#include "core/custom/customresult.h"
#include "ui/controller.h"
#include "ui/exportanimation.h"
#include "ui/exportdialog.h"
#include "ui/lessontexts.h"
#include "ui/patternview.h"
#include "ui/resultsmodel.h"
#include "ui/scriptoptions.h"
#include "ui/throughputchart.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>

#include <algorithm>

namespace coalesce::ui {

namespace {

// The chart as it shows on screen: an overlay that answers another question (another lesson, swept parameter
// or unit) puts a warning strip over it, and a slide or report made from the chart keeps that strip, so a
// local.stride result drawn on a global.stride chart is not passed off as comparable. Same colours as the
// chart's own strip (ui/throughputchart.cpp); the text wraps, in the caption's font, at most a third of the
// picture's height.
PaintFn chartWithWarning(const ThroughputChart* chart)
{
    return [chart](QPainter& p, const QRect& r) {
        const QString warning = chart->warning();
        if (warning.isEmpty()) {
            chart->renderTo(p, r);
            return;
        }
        const QFont font = captionFont(r.size());
        const QFontMetrics fm(font, p.device());
        const int pad = std::max(4, fm.height() / 3);
        const QRect textArea(r.left() + 2 * pad, r.top() + pad, r.width() - 4 * pad, r.height());
        const int textHeight = fm.boundingRect(textArea, Qt::TextWordWrap, warning).height();
        const int strip = std::min(textHeight + 2 * pad, r.height() / 3);
        const QRect band(r.left(), r.top(), r.width(), strip);
        p.save();
        p.fillRect(band, QColor(0xFF, 0xF3, 0xCD));
        p.setPen(QPen(QColor(0xD9, 0xA3, 0x00), 1));
        p.drawRect(band.adjusted(0, 0, -1, -1));
        p.setPen(QColor(0x5C, 0x3C, 0x00));
        p.setFont(font);
        p.setClipRect(band);
        p.drawText(textArea.intersected(band.adjusted(0, 0, 0, -pad)), Qt::TextWordWrap | Qt::AlignLeft,
                   warning);
        p.restore();
        chart->renderTo(p, r.adjusted(0, strip, 0, 0));
    };
}

} // namespace

Exporter::Exporter(Controller* controller, PatternView* pattern, ThroughputChart* chart, QObject* parent)
    : QObject(parent), m_controller(controller), m_pattern(pattern), m_chart(chart)
{
}

const ResultFile* Exporter::currentResult() const
{
    if (m_controller->sweepResult() && !m_controller->sweepResult()->points.empty())
        return &*m_controller->sweepResult();
    if (!m_controller->overlays().empty())
        return &m_controller->overlays().front().second;
    return nullptr;
}

QString Exporter::lessonTitle(const std::string& id) const
{
    if (id.empty())
        return {};
    const LessonEntry* entry = findEntry(m_controller->lessons(), id);
    const QString qid = QString::fromStdString(id);
    const QString title = entry ? LessonTexts::title(QString::fromStdString(entry->info.texts()),
                                                     QString::fromStdString(entry->info.title))
                                : qid;
    return title == qid ? qid : QStringLiteral("%1 (%2)").arg(title, qid);
}

ExportCaption Exporter::chartCaption() const
{
    ExportCaption c;
    c.date = QDateTime::currentDateTimeUtc();
    const ResultFile* result = currentResult();
    if (!result) {
        // Nothing measured yet: the chart is empty but still says what it was meant to show.
        c.title = lessonTitle(m_controller->lessonId());
        if (m_controller->device())
            c.device = QString::fromStdString(m_controller->device()->label);
        c.parameters = paramsText(m_controller->params());
        return c;
    }
    c.title = lessonTitle(result->lesson);
    c.device = QString::fromStdString(result->device.value("name", std::string()));
    QStringList params;
    if (result->fixedParams.is_object()) {
        for (const auto& [name, value] : result->fixedParams.items())
            params << QString::fromStdString(name + "=" +
                                             (value.is_string() ? value.get<std::string>() : value.dump()));
    }
    c.parameters = params.join(QLatin1Char(' '));
    QStringList detail;
    if (!result->sweptParam.empty())
        detail << tr("sweep of %1").arg(QString::fromStdString(result->sweptParam));
    QStringList overlays;
    for (const auto& [label, file] : m_controller->overlays())
        if (&file != result)
            overlays << label;
    if (!overlays.isEmpty())
        detail << tr("overlaid: %1").arg(overlays.join(QStringLiteral(", ")));
    c.detail = detail.join(QStringLiteral(" · "));
    c.measured = QString::fromStdString(result->createdUtc);
    return c;
}

ExportCaption Exporter::patternCaption() const
{
    ExportCaption c;
    c.date = QDateTime::currentDateTimeUtc();
    const auto& trace = m_controller->lastTrace();
    c.title = lessonTitle(trace ? trace->lesson : m_controller->lessonId());
    c.parameters = paramsText(trace ? trace->params : m_controller->params());
    if (m_controller->device() && !(trace && trace->hostGenerated))
        c.device = QString::fromStdString(m_controller->device()->label);
    QStringList detail;
    if (!m_pattern->note().isEmpty())
        detail << m_pattern->note();
    if (m_pattern->hasData()) {
        const QString label = m_pattern->stepLabel(m_pattern->step());
        const QString where = tr("group %1, step %2").arg(m_pattern->group()).arg(m_pattern->step());
        detail << (label.isEmpty() ? where : QStringLiteral("%1: %2").arg(where, label));
    }
    c.detail = detail.join(QStringLiteral(" · "));
    return c;
}

bool Exporter::exportTo(const QString& path, QString* error) const
{
    return exportTo(path, m_settings, error);
}

bool Exporter::exportTo(const QString& path, const ExportSettings& settings, QString* error,
                        const Progress& progress) const
{
    const auto kind = exportKindFor(path);
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!kind)
        return fail(tr("%1: unknown file type").arg(path));
    const PaintFn pattern = [this](QPainter& p, const QRect& r) { m_pattern->renderTo(p, r); };
    const PaintFn chart = chartWithWarning(m_chart);
    switch (*kind) {
    case ExportKind::PatternPng:
        return writeCaptionedImage(path, ImageFormat::Png, settings, patternCaption(), pattern, error);
    case ExportKind::PatternSvg:
        return writeCaptionedImage(path, ImageFormat::Svg, settings, patternCaption(), pattern, error);
    case ExportKind::PatternGif:
        return writePatternAnimation(path, *m_pattern, settings, patternCaption(), error, progress);
    case ExportKind::DataCsv:
    case ExportKind::DataJson: {
        const ResultFile* result = currentResult();
        if (!result)
            return fail(tr("%1: there are no results to export yet").arg(path));
        try {
            if (*kind == ExportKind::DataCsv)
                saveResultCsv(path.toStdString(), *result);
            else if (const CustomKernelText* k = m_controller->customKernel(result->lesson))
                // a user's kernel: the file records its source and spec (core/custom/customresult.h)
                custom::saveResultWithKernel(path.toStdString(), *result, {k->name, k->source, k->spec});
            else
                saveResultJson(path.toStdString(), *result);
        } catch (const std::exception& e) {
            return fail(QString::fromStdString(e.what()));
        }
        return true;
    }
    case ExportKind::ChartPng:
        return writeCaptionedImage(path, ImageFormat::Png, settings, chartCaption(), chart, error);
    case ExportKind::ChartSvg:
        return writeCaptionedImage(path, ImageFormat::Svg, settings, chartCaption(), chart, error);
    case ExportKind::ChartPdf:
        return writeCaptionedImage(path, ImageFormat::Pdf, settings, chartCaption(), chart, error);
    }
    return fail(tr("%1: unknown file type").arg(path));
}

bool Exporter::exportItem(ExportItem item, const QString& path, const ExportSettings& settings, QString* error,
                          const Progress& progress) const
{
    const auto format = imageFormatFor(path);
    const bool gif = path.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive);
    const bool fits = item == ExportItem::Animation ? gif
                      : item == ExportItem::Pattern ? format && *format != ImageFormat::Pdf
                                                    : format.has_value();
    if (!fits) {
        if (error)
            *error = tr("%1: this file type cannot hold that export").arg(path);
        return false;
    }
    switch (item) {
    case ExportItem::Chart:
        return writeCaptionedImage(path, *format, settings, chartCaption(), chartWithWarning(m_chart), error);
    case ExportItem::Pattern:
        return writeCaptionedImage(
            path, *format, settings, patternCaption(),
            [this](QPainter& p, const QRect& r) { m_pattern->renderTo(p, r); }, error);
    case ExportItem::Animation:
        return writePatternAnimation(path, *m_pattern, settings, patternCaption(), error, progress);
    }
    return false;
}

void Exporter::saveResults(QWidget* window) const
{
    if (!currentResult()) {
        QMessageBox::information(window, tr("Save results"),
                                 tr("Run a sweep first: there is nothing to save yet."));
        return;
    }
    askAndWrite(window, tr("Save results"), QStringLiteral("results.json"),
                tr("Results (*.json);;Table (*.csv)"),
                [this](const QString& path, QString* error) { return exportTo(path, error); });
}

void Exporter::exportChart(QWidget* window) const
{
    ExportDialog dialog(this, ExportItem::Chart, window);
    dialog.exec();
}

void Exporter::exportPattern(QWidget* window) const
{
    ExportDialog dialog(this, ExportItem::Pattern, window);
    dialog.exec();
}

void Exporter::askAndWrite(QWidget* window, const QString& title, const QString& name, const QString& filter,
                           const std::function<bool(const QString&, QString*)>& write) const
{
    const QString path = QFileDialog::getSaveFileName(window, title, name, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!write(path, &error))
        QMessageBox::warning(window, title, error);
}

} // namespace coalesce::ui
