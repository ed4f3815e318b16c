// SPDX-License-Identifier: GPL-3.0-or-later
// The probes on PoCL: each probe runs its real kernels, validates them and reports values with methods and
// curves in a fixed structure. Nothing here depends on the host CPU: the CPU's values (cache line, cache
// sizes, bandwidth) are not asserted, only that they are decided or explained, and that applying them puts
// exactly the decided values into a profile. The decisions themselves are tested on hand-made curves in
// test_probes_decide.cpp.
#include "pocl.h"
#include "probeoptions.h"

#include "core/errors.h"
#include "core/geometrystore.h"
#include "core/probes/probe.h"
#include "core/probes/probekit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

using namespace coalesce;

namespace {

void expectWellFormed(const ProbeResult& r)
{
    EXPECT_TRUE(r.error.empty()) << r.name << ": " << r.error;
    EXPECT_TRUE(r.skipped.empty()) << r.name << ": " << r.skipped;
    EXPECT_TRUE(r.validated) << r.name << ": " << r.validation;
    EXPECT_FALSE(r.values.empty()) << r.name;
    EXPECT_FALSE(r.curves.empty()) << r.name;
    for (const auto& c : r.curves) {
        EXPECT_GE(c.points.size(), 2u) << r.name << " " << c.name;
        for (const auto& p : c.points)
            EXPECT_GT(p.y, 0) << r.name << " " << c.name << " at " << p.x;
    }
    for (const auto& v : r.values) {
        EXPECT_FALSE(v.method.empty()) << v.key;
        if (v.decided) {
            if (v.key == "broadcast")
                EXPECT_TRUE(v.value == 0 || v.value == 1);
            else
                EXPECT_GT(v.value, 0) << v.key;
            EXPECT_GE(v.confidence, 0) << v.key;
            EXPECT_LE(v.confidence, 1) << v.key;
        } else {
            EXPECT_FALSE(v.reason.empty()) << v.key << " is undecided without a reason";
        }
    }
}

} // namespace

TEST(Probes, ListNamesEveryProbeOnce)
{
    std::set<std::string> names;
    for (const auto& p : probeList()) {
        EXPECT_FALSE(p.summary.empty());
        names.insert(p.name);
    }
    EXPECT_EQ(names.size(), probeList().size());
    EXPECT_GE(names.size(), 9u);
}

TEST(Probes, UnknownProbeIsRefusedBeforeAnyWork)
{
    try {
        runProbes(test::device(), {"local.banks", "nope"}, test::quickProbeOptions(), nullptr, nullptr);
        FAIL() << "expected an error";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_NE(std::string(e.what()).find("global.caches"), std::string::npos);
    }
}

TEST(Probes, OnChipProbesRunValidatedKernels)
{
    int progressCalls = 0;
    const auto results =
        runProbes(test::device(), {"local.banks", "local.group", "constant.addresses", "atomics.addresses"},
                  test::quickProbeOptions(), nullptr, [&](const Progress&) { ++progressCalls; });
    ASSERT_EQ(results.size(), 4u);
    EXPECT_GT(progressCalls, 10);
    for (const auto& r : results)
        expectWellFormed(r);
    // The strides and periods the curves were read from.
    EXPECT_EQ(results[0].curves[0].points.size(), 9u);
    EXPECT_EQ(results[0].values[0].key, "banks");
    // The conflict-free local bandwidth, measured on every device (the launch-time model's local part).
    const auto local = std::find_if(results[0].values.begin(), results[0].values.end(),
                                    [](const ProbeValue& v) { return v.key == "local_read_gbs"; });
    ASSERT_NE(local, results[0].values.end());
    EXPECT_TRUE(local->decided);
    EXPECT_GT(local->value, 0);
    // The same with groups of one SIMD group: a GPU's banks only (a CPU's local memory has none to time).
    const auto narrow = std::find_if(results[0].values.begin(), results[0].values.end(),
                                     [](const ProbeValue& v) { return v.key == "local_read_gbs_simd"; });
    const bool cpu = (test::device().device().getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) != 0;
    if (cpu) {
        EXPECT_EQ(narrow, results[0].values.end());
    } else {
        ASSERT_NE(narrow, results[0].values.end());
        EXPECT_GT(narrow->value, 0);
    }
    EXPECT_EQ(results[2].values.size(), 11u); // constant_addr_2 .. _32, constant_line_1 .. _32
    // Atomics: lanes on consecutive counters and on random ones, over the same counts, every counter of
    // every launch checked against the host's count (validated).
    const ProbeResult& atomics = results[3];
    EXPECT_TRUE(atomics.validated) << atomics.validation;
    ASSERT_EQ(atomics.curves.size(), 2u);
    EXPECT_EQ(atomics.curves[0].name, "distinct");
    EXPECT_EQ(atomics.curves[1].name, "random");
    EXPECT_EQ(atomics.curves[0].points.size(), atomics.curves[1].points.size());
    size_t regular = 0, random = 0;
    for (const auto& v : atomics.values) {
        regular += v.key.rfind("atomic_n_", 0) == 0;
        random += v.key.rfind("atomic_rand_n_", 0) == 0;
        if (v.key.rfind("atomic_", 0) == 0) {
            EXPECT_GT(v.value, 0) << v.key;
        }
    }
    EXPECT_EQ(regular, atomics.curves[0].points.size());
    EXPECT_EQ(random, atomics.curves[1].points.size());
}

TEST(Probes, ThePhaseProbeRunsValidatedOnEveryGroupSize)
{
    const auto results =
        runProbes(test::device(), {"local.phases"}, test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    const ProbeResult& r = results[0];
    ASSERT_TRUE(r.error.empty()) << r.error;
    EXPECT_TRUE(r.validated) << r.validation;
    // Three shapes: a tree level, a neighbour exchange and a scan's levels, each at 32, 64, ... up to the
    // device's limit (PoCL: 4096 -> 1024, the probe's largest), every work-item validated against the host.
    ASSERT_EQ(r.curves.size(), 3u);
    const uint64_t limit = std::min<uint64_t>(1024, test::device().maxWorkGroupSize());
    uint64_t sizes = 0;
    for (uint64_t wg = 32; wg <= limit; wg *= 2)
        ++sizes;
    for (const auto& curve : r.curves)
        EXPECT_EQ(curve.points.size(), sizes) << curve.name;
    size_t tree = 0, exchange = 0, scan = 0;
    for (const auto& v : r.values) {
        tree += v.key.rfind("phase_ns_", 0) == 0;
        exchange += v.key.rfind("exchange_ns_", 0) == 0;
        scan += v.key.rfind("scan_phase_ns_", 0) == 0;
        EXPECT_TRUE(v.decided);
        EXPECT_GT(v.value, 0);
    }
    EXPECT_EQ(tree + exchange + scan, r.values.size());
    EXPECT_GT(exchange, 0u);
    EXPECT_GT(scan, 0u);
}

TEST(Probes, TheRoundsProbeTimesArithmeticAndSaysWhyNotShuffles)
{
    // The arithmetic rate is measured (validated on every work-item); the shuffle rate where the device has
    // sub-group shuffles (PoCL 3.1 has none: undecided with the reason).
    const auto results =
        runProbes(test::device(), {"compute.rounds"}, test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    const ProbeResult& r = results[0];
    ASSERT_TRUE(r.error.empty()) << r.error;
    EXPECT_TRUE(r.validated) << r.validation;
    const ProbeValue* alu = nullptr;
    const ProbeValue* shuffle = nullptr;
    for (const auto& v : r.values) {
        if (v.key == "alu_round_ns")
            alu = &v;
        if (v.key == "shuffle_ns")
            shuffle = &v;
    }
    ASSERT_NE(alu, nullptr);
    EXPECT_TRUE(alu->decided);
    EXPECT_GT(alu->value, 0);
    EXPECT_EQ(alu->unit, "ns");
    ASSERT_NE(shuffle, nullptr);
    const std::string extensions = test::device().device().getInfo<CL_DEVICE_EXTENSIONS>();
    if (extensions.find("cl_khr_subgroup_shuffle") != std::string::npos ||
        extensions.find("cl_intel_subgroups") != std::string::npos) {
        // A device with shuffles: measured, or undecided only with a reason (sub-groups it cannot use).
        EXPECT_TRUE(shuffle->decided ? shuffle->value > 0 : !shuffle->reason.empty());
    } else {
        EXPECT_FALSE(shuffle->decided);
        EXPECT_NE(shuffle->reason.find("no sub-group shuffle"), std::string::npos) << shuffle->reason;
    }
}

TEST(Probes, GlobalProbesRunValidatedKernels)
{
    const auto results = runProbes(
        test::device(),
        {"global.granules", "global.caches", "global.bandwidth", "global.requests", "global.channels"},
        test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 5u);
    for (const auto& r : results)
        expectWellFormed(r);
    // l1, l2, dram footprints and, PoCL being a CPU, the pair chase that decides its line.
    ASSERT_EQ(results[0].curves.size(), 4u);
    EXPECT_EQ(results[0].curves[3].name, "pair chase");
    // PoCL is a CPU: the pointer chase decides (one point per footprint, 4 KiB .. the 1 MiB buffer limit less
    // the 64 KiB the chain skips, in steps of 2^(1/4): 4 KiB x 2^(31/4) = 861 KiB), the per-group bandwidth
    // curve is shown.
    ASSERT_EQ(results[1].curves.size(), 2u);
    EXPECT_EQ(results[1].curves[0].name, "chase");
    ASSERT_EQ(results[1].curves[0].points.size(), 32u);
    EXPECT_EQ(results[1].curves[0].points.front().x, 4096);
    // Footprints are whole lines of the size the device reports (64 B where it reports none or an odd one).
    uint64_t line = test::device().device().getInfo<CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE>();
    if (line < 4 || (line & (line - 1)) != 0)
        line = 64;
    EXPECT_EQ(results[1].curves[0].points.back().x,
              std::round(4096 * std::pow(2.0, 31 / 4.0) / double(line)) * double(line));
    EXPECT_EQ(results[1].curves[1].name, "footprint");
    ASSERT_EQ(results[1].values.size(), 3u);
    EXPECT_EQ(results[1].values[2].key, "l3_bytes");
    for (const auto& c : results[0].curves)
        EXPECT_EQ(c.points.size(), c.name == "pair chase" ? 7u : 8u)
            << c.name; // 4 .. 256 B, strides 4 .. 512 B
    // The write and copy streams keep the faster of their two kernels, and say which.
    for (const auto& v : results[2].values) {
        if (v.key == "dram_read_gbs" || v.key == "dram_write_gbs" || v.key == "dram_copy_gbs") {
            EXPECT_NE(v.method.find("the faster of two streams"), std::string::npos) << v.method;
        }
    }
    // The add stream (two reads, one write, validated like the others) is measured and named.
    bool add = false;
    for (const auto& v : results[2].values)
        if (v.key == "dram_add_gbs") {
            add = v.decided && v.value > 0 && v.method.find("a[i] + b[i]") != std::string::npos;
        }
    EXPECT_TRUE(add);
    // The one-word-per-work-item stream (a ratio to the best copy, at most 1) and the launch floor, for the
    // launch-time model.
    std::map<std::string, double> figures;
    for (const auto& v : results[2].values)
        if (v.decided)
            figures[v.key] = v.value;
    ASSERT_TRUE(figures.count("oneshot_4"));
    EXPECT_GT(figures["oneshot_4"], 0);
    EXPECT_LE(figures["oneshot_4"], 1);
    // The same through a local tile by work-group size, from 64 up to what the device and kernel allow (PoCL:
    // 1024): each a ratio in (0, 1].
    for (const char* key : {"oneshot_tile_64", "oneshot_tile_128", "oneshot_tile_256"}) {
        ASSERT_TRUE(figures.count(key)) << key;
        EXPECT_GT(figures[key], 0) << key;
        EXPECT_LE(figures[key], 1) << key;
    }
    ASSERT_TRUE(figures.count("launch_floor_ns"));
    EXPECT_GT(figures["launch_floor_ns"], 0);
    // Work-groups started per ns: thousands of groups of 32 take longer than the floor's one group.
    ASSERT_TRUE(figures.count("group_rate_gps"));
    EXPECT_GT(figures["group_rate_gps"], 0);
    // One store per line of the write stream's buffer (validated), its time over the write stream's: decided
    // above 0, or undecided with its reason where so short a launch took no measurable time.
    const auto partial = std::find_if(results[2].values.begin(), results[2].values.end(),
                                      [](const ProbeValue& v) { return v.key == "partial_line_ratio"; });
    ASSERT_NE(partial, results[2].values.end());
    if (partial->decided)
        EXPECT_GT(partial->value, 0);
    else
        EXPECT_FALSE(partial->reason.empty());
    // Random 4 B reads within the L2-sized footprint and over the input (validated against the host's hash).
    EXPECT_GT(figures["l2_gather_gbs"], 0);
    EXPECT_GT(figures["dram_gather_gbs"], 0);
    EXPECT_EQ(results[2].curves.front().points.size(), 5u); // read, write, copy, L2 read, add
    // The channel sweep's worst pitch, a ratio of at most 1, for the model's channel floor.
    bool worst = false;
    for (const auto& v : results[4].values)
        if (v.key == "channel_worst_ratio") {
            worst = v.decided && v.value > 0 && v.value <= 1;
        }
    EXPECT_TRUE(worst);
    // The request rates of cache hits: five validated kernels (L1: a line, a uniform word, four lines; L2: a
    // line, four lines), the one-line rates kept as figures.
    const ProbeResult& requests = results[3];
    EXPECT_TRUE(requests.validated) << requests.validation;
    const auto hits = std::find_if(requests.curves.begin(), requests.curves.end(),
                                   [](const ProbeCurve& c) { return c.name == "cache hits"; });
    ASSERT_NE(hits, requests.curves.end());
    ASSERT_EQ(hits->points.size(), 5u);
    std::map<std::string, double> rates;
    for (const auto& v : requests.values)
        if (v.decided)
            rates[v.key] = v.value;
    ASSERT_TRUE(rates.count("request_l1_gps"));
    ASSERT_TRUE(rates.count("request_l2_gps"));
    EXPECT_EQ(rates["request_l1_gps"], hits->points[0].y);
    EXPECT_EQ(rates["request_l2_gps"], hits->points[3].y);
    for (const auto& p : hits->points)
        EXPECT_GT(p.y, 0) << p.x;
}

TEST(Probes, ChaseOrderVisitsEveryLineOnceBlockByBlock)
{
    const std::vector<uint32_t> order = chaseOrder(1000, 64, 7);
    ASSERT_EQ(order.size(), 1000u);
    std::vector<uint32_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (uint32_t i = 0; i < 1000; ++i)
        ASSERT_EQ(sorted[i], i);
    // Each block's lines are visited together: the block changes 16 times in all (1000 lines, 16 blocks).
    int changes = 1;
    for (size_t i = 1; i < order.size(); ++i)
        changes += order[i] / 64 != order[i - 1] / 64;
    EXPECT_EQ(changes, 16);
    EXPECT_EQ(chaseOrder(1000, 64, 7), order); // seeded
    EXPECT_NE(chaseOrder(1000, 64, 8), order);
    EXPECT_NE(order[0] + 1, order[1]); // shuffled (for this seed)
}

TEST(Probes, ChaseKernelEndsWhereTheHostWalkEnds)
{
    // The kernel follows next[] from `start`; the host walks the same chain. Lines of 16 words, 1000 lines.
    ProbeKit kit(test::device(), test::quickProbeOptions(), nullptr, nullptr);
    const uint32_t lines = 1000, lineWords = 16;
    const std::vector<uint32_t> order = chaseOrder(lines, 64, 11);
    std::vector<uint32_t> next(size_t(lines) * lineWords, 0xffffffffu);
    for (uint32_t i = 0; i < lines; ++i)
        next[size_t(order[i]) * lineWords] = order[(i + 1) % lines] * lineWords;
    cl::Buffer chain = kit.buffer(next.size() * 4);
    kit.write(chain, next, next.size());
    cl::Buffer out = kit.buffer(4);
    cl::Kernel k = kit.kernel("probe_global.cl", "probe_chase");
    for (const uint32_t steps : {1u, 999u, 1000u, 12345u}) {
        uint32_t at = order[0] * lineWords;
        for (uint32_t s = 0; s < steps; ++s)
            at = next[at];
        k.setArg(0, chain);
        k.setArg(1, out);
        k.setArg(2, cl_uint(order[0] * lineWords));
        k.setArg(3, cl_uint(steps));
        kit.enqueue(k, 1, 1).wait();
        EXPECT_EQ(kit.read(out, 1)[0], at) << steps << " steps";
        EXPECT_EQ(at, order[steps % lines] * lineWords) << "the probe's shortcut for the host walk";
    }
}

TEST(Probes, CancelStopsBetweenPoints)
{
    CancelToken cancel;
    cancel.cancel();
    try {
        runProbes(test::device(), {"local.banks"}, test::quickProbeOptions(), &cancel, nullptr);
        FAIL() << "expected cancellation";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Cancelled);
    }
}

TEST(Probes, DecidedValuesEnterTheProfileAsMeasured)
{
    ProbeResult r;
    r.name = "test";
    r.validated = true;
    r.values.push_back({"banks", 16, "banks", true, "stride sweep", 0.9, ""});
    r.values.push_back({"line", 64, "B", false, "stride sweep", 0, "flat curve"});
    r.values.push_back({"l2_bytes", 4e6, "B", true, "footprint knee", 0.7, ""});
    r.values.push_back({"simd", 5000, "lanes", true, "out of range", 0.5, ""});
    GeometryProfile p = test::gpuProfile();
    const GeometryValue lineBefore = p.line;
    const auto set = applyProbeResults({r}, p);
    EXPECT_EQ(set, (std::vector<std::string>{"banks", "l2_bytes"}));
    EXPECT_EQ(p.banks.value, 16);
    EXPECT_EQ(p.banks.source, ValueSource::Measured);
    EXPECT_NE(p.banks.note.find("stride sweep"), std::string::npos);
    EXPECT_EQ(p.line.value, lineBefore.value); // undecided: the table value stays
    EXPECT_EQ(p.line.source, lineBefore.source);
    EXPECT_EQ(p.simd.value, 32); // outside simd's range: refused
    ASSERT_EQ(p.figures.count("l2_bytes"), 1u);
    EXPECT_EQ(p.figures["l2_bytes"].value, 4e6);
    EXPECT_EQ(p.figure("l2_bytes", 0), 4e6);
    EXPECT_EQ(p.figure("l1_bytes", 7), 7);
}

TEST(Probes, ValidationFailureUndecidesEveryValue)
{
    // A probe whose kernel failed validation reports nothing as measured (runProbes' rule, seen through JSON).
    ProbeResult r;
    r.name = "x";
    r.validated = false;
    r.validation = "out[3] wrong";
    r.values.push_back({"banks", 16, "banks", false, "m", 0, "validation failed: out[3] wrong"});
    const Json j = probeResultToJson(r);
    EXPECT_FALSE(j["validated"].get<bool>());
    EXPECT_EQ(j["values"][0]["reason"], "validation failed: out[3] wrong");
    EXPECT_FALSE(j["values"][0].contains("value"));
}

TEST(Probes, MeasuredStoreRoundTripsAndIsReadWhenTheDeviceOpens)
{
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("coalesce-measured-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    ::setenv("COALESCE_MEASURED_DIR", dir.c_str(), 1);
    GeometryProfile p = test::device().profile();
    p.segment.value = 96;
    p.segment.source = ValueSource::Measured;
    p.segment.note = "stride sweep knee";
    p.figures["dram_read_gbs"] = MeasuredFigure{12.5, "GB/s", "stream", 0.9};
    const std::string path = saveMeasured(test::device().entry(), p);
    EXPECT_EQ(path.rfind(dir.string(), 0), 0u);
    auto fresh = test::openPocl();
    EXPECT_EQ(fresh->profile().segment.value, 96);
    EXPECT_EQ(fresh->profile().segment.source, ValueSource::Measured);
    EXPECT_EQ(fresh->profile().figure("dram_read_gbs", 0), 12.5);
    // The profile's JSON carries the figures and reads them back.
    const GeometryProfile back = profileFromJson(profileToJson(fresh->profile()));
    EXPECT_EQ(back.figure("dram_read_gbs", 0), 12.5);
    EXPECT_EQ(back.figures.at("dram_read_gbs").method, "stream");
    // A broken file is ignored: the table values stay.
    {
        std::FILE* f = std::fopen(path.c_str(), "w");
        std::fputs("{not json", f);
        std::fclose(f);
    }
    auto again = test::openPocl();
    EXPECT_NE(again->profile().segment.source, ValueSource::Measured);
    ::setenv("COALESCE_MEASURED_DIR", "", 1);
    EXPECT_FALSE(loadMeasured(test::device().entry(), p));
    std::filesystem::remove_all(dir);
}

TEST(Probes, TheImageProbeTimesTexelsAndSamplesValidated)
{
    // PoCL has images: both rates measured, every work-item's sum checked against the host's (exact: small
    // integers and weights of 0.5). A device without images skips the probe and says why.
    const auto results =
        runProbes(test::device(), {"image.texels"}, test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    const ProbeResult& r = results[0];
    ASSERT_TRUE(r.error.empty()) << r.error;
    if (test::device().device().getInfo<CL_DEVICE_IMAGE_SUPPORT>() != CL_TRUE) {
        EXPECT_NE(r.skipped.find("image support"), std::string::npos) << r.skipped;
        return;
    }
    EXPECT_TRUE(r.skipped.empty()) << r.skipped;
    EXPECT_TRUE(r.validated) << r.validation;
    std::set<std::string> keys;
    for (const auto& v : r.values) {
        EXPECT_TRUE(v.decided) << v.key;
        EXPECT_GT(v.value, 0) << v.key;
        keys.insert(v.key);
    }
    EXPECT_EQ(keys, (std::set<std::string>{"texel_gps", "filtered_gps"}));
    ASSERT_EQ(r.curves.size(), 1u);
    EXPECT_EQ(r.curves[0].points.size(), 2u);
}

TEST(Probes, ResidencyAtomicsOnceAndSpillMissesRunValidatedKernels)
{
    // PoCL runs one work-group per thread: each first wave is the groups its threads start at once, a whole
    // number of groups spread over the compute units. One-shot atomics: every bin's count checked, a rate for
    // 2 .. 256 bins. The spill probe's kernels run and are checked on a CPU too, but a CPU has no spill memory:
    // its figure is undecided with the reason.
    const auto results = runProbes(test::device(), {"compute.residency", "atomics.once", "private.misses"},
                                   test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 3u);
    for (const auto& r : results) {
        ASSERT_TRUE(r.error.empty()) << r.name << ": " << r.error;
        EXPECT_TRUE(r.validated) << r.name << ": " << r.validation;
    }
    const uint64_t units = test::device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    ASSERT_EQ(results[0].values.size(), 3u);
    std::map<std::string, ProbeValue> resident;
    for (const auto& v : results[0].values) {
        ASSERT_TRUE(v.decided) << v.key << ": " << v.reason;
        resident[v.key] = v;
    }
    // Groups of 256, 32 and 64 (the last holding 16 KiB each): whole groups, 1 to 4 per unit (4 launched).
    const double per[3] = {resident.at("resident_items").value / 256.0, resident.at("resident_groups").value,
                           resident.at("resident_local_bytes").value / 16384.0};
    for (double groups : per) {
        const double total = groups * double(units);
        EXPECT_NEAR(total, std::round(total), 1e-9);
        EXPECT_GE(total, 1.0);
        EXPECT_LE(groups, 4.0);
    }
    ASSERT_EQ(results[1].values.size(), 8u);
    EXPECT_EQ(results[1].values.front().key, "atomic_once_2");
    EXPECT_EQ(results[1].values.back().key, "atomic_once_256");
    for (const auto& v : results[1].values) {
        EXPECT_TRUE(v.decided) << v.key;
        EXPECT_GT(v.value, 0) << v.key;
    }
    ASSERT_EQ(results[2].values.size(), 1u);
    const ProbeValue& miss = results[2].values[0];
    EXPECT_EQ(miss.key, "spill_miss_ns");
    if (test::device().isCpu()) {
        EXPECT_FALSE(miss.decided);
        EXPECT_NE(miss.reason.find("no spill memory"), std::string::npos) << miss.reason;
    }
}

TEST(Probes, AfterCopyRunsValidatedKernels)
{
    // Both fills' kernels checked against their cycle's data; the figure decided (0 where the middle halves of
    // the two modes' cycles overlap, as on a CPU where both are host memory; on a GPU whatever it measured).
    const auto results =
        runProbes(test::device(), {"transfer.copy"}, test::quickProbeOptions(), nullptr, nullptr);
    ASSERT_EQ(results.size(), 1u);
    ASSERT_TRUE(results[0].error.empty()) << results[0].error;
    EXPECT_TRUE(results[0].validated) << results[0].validation;
    ASSERT_EQ(results[0].values.size(), 1u);
    EXPECT_EQ(results[0].values[0].key, "after_copy_ns");
    EXPECT_TRUE(results[0].values[0].decided);
    EXPECT_GE(results[0].values[0].value, 0);
    ASSERT_EQ(results[0].curves.size(), 1u);
    ASSERT_EQ(results[0].curves[0].points.size(), 2u);
    for (const auto& p : results[0].curves[0].points)
        EXPECT_GT(p.y, 0);
}
