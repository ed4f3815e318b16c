// SPDX-License-Identifier: GPL-3.0-or-later
// Geometry profiles: queried values over the vendor table over defaults, overrides and JSON round trips.
#include "core/errors.h"
#include "core/geometry.h"

#include <gtest/gtest.h>

#include <set>

using namespace coalesce;

namespace {

DeviceTraits h100()
{
    DeviceTraits t;
    t.vendor = "NVIDIA Corporation";
    t.name = "NVIDIA H100 80GB HBM3";
    t.type = "gpu";
    t.platform = "NVIDIA CUDA";
    t.queried = {{"warp_size_nv", 32},
                 {"compute_capability_major_nv", 9},
                 {"compute_capability_minor_nv", 0},
                 {"global_mem_cacheline_size", 128},
                 {"local_mem_type", 1},
                 {"local_mem_size", 49152}};
    return t;
}

DeviceTraits gpu(const std::string& vendor, const std::string& name)
{
    DeviceTraits t;
    t.vendor = vendor;
    t.name = name;
    t.type = "gpu";
    return t;
}

void expectValue(const GeometryValue& v, int64_t value, ValueSource source)
{
    EXPECT_EQ(v.value, value);
    EXPECT_EQ(v.source, source) << valueSourceName(v.source) << " / " << v.note;
    EXPECT_FALSE(v.note.empty());
}

std::string overrideError(const std::string& spec)
{
    GeometryProfile p = defaultProfile();
    GeometryProfile before = p;
    try {
        applyOverrides(p, spec);
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
        EXPECT_EQ(profileToJson(p), profileToJson(before)) << "a failed override must change nothing";
        return e.what();
    }
    ADD_FAILURE() << "no exception for \"" << spec << "\"";
    return {};
}

} // namespace

TEST(Geometry, SourceNames)
{
    EXPECT_STREQ(valueSourceName(ValueSource::Queried), "queried");
    EXPECT_STREQ(valueSourceName(ValueSource::VendorTable), "vendor table");
    EXPECT_STREQ(valueSourceName(ValueSource::UserOverride), "user override");
    EXPECT_STREQ(valueSourceName(ValueSource::Measured), "measured");
    EXPECT_STREQ(valueSourceName(ValueSource::Default), "default");
}

TEST(Geometry, DefaultProfileIsNvidiaLike)
{
    GeometryProfile p = defaultProfile();
    expectValue(p.simd, 32, ValueSource::Default);
    expectValue(p.banks, 32, ValueSource::Default);
    expectValue(p.bankWidth, 4, ValueSource::Default);
    expectValue(p.segment, 32, ValueSource::Default);
    expectValue(p.line, 128, ValueSource::Default);
    EXPECT_EQ(p.localPhysical.value, 1);
    EXPECT_EQ(p.peakBandwidth.value, 0);
}

TEST(Geometry, NvidiaH100QueriedThenVendorTable)
{
    GeometryProfile p = profileFromTraits(h100());
    EXPECT_EQ(p.family, "NVIDIA Hopper (sm_90)");
    expectValue(p.simd, 32, ValueSource::Queried);
    EXPECT_EQ(p.simd.note, "CL_DEVICE_WARP_SIZE_NV");
    expectValue(p.banks, 32, ValueSource::VendorTable);
    EXPECT_NE(p.banks.note.find("CUDA"), std::string::npos);
    expectValue(p.bankWidth, 4, ValueSource::VendorTable);
    expectValue(p.conflictGroup, 32, ValueSource::VendorTable);
    expectValue(p.broadcast, 1, ValueSource::VendorTable);
    expectValue(p.segment, 32, ValueSource::VendorTable);
    expectValue(p.line, 128, ValueSource::Queried);
    expectValue(p.localPhysical, 1, ValueSource::Queried);
    expectValue(p.channels, 10, ValueSource::VendorTable);
    expectValue(p.peakBandwidth, 3352000, ValueSource::VendorTable);
    expectValue(p.interleave, 256, ValueSource::Default); // NVIDIA does not publish its address hash
}

TEST(Geometry, NvidiaByNameWithoutExtension)
{
    GeometryProfile p = profileFromTraits(gpu("NVIDIA Corporation", "NVIDIA A100-SXM4-80GB"));
    EXPECT_EQ(p.family, "NVIDIA Ampere");
    expectValue(p.simd, 32, ValueSource::VendorTable);
    expectValue(p.peakBandwidth, 2039000, ValueSource::VendorTable);
    EXPECT_EQ(profileFromTraits(gpu("NVIDIA Corporation", "NVIDIA A100-SXM4-40GB")).peakBandwidth.value,
              1555000);
    EXPECT_EQ(profileFromTraits(gpu("NVIDIA Corporation", "NVIDIA H100 PCIe")).peakBandwidth.value, 2039000);
    EXPECT_EQ(profileFromTraits(gpu("NVIDIA Corporation", "NVIDIA GeForce RTX 3080 Ti")).peakBandwidth.value,
              912000);
    EXPECT_EQ(profileFromTraits(gpu("NVIDIA Corporation", "NVIDIA GeForce RTX 4090")).peakBandwidth.value,
              1008000);
    expectValue(profileFromTraits(gpu("NVIDIA Corporation", "Some Future GPU")).peakBandwidth, 0,
                ValueSource::Default);
}

TEST(Geometry, AmdGcnQueriedChannelsAndHalfWavefrontConflicts)
{
    DeviceTraits t = gpu("Advanced Micro Devices, Inc.", "Tahiti");
    t.queried = {{"wavefront_width_amd", 64},
                 {"local_mem_banks_amd", 32},
                 {"global_mem_channels_amd", 12},
                 {"global_mem_channel_bank_width_amd", 256},
                 {"global_mem_cacheline_size", 64}};
    GeometryProfile p = profileFromTraits(t);
    EXPECT_EQ(p.family, "AMD GCN");
    expectValue(p.simd, 64, ValueSource::Queried);
    EXPECT_EQ(p.simd.note, "CL_DEVICE_WAVEFRONT_WIDTH_AMD");
    expectValue(p.banks, 32, ValueSource::Queried);
    expectValue(p.conflictGroup, 32, ValueSource::VendorTable);
    expectValue(p.channels, 12, ValueSource::Queried);
    expectValue(p.interleave, 256, ValueSource::Queried);
    expectValue(p.line, 64, ValueSource::Queried);
    expectValue(p.segment, 64, ValueSource::VendorTable);
    expectValue(p.localPhysical, 1, ValueSource::VendorTable);
}

TEST(Geometry, AmdGcnFromTableAlone)
{
    GeometryProfile p = profileFromTraits(gpu("Advanced Micro Devices, Inc.", "Pitcairn"));
    expectValue(p.simd, 64, ValueSource::VendorTable);
    expectValue(p.channels, 8, ValueSource::VendorTable);
    expectValue(p.interleave, 256, ValueSource::VendorTable);
    EXPECT_NE(p.interleave.note.find("APP SDK"), std::string::npos);
}

TEST(Geometry, AmdHd5870FromSeed001)
{
    // Seed 001: HD 5870, 64-wide wavefront, quarter-wavefront (16) groups, 32 banks x 4 B, 8 channels x 256 B.
    GeometryProfile p = profileFromTraits(gpu("Advanced Micro Devices, Inc.", "Cypress"));
    EXPECT_EQ(p.family, "AMD TeraScale (VLIW)");
    expectValue(p.simd, 64, ValueSource::VendorTable);
    expectValue(p.conflictGroup, 16, ValueSource::VendorTable);
    expectValue(p.banks, 32, ValueSource::VendorTable);
    expectValue(p.channels, 8, ValueSource::VendorTable);
    expectValue(p.interleave, 256, ValueSource::VendorTable);
    expectValue(p.peakBandwidth, 153600, ValueSource::VendorTable);
}

TEST(Geometry, AmdRdnaIsWave32)
{
    DeviceTraits t = gpu("Advanced Micro Devices, Inc.", "gfx1030");
    t.queried = {{"gfxip_major_amd", 10}};
    GeometryProfile p = profileFromTraits(t);
    EXPECT_EQ(p.family, "AMD RDNA");
    expectValue(p.simd, 32, ValueSource::VendorTable);
    expectValue(p.conflictGroup, 32, ValueSource::VendorTable);
}

TEST(Geometry, IntelMaliAdreno)
{
    GeometryProfile intel = profileFromTraits(gpu("Intel(R) Corporation", "Intel(R) UHD Graphics 630"));
    EXPECT_EQ(intel.family, "Intel Gen");
    expectValue(intel.banks, 16, ValueSource::VendorTable);
    expectValue(intel.bankWidth, 4, ValueSource::VendorTable);
    expectValue(intel.line, 64, ValueSource::VendorTable);

    DeviceTraits mali = gpu("ARM", "Mali-G78");
    mali.queried = {{"local_mem_type", 2}};
    GeometryProfile m = profileFromTraits(mali);
    expectValue(m.localPhysical, 0, ValueSource::Queried);
    expectValue(m.simd, 16, ValueSource::VendorTable);
    expectValue(m.line, 64, ValueSource::VendorTable);
    expectValue(profileFromTraits(gpu("ARM", "Mali-G71")).simd, 4, ValueSource::VendorTable);
    expectValue(profileFromTraits(gpu("ARM", "Mali-G610")).localPhysical, 0, ValueSource::VendorTable);

    GeometryProfile a = profileFromTraits(gpu("QUALCOMM", "QUALCOMM Adreno(TM) 740"));
    EXPECT_EQ(a.family, "Qualcomm Adreno");
    expectValue(a.simd, 64, ValueSource::VendorTable);
    EXPECT_EQ(a.banks.source, ValueSource::Default); // no public bank organisation
}

TEST(Geometry, CpuUsesNativeVectorWidth)
{
    DeviceTraits t;
    t.vendor = "AuthenticAMD"; // PoCL reports the CPU maker: must not be taken for an AMD GPU
    t.name = "pthread-haswell-AMD EPYC";
    t.type = "cpu";
    GeometryProfile p = profileFromTraits(t);
    EXPECT_EQ(p.family, "CPU");
    expectValue(p.simd, 8, ValueSource::VendorTable);
    expectValue(p.localPhysical, 0, ValueSource::VendorTable);
    expectValue(p.line, 64, ValueSource::VendorTable);
    t.queried = {{"native_vector_width_float", 16}, {"local_mem_type", 1}};
    p = profileFromTraits(t);
    expectValue(p.simd, 16, ValueSource::Queried);
    expectValue(p.localPhysical, 0, ValueSource::VendorTable); // a CPU "local" is still cached DRAM
}

TEST(Geometry, UnknownVendorGetsDefaults)
{
    GeometryProfile p = profileFromTraits(gpu("Imaginary Silicon", "IS-1"));
    EXPECT_EQ(p.family, "Unknown GPU (Imaginary Silicon)");
    for (const auto& key : geometryKeys())
        EXPECT_EQ(geometryField(p, key).source, ValueSource::Default) << key;
    EXPECT_EQ(p.simd.value, 32);
}

TEST(Geometry, FieldsByKey)
{
    GeometryProfile p = defaultProfile();
    EXPECT_EQ(geometryKeys().size(), 11u);
    geometryField(p, "bank_width").value = 8;
    EXPECT_EQ(p.bankWidth.value, 8);
    EXPECT_EQ(&geometryField(p, "local_physical"), &p.localPhysical);
    EXPECT_EQ(&geometryField(p, "peak_bandwidth"), &p.peakBandwidth);
    EXPECT_THROW(geometryField(p, "bankwidth"), Error);
}

TEST(GeometryOverrides, GoodSpecSetsValuesAndSource)
{
    GeometryProfile p = profileFromTraits(h100());
    applyOverrides(p, "banks=16, bank_width=8,simd = 64,broadcast=0,peak_bandwidth=3000000");
    expectValue(p.banks, 16, ValueSource::UserOverride);
    expectValue(p.bankWidth, 8, ValueSource::UserOverride);
    expectValue(p.simd, 64, ValueSource::UserOverride);
    expectValue(p.broadcast, 0, ValueSource::UserOverride);
    expectValue(p.peakBandwidth, 3000000, ValueSource::UserOverride);
    EXPECT_EQ(p.banks.note, "user override");
    expectValue(p.segment, 32, ValueSource::VendorTable); // untouched
    applyOverrides(p, "");                                // no-op
    EXPECT_EQ(p.banks.value, 16);
}

TEST(GeometryOverrides, BadSpecsNameKeyValueAndWhatIsAllowed)
{
    std::string m = overrideError("bankz=4");
    EXPECT_NE(m.find("unknown profile key \"bankz\""), std::string::npos) << m;
    EXPECT_NE(m.find("simd, banks, bank_width"), std::string::npos) << m;

    m = overrideError("simd=0");
    EXPECT_NE(m.find("simd must be a whole number from 1 to 1024"), std::string::npos) << m;
    m = overrideError("simd=-4");
    EXPECT_NE(m.find("from 1 to 1024"), std::string::npos) << m;
    m = overrideError("banks=abc");
    EXPECT_NE(m.find("\"abc\""), std::string::npos) << m;
    EXPECT_NE(m.find("not a whole number"), std::string::npos) << m;
    m = overrideError("banks=3.5");
    EXPECT_NE(m.find("not a whole number"), std::string::npos) << m;
    // Past what the models hold: refused with the range (the CLI checks this before opening a device).
    m = overrideError("banks=2048");
    EXPECT_NE(m.find("banks must be a whole number from 1 to 1024"), std::string::npos) << m;
    m = overrideError("simd=1025");
    EXPECT_NE(m.find("simd must be a whole number from 1 to 1024"), std::string::npos) << m;
    m = overrideError("channels=4097");
    EXPECT_NE(m.find("channels must be a whole number from 1 to 4096"), std::string::npos) << m;
    m = overrideError("line=2147483648");
    EXPECT_NE(m.find("line must be a whole number from 1 to 1073741824"), std::string::npos) << m;
    m = overrideError("peak_bandwidth=0");
    EXPECT_NE(m.find("peak_bandwidth must be a whole number from 1"), std::string::npos) << m;
    m = overrideError("broadcast=2");
    EXPECT_NE(m.find("broadcast must be 0 or 1"), std::string::npos) << m;
    m = overrideError("simd=99999999999999999999999");
    EXPECT_NE(m.find("simd"), std::string::npos) << m;
    m = overrideError("banks");
    EXPECT_NE(m.find("is not key=value"), std::string::npos) << m;
    m = overrideError("banks=16,,simd=8");
    EXPECT_NE(m.find("empty entry"), std::string::npos) << m;
    m = overrideError("banks=16,simd=");
    EXPECT_NE(m.find("for simd"), std::string::npos) << m;
}

TEST(GeometryOverrides, AnyBankCountAndSizeTheArithmeticSupports)
{
    // Seed 004: an odd bank count makes stride 2 conflict-free, so odd counts are allowed; so are segments,
    // lines and interleaves that are not powers of two.
    GeometryProfile p = defaultProfile();
    applyOverrides(p, "banks=31,bank_width=12,segment=96,line=96,interleave=768,channels=12,banks=1");
    EXPECT_EQ(p.banks.value, 1); // the last of a repeated key wins
    applyOverrides(p, "banks=31");
    expectValue(p.banks, 31, ValueSource::UserOverride);
    expectValue(p.segment, 96, ValueSource::UserOverride);
    applyOverrides(p, "banks=1024,simd=1024,channels=4096,line=1073741824,broadcast=0,local_physical=0");
    EXPECT_EQ(p.banks.value, 1024);
    EXPECT_EQ(p.channels.value, 4096);
}

TEST(GeometryOverrides, DerivedValuesFollowTheirSource)
{
    // PoCL on an AVX-512 CPU: 16 lanes, so the conflict group is 16. The user asks for a 32-lane GPU model.
    DeviceTraits t;
    t.vendor = "AuthenticAMD";
    t.type = "cpu";
    t.queried = {{"native_vector_width_float", 16}, {"global_mem_cacheline_size", 0}};
    GeometryProfile p = profileFromTraits(t);
    expectValue(p.conflictGroup, 16, ValueSource::VendorTable);
    EXPECT_EQ(p.conflictGroup.derivedFrom, "simd");
    EXPECT_EQ(p.segment.derivedFrom, "line");
    applyOverrides(p, "simd=32,banks=32,bank_width=4,segment=32");
    expectValue(p.conflictGroup, 32, ValueSource::UserOverride);
    EXPECT_EQ(p.conflictGroup.note.rfind("follows simd (user override 32): was 16 with simd 16", 0), 0u)
        << p.conflictGroup.note;
    expectValue(p.segment, 32, ValueSource::UserOverride); // overridden itself: does not follow the line
    EXPECT_EQ(p.segment.note, "user override");
    EXPECT_TRUE(p.segment.derivedFrom.empty());
    applyOverrides(p, "simd=8"); // still derived: follows again
    EXPECT_EQ(p.conflictGroup.value, 8);
    applyOverrides(p, "line=128"); // the segment was overridden, so it stays
    EXPECT_EQ(p.segment.value, 32);

    // An override of the derived value itself wins, in the same spec or before.
    p = profileFromTraits(t);
    applyOverrides(p, "simd=32,conflict_group=4");
    EXPECT_EQ(p.conflictGroup.value, 4);
    EXPECT_EQ(p.conflictGroup.note, "user override");
    applyOverrides(p, "simd=64");
    EXPECT_EQ(p.conflictGroup.value, 4);

    // A fraction of the SIMD group stays that fraction: GCN checks conflicts per half-wavefront.
    GeometryProfile gcn = profileFromTraits(gpu("Advanced Micro Devices, Inc.", "Tahiti"));
    ASSERT_EQ(gcn.simd.value, 64);
    ASSERT_EQ(gcn.conflictGroup.value, 32);
    applyOverrides(gcn, "simd=32");
    EXPECT_EQ(gcn.conflictGroup.value, 16);
    EXPECT_EQ(gcn.line.value, 64);
    applyOverrides(gcn, "line=128"); // GCN's segment is its 64 B line: it follows
    EXPECT_EQ(gcn.segment.value, 128);

    // The rule survives a result file.
    const GeometryProfile back = profileFromJson(Json::parse(profileToJson(profileFromTraits(t)).dump()));
    EXPECT_EQ(back.conflictGroup.derivedFrom, "simd");
}

TEST(GeometryJson, RoundTrip)
{
    GeometryProfile p = profileFromTraits(h100());
    applyOverrides(p, "channels=12");
    Json j = profileToJson(p);
    EXPECT_EQ(j["family"], "NVIDIA Hopper (sm_90)");
    EXPECT_EQ(j["simd"]["source"], "queried");
    EXPECT_EQ(j["banks"]["source"], "vendor table");
    EXPECT_EQ(j["channels"]["source"], "user override");
    EXPECT_EQ(j["bank_width"]["value"], 4);
    GeometryProfile q = profileFromJson(Json::parse(j.dump()));
    EXPECT_EQ(q.family, p.family);
    for (const auto& key : geometryKeys()) {
        EXPECT_EQ(geometryField(q, key).value, geometryField(p, key).value) << key;
        EXPECT_EQ(geometryField(q, key).source, geometryField(p, key).source) << key;
        EXPECT_EQ(geometryField(q, key).note, geometryField(p, key).note) << key;
    }
    EXPECT_EQ(profileToJson(q), j);
}

TEST(GeometryJson, MalformedIsIoError)
{
    Json good = profileToJson(defaultProfile());
    auto expectIo = [](const Json& j, const std::string& fragment) {
        try {
            profileFromJson(j);
            ADD_FAILURE() << "no exception for " << j.dump();
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::Io);
            EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
        }
    };
    expectIo(Json::array(), "not a JSON object");
    Json missing = good;
    missing.erase("banks");
    expectIo(missing, "lacks \"banks\"");
    Json badValue = good;
    badValue["simd"]["value"] = "thirty-two";
    expectIo(badValue, "\"simd\" needs an integer");
    Json badSource = good;
    badSource["line"]["source"] = "guessed";
    expectIo(badSource, "unknown source \"guessed\"");
}

// A stored measurement or a result file with impossible figures (0 GB/s, a floor of 1e300 ns, a 3 B L2) would
// make every prediction absurd; each such figure is left out, the plausible ones stay.
TEST(GeometryJson, ImpossibleMeasuredFiguresAreLeftOut)
{
    Json j = profileToJson(defaultProfile());
    auto figure = [](double value, const char* unit) { return Json{{"value", value}, {"unit", unit}}; };
    j["measured"] = {{"dram_read_gbs", figure(2870.0, "GB/s")},
                     {"local_read_gbs", figure(1e-300, "GB/s")},
                     {"l2_read_gbs", figure(0.0, "GB/s")},
                     {"launch_floor_ns", figure(5360.0, "ns")},
                     {"phase_ns_256", figure(0.108, "ns")},
                     {"phase_ns_128", figure(1e300, "ns")},
                     {"l2_bytes", figure(57340430.0, "B")},
                     {"l1_bytes", figure(0.5, "B")},
                     {"atomic_n_8", figure(1.35, "G/s")},
                     {"atomic_n_16", figure(-2.7, "G/s")},
                     {"narrow_uchar", figure(0.55, "ratio")},
                     {"oneshot_4", figure(1e9, "ratio")},
                     {"request_rate_gps", figure(49.7, "G requests/s")}};
    const GeometryProfile p = profileFromJson(j);
    std::set<std::string> kept;
    for (const auto& [key, f] : p.figures)
        kept.insert(key);
    EXPECT_EQ(kept, (std::set<std::string>{"dram_read_gbs", "launch_floor_ns", "phase_ns_256", "l2_bytes",
                                           "atomic_n_8", "narrow_uchar", "request_rate_gps"}));
    EXPECT_DOUBLE_EQ(p.figure("phase_ns_256", 0), 0.108);
    EXPECT_DOUBLE_EQ(p.figure("local_read_gbs", -1), -1); // not measured: the caller's fallback
}
