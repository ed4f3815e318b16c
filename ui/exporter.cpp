// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exporter.h"

#include "core/custom/customresult.h"
#include "ui/controller.h"
#include "ui/patternview.h"
#include "ui/scriptoptions.h"
#include "ui/throughputchart.h"

#include <QFileDialog>
#include <QMessageBox>

namespace coalesce::ui {

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

bool Exporter::exportTo(const QString& path, QString* error) const
{
    const auto kind = exportKindFor(path);
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!kind)
        return fail(tr("%1: unknown file type").arg(path));
    switch (*kind) {
    case ExportKind::PatternPng:
        return m_pattern->exportPng(path, error, QSize(1600, 900));
    case ExportKind::PatternSvg:
        return m_pattern->exportSvg(path, error, QSize(1600, 900));
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
        return m_chart->exportPng(path, error);
    case ExportKind::ChartSvg:
        return m_chart->exportSvg(path, error);
    case ExportKind::ChartPdf:
        return m_chart->exportPdf(path, error);
    }
    return fail(tr("%1: unknown file type").arg(path));
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
    askAndWrite(window, tr("Export chart"), QStringLiteral("chart.png"),
                tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"),
                [this](const QString& path, QString* error) { return exportTo(path, error); });
}

void Exporter::exportPattern(QWidget* window) const
{
    // "pattern.png" is the pattern here, whatever its name says (exportTo reads *.pattern.png only).
    askAndWrite(window, tr("Export pattern"), QStringLiteral("pattern.png"),
                tr("PNG image (*.png);;SVG drawing (*.svg)"), [this](const QString& path, QString* error) {
                    return path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
                               ? m_pattern->exportSvg(path, error)
                               : m_pattern->exportPng(path, error);
                });
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
