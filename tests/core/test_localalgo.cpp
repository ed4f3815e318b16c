// SPDX-License-Identifier: GPL-3.0-or-later
// local.reuse and local.occupancy: both validate on PoCL and trace like their host traces; the models count
// the global segments of a window read from global memory against a local tile by hand, and the resident
// groups follow local memory / bytes per group (seed 000's 64 KiB / 16 KiB, seed 003's HD 7970, the H100).
#include "core/lessons/occupancy.h"

#include "tests/core/lessontesting.h"

using namespace coalesce;
using namespace coalesce::test;

namespace {

ModelSummary model(const std::string& lessonId, const std::vector<std::string>& assignments)
{
    const Lesson& lesson = lessonOrThrow(lessonId);
    const ParamSet params = applyParams(lesson.params(), lesson.defaults(nullptr), assignments);
    return hostModel(lesson, params, gpuProfile(), 1);
}

// Segments (transactions) of the global reads at each step of SIMD group 0.
std::vector<uint32_t> globalReadSegments(const ModelSummary& s)
{
    std::vector<uint32_t> out;
    for (const Request& r : s.requests)
        if (r.group == 0 && r.space == Space::Global && r.kind == AccessKind::Read)
            out.push_back(r.transactions);
    return out;
}

} // namespace

TEST(LocalReuse, WindowFromGlobalMemoryStraddlesSectors)
{
    // Not from the seeds: 32 lanes, window 4, one group of 32. Step j reads in[lane + j]: 128 B from byte
    // 4j, so step 0 touches 4 sectors of 32 B and steps 1..3 straddle a fifth: 4 + 5 + 5 + 5 = 19 sectors
    // (608 B) for the 128 distinct bytes the group needs (plus 12).
    const ModelSummary s = model("local.reuse", {"source=global", "reuse=4", "wg=32"});
    EXPECT_EQ(globalReadSegments(s), (std::vector<uint32_t>{4, 5, 5, 5}));
}

TEST(LocalReuse, TileReadsEachWordOnceAndWithoutConflicts)
{
    // The tile version: fill step 0 reads in[0..31] (4 sectors), fill step 1 the 3 words 32..34 (1 sector):
    // 5 sectors instead of 19. The window reads tile[lane + j]: 32 consecutive words, conflict-free.
    const ModelSummary s = model("local.reuse", {"source=local", "reuse=4", "wg=32"});
    EXPECT_EQ(globalReadSegments(s), (std::vector<uint32_t>{4, 1}));
    uint32_t localReads = 0;
    for (const Request& r : s.requests)
        if (r.space == Space::Local && r.kind == AccessKind::Read) {
            ++localReads;
            EXPECT_EQ(r.conflictDegree, 1u);
        }
    EXPECT_EQ(localReads, 4u);
    // Reuse 1 (no reuse): the tile costs a fill step and a local read per word for nothing.
    const ModelSummary one = model("local.reuse", {"source=local", "reuse=1", "wg=32"});
    EXPECT_EQ(globalReadSegments(one), (std::vector<uint32_t>{4}));
    EXPECT_EQ(globalReadSegments(model("local.reuse", {"source=global", "reuse=1", "wg=32"})),
              (std::vector<uint32_t>{4}));
}

TEST(LocalReuse, ValidatesOnPoclAndTracesLikeTheHost)
{
    for (const std::string mode : {"global", "local"})
        for (const std::string reuse : {"1", "16"}) {
            const Validation v =
                runOnPocl("local.reuse", {"source=" + mode, "reuse=" + reuse, "size=256K", "wg=64"});
            EXPECT_TRUE(v.passed) << mode << " " << reuse << ": " << v.firstMismatch;
        }
    expectHostTraceMatchesDevice("local.reuse", {"source=local", "reuse=7", "size=64K", "wg=32"}, 2);
    expectHostTraceMatchesDevice("local.reuse", {"source=global", "reuse=3", "size=64K", "wg=32"}, 2);
}

TEST(LocalReuse, BadValuesAreRefused)
{
    const Lesson& lesson = lessonOrThrow("local.reuse");
    expectErrorKind(ErrorKind::InvalidParameter, "reuse", [&] { makeParams(lesson.params(), {"reuse=17"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "reuse", [&] { makeParams(lesson.params(), {"reuse=0"}); });
    expectErrorKind(ErrorKind::InvalidParameter, "source",
                    [&] { makeParams(lesson.params(), {"source=both"}); });
}

TEST(LocalOccupancy, ResidentGroupsFollowLocalMemory)
{
    // Seed 000 §8.3.2: 64 KiB of local memory, 16 KiB per group -> 4 groups per compute unit.
    EXPECT_EQ(residentGroupsByLocalMemory(64 * 1024, 16 * 1024), 4u);
    // Seed 003 §9.3.4: the HD 7970's 64 KiB with 32 KiB per group -> 2.
    EXPECT_EQ(residentGroupsByLocalMemory(64 * 1024, 32 * 1024), 2u);
    // Not from the seeds: an H100 work-group may use 48 KiB; 20 KiB groups -> 2, 48 KiB -> 1, 49 KiB -> 0.
    EXPECT_EQ(residentGroupsByLocalMemory(48 * 1024, 20 * 1024), 2u);
    EXPECT_EQ(residentGroupsByLocalMemory(48 * 1024, 48 * 1024), 1u);
    EXPECT_EQ(residentGroupsByLocalMemory(48 * 1024, 49 * 1024), 0u);
    EXPECT_EQ(residentGroupsByLocalMemory(48 * 1024, 0), UINT32_MAX);
}

TEST(LocalOccupancy, RunReportsTheResidentGroupsAndValidates)
{
    const Lesson& lesson = lessonOrThrow("local.occupancy");
    const uint64_t localMem = device().localMemSize();
    for (const int kib : {0, 16}) {
        const ParamSet params =
            lessonParams("local.occupancy", {"local_kib=" + std::to_string(kib), "size=1M"});
        std::unique_ptr<PreparedRun> run = lesson.prepare(device(), params, {});
        const Json info = run->launchInfo();
        const uint64_t bytes = kib ? uint64_t(kib) * 1024 : 256 * 4; // the default wg's words at 0 KiB
        EXPECT_EQ(info["local_bytes_per_group"].get<uint64_t>(), bytes);
        EXPECT_EQ(info["resident_groups_by_local_memory"].get<uint64_t>(), localMem / bytes);
        cl::CommandQueue& q = device().queue();
        run->poison(q);
        run->launch(q).wait();
        const Validation v = run->validate(q);
        EXPECT_TRUE(v.passed) << kib << " KiB: " << v.firstMismatch;
    }
    expectHostTraceMatchesDevice("local.occupancy", {"local_kib=2", "size=64K", "wg=32"}, 2);
}

TEST(LocalOccupancy, TheModelSeesTheSameCoalescedStreamAtEverySize)
{
    // The local array's size changes nothing the per-request models see: 32 lanes read 128 consecutive bytes
    // (4 sectors) at each step, whatever the KiB; occupancy is outside the model and in the launch report.
    for (const std::string kib : {"0", "32"}) {
        const ModelSummary s = model("local.occupancy", {"local_kib=" + kib, "wg=64"});
        EXPECT_EQ(globalReadSegments(s), std::vector<uint32_t>(16, 4u));
    }
    const Lesson& lesson = lessonOrThrow("local.occupancy");
    expectErrorKind(ErrorKind::InvalidParameter, "local_kib",
                    [&] { makeParams(lesson.params(), {"local_kib=64"}); });
}
