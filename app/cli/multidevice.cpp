// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/multidevice.h"

#include "app/cli/clicommon.h"
#include "app/cli/pointprinter.h"

#include "core/comparison.h"
#include "core/context.h"
#include "core/devices.h"
#include "core/predict.h"
#include "core/results.h"

#include <exception>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

namespace coalesce::cli {

namespace {

struct DeviceJob {
    std::unique_ptr<DeviceContext> device;
    SweepRequest request;
    SweepOutcome outcome;
    Progress last;
    std::exception_ptr error;
};

// "sequentially: <why>" when any two share hardware, else "concurrently".
std::string measuredHow(const std::vector<const DeviceEntry*>& entries)
{
    for (size_t i = 0; i < entries.size(); ++i)
        for (size_t k = i + 1; k < entries.size(); ++k) {
            const std::string why = sharedHardware(*entries[i], *entries[k]);
            if (!why.empty())
                return "sequentially: " + entries[i]->label() + " and " + entries[k]->label() +
                       " share hardware (" + why + ")";
        }
    return "concurrently";
}

} // namespace

int runOnDevices(const std::vector<std::string>& selectors, const MultiDeviceRun& o)
{
    installCancelHandler();
    const Lesson& lesson = *o.lesson;
    const auto specs = lesson.params();
    const DeviceScan scan = scanDevices();
    std::vector<const DeviceEntry*> entries;
    for (const auto& selector : selectors) {
        const DeviceEntry& entry = selectDevice(scan, selector);
        for (const DeviceEntry* e : entries)
            if (e == &entry)
                throw Error(ErrorKind::InvalidParameter,
                            "--device \"" + selector + "\" names " + entry.label() + " a second time");
        entries.push_back(&entry);
    }
    const std::string measured = measuredHow(entries);
    const bool concurrent = measured == "concurrently";

    // Every device gets the first device's parameters, so the series compare like with like.
    SweepRange range = o.range;
    std::vector<DeviceJob> jobs(entries.size());
    for (size_t i = 0; i < entries.size(); ++i) {
        jobs[i].device = std::make_unique<DeviceContext>(*entries[i]);
        applyProfileSpec(*jobs[i].device, o.profile);
        SweepRequest& request = jobs[i].request;
        request.lesson = &lesson;
        request.fixed =
            i == 0 ? applyParams(specs, lesson.defaults(jobs[0].device.get()), o.sets) : jobs[0].request.fixed;
        if (i == 0 && o.defaultSweep)
            range = fitDefaultSweepNoted(lesson, o.range, request.fixed);
        request.range = range;
        request.options = o.options;
        if (o.predict)
            request.predictor = makeTracePredictor();
        const uint64_t limit = jobs[i].device->bufferLimit();
        for (const auto& spec : specs)
            if (spec.kind == ParamKind::Size && limit > 0) {
                std::vector<std::string> values{request.fixed.text(spec.name)};
                if (range.param == spec.name)
                    values = range.values;
                for (const auto& v : values)
                    if (uint64_t(std::stoll(v)) > limit)
                        throw Error(ErrorKind::InvalidParameter,
                                    spec.name + "=" + formatSize(std::stoll(v)) + " is past the limit of " +
                                        formatBytes(limit) + " on " + jobs[i].device->label());
            }
    }
    std::cerr << "measuring " << lesson.info().id << " on " << jobs.size() << " devices " << measured << "\n";

    std::mutex printMutex;
    auto work = [&](DeviceJob& job) {
        const std::string label = job.device->label();
        try {
            SweepOutcome partial;
            job.outcome = runSweep(
                *job.device, job.request, &cancelToken(),
                [&](const Progress& p) {
                    job.last = p;
                    std::lock_guard lock(printMutex);
                    std::cerr << "[" << label << "] [" << (p.point + 1) << "/" << p.points << "] " << p.message
                              << "\n";
                },
                &partial);
        } catch (...) {
            job.error = std::current_exception();
        }
    };
    if (concurrent) {
        std::vector<std::thread> threads;
        for (auto& job : jobs)
            threads.emplace_back(work, std::ref(job));
        for (auto& t : threads)
            t.join();
    } else {
        for (auto& job : jobs)
            if (!cancelToken().cancelled())
                work(job);
    }
    for (auto& job : jobs)
        if (job.error)
            std::rethrow_exception(job.error);
    for (auto& job : jobs)
        if (job.outcome.cancelled || cancelToken().cancelled()) {
            std::cerr << "coalesce-cli: cancelled; no file written\n";
            return cancelledExitCode();
        }

    ResultFile file = makeResultFile(*jobs[0].device, lesson, jobs[0].request, jobs[0].outcome);
    file.measured = measured;
    for (size_t i = 1; i < jobs.size(); ++i) {
        const ResultFile other = makeResultFile(*jobs[i].device, lesson, jobs[i].request, jobs[i].outcome);
        file.compared.push_back({other.device, other.profile, other.cancelled, other.points});
    }
    if (o.json) {
        std::cout << resultToJson(file).dump(2) << "\n";
    } else {
        for (auto& job : jobs) {
            PointPrinter printer(lesson, *job.device, job.request, false);
            printer.progress(job.last, job.outcome);
            printer.finish();
            if (o.range.param.empty() && !job.outcome.points.empty())
                printer.printDetails(job.outcome.points.front());
            std::cout << "\n";
        }
        std::cout << "measured " << measured << "\n";
    }
    checkStdout();
    std::vector<std::pair<std::string, std::string>> outputs;
    if (!o.out.empty())
        outputs.emplace_back(o.out, resultToJson(file).dump(2) + "\n");
    if (!o.csv.empty())
        outputs.emplace_back(o.csv, resultToCsv(file));
    writeOutputs(outputs);
    for (const auto& [path, text] : outputs)
        std::cerr << "wrote " << path << "\n";

    for (const auto& job : jobs)
        for (const auto& p : job.outcome.points)
            if (p.skipped.empty() && !p.validation.passed) {
                std::cerr << "coalesce-cli: error: validation failed on " << job.device->label() << " at "
                          << (p.sweptValue.empty() ? lesson.info().id : o.range.param + "=" + p.sweptValue)
                          << ": " << p.validation.mismatches << " of " << p.validation.checked
                          << " values differ from the host reference, first " << p.validation.firstMismatch
                          << "\n";
                return exitCodeFor(ErrorKind::Validation);
            }
    return kExitOk;
}

} // namespace coalesce::cli
