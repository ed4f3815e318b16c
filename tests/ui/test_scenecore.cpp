// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered lesson (core's registry, not a list): the pattern scene's passes, cells and counters are
// core's numbers (the scene lays out what core computed and decides nothing itself), and the lesson has its
// texts, looked up by the registry's text id, in English and in 简体中文.
#include "core/hosttrace.h"
#include "core/lesson.h"
#include "core/models.h"
#include "ui/language.h"
#include "ui/lessontexts.h"
#include "ui/patternscene.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace coalesce;
using namespace coalesce::ui;

class TestSceneCore : public QObject {
    Q_OBJECT

private:
    static void compareBanks(const Request& r, const PatternScene& s, const ModelGeometry& g)
    {
        QCOMPARE(s.conflictDegree, r.conflictDegree);
        QCOMPARE(s.broadcastLanes, r.broadcastLanes);
        QCOMPARE(s.lanes.size(), r.lanes.size());
        for (size_t i = 0; i < r.lanes.size(); ++i) {
            QCOMPARE(s.lanes[i].phase, r.lanes[i].pass);
            QCOMPARE(s.lanes[i].bank, r.lanes[i].bank);
        }
        for (uint32_t b = 0; b < g.banks; ++b)
            QCOMPARE(uint32_t(s.columnDegree[b]), r.bankDegree[b]);
        // Each shown cell: the earliest pass, the largest degree and the users core gave its word.
        std::map<uint64_t, std::tuple<int, int, int>> expected; // word -> (pass, degree, users)
        std::map<uint64_t, int> bank;                           // word -> core's bank: the cell's column
        for (const BankWord& w : r.words) {
            bank[w.word] = int(w.bank);
            auto [it, fresh] = expected.try_emplace(w.word, int(w.pass), int(w.degree), int(w.users));
            if (!fresh) {
                std::get<0>(it->second) = std::min(std::get<0>(it->second), int(w.pass));
                std::get<1>(it->second) = std::max(std::get<1>(it->second), int(w.degree));
                std::get<2>(it->second) += int(w.users);
            }
        }
        int used = 0;
        for (const SceneCell& c : s.cells) {
            if (c.state != CellState::Used)
                continue;
            ++used;
            const uint64_t word = c.byteStart / g.bankWidth;
            QVERIFY(expected.count(word));
            QCOMPARE(c.column, bank[word]);
            QCOMPARE(c.phase, std::get<0>(expected[word]));
            QCOMPARE(c.degree, std::get<1>(expected[word]));
            QCOMPARE(c.hits, std::get<2>(expected[word]));
        }
        if (s.hiddenRows == 0)
            QCOMPARE(size_t(used), expected.size());
    }

    static void compareSegments(const Request& r, const PatternScene& s)
    {
        QCOMPARE(s.transactions, r.transactions);
        QCOMPARE(s.bytesMoved, r.bytesMoved);
        QCOMPARE(s.bytesRequested, r.bytesRequested);
        QCOMPARE(s.efficiency, r.efficiency);
        QCOMPARE(s.distinctAddresses, r.distinctAddresses);
        if (s.hiddenRows == 0)
            QCOMPARE(uint32_t(s.rows.size()), r.transactions); // one row per segment moved
    }

    static void compareChannels(const ModelSummary& summary, int index, const PatternScene& s,
                                const ModelGeometry& g)
    {
        const Request& r = summary.requests[size_t(index)];
        QCOMPARE(s.transactions, r.transactions);
        std::vector<uint64_t> load(g.channels, 0);
        for (const SceneRow& row : s.rows) {
            const Request& shown = summary.requests[size_t(row.index)];
            for (uint32_t c = 0; c < g.channels; ++c) {
                QCOMPARE(s.cells[size_t(s.cellIndex(int(&row - s.rows.data()), int(c)))].value,
                         shown.channels[c]);
                load[c] += shown.channels[c];
            }
        }
        QCOMPARE(s.loadAfterPhase.back(), load);
        QCOMPARE(s.imbalance, channelImbalance(load));
        for (const SceneLink& link : s.links)
            QCOMPARE(s.cells[size_t(link.cell)].column, r.lanes[size_t(link.lane)].channel);
    }

private slots:
    void everyLessonHasTextsInBothLanguages()
    {
        QMap<QString, QString> english;
        for (const Lesson* lesson : allLessons()) {
            const QString id = QString::fromStdString(lesson->info().texts());
            QVERIFY2(LessonTexts::has(id), qPrintable(id));
            QVERIFY2(!LessonTexts::explanation(id).isEmpty(), qPrintable(id));
            english[id] = LessonTexts::title(id, QString());
            QVERIFY2(!english[id].isEmpty(), qPrintable(id));
        }
        QCOMPARE(LessonTexts::title(QStringLiteral("no.such"), QStringLiteral("fallback")),
                 QStringLiteral("fallback"));
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        for (auto it = english.cbegin(); it != english.cend(); ++it) {
            const QString chinese = LessonTexts::title(it.key(), QString());
            QVERIFY2(!chinese.isEmpty() && chinese != it.value(), qPrintable(it.key()));
        }
    }

    void everyLessonDrawsCoresNumbers()
    {
        const GeometryProfile profile = defaultProfile();
        const ModelGeometry g = modelGeometry(profile);
        QVERIFY(!allLessons().empty());
        for (const Lesson* lesson : allLessons()) {
            const ParamSet params = lesson->defaults(nullptr);
            const ModelSummary summary = hostModel(*lesson, params, profile);
            QVERIFY2(!summary.requests.empty(), lesson->info().id.c_str());
            const int count = int(std::min<size_t>(summary.requests.size(), 48));
            for (int i = 0; i < count; ++i) {
                const Request& r = summary.requests[size_t(i)];
                const QByteArray where =
                    QByteArray::fromStdString(lesson->info().id) + " request " + QByteArray::number(i);
                const PatternScene s = buildScene(summary, i, profile, PatternMode::Auto);
                if (r.space == Space::Local) {
                    compareBanks(r, s, g);
                } else {
                    compareSegments(r, s);
                    if (r.space == Space::Global)
                        compareChannels(summary, i, buildScene(summary, i, profile, PatternMode::Channels), g);
                }
                if (QTest::currentTestFailed())
                    QFAIL(where.constData());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSceneCore)
#include "test_scenecore.moc"
