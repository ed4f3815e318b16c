// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted use, run as a subprocess like a user would: `coalesce --lesson ... --sweep ... --export ... --quit`
// on PoCL with the offscreen platform writes every file, and the files read back (PNG/SVG/PDF/CSV/JSON);
// bad arguments give one line on stderr and exit code 2.
#include "core/results.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

class TestScripted : public QObject {
    Q_OBJECT

    QString m_binary;
    QTemporaryDir m_dir;

    QProcess* start(const QStringList& args)
    {
        auto* p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        p->setProcessEnvironment(env);
        p->start(m_binary, args);
        return p;
    }

private slots:
    void initTestCase()
    {
        m_binary =
            QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(QStringLiteral("../../app/coalesce"));
        QVERIFY2(QFileInfo::exists(m_binary),
                 qPrintable(m_binary + QStringLiteral(" is missing: build `coalesce`")));
        QVERIFY(m_dir.isValid());
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown option") << QStringList{"--bogus"} << "bogus";
        QTest::newRow("unknown lesson") << QStringList{"--lesson", "no.such", "--quit"} << "no.such";
        QTest::newRow("bad value") << QStringList{"--lesson", "local.stride", "--set", "stride=0", "--quit"}
                                   << "stride";
        QTest::newRow("unknown param")
            << QStringList{"--lesson", "local.stride", "--set", "colour=red", "--quit"} << "colour";
        QTest::newRow("bad sweep") << QStringList{"--lesson", "local.stride", "--sweep", "stride=9..x",
                                                  "--quit"}
                                   << "stride";
        QTest::newRow("export type") << QStringList{"--lesson", "local.stride", "--export", "out.doc", "--quit"}
                                     << "out.doc";
        QTest::newRow("missing file") << QStringList{"--open", "/nonexistent/r.json", "--quit"} << "r.json";
        QTest::newRow("set without lesson") << QStringList{"--set", "stride=2", "--quit"} << "--lesson";
        QTest::newRow("export of commas only")
            << QStringList{"--lesson", "local.stride", "--export", ",", "--quit"} << "--export";
        QTest::newRow("empty export") << QStringList{"--export", "", "--quit"} << "--export";
        QTest::newRow("empty name in a list")
            << QStringList{"--lesson", "local.stride", "--export", "a.png,,b.svg", "--quit"}
            << "empty file name";
        QTest::newRow("empty open") << QStringList{"--open", "", "--quit"} << "--open";
        QTest::newRow("empty lesson") << QStringList{"--lesson", "", "--quit"} << "--lesson";
    }

    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        QProcess* p = start(args);
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 2);
        const QString err = QString::fromUtf8(p->readAllStandardError());
        const QStringList lines =
            err.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QStringLiteral("coalesce"));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(mentions), qPrintable(lines.first()));
    }

    void sweepAndExportEverything()
    {
        const QString base = m_dir.filePath(QStringLiteral("stride"));
        const QStringList files = {base + ".png",  base + ".svg",         base + ".pdf",        base + ".csv",
                                   base + ".json", base + ".pattern.png", base + ".pattern.svg"};
        QProcess* p = start({"--lesson", "global.stride", "--set", "size=1M", "--sweep", "stride=1..4:*2",
                             "--export", files.join(QLatin1Char(',')), "--quit"});
        QVERIFY(p->waitForFinished(240000));
        const QString err = QString::fromUtf8(p->readAllStandardError());
        QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0, qPrintable(err));

        QImage chart(base + ".png");
        QCOMPARE(chart.size(), QSize(1600, 900));
        QVERIFY(QSvgRenderer(base + ".svg").isValid());
        QFile pdf(base + ".pdf");
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QFile csv(base + ".csv");
        QVERIFY(csv.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList rows = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4); // header + 3 points
        const coalesce::ResultFile result = coalesce::loadResultFile((base + ".json").toStdString());
        QCOMPARE(result.lesson, std::string("global.stride"));
        QCOMPARE(result.sweptParam, std::string("stride"));
        QCOMPARE(int(result.points.size()), 3);
        for (const auto& point : result.points) {
            QVERIFY(point.validation.passed);
            QVERIFY(point.ebGBs > 0);
        }
        QCOMPARE(result.points[2].sweptValue, std::string("4"));
        QVERIFY(!QImage(base + ".pattern.png").isNull());
        QVERIFY(QSvgRenderer(base + ".pattern.svg").isValid());

        // The saved result reopens in the GUI without a device and exports again.
        const QString again = m_dir.filePath(QStringLiteral("again.csv"));
        QProcess* q =
            start({"--open", base + ".json", "--export", again + "," + m_dir.filePath("again.png"), "--quit"});
        QVERIFY(q->waitForFinished(60000));
        QVERIFY2(q->exitCode() == 0, q->readAllStandardError().constData());
        QFile againCsv(again);
        QVERIFY(againCsv.open(QIODevice::ReadOnly | QIODevice::Text));
        QCOMPARE(QString::fromUtf8(againCsv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 4);
    }

    void corruptFileIsAnErrorNotACrash()
    {
        const QString path = m_dir.filePath(QStringLiteral("corrupt.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema_version\": 1, \"points\": [ {\"oops\"");
        f.close();
        QProcess* p = start({"--open", path, "--quit"});
        QVERIFY(p->waitForFinished(60000));
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 2);
        QVERIFY(p->readAllStandardError().contains("corrupt.json"));
    }
};

QTEST_GUILESS_MAIN(TestScripted)
#include "test_scripted.moc"
