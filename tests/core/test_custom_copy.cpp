// SPDX-License-Identifier: GPL-3.0-or-later
// "Copy to my kernels" (core/custom/lessoncopy.h), the kernel recorded in its result file
// (core/custom/customresult.h) and the "not checked" rule (core/custom/validationstatus.h). The copy of
// global.stride reproduces the lesson: on PoCL, for several strides, offsets and work-group sizes, it launches
// the same work-items and moves the same bytes as the lesson and validates against PoCL.
#include "core/custom/customkernel.h"
#include "core/custom/customresult.h"
#include "core/custom/lessoncopy.h"
#include "core/custom/resolved.h"
#include "core/custom/validationstatus.h"
#include "core/errors.h"
#include "core/lesson.h"
#include "core/measure.h"

#include "tests/core/pocl.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

using namespace coalesce;
using namespace coalesce::custom;

TEST(CustomCopy, FindsEachLessonsKernelFile)
{
    EXPECT_EQ(lessonKernelFile("global.stride"), "global_read.cl");
    EXPECT_EQ(lessonKernelFile("global.vector"), "global_read.cl");
    EXPECT_EQ(lessonKernelFile("local.stride"), "local_stride.cl");
    EXPECT_EQ(lessonKernelFile("no.such"), "");
    EXPECT_FALSE(lessonCopy("no.such").has_value());
}

TEST(CustomCopy, EveryLessonWithAKernelFileGivesASpecThatParses)
{
    int copies = 0;
    for (const Lesson* lesson : allLessons()) {
        const auto copy = lessonCopy(lesson->info().id);
        if (!copy)
            continue;
        ++copies;
        SCOPED_TRACE(lesson->info().id);
        const KernelSpec spec = parseSpec(copy->spec);
        EXPECT_NE(copy->source.find("__kernel void " + spec.kernel), std::string::npos);
        EXPECT_EQ(copy->exact, copy->fileName == "global_read.cl");
        EXPECT_EQ(copy->exact, copy->note.empty());
    }
    EXPECT_GE(copies, 10);
}

TEST(CustomCopy, GlobalStrideCopyLaunchesAndMovesWhatTheLessonDoes)
{
    const auto copy = lessonCopy("global.stride");
    ASSERT_TRUE(copy && copy->exact);
    CustomKernel kernel(copy->source, parseSpec(copy->spec), "global_stride.cl", ".");
    const Lesson& lesson = lessonOrThrow("global.stride");
    EXPECT_EQ(kernel.defaultSweep().substr(0, 7), "stride=");
    for (const auto& [stride, wg] : {std::pair<int, int>{1, 256}, {8, 64}, {33, 32}}) {
        SCOPED_TRACE(stride);
        const std::vector<std::string> sets = {"stride=" + std::to_string(stride), "wg=" + std::to_string(wg),
                                               "size=262144"};
        const ParamSet own = makeParams(kernel.params(), sets);
        ParamSet builtIn = makeParams(lesson.params(), sets);
        const PointResult a = measurePoint(test::device(), lesson, builtIn, test::quickMeasure());
        const PointResult b = measurePoint(test::device(), kernel, own, test::quickMeasure());
        ASSERT_TRUE(a.validation.passed);
        ASSERT_TRUE(b.validation.passed) << b.validation.firstMismatch;
        EXPECT_GT(b.validation.checked, 0u);
        EXPECT_EQ(b.bytesRead, a.bytesRead);
        EXPECT_EQ(b.bytesWritten, a.bytesWritten);
        EXPECT_EQ(kernel.resolveFor(own).global[0], a.launch["global_size"].get<uint64_t>());
    }
}

TEST(CustomResult, RecordsTheKernelAndNotCheckedPoints)
{
    ResultFile file;
    file.lesson = "custom.copy";
    PointResult checked;
    checked.validation.passed = true;
    checked.validation.checked = 64;
    checked.validation.method = ValidationMethod::CompareDevices;
    PointResult unchecked;
    unchecked.validation.passed = true;
    unchecked.validation.method = ValidationMethod::NotChecked;
    file.points = {checked, unchecked};
    const auto copy = lessonCopy("global.stride");
    const KernelRecord record{"global_stride.cl", copy->source, copy->spec};
    const Json j = resultWithKernel(file, record);
    EXPECT_EQ(j["points"][0]["validation"]["method"], "another device");
    EXPECT_EQ(j["points"][1]["validation"]["method"], "not checked");
    const auto back = kernelRecordFromJson(j);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->name, record.name);
    EXPECT_EQ(back->source, record.source);
    EXPECT_EQ(specToJson(parseSpec(back->spec)), specToJson(parseSpec(record.spec)));
    // An ordinary result file still reads it; one without the record has none.
    const ResultFile read = resultFromJson(j);
    ASSERT_EQ(read.points.size(), 2u);
    EXPECT_FALSE(notChecked(read.points[0]));
    EXPECT_TRUE(notChecked(read.points[1])); // recognised without the method: passed, nothing compared
    EXPECT_FALSE(kernelRecordFromJson(resultToJson(file)).has_value());

    const std::string path = (std::filesystem::temp_directory_path() / "coalesce-test-record.json").string();
    saveResultWithKernel(path, file, record);
    EXPECT_EQ(loadKernelRecord(path)->source, record.source);
    std::remove(path.c_str());
}

TEST(CustomResult, AMalformedRecordIsRefused)
{
    Json j = resultToJson(ResultFile{});
    j[kKernelRecordKey] = {{"name", "x.cl"}, {"source", 3}, {"spec", Json::object()}};
    try {
        kernelRecordFromJson(j);
        FAIL() << "accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("custom_kernel.source"), std::string::npos) << e.what();
    }
    j[kKernelRecordKey] = {{"name", "x.cl"}, {"source", ""}, {"spec", {{"format", "coalesce-kernel"}}}};
    EXPECT_THROW(kernelRecordFromJson(j), Error);
}

TEST(ValidationStatus, OnlyMeasuredUncomparedPointsAreNotChecked)
{
    PointResult p;
    p.validation.passed = true;
    p.validation.checked = 10;
    EXPECT_FALSE(notChecked(p));
    p.validation.checked = 0;
    EXPECT_TRUE(notChecked(p));
    p.skipped = "double not supported";
    EXPECT_FALSE(notChecked(p));
    p.skipped.clear();
    p.validation.passed = false; // failed: not "not checked"
    EXPECT_FALSE(notChecked(p));
    p.validation.method = ValidationMethod::NotChecked;
    EXPECT_TRUE(notChecked(p));
}
