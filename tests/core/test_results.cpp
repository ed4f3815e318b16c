// SPDX-License-Identifier: GPL-3.0-or-later
// Result files: JSON round trip, refusal of corrupt/foreign/newer files, CSV, atomic writes that leave nothing
// behind on failure.
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/results.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace coalesce;
using coalesce::test::device;
using coalesce::test::gpuProfile;

namespace {

// A fresh empty folder per test, removed with its files afterwards.
class TempDir {
public:
    TempDir()
    {
        char name[] = "/tmp/coalesce-results-XXXXXX";
        m_path = mkdtemp(name);
    }
    ~TempDir()
    {
        for (const auto& f : files())
            ::unlink((m_path + "/" + f).c_str());
        ::rmdir(m_path.c_str());
    }
    const std::string& path() const { return m_path; }
    std::string file(const std::string& name) const { return m_path + "/" + name; }
    std::vector<std::string> files() const
    {
        std::vector<std::string> out;
        if (DIR* d = ::opendir(m_path.c_str())) {
            while (const dirent* e = ::readdir(d))
                if (std::string(e->d_name) != "." && std::string(e->d_name) != "..")
                    out.push_back(e->d_name);
            ::closedir(d);
        }
        return out;
    }

private:
    std::string m_path;
};

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeText(const std::string& path, const std::string& text)
{
    std::ofstream(path) << text;
}

PointResult samplePoint(int stride, bool passed)
{
    PointResult p;
    p.params.setRaw("stride", std::to_string(stride));
    p.params.setRaw("type", "float");
    p.params.setRaw("size", "1048576");
    p.sweptValue = std::to_string(stride);
    p.bytesRead = 1048576;
    p.bytesWritten = 65536;
    p.timing = timingStats({1000.5, 1200.25, 1100.125, 1300, 900.75}, 1150.0 / 3.0);
    p.ebGBs = double(p.bytesRead + p.bytesWritten) / p.timing.medianNs;
    p.ebP10GBs = 1.25;
    p.ebP90GBs = 2.5;
    p.ebMaxGBs = 3.0 / 7.0;
    p.validation.passed = passed;
    p.validation.checked = 16384;
    p.validation.mismatches = passed ? 0 : 3;
    p.validation.firstMismatch = passed ? "" : "out[17] = 3 expected 5";
    p.launch = Json{{"global_size", 16384}, {"local_size", 256}};
    if (stride == 2) { // a prediction as production writes it (makePrediction), with and without a peak
        Prediction prediction;
        prediction.space = "global";
        prediction.relative = 0.5;
        prediction.predictedGBs = 1000.25;
        prediction.transactionsPerRequest = 8;
        prediction.efficiency = 0.5;
        prediction.channelImbalance = 1.25;
        prediction.note = "a note";
        p.prediction = prediction;
    } else if (stride == 1) {
        p.prediction = failedPrediction("trace overflow");
    }
    return p;
}

ResultFile sampleFile()
{
    ResultFile f;
    f.appVersion = "0.1.0";
    f.createdUtc = "2026-11-22T10:31:00Z";
    f.device = Json{{"name", "Test GPU"}, {"vendor", "Test"}, {"global_mem_size", 1ull << 34}};
    f.profile = Json{{"simd", {{"value", 32}, {"source", "vendor table"}}}};
    f.lesson = "global.stride";
    f.fixedParams = Json{{"type", "float"}, {"size", 1048576}};
    f.sweptParam = "stride";
    f.options.budgetSeconds = 0.05;
    f.options.warmup = 2;
    f.points = {samplePoint(1, true), samplePoint(2, false)};
    f.points.push_back(PointResult{});
    f.points.back().params.setRaw("stride", "3");
    f.points.back().sweptValue = "3";
    f.points.back().skipped = "double not supported, \"fp64\" missing";
    return f;
}

void expectSamePoint(const PointResult& a, const PointResult& b)
{
    EXPECT_EQ(a.params, b.params);
    EXPECT_EQ(a.sweptValue, b.sweptValue);
    EXPECT_EQ(a.bytesRead, b.bytesRead);
    EXPECT_EQ(a.bytesWritten, b.bytesWritten);
    EXPECT_EQ(a.timing.reps, b.timing.reps);
    EXPECT_EQ(a.timing.medianNs, b.timing.medianNs);
    EXPECT_EQ(a.timing.p10Ns, b.timing.p10Ns);
    EXPECT_EQ(a.timing.p90Ns, b.timing.p90Ns);
    EXPECT_EQ(a.timing.minNs, b.timing.minNs);
    EXPECT_EQ(a.timing.maxNs, b.timing.maxNs);
    EXPECT_EQ(a.timing.meanNs, b.timing.meanNs);
    EXPECT_EQ(a.timing.hostNsPerLaunch, b.timing.hostNsPerLaunch);
    EXPECT_EQ(a.timing.hostDisagrees, b.timing.hostDisagrees);
    EXPECT_EQ(a.ebGBs, b.ebGBs);
    EXPECT_EQ(a.ebP10GBs, b.ebP10GBs);
    EXPECT_EQ(a.ebP90GBs, b.ebP90GBs);
    EXPECT_EQ(a.ebMaxGBs, b.ebMaxGBs);
    EXPECT_EQ(a.validation.passed, b.validation.passed);
    EXPECT_EQ(a.validation.checked, b.validation.checked);
    EXPECT_EQ(a.validation.mismatches, b.validation.mismatches);
    EXPECT_EQ(a.validation.firstMismatch, b.validation.firstMismatch);
    EXPECT_EQ(a.validation.method, b.validation.method);
    EXPECT_EQ(a.validation.reference, b.validation.reference);
    EXPECT_EQ(a.launch, b.launch);
    EXPECT_EQ(a.prediction, b.prediction);
    EXPECT_EQ(a.skipped, b.skipped);
    EXPECT_EQ(a.error, b.error);
}

// Expects loading `text` to fail with Error(Io) whose message contains `part`.
void expectRefused(const std::string& text, const std::string& part)
{
    TempDir dir;
    writeText(dir.file("r.json"), text);
    try {
        loadResultFile(dir.file("r.json"));
        ADD_FAILURE() << "accepted: " << text.substr(0, 80);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
    }
}

} // namespace

TEST(Results, JsonRoundTrip)
{
    const ResultFile f = sampleFile();
    const Json json = resultToJson(f);
    EXPECT_EQ(json["format"], "coalesce-result");
    EXPECT_EQ(json["schema_version"], 1); // one device: version 1; several: 2 (test_serve_compare.cpp)
    EXPECT_EQ(json["points"][0]["swept_value"], 1); // numbers stay numbers
    EXPECT_EQ(json["points"][0]["params"]["size"], 1048576);
    EXPECT_EQ(json["points"][0]["params"]["type"], "float");
    EXPECT_TRUE(json["points"][0]["timing"].contains("p90_ns"));

    // Through text, as a file would go.
    const ResultFile back = resultFromJson(Json::parse(json.dump(2)));
    EXPECT_EQ(back.schemaVersion, f.schemaVersion);
    EXPECT_EQ(back.appVersion, f.appVersion);
    EXPECT_EQ(back.createdUtc, f.createdUtc);
    EXPECT_EQ(back.device, f.device);
    EXPECT_EQ(back.profile, f.profile);
    EXPECT_EQ(back.lesson, f.lesson);
    EXPECT_EQ(back.fixedParams, f.fixedParams);
    EXPECT_EQ(back.sweptParam, f.sweptParam);
    EXPECT_EQ(back.options.budgetSeconds, f.options.budgetSeconds);
    EXPECT_EQ(back.options.warmup, f.options.warmup);
    EXPECT_EQ(back.cancelled, f.cancelled);
    ASSERT_EQ(back.points.size(), f.points.size());
    for (size_t i = 0; i < f.points.size(); ++i)
        expectSamePoint(back.points[i], f.points[i]);
    EXPECT_EQ(resultToJson(back), json);
}

TEST(Results, ValidationMethodRoundTripsAndOlderFilesStillOpen)
{
    ResultFile f = sampleFile();
    f.points[0].validation.method = ValidationMethod::CompareDevices;
    f.points[0].validation.reference = "pthread-haswell";
    f.points[1].validation.method = ValidationMethod::ExpectedFile;
    f.points[1].validation.reference = "want.bin";
    PointResult unchecked = samplePoint(4, true);
    unchecked.validation = Validation{true, 0, 0, "", ValidationMethod::NotChecked, ""};
    f.points.push_back(unchecked);
    const Json json = resultToJson(f);
    EXPECT_EQ(json["schema_version"], 1); // an added key: no schema change (docs/RESULTS.md)
    EXPECT_EQ(json["points"][0]["validation"]["method"], "another device");
    EXPECT_EQ(json["points"][0]["validation"]["reference"], "pthread-haswell");
    EXPECT_EQ(json["points"][1]["validation"]["method"], "expected file");
    EXPECT_EQ(json["points"][2]["validation"]["method"], "host reference"); // a skipped point: the default
    EXPECT_EQ(json["points"][3]["validation"]["method"], "not checked");
    EXPECT_FALSE(json["points"][3]["validation"].contains("reference"));
    const ResultFile back = resultFromJson(Json::parse(json.dump()));
    ASSERT_EQ(back.points.size(), f.points.size());
    for (size_t i = 0; i < f.points.size(); ++i)
        expectSamePoint(back.points[i], f.points[i]);

    // A file written before "method" existed (an old fixture, as 0.1.0 wrote it): checked points read as host
    // reference, a point that passed with nothing compared as not checked.
    Json old = Json::parse(json.dump());
    for (auto& p : old["points"]) {
        p["validation"].erase("method");
        p["validation"].erase("reference");
    }
    old["points"][3]["validation"] = {
        {"passed", true}, {"checked", 0}, {"mismatches", 0}, {"first_mismatch", ""}};
    const ResultFile older = resultFromJson(old);
    EXPECT_EQ(older.points[0].validation.method, ValidationMethod::HostReference);
    EXPECT_EQ(older.points[0].validation.reference, "");
    EXPECT_EQ(older.points[3].validation.method, ValidationMethod::NotChecked);

    Json unknown = Json::parse(json.dump());
    unknown["points"][1]["validation"]["method"] = "by eye";
    expectRefused(unknown.dump(), "\"points[1].validation.method\" is \"by eye\"");
    Json wrongType = Json::parse(json.dump());
    wrongType["points"][0]["validation"]["reference"] = 7;
    expectRefused(wrongType.dump(), "\"points[0].validation.reference\" should be a string");
}

TEST(Results, SaveAndLoadFile)
{
    TempDir dir;
    const ResultFile f = sampleFile();
    saveResultJson(dir.file("out.json"), f);
    const ResultFile back = loadResultFile(dir.file("out.json"));
    ASSERT_EQ(back.points.size(), 3u);
    expectSamePoint(back.points[1], f.points[1]);
    EXPECT_EQ(dir.files(), std::vector<std::string>{"out.json"}); // no temporary left behind
}

TEST(Results, UnsetObjectsAreWrittenSoTheFileReopens)
{
    TempDir dir;
    ResultFile f = sampleFile();
    f.fixedParams = Json(); // every parameter swept, or a file assembled by hand
    f.device = Json();
    f.profile = Json();
    saveResultJson(dir.file("out.json"), f);
    const ResultFile back = loadResultFile(dir.file("out.json"));
    EXPECT_TRUE(back.fixedParams.is_object() && back.fixedParams.empty());
    EXPECT_TRUE(back.device.is_object());
    ASSERT_EQ(back.points.size(), f.points.size());
}

TEST(Results, RefusesCorruptForeignNewerAndIncomplete)
{
    expectRefused("{\"format\": \"coalesce-result\", \"schema_", "not a valid JSON file");
    expectRefused("", "not a valid JSON file");
    expectRefused("{\"name\": \"something else\"}", "not a Coalesce result file");
    expectRefused("[1, 2, 3]", "not a Coalesce result file");

    Json newer = resultToJson(sampleFile());
    newer["schema_version"] = kResultSchemaVersion + 1;
    expectRefused(newer.dump(), "schema version " + std::to_string(kResultSchemaVersion + 1));

    Json missing = resultToJson(sampleFile());
    missing["points"][1]["timing"].erase("median_ns");
    expectRefused(missing.dump(), "missing \"points[1].timing.median_ns\"");

    Json noPoints = resultToJson(sampleFile());
    noPoints.erase("points");
    expectRefused(noPoints.dump(), "missing \"points\"");

    Json wrongType = resultToJson(sampleFile());
    wrongType["points"][0]["eb_gbs"] = "fast";
    expectRefused(wrongType.dump(), "\"points[0].eb_gbs\" should be a number");

    Json badPrediction = resultToJson(sampleFile());
    badPrediction["points"][1]["prediction"]["relative"] = "half";
    expectRefused(badPrediction.dump(), "\"points[1].prediction.relative\" should be a number");
    Json noRelative = resultToJson(sampleFile());
    noRelative["points"][1]["prediction"].erase("relative");
    expectRefused(noRelative.dump(), "missing \"points[1].prediction.relative\"");

    try {
        loadResultFile("/nonexistent-folder/result.json");
        ADD_FAILURE() << "loaded a missing file";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("/nonexistent-folder/result.json"), std::string::npos);
    }
}

TEST(Results, PredictionsAreWrittenAndReadInOnePlace)
{
    const PointResult p = samplePoint(2, true);
    const Json j = predictionToJson(*p.prediction);
    // The keys production writes, in this order; nothing else.
    std::vector<std::string> keys;
    for (const auto& item : j.items())
        keys.push_back(item.key());
    EXPECT_EQ(keys, (std::vector<std::string>{"space", "relative", "predicted_eb_gbs",
                                              "transactions_per_request", "efficiency", "conflict_degree",
                                              "serialisation", "channel_imbalance", "channel_factor", "note"}));
    EXPECT_EQ(predictionFromJson(j), p.prediction);
    EXPECT_EQ(predictionFromJson(Json()), std::nullopt);
    // A schema-1 file written before the peak was known: no predicted_eb_gbs, no note.
    const auto old = predictionFromJson(Json{{"space", "local"}, {"relative", 0.25}, {"conflict_degree", 4.0}});
    ASSERT_TRUE(old.has_value());
    EXPECT_EQ(old->relative, 0.25);
    EXPECT_EQ(old->conflictDegree, 4.0);
    EXPECT_FALSE(old->predictedGBs.has_value());
    const auto failed = predictionFromJson(Json{{"error", "trace overflow"}});
    ASSERT_TRUE(failed.has_value());
    EXPECT_TRUE(failed->failed());
    EXPECT_EQ(failed->error, "trace overflow");
}

TEST(Results, CsvHasOneRowPerPoint)
{
    const std::string csv = resultToCsv(sampleFile());
    std::istringstream in(csv);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(
        lines[0].rfind("point,lesson,swept_param,swept_value,size,stride,type,bytes_read,bytes_written,reps,"
                       "median_ns",
                       0),
        0u)
        << lines[0];
    EXPECT_NE(lines[0].find(",eb_gbs,"), std::string::npos);
    EXPECT_NE(lines[0].find(",prediction"), std::string::npos);
    EXPECT_EQ(lines[1].rfind("0,global.stride,stride,1,1048576,1,float,1048576,65536,5,1100.125,", 0), 0u)
        << lines[1];
    EXPECT_NE(lines[2].find(",false,3,"), std::string::npos) << lines[2]; // failed validation, 3 mismatches
    EXPECT_NE(lines[3].find("\"double not supported, \"\"fp64\"\" missing\""), std::string::npos) << lines[3];
}

TEST(Results, MakeResultFileFromADevice)
{
    const Lesson* lesson = findLesson("global.stride");
    ASSERT_NE(lesson, nullptr);
    SweepRequest request;
    request.lesson = lesson;
    request.fixed = makeParams(lesson->params(), {"size=1M"});
    request.range = parseSweep(lesson->params(), "stride=1..2");
    SweepOutcome outcome;
    outcome.points = {samplePoint(1, true), samplePoint(2, true)};
    const ResultFile f = makeResultFile(device(), *lesson, request, outcome);
    EXPECT_EQ(f.lesson, "global.stride");
    EXPECT_EQ(f.sweptParam, "stride");
    EXPECT_FALSE(f.fixedParams.contains("stride"));
    EXPECT_EQ(f.fixedParams["size"], 1048576);
    EXPECT_EQ(f.device["name"], device().entry().name);
    EXPECT_EQ(f.device["platform"], device().entry().platformName);
    EXPECT_TRUE(f.device["global_mem_size"].is_number());
    EXPECT_TRUE(f.device["max_compute_units"].is_number());
    EXPECT_TRUE(f.profile.is_object());
    EXPECT_FALSE(f.appVersion.empty());
    EXPECT_EQ(f.createdUtc.size(), 20u); // 2026-11-22T10:31:00Z
    EXPECT_EQ(f.createdUtc.back(), 'Z');
    const ResultFile back = resultFromJson(resultToJson(f));
    EXPECT_EQ(back.device, f.device);
}

TEST(AtomicWrite, WritesAndReplaces)
{
    TempDir dir;
    writeFileAtomic(dir.file("a.txt"), "first");
    writeFileAtomic(dir.file("a.txt"), "second, longer text");
    EXPECT_EQ(readText(dir.file("a.txt")), "second, longer text");
    EXPECT_EQ(dir.files(), std::vector<std::string>{"a.txt"});
}

TEST(AtomicWrite, RefusesBadPathsLeavingNothing)
{
    TempDir dir;
    for (const std::string& bad : {dir.file("missing/x.json"), dir.path(), dir.path() + "/", std::string()}) {
        try {
            writeFileAtomic(bad, "text");
            ADD_FAILURE() << "wrote " << bad;
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::Io) << e.what();
        }
        EXPECT_THROW(checkWritable(bad), Error) << bad;
    }
    writeText(dir.file("plain"), "x");
    EXPECT_THROW(writeFileAtomic(dir.file("plain/x.json"), "text"), Error); // a file is not a folder
    EXPECT_EQ(dir.files(), std::vector<std::string>{"plain"});
    checkWritable(dir.file("new.json"));
    EXPECT_EQ(dir.files(), std::vector<std::string>{"plain"}); // the probe leaves nothing
}

TEST(AtomicWrite, FailedWriteKeepsTheOldFileAndLeavesNoTemporary)
{
    TempDir dir;
    writeFileAtomic(dir.file("r.json"), "old contents");
    // Make the write fail half-way: a file size limit below the text's size (EFBIG instead of SIGXFSZ).
    rlimit old{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &old), 0);
    auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 4096;
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &small), 0);
    bool threw = false;
    try {
        writeFileAtomic(dir.file("r.json"), std::string(100000, 'x'));
    } catch (const Error& e) {
        threw = true;
        EXPECT_EQ(e.kind(), ErrorKind::Io);
    }
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    EXPECT_TRUE(threw);
    EXPECT_EQ(readText(dir.file("r.json")), "old contents");
    EXPECT_EQ(dir.files(), std::vector<std::string>{"r.json"});
}

TEST(Results, DeviceNameAndPeakAreReadInCore)
{
    // The chart and the overlay list ask core for these two fields of a file's untyped device and profile.
    EXPECT_EQ(resultDeviceName(Json{{"name", "NVIDIA H100"}}), "NVIDIA H100");
    EXPECT_EQ(resultDeviceName(Json{{"name", 3}}), "");
    EXPECT_EQ(resultDeviceName(Json()), "");
    EXPECT_DOUBLE_EQ(*resultPeakGBs(Json{{"peak_bandwidth", 3352000}}), 3352.0); // MB/s -> GB/s
    EXPECT_DOUBLE_EQ(*resultPeakGBs(Json{{"peak_bandwidth", {{"value", 900000}, {"source", "measured"}}}}),
                     900.0);
    EXPECT_FALSE(resultPeakGBs(Json{{"peak_bandwidth", "fast"}}).has_value());
    EXPECT_FALSE(resultPeakGBs(Json::object()).has_value());
}
