// SPDX-License-Identifier: GPL-3.0-or-later
// Overlays (issue 12): the list shows, hides and removes what the chart draws; an overlay of another lesson
// or unit is warned about on the chart and in the list; labels say what differs (device, parameters, date);
// the legend wraps instead of eliding and never draws an entry without text; every shipped reference
// measurement loads through the result reader and is labelled with its device and date.
#include "ui/chartlegend.h"
#include "ui/chartpresenter.h"
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/overlayinfo.h"
#include "ui/overlaymodel.h"
#include "ui/overlaypanel.h"
#include "ui/overlayreferencebutton.h"
#include "ui/overlayreferences.h"
#include "ui/throughputchart.h"

#include "core/errors.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

// The fake backend with two lessons named like real ones: "global.stride" (stride in elements) and
// "local.stride" (stride in words), so references and differing units can be tested without a device.
class NamedFakeBackend : public FakeBackend {
public:
    std::vector<LessonEntry> lessons() const override
    {
        std::vector<LessonEntry> out = FakeBackend::lessons();
        const size_t fakes = out.size();
        for (size_t i = 0; i < fakes; ++i) {
            LessonEntry e = out[i];
            e.info.id = e.info.space == "local" ? "local.stride" : "global.stride";
            for (ParamSpec& s : e.specs)
                if (s.name == "stride")
                    s.unit = e.info.space == "local" ? "words" : "elements";
            out.push_back(e);
        }
        return out;
    }
};

ResultFile sweepFile(const std::string& lesson, const std::string& device, const std::string& date,
                     double scale = 1.0, int64_t size = 1 << 20)
{
    ResultFile f;
    f.lesson = lesson;
    f.sweptParam = "stride";
    f.createdUtc = date + "T10:00:00Z";
    f.device = Json{{"name", device}};
    f.fixedParams = Json{{"size", size}};
    for (int s = 1; s <= 16; s *= 2) {
        PointResult p;
        p.sweptValue = std::to_string(s);
        p.params.setRaw("stride", p.sweptValue);
        p.timing.reps = 5;
        p.ebGBs = scale * 100.0 / s;
        p.validation.passed = true;
        f.points.push_back(p);
    }
    return f;
}

QString save(const QTemporaryDir& dir, const QString& name, const ResultFile& file)
{
    const QString path = dir.filePath(name);
    saveResultJson(path.toStdString(), file);
    return path;
}

struct Session {
    Controller controller{std::make_unique<NamedFakeBackend>()};
    ThroughputChart chart;
    ChartPresenter presenter{&controller, &chart};
    OverlayModel* model() const { return presenter.overlays(); }

    bool open(const QStringList& paths)
    {
        QSignalSpy loaded(&controller, &Controller::resultLoaded);
        controller.openResults(paths);
        while (loaded.count() < paths.size())
            if (!loaded.wait(3000))
                return false;
        presenter.flush();
        return true;
    }
    QStringList shownLabels() const
    {
        QStringList out;
        for (const ChartSeries& s : chart.overlays())
            out << s.label;
        return out;
    }
};

QStringList legendTexts(const ThroughputChart& chart)
{
    QStringList out;
    for (const LegendLayout::Item& item : chart.legend()->layout().items)
        out << item.text;
    return out;
}

} // namespace

class TestOverlays : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void labelsSayWhatDiffers()
    {
        ChartContext here;
        here.lesson = "global.stride";
        here.param = "stride";
        here.device = "pthread-AMD EPYC (Portable Computing Language)";
        here.params = {{"stride", "4"}, {"size", "1M"}};
        here.date = "2026-11-23";
        // Same device, lesson, parameters and day: the name alone.
        const OverlayInfo same =
            describeOverlay(here, sweepFile("global.stride", "pthread-AMD EPYC", "2026-11-23"), "mine", {});
        QCOMPARE(same.label, QStringLiteral("mine"));
        QVERIFY(same.warning.isEmpty());
        // Another device, size and day: each named (the size as the user writes it).
        const OverlayInfo other = describeOverlay(
            here, sweepFile("global.stride", "NVIDIA H100 80GB HBM3", "2026-11-20", 1.0, 64 << 20), "h100", {});
        QCOMPARE(other.label, QStringLiteral("h100: NVIDIA H100 80GB HBM3, size=67108864, 2026-11-20"));
        QVERIFY(other.warning.isEmpty());
        QVERIFY(other.details.contains("measured: 2026-11-20"));
    }

    void anotherLessonOrUnitIsWarned()
    {
        ChartContext here;
        here.lesson = "global.stride";
        here.param = "stride";
        const std::vector<LessonEntry> lessons = NamedFakeBackend().lessons();
        const OverlayInfo info =
            describeOverlay(here, sweepFile("local.stride", "pthread", "2026-11-23"), "bank", lessons);
        QVERIFY2(info.warning.contains("local.stride") && info.warning.contains("global.stride"),
                 qPrintable(info.warning));
        QVERIFY2(info.warning.contains("words") && info.warning.contains("elements"), qPrintable(info.warning));
        QVERIFY(info.label.contains("lesson local.stride"));
        // The same lesson sweeping another parameter: placed by its own values, and said so.
        ResultFile wg = sweepFile("global.stride", "pthread", "2026-11-23");
        wg.sweptParam = "wg";
        const OverlayInfo byWg = describeOverlay(here, wg, "wg", lessons);
        QVERIFY2(byWg.warning.contains("sweeps wg"), qPrintable(byWg.warning));
    }

    void listShowsHidesAndRemoves()
    {
        QTemporaryDir dir;
        Session s;
        QAbstractItemModelTester tester(s.model());
        QVERIFY(s.controller.selectLesson("global.stride"));
        QVERIFY(s.open({save(dir, "first.json", sweepFile("global.stride", "Dev A", "2026-11-01", 0.5)),
                        save(dir, "second.json", sweepFile("global.stride", "Dev B", "2026-11-02", 2.0))}));
        QCOMPARE(s.model()->rowCount(), 2);
        QCOMPARE(s.chart.overlays().size(), size_t(2));
        QVERIFY(s.shownLabels().at(0).startsWith("first: Dev A"));
        QVERIFY(s.shownLabels().at(1).startsWith("second: Dev B"));
        // Unchecked: gone from the chart, still in the list.
        QVERIFY(s.model()->setData(s.model()->index(0), Qt::Unchecked, Qt::CheckStateRole));
        s.presenter.flush();
        QCOMPARE(s.shownLabels().size(), 1);
        QVERIFY(s.shownLabels().at(0).startsWith("second"));
        QCOMPARE(s.model()->rowCount(), 2);
        // Removing the shown one leaves the hidden one hidden.
        OverlayPanel panel(s.model());
        panel.view()->setCurrentIndex(s.model()->index(1));
        QVERIFY(panel.removeButton()->isEnabled());
        panel.removeButton()->click();
        s.presenter.flush();
        QCOMPARE(int(s.controller.overlays().size()), 1);
        QCOMPARE(s.model()->rowCount(), 1);
        QVERIFY(!s.model()->isShown(0));
        QVERIFY(s.chart.overlays().empty());
        s.model()->setShown(0, true);
        s.presenter.flush();
        QCOMPARE(s.shownLabels().size(), 1);
        QVERIFY(s.shownLabels().at(0).startsWith("first"));
        panel.removeAllButton()->click();
        s.presenter.flush();
        QVERIFY(s.controller.overlays().empty());
        QVERIFY(s.chart.overlays().empty());
        QVERIFY(!panel.removeAllButton()->isEnabled());
    }

    void aLocalResultOnAGlobalChartIsWarned()
    {
        QTemporaryDir dir;
        Session s;
        s.chart.resize(900, 500);
        s.chart.show();
        QVERIFY(s.controller.selectLesson("global.stride"));
        QVERIFY(s.open({save(dir, "banks.json", sweepFile("local.stride", "pthread", "2026-11-23"))}));
        QVERIFY2(s.chart.warning().contains("local.stride"), qPrintable(s.chart.warning()));
        QVERIFY(s.chart.warning().contains("global.stride"));
        QVERIFY(s.chart.warningLabel()->isVisible());
        QVERIFY(s.model()->data(s.model()->index(0)).toString().contains("lesson local.stride"));
        OverlayPanel panel(s.model());
        QVERIFY(!panel.warningLabel()->isHidden());
        QVERIFY(panel.warningLabel()->text().contains("local.stride"));
        // Hidden: no warning; shown on a local.stride chart: none either.
        s.model()->setShown(0, false);
        s.presenter.flush();
        QVERIFY(s.chart.warning().isEmpty());
        QVERIFY(!s.chart.warningLabel()->isVisible());
        s.model()->setShown(0, true);
        QVERIFY(s.controller.selectLesson("local.stride"));
        s.presenter.flush();
        QVERIFY2(s.chart.warning().isEmpty(), qPrintable(s.chart.warning()));
    }

    void legendWrapsAndNamesEveryEntry()
    {
        ThroughputChart chart;
        chart.resize(420, 420);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSeries(sweepFile("global.stride", "pthread", "2026-11-23"));
        const QString a = "h100-run: NVIDIA H100 80GB HBM3 (NVIDIA CUDA), size=268435456, wg=256, 2026-11-23";
        const QString b =
            "a-very-long-file-name-without-any-space-that-cannot-break-at-words-at-all-so-it-breaks-anywhere";
        chart.setOverlays({chartSeries(sweepFile("global.stride", "x", "2026-11-23", 2.0), a),
                           chartSeries(sweepFile("global.stride", "y", "2026-11-23", 0.5), b),
                           chartSeries(sweepFile("global.stride", "z", "2026-11-23", 0.7), QString())});
        QCoreApplication::processEvents();
        const ChartLegend* legend = chart.legend();
        const LegendLayout& layout = legend->layout();
        // Whole texts, no "…", and no entry for the overlay without a name.
        const QStringList texts = legendTexts(chart);
        QVERIFY2(texts.contains(a), qPrintable(texts.join(" | ")));
        QVERIFY(texts.contains(b));
        for (const QString& t : texts) {
            QVERIFY(!t.trimmed().isEmpty());
            QVERIFY(!t.contains(QChar(0x2026)));
        }
        QCOMPARE(layout.omitted, 0);
        QVERIFY2(layout.rows >= 3, qPrintable(QString::number(layout.rows)));
        // Inside the chart, under the plot.
        const QRectF chartRect(QPointF(0, 0), chart.chart()->size());
        const QRectF plot = chart.chart()->plotArea();
        for (const LegendLayout::Item& item : layout.items) {
            const QRectF box = item.textBox.translated(legend->pos());
            QVERIFY2(chartRect.contains(box), qPrintable(item.text));
            QVERIFY(box.top() >= plot.bottom());
            // The long names wrapped onto more than one line.
            if (item.text == a || item.text == b)
                QVERIFY2(item.textBox.height() > 1.5 * QFontMetricsF(legend->font()).height(),
                         qPrintable(QStringLiteral("%1: %2 x %3 in %4")
                                        .arg(item.text)
                                        .arg(item.textBox.width())
                                        .arg(item.textBox.height())
                                        .arg(chartRect.width())));
        }
        QVERIFY(plot.height() > 100);
    }

    void exportsWrapTheLegendToo()
    {
        // An exported chart lays its legend out afresh at the export size: a narrow export wraps the long
        // label onto lines of its own instead of cutting it ("…").
        ThroughputChart chart;
        chart.setSeries(sweepFile("global.stride", "pthread", "2026-11-23"));
        const QString label =
            "H100 reference: NVIDIA H100 80GB HBM3, size=268435456, wg=256, 2026-11-23, endword";
        chart.setOverlays({chartSeries(sweepFile("global.stride", "x", "2026-11-23", 2.0), label)});
        QTemporaryDir dir;
        const QString path = dir.filePath("narrow.svg");
        QVERIFY(chart.exportSvg(path, nullptr, QSize(480, 360)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY(svg.contains("H100 reference"));
        QVERIFY(svg.contains("endword"));
        QVERIFY(!svg.contains(QChar(0x2026)));
    }

    void legendLayoutLimits()
    {
        QFont font;
        font.setPixelSize(12);
        std::vector<LegendEntry> entries;
        for (int i = 0; i < 40; ++i)
            entries.push_back({QStringLiteral("overlay number %1").arg(i), Qt::blue, Qt::SolidLine,
                               LegendEntry::Marker::Square});
        entries.push_back({QString(), Qt::red, Qt::SolidLine, LegendEntry::Marker::Circle});
        const LegendLayout wide = layoutLegend(entries, font, 2000, 1000, false);
        QCOMPARE(int(wide.items.size()), 40);
        const LegendLayout tight = layoutLegend(entries, font, 300, 60, false);
        QVERIFY(tight.omitted > 0);
        QCOMPARE(tight.items.back().entry, -1); // the note
        QVERIFY(tight.items.back().text.contains(QString::number(tight.omitted)));
        QCOMPARE(int(tight.items.size()) - 1 + tight.omitted, 40);
        const LegendLayout column = layoutLegend(entries, font, 300, 1e6, true);
        QCOMPARE(column.rows, 40);
    }

    void everyShippedReferenceLoads()
    {
        const std::vector<ReferenceInfo> refs = shippedReferences();
        QVERIFY2(refs.size() >= 20, qPrintable(QString::number(refs.size())));
        for (const ReferenceInfo& r : refs) {
            QCOMPARE(r.device, QStringLiteral("H100"));
            const ResultFile file = loadReference(r.path);
            QCOMPARE(QString::fromStdString(file.lesson), r.lesson);
            QVERIFY(!file.points.empty());
            QVERIFY(QString::fromStdString(resultDevice(file)).contains("H100"));
            QVERIFY(!resultDate(file.createdUtc).isEmpty());
            ChartContext here;
            here.lesson = file.lesson;
            here.param = file.sweptParam;
            here.device = "pthread";
            const OverlayInfo info = describeOverlay(here, file, OverlayModel::overlayName(r.path), {});
            QVERIFY2(info.label.startsWith("H100 reference: NVIDIA H100"), qPrintable(info.label));
            QVERIFY(info.label.contains(resultDate(file.createdUtc)));
            QVERIFY(info.warning.isEmpty());
            QVERIFY(!chartSeries(file).points.empty());
        }
        QCOMPARE(int(referencesFor("global.stride").size()), 1);
        QVERIFY(referencesFor("no.such.lesson").empty());
    }

    void referencesGoThroughTheResultReader()
    {
        QVERIFY_THROWS_EXCEPTION(Error, loadReference(":/references/H100/no.such.lesson.json"));
        QVERIFY_THROWS_EXCEPTION(Error, resultFromText("{\"format\": \"something else\"}", "x"));
        QVERIFY_THROWS_EXCEPTION(Error, resultFromText(std::string(100, '['), "deep"));
        try {
            resultFromText("not json", "ref.json");
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(std::string(e.what()).find("ref.json") != std::string::npos);
        }
    }

    void referenceButtonOverlaysTheLessonsReference()
    {
        Session s;
        ReferenceButton button(&s.controller, s.model());
        QVERIFY(s.controller.selectLesson("fake.stride"));
        QVERIFY(!button.isEnabled()); // nothing ships for it
        QVERIFY(s.controller.selectLesson("global.stride"));
        QVERIFY(button.isEnabled());
        QCOMPARE(button.text(), QStringLiteral("Show H100 reference"));
        QVERIFY(button.toolTip().contains("NVIDIA H100"));
        button.click();
        s.presenter.flush();
        QCOMPARE(s.chart.overlays().size(), size_t(1));
        const QString label = s.chart.overlays().front().label;
        QVERIFY2(label.contains("H100 reference") && label.contains("NVIDIA H100 80GB HBM3") &&
                     label.contains("2026-11-23"),
                 qPrintable(label));
        QVERIFY(!s.chart.overlays().front().points.empty());
        QVERIFY(s.chart.overlays().front().reference); // its own colour
        QVERIFY(s.chart.warning().isEmpty());
        QCOMPARE(button.text(), QStringLiteral("Hide H100 reference"));
        button.click();
        s.presenter.flush();
        QVERIFY(s.chart.overlays().empty());
        QCOMPARE(button.text(), QStringLiteral("Show H100 reference"));
    }
};

QTEST_MAIN(TestOverlays)
#include "test_overlays.moc"
