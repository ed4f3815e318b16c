// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exportdialog.h"

#include "ui/exportanimation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace coalesce::ui {

namespace {

struct Preset {
    const char* name;
    QSize size;
};
// Slides (16:9), a 4:3 projector, print-quality 4K.
const Preset kPresets[] = {{"1280×720", {1280, 720}},
                           {"1600×900", {1600, 900}},
                           {"1920×1080", {1920, 1080}},
                           {"1024×768", {1024, 768}},
                           {"3840×2160", {3840, 2160}}};

QString defaultName(ExportItem item, const QString& format)
{
    switch (item) {
    case ExportItem::Chart:
        return QStringLiteral("chart.") + format;
    case ExportItem::Pattern:
        return QStringLiteral("pattern.") + format;
    case ExportItem::Animation:
        return QStringLiteral("pattern-animation.gif");
    }
    return {};
}

} // namespace

ExportDialog::ExportDialog(const Exporter* exporter, ExportItem item, QWidget* parent)
    : QDialog(parent), m_exporter(exporter)
{
    setWindowTitle(tr("Export"));
    auto* form = new QFormLayout;

    m_item = new QComboBox(this);
    m_item->addItem(tr("Chart"), int(ExportItem::Chart));
    m_item->addItem(tr("Pattern (the current step)"), int(ExportItem::Pattern));
    m_item->addItem(tr("Animation of the request (all passes)"), int(ExportItem::Animation));
    form->addRow(tr("&Export:"), m_item);

    m_format = new QComboBox(this);
    form->addRow(tr("&Format:"), m_format);

    m_preset = new QComboBox(this);
    m_preset->addItem(tr("Custom"));
    for (const Preset& p : kPresets)
        m_preset->addItem(QString::fromUtf8(p.name), p.size);
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(ExportSettings::kMinSide, ExportSettings::kMaxSide);
        box->setSuffix(tr(" px"));
    }
    auto* size = new QHBoxLayout;
    size->addWidget(m_preset);
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    auto* sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(m_preset);
    form->addRow(sizeLabel, size);

    m_dpi = new QSpinBox(this);
    m_dpi->setRange(ExportSettings::kMinDpi, ExportSettings::kMaxDpi);
    m_dpi->setSuffix(tr(" DPI"));
    form->addRow(tr("&Resolution:"), m_dpi);

    m_path = new QLineEdit(this);
    m_path->setMinimumWidth(fontMetrics().averageCharWidth() * 45);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* file = new QHBoxLayout;
    file->addWidget(m_path, 1);
    file->addWidget(browse);
    auto* fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, file);

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(m_hint);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("E&xport"), QDialogButtonBox::AcceptRole)->setDefault(true);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_item, &QComboBox::currentIndexChanged, this, [this] {
        // A name the dialog proposed follows the item; one the user typed stays.
        const QFileInfo info(m_path->text());
        const QString base = info.completeBaseName();
        const bool proposed = base == QLatin1String("chart") || base == QLatin1String("pattern") ||
                              base == QLatin1String("pattern-animation");
        fillFormats();
        if (proposed && !m_path->text().isEmpty())
            m_path->setText(info.dir().filePath(defaultName(this->item(), format())));
        updateHints();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        setPath(path()); // the extension follows the format
        updateHints();
    });
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            setSettings({m_preset->itemData(index).toSize(), m_dpi->value()});
    });
    for (QSpinBox* box : {m_width, m_height, m_dpi})
        connect(box, &QSpinBox::valueChanged, this, &ExportDialog::updateHints);

    const QSettings stored;
    ExportSettings remembered = exporter->settings();
    remembered.size = stored.value(QStringLiteral("export/size"), remembered.size).toSize();
    remembered.dpi = stored.value(QStringLiteral("export/dpi"), remembered.dpi).toInt();
    if (!remembered.check().isEmpty())
        remembered = ExportSettings{};
    setSettings(remembered);
    const QString folder = stored.value(QStringLiteral("export/folder"), QDir::homePath()).toString();
    m_item->setCurrentIndex(m_item->findData(int(item)));
    fillFormats();
    m_path->setText(QDir(folder).filePath(defaultName(this->item(), format())));
    updateHints();
}

ExportItem ExportDialog::item() const
{
    return ExportItem(m_item->currentData().toInt());
}

QString ExportDialog::format() const
{
    return m_format->currentData().toString();
}

ExportSettings ExportDialog::settings() const
{
    return {QSize(m_width->value(), m_height->value()), m_dpi->value()};
}

QString ExportDialog::path() const
{
    QString text = m_path->text().trimmed();
    if (text.isEmpty())
        return text;
    const QFileInfo info(text);
    const QString wanted = QLatin1Char('.') + format();
    if (!info.suffix().isEmpty() && !text.endsWith(wanted, Qt::CaseInsensitive) &&
        QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("gif")}
            .contains(info.suffix().toLower()))
        text.chop(info.suffix().size() + 1);
    return text.endsWith(wanted, Qt::CaseInsensitive) ? text : text + wanted;
}

void ExportDialog::setPath(const QString& path)
{
    m_path->setText(path);
    m_path->setText(this->path());
}

void ExportDialog::setItem(ExportItem item)
{
    m_item->setCurrentIndex(m_item->findData(int(item)));
}

void ExportDialog::setFormat(const QString& format)
{
    const int index = m_format->findData(format);
    if (index >= 0)
        m_format->setCurrentIndex(index);
}

void ExportDialog::setSettings(const ExportSettings& settings)
{
    m_width->setValue(settings.size.width());
    m_height->setValue(settings.size.height());
    m_dpi->setValue(settings.dpi);
    updateHints();
}

void ExportDialog::fillFormats()
{
    const QString before = m_format->currentData().toString();
    const QSignalBlocker block(m_format);
    m_format->clear();
    switch (item()) {
    case ExportItem::Chart:
        m_format->addItem(tr("PNG image"), QStringLiteral("png"));
        m_format->addItem(tr("SVG drawing"), QStringLiteral("svg"));
        m_format->addItem(tr("PDF document"), QStringLiteral("pdf"));
        break;
    case ExportItem::Pattern:
        m_format->addItem(tr("PNG image"), QStringLiteral("png"));
        m_format->addItem(tr("SVG drawing"), QStringLiteral("svg"));
        break;
    case ExportItem::Animation:
        m_format->addItem(tr("Animated GIF"), QStringLiteral("gif"));
        break;
    }
    const int keep = m_format->findData(before);
    m_format->setCurrentIndex(keep >= 0 ? keep : 0);
    if (!m_path->text().isEmpty())
        setPath(path());
}

void ExportDialog::updateHints()
{
    const ExportSettings s = settings();
    int preset = 0;
    for (int i = 1; i < m_preset->count(); ++i)
        if (m_preset->itemData(i).toSize() == s.size)
            preset = i;
    m_preset->setCurrentIndex(preset);
    m_dpi->setEnabled(format() != QLatin1String("svg"));
    QString hint;
    if (const QString bad = s.check(); !bad.isEmpty())
        hint = bad;
    else if (format() == QLatin1String("svg"))
        hint = tr("SVG is a drawing: it scales to any size; DPI does not apply.");
    else if (item() == ExportItem::Animation &&
             (s.size.width() > kMaxAnimationSide || s.size.height() > kMaxAnimationSide))
        hint = tr("An animation may be at most %1 pixels a side.").arg(kMaxAnimationSide);
    else
        hint = tr("Laid out as %1×%2 at 96 DPI, drawn %3× sharper. The caption names the lesson, device, "
                  "parameters and date.")
                   .arg(s.layoutSize().width())
                   .arg(s.layoutSize().height())
                   .arg(s.dpi / 96.0, 0, 'g', 3);
    m_hint->setText(hint);
}

void ExportDialog::browse()
{
    const QString filter =
        format() == QLatin1String("gif") ? tr("Animated GIF (*.gif)") : QStringLiteral("*.%1").arg(format());
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export to"), path(), filter);
    if (!chosen.isEmpty())
        setPath(chosen);
}

void ExportDialog::remember() const
{
    QSettings stored;
    stored.setValue(QStringLiteral("export/size"), settings().size);
    stored.setValue(QStringLiteral("export/dpi"), settings().dpi);
    stored.setValue(QStringLiteral("export/folder"), QFileInfo(path()).absolutePath());
}

bool ExportDialog::exportNow(QString* error, bool quiet)
{
    QString problem;
    const QString target = path();
    bool ok = false;
    if (target.isEmpty()) {
        problem = tr("Choose a file to export to.");
    } else if (item() == ExportItem::Animation && !quiet) {
        QProgressDialog progress(tr("Rendering the animation…"), tr("Cancel"), 0, 1, this);
        progress.setWindowModality(Qt::WindowModal);
        progress.setMinimumDuration(300);
        ok = m_exporter->exportItem(item(), target, settings(), &problem, [&](int done, int total) {
            progress.setMaximum(total);
            progress.setValue(done); // lets events through (modal), so the window keeps painting
            return !progress.wasCanceled();
        });
    } else {
        ok = m_exporter->exportItem(item(), target, settings(), &problem);
    }
    if (ok) {
        remember();
        return true;
    }
    if (error)
        *error = problem;
    if (!quiet)
        QMessageBox::warning(this, tr("Export"), problem);
    return false;
}

void ExportDialog::accept()
{
    if (exportNow())
        QDialog::accept();
}

} // namespace coalesce::ui
