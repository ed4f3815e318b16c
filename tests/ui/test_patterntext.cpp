// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern view's fitted text: a title shrunk to its box must really fit (it was clipped by its last
// characters at 1280 px: "…SIMD group 0, step 1 (read"), for every width and both weights, and never grow.
#include "ui/patternstrokes.h"

#include <QFontMetricsF>
#include <QtTest>

using namespace coalesce::ui::paint;

class TestPatternText : public QObject {
    Q_OBJECT

private slots:
    void fittedTitlesFitTheirBox()
    {
        const QStringList titles = {
            QStringLiteral("picture: NVIDIA-like GPU model; this CPU has no local-memory banks · Local memory: "
                           "32 banks × 4 B — SIMD group 0, step 1 (read)"),
            QStringLiteral("Global memory: 32-byte segments — SIMD group 0, step 0 (write)"),
            QStringLiteral("局部内存：32 个存储体 × 4 B — SIMD 组 0，第 1 步（读）")};
        for (const QString& title : titles) {
            for (bool bold : {true, false}) {
                for (double width = 240; width <= 1900; width += 7) {
                    const double px = fitPixels(title, 19.0, width, bold);
                    QVERIFY(px <= 19.0);
                    if (px > 6.0) {
                        const double advance = QFontMetricsF(pixelFont(px, bold)).horizontalAdvance(title);
                        QVERIFY2(advance <= width, qPrintable(QStringLiteral("%1 px at width %2: %3 px wide")
                                                                  .arg(px)
                                                                  .arg(width)
                                                                  .arg(advance)));
                    }
                }
            }
        }
    }

    void textThatFitsKeepsItsSize()
    {
        QCOMPARE(fitPixels(QStringLiteral("4 / 8"), 19.0, 400, true), 19.0);
        QCOMPARE(fitPixels(QString(), 19.0, 10, false), 19.0);
    }
};

QTEST_MAIN(TestPatternText)
#include "test_patterntext.moc"
