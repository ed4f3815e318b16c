#include "ui/exporter.h"

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
    const QString path = QFileDialog::getSaveFileName(
        window, tr("Save results"), QStringLiteral("results.json"), tr("Results (*.json);;Table (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(window, tr("Save results"), error);
}

void Exporter::exportChart(QWidget* window) const
{
    const QString path =
        QFileDialog::getSaveFileName(window, tr("Export chart"), QStringLiteral("chart.png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(window, tr("Export chart"), error);
}

void Exporter::exportPattern(QWidget* window) const
{
    const QString path =
        QFileDialog::getSaveFileName(window, tr("Export pattern"), QStringLiteral("pattern.png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const bool ok = svg ? m_pattern->exportSvg(path, &error) : m_pattern->exportPng(path, &error);
    if (!ok)
        QMessageBox::warning(window, tr("Export pattern"), error);
}

} // namespace coalesce::ui
