// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce: the desktop application. Everything happens in coalesce::ui (ui/application.cpp).
#include "core/devices.h"
#include "ui/application.h"

#include "coalesce_version.h"

#include <QApplication>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// Without a display, Qt's xcb plugin aborts before any message of ours. Scripted runs (--quit), --help and
// --version need no window, so they get the offscreen platform; an interactive start gets one clear line.
bool prepareHeadless(int argc, char** argv)
{
    const auto set = [](const char* name) { return std::getenv(name) && *std::getenv(name); };
    if (set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM"))
        return true;
    for (int i = 1; i < argc; ++i) {
        for (const char* flag : {"--quit", "--help", "-h", "--help-all", "--version", "-v"}) {
            if (std::strcmp(argv[i], flag) == 0) {
                setenv("QT_QPA_PLATFORM", "offscreen", 1);
                return true;
            }
        }
    }
    std::fprintf(stderr, "coalesce: no display (DISPLAY is not set): start it in a desktop session, or run a "
                         "scripted export with --quit, or use coalesce-cli\n");
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    coalesce::prepareOpenClEnvironment(); // before any thread starts
    if (!prepareHeadless(argc, argv))
        return 2;
    Q_INIT_RESOURCE(coalesce);
    Q_INIT_RESOURCE(references); // reference measurements: --open :/references/H100/global.stride.json
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("coalesce"));
    QApplication::setOrganizationName(QStringLiteral("Coalesce"));
    QApplication::setApplicationVersion(QStringLiteral(COALESCE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.coalesce.Coalesce")); // resources/*.desktop
    return coalesce::ui::runApplication(app);
}
