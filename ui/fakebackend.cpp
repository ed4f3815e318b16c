// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/fakebackend.h"

#include "core/errors.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace coalesce::ui {

namespace {

constexpr uint32_t kGroupSize = 64;
constexpr uint32_t kElem = 4;

ParamSpec strideSpec()
{
    ParamSpec spec;
    spec.name = "stride";
    spec.kind = ParamKind::Integer;
    spec.min = 1;
    spec.max = 64;
    spec.def = 1;
    spec.help = "distance between neighbouring work-items, in elements";
    spec.log2Axis = true;
    spec.unit = "elements";
    return spec;
}

ParamSpec typeSpec()
{
    ParamSpec spec;
    spec.name = "type";
    spec.kind = ParamKind::Choice;
    spec.choices = {"uint", "float"};
    spec.defChoice = "uint";
    spec.help = "element type";
    return spec;
}

LessonEntry makeEntry(const std::string& id, const std::string& title, const std::string& space)
{
    LessonEntry entry;
    entry.info.id = id;
    entry.info.title = title;
    entry.info.space = space;
    entry.info.summary = "A fake lesson for tests: " + title + ".";
    entry.info.seeds = "000";
    entry.specs = {strideSpec(), typeSpec()};
    entry.defaultSweep = "stride=1..64:*2";
    entry.defaults.setRaw("stride", "1");
    entry.defaults.setRaw("type", "uint");
    return entry;
}

void sleepChecked(int millis, const CancelToken& cancel)
{
    for (int i = 0; i < millis; ++i) {
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "cancelled");
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
}

} // namespace

double fakeBandwidth(const std::string& lesson, int64_t stride)
{
    if (lesson == "fake.bank")
        return (stride % 2 == 1) ? 400.0 : 400.0 / double(std::min<int64_t>(stride & -stride, 32));
    return 100.0 / double(std::min<int64_t>(stride, 8));
}

std::vector<LessonEntry> FakeBackend::lessons() const
{
    return {makeEntry("fake.stride", "Fake strided reads", "global"),
            makeEntry("fake.bank", "Fake bank conflicts", "local")};
}

ScanResult FakeBackend::scan()
{
    ScanResult result;
    if (noPlatform) {
        result.problem = "No OpenCL platform found (fake).";
        return result;
    }
    result.devices.push_back({"0:0", "0:0 Fake GPU (Fake platform)", "gpu", "Fake platform", "Fake GPU"});
    result.devices.push_back({"0:1", "0:1 Fake CPU (Fake platform)", "cpu", "Fake platform", "Fake CPU"});
    return result;
}

DeviceSnapshot FakeBackend::open(const std::string& selector)
{
    m_open = false; // like RealBackend: the old device is closed before the new one is tried
    if (noPlatform)
        throw Error(ErrorKind::NoPlatform, "no OpenCL platform (fake)");
    if (!selector.empty() && selector != "0:0" && selector != "0:1")
        throw Error(ErrorKind::InvalidParameter, "no device matches '" + selector + "' (fake: 0:0, 0:1)");
    m_open = true;
    DeviceSnapshot snapshot;
    snapshot.selector = selector.empty() ? "0:0" : selector;
    snapshot.label = snapshot.selector == "0:1" ? "Fake CPU (Fake platform)" : "Fake GPU (Fake platform)";
    snapshot.info = {
        {"name", Json(snapshot.label), "device", "", "queried"},
        {"global_mem_size", Json(uint64_t(1) << 30), "memory", "bytes", "queried"},
        {"local_mem_size", Json(65536), "local", "bytes", "queried"},
        {"global_mem_cacheline_size", Json(128), "cache", "bytes", "queried"},
        {"extensions", Json::array({"cl_khr_fp64", "cl_khr_int64_base_atomics"}), "device", "", "queried"}};
    snapshot.profile = m_profile;
    snapshot.lessons = lessons();
    return snapshot;
}

Trace fakeTrace(const LessonEntry& lesson, const ParamSet& params)
{
    const int64_t stride = params.integer("stride");
    const bool local = lesson.info.space == "local";
    Trace trace;
    trace.workGroupSize = kGroupSize;
    trace.groups = 2;
    trace.baseAddrAlign = 128;
    trace.bufferNames = {local ? "tile" : "in"};
    for (uint32_t g = 0; g < trace.groups; ++g)
        for (uint32_t lid = 0; lid < kGroupSize; ++lid) {
            TraceRecord record;
            record.globalId = g * kGroupSize + lid;
            record.localId = lid;
            record.groupId = g;
            record.space = local ? Space::Local : Space::Global;
            record.byteOffset = uint64_t(local ? lid : record.globalId) * uint64_t(stride) * kElem;
            record.size = kElem;
            trace.records.push_back(record);
        }
    sortTraceRecords(trace.records);
    return trace;
}

TraceOutcome FakeBackend::trace(const std::string& lessonId, const ParamSet& params, const CancelToken& cancel)
{
    ++traces;
    sleepChecked(1, cancel);
    const auto all = lessons();
    const LessonEntry* entry = findEntry(all, lessonId);
    if (!entry)
        throw Error(ErrorKind::InvalidParameter, "unknown lesson '" + lessonId + "'");
    TraceOutcome out;
    out.lesson = lessonId;
    out.params = params;
    out.profile = m_profile;
    out.trace = fakeTrace(*entry, params);
    // The fake device makes traces; the models are core's, as for a real device.
    out.summary = analyseTrace(out.trace, m_profile, entry->info.space);
    return out;
}

PointResult FakeBackend::point(const LessonEntry& lesson, const ParamSet& params, const CancelToken& cancel)
{
    const int64_t stride = params.integer("stride");
    sleepChecked(pointMillis, cancel);
    if (stride == kFailingStride)
        throw Error(ErrorKind::OpenCL, "clEnqueueNDRangeKernel failed: CL_OUT_OF_RESOURCES (fake, stride 13)",
                    "fake details: launching strided_read on Fake GPU");
    PointResult result;
    result.params = params;
    result.bytesRead = 1 << 20;
    result.bytesWritten = 1 << 18;
    const double gbs = fakeBandwidth(lesson.info.id, stride);
    const double ns = double(result.bytesRead + result.bytesWritten) / gbs;
    result.timing.reps = 10;
    result.timing.medianNs = ns;
    result.timing.meanNs = ns;
    result.timing.minNs = ns * 0.95;
    result.timing.maxNs = ns * 1.1;
    result.timing.p10Ns = ns * 0.97;
    result.timing.p90Ns = ns * 1.05;
    result.timing.hostNsPerLaunch = ns * 1.02;
    result.ebGBs = gbs;
    result.ebP10GBs = gbs / 1.05;
    result.ebP90GBs = gbs / 0.97;
    result.ebMaxGBs = gbs / 0.95;
    result.validation.passed = true;
    result.validation.checked = 1 << 18;
    result.launch = Json{{"global_size", 1 << 18}, {"local_size", 64}};
    result.prediction =
        makePrediction(analyseTrace(fakeTrace(lesson, params), m_profile, lesson.info.space), m_profile);
    return result;
}

PointResult FakeBackend::measure(const std::string& lessonId, const ParamSet& params, const MeasureOptions&,
                                 const CancelToken& cancel)
{
    ++measures;
    const auto all = lessons();
    const LessonEntry* entry = findEntry(all, lessonId);
    if (!entry)
        throw Error(ErrorKind::InvalidParameter, "unknown lesson '" + lessonId + "'");
    return point(*entry, params, cancel);
}

ResultFile FakeBackend::sweep(const std::string& lessonId, const ParamSet& fixed, const SweepRange& range,
                              const MeasureOptions& options, const CancelToken& cancel,
                              const ProgressFn& progress, const PointFn& onPoint)
{
    const auto all = lessons();
    const LessonEntry* entry = findEntry(all, lessonId);
    if (!entry)
        throw Error(ErrorKind::InvalidParameter, "unknown lesson '" + lessonId + "'");
    ResultFile file;
    file.appVersion = "fake";
    file.createdUtc = "2026-01-01T00:00:00Z";
    file.device = Json{{"name", "Fake GPU"}, {"platform", "Fake platform"}, {"type", "gpu"}};
    file.profile = profileToJson(m_profile);
    file.lesson = lessonId;
    file.sweptParam = range.param;
    file.options = options;
    Json fixedJson = fixed.toJson(entry->specs);
    if (!range.param.empty())
        fixedJson.erase(range.param);
    file.fixedParams = fixedJson;
    // An empty range is a single run of the fixed parameters.
    const std::vector<std::string> values = range.param.empty() ? std::vector<std::string>{""} : range.values;
    const int count = int(values.size());
    for (int i = 0; i < count; ++i) {
        if (progress)
            progress(Progress{i, count, double(i) / count, range.param + "=" + values[size_t(i)]});
        ParamSet params = fixed;
        if (!range.param.empty())
            params.setRaw(range.param, values[size_t(i)]);
        PointResult p;
        try {
            p = point(*entry, params, cancel);
        } catch (const Error& e) {
            // core's rule (pointFailure); the fake device cannot break, so a failed point does not end it.
            const PointFailure failure = pointFailure(e, range.values.size() > 1);
            if (failure == PointFailure::Cancelled) {
                file.cancelled = true;
                break;
            }
            p = failedPoint(params, e, failure);
        }
        p.sweptValue = values[size_t(i)];
        ++sweepPoints;
        file.points.push_back(p);
        if (onPoint)
            onPoint(p);
    }
    return file;
}

} // namespace coalesce::ui
