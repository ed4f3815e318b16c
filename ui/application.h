// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything main() does, so app/gui/main.cpp stays tiny: command line, translations, backend, window,
// scripted run. Returns the process exit code.
class QApplication;

namespace coalesce::ui {

int runApplication(QApplication& app);

} // namespace coalesce::ui
