// SPDX-License-Identifier: GPL-3.0-or-later
// The Export dialog over the fake backend (the file's extension follows the format, presets set the size, the
// chosen item is written whatever the file is called, a bad folder is refused and remembered nothing), and the
// scripted --export-size / --export-dpi / .gif options.
#include "ui/controller.h"
#include "ui/exportdialog.h"
#include "ui/exporter.h"
#include "ui/fakebackend.h"
#include "ui/patternview.h"
#include "ui/scriptoptions.h"
#include "ui/throughputchart.h"

#include <QComboBox>
#include <QCommandLineParser>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestExportDialog : public QObject {
    Q_OBJECT

    std::unique_ptr<Controller> m_controller;
    std::unique_ptr<PatternView> m_pattern;
    std::unique_ptr<ThroughputChart> m_chart;
    std::unique_ptr<Exporter> m_exporter;
    QTemporaryDir m_dir;

    std::optional<ScriptOptions> parse(const QStringList& args, QString* error)
    {
        QCommandLineParser parser;
        addScriptOptions(parser);
        if (!parser.parse(QStringList{QStringLiteral("coalesce")} + args)) {
            *error = parser.errorText();
            return std::nullopt;
        }
        return readScriptOptions(parser, m_controller->lessons(), error);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_exportdialog"));
        QSettings().clear();
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
    }
    void cleanupTestCase() { QSettings().clear(); }

    void extensionFollowsTheFormat()
    {
        ExportDialog dialog(m_exporter.get(), ExportItem::Chart);
        QCOMPARE(dialog.item(), ExportItem::Chart);
        QCOMPARE(dialog.format(), QStringLiteral("png"));
        QVERIFY(dialog.path().endsWith(QStringLiteral("chart.png")));
        dialog.setItem(ExportItem::Animation); // a proposed name follows the item
        QVERIFY2(dialog.path().endsWith(QStringLiteral("/pattern-animation.gif")), qPrintable(dialog.path()));
        dialog.setItem(ExportItem::Chart);
        QVERIFY2(dialog.path().endsWith(QStringLiteral("/chart.png")), qPrintable(dialog.path()));
        dialog.setPath(m_dir.filePath(QStringLiteral("talk.png")));
        dialog.setFormat(QStringLiteral("pdf"));
        QCOMPARE(dialog.path(), m_dir.filePath(QStringLiteral("talk.pdf")));
        dialog.setItem(ExportItem::Pattern); // no PDF for the pattern: back to the first format
        QCOMPARE(dialog.format(), QStringLiteral("png"));
        QCOMPARE(dialog.path(), m_dir.filePath(QStringLiteral("talk.png")));
        dialog.setItem(ExportItem::Animation);
        QCOMPARE(dialog.format(), QStringLiteral("gif"));
        QCOMPARE(dialog.path(), m_dir.filePath(QStringLiteral("talk.gif")));
        dialog.setPath(m_dir.filePath(QStringLiteral("my.slides"))); // a dot that is not a format's
        QCOMPARE(dialog.path(), m_dir.filePath(QStringLiteral("my.slides.gif")));
    }

    void presetsAndSettings()
    {
        ExportDialog dialog(m_exporter.get(), ExportItem::Chart);
        auto* preset = dialog.findChildren<QComboBox*>().at(2);
        const int hd = preset->findText(QStringLiteral("1920×1080"));
        QVERIFY(hd > 0);
        preset->setCurrentIndex(hd);
        emit preset->activated(hd);
        QCOMPARE(dialog.settings().size, QSize(1920, 1080));
        dialog.setSettings({QSize(1000, 500), 144});
        QCOMPARE(preset->currentIndex(), 0); // "Custom"
        QCOMPARE(dialog.settings().dpi, 144);
        if (const QString shots = qEnvironmentVariable("COALESCE_SHOTS"); !shots.isEmpty()) {
            dialog.setItem(ExportItem::Animation);
            dialog.show();
            QVERIFY(dialog.grab().save(shots + QStringLiteral("/export-dialog.png")));
        }
    }

    void writesTheChosenItemAndRemembersTheSettings()
    {
        ExportDialog dialog(m_exporter.get(), ExportItem::Pattern);
        dialog.setSettings({QSize(800, 450), 96});
        dialog.setPath(m_dir.filePath(QStringLiteral("slide3.png"))); // no ".pattern": the dialog says what
        QString error;
        QVERIFY2(dialog.exportNow(&error, true), qPrintable(error));
        const QImage image(m_dir.filePath(QStringLiteral("slide3.png")));
        QCOMPARE(image.size(), QSize(800, 450));
        QVERIFY(image.text(QStringLiteral("Parameters")).contains(QStringLiteral("stride=2")));

        dialog.setItem(ExportItem::Animation);
        dialog.setSettings({QSize(320, 180), 96});
        QVERIFY2(dialog.exportNow(&error, true), qPrintable(error));
        QFile gif(m_dir.filePath(QStringLiteral("slide3.gif")));
        QVERIFY(gif.open(QIODevice::ReadOnly));
        QVERIFY(gif.read(6) == "GIF89a");

        // A new dialog starts from what was used last.
        ExportDialog again(m_exporter.get(), ExportItem::Chart);
        QCOMPARE(again.settings().size, QSize(320, 180));
        QVERIFY(again.path().startsWith(m_dir.path()));
    }

    void aBadFolderIsRefused()
    {
        ExportDialog dialog(m_exporter.get(), ExportItem::Chart);
        const QString bad = m_dir.filePath(QStringLiteral("missing/chart.svg"));
        dialog.setFormat(QStringLiteral("svg"));
        dialog.setPath(bad);
        QString error;
        QVERIFY(!dialog.exportNow(&error, true));
        QVERIFY2(error.contains(bad), qPrintable(error));
        QVERIFY(!QFile::exists(bad));
        dialog.setPath(QString());
        QVERIFY(!dialog.exportNow(&error, true));
        QVERIFY(!error.isEmpty());
        // Settings outside the limits are said in the dialog before anything is tried.
        dialog.setFormat(QStringLiteral("png"));
        dialog.setSettings({QSize(400, 300), 600});
        bool said = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            said = said || label->text().contains(QStringLiteral("600 DPI"));
        QVERIFY(said);
    }

    void scriptedOptions()
    {
        QString error;
        auto options = parse({"--lesson", "fake.bank", "--export", m_dir.filePath("a.gif"), "--export-size",
                              "1920x1080", "--export-dpi", "144", "--quit"},
                             &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->exportSettings.size, QSize(1920, 1080));
        QCOMPARE(options->exportSettings.dpi, 144);
        QCOMPARE(exportKindFor(options->exports.front()), std::optional<ExportKind>(ExportKind::PatternGif));
        options = parse({"--export", m_dir.filePath("a.png"), "--quit"}, &error);
        QVERIFY(options);
        QCOMPARE(options->exportSettings.size, QSize(1600, 900)); // the defaults
        QCOMPARE(options->exportSettings.dpi, 96);

        QVERIFY(!parse({"--export-size", "big", "--quit"}, &error));
        QVERIFY2(error.contains(QStringLiteral("--export-size big")), qPrintable(error));
        QVERIFY(!parse({"--export-size", "20x20", "--quit"}, &error));
        QVERIFY2(error.contains(QStringLiteral("20×20")), qPrintable(error));
        QVERIFY(!parse({"--export-dpi", "lots", "--quit"}, &error));
        QVERIFY2(error.contains(QStringLiteral("--export-dpi lots")), qPrintable(error));
        QVERIFY(!parse({"--export-dpi", "5000", "--quit"}, &error));
        QVERIFY2(error.contains(QStringLiteral("5000 DPI")), qPrintable(error));
        QVERIFY(!parse({"--export-dpi", "", "--quit"}, &error));
    }
};

QTEST_MAIN(TestExportDialog)
#include "test_exportdialog.moc"
