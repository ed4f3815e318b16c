// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel editor (ui/kerneleditor.h) on PoCL, offscreen: templates load with a valid spec, a broken spec is
// named and blocks the run, highlighting and line numbers, Check of a good kernel on the worker thread, an
// out-of-bounds kernel marks its line, a build error lists its line and a double-click goes there.
#include "ui/kernelcodeedit.h"
#include "ui/kerneleditor.h"

#include <QListWidget>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using coalesce::ui::KernelEditor;

class TestKernelEditor : public QObject {
    Q_OBJECT
private slots:
    void templatesLoadWithAValidSpec()
    {
        KernelEditor editor;
        for (const char* id : {"read_1d", "tile_2d", "local_exchange"}) {
            QVERIFY(editor.loadTemplate(QString::fromLatin1(id)));
            QVERIFY(editor.source().contains(QLatin1String("TRACE_ARGS")));
            QCOMPARE(editor.specError(), QString());
        }
        QVERIFY(!editor.loadTemplate(QStringLiteral("nope")));
        QVERIFY(editor.copyBuiltinKernel(QStringLiteral("global_read.cl")));
        QVERIFY(editor.source().contains(QLatin1String("strided_read")));
        QVERIFY(editor.specText().contains(QLatin1String("\"kernel\": \"strided_read\"")));
    }

    void brokenSpecIsNamedAndBlocksTheRun()
    {
        KernelEditor editor;
        editor.setSpecText(
            editor.specText().replace(QLatin1String("\"count\": \"N\""), QLatin1String("\"cuont\": \"N\"")));
        QVERIFY(editor.specError().contains(QLatin1String("unknown key \"cuont\"")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QCOMPARE(done.count(), 1); // refused at once, no device work
        QVERIFY(!editor.busy());
    }

    void highlightingAndLineNumbers()
    {
        KernelEditor editor;
        editor.show();
        auto* code = editor.codeEdit();
        QVERIFY(code->lineNumberAreaWidth() > 0);
        // The GLOAD line of template_read_1d.cl is line 9: the macro name carries a format of its own.
        const QTextBlock block = code->document()->findBlockByNumber(8);
        QVERIFY(block.text().contains(QLatin1String("GLOAD")));
        bool macroFormatted = false;
        const int at = int(block.text().indexOf(QLatin1String("GLOAD")));
        for (const auto& range : block.layout()->formats())
            macroFormatted = macroFormatted || (range.start <= at && at < range.start + range.length &&
                                                range.format.fontWeight() == QFont::Bold);
        QVERIFY(macroFormatted);
        code->setMarkedLines({{3, QStringLiteral("bad")}});
        QCOMPARE(code->extraSelections().size(), 1);
    }

    void checkRunsOffTheGuiThread()
    {
        KernelEditor editor;
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(editor.busy()); // answered later, on the GUI thread
        QVERIFY(done.wait(60000));
        QVERIFY2(editor.resultText().contains(QLatin1String("no access outside its buffer")),
                 qPrintable(editor.resultText()));
    }

    void aFullTraceIsSaidAndItsBytesCountAll()
    {
        // Every work-item reads 4096 floats: the two traced groups make 2 x 64 x 4097 accesses, twice what the
        // trace keeps; the result says so, and the bytes still count every read (4096 x 4096 x 4 B a launch).
        KernelEditor editor;
        editor.setSource(editor.source().replace(
            QLatin1String("const float v = GLOAD(0, in, g * STRIDE, 0);"),
            QLatin1String("float v = 0.0f;\n    for (uint k = 0; k < 4096u; ++k)\n"
                          "        v += GLOAD(0, in, (g * STRIDE + k) % (get_global_size(0) * STRIDE), k);")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(done.wait(60000));
        const QString text = editor.resultText();
        QVERIFY2(
            text.contains(QLatin1String("The trace is full: it keeps the first 262144 of the 524416 accesses")),
            qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Bytes per launch: read 67108864, written 16384")),
                 qPrintable(text));
    }

    void outOfBoundsMarksTheLine()
    {
        KernelEditor editor;
        editor.setSource(editor.source().replace(QLatin1String("in, g * STRIDE, 0"),
                                                 QLatin1String("in, g * STRIDE + 1, 0")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(done.wait(60000));
        QVERIFY2(editor.resultText().contains(QLatin1String("line 9: read in at byte")),
                 qPrintable(editor.resultText()));
        QCOMPARE(editor.codeEdit()->markedLines().count(9), size_t(1));
        QCOMPARE(editor.buildLog()->count(), 1);
    }

    void buildErrorLinksToItsLine()
    {
        KernelEditor editor;
        editor.setSource(
            editor.source().replace(QLatin1String("const float v ="), QLatin1String("const float v = nope +")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(done.wait(60000));
        QVERIFY(editor.buildLog()->count() >= 1);
        QListWidgetItem* item = editor.buildLog()->item(0);
        QVERIFY2(item->text().startsWith(QLatin1String("line 9:")), qPrintable(item->text()));
        QVERIFY(item->text().contains(QLatin1String("nope")));
        emit editor.buildLog()->itemActivated(item);
        QCOMPARE(editor.codeEdit()->textCursor().blockNumber(), 8);
        QCOMPARE(editor.codeEdit()->markedLines().count(9), size_t(1));
    }

    // Not an assertion: with COALESCE_SCREENSHOT set to a .png path, shows the editor after a check that found
    // an access outside its buffer and saves the window (run under Xvfb with QT_QPA_PLATFORM=xcb to look at
    // it).
    void screenshot()
    {
        const QString path = qEnvironmentVariable("COALESCE_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("COALESCE_SCREENSHOT not set");
        KernelEditor editor;
        editor.resize(1366, 740);
        editor.show();
        editor.setSource(editor.source().replace(QLatin1String("in, g * STRIDE, 0"),
                                                 QLatin1String("in, g * STRIDE + 1, 0")));
        QSignalSpy done(&editor, &KernelEditor::finished);
        editor.check();
        QVERIFY(done.wait(60000));
        QTest::qWait(300);
        QVERIFY(editor.grab().save(path));
    }
};

QTEST_MAIN(TestKernelEditor)
#include "test_kerneleditor.moc"
