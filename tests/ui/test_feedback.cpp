// SPDX-License-Identifier: GPL-3.0-or-later
// The window says what it is doing: while a measurement is due the last value stays, greyed, with
// "measuring…"; every single measurement becomes a row of the results; a failed measurement shows in the banner
// (no modal box) and the banner goes with the next good one; sizes beyond the device's largest allocation are
// neither offered nor kept; a lesson chosen before start() survives the session restore.
#include "ui/controller.h"
#include "ui/fakebackend.h"
#include "ui/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/paramform.h"
#include "ui/resultsmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

constexpr int64_t kMaxAlloc = int64_t(3) << 28; // 768 MiB: 512 MiB is the largest power of two

// The fake device with a buffer-size parameter (up to 1 TiB) and a reported largest allocation.
class SizedBackend : public FakeBackend {
public:
    DeviceSnapshot open(const std::string& selector) override
    {
        DeviceSnapshot s = FakeBackend::open(selector);
        s.info.push_back({"max_mem_alloc_size", Json(kMaxAlloc), "memory", "bytes", "queried"});
        for (LessonEntry& l : s.lessons) {
            ParamSpec size;
            size.name = "bytes";
            size.kind = ParamKind::Size;
            size.min = 1024;
            size.max = int64_t(1) << 40;
            size.def = int64_t(1) << 30;
            size.unit = "bytes";
            l.specs.push_back(size);
            l.defaults.setRaw("bytes", std::to_string(int64_t(1) << 30));
        }
        return s;
    }
};

QLabel* pointLabel(MainWindow& w)
{
    for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
        if (l->property("value").isValid())
            return l;
    return nullptr;
}

} // namespace

class TestFeedback : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoalesceTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_feedback"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void measuringGreysTheLastValueAndEveryPointIsARow()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        Controller* c = w.controller();
        QSignalSpy measured(c, &Controller::pointMeasured);
        w.start(true);
        w.show();
        QVERIFY(measured.wait(3000));
        QLabel* label = pointLabel(w);
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("GB/s")));
        QVERIFY(!c->measuring());
        const int rows = w.resultsModel()->rowCount();
        QVERIFY(rows >= 1);

        QSignalSpy measuring(c, &Controller::measuringChanged);
        QVERIFY(c->setParam(QStringLiteral("stride"), QStringLiteral("4")));
        QVERIFY(c->measuring()); // at once, before the debounce and the measurement
        QCOMPARE(measuring.count(), 1);
        QVERIFY(label->text().startsWith(QStringLiteral("measuring…")));
        QVERIFY(label->text().contains(QStringLiteral("GB/s"))); // the last value stays readable
        QVERIFY(label->styleSheet().contains(QStringLiteral("color")));
        QVERIFY(measured.wait(3000));
        QVERIFY(!c->measuring());
        QVERIFY(!label->text().contains(QStringLiteral("measuring")));
        QVERIFY(label->styleSheet().isEmpty());
        QCOMPARE(w.resultsModel()->rowCount(), rows + 1);

        c->setParam(QStringLiteral("stride"), QStringLiteral("8"));
        c->setLiveMeasure(false); // a cancelled measurement ends the state too
        QVERIFY(!c->measuring());
    }

    void errorsGoToTheBannerAndLeaveWithTheNextGoodPoint()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<FakeBackend>()));
        Controller* c = w.controller();
        QSignalSpy measured(c, &Controller::pointMeasured);
        w.start(true);
        w.show();
        QVERIFY(measured.wait(3000));
        QSignalSpy errors(c, &Controller::errorOccurred);
        c->setParam(QStringLiteral("stride"), QStringLiteral("13")); // the fake fails there
        QVERIFY(errors.wait(3000));                                  // a modal box would block here
        QTRY_VERIFY(w.banner()->isVisible());
        QVERIFY(w.banner()->text().contains(QStringLiteral("CL_OUT_OF_RESOURCES")));
        QVERIFY(w.banner()->text().contains(QStringLiteral("#details")));
        QVERIFY(!c->measuring());
        c->setParam(QStringLiteral("stride"), QStringLiteral("2"));
        QVERIFY(measured.wait(3000));
        QVERIFY(!w.banner()->isVisible());
    }

    void sizesStopAtTheLargestAllocation()
    {
        MainWindow w(std::make_unique<Controller>(std::make_unique<SizedBackend>()));
        Controller* c = w.controller();
        QSignalSpy opened(c, &Controller::deviceOpened);
        c->selectLesson(QStringLiteral("fake.bank"));
        w.start(true);
        QVERIFY(opened.wait(3000));
        QCOMPARE(QString::fromStdString(c->lessonId()), QStringLiteral("fake.bank")); // not the saved lesson
        QVERIFY(c->selectLesson(QStringLiteral("fake.bank"))); // the device's lessons have the size parameter
        const ParamSpec* spec = findSpec(c->lesson()->specs, "bytes");
        QVERIFY(spec);
        QCOMPARE(spec->max, kMaxAlloc);
        QCOMPARE(c->params().integer("bytes"), int64_t(1) << 29);
        auto* combo = qobject_cast<QComboBox*>(w.lessonPanel()->form()->control(QStringLiteral("bytes")));
        QVERIFY(combo);
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY2(combo->itemData(i).toLongLong() <= kMaxAlloc, qPrintable(combo->itemText(i)));
        QVERIFY(!c->setParam(QStringLiteral("bytes"), QStringLiteral("1G")));
    }
};

QTEST_MAIN(TestFeedback)
#include "test_feedback.moc"
