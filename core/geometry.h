// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The memory geometry profile of a device: SIMD group, local banks, segments, cache lines, channels.
// Every value carries where it came from: queried from the driver, a vendor table (sources in
// docs/GEOMETRY.md), a user override (--profile key=value,...), or measured. Pure data: no OpenCL needed.
#include "core/json.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace coalesce {

enum class ValueSource { Queried, VendorTable, UserOverride, Measured, Default };
const char* valueSourceName(ValueSource source); // "queried", "vendor table", "user override", ...

struct GeometryValue {
    int64_t value = 0;
    ValueSource source = ValueSource::Default;
    std::string note; ///< e.g. "CL_DEVICE_WARP_SIZE_NV", "NVIDIA CUDA C Programming Guide §..."
    /// Key of the value this one was derived from ("simd" for a conflict group of one SIMD group, "line" for a
    /// segment that is the cache line); empty when the value stands on its own (queried, overridden, a table
    /// fact). A derived value follows an override of its source, keeping its ratio to it (applyOverrides).
    std::string derivedFrom;
};

/// A figure a probe measured that is no geometry key: a cache size, a bandwidth, a cost ratio (core/probes/).
/// The models read them by key (docs/GEOMETRY.md lists the keys); absent means not measured.
struct MeasuredFigure {
    double value = 0;
    std::string unit;      ///< "B", "GB/s", "ratio", ...
    std::string method;    ///< how it was found: "footprint sweep knee (per-group re-reads)"
    double confidence = 0; ///< 0..1
};

struct GeometryProfile {
    std::string family;          ///< e.g. "NVIDIA Hopper (sm_90)", "AMD GCN", "CPU"
    GeometryValue simd;          ///< work-items per SIMD group (warp / wavefront / sub-group)
    GeometryValue banks;         ///< local-memory banks
    GeometryValue bankWidth;     ///< bytes per bank word
    GeometryValue conflictGroup; ///< work-items judged together for bank conflicts
    GeometryValue broadcast;     ///< 1: a word read by several work-items of a group is served once
    GeometryValue segment;       ///< bytes: global-memory transaction granule (sector)
    GeometryValue line;          ///< bytes: cache line
    GeometryValue channels;      ///< global-memory channels (partitions)
    GeometryValue interleave;    ///< bytes mapped to one channel before the next
    GeometryValue localPhysical; ///< 1: dedicated on-chip local memory; 0: emulated in global/cache (CPU, Mali)
    GeometryValue peakBandwidth; ///< theoretical global-memory bandwidth in MB/s (10^6), 0 when unknown
    /// Measured figures beside the geometry, by key (l2_bytes, dram_read_gbs, narrow_uchar, ...): empty until
    /// a probe ran (coalesce-cli probe, or a stored measurement of this device).
    std::map<std::string, MeasuredFigure> figures;

    /// The figure's value, or `fallback` when it was not measured.
    double figure(const std::string& key, double fallback) const
    {
        auto it = figures.find(key);
        return it == figures.end() ? fallback : it->second.value;
    }
};

/// Keys accepted by applyOverrides and used in JSON: simd, banks, bank_width, conflict_group, broadcast,
/// segment, line, channels, interleave, local_physical, peak_bandwidth.
const std::vector<std::string>& geometryKeys();
GeometryValue& geometryField(GeometryProfile& profile, const std::string& key);
const GeometryValue& geometryField(const GeometryProfile& profile, const std::string& key);

/// What the vendor table needs to know about a device (filled from queryDeviceInfo by the caller).
struct DeviceTraits {
    std::string vendor;   ///< CL_DEVICE_VENDOR
    std::string name;     ///< CL_DEVICE_NAME
    std::string type;     ///< "gpu", "cpu", ...
    std::string platform; ///< platform name
    /// Integer and bool info fields by key: warp_size_nv, wavefront_width_amd, ...; local_mem_type as the CL
    /// value (1 = CL_LOCAL, 2 = CL_GLOBAL).
    std::map<std::string, int64_t> queried;
};

/// The profile for a device: queried values first, then the vendor table, then generic defaults.
GeometryProfile profileFromTraits(const DeviceTraits& traits);

/// A profile for model-only use without a device (NVIDIA-like: 32 lanes, 32 banks x 4 B, 32 B sectors).
GeometryProfile defaultProfile();

/// The values a key may take: what the models can hold (simd, banks and conflict_group up to 1024, channels up
/// to 4096, byte sizes up to 1 GiB; broadcast and local_physical 0 or 1).
struct GeometryRange {
    int64_t min = 1;
    int64_t max = 1;
};
GeometryRange geometryRange(const std::string& key);

/// Applies "key=value,key=value"; throws Error(InvalidParameter) naming the bad key or value and the allowed
/// range (geometryRange). A value derived from an overridden one (derivedFrom) follows it unless the same spec
/// overrides it too; its note says so.
void applyOverrides(GeometryProfile& profile, const std::string& spec);

Json profileToJson(const GeometryProfile& profile);
/// Throws Error(Io) for a malformed object.
GeometryProfile profileFromJson(const Json& json);

} // namespace coalesce
