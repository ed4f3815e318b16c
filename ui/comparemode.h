// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Compare mode in the window: Run → Compare with… lists the local and remote devices (and "Off"); the chosen
// device follows the session through a CompareSession. Its picture is drawn in a "Compare" dock beside the main
// pattern, with its own geometry (a CPU's picture says so); its sweep is a second, labelled series in the
// chart; the dock says whether the two devices are measured at the same time or one after the other, and why.
#include "ui/backend.h"

#include <QObject>

#include <functional>
#include <memory>

class QDockWidget;
class QLabel;
class QMenu;

namespace coalesce::ui {

class CompareSession;
class MainWindow;
class PatternView;

class CompareMode : public QObject {
    Q_OBJECT
public:
    /// The second device's backend: by default a RoutingBackend on a RealBackend sharing the window's remote
    /// hosts (a FakeBackend when the window's own backend is not a RoutingBackend: tests).
    using BackendFactory = std::function<std::unique_ptr<Backend>()>;

    explicit CompareMode(MainWindow* window, const BackendFactory& factory = {});

    CompareSession* session() const { return m_session; }
    PatternView* pattern() const { return m_pattern; }
    QDockWidget* dock() const { return m_dock; }
    QLabel* header() const { return m_header; }
    /// The devices offered in the menu: the local scan's, then each remote host's.
    std::vector<DeviceChoice> choices() const;
    /// Compares with `device` (empty selector: off).
    void compareWith(const DeviceChoice& device);

private:
    void rebuildMenu();
    void showHeader();
    void onTrace(const TraceOutcome& outcome);
    void followMain(); ///< the second picture shows the step the main picture shows

    MainWindow* m_window;
    CompareSession* m_session;
    QDockWidget* m_dock;
    QLabel* m_header;
    PatternView* m_pattern;
    QMenu* m_menu = nullptr;
    QString m_error;
};

} // namespace coalesce::ui
