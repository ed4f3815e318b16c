// SPDX-License-Identifier: GPL-3.0-or-later
// The log panel's feed: spdlog messages and Qt's own messages (qWarning, qInfo; not qDebug) reach the bridge on
// the GUI thread, also from another thread; after removeLogSink Qt's previous handler is back and nothing more
// arrives.
#include "ui/logsink.h"

#include <QSignalSpy>
#include <QTest>

#include <spdlog/spdlog.h>

#include <thread>

using namespace coalesce::ui;

class TestLogSink : public QObject {
    Q_OBJECT

private slots:
    void qtAndSpdlogMessagesReachThePanel()
    {
        LogBridge bridge;
        QSignalSpy messages(&bridge, &LogBridge::message);
        auto sink = installLogSink(&bridge);
        spdlog::info("from spdlog");
        qWarning("a Qt warning");
        qInfo("a Qt info");
        qDebug("a Qt debug line");
        std::thread([] { qWarning("from another thread"); }).join();
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(), 4, 2000);
        QStringList texts;
        for (const auto& m : messages)
            texts << m.at(1).toString();
        QVERIFY(texts.at(0).contains(QStringLiteral("from spdlog")));
        QVERIFY(texts.at(1).contains(QStringLiteral("qt: a Qt warning")));
        QCOMPARE(messages.at(1).at(0).toInt(), int(spdlog::level::warn));
        QVERIFY(texts.at(2).contains(QStringLiteral("a Qt info")));
        QVERIFY(texts.at(3).contains(QStringLiteral("from another thread")));
        QVERIFY(!texts.join(QLatin1Char('\n')).contains(QStringLiteral("debug line")));

        removeLogSink(sink);
        qWarning("after removal");
        QTest::qWait(50);
        QCOMPARE(messages.count(), 4);
    }
};

QTEST_MAIN(TestLogSink)
#include "test_logsink.moc"
