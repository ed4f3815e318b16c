// SPDX-License-Identifier: GPL-3.0-or-later
// The controller's part for users' kernels (ui/customtask.h): the check as a worker task, the kernel as a
// lesson beside the built-in ones, abandoning its work, and the kernel's text read back from a result file.
#include "ui/controller.h"

#include "core/custom/customkernel.h"
#include "core/custom/customresult.h"
#include "core/errors.h"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace coalesce::ui {

namespace {

void replaceEntry(std::vector<LessonEntry>& list, const LessonEntry& entry)
{
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](const LessonEntry& e) { return e.info.id == entry.info.id; }),
               list.end());
    list.push_back(entry);
}

} // namespace

std::optional<CustomKernelText> customKernelOfResult(const std::string& path, const ResultFile& file)
{
    if (!isCustomLesson(file.lesson))
        return std::nullopt;
    const auto record = custom::loadKernelRecord(path);
    if (!record)
        return std::nullopt;
    CustomKernelText text;
    text.name = record->name;
    text.source = record->source;
    text.spec = record->spec;
    const auto slash = path.find_last_of('/');
    text.dir = slash == std::string::npos ? "." : path.substr(0, slash);
    return text;
}

bool Controller::checkCustomKernel(const CustomKernelText& kernel)
{
    if (!m_device) {
        emit errorOccurred(Task::Custom, tr("No device is open"),
                           tr("Checking a kernel runs it; open an OpenCL device first."), {});
        return false;
    }
    try {
        makeCustomKernel(kernel); // a wrong spec is refused here, before the worker is asked
    } catch (const Error& e) {
        emit errorOccurred(Task::Custom, tr("Invalid kernel spec"), QString::fromStdString(e.what()), {});
        return false;
    }
    Backend* backend = beginExclusiveTask();
    m_worker->invoke(
        Task::Custom,
        [backend, kernel](const TaskContext& task) { return backend->checkCustom(kernel, task.cancel()); },
        [this, kernel](CustomCheck check) {
            const std::string id = check.entry.info.id;
            if (check.passed()) {
                m_customTexts[id] = kernel;
                replaceEntry(m_customEntries, check.entry);
                replaceEntry(m_lessons, check.entry);
                emit lessonsChanged();
            }
            spdlog::info("{} checked on {}: {}", id, check.device,
                         check.passed() ? "clean" : std::to_string(check.violationCount) + " violation(s)");
            if (check.passed()) // the current lesson before anyone hears of the check (the editor measures it)
                selectLesson(QString::fromStdString(id));
            emit customChecked(check);
        });
    return true;
}

void Controller::abandonCustom()
{
    m_debounce.stop();
    for (Task task : {Task::Custom, Task::Trace, Task::Measure, Task::Sweep})
        m_worker->cancel(task);
    setMeasuring(false);
}

const CustomKernelText* Controller::customKernel(const std::string& id) const
{
    const auto it = m_customTexts.find(id);
    return it == m_customTexts.end() ? nullptr : &it->second;
}

} // namespace coalesce::ui
