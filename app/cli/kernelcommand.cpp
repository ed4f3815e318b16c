// SPDX-License-Identifier: GPL-3.0-or-later
// `coalesce-cli kernel check|trace|run|sweep FILE.cl [--spec FILE.json]`: the user's own kernel
// (docs/KERNELS.md). check builds it and runs the checked launch (accesses outside their buffer: exit 4, listed
// with work-item, step and line); trace shows the requests the models make of its accesses; run and sweep
// measure it like a lesson (the checked launch first, then validation, then timing) and write the same result
// files.
#include "app/cli/clicommon.h"
#include "app/cli/commands.h"
#include "app/cli/pointprinter.h"

#include "core/custom/customkernel.h"
#include "core/custom/customresult.h"
#include "core/custom/customsource.h"
#include "core/custom/lessoncopy.h"
#include "core/models.h"
#include "core/outputfile.h"
#include "core/predict.h"
#include "core/results.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>

namespace coalesce::cli {

namespace {

constexpr double kSweepBudgetSeconds = 0.05;

struct KernelOptions {
    std::string mode; // check, trace, run, sweep
    std::string file;
    std::string spec;
    std::string selector;
    std::vector<std::string> sets;
    std::string param;
    int64_t budgetMs = 0; // 0: the command's default
    std::string out;
    bool json = false;
    bool predict = true;
};

// A launch past its time limit may still be running on the device: releasing the context would wait for it.
// The error is printed and the process ends without the OpenCL teardown.
[[noreturn]] void exitAfterHang(const Error& e)
{
    const int code = reportError(e);
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    std::_Exit(code);
}

int check(const custom::CustomKernel& kernel, DeviceContext& device, const ParamSet& params, bool json)
{
    kernel.build(device, params); // a build error shows its log before the checked build is tried
    const custom::CheckReport rep = kernel.check(device, params);
    if (json) {
        Json j;
        j["schema_version"] = kJsonSchemaVersion;
        j["kernel"] = kernel.name();
        j["device"] = device.label();
        j["params"] = params.toJson(kernel.params());
        j["passed"] = rep.passed();
        j["violation_count"] = rep.violationCount;
        j["violations"] = Json::array();
        for (size_t i = 0; i < rep.violations.size(); ++i) {
            const TraceRecord& r = rep.violationRecords[i];
            j["violations"].push_back(Json{{"text", rep.violations[i]},
                                           {"work_item", {r.globalId, r.globalIdY, r.globalIdZ}},
                                           {"step", r.step},
                                           {"line", r.line},
                                           {"buffer", r.buffer},
                                           {"kind", accessKindName(r.kind)},
                                           {"byte_offset", r.byteOffset}});
        }
        j["traced_accesses"] = rep.trace.records.size();
        j["accesses_in_traced_groups"] = rep.tracedAccesses;
        j["bytes_read"] = rep.bytesRead;
        j["bytes_written"] = rep.bytesWritten;
        std::cout << j.dump(2) << "\n";
    } else if (rep.passed()) {
        std::cout << kernel.name() << ": checked on " << device.label() << ": no access outside its buffer ("
                  << rep.trace.records.size() << " accesses traced in the first " << rep.trace.groups
                  << " work-groups; every work-item checked)\n";
        if (rep.traceTruncated)
            std::cout << "  the trace is full: it keeps the first " << rep.trace.records.size() << " of the "
                      << rep.tracedAccesses << " accesses those work-groups made, so the picture and the model "
                      << "see those; the bytes per launch count them all\n";
    } else {
        std::cout << kernel.name() << ": " << rep.violationCount << " access(es) outside their buffer:\n";
        for (const auto& v : rep.violations)
            std::cout << "  " << v << "\n";
        if (rep.violationCount > rep.violations.size())
            std::cout << "  ... " << rep.violationCount - rep.violations.size() << " more\n";
    }
    checkStdout();
    if (!rep.passed()) {
        std::cerr << "coalesce-cli: error: " << kernel.name()
                  << " accesses memory outside its buffers; it is not "
                  << "run for real until the checked launch is clean\n";
        return exitCodeFor(ErrorKind::Validation);
    }
    return kExitOk;
}

int trace(const custom::CustomKernel& kernel, DeviceContext& device, const ParamSet& params, bool json)
{
    const TracedConfiguration t =
        traceConfiguration(device, kernel, params, device.profile(), kernel.spec().traceGroups);
    if (json) {
        Json j;
        j["schema_version"] = kJsonSchemaVersion;
        j["kernel"] = kernel.name();
        j["device"] = device.label();
        j["params"] = params.toJson(kernel.params());
        j["launch"] = t.launch;
        j["records"] = t.trace.records.size();
        j["model"] = summaryToJson(t.summary, device.profile());
        j["validation"] = {{"passed", t.validation.passed},
                           {"method", validationMethodName(t.validation.method)},
                           {"first_mismatch", t.validation.firstMismatch}};
        std::cout << j.dump(2) << "\n";
    } else {
        std::cout << kernel.name() << " on " << device.label() << ": " << t.trace.records.size()
                  << " accesses in " << t.trace.groups << " work-groups, " << t.summary.requests.size()
                  << " requests\n";
        std::cout << "  global: " << t.summary.meanTransactions << " transactions per request, efficiency "
                  << int(t.summary.efficiency * 100 + 0.5) << " %\n";
        std::cout << "  local: mean conflict degree " << t.summary.meanConflictDegree << ", worst "
                  << t.summary.maxConflictDegree << "\n";
        std::cout << "  output: "
                  << (t.validation.method == ValidationMethod::NotChecked ? std::string("not checked")
                      : t.validation.passed
                          ? "matches (" + std::string(validationMethodName(t.validation.method)) + ")"
                          : "DIFFERS: " + t.validation.firstMismatch)
                  << "\n";
    }
    checkStdout();
    return t.validation.passed ? kExitOk : exitCodeFor(ErrorKind::Validation);
}

int measure(const KernelOptions& o, const custom::CustomKernel& kernel, DeviceContext& device,
            const ParamSet& fixed)
{
    const bool sweep = o.mode == "sweep";
    SweepRequest request;
    request.lesson = &kernel;
    request.fixed = fixed;
    request.options.budgetSeconds = sweep ? kSweepBudgetSeconds : request.options.budgetSeconds;
    if (o.budgetMs > 0)
        request.options.budgetSeconds = double(o.budgetMs) / 1000.0;
    if (sweep) {
        const std::string text = o.param.empty() ? kernel.defaultSweep() : o.param;
        if (text.empty())
            throw Error(ErrorKind::InvalidParameter, "the spec has no parameter to sweep");
        request.range = parseSweep(kernel.params(), text);
    }
    if (o.predict)
        request.predictor = makeTracePredictor();
    PointPrinter printer(kernel, device, request, o.json);
    SweepOutcome partial;
    const SweepOutcome outcome = runSweep(
        device, request, &cancelToken(), [&](const Progress& p) { printer.progress(p, partial); }, &partial);
    printer.finish();
    if (outcome.cancelled) {
        std::cerr << "coalesce-cli: cancelled; no file written\n";
        return cancelledExitCode();
    }
    const ResultFile file = makeResultFile(device, kernel, request, outcome);
    if (o.json)
        std::cout << resultToJson(file).dump(2) << "\n";
    else if (!sweep && !outcome.points.empty())
        printer.printDetails(outcome.points.front());
    checkStdout();
    if (!o.out.empty()) {
        // The file records the kernel's source and spec, and each point's validation method.
        custom::saveResultWithKernel(o.out, file, custom::kernelRecord(kernel));
        std::cerr << "wrote " << o.out << "\n";
    }
    for (const auto& p : outcome.points) {
        if (!p.skipped.empty() || p.validation.passed)
            continue;
        std::cerr << "coalesce-cli: error: validation failed"
                  << (p.sweptValue.empty() ? "" : " at " + request.range.param + "=" + p.sweptValue) << " ("
                  << validationMethodName(p.validation.method) << "): " << p.validation.mismatches << " of "
                  << p.validation.checked << " values differ, " << p.validation.firstMismatch << "\n";
        return exitCodeFor(ErrorKind::Validation);
    }
    if (kernel.spec().check == custom::CheckMethod::None && !o.json)
        std::cerr << "note: the outputs were not checked (\"check\": \"none\" in the spec)\n";
    return kExitOk;
}

int execute(const KernelOptions& o)
{
    installCancelHandler();
    // The files, the spec and the parameters are checked before a device is opened.
    const auto kernel = custom::loadCustomKernel(o.file, o.spec);
    const ParamSet fixed = makeParams(kernel->params(), o.sets);
    if (!o.out.empty())
        checkWritable(o.out);
    kernel->resolveFor(fixed);
    auto device = openDevice(o.selector);
    try {
        if (o.mode == "check")
            return check(*kernel, *device, fixed, o.json);
        if (o.mode == "trace")
            return trace(*kernel, *device, fixed, o.json);
        return measure(o, *kernel, *device, fixed);
    } catch (const Error& e) {
        if (std::string(e.what()).find("did not finish within its time limit") != std::string::npos)
            exitAfterHang(e);
        if (e.kind() == ErrorKind::Build) {
            // The build log's lines, as FILE:LINE:COLUMN for editors.
            for (const auto& m : custom::parseBuildLog(e.details(), kernel->name()))
                std::cerr << o.file << ":" << m.line << ":" << m.column << ": " << m.severity << ": " << m.text
                          << "\n";
        }
        throw;
    }
}

// `kernel copy LESSON --out-dir DIR`: the lesson's kernel and a spec as DIR/<lesson_id>.cl and .json.
int copyLesson(const std::string& lesson, const std::string& dir, bool force)
{
    const auto copy = custom::lessonCopy(lesson);
    if (!copy)
        throw Error(ErrorKind::InvalidParameter,
                    "no lesson \"" + lesson + "\" with a kernel file (see `coalesce-cli lessons`)");
    std::string base = lesson;
    for (char& c : base)
        if (c == '.')
            c = '_';
    const std::string cl = dir + "/" + base + ".cl";
    const std::string spec = custom::specPathFor(cl);
    for (const std::string& path : {cl, spec})
        if (!force && std::ifstream(path).good())
            throw Error(ErrorKind::InvalidParameter, path + " exists; --force replaces it");
    writeFileAtomic(cl, copy->source);
    writeFileAtomic(spec, copy->spec + "\n");
    std::cout << cl << "\n" << spec << "\n";
    if (!copy->exact)
        std::cerr << "note: " << copy->note << "\n";
    checkStdout();
    return kExitOk;
}

} // namespace

void setupKernelCommand(CLI::App& app, int& exitCode)
{
    auto* kernel =
        app.add_subcommand("kernel", "Your own kernel: check, trace, run or sweep FILE.cl with its spec "
                                     "(docs/KERNELS.md)");
    kernel->alias("custom"); // the name issue 13 and older notes use: `coalesce-cli custom FILE.cl run …`
    kernel->require_subcommand(1);
    const std::vector<std::pair<std::string, std::string>> modes = {
        {"check", "Build it and run the checked launch: every access outside its buffer is listed"},
        {"trace", "Trace its accesses and show the requests the memory models make of them"},
        {"run", "Check, validate and measure one configuration"},
        {"sweep", "Check, validate and measure over a range of one parameter"}};
    for (const auto& [mode, help] : modes) {
        auto o = std::make_shared<KernelOptions>();
        o->mode = mode;
        auto* sub = kernel->add_subcommand(mode, help);
        sub->add_option("file", o->file, "The kernel's OpenCL C file (FILE.cl)")->required()->check(nonEmpty());
        sub->add_option("--spec", o->spec, "The kernel's spec (default: FILE.json beside FILE.cl)")
            ->check(nonEmpty());
        addDeviceOption(*sub, o->selector);
        sub->add_option("-s,--set", o->sets, "Parameter value name=value (repeatable)")
            ->allow_extra_args(false);
        sub->add_flag("--json", o->json, "Print the result as JSON on stdout");
        if (mode == "run" || mode == "sweep") {
            sub->add_option("--budget-ms", o->budgetMs, "Device time per point for the timed launches, ms")
                ->check(wholeNumber(1, 600000));
            sub->add_option("-o,--out", o->out, "Write the result as JSON to this file")->check(nonEmpty());
            sub->add_flag("--predict,!--no-predict", o->predict, "Add the memory model's prediction (default)");
        }
        if (mode == "sweep")
            sub->add_option("-p,--param", o->param,
                            "Swept parameter, e.g. stride=1..64:*2 (default: the spec's)")
                ->check(nonEmpty());
        sub->callback([o, &exitCode] { exitCode = guarded([&] { return execute(*o); }); });
    }
    struct CopyOptions {
        std::string lesson;
        std::string dir = ".";
        bool force = false;
    };
    auto c = std::make_shared<CopyOptions>();
    auto* copy = kernel->add_subcommand(
        "copy",
        "Copy a lesson's kernel with a spec to DIR/<lesson>.cl and .json (global.stride, global.offset and "
        "global.vector reproduce the lesson's configuration exactly)");
    copy->add_option("lesson", c->lesson, "Lesson id, e.g. global.stride")->required()->check(nonEmpty());
    copy->add_option("--out-dir", c->dir, "Folder to write to (default: the current folder)")
        ->check(nonEmpty());
    copy->add_flag("--force", c->force, "Replace existing files");
    copy->callback(
        [c, &exitCode] { exitCode = guarded([&] { return copyLesson(c->lesson, c->dir, c->force); }); });
}

} // namespace coalesce::cli
