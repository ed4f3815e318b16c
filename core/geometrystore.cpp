// SPDX-License-Identifier: GPL-3.0-or-later
// The per-device store of measured geometry (core/geometrystore.h).
#include "core/geometrystore.h"

#include "core/errors.h"
#include "core/outputfile.h"

#include <spdlog/spdlog.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace coalesce {

namespace {

std::string sanitise(const std::string& text)
{
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        out += std::isalnum(u) || c == '.' ? c : '_';
    }
    return out.substr(0, 60);
}

} // namespace

std::string measuredStoreDir()
{
    if (const char* dir = std::getenv("COALESCE_MEASURED_DIR"))
        return dir;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return std::string(xdg) + "/coalesce/measured";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.config/coalesce/measured";
    return {};
}

std::string measuredStorePath(const DeviceEntry& entry)
{
    const std::string dir = measuredStoreDir();
    if (dir.empty())
        return {};
    return dir + "/" + sanitise(entry.vendor) + "-" + sanitise(entry.name) + "-" +
           sanitise(entry.driverVersion) + ".json";
}

Json measuredToJson(const GeometryProfile& profile, const DeviceEntry& entry)
{
    Json geometry = Json::object();
    for (const auto& key : geometryKeys()) {
        const GeometryValue& v = geometryField(profile, key);
        if (v.source == ValueSource::Measured)
            geometry[key] = Json{{"value", v.value}, {"note", v.note}};
    }
    Json figures = Json::object();
    for (const auto& [key, f] : profile.figures)
        figures[key] =
            Json{{"value", f.value}, {"unit", f.unit}, {"method", f.method}, {"confidence", f.confidence}};
    return Json{{"device", entry.label()},
                {"driver", entry.driverVersion},
                {"geometry", std::move(geometry)},
                {"figures", std::move(figures)}};
}

void applyMeasuredJson(const Json& json, GeometryProfile& profile)
{
    if (!json.is_object())
        throw Error(ErrorKind::Io, "measured geometry is not a JSON object");
    if (json.contains("geometry")) {
        const Json& g = json["geometry"];
        if (!g.is_object())
            throw Error(ErrorKind::Io, "measured geometry: \"geometry\" is not an object");
        for (const auto& [key, v] : g.items()) {
            bool known = false;
            for (const auto& k : geometryKeys())
                known = known || k == key;
            if (!known || !v.is_object() || !v.contains("value") || !v["value"].is_number_integer())
                throw Error(ErrorKind::Io, "measured geometry: bad value for \"" + key + "\"");
            const int64_t value = v["value"].get<int64_t>();
            const GeometryRange range = geometryRange(key);
            if (value < range.min || value > range.max)
                continue;
            GeometryValue& field = geometryField(profile, key);
            field.value = value;
            field.source = ValueSource::Measured;
            field.note =
                v.contains("note") && v["note"].is_string() ? v["note"].get<std::string>() : "measured";
            field.derivedFrom.clear();
        }
    }
    if (json.contains("figures")) {
        // The same form as a profile's "measured" object.
        GeometryProfile figuresOnly = profileFromJson([&] {
            Json p = profileToJson(profile);
            p["measured"] = json["figures"];
            return p;
        }());
        for (const auto& [key, f] : figuresOnly.figures)
            profile.figures[key] = f;
    }
}

bool loadMeasured(const DeviceEntry& entry, GeometryProfile& profile)
{
    const std::string path = measuredStorePath(entry);
    if (path.empty() || !std::filesystem::exists(path))
        return false;
    try {
        std::ifstream in(path);
        std::stringstream text;
        text << in.rdbuf();
        GeometryProfile updated = profile;
        applyMeasuredJson(Json::parse(text.str()), updated);
        profile = updated;
        return true;
    } catch (const std::exception& e) {
        spdlog::warn("measured geometry in {} ignored: {}", path, e.what());
        return false;
    }
}

std::string saveMeasured(const DeviceEntry& entry, const GeometryProfile& profile)
{
    std::string path = measuredStorePath(entry);
    if (path.empty())
        return {};
    std::error_code ec;
    std::filesystem::create_directories(measuredStoreDir(), ec);
    if (ec)
        throw Error(ErrorKind::Io, "cannot create " + measuredStoreDir() + ": " + ec.message());
    writeFileAtomic(path, measuredToJson(profile, entry).dump(2) + "\n");
    return path;
}

} // namespace coalesce
