// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/application.h"

#include "ui/controller.h"
#include "ui/exporter.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/remoterouter.h"
#include "ui/scriptoptions.h"
#include "ui/scriptrunner.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

namespace coalesce::ui {

int runApplication(QApplication& app)
{
    QCommandLineParser parser;
    addScriptOptions(parser);
    const QCommandLineOption plan(
        QStringLiteral("plan"),
        QCoreApplication::translate("ScriptOptions", "Open a lesson plan (docs/LESSON-PLANS.md); PageDown "
                                                     "and PageUp step through it."),
        QStringLiteral("FILE"));
    parser.addOption(plan);
    if (!parser.parse(app.arguments())) {
        std::fprintf(stderr, "coalesce: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        std::fputs("\nExit codes (scripted runs, --quit): 0 ok, 1 an export failed, 2 bad usage, parameter or "
                   "result file, 3 OpenCL or device error, 4 validation failure.\n",
                   stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("coalesce %s\n", qPrintable(QApplication::applicationVersion()));
        return 0;
    }
    installTranslations(app, parser.value(QStringLiteral("language")));

    auto controller = std::make_unique<Controller>(makeWindowBackend());
    QString error;
    const auto options = readScriptOptions(parser, controller->lessons(), &error);
    if (!options) {
        std::fprintf(stderr, "coalesce: %s\n", qPrintable(error));
        return 2;
    }
    const bool scripted = options->scripted();
    if (!options->lesson.isEmpty())
        controller->selectLesson(options->lesson, options->sets);

    MainWindow window(std::move(controller));
    window.setScripted(scripted && options->quit);
    window.exporter()->setSettings(options->exportSettings); // --export-size, --export-dpi
    if (options->deviceGiven || scripted)
        window.setInitialDevice(options->device);
    window.start(!scripted); // a lesson given with --lesson is kept; the rest of the session is restored
    if (options->presentation)
        window.setPresentation(true);
    else
        window.show();
    // A second window measures on the same device at the same time: said, not forbidden.
    QLockFile lock(QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
                       .filePath(QStringLiteral("coalesce-%1.lock").arg(qEnvironmentVariable("USER"))));
    if (!scripted && !lock.tryLock(0))
        window.warnSecondInstance();
    if (!scripted) {
        // --open and --lesson alone: the files as overlays in the interactive window, live measuring on.
        window.controller()->openResults(options->open);
        if (parser.isSet(plan))
            QTimer::singleShot(0, &window,
                               [&window, path = parser.value(plan)] { window.openLessonPlan(path); });
        return app.exec();
    }

    ScriptRunner runner(&window, *options);
    int code = 0;
    QObject::connect(&runner, &ScriptRunner::finished, &app, [&](int exitCode) {
        code = exitCode;
        if (options->quit)
            QTimer::singleShot(0, &app, [&app, exitCode] { app.exit(exitCode); });
    });
    runner.start();
    const int result = app.exec();
    return options->quit ? code : result;
}

} // namespace coalesce::ui
