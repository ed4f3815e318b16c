// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli run` (one point) and `coalesce-cli sweep` (one parameter over a range).
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"
#include "app/cli/multidevice.h"
#include "app/cli/pointprinter.h"

#include "core/lesson.h"
#include "core/params.h"
#include "core/predict.h"
#include "core/results.h"

#include <iostream>
#include <memory>

namespace coalesce::cli {

namespace {

// A sweep's points get a quarter of a run's default device time, so a 64-point sweep stays within seconds on a
// GPU.
constexpr double kSweepBudgetSeconds = 0.05;

struct RunOptions {
    bool sweep = false;
    std::string lesson;
    std::vector<std::string> selectors; // several: app/cli/multidevice.h
    std::vector<std::string> sets;
    std::string profile;
    int64_t budgetMs = 0; // 0: the command's default
    std::string param;
    std::string out;
    std::string csv;
    bool json = false;
    bool predict = true;
};

// Sizes past the device's buffer limit are refused before anything is allocated (and before a sweep starts,
// rather than at the point that reaches them).
void checkSizes(const std::vector<ParamSpec>& specs, const ParamSet& fixed, const SweepRange& range,
                const DeviceContext& device)
{
    const uint64_t limit = device.bufferLimit();
    for (const auto& spec : specs) {
        if (spec.kind != ParamKind::Size)
            continue;
        std::vector<std::string> values{fixed.text(spec.name)};
        if (range.param == spec.name)
            values = range.values;
        for (const auto& v : values) {
            const int64_t bytes = std::stoll(v);
            if (limit > 0 && uint64_t(bytes) > limit)
                throw Error(ErrorKind::InvalidParameter,
                            spec.name + "=" + formatSize(bytes) + " is past this device's limit of " +
                                formatBytes(limit) +
                                " (the smaller of max_mem_alloc_size and a quarter of "
                                "global_mem_size on " +
                                device.label() + ")");
        }
    }
}

// The first failed validation among the points, for the one-line message; nullptr when all passed.
const PointResult* firstFailure(const SweepOutcome& outcome)
{
    for (const auto& p : outcome.points)
        if (p.skipped.empty() && !p.validation.passed)
            return &p;
    return nullptr;
}

int execute(const RunOptions& o)
{
    // Ctrl-C, SIGTERM and SIGHUP cancel from here on: installed before any device work, so a signal during
    // device start-up is not lost (or fatal) either.
    installCancelHandler();
    // Everything that can be checked without a device is checked first.
    const Lesson& lesson = lessonOrThrow(o.lesson);
    const auto specs = lesson.params();
    makeParams(specs, o.sets);
    checkProfileSpec(o.profile);
    MeasureOptions options;
    if (o.sweep)
        options.budgetSeconds = kSweepBudgetSeconds;
    if (o.budgetMs > 0)
        options.budgetSeconds = double(o.budgetMs) / 1000.0;
    SweepRange range;
    if (o.sweep)
        range = parseSweep(specs, o.param.empty() ? lesson.defaultSweep() : o.param);
    if (!o.out.empty() && !o.csv.empty() && sameOutput(o.out, o.csv))
        throw Error(ErrorKind::InvalidParameter,
                    "--out \"" + o.out + "\" and --csv \"" + o.csv + "\" name the same file");
    if (!o.out.empty())
        checkWritable(o.out);
    if (!o.csv.empty())
        checkWritable(o.csv);

    if (o.selectors.size() > 1) {
        MultiDeviceRun job{&lesson,   o.sets, o.profile, range, options,
                           o.predict, o.json, o.out,     o.csv, o.sweep && o.param.empty()};
        return runOnDevices(o.selectors, job);
    }
    auto device = openDevice(o.selectors.empty() ? std::string() : o.selectors.front());
    applyProfileSpec(*device, o.profile);
    SweepRequest request;
    request.lesson = &lesson;
    request.fixed = applyParams(specs, lesson.defaults(device.get()), o.sets);
    if (o.sweep && o.param.empty())
        range = fitDefaultSweepNoted(lesson, range, request.fixed);
    request.range = range;
    request.options = options;
    if (o.predict)
        request.predictor = makeTracePredictor();
    checkSizes(specs, request.fixed, range, *device);
    if (range.param.empty())
        lesson.checkParams(request.fixed); // a sweep reports such points as skipped instead

    PointPrinter printer(lesson, *device, request, o.json);
    SweepOutcome partial;
    const SweepOutcome outcome = runSweep(
        *device, request, &cancelToken(), [&](const Progress& p) { printer.progress(p, partial); }, &partial);
    printer.finish();

    if (outcome.cancelled) {
        std::cerr << "coalesce-cli: cancelled after " << outcome.points.size() << " of "
                  << (range.param.empty() ? size_t(1) : range.values.size()) << " points; no file written\n";
        return cancelledExitCode();
    }
    if (!o.sweep && !outcome.points.empty() && !outcome.points.front().skipped.empty())
        throw Error(ErrorKind::Unsupported,
                    lesson.info().id + " cannot run here: " + outcome.points.front().skipped);

    const ResultFile file = makeResultFile(*device, lesson, request, outcome);
    if (o.json)
        std::cout << resultToJson(file).dump(2) << "\n";
    else if (!o.sweep && !outcome.points.empty())
        printer.printDetails(outcome.points.front());
    checkStdout();
    // Both files or neither: the CSV is staged with the JSON, and neither replaces anything unless both could
    // be written (core/outputfile.h).
    std::vector<std::pair<std::string, std::string>> outputs;
    if (!o.out.empty())
        outputs.emplace_back(o.out, resultToJson(file).dump(2) + "\n");
    if (!o.csv.empty())
        outputs.emplace_back(o.csv, resultToCsv(file));
    writeOutputs(outputs);
    for (const auto& [path, text] : outputs)
        std::cerr << "wrote " << path << "\n";
    if (o.sweep && !o.json)
        std::cerr << outcome.points.size() << " points in " << formatNs(outcome.wallSeconds * 1e9) << "\n";

    if (const PointResult* failed = firstFailure(outcome)) {
        const std::string where =
            failed->sweptValue.empty() ? lesson.info().id : range.param + "=" + failed->sweptValue;
        std::cerr << "coalesce-cli: error: validation failed at " << where << ": "
                  << failed->validation.mismatches << " of " << failed->validation.checked
                  << " values differ from the host reference, first " << failed->validation.firstMismatch
                  << "\n";
        return exitCodeFor(ErrorKind::Validation);
    }
    return kExitOk;
}

void addCommonOptions(CLI::App& command, RunOptions& o)
{
    command.add_option("lesson", o.lesson, "Lesson id, e.g. global.stride (see `coalesce-cli lessons`)")
        ->required();
    command
        .add_option(
            "-d,--device", o.selectors,
            "Device: a name/vendor/platform substring (pocl, nvidia, h100), gpu, cpu or P:D indices; "
            "default: $COALESCE_DEVICE, else the first GPU, else the first device. Repeat it to compare "
            "devices: one result file with each device's series")
        ->allow_extra_args(false);
    command.add_option("-s,--set", o.sets, "Parameter value name=value (repeatable), e.g. --set size=64M")
        ->allow_extra_args(false);
    command.add_option("--profile", o.profile, "Geometry overrides, e.g. banks=32,bank_width=4")
        ->check(nonEmpty());
    command
        .add_option("--budget-ms", o.budgetMs,
                    "Device time per point for the timed launches, ms (default: run 200, sweep 50)")
        ->check(wholeNumber(1, 600000));
    command.add_flag("--json", o.json, "Print the result as JSON on stdout");
    command.add_flag("--predict,!--no-predict", o.predict,
                     "Trace each point and add the memory model's prediction (default; --no-predict skips it)");
    command.add_option("--csv", o.csv, "Also write the points as CSV to this file")->check(nonEmpty());
}

} // namespace

void setupRunCommands(CLI::App& app, int& exitCode)
{
    auto run = std::make_shared<RunOptions>();
    auto* runCommand = app.add_subcommand("run", "Measure one configuration of a lesson");
    addCommonOptions(*runCommand, *run);
    runCommand->add_option("-o,--out", run->out, "Write the result as JSON to this file")->check(nonEmpty());
    runCommand->callback([run, &exitCode] { exitCode = guarded([&] { return execute(*run); }); });

    auto sweep = std::make_shared<RunOptions>();
    sweep->sweep = true;
    auto* sweepCommand = app.add_subcommand("sweep", "Measure a lesson over a range of one parameter");
    addCommonOptions(*sweepCommand, *sweep);
    sweepCommand
        ->add_option("-p,--param", sweep->param,
                     "Swept parameter: name=A..B, name=A..B:STEP, name=A..B:*FACTOR or name=v1,v2,... "
                     "(default: the lesson's default sweep)")
        ->check(nonEmpty());
    sweepCommand->add_option("-o,--out", sweep->out, "Write the result as JSON to this file")
        ->check(nonEmpty());
    sweepCommand->callback([sweep, &exitCode] { exitCode = guarded([&] { return execute(*sweep); }); });
}

} // namespace coalesce::cli
