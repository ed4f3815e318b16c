// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Export dialog (File > Export chart… / Export pattern…): what to export (the chart, the pattern's current
// step, or the animation of the request with all its passes), the format (PNG, SVG, PDF; GIF for the
// animation), the size in pixels with presets for slides and projectors, the DPI, and the file. The file's
// extension follows the format. Size, DPI and folder are remembered. The animation shows a progress dialog
// that can cancel; a failure is shown and nothing is lost (ui/savefile.h).
#include "ui/exporter.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace coalesce::ui {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const Exporter* exporter, ExportItem item, QWidget* parent = nullptr);

    ExportItem item() const;
    QString format() const; ///< "png", "svg", "pdf", "gif"
    ExportSettings settings() const;
    QString path() const; ///< with the format's extension
    void setPath(const QString& path);
    void setItem(ExportItem item);
    void setFormat(const QString& format);
    void setSettings(const ExportSettings& settings);

    /// Writes the export as chosen; false with `error` set (also shown in a message box unless `quiet`).
    bool exportNow(QString* error = nullptr, bool quiet = false);

public slots:
    void accept() override;

private:
    void fillFormats();
    void updateHints();
    void browse();
    void remember() const;

    const Exporter* m_exporter;
    QComboBox* m_item = nullptr;
    QComboBox* m_format = nullptr;
    QComboBox* m_preset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QLineEdit* m_path = nullptr;
    QLabel* m_hint = nullptr;
};

} // namespace coalesce::ui
