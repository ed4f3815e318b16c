// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/logsink.h"

#include <QDateTime>
#include <QMetaObject>
#include <QtGlobal>

#include <spdlog/spdlog.h>

#include <algorithm>

namespace coalesce::ui {

namespace {

std::mutex g_qtMutex;
std::weak_ptr<QtLogSink> g_qtSink; // guarded by g_qtMutex
QtMessageHandler g_previous = nullptr;
thread_local bool t_inHandler = false; // a message raised while handing one on is not handed on again

void qtMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (g_previous)
        g_previous(type, context, message);
    if (type == QtDebugMsg || t_inHandler)
        return;
    t_inHandler = true;
    std::shared_ptr<QtLogSink> sink;
    {
        std::lock_guard<std::mutex> lock(g_qtMutex);
        sink = g_qtSink.lock();
    }
    if (sink) {
        const spdlog::level::level_enum level = type == QtInfoMsg       ? spdlog::level::info
                                                : type == QtWarningMsg  ? spdlog::level::warn
                                                : type == QtCriticalMsg ? spdlog::level::err
                                                                        : spdlog::level::critical;
        const QString name = QString::fromUtf8(spdlog::level::to_string_view(level).data(),
                                               int(spdlog::level::to_string_view(level).size()));
        sink->post(int(level), QStringLiteral("%1 %2 qt: %3")
                                   .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz")), name,
                                        message.trimmed()));
    }
    t_inHandler = false;
}

} // namespace

QtLogSink::QtLogSink(LogBridge* bridge) : m_bridge(bridge)
{
    set_pattern_("%H:%M:%S.%e %^%l%$ %v");
}

void QtLogSink::detach()
{
    std::lock_guard<std::mutex> lock(mutex_);
    m_bridge = nullptr;
}

void QtLogSink::sink_it_(const spdlog::details::log_msg& msg)
{
    if (!m_bridge)
        return;
    spdlog::memory_buf_t formatted;
    formatter_->format(msg, formatted);
    const QString text = QString::fromUtf8(formatted.data(), int(formatted.size())).trimmed();
    const int level = int(msg.level);
    // Queued even on the GUI thread: the panel may be in the middle of a layout when a message arrives.
    QMetaObject::invokeMethod(
        m_bridge, [bridge = m_bridge, level, text] { emit bridge->message(level, text); },
        Qt::QueuedConnection);
}

void QtLogSink::post(int level, const QString& text)
{
    std::lock_guard<std::mutex> lock(mutex_);
    if (!m_bridge)
        return;
    QMetaObject::invokeMethod(
        m_bridge, [bridge = m_bridge, level, text] { emit bridge->message(level, text); },
        Qt::QueuedConnection);
}

std::shared_ptr<QtLogSink> installLogSink(LogBridge* bridge)
{
    auto sink = std::make_shared<QtLogSink>(bridge);
    auto logger = spdlog::default_logger();
    logger->sinks().push_back(sink);
    std::lock_guard<std::mutex> lock(g_qtMutex);
    g_qtSink = sink;
    QtMessageHandler previous = qInstallMessageHandler(qtMessage);
    if (previous != qtMessage)
        g_previous = previous;
    return sink;
}

void removeLogSink(const std::shared_ptr<QtLogSink>& sink)
{
    if (!sink)
        return;
    sink->detach();
    {
        std::lock_guard<std::mutex> lock(g_qtMutex);
        if (g_qtSink.lock() == sink) {
            g_qtSink.reset();
            qInstallMessageHandler(g_previous);
            g_previous = nullptr;
        }
    }
    auto& sinks = spdlog::default_logger()->sinks();
    sinks.erase(std::remove(sinks.begin(), sinks.end(), sink), sinks.end());
}

} // namespace coalesce::ui
