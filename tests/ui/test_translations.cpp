// SPDX-License-Identifier: GPL-3.0-or-later
// zh_CN is complete: no unfinished or empty translation in resources/translations/coalesce_zh_CN.ts, and no
// tr() string of the sources that the file lacks (lupdate, run on a copy, finds none new). Qt's own dialogs are
// translated where Debian's qt6-translations-l10n is installed.
#include "ui/coretexts.h"
#include "ui/language.h"
#include "ui/realbackend.h"

#include "core/errors.h"
#include "core/geometry.h"
#include "core/lessons/scan.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/params.h"
#include "core/results.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace coalesce;
using namespace coalesce::ui;

namespace {

// Every note the model writes on a prediction, from small traces: one work-group of 32 loads a word (4 or 16
// B), keeps it in a local tile, reads the tile back and stores a word; or reads a shared working set; or adds
// atomically.
std::vector<std::string> modelNotes()
{
    auto tile = [](uint32_t bytes) {
        Trace t;
        t.workGroupSize = 32;
        t.groups = 1;
        t.bufferNames = {"in", "out", "tile"};
        for (uint32_t l = 0; l < 32; ++l) {
            TraceRecord r;
            r.globalId = r.localId = l;
            r.byteOffset = uint64_t(bytes) * l;
            r.size = bytes;
            t.records.push_back(r); // global read, step 0
            r.space = Space::Local;
            r.buffer = 2;
            r.kind = AccessKind::Write;
            r.byteOffset = 4 * l;
            r.size = 4;
            t.records.push_back(r);
            r.step = 1;
            r.kind = AccessKind::Read;
            t.records.push_back(r);
            r.step = 2;
            r.space = Space::Global;
            r.buffer = 1;
            r.kind = AccessKind::Write;
            t.records.push_back(r);
        }
        return t;
    };
    GeometryProfile p = defaultProfile();
    for (const auto& [key, value] : std::map<std::string, double>{{"dram_read_gbs", 1000},
                                                                  {"local_read_gbs", 10000},
                                                                  {"oneshot_4", 0.5},
                                                                  {"launch_floor_ns", 2},
                                                                  {"l2_bytes", double(4 << 20)}})
        p.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    p.localPhysical.value = 1;
    WorkingSet timed;
    timed.traceComplete = true;
    timed.countedBytes = 512;
    timed.launchGroups = 10;
    WorkingSet shared;
    shared.bytes = 4096;
    shared.launchReadBytes = 1 << 20;
    std::vector<std::string> notes = {
        analyseTrace(tile(4), p, "local", timed).note, analyseTrace(tile(16), p, "local", timed).note,
        analyseTrace(tile(4), p, "global", shared).note, summarise({}, modelGeometry(p), "global").note};
    ModelGeometry cpu = modelGeometry(p);
    cpu.localPhysical = false;
    notes.push_back(summarise(groupRequests(tile(4), cpu), cpu, "local").note);
    Trace atomic = tile(4);
    for (auto& r : atomic.records)
        if (r.space == Space::Global && r.kind == AccessKind::Write) {
            r.kind = AccessKind::Atomic;
            r.op = AtomicOp::Add;
            r.byteOffset = 0;
        }
    notes.push_back(summarise(groupRequests(atomic, modelGeometry(p)), modelGeometry(p), "atomics").note);
    // A spilled private array: the tile's local requests made private (the spill model's note).
    Trace spill = tile(4);
    for (auto& r : spill.records)
        if (r.space == Space::Local)
            r.space = Space::Private;
    WorkingSet spilled;
    spilled.privateSpilled = true;
    spilled.loopFirstStep = 1;
    spilled.loopEndStep = 2;
    spilled.loopScale = 8;
    spilled.countedBytes = 256;
    spilled.launchGroups = 10;
    notes.push_back(analyseTrace(spill, p, "global", spilled).note); // misses not counted: no bytes declared
    GeometryProfile r = p;
    for (const auto& [key, value] : std::map<std::string, double>{
             {"l1_bytes", 1024}, {"resident_items", 64}, {"spill_miss_ns", 1}, {"atomic_once_8", 1}})
        r.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    spilled.privateBytesPerItem = 64; // 64 x 64 B past a 1 KiB L1: misses counted
    notes.push_back(analyseTrace(spill, r, "global", spilled).note);
    spilled.privateBytesPerItem = 4; // 256 B: fits
    notes.push_back(analyseTrace(spill, r, "global", spilled).note);
    spilled.privateBytesPerItem = 64; // 64 registers a work-item of 1024 a unit: one group of 32 resident
    spilled.groupSize = 32;
    spilled.registersPerItem = 64;
    spilled.registersPerUnit = 1024;
    spilled.registerGranule = 8;
    notes.push_back(analyseTrace(spill, r, "global", spilled).note);
    // The atomic tail: one wave, two waves (outlasting the work, and hidden), the busiest bin's; after the
    // launch-time note.
    WorkingSet tail = timed;
    tail.tailAtomics = 1000;
    tail.tailBins = 8;
    tail.tailGroups = 2;
    tail.tailGroupSize = 32;
    tail.tailUnits = 1;
    tail.tailCountedBytes = 512;
    notes.push_back(analyseTrace(tile(4), r, "local", tail).note);
    tail.tailGroups = 4; // two waves: the atomics (1 us) outlast the second wave's tiny work
    notes.push_back(analyseTrace(tile(4), r, "local", tail).note);
    tail.tailCountedBytes = 1000000000; // a long launch: its second wave hides them
    notes.push_back(analyseTrace(tile(4), r, "local", tail).note);
    GeometryProfile busy = r; // the busiest bin's 500 updates at 0.1 G/s: 5 us, one wave and two
    busy.figures["atomic_same_gops"] = MeasuredFigure{0.1, "", "hand-made", 1.0};
    tail.tailCountedBytes = 512;
    tail.tailHotAtomics = 500;
    notes.push_back(analyseTrace(tile(4), busy, "local", tail).note);
    tail.tailGroups = 2;
    notes.push_back(analyseTrace(tile(4), busy, "local", tail).note);
    // Declared arithmetic longer than the memory work; declared shuffles; declared barrier phases.
    GeometryProfile q = p;
    for (const auto& [key, value] :
         std::map<std::string, double>{{"alu_round_ns", 1}, {"shuffle_ns", 1}, {"phase_ns_32", 1}})
        q.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    WorkingSet rounds = timed;
    rounds.groupSize = 32;
    rounds.aluRounds = 1000;
    notes.push_back(analyseTrace(tile(4), q, "local", rounds).note);
    WorkingSet shuffles = timed;
    shuffles.groupSize = 32;
    shuffles.shuffles = 10;
    notes.push_back(analyseTrace(tile(4), q, "local", shuffles).note);
    WorkingSet phases = timed;
    phases.groupSize = 32;
    phases.barrierPhases = 1000;
    notes.push_back(analyseTrace(tile(4), q, "local", phases).note);
    // Groups of 32 that leave fewer SIMD groups per compute unit than the probe's groups of 256: the banks at
    // the measured rate of groups of one SIMD group.
    GeometryProfile few = p;
    for (const auto& [key, value] : std::map<std::string, double>{
             {"local_read_gbs_simd", 5000}, {"resident_items", 2048}, {"resident_groups", 16}})
        few.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    few.simd.value = 32;
    WorkingSet narrow = timed;
    narrow.groupSize = 32;
    notes.push_back(analyseTrace(tile(4), few, "local", narrow).note);
    // Declared phase steps whose passes outlast their (tiny) latency, then with a phase of three rounds.
    GeometryProfile quick = q;
    quick.figures["phase_ns_32"] = MeasuredFigure{1e-4, "", "hand-made", 1.0};
    WorkingSet stepped = phases;
    stepped.barrierPhases = 100000;
    stepped.phaseSteps = {0, 1};
    notes.push_back(analyseTrace(tile(4), quick, "local", stepped).note);
    stepped.phaseRounds = {1, 3};
    notes.push_back(analyseTrace(tile(4), quick, "local", stepped).note);
    // A global launch of more work-groups than the device starts in its traffic's time, and its floor.
    GeometryProfile starts = p;
    starts.figures["group_rate_gps"] = MeasuredFigure{1e-3, "", "hand-made", 1.0};
    notes.push_back(
        withLaunchFloor(analyseTrace(tile(4), starts, "global", WorkingSet{}), 1000000, starts, 100000).note);
    // Lanes in their own lines, re-read from the L1: its line slots bind, after the working set's note.
    Trace gather = tile(4);
    for (auto& r : gather.records)
        if (r.space == Space::Global)
            r.byteOffset = 256 * uint64_t(r.localId) + (r.kind == AccessKind::Write ? 128 : 0);
    GeometryProfile l1 = p;
    for (const auto& [key, value] :
         std::map<std::string, double>{{"request_rate_gps", 1000}, {"l2_read_gbs", 1e6}})
        l1.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    l1.figures["local_read_gbs"] = MeasuredFigure{1, "", "hand-made", 1.0};
    notes.push_back(analyseTrace(gather, l1, "global", shared).note);
    // Two work-groups re-reading their words, more of them resident than the L1 holds (32 x 4 sectors of 32 B
    // between a sector's reads, past 1.25 x 2 KiB): said alone, and after the working set's note.
    Trace reread;
    reread.workGroupSize = 32;
    reread.groups = 2;
    reread.bufferNames = {"in"};
    for (uint32_t g = 0; g < 2; ++g)
        for (uint32_t step = 0; step < 2; ++step)
            for (uint32_t l = 0; l < 32; ++l) {
                TraceRecord r;
                r.globalId = 32 * g + l;
                r.localId = l;
                r.groupId = g;
                r.step = step;
                r.byteOffset = 4 * uint64_t(r.globalId);
                r.size = 4;
                reread.records.push_back(r);
            }
    GeometryProfile resident = p;
    for (const auto& [key, value] :
         std::map<std::string, double>{{"l1_bytes", 2048}, {"resident_items", 2048}, {"resident_groups", 32}})
        resident.figures[key] = MeasuredFigure{value, "", "hand-made", 1.0};
    notes.push_back(analyseTrace(reread, resident, "global", WorkingSet{}).note);
    notes.push_back(analyseTrace(reread, resident, "global", shared).note);
    // A launch-timed lesson whose work-groups start slower than its work runs.
    GeometryProfile slowStarts = p;
    slowStarts.figures["group_rate_gps"] = MeasuredFigure{1e-6, "", "hand-made", 1.0};
    notes.push_back(analyseTrace(tile(4), slowStarts, "local", timed).note);
    // A launch-timed trace without local memory: its global part and its slots overlap.
    notes.push_back(analyseTrace(reread, p, "global", timed).note);
    return notes;
}

struct TsMessage {
    QString context, source, translationType;
    QStringList translations; ///< one, or the numerus forms
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> out;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message"))
            message = TsMessage{context, {}, {}, {}};
        else if (name == QLatin1String("source"))
            message.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            message.translationType = xml.attributes().value(QLatin1String("type")).toString();
            // A plural message holds <numerusform> children; a plain one its text.
            QStringList forms;
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    forms << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            message.translations = forms.isEmpty() ? QStringList{text} : forms;
            out << message;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

QString zhTs()
{
    return QStringLiteral(COALESCE_SOURCE_DIR "/resources/translations/coalesce_zh_CN.ts");
}

QString describe(const QList<TsMessage>& messages)
{
    QStringList lines;
    for (const TsMessage& m : messages)
        lines << QStringLiteral("  %1: \"%2\"").arg(m.context, m.source.left(100));
    return QStringLiteral("%1 message(s):\n").arg(messages.size()) + lines.join(QLatin1Char('\n'));
}

// Chinese text: at least one CJK ideograph.
bool chinese(const QString& text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Q_INIT_RESOURCE(coalesce); }

    void everyMessageIsTranslated()
    {
        QString error;
        const QList<TsMessage> messages = readTs(zhTs(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 300);
        QList<TsMessage> bad;
        for (const TsMessage& m : messages) {
            const bool empty = std::any_of(m.translations.begin(), m.translations.end(),
                                           [](const QString& t) { return t.trimmed().isEmpty(); });
            if (!m.translationType.isEmpty() || empty)
                bad << m;
        }
        if (!bad.isEmpty())
            qWarning().noquote() << describe(bad);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("unfinished, empty, vanished or obsolete in ") +
                                           zhTs() + QLatin1Char('\n') + describe(bad)));
    }

    void everySourceStringIsInTheFile()
    {
        // lupdate on a copy, the way qt_add_translations runs it (the project root on the include path, so
        // `namespace coalesce::ui` contexts come out qualified): every string it adds is marked unfinished.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("coalesce_zh_CN.ts"));
        QVERIFY(QFile::copy(zhTs(), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(COALESCE_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-silent"), QStringLiteral("-I"),
                       QStringLiteral(COALESCE_SOURCE_DIR), QStringLiteral(COALESCE_SOURCE_DIR "/ui"),
                       QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        const QString output = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));

        QString error;
        const QList<TsMessage> updated = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(updated.size() > 300);
        QList<TsMessage> missing;
        for (const TsMessage& m : updated)
            if (m.translationType == QLatin1String("unfinished"))
                missing << m;
        if (!missing.isEmpty())
            qWarning().noquote() << describe(missing); // QTest cuts a long failure message
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(QStringLiteral("tr() strings without a translation in coalesce_zh_CN.ts (add them by "
                                      "hand, see COMMON rules, or run the coalesce_ui_lupdate target):\n") +
                       describe(missing)));
    }

    void qtsOwnDialogsAreTranslated()
    {
        const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (!QFile::exists(QDir(dir).filePath(QStringLiteral("qtbase_zh_CN.qm"))))
            QSKIP(qPrintable(QStringLiteral("no qtbase_zh_CN.qm in %1: install qt6-translations-l10n "
                                            "(scripts/deps.sh)")
                                 .arg(dir)));
        const QString english = QCoreApplication::translate("QPlatformTheme", "Cancel");
        QCOMPARE(english, QStringLiteral("Cancel"));
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
        QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }

    void ownTranslationsSwitchBothWays()
    {
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("coalesce::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("coalesce::ui::MainWindow", "&File"), QStringLiteral("&File"));
        QVERIFY(QLocale().language() == QLocale::English || QLocale().language() == QLocale::C);
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("coalesce::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
        installTranslations(*qApp, QStringLiteral("en"));
    }
    void coreTextsAreTranslated()
    {
        // core/ has no Qt: the window shows its sentences through CoreTexts. Real core output, not copies of
        // it.
        QStringList english;
        for (const ScanPhase& phase : scanPhases(64, 64))
            english << QString::fromStdString(scanPhaseName(phase));
        const auto lessons = RealBackend().lessons();
        for (const auto& lesson : lessons)
            for (const ParamSpec& spec : lesson.specs)
                english << QString::fromStdString(spec.help);
        for (const char* sweep : {"stride=64..1", "stride=1..9999999", "stride=", "colour=1..2",
                                  "stride=1..8:0", "type=float..double", "size=0..4K", "stride"}) {
            try {
                parseSweep(lessons.front().specs, sweep);
                QFAIL(sweep);
            } catch (const coalesce::Error& e) {
                english << QString::fromUtf8(e.what());
            }
        }
        QTemporaryDir dir;
        QFile notJson(dir.filePath(QStringLiteral("notes.json")));
        QVERIFY(notJson.open(QIODevice::WriteOnly));
        notJson.write("{ not json");
        notJson.close();
        QFile notResult(dir.filePath(QStringLiteral("other.json")));
        QVERIFY(notResult.open(QIODevice::WriteOnly));
        notResult.write("{\"name\": 1}");
        notResult.close();
        for (const QString& file :
             {dir.filePath(QStringLiteral("missing.json")), notJson.fileName(), notResult.fileName()}) {
            try {
                loadResultFile(file.toStdString());
                QFAIL(qPrintable(file));
            } catch (const coalesce::Error& e) {
                english << QString::fromUtf8(e.what());
            }
        }
        DeviceTraits cpu;
        cpu.type = "cpu";
        cpu.vendor = "AuthenticAMD";
        for (const GeometryProfile& profile : {defaultProfile(), profileFromTraits(cpu)})
            for (const std::string& key : geometryKeys())
                if (!geometryField(profile, key).note.empty())
                    english << QString::fromStdString(geometryField(profile, key).note);
        // The model's notes on its predictions (shown in the chart's tooltips), from the model itself.
        const std::vector<std::string> notes = modelNotes();
        QCOMPARE(notes.size(), size_t(27));
        // The variants the last cases build are among them.
        for (const char* part :
             {"SIMD groups per compute unit", "outlast it", "waits once per round", "G work-groups/s",
              "; the L1 looks up", "; 100 % of the work-groups' re-reads miss the L1", "the longer, + launch",
              "100 % of the work-groups' re-reads miss the L1 (2 KiB measured, shared by the 32 work-groups",
              "bins at the measured one-shot 1 G/s begin after the first of 2.0 waves",
              "end within the later waves' work",
              "one after another at the measured one-address 0.1 G/s, after",
              "one after another at the measured one-address 0.1 G/s; they begin after"})
            QVERIFY2(std::any_of(notes.begin(), notes.end(),
                                 [&](const std::string& n) { return n.find(part) != std::string::npos; }),
                     part);
        for (const std::string& note : notes) {
            QVERIFY(!note.empty());
            english << QString::fromStdString(note);
        }
        english.removeDuplicates();

        QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        for (const QString& text : english)
            QCOMPARE(CoreTexts::translate(text), text); // English: unchanged, values and all
        QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QStringList untranslated;
        for (const QString& text : english)
            if (!chinese(CoreTexts::translate(text)))
                untranslated << text;
        // Values come back in their places, each translated again where it is one of core's sentences.
        const QString nested = CoreTexts::translate(QStringLiteral(
            "invalid sweep \"stride=x\": invalid value \"x\" for stride: expected a whole number"));
        QCOMPARE(CoreTexts::choice("global"), QStringLiteral("全局 (global)"));
        QCOMPARE(CoreTexts::choice("use_host_ptr"), QStringLiteral("use_host_ptr"));
        installTranslations(*qApp, QStringLiteral("en"));
        if (!untranslated.isEmpty())
            qWarning().noquote() << "core texts without a Chinese entry in ui/coretexts.cpp:\n  "
                                 << untranslated.join(QStringLiteral("\n  "));
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        QCOMPARE(nested, QStringLiteral("扫描范围“stride=x”无效：stride 的值“x”无效：应为整数"));
        QCOMPARE(CoreTexts::choice("global"), QStringLiteral("global"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
