// SPDX-License-Identifier: GPL-3.0-or-later
// coalesce_repredict: a developer's tool, not a test. Re-predicts stored result files (lesson-*.json of a GPU
// run in docs/bench) with this build's models and each file's own profile, so a model change can be judged
// against measurements when no GPU is lent. Each point is traced on the PoCL device (the kernels' access
// pattern does not depend on the device) and modelled with the launch info the measured launch declared (its
// units, loop, residency and compiler report; the traced launch's counted bytes stay). Writes the files with
// the new predictions to --out (scripts/gpu-model-report.py compares them with the stored ones).
//
//   coalesce_repredict [--only TEXT] [--units N] [--out DIR] FILE.json|DIR ...
//
// --units sets the compute units a launch declares (files measured before a lesson declared them). Limits: a
// point whose measured launch info predates a declaration the lesson makes on a GPU (histogram GPU4/GPU5's loop
// before 2026-11-29) is modelled without it; lessons sized by the device's local memory (local.broadcast) trace
// another launch on PoCL; points PoCL does not run (footprints past 256 MiB, sub-group shuffles) keep no
// prediction.
#include "core/context.h"
#include "core/devices.h"
#include "core/geometry.h"
#include "core/lesson.h"
#include "core/models.h"
#include "core/models/hierarchy.h"
#include "core/predict.h"
#include "core/prediction.h"
#include "core/results.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

using namespace coalesce;
namespace fs = std::filesystem;

namespace {

struct Options {
    std::string only;
    std::string out;
    int units = 0;
    std::vector<fs::path> files;
};

Options parse(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--only" || a == "--out" || a == "--units") && i + 1 < argc) {
            const std::string v = argv[++i];
            if (a == "--only")
                o.only = v;
            else if (a == "--out")
                o.out = v;
            else {
                char* end = nullptr;
                const long units = std::strtol(v.c_str(), &end, 10);
                if (v.empty() || *end != '\0' || units < 1 || units > 100000)
                    throw std::runtime_error("--units " + v + ": not a number of compute units (1 to 100000)");
                o.units = int(units);
            }
        } else if (fs::is_directory(a)) {
            for (const auto& e : fs::directory_iterator(a))
                if (e.path().extension() == ".json" && e.path().filename().string().rfind("lesson-", 0) == 0)
                    o.files.push_back(e.path());
        } else if (fs::is_regular_file(a)) {
            o.files.emplace_back(a);
        } else {
            throw std::runtime_error("not a file, a folder or an option: " + a);
        }
    }
    std::sort(o.files.begin(), o.files.end());
    return o;
}

// The measured launch's declarations over the traced launch's. What a lesson declares for its traced launch
// stays: the counted bytes, the traced flag and a loop of traced steps standing for the launch's (its scale);
// so do a declaration's fields the file predates.
Json launchFor(const Json& traced, const Json& measured, int units)
{
    Json launch = traced;
    for (auto it = measured.begin(); it != measured.end(); ++it)
        if (it.key() != "counted_bytes" && it.key() != "traced" && it.key() != "loop" &&
            it.key() != "trace_complete") {
            Json value = it.value();
            // A field this build's lesson declares that the file predates (atomic_tail's hot_bin_atomics,
            // worked out for the measured launch's size) comes from the traced launch.
            const auto mine = traced.find(it.key());
            if (value.is_object() && mine != traced.end() && mine->is_object())
                for (auto field = mine->begin(); field != mine->end(); ++field)
                    if (!value.contains(field.key()))
                        value[field.key()] = field.value();
            launch[it.key()] = value;
        }
    // The PoCL device's units are no GPU's: a file measured before its lesson declared them gets none (or
    // --units).
    if (!measured.contains("units"))
        launch.erase("units");
    if (units > 0) {
        launch["units"] = units;
        for (const char* key : {"reread_loop", "atomic_tail"})
            if (launch.contains(key) && launch[key].is_object())
                launch[key]["units"] = units;
    }
    return launch;
}

void repredict(DeviceContext& device, const fs::path& path, const Options& o)
{
    // The stored file is a measurement: never written over by its re-prediction.
    const fs::path target = o.out.empty() ? fs::path() : fs::path(o.out) / path.filename();
    if (!o.out.empty()) {
        fs::create_directories(o.out);
        if (fs::exists(target) && fs::equivalent(target, path))
            throw std::runtime_error(target.string() + " is the file read: --out must be another folder");
    }
    ResultFile file = loadResultFile(path.string());
    const Lesson* lesson = findLesson(file.lesson);
    if (!lesson)
        throw std::runtime_error(path.string() + ": no lesson " + file.lesson);
    const GeometryProfile profile = profileFromJson(file.profile);
    std::printf("%s (%s)\n", file.lesson.c_str(), path.filename().string().c_str());
    for (auto& p : file.points) {
        if (!p.error.empty() || !p.skipped.empty())
            continue;
        const double before = p.prediction && p.prediction->predictedGBs ? *p.prediction->predictedGBs : 0;
        std::string note;
        try {
            const TracedConfiguration t =
                traceConfiguration(device, *lesson, p.params, profile, lesson->info().traceGroups);
            const ModelSummary summary =
                analyseTrace(t.trace, profile, lesson->info().space,
                             workingSetFromLaunch(launchFor(t.launch, p.launch, o.units)));
            p.prediction = makePrediction(
                withLaunchFloor(summary, p.bytesRead + p.bytesWritten, profile, launchGroupsOf(p.launch)),
                profile);
            note = p.prediction->note;
        } catch (const std::exception& e) {
            note = std::string("the stored prediction kept: ") + e.what();
        }
        const double after = p.prediction && p.prediction->predictedGBs ? *p.prediction->predictedGBs : 0;
        std::printf("  %12s measured %10.2f GB/s  predicted/measured %6.3f -> %6.3f  %s\n",
                    p.sweptValue.c_str(), p.ebGBs, p.ebGBs > 0 ? before / p.ebGBs : 0.0,
                    p.ebGBs > 0 ? after / p.ebGBs : 0.0, note.substr(0, 240).c_str());
    }
    if (!o.out.empty())
        saveResultJson(target.string(), file);
}

} // namespace

int main(int argc, char** argv)
{
    try {
        const Options o = parse(argc, argv);
        if (o.files.empty()) {
            std::fprintf(stderr,
                         "usage: coalesce_repredict [--only TEXT] [--units N] [--out DIR] FILE.json|DIR ...\n");
            return 2;
        }
        const DeviceScan scan = scanDevices();
        DeviceContext device(selectDevice(scan, "pocl"));
        for (const auto& path : o.files)
            if (o.only.empty() || path.filename().string().find(o.only) != std::string::npos)
                repredict(device, path, o);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "coalesce_repredict: %s\n", e.what());
        return 1;
    }
}
