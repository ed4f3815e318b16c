// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A spdlog sink that hands every message to the GUI thread: the sink formats on the logging thread and a
// LogBridge (a QObject living in the GUI thread) re-emits it through a queued signal, so the log panel is
// only ever touched on the GUI thread. Qt's own messages (qWarning from a plugin, a style, a failed
// connection) reach the same panel through a message handler installed with the sink; they still go to stderr
// as before.
#include <QObject>
#include <QString>

#include <spdlog/sinks/base_sink.h>

#include <memory>
#include <mutex>

namespace coalesce::ui {

class LogBridge : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    /// level: spdlog::level::level_enum as int.
    void message(int level, const QString& text);
};

class QtLogSink : public spdlog::sinks::base_sink<std::mutex> {
public:
    explicit QtLogSink(LogBridge* bridge);
    /// Called when the bridge is about to go away; later messages are dropped.
    void detach();
    /// Hands an already formatted line to the bridge (any thread).
    void post(int level, const QString& text);

protected:
    void sink_it_(const spdlog::details::log_msg& msg) override;
    void flush_() override {}

private:
    LogBridge* m_bridge;
};

/// Adds a QtLogSink to spdlog's default logger and routes Qt's messages (info and above) to it; messages arrive
/// through bridge->message (queued). Returns the sink so the owner can detach it on shutdown (removeLogSink
/// also puts Qt's previous message handler back).
std::shared_ptr<QtLogSink> installLogSink(LogBridge* bridge);
void removeLogSink(const std::shared_ptr<QtLogSink>& sink);

} // namespace coalesce::ui
