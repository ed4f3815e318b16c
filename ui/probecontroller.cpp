// SPDX-License-Identifier: GPL-3.0-or-later
// The controller's part for "Measure geometry" (ui/probetask.h): the probe run as a worker task with its
// progress, cancelling it, and its measured values taken into the session's profile.
#include "ui/controller.h"

#include "core/errors.h"

#include <spdlog/spdlog.h>

namespace coalesce::ui {

bool Controller::measureGeometry(const ProbeRequest& request)
{
    if (!m_device) {
        emit errorOccurred(Task::Probe, tr("No device is open"),
                           tr("Measuring the geometry runs probe kernels; open an OpenCL device first."), {});
        return false;
    }
    Backend* backend = beginExclusiveTask();
    m_worker->invoke(
        Task::Probe,
        [this, backend, request](const TaskContext& task) {
            return backend->measureGeometry(request, task.cancel(), [this, &task](const Progress& p) {
                task.report(
                    [this, probe = p.point, probes = p.points, message = QString::fromStdString(p.message)] {
                        emit geometryProgress(probe, probes, message);
                    });
            });
        },
        [this](ProbeRun run) {
            if (m_device) {
                // Reset overrides goes back to the device's profile: it now has the measured values too.
                applyProbeResults(run.results, m_device->profile);
                m_profile = run.profile;
            }
            m_probeRun = run;
            emit geometryMeasured(run);
            emit profileChanged();
            retrace();
        });
    return true;
}

void Controller::cancelGeometry()
{
    m_worker->cancel(Task::Probe);
}

} // namespace coalesce::ui
