// SPDX-License-Identifier: GPL-3.0-or-later
// Parameter controls are generated from ParamSpecs and only offer valid values.
#include "ui/paramform.h"

#include "core/lesson.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace coalesce;
using namespace coalesce::ui;

class TestParamForm : public QObject {
    Q_OBJECT
private slots:
    void controlsFollowTheSpecs()
    {
        ParamSpec stride;
        stride.name = "stride";
        stride.min = 1;
        stride.max = 4096;
        stride.def = 1;
        stride.log2Axis = true;
        stride.unit = "elements";
        ParamSpec vector;
        vector.name = "vector";
        vector.min = 1;
        vector.max = 16;
        vector.allowed = {1, 2, 4, 8, 16};
        ParamSpec type;
        type.name = "type";
        type.kind = ParamKind::Choice;
        type.choices = {"uchar", "float", "double"};
        type.defChoice = "float";
        ParamSpec size;
        size.name = "size";
        size.kind = ParamKind::Size;
        size.min = 4096;
        size.max = 1 << 20;
        size.def = 65536;
        const std::vector<ParamSpec> specs = {stride, vector, type, size};
        const ParamSet values = makeParams(specs, {"stride=33", "size=12288"});

        ParamForm form;
        form.setSpecs(specs, values);
        QSignalSpy changed(&form, &ParamForm::valueChanged);

        auto* spin = qobject_cast<QSpinBox*>(form.control(QStringLiteral("stride")));
        QVERIFY(spin);
        QCOMPARE(spin->minimum(), 1);
        QCOMPARE(spin->maximum(), 4096);
        QCOMPARE(spin->value(), 33);
        spin->setValue(0); // clamped: 0 cannot be entered
        QCOMPARE(spin->value(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(1).toString(), QStringLiteral("1"));

        auto* vec = qobject_cast<QComboBox*>(form.control(QStringLiteral("vector")));
        QVERIFY(vec);
        QCOMPARE(vec->count(), 5);
        QCOMPARE(vec->itemData(3).toString(), QStringLiteral("8"));

        auto* types = qobject_cast<QComboBox*>(form.control(QStringLiteral("type")));
        QCOMPARE(types->count(), 3);
        QCOMPARE(types->currentText(), QStringLiteral("float"));

        auto* sizes = qobject_cast<QComboBox*>(form.control(QStringLiteral("size")));
        QVERIFY(sizes);
        // Powers of two from 4 KiB to 1 MiB, plus the current 12 KiB.
        QCOMPARE(sizes->count(), 10);
        QCOMPARE(sizes->currentData().toString(), QStringLiteral("12288"));
        for (int i = 0; i < sizes->count(); ++i) {
            const qint64 v = sizes->itemData(i).toLongLong();
            QVERIFY(v >= size.min && v <= size.max);
        }

        // Showing values does not emit.
        changed.clear();
        form.setValues(makeParams(specs, {"stride=64"}));
        QCOMPARE(spin->value(), 64);
        QCOMPARE(changed.count(), 0);
    }

    void everyLessonsParameterHasAName()
    {
        // Every parameter of every lesson gets a label of its own (not its bare key), and "mode" says what the
        // lesson's choice is about: indexing, the transfer, the exchange.
        for (const Lesson* lesson : allLessons())
            for (const ParamSpec& spec : lesson->params()) {
                const QString label = ParamForm::label(spec);
                QVERIFY2(label != QString::fromStdString(spec.name),
                         qPrintable(QString::fromStdString(lesson->info().id + ": " + spec.name)));
                QVERIFY(label.at(0).isUpper());
            }
        auto modeOf = [](const char* id) {
            for (const ParamSpec& spec : lessonOrThrow(id).params())
                if (spec.name == "mode")
                    return ParamForm::label(spec);
            return QString();
        };
        QCOMPARE(modeOf("constant.index"), QStringLiteral("Index mode"));
        QCOMPARE(modeOf("private.spill"), QStringLiteral("Index mode"));
        QCOMPARE(modeOf("transfer.zerocopy"), QStringLiteral("Transfer mode"));
        QCOMPARE(modeOf("subgroup.shuffle"), QStringLiteral("Exchange through"));
    }
};

QTEST_MAIN(TestParamForm)
#include "test_paramform.moc"
