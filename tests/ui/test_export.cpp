// SPDX-License-Identifier: GPL-3.0-or-later
// Exports for slides and reports over the fake backend: the chart as PNG (size, DPI, text keys, the caption's
// footer drawn), SVG (XML naming the device and lesson, both as metadata and as drawn text), PDF (%PDF, the
// title); the pattern PNG at a chosen size with the same caption; bad sizes, unknown types and unwritable
// paths refused with a clear error, the previous file kept; the warning strip of an overlay that answers
// another question (another lesson or unit) is in the PNG, SVG and PDF of the chart, over the plot.
#include "ui/controller.h"
#include "ui/exporter.h"
#include "ui/fakebackend.h"
#include "ui/patternview.h"
#include "ui/throughputchart.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Rows near the bottom that hold dark text pixels: the caption's footer was drawn there.
int darkPixelsIn(const QImage& image, const QRect& area)
{
    int dark = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            dark += qGray(image.pixel(x, y)) < 100 ? 1 : 0;
    return dark;
}

// The text an SVG draws (its <text> elements), joined.
QString drawnText(const QString& path)
{
    QXmlStreamReader xml(readAll(path));
    QString out;
    bool inText = false;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement)
            inText = xml.name() == QLatin1String("text");
        else if (token == QXmlStreamReader::EndElement)
            inText = false;
        else if (token == QXmlStreamReader::Characters && inText)
            out += xml.text().toString() + QLatin1Char('\n');
    }
    return out;
}

// The decompressed /FlateDecode streams of a PDF (zlib data: qUncompress reads it once given the length it
// expects in front), joined.
QByteArray pdfContent(const QByteArray& pdf)
{
    QByteArray out;
    for (int at = pdf.indexOf("/FlateDecode"); at >= 0; at = pdf.indexOf("/FlateDecode", at + 1)) {
        int begin = pdf.indexOf("stream", at);
        if (begin < 0)
            break;
        begin += 6;
        while (begin < pdf.size() && (pdf[begin] == '\r' || pdf[begin] == '\n'))
            ++begin;
        const int end = pdf.indexOf("endstream", begin);
        if (end < 0)
            break;
        out += qUncompress(QByteArray("\x00\xff\xff\xff", 4) + pdf.mid(begin, end - begin)); // up to 16 MiB
        at = end;
    }
    return out;
}

// Pixels of the warning strip's colour (#FFF3CD) in `area`.
int stripPixelsIn(const QImage& image, const QRect& area)
{
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - 0xFF) + std::abs(c.green() - 0xF3) + std::abs(c.blue() - 0xCD) < 12 ? 1 : 0;
        }
    return n;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

    std::unique_ptr<Controller> m_controller;
    std::unique_ptr<PatternView> m_pattern;
    std::unique_ptr<ThroughputChart> m_chart;
    std::unique_ptr<Exporter> m_exporter;
    QTemporaryDir m_temp;
    QDir m_dir; // COALESCE_SHOTS=folder keeps the exports to look at

private slots:
    void initTestCase()
    {
        const QString shots = qEnvironmentVariable("COALESCE_SHOTS");
        m_dir = QDir(shots.isEmpty() ? m_temp.path() : shots);
        m_controller = std::make_unique<Controller>(std::make_unique<FakeBackend>());
        m_pattern = std::make_unique<PatternView>();
        m_chart = std::make_unique<ThroughputChart>();
        m_exporter = std::make_unique<Exporter>(m_controller.get(), m_pattern.get(), m_chart.get());
        QSignalSpy opened(m_controller.get(), &Controller::deviceOpened);
        m_controller->openDevice(QStringLiteral("0:0"));
        QVERIFY(opened.wait(3000));
        QSignalSpy traced(m_controller.get(), &Controller::traceReady);
        QVERIFY(m_controller->selectLesson(QStringLiteral("fake.bank"), {"stride=2"}));
        QVERIFY(traced.wait(3000));
        const auto outcome = traced.last().at(0).value<TraceOutcome>();
        m_pattern->setData(outcome.summary, outcome.profile, QStringLiteral("local"));
        QVERIFY(m_pattern->hasData());

        QSignalSpy swept(m_controller.get(), &Controller::sweepFinished);
        QVERIFY(m_controller->runSweep(QStringLiteral("stride=1..8:*2")));
        QVERIFY(swept.wait(5000));
        m_chart->setSeries(swept.last().at(0).value<ResultFile>());
        QVERIFY(m_exporter->currentResult());
    }

    void captionsNameDeviceLessonParametersAndDate()
    {
        const ExportCaption chart = m_exporter->chartCaption();
        QVERIFY2(chart.title.contains(QStringLiteral("fake.bank")), qPrintable(chart.title));
        QCOMPARE(chart.device, QStringLiteral("Fake GPU"));
        QVERIFY2(chart.detail.contains(QStringLiteral("stride")), qPrintable(chart.detail));
        QCOMPARE(chart.measured, QStringLiteral("2026-01-01T00:00:00Z"));
        QVERIFY(chart.date.isValid());
        const ExportCaption pattern = m_exporter->patternCaption();
        QVERIFY(pattern.title.contains(QStringLiteral("fake.bank")));
        QVERIFY2(pattern.device.contains(QStringLiteral("Fake GPU")), qPrintable(pattern.device));
        QVERIFY2(pattern.parameters.contains(QStringLiteral("stride=2")), qPrintable(pattern.parameters));
        QVERIFY2(pattern.detail.contains(QStringLiteral("step")), qPrintable(pattern.detail));
        const QString line = chart.description();
        QVERIFY(line.contains(chart.dateText()));
        QVERIFY(line.contains(QStringLiteral("Fake GPU")));
    }

    void chartPngHasTheSizeDpiAndTextKeys()
    {
        const QString path = m_dir.filePath(QStringLiteral("chart.png"));
        ExportSettings settings;
        settings.size = QSize(1280, 720);
        settings.dpi = 192;
        QString error;
        QVERIFY2(m_exporter->exportTo(path, settings, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1280, 720));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 192);
        QCOMPARE(qRound(image.dotsPerMeterY() * 0.0254), 192);
        QVERIFY2(image.text(QStringLiteral("Title")).contains(QStringLiteral("fake.bank")),
                 qPrintable(image.text(QStringLiteral("Title"))));
        QCOMPARE(image.text(QStringLiteral("Device")), QStringLiteral("Fake GPU"));
        QVERIFY(image.text(QStringLiteral("Description")).contains(QStringLiteral("sweep of stride")));
        QVERIFY(image.text(QStringLiteral("Software")).startsWith(QStringLiteral("Coalesce")));
        QVERIFY(QDateTime::fromString(image.text(QStringLiteral("Creation Time")), Qt::ISODate).isValid());
        // The footer is drawn: text in the bottom band, under the chart.
        QVERIFY(darkPixelsIn(image, QRect(0, 680, 1280, 40)) > 100);
        // The chart is drawn above it: the median line in the first series colour (blue).
        int blue = 0;
        for (int y = 0; y < 600; y += 2)
            for (int x = 0; x < 1280; x += 2) {
                const QColor c = image.pixelColor(x, y);
                blue += (c.blue() > 150 && c.red() < 60 && c.green() < 140) ? 1 : 0;
            }
        QVERIFY(blue > 50);
    }

    void dpiKeepsTheLayoutAndSharpensIt()
    {
        // 1600x900 at 96 DPI and 3200x1800 at 192 DPI are one layout: the footer takes the same share.
        QString error;
        ExportSettings one;
        ExportSettings two;
        two.size = QSize(3200, 1800);
        two.dpi = 192;
        QCOMPARE(two.layoutSize(), one.size);
        const QString a = m_dir.filePath(QStringLiteral("a.png"));
        const QString b = m_dir.filePath(QStringLiteral("b.png"));
        QVERIFY2(m_exporter->exportTo(a, one, &error), qPrintable(error));
        QVERIFY2(m_exporter->exportTo(b, two, &error), qPrintable(error));
        const QImage small(a);
        const QImage large = QImage(b).scaled(small.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        // Where the small picture has its footer rule and text, so has the large one scaled down.
        const int footerSmall = darkPixelsIn(small, QRect(0, 840, 1600, 60));
        const int footerLarge = darkPixelsIn(large, QRect(0, 840, 1600, 60));
        QVERIFY(footerSmall > 100);
        QVERIFY2(std::abs(footerSmall - footerLarge) < footerSmall / 2,
                 qPrintable(QStringLiteral("%1 vs %2").arg(footerSmall).arg(footerLarge)));
    }

    void chartSvgIsXmlWithTheCaption()
    {
        const QString path = m_dir.filePath(QStringLiteral("chart.svg"));
        QString error;
        QVERIFY2(m_exporter->exportTo(path, ExportSettings{}, &error), qPrintable(error));
        // Well-formed XML: the title and description (metadata) and the drawn text elements.
        QXmlStreamReader xml(readAll(path));
        QString root, width, title, desc, drawn;
        QStringList open;
        while (!xml.atEnd()) {
            const auto token = xml.readNext();
            if (token == QXmlStreamReader::StartElement) {
                if (root.isEmpty()) {
                    root = xml.name().toString();
                    width = xml.attributes().value(QStringLiteral("width")).toString();
                }
                open << xml.name().toString();
            } else if (token == QXmlStreamReader::EndElement) {
                open.removeLast();
            } else if (token == QXmlStreamReader::Characters && !open.isEmpty()) {
                if (open.last() == QLatin1String("title"))
                    title += xml.text();
                else if (open.last() == QLatin1String("desc"))
                    desc += xml.text();
                else if (open.last() == QLatin1String("text"))
                    drawn += xml.text();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY2(title.contains(QStringLiteral("fake.bank")), qPrintable(title));
        QVERIFY2(desc.contains(QStringLiteral("Fake GPU")), qPrintable(desc));
        // Drawn as text too (a slide shows the footer, not the metadata).
        QVERIFY2(drawn.contains(QStringLiteral("Fake GPU")), qPrintable(drawn.left(400)));
        QVERIFY(drawn.contains(QStringLiteral("fake.bank")));
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 1600, 900));
        QVERIFY2(width.startsWith(QStringLiteral("423.")) && width.endsWith(QStringLiteral("mm")),
                 qPrintable(width)); // 1600 px at 96 DPI
    }

    void chartPdfCarriesTheTitle()
    {
        const QString path = m_dir.filePath(QStringLiteral("chart.pdf"));
        QString error;
        QVERIFY2(m_exporter->exportTo(path, ExportSettings{}, &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("%PDF"));
        // PDF text strings are UTF-16BE with a byte order mark.
        const QString title = m_exporter->chartCaption().title;
        QByteArray utf16("\xfe\xff");
        for (QChar c : title) {
            utf16.append(char(c.unicode() >> 8));
            utf16.append(char(c.unicode() & 0xff));
        }
        QVERIFY2(bytes.contains(utf16.left(2 + 2 * 10)), "the PDF's /Title does not hold the lesson");
        QVERIFY(bytes.contains("/Title"));
    }

    void patternPngIsAtTheChosenSizeWithTheCaption()
    {
        m_pattern->resize(500, 400); // the on-screen size must not matter
        const QString path = m_dir.filePath(QStringLiteral("step.pattern.png"));
        ExportSettings settings;
        settings.size = QSize(1024, 768);
        QString error;
        QVERIFY2(m_exporter->exportTo(path, settings, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1024, 768));
        QVERIFY(image.text(QStringLiteral("Parameters")).contains(QStringLiteral("stride=2")));
        QVERIFY(image.text(QStringLiteral("Description")).contains(QStringLiteral("Fake GPU")));
        QVERIFY(darkPixelsIn(image, QRect(0, 728, 1024, 40)) > 100);
        const QString svg = m_dir.filePath(QStringLiteral("step.pattern.svg"));
        QVERIFY2(m_exporter->exportTo(svg, settings, &error), qPrintable(error));
        QVERIFY(readAll(svg).contains("stride=2"));
    }

    void badInputIsRefusedAndLosesNothing()
    {
        QString error;
        const QString keep = m_dir.filePath(QStringLiteral("keep.png"));
        QVERIFY2(m_exporter->exportTo(keep, ExportSettings{}, &error), qPrintable(error));
        const QByteArray before = readAll(keep);
        ExportSettings tiny;
        tiny.size = QSize(20, 20);
        QVERIFY(!m_exporter->exportTo(keep, tiny, &error));
        QVERIFY2(error.contains(keep) && error.contains(QStringLiteral("20×20")), qPrintable(error));
        ExportSettings dense;
        dense.size = QSize(400, 300);
        dense.dpi = 600;
        QVERIFY(!m_exporter->exportTo(keep, dense, &error));
        QVERIFY2(error.contains(QStringLiteral("600 DPI")), qPrintable(error));
        QCOMPARE(readAll(keep), before);

        for (const QString& name : {QStringLiteral("x.png"), QStringLiteral("x.svg"), QStringLiteral("x.pdf"),
                                    QStringLiteral("x.pattern.png")}) {
            error.clear();
            const QString bad = m_dir.filePath(QStringLiteral("missing/") + name);
            QVERIFY(!m_exporter->exportTo(bad, ExportSettings{}, &error));
            QVERIFY2(error.contains(bad) && error.contains(QStringLiteral("writable")), qPrintable(error));
            QVERIFY(!QFile::exists(bad));
        }
        QVERIFY(!m_exporter->exportTo(m_dir.filePath(QStringLiteral("x.doc")), ExportSettings{}, &error));
        QVERIFY(error.contains(QStringLiteral("unknown file type")));
    }

    void legendOfOverlaysIsWhole()
    {
        // Three overlays with the long labels real files have (device names, dates): the legend must show them
        // whole on a 1280x720 slide. The picture is kept under COALESCE_SHOTS to be looked at.
        ThroughputChart chart;
        chart.setSeries(*m_exporter->currentResult());
        const QStringList labels = {QStringLiteral("NVIDIA H100 80GB HBM3 (docs/bench, 2026-11-23)"),
                                    QStringLiteral("pthread-skylake-avx512-AMD EPYC 9654 96-Core, earlier run"),
                                    QStringLiteral("Intel(R) Arc(TM) A770 Graphics, stride sweep")};
        for (int i = 0; i < labels.size(); ++i) {
            ResultFile other = *m_exporter->currentResult();
            for (PointResult& p : other.points)
                p.ebGBs *= 0.5 + 0.2 * i;
            chart.addOverlay(other, labels[i]);
        }
        Exporter exporter(m_controller.get(), m_pattern.get(), &chart);
        ExportSettings settings;
        settings.size = QSize(1280, 720);
        QString error;
        QVERIFY2(exporter.exportTo(m_dir.filePath(QStringLiteral("overlays.png")), settings, &error),
                 qPrintable(error));
        // Every label is drawn whole (Qt Charts' one-row legend elided them with "...").
        const QString svg = m_dir.filePath(QStringLiteral("overlays.svg"));
        QVERIFY2(exporter.exportTo(svg, settings, &error), qPrintable(error));
        const QString drawn = drawnText(svg);
        for (const QString& label : labels)
            QVERIFY2(drawn.contains(label.toHtmlEscaped()) || drawn.contains(label), qPrintable(label));
        QVERIFY(drawn.contains(QStringLiteral("measured: median")));
    }

    void overlayWarningIsInEveryChartExport()
    {
        // An overlay of another lesson puts a warning strip over the chart on screen; the PNG, SVG and PDF of
        // the chart carry it too (over the plot, above the footer), and without a warning there is none.
        ThroughputChart chart;
        chart.setSeries(*m_exporter->currentResult());
        const QString warning =
            QStringLiteral("“other.json” is a local.stride result, this chart is fake.bank: "
                           "it measures another pattern, so its points are not comparable.");
        chart.setWarning(warning);
        Exporter exporter(m_controller.get(), m_pattern.get(), &chart);
        ExportSettings settings;
        settings.size = QSize(1280, 720);
        QString error;
        const QString png = m_dir.filePath(QStringLiteral("warned.png"));
        QVERIFY2(exporter.exportTo(png, settings, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 720));
        const QRect top(0, 0, 1280, 40);
        QVERIFY2(stripPixelsIn(image, top) > 1280 * 40 / 3, "no warning strip at the top of the PNG");
        QVERIFY2(darkPixelsIn(image, top) > 100, "the warning strip of the PNG has no text");
        QCOMPARE(stripPixelsIn(image, QRect(0, 300, 1280, 380)), 0); // the chart below it is not covered

        const QString svg = m_dir.filePath(QStringLiteral("warned.svg"));
        QVERIFY2(exporter.exportTo(svg, settings, &error), qPrintable(error));
        const QString drawn = drawnText(svg);
        for (const QString& word : {QStringLiteral("local.stride"), QStringLiteral("comparable")})
            QVERIFY2(drawn.contains(word), qPrintable(drawn.left(600)));
        QVERIFY(readAll(svg).toLower().contains("#fff3cd"));

        const QString pdf = m_dir.filePath(QStringLiteral("warned.pdf"));
        QVERIFY2(exporter.exportTo(pdf, settings, &error), qPrintable(error));
        // The strip's fill colour (1, 0.953, 0.804) is painted in the page's content.
        auto stripFill = [](const QByteArray& content) {
            return content.contains("1 0.952941") && content.contains(" 0.803921");
        };
        QVERIFY2(stripFill(pdfContent(readAll(pdf))), "no warning strip in the PDF");

        chart.setWarning(QString());
        const QString plain = m_dir.filePath(QStringLiteral("unwarned"));
        QVERIFY(exporter.exportTo(plain + QStringLiteral(".png"), settings, &error));
        QVERIFY(stripPixelsIn(QImage(plain + QStringLiteral(".png")), top) < 100);
        QVERIFY(exporter.exportTo(plain + QStringLiteral(".svg"), settings, &error));
        QVERIFY(!drawnText(plain + QStringLiteral(".svg")).contains(QStringLiteral("comparable")));
        QVERIFY(exporter.exportTo(plain + QStringLiteral(".pdf"), settings, &error));
        QVERIFY(!stripFill(pdfContent(readAll(plain + QStringLiteral(".pdf")))));
    }

    void sizesParse()
    {
        QCOMPARE(parseExportSize(QStringLiteral("1920x1080")), std::optional<QSize>(QSize(1920, 1080)));
        QCOMPARE(parseExportSize(QStringLiteral(" 800 X 600 ")), std::optional<QSize>(QSize(800, 600)));
        QCOMPARE(parseExportSize(QStringLiteral("1280×720")), std::optional<QSize>(QSize(1280, 720)));
        QVERIFY(!parseExportSize(QStringLiteral("1920")));
        QVERIFY(!parseExportSize(QStringLiteral("-5x4")));
        QVERIFY(!parseExportSize(QStringLiteral("axb")));
        QCOMPARE(imageFormatFor(QStringLiteral("A.SVG")), std::optional<ImageFormat>(ImageFormat::Svg));
        QVERIFY(!imageFormatFor(QStringLiteral("a.gif")));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
