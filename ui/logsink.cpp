#include "ui/logsink.h"

#include <QMetaObject>

#include <spdlog/spdlog.h>

#include <algorithm>

namespace coalesce::ui {

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
    QString text = QString::fromUtf8(formatted.data(), int(formatted.size())).trimmed();
    const int level = int(msg.level);
    // Queued even on the GUI thread: the panel may be in the middle of a layout when a message arrives.
    QMetaObject::invokeMethod(
        m_bridge, [bridge = m_bridge, level, text] { emit bridge->message(level, text); },
        Qt::QueuedConnection);
}

std::shared_ptr<QtLogSink> installLogSink(LogBridge* bridge)
{
    auto sink = std::make_shared<QtLogSink>(bridge);
    auto logger = spdlog::default_logger();
    logger->sinks().push_back(sink);
    return sink;
}

void removeLogSink(const std::shared_ptr<QtLogSink>& sink)
{
    if (!sink)
        return;
    sink->detach();
    auto& sinks = spdlog::default_logger()->sinks();
    sinks.erase(std::remove(sinks.begin(), sinks.end(), sink), sinks.end());
}

} // namespace coalesce::ui
