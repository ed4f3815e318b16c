// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worker.h"

#include "core/errors.h"
#include "ui/coretexts.h"

#include <QThread>

namespace coalesce::ui {

TaskError toTaskError(Task task, const std::exception_ptr& error)
{
    TaskError out;
    out.task = task;
    try {
        std::rethrow_exception(error);
    } catch (const Error& e) {
        out.kind = e.kind();
        out.message = CoreTexts::translate(std::string(e.what())); // core speaks English
        out.details = QString::fromStdString(e.details());
    } catch (const std::exception& e) {
        out.message = QString::fromStdString(e.what());
    } catch (...) {
        out.message = QStringLiteral("unknown error");
    }
    return out;
}

bool newestWins(Task task)
{
    // Every opened result file is wanted; for the device tasks only the newest request matters.
    return task != Task::LoadResult;
}

Worker::Worker(std::unique_ptr<Backend> backend, QObject* parent)
    : QObject(parent), m_backend(std::move(backend)), m_thread(new QThread), m_threadObject(new QObject)
{
    if (m_backend)
        m_lessons = m_backend->lessons();
    m_thread->setObjectName(QStringLiteral("coalesce-worker"));
    m_threadObject->moveToThread(m_thread);
    m_thread->start();
}

Worker::~Worker()
{
    for (Slot& s : m_slots) {
        ++s.generation; // nothing queued starts, nothing running is answered
        if (s.token)
            s.token->cancel();
    }
    m_thread->quit();
    m_thread->wait();
    delete m_threadObject;
    delete m_thread;
    m_backend.reset(); // releases the device on this thread, after the worker thread has ended
}

void Worker::cancel(Task task)
{
    if (const auto& token = slot(task).token)
        token->cancel();
}

bool Worker::running(Task task) const
{
    const Slot& s = slot(task);
    return s.answered != s.generation.load();
}

bool Worker::isNewest(Task task, quint64 generation) const
{
    return !newestWins(task) || generation == slot(task).generation.load();
}

bool Worker::answer(Task task, quint64 generation)
{
    const bool wanted = isNewest(task, generation);
    if (wanted)
        slot(task).answered = generation;
    if (--m_pending == 0)
        emit idle();
    return wanted;
}

} // namespace coalesce::ui
