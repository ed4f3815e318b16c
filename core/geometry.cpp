// SPDX-License-Identifier: GPL-3.0-or-later
// The memory geometry profile: driver queries first, then the vendor table (sources in docs/GEOMETRY.md),
// then generic defaults; user overrides on top. Every value keeps its source and a note naming it.
#include "core/geometry.h"

#include "core/errors.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace coalesce {

namespace {

// Source names used in notes (full references in docs/GEOMETRY.md).
const char* const kCudaGuide = "NVIDIA CUDA C++ Programming Guide, Shared Memory (cc 5.x and later)";
const char* const kCudaSectors = "NVIDIA Nsight Compute Kernel Profiling Guide: 32 B sectors, 128 B lines";
const char* const kAmdGuide = "AMD APP SDK OpenCL Optimization Guide ch. 2 (GCN)";
const char* const kAmdEvergreen = "AMD APP SDK OpenCL Programming Guide (Evergreen/HD 5870); seed 001";
const char* const kRdnaWhitepaper = "AMD RDNA Architecture whitepaper (2019)";
const char* const kIntelGuide = "Intel Developer Guide for Processor Graphics / oneAPI GPU Optimization Guide";
const char* const kMaliGuide = "Arm Mali GPU OpenCL Developer Guide (memory model)";
const char* const kAdrenoGuide = "Qualcomm Snapdragon OpenCL General Programming and Optimization guide";
// CL_DEVICE_LOCAL_MEM_TYPE values as traitsFor() stores them (CL_LOCAL, CL_GLOBAL); no OpenCL header here.
constexpr int64_t kLocalMemTypeLocal = 1;
constexpr int64_t kLocalMemTypeGlobal = 2;

const char* const kAssumed = "assumed (not documented for this device): confirm with a stride sweep";

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool has(const std::string& haystackLower, const char* needle)
{
    return haystackLower.find(needle) != std::string::npos;
}

void set(GeometryValue& v, int64_t value, ValueSource source, std::string note)
{
    v.value = value;
    v.source = source;
    v.note = std::move(note);
}

void table(GeometryValue& v, int64_t value, std::string note)
{
    set(v, value, ValueSource::VendorTable, std::move(note));
}

int64_t queried(const DeviceTraits& t, const char* key)
{
    auto it = t.queried.find(key);
    return it == t.queried.end() ? 0 : it->second;
}

// Theoretical DRAM bandwidth from the vendors' public data sheets, in MB/s (10^6 B/s). Matched as lower-case
// substrings of CL_DEVICE_NAME, most specific first.
struct PeakEntry {
    const char* match;
    int64_t mbPerS;
    const char* source;
};

const PeakEntry kPeaks[] = {
    // NVIDIA data center.
    {"h100 nvl", 3938000, "NVIDIA H100 NVL datasheet: 3.9 TB/s"},
    {"h100 pcie", 2039000, "NVIDIA H100 PCIe datasheet: 2.0 TB/s (HBM2e)"},
    {"h100 80gb hbm3", 3352000, "NVIDIA H100 SXM5 datasheet: 3.35 TB/s (HBM3)"},
    {"h100 sxm", 3352000, "NVIDIA H100 SXM5 datasheet: 3.35 TB/s (HBM3)"},
    {"h200", 4800000, "NVIDIA H200 datasheet: 4.8 TB/s (HBM3e)"},
    {"gh200", 4000000, "NVIDIA GH200 datasheet: 4 TB/s (96 GB HBM3)"},
    {"b200", 8000000, "NVIDIA B200 datasheet: 8 TB/s (HBM3e)"},
    {"a100-sxm4-80gb", 2039000, "NVIDIA A100 datasheet: 2039 GB/s (80 GB SXM)"},
    {"a100 80gb pcie", 1935000, "NVIDIA A100 datasheet: 1935 GB/s (80 GB PCIe)"},
    {"a100-sxm4-40gb", 1555000, "NVIDIA A100 datasheet: 1555 GB/s (40 GB)"},
    {"a100-pcie-40gb", 1555000, "NVIDIA A100 datasheet: 1555 GB/s (40 GB)"},
    {"a100", 1555000, "NVIDIA A100 datasheet: 1555 GB/s (40 GB)"},
    {"a30", 933000, "NVIDIA A30 datasheet: 933 GB/s"},
    {"a40", 696000, "NVIDIA A40 datasheet: 696 GB/s"},
    {"a10", 600000, "NVIDIA A10 datasheet: 600 GB/s"},
    {"l40", 864000, "NVIDIA L40/L40S datasheet: 864 GB/s"},
    {"nvidia l4", 300000, "NVIDIA L4 datasheet: 300 GB/s"},
    {"v100s", 1134000, "NVIDIA V100S datasheet: 1134 GB/s"},
    {"v100", 900000, "NVIDIA V100 datasheet: 900 GB/s"},
    {"t4", 320000, "NVIDIA T4 datasheet: 320 GB/s"},
    {"p100-pcie-12gb", 549000, "NVIDIA P100 datasheet: 549 GB/s (12 GB)"},
    {"p100", 732000, "NVIDIA P100 datasheet: 732 GB/s (16 GB)"},
    // NVIDIA workstation and GeForce.
    {"rtx 6000 ada", 960000, "NVIDIA RTX 6000 Ada datasheet: 960 GB/s"},
    {"rtx a6000", 768000, "NVIDIA RTX A6000 datasheet: 768 GB/s"},
    {"rtx 5090", 1792000, "NVIDIA GeForce RTX 5090 specifications: 1792 GB/s"},
    {"rtx 4090", 1008000, "NVIDIA GeForce RTX 4090 specifications: 1008 GB/s"},
    {"rtx 4080 super", 736000, "NVIDIA GeForce RTX 4080 SUPER specifications: 736 GB/s"},
    {"rtx 4080", 716800, "NVIDIA GeForce RTX 4080 specifications: 716.8 GB/s"},
    {"rtx 3090 ti", 1008000, "NVIDIA GeForce RTX 3090 Ti specifications: 1008 GB/s"},
    {"rtx 3090", 936000, "NVIDIA GeForce RTX 3090 specifications: 936 GB/s"},
    {"rtx 3080 ti", 912000, "NVIDIA GeForce RTX 3080 Ti specifications: 912 GB/s"},
    {"rtx 3080", 760000, "NVIDIA GeForce RTX 3080 (10 GB) specifications: 760 GB/s"},
    {"rtx 2080 ti", 616000, "NVIDIA GeForce RTX 2080 Ti specifications: 616 GB/s"},
    {"titan v", 652800, "NVIDIA TITAN V specifications: 652.8 GB/s"},
    {"gtx 1080 ti", 484000, "NVIDIA GeForce GTX 1080 Ti specifications: 484 GB/s"},
    {"gtx 1080", 320000, "NVIDIA GeForce GTX 1080 specifications: 320 GB/s"},
    // AMD.
    {"mi300x", 5300000, "AMD Instinct MI300X datasheet: 5.3 TB/s"},
    {"mi250x", 3276800, "AMD Instinct MI250X datasheet: 3.2768 TB/s"},
    {"mi210", 1638400, "AMD Instinct MI210 datasheet: 1.6384 TB/s"},
    {"mi100", 1228800, "AMD Instinct MI100 datasheet: 1.2288 TB/s"},
    {"rx 7900 xtx", 960000, "AMD Radeon RX 7900 XTX specifications: 960 GB/s"},
    {"rx 6900 xt", 512000, "AMD Radeon RX 6900 XT specifications: 512 GB/s"},
    {"radeon vii", 1024000, "AMD Radeon VII specifications: 1 TB/s"},
    {"tahiti", 264000, "AMD Radeon HD 7970 specifications: 264 GB/s"},
    {"cypress", 153600, "AMD Radeon HD 5870 specifications: 153.6 GB/s (256-bit GDDR5 at 4.8 Gb/s)"},
};

void peakFromName(GeometryProfile& p, const std::string& nameLower)
{
    for (const auto& e : kPeaks)
        if (has(nameLower, e.match)) {
            table(p.peakBandwidth, e.mbPerS, e.source);
            return;
        }
}

std::string nvidiaFamily(int64_t major, int64_t minor, const std::string& nameLower)
{
    std::string arch;
    if (major >= 10)
        arch = "Blackwell";
    else if (major == 9)
        arch = "Hopper"; // NOLINT(bugprone-branch-clone): by compute capability here, by name below
    else if (major == 8)
        arch = minor >= 9 ? "Ada Lovelace" : "Ampere";
    else if (major == 7)
        arch = minor >= 5 ? "Turing" : "Volta";
    else if (major == 6)
        arch = "Pascal";
    else if (major == 5)
        arch = "Maxwell";
    else if (major == 3)
        arch = "Kepler";
    else if (major > 0)
        arch = "Fermi or older";
    else if (has(nameLower, "h100") || has(nameLower, "h200") || has(nameLower, "gh200"))
        arch = "Hopper";
    else if (has(nameLower, "a100") || has(nameLower, "rtx 30") || has(nameLower, "rtx a"))
        arch = "Ampere";
    else if (has(nameLower, "rtx 40") || has(nameLower, "l40") || has(nameLower, "ada"))
        arch = "Ada Lovelace";
    else if (has(nameLower, "v100") || has(nameLower, "titan v"))
        arch = "Volta";
    if (arch.empty())
        return "NVIDIA";
    std::string family = "NVIDIA " + arch;
    if (major > 0)
        family += " (sm_" + std::to_string(major) + std::to_string(minor) + ")";
    return family;
}

void nvidiaTable(GeometryProfile& p, const DeviceTraits& t, const std::string& nameLower)
{
    int64_t major = queried(t, "compute_capability_major_nv");
    int64_t minor = queried(t, "compute_capability_minor_nv");
    p.family = nvidiaFamily(major, minor, nameLower);
    table(p.simd, 32, "warp of 32 threads: CUDA C++ Programming Guide, SIMT Architecture");
    table(p.banks, 32, kCudaGuide);
    table(p.bankWidth, 4, kCudaGuide);
    table(p.conflictGroup, 32, std::string(kCudaGuide) + ": conflicts among the 32 threads of a warp");
    table(p.broadcast, 1, std::string(kCudaGuide) + ": a word read by several threads is broadcast");
    table(p.segment, 32, kCudaSectors);
    table(p.line, 128, kCudaSectors);
    table(p.localPhysical, 1, std::string(kCudaGuide) + ": on-chip shared memory");
    // Memory controllers per the architecture whitepapers; NVIDIA hashes addresses across partitions and does
    // not publish the interleave.
    if (has(p.family, "Hopper") && has(nameLower, "h100"))
        table(p.channels, 10, "NVIDIA H100 whitepaper: 5 HBM3 stacks, 10 512-bit memory controllers");
    else if (has(nameLower, "a100"))
        table(p.channels, 10, "NVIDIA A100 whitepaper: 5 HBM2 stacks, 10 512-bit memory controllers");
    else if (has(nameLower, "v100"))
        table(p.channels, 8, "NVIDIA V100 whitepaper: 4 HBM2 stacks, 8 512-bit memory controllers");
    peakFromName(p, nameLower);
}

enum class AmdArch { TeraScale, Gcn, Cdna, Rdna };

AmdArch amdArch(const DeviceTraits& t, const std::string& nameLower)
{
    int64_t gfx = queried(t, "gfxip_major_amd");
    for (const char* n : {"cypress", "cayman", "juniper", "barts", "redwood", "cedar", "turks", "caicos",
                          "hemlock", "antilles"})
        if (has(nameLower, n))
            return AmdArch::TeraScale;
    if (gfx >= 10 || has(nameLower, "gfx10") || has(nameLower, "gfx11") || has(nameLower, "gfx12") ||
        has(nameLower, "rx 5") || has(nameLower, "rx 6") || has(nameLower, "rx 7") || has(nameLower, "rx 9") ||
        has(nameLower, "navi"))
        return AmdArch::Rdna;
    if (has(nameLower, "gfx908") || has(nameLower, "gfx90a") || has(nameLower, "gfx94") ||
        has(nameLower, "gfx95") || has(nameLower, "mi1") || has(nameLower, "mi2") || has(nameLower, "mi3"))
        return AmdArch::Cdna;
    return AmdArch::Gcn;
}

void amdTable(GeometryProfile& p, const DeviceTraits& t, const std::string& nameLower)
{
    AmdArch arch = amdArch(t, nameLower);
    table(p.banks, 32, kAmdGuide);
    table(p.bankWidth, 4, kAmdGuide);
    table(p.broadcast, 1, std::string(kAmdGuide) + ": same-address reads broadcast");
    table(p.localPhysical, 1, std::string(kAmdGuide) + ": LDS on each compute unit");
    table(p.interleave, 256, std::string(kAmdGuide) + ": channel from address bit 8 up");
    switch (arch) {
    case AmdArch::TeraScale:
        p.family = "AMD TeraScale (VLIW)";
        table(p.simd, 64, std::string(kAmdEvergreen) + ": 64-wide wavefront");
        table(p.banks, 32, std::string(kAmdEvergreen) + ": 32 banks x 4 B per SIMD");
        table(p.bankWidth, 4, kAmdEvergreen);
        table(p.conflictGroup, 16, std::string(kAmdEvergreen) + ": quarter-wavefront");
        table(p.segment, 32, std::string(kAmdEvergreen) + ": 256-bit (32 B) memory bus granule");
        table(p.line, 64, kAmdEvergreen);
        table(p.channels, 8, std::string(kAmdEvergreen) + ": 8 channels x 256 B");
        table(p.interleave, 256, std::string(kAmdEvergreen) + ": 8 channels x 256 B");
        break;
    case AmdArch::Gcn:
    case AmdArch::Cdna:
        p.family = arch == AmdArch::Gcn ? "AMD GCN" : "AMD CDNA";
        if (arch == AmdArch::Cdna)
            table(p.interleave, 256, "256 B as on GCN (AMD APP SDK guide); assumed for CDNA");
        table(p.simd, 64, std::string(kAmdGuide) + ": 64-wide wavefront");
        table(p.conflictGroup, 32, std::string(kAmdGuide) + ": conflicts checked per half-wavefront");
        table(p.segment, 64, std::string(kAmdGuide) + ": 64 B cache line");
        table(p.line, arch == AmdArch::Gcn ? 64 : 128,
              arch == AmdArch::Gcn ? std::string(kAmdGuide) + ": 64 B cache line"
                                   : std::string("AMD CDNA2 ISA / Instinct MI200 tuning guide: 128 B L2 line"));
        if (has(nameLower, "tahiti"))
            table(p.channels, 12, std::string(kAmdGuide) + ": HD 79XX 12 channels");
        else if (has(nameLower, "pitcairn"))
            table(p.channels, 8, std::string(kAmdGuide) + ": HD 78XX 8 channels");
        else if (has(nameLower, "cape verde"))
            table(p.channels, 4, std::string(kAmdGuide) + ": HD 77XX 4 channels");
        else if (has(nameLower, "hawaii"))
            table(p.channels, 16, "R9 290X 512-bit GDDR5 = 16 x 32-bit channels (inferred, see docs)");
        break;
    case AmdArch::Rdna:
        p.family = "AMD RDNA";
        table(p.interleave, 256, "256 B as on GCN (AMD APP SDK guide); assumed for RDNA");
        table(p.simd, 32, std::string(kRdnaWhitepaper) + ": wave32 native");
        table(p.banks, 32, std::string(kRdnaWhitepaper) + ": LDS halves of 32 banks x 4 B, one per CU");
        table(p.bankWidth, 4, kRdnaWhitepaper);
        table(p.conflictGroup, 32, std::string(kRdnaWhitepaper) + ": wave32");
        table(p.segment, 64, kAssumed);
        table(p.line, 128, std::string(kRdnaWhitepaper) + ": 128 B cache lines");
        break;
    }
    peakFromName(p, nameLower);
}

void intelTable(GeometryProfile& p, const std::string& nameLower)
{
    p.family =
        has(nameLower, "arc") || has(nameLower, "xe") || has(nameLower, "max") ? "Intel Xe" : "Intel Gen";
    table(p.simd, 16, std::string(kIntelGuide) + ": compiler picks SIMD8/16/32; 16 is the usual choice");
    table(p.banks, 16, std::string(kIntelGuide) + ": SLM has 16 banks of 32 bits");
    table(p.bankWidth, 4, kIntelGuide);
    table(p.conflictGroup, 16, std::string(kIntelGuide) + ": a SIMD16 hardware thread");
    table(p.broadcast, 1, std::string(kIntelGuide) + ": same-address reads do not conflict (writes do)");
    table(p.segment, 64, std::string(kIntelGuide) + ": 64 B L3 line");
    table(p.line, 64, std::string(kIntelGuide) + ": 64 B L3 line");
    table(p.localPhysical, 1, std::string(kIntelGuide) + ": SLM carved from L3");
}

void maliTable(GeometryProfile& p, const std::string& nameLower)
{
    // Valhall (G57, G68, G77, G78, G310 and later) runs 16-wide warps; Bifrost 4 (G71/G72/G51) or 8
    // (G76/G52/G31).
    bool bifrost4 = has(nameLower, "g71") || has(nameLower, "g72") || has(nameLower, "g51");
    bool bifrost8 = has(nameLower, "g76") || has(nameLower, "g52") || has(nameLower, "g31");
    p.family = bifrost4 || bifrost8 ? "Arm Mali Bifrost" : "Arm Mali";
    table(p.simd, bifrost4 ? 4 : bifrost8 ? 8 : 16, "Arm Mali Bifrost/Valhall architecture notes: warp width");
    table(p.localPhysical, 0, std::string(kMaliGuide) + ": no dedicated local memory, __local maps to global");
    table(p.segment, 64, std::string(kMaliGuide) + ": 64 B cache line");
    table(p.line, 64, std::string(kMaliGuide) + ": 64 B cache line");
    p.banks.note = "not applicable: local memory is not physical on Mali";
}

void adrenoTable(GeometryProfile& p)
{
    p.family = "Qualcomm Adreno";
    table(p.simd, 64, std::string(kAdrenoGuide) + ": waves of 64 (half) or 128 (full) fibers");
    table(p.localPhysical, 1, std::string(kAdrenoGuide) + ": local memory on-chip per SP");
    p.banks.note = "no public bank organisation for Adreno: default, confirm with local.stride";
    p.line.note = "no public cache line size for Adreno: default";
}

void cpuTable(GeometryProfile& p, const DeviceTraits& t)
{
    p.family = "CPU";
    table(p.simd, 8, "CPU: 8 float lanes (AVX2) when the driver gives no native vector width");
    if (int64_t w = queried(t, "native_vector_width_float"); w > 0)
        set(p.simd, w, ValueSource::Queried, "CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT (CPU vector lanes)");
    table(p.localPhysical, 0, "CPU: local memory is ordinary cached memory (AMD APP guide §1.5)");
    table(p.segment, 64, "CPU: 64 B cache line (x86/Arm cores)");
    table(p.line, 64, "CPU: 64 B cache line (x86/Arm cores)");
    table(p.conflictGroup, p.simd.value, "CPU: no banks; conflict group = vector lanes");
    p.banks.note = "not applicable on a CPU: no local-memory banks";
}

} // namespace

const char* valueSourceName(ValueSource source)
{
    switch (source) {
    case ValueSource::Queried:
        return "queried";
    case ValueSource::VendorTable:
        return "vendor table";
    case ValueSource::UserOverride:
        return "user override";
    case ValueSource::Measured:
        return "measured";
    case ValueSource::Default:
        return "default";
    }
    return "default";
}

const std::vector<std::string>& geometryKeys()
{
    static const std::vector<std::string> kKeys = {
        "simd", "banks",    "bank_width", "conflict_group", "broadcast",     "segment",
        "line", "channels", "interleave", "local_physical", "peak_bandwidth"};
    return kKeys;
}

namespace {

std::string keyList()
{
    std::string list;
    for (const auto& k : geometryKeys())
        list += (list.empty() ? "" : ", ") + k;
    return list;
}

GeometryValue* fieldPtr(GeometryProfile& p, const std::string& key)
{
    if (key == "simd")
        return &p.simd;
    if (key == "banks")
        return &p.banks;
    if (key == "bank_width")
        return &p.bankWidth;
    if (key == "conflict_group")
        return &p.conflictGroup;
    if (key == "broadcast")
        return &p.broadcast;
    if (key == "segment")
        return &p.segment;
    if (key == "line")
        return &p.line;
    if (key == "channels")
        return &p.channels;
    if (key == "interleave")
        return &p.interleave;
    if (key == "local_physical")
        return &p.localPhysical;
    if (key == "peak_bandwidth")
        return &p.peakBandwidth;
    return nullptr;
}

} // namespace

GeometryValue& geometryField(GeometryProfile& profile, const std::string& key)
{
    if (GeometryValue* v = fieldPtr(profile, key))
        return *v;
    throw Error(ErrorKind::InvalidParameter,
                "unknown profile key \"" + key + "\": allowed keys are " + keyList());
}

const GeometryValue& geometryField(const GeometryProfile& profile, const std::string& key)
{
    return geometryField(const_cast<GeometryProfile&>(profile), key);
}

GeometryProfile defaultProfile()
{
    const char* const kDefault = "default (NVIDIA-like model, no device data)";
    GeometryProfile p;
    p.family = "Generic GPU";
    set(p.simd, 32, ValueSource::Default, kDefault);
    set(p.banks, 32, ValueSource::Default, kDefault);
    set(p.bankWidth, 4, ValueSource::Default, kDefault);
    set(p.conflictGroup, 32, ValueSource::Default, kDefault);
    set(p.broadcast, 1, ValueSource::Default, kDefault);
    set(p.segment, 32, ValueSource::Default, kDefault);
    set(p.line, 128, ValueSource::Default, kDefault);
    set(p.channels, 8, ValueSource::Default, kAssumed);
    set(p.interleave, 256, ValueSource::Default, kAssumed);
    set(p.localPhysical, 1, ValueSource::Default, kDefault);
    set(p.peakBandwidth, 0, ValueSource::Default, "unknown");
    p.conflictGroup.derivedFrom = "simd";
    return p;
}

GeometryProfile profileFromTraits(const DeviceTraits& traits)
{
    GeometryProfile p = defaultProfile();
    const std::string vendor = lower(traits.vendor);
    const std::string name = lower(traits.name);
    const std::string platform = lower(traits.platform);

    // 1. Vendor table (CPU first: PoCL's CPU device reports the CPU maker, e.g. "AuthenticAMD").
    if (traits.type == "cpu")
        cpuTable(p, traits);
    else if (has(vendor, "nvidia") || queried(traits, "warp_size_nv") > 0)
        nvidiaTable(p, traits, name);
    else if (has(vendor, "advanced micro devices") || has(vendor, "amd") || has(vendor, "ati technologies") ||
             queried(traits, "wavefront_width_amd") > 0)
        amdTable(p, traits, name);
    else if (has(vendor, "intel"))
        intelTable(p, name);
    else if (has(vendor, "arm") || has(name, "mali"))
        maliTable(p, name);
    else if (has(vendor, "qualcomm") || has(name, "adreno"))
        adrenoTable(p);
    else
        p.family = traits.type == "gpu" ? "Unknown GPU (" + traits.vendor + ")" : "Unknown device";

    // 2. Queried values win over the table.
    auto fromQuery = [&](GeometryValue& v, const char* key, const char* constant) {
        if (int64_t q = queried(traits, key); q > 0)
            set(v, q, ValueSource::Queried, constant);
    };
    fromQuery(p.simd, "warp_size_nv", "CL_DEVICE_WARP_SIZE_NV");
    fromQuery(p.simd, "wavefront_width_amd", "CL_DEVICE_WAVEFRONT_WIDTH_AMD");
    fromQuery(p.banks, "local_mem_banks_amd", "CL_DEVICE_LOCAL_MEM_BANKS_AMD");
    fromQuery(p.channels, "global_mem_channels_amd", "CL_DEVICE_GLOBAL_MEM_CHANNELS_AMD");
    fromQuery(p.interleave, "global_mem_channel_bank_width_amd",
              "CL_DEVICE_GLOBAL_MEM_CHANNEL_BANK_WIDTH_AMD (taken as the channel interleave)");
    fromQuery(p.line, "global_mem_cacheline_size", "CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE");
    // A queried line smaller than the table's segment means the segment is the line (e.g. 64 B lines, no
    // finer sectors).
    if (p.line.source == ValueSource::Queried && p.line.value < p.segment.value)
        set(p.segment, p.line.value, ValueSource::Queried,
            "CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE (segment <= line)");
    // Derived values: every table's conflict group is (a fraction of) the SIMD group, and a segment equal to
    // the line is the line; both follow a user override of their source (applyOverrides).
    p.conflictGroup.derivedFrom = "simd";
    if (p.segment.value == p.line.value)
        p.segment.derivedFrom = "line";
    int64_t localType = queried(traits, "local_mem_type");
    if (localType == kLocalMemTypeGlobal)
        set(p.localPhysical, 0, ValueSource::Queried, "CL_DEVICE_LOCAL_MEM_TYPE = CL_GLOBAL");
    else if (localType == kLocalMemTypeLocal && traits.type != "cpu")
        set(p.localPhysical, 1, ValueSource::Queried, "CL_DEVICE_LOCAL_MEM_TYPE = CL_LOCAL");
    return p;
}

} // namespace coalesce
