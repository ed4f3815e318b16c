// SPDX-License-Identifier: GPL-3.0-or-later
// User overrides of a geometry profile (--profile key=value,..., the GUI's profile table) and the profile's
// JSON form. Ranges are what the models can hold, checked before any device is opened; a value derived from an
// overridden one follows it (GeometryValue::derivedFrom), and its note says which rule applied.
#include "core/errors.h"
#include "core/geometry.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace coalesce {

namespace {

constexpr int64_t kGiB = int64_t(1) << 30;

// What a measured figure can be, by its key's kind: bandwidths 1 MB/s .. 1 PB/s, rates 1 k/s .. 1 P/s, times
// 1 fs .. 1000 s (a phase on a large GPU is 0.02 ns device-wide), sizes 1 B .. 100 TB, ratios 1e-6 .. 1e6.
bool figurePlausible(const std::string& key, double value)
{
    auto ends = [&](const char* suffix) {
        const std::string s(suffix);
        return key.size() >= s.size() && key.compare(key.size() - s.size(), s.size(), s) == 0;
    };
    double lo = 1e-6, hi = 1e6; // ratios, rates (_gops, _gps, atomic_n_<k>) and anything unnamed
    if (ends("_gbs"))
        lo = 1e-3, hi = 1e6;
    else if (key == "after_copy_ns")
        lo = 0, hi = 1e12; // the probe decides 0 where a copied input costs the kernel nothing
    else if (ends("_ns") || key.find("_ns_") != std::string::npos)
        lo = 1e-6, hi = 1e12;
    else if (ends("_bytes") || key == "dram_granule")
        lo = 1, hi = 1e14;
    return std::isfinite(value) && value >= lo && value <= hi;
}

std::string keyList()
{
    std::string list;
    for (const auto& k : geometryKeys())
        list += (list.empty() ? "" : ", ") + k;
    return list;
}

// Parses a decimal integer of at most 18 digits with an optional leading '-'; false on anything else.
bool parseInt(const std::string& s, int64_t& out)
{
    const size_t start = !s.empty() && s[0] == '-' ? 1 : 0;
    if (s.size() == start || s.size() - start > 18)
        return false;
    int64_t v = 0;
    for (size_t i = start; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i])))
            return false;
        v = v * 10 + (s[i] - '0');
    }
    out = start ? -v : v;
    return true;
}

std::string trim(const std::string& s)
{
    size_t b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::string rangeText(const std::string& key)
{
    const GeometryRange r = geometryRange(key);
    if (r.min == 0 && r.max == 1)
        return key + " must be 0 or 1";
    return key + " must be a whole number from " + std::to_string(r.min) + " to " + std::to_string(r.max);
}

// Moves each value derived from an overridden key along with it, keeping its ratio to the source (a conflict
// group of one SIMD group stays one SIMD group, a half-wavefront stays half), unless the same spec set it.
void followOverrides(GeometryProfile& profile, const GeometryProfile& before, const std::set<std::string>& set)
{
    for (const auto& key : geometryKeys()) {
        GeometryValue& v = geometryField(profile, key);
        if (v.derivedFrom.empty() || set.count(key) || !set.count(v.derivedFrom))
            continue;
        const int64_t oldSource = geometryField(before, v.derivedFrom).value;
        const int64_t newSource = geometryField(profile, v.derivedFrom).value;
        if (oldSource <= 0)
            continue;
        const GeometryRange r = geometryRange(key);
        // Values are at most 2^30 (geometryRange), so the product fits in 64 bits.
        const int64_t value = std::min(r.max, std::max(r.min, v.value * newSource / oldSource));
        v.note = "follows " + v.derivedFrom + " (user override " + std::to_string(newSource) + "): was " +
                 std::to_string(v.value) + " with " + v.derivedFrom + " " + std::to_string(oldSource) + " (" +
                 valueSourceName(v.source) + (v.note.empty() ? "" : ": " + v.note) + ")";
        v.value = value;
        v.source = ValueSource::UserOverride;
    }
}

} // namespace

GeometryRange geometryRange(const std::string& key)
{
    if (key == "broadcast" || key == "local_physical")
        return {0, 1};
    if (key == "simd" || key == "banks" || key == "conflict_group")
        return {1, 1024};
    if (key == "channels")
        return {1, 4096};
    if (key == "bank_width")
        return {1, 1024};
    if (key == "peak_bandwidth")
        return {1, int64_t(1) << 40};
    if (key == "segment" || key == "line" || key == "interleave")
        return {1, kGiB};
    geometryField(GeometryProfile{}, key); // throws the unknown-key error
    return {};
}

void applyOverrides(GeometryProfile& profile, const std::string& spec)
{
    GeometryProfile result = profile;
    std::set<std::string> overridden;
    size_t pos = 0;
    while (pos <= spec.size()) {
        size_t comma = spec.find(',', pos);
        std::string item = trim(spec.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
        pos = comma == std::string::npos ? spec.size() + 1 : comma + 1;
        if (item.empty()) {
            if (trim(spec).empty())
                break;
            throw Error(ErrorKind::InvalidParameter,
                        "empty entry in profile overrides \"" + spec + "\": expected key=value,key=value");
        }
        size_t eq = item.find('=');
        if (eq == std::string::npos)
            throw Error(ErrorKind::InvalidParameter,
                        "profile override \"" + item + "\" is not key=value: allowed keys are " + keyList());
        std::string key = trim(item.substr(0, eq));
        std::string text = trim(item.substr(eq + 1));
        bool known = false;
        for (const auto& k : geometryKeys())
            known = known || k == key;
        if (!known)
            throw Error(ErrorKind::InvalidParameter,
                        "unknown profile key \"" + key + "\": allowed keys are " + keyList());
        int64_t value = 0;
        if (!parseInt(text, value))
            throw Error(ErrorKind::InvalidParameter, "profile value \"" + text + "\" for " + key +
                                                         " is not a whole number: " + rangeText(key));
        const GeometryRange range = geometryRange(key);
        if (value < range.min || value > range.max)
            throw Error(ErrorKind::InvalidParameter,
                        "profile value " + text + " for " + key + " is not allowed: " + rangeText(key));
        GeometryValue& field = geometryField(result, key);
        field.value = value;
        field.source = ValueSource::UserOverride;
        field.note = "user override";
        field.derivedFrom.clear();
        overridden.insert(key);
    }
    followOverrides(result, profile, overridden);
    profile = result;
}

Json profileToJson(const GeometryProfile& profile)
{
    Json out = Json::object();
    out["family"] = profile.family;
    for (const auto& key : geometryKeys()) {
        const GeometryValue& v = geometryField(profile, key);
        out[key] = Json{{"value", v.value}, {"source", valueSourceName(v.source)}, {"note", v.note}};
        if (!v.derivedFrom.empty())
            out[key]["derived_from"] = v.derivedFrom;
    }
    if (!profile.figures.empty()) {
        Json figures = Json::object();
        for (const auto& [key, f] : profile.figures)
            figures[key] =
                Json{{"value", f.value}, {"unit", f.unit}, {"method", f.method}, {"confidence", f.confidence}};
        out["measured"] = std::move(figures);
    }
    return out;
}

GeometryProfile profileFromJson(const Json& json)
{
    if (!json.is_object())
        throw Error(ErrorKind::Io, "geometry profile is not a JSON object");
    GeometryProfile p;
    if (json.contains("family")) {
        if (!json["family"].is_string())
            throw Error(ErrorKind::Io, "geometry profile: \"family\" is not a string");
        p.family = json["family"].get<std::string>();
    }
    const ValueSource sources[] = {ValueSource::Queried, ValueSource::VendorTable, ValueSource::UserOverride,
                                   ValueSource::Measured, ValueSource::Default};
    for (const auto& key : geometryKeys()) {
        if (!json.contains(key))
            throw Error(ErrorKind::Io, "geometry profile lacks \"" + key + "\"");
        const Json& v = json[key];
        GeometryValue& field = geometryField(p, key);
        if (v.is_number_integer()) { // bare numbers are accepted as user-supplied values
            field.value = v.get<int64_t>();
            field.source = ValueSource::UserOverride;
            field.note = "user override";
            continue;
        }
        if (!v.is_object() || !v.contains("value") || !v["value"].is_number_integer())
            throw Error(ErrorKind::Io, "geometry profile: \"" + key + "\" needs an integer \"value\"");
        field.value = v["value"].get<int64_t>();
        field.source = ValueSource::Default;
        if (v.contains("source")) {
            if (!v["source"].is_string())
                throw Error(ErrorKind::Io, "geometry profile: \"" + key + "\".source is not a string");
            std::string name = v["source"].get<std::string>();
            bool known = false;
            for (ValueSource s : sources)
                if (name == valueSourceName(s)) {
                    field.source = s;
                    known = true;
                }
            if (!known)
                throw Error(ErrorKind::Io, "geometry profile: unknown source \"" + name + "\" for \"" + key +
                                               "\" (queried, vendor table, user override, measured, default)");
        }
        if (v.contains("note") && v["note"].is_string())
            field.note = v["note"].get<std::string>();
        if (v.contains("derived_from") && v["derived_from"].is_string()) {
            const std::string from = v["derived_from"].get<std::string>();
            for (const auto& k : geometryKeys())
                if (k == from && k != key)
                    field.derivedFrom = from;
        }
    }
    if (json.contains("measured")) {
        const Json& figures = json["measured"];
        if (!figures.is_object())
            throw Error(ErrorKind::Io, "geometry profile: \"measured\" is not an object");
        for (const auto& [key, f] : figures.items()) {
            if (!f.is_object() || !f.contains("value") || !f["value"].is_number())
                throw Error(ErrorKind::Io,
                            "geometry profile: measured \"" + key + "\" needs a number \"value\"");
            MeasuredFigure figure;
            figure.value = f["value"].get<double>();
            if (!figurePlausible(key, figure.value)) {
                // A stored or crafted file with an impossible value (0 GB/s, a 1e300 ns floor) would make every
                // prediction absurd: the figure is left out and the table values stand.
                spdlog::warn("geometry profile: measured \"{}\" = {} is outside what a device can measure; "
                             "ignored",
                             key, figure.value);
                continue;
            }
            if (f.contains("unit") && f["unit"].is_string())
                figure.unit = f["unit"].get<std::string>();
            if (f.contains("method") && f["method"].is_string())
                figure.method = f["method"].get<std::string>();
            if (f.contains("confidence") && f["confidence"].is_number())
                figure.confidence = f["confidence"].get<double>();
            p.figures[key] = figure;
        }
    }
    return p;
}

} // namespace coalesce
