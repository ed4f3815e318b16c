// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/remote/wire.h"

#include "core/errors.h"

#include <cstdint>
#include <limits>

namespace coalesce::remote {

namespace {

// Record fields in wire order; one array of numbers per record keeps a trace of 100 000 accesses a few MB.
constexpr size_t kRecordFields = 17;

[[noreturn]] void bad(const std::string& what)
{
    throw Error(ErrorKind::Io, "the server's reply is malformed: " + what);
}

const Json& field(const Json& j, const char* key, const std::string& where)
{
    if (!j.is_object())
        bad(where + " is not an object");
    const auto it = j.find(key);
    if (it == j.end())
        bad(where + " has no \"" + key + "\"");
    return *it;
}

uint64_t unsignedField(const Json& j, const char* key, const std::string& where, uint64_t most)
{
    const Json& v = field(j, key, where);
    if (!v.is_number_unsigned() || v.get<uint64_t>() > most)
        bad(where + "." + key + " is not a whole number from 0 to " + std::to_string(most));
    return v.get<uint64_t>();
}

std::string textField(const Json& j, const char* key, const std::string& where)
{
    const Json& v = field(j, key, where);
    if (!v.is_string())
        bad(where + "." + key + " is not a string");
    return v.get<std::string>();
}

bool isWholeNumber(const std::string& text)
{
    if (text.empty() || text.size() > 18)
        return false;
    for (size_t i = text[0] == '-' ? 1 : 0; i < text.size(); ++i)
        if (text[i] < '0' || text[i] > '9')
            return false;
    return text != "-";
}

} // namespace

std::string entrySelector(const DeviceEntry& entry)
{
    return std::to_string(entry.platformIndex) + ":" + std::to_string(entry.deviceIndex);
}

Json entryToWire(const DeviceEntry& e)
{
    return Json{{"selector", entrySelector(e)},
                {"label", e.label()},
                {"name", e.name},
                {"vendor", e.vendor},
                {"type", e.type},
                {"platform", e.platformName},
                {"platform_vendor", e.platformVendor},
                {"platform_version", e.platformVersion},
                {"device_version", e.deviceVersion},
                {"driver_version", e.driverVersion}};
}

Json infoToWire(const std::vector<InfoField>& fields)
{
    Json out = Json::array();
    for (const auto& f : fields)
        out.push_back(
            {{"key", f.key}, {"value", f.value}, {"group", f.group}, {"unit", f.unit}, {"source", f.source}});
    return out;
}

std::vector<InfoField> infoFromWire(const Json& json)
{
    if (!json.is_array())
        bad("\"info\" is not an array");
    std::vector<InfoField> fields;
    for (size_t i = 0; i < json.size(); ++i) {
        const std::string where = "info[" + std::to_string(i) + "]";
        InfoField f;
        f.key = textField(json[i], "key", where);
        f.value = field(json[i], "value", where);
        f.group = textField(json[i], "group", where);
        f.unit = textField(json[i], "unit", where);
        f.source = textField(json[i], "source", where);
        fields.push_back(std::move(f));
    }
    return fields;
}

Json traceToWire(const Trace& trace)
{
    Json records = Json::array();
    for (const auto& r : trace.records)
        records.push_back(Json::array({r.globalId, r.globalIdY, r.globalIdZ, r.localId, r.localIdY, r.localIdZ,
                                       r.groupId, r.groupIdY, r.groupIdZ, r.step, int(r.space), int(r.buffer),
                                       int(r.kind), int(r.op), r.byteOffset, r.size, r.line}));
    return Json{{"groups", trace.groups},
                {"work_group_size", trace.workGroupSize},
                {"local_size", Json::array({trace.localSize[0], trace.localSize[1], trace.localSize[2]})},
                {"base_addr_align", trace.baseAddrAlign},
                {"buffers", trace.bufferNames},
                {"records", std::move(records)}};
}

Trace traceFromWire(const Json& json)
{
    const std::string where = "trace";
    constexpr uint64_t k32 = std::numeric_limits<uint32_t>::max();
    Trace t;
    t.groups = uint32_t(unsignedField(json, "groups", where, k32));
    t.workGroupSize = uint32_t(unsignedField(json, "work_group_size", where, k32));
    t.baseAddrAlign = unsignedField(json, "base_addr_align", where, std::numeric_limits<uint64_t>::max());
    const Json& local = field(json, "local_size", where);
    if (!local.is_array() || local.size() != 3)
        bad("trace.local_size is not an array of 3");
    for (size_t d = 0; d < 3; ++d) {
        if (!local[d].is_number_unsigned() || local[d].get<uint64_t>() > k32)
            bad("trace.local_size holds a value that is not a whole number");
        t.localSize[d] = local[d].get<uint32_t>();
    }
    const Json& buffers = field(json, "buffers", where);
    if (!buffers.is_array())
        bad("trace.buffers is not an array");
    for (const auto& b : buffers) {
        if (!b.is_string())
            bad("trace.buffers holds a value that is not a string");
        t.bufferNames.push_back(b.get<std::string>());
    }
    const Json& records = field(json, "records", where);
    if (!records.is_array())
        bad("trace.records is not an array");
    t.records.reserve(records.size());
    for (size_t i = 0; i < records.size(); ++i) {
        const Json& r = records[i];
        if (!r.is_array() || r.size() != kRecordFields)
            bad("trace.records[" + std::to_string(i) + "] is not an array of " + std::to_string(kRecordFields));
        uint64_t v[kRecordFields];
        for (size_t k = 0; k < kRecordFields; ++k) {
            if (!r[k].is_number_unsigned())
                bad("trace.records[" + std::to_string(i) + "] holds a value that is not a whole number");
            v[k] = r[k].get<uint64_t>();
            if (k != 14 && v[k] > k32)
                bad("trace.records[" + std::to_string(i) + "] holds a value out of range");
        }
        if (v[10] > uint64_t(Space::Private) || v[11] > 255 || v[12] > 2 || v[13] > uint64_t(AtomicOp::Xor))
            bad("trace.records[" + std::to_string(i) + "] names an unknown space, buffer, kind or operation");
        TraceRecord rec;
        rec.globalId = uint32_t(v[0]);
        rec.globalIdY = uint32_t(v[1]);
        rec.globalIdZ = uint32_t(v[2]);
        rec.localId = uint32_t(v[3]);
        rec.localIdY = uint32_t(v[4]);
        rec.localIdZ = uint32_t(v[5]);
        rec.groupId = uint32_t(v[6]);
        rec.groupIdY = uint32_t(v[7]);
        rec.groupIdZ = uint32_t(v[8]);
        rec.step = uint32_t(v[9]);
        rec.space = Space(v[10]);
        rec.buffer = uint8_t(v[11]);
        rec.kind = AccessKind(v[12]);
        rec.op = AtomicOp(v[13]);
        rec.byteOffset = v[14];
        rec.size = uint32_t(v[15]);
        rec.line = uint32_t(v[16]);
        t.records.push_back(rec);
    }
    return t;
}

Json optionsToWire(const MeasureOptions& o)
{
    return Json{{"warmup", o.warmup},
                {"budget_seconds", o.budgetSeconds},
                {"min_reps", o.minReps},
                {"max_reps", o.maxReps}};
}

MeasureOptions optionsFromWire(const Json& json, MeasureOptions o)
{
    if (json.is_null())
        return o;
    if (!json.is_object())
        throw Error(ErrorKind::InvalidParameter, "\"options\" must be an object");
    auto integer = [&](const char* key, int& out, int min, int max) {
        const auto it = json.find(key);
        if (it == json.end())
            return;
        if (!it->is_number_integer() || it->get<int64_t>() < min || it->get<int64_t>() > max)
            throw Error(ErrorKind::InvalidParameter, std::string("options.") + key +
                                                         " must be a whole number from " + std::to_string(min) +
                                                         " to " + std::to_string(max));
        out = it->get<int>();
    };
    integer("warmup", o.warmup, 0, 1000);
    integer("min_reps", o.minReps, 1, 100000);
    integer("max_reps", o.maxReps, 1, 1000000);
    if (const auto it = json.find("budget_seconds"); it != json.end()) {
        if (!it->is_number() || !(it->get<double>() > 0) || it->get<double>() > 600)
            throw Error(ErrorKind::InvalidParameter,
                        "options.budget_seconds must be a number above 0, at most 600");
        o.budgetSeconds = it->get<double>();
    }
    if (o.minReps > o.maxReps)
        throw Error(ErrorKind::InvalidParameter, "options.min_reps is larger than options.max_reps");
    return o;
}

Json paramsToWire(const ParamSet& params)
{
    Json j = Json::object();
    for (const auto& [name, value] : params.values())
        j[name] = isWholeNumber(value) ? Json(std::stoll(value)) : Json(value);
    return j;
}

std::vector<std::string> assignmentsFromWire(const Json& json)
{
    std::vector<std::string> out;
    if (json.is_null())
        return out;
    if (!json.is_object())
        throw Error(ErrorKind::InvalidParameter, "\"params\" of a lesson must be an object {\"name\": value}");
    for (const auto& [name, value] : json.items()) {
        if (value.is_string())
            out.push_back(name + "=" + value.get<std::string>());
        else if (value.is_number_integer())
            out.push_back(name + "=" + value.dump());
        else
            throw Error(ErrorKind::InvalidParameter,
                        "parameter \"" + name + "\" must be a string or a whole number, not " + value.dump());
    }
    return out;
}

ParamSet paramsFromWire(const Json& json)
{
    if (!json.is_object())
        bad("\"params\" is not an object");
    ParamSet params;
    for (const auto& [name, value] : json.items()) {
        if (value.is_string())
            params.setRaw(name, value.get<std::string>());
        else if (value.is_number_integer())
            params.setRaw(name, value.dump());
        else
            bad("params." + name + " is neither a string nor a whole number");
    }
    return params;
}

} // namespace coalesce::remote
