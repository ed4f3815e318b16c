// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing kernel specs. Every object is read through Obj, which knows its key path and its allowed
// keys, so a typo ("cuont") or a wrong type is one message naming exactly where it is.
#include "core/custom/kernelspec.h"

#include "core/errors.h"
#include "core/outputfile.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace coalesce::custom {

namespace {

[[noreturn]] void bad(const std::string& path, const std::string& why)
{
    throw Error(ErrorKind::InvalidParameter, path + ": " + why);
}

std::string typeName(const Json& j)
{
    return j.is_string()    ? "text"
           : j.is_boolean() ? "true/false"
           : j.is_number()  ? "a number"
           : j.is_array()   ? "a list"
           : j.is_object()  ? "an object"
                            : "null";
}

bool isIdentifier(const std::string& s)
{
    static const std::regex kId("[A-Za-z_][A-Za-z0-9_]{0,63}");
    return std::regex_match(s, kId);
}

// An object with a key path; keys are checked against the allowed list once read.
class Obj {
public:
    Obj(const Json& j, std::string path, std::vector<std::string> keys) : m_j(j), m_path(std::move(path))
    {
        if (!j.is_object())
            bad(m_path, "expected an object, found " + typeName(j));
        for (auto it = j.begin(); it != j.end(); ++it)
            if (std::find(keys.begin(), keys.end(), it.key()) == keys.end()) {
                std::string known;
                for (const auto& k : keys)
                    known += (known.empty() ? "" : ", ") + k;
                bad(m_path, "unknown key \"" + it.key() + "\" (known: " + known + ")");
            }
    }
    std::string at(const std::string& key) const { return m_path + "." + key; }
    bool has(const std::string& key) const { return m_j.contains(key); }
    const Json& raw(const std::string& key) const { return m_j.at(key); }

    std::string text(const std::string& key, const std::string& def, bool required = false) const
    {
        if (!has(key)) {
            if (required)
                bad(at(key), "missing");
            return def;
        }
        const Json& v = m_j.at(key);
        if (!v.is_string())
            bad(at(key), "expected text, found " + typeName(v));
        auto s = v.get<std::string>();
        if (s.size() > 4096)
            bad(at(key), "longer than 4096 characters");
        return s;
    }
    std::string name(const std::string& key) const
    {
        std::string s = text(key, {}, true);
        if (!isIdentifier(s))
            bad(at(key), "\"" + s + "\" is not a name (letters, digits and _, at most 64)");
        return s;
    }
    int64_t integer(const std::string& key, int64_t def, int64_t min, int64_t max) const
    {
        if (!has(key))
            return def;
        const Json& v = m_j.at(key);
        if (!v.is_number_integer())
            bad(at(key), "expected a whole number, found " + typeName(v));
        if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(max))
            bad(at(key), "larger than " + std::to_string(max));
        const auto i = v.get<int64_t>();
        if (i < min || i > max)
            bad(at(key), std::to_string(i) + " is outside " + std::to_string(min) + ".." + std::to_string(max));
        return i;
    }
    double number(const std::string& key, double def, double min, double max) const
    {
        if (!has(key))
            return def;
        const Json& v = m_j.at(key);
        if (!v.is_number())
            bad(at(key), "expected a number, found " + typeName(v));
        const double d = v.get<double>();
        if (!std::isfinite(d) || d < min || d > max)
            bad(at(key), "outside " + std::to_string(min) + ".." + std::to_string(max));
        return d;
    }
    bool flag(const std::string& key, bool def) const
    {
        if (!has(key))
            return def;
        if (!m_j.at(key).is_boolean())
            bad(at(key), "expected true or false, found " + typeName(m_j.at(key)));
        return m_j.at(key).get<bool>();
    }
    Expr expr(const std::string& key, const std::string& where) const
    {
        if (!has(key))
            bad(where, "missing");
        return exprOf(m_j.at(key), where);
    }
    static Expr exprOf(const Json& v, const std::string& where)
    {
        if (v.is_number_integer()) {
            if (v.is_number_unsigned() && v.get<uint64_t>() > uint64_t(INT64_MAX))
                bad(where, "too large");
            const int64_t i = v.get<int64_t>();
            if (i < -(int64_t(1) << 62) || i > (int64_t(1) << 62))
                bad(where, "too large");
            return Expr::constant(i);
        }
        if (v.is_string())
            return Expr::parse(v.get<std::string>(), where);
        bad(where, "expected a whole number or an expression, found " + typeName(v));
    }

private:
    const Json& m_j;
    std::string m_path;
};

const Json& list(const Json& j, const std::string& path, size_t maxItems, size_t minItems = 0)
{
    if (!j.is_array())
        bad(path, "expected a list, found " + typeName(j));
    if (j.size() > maxItems)
        bad(path, std::to_string(j.size()) + " entries, at most " + std::to_string(maxItems));
    if (j.size() < minItems)
        bad(path, "needs at least " + std::to_string(minItems) + " entries");
    return j;
}

ParamDef readParam(const Json& j, const std::string& path)
{
    Obj o(j, path, {"name", "default", "min", "max", "define", "sweep", "help"});
    ParamDef p;
    p.name = o.name("name");
    p.min = o.integer("min", 1, -(int64_t(1) << 40), int64_t(1) << 40);
    p.max = o.integer("max", p.min, p.min, int64_t(1) << 40);
    p.def = o.integer("default", p.min, p.min, p.max);
    p.define = o.flag("define", true);
    p.sweep = o.text("sweep", {});
    p.help = o.text("help", {});
    return p;
}

BufferSpec readBuffer(const Json& j, const std::string& path)
{
    Obj o(j, path, {"name", "space", "type", "count", "init", "output", "expected"});
    BufferSpec b;
    b.name = o.name("name");
    const std::string space = o.text("space", "global");
    if (space == "global")
        b.space = BufferSpace::Global;
    else if (space == "constant")
        b.space = BufferSpace::Constant;
    else if (space == "local")
        b.space = BufferSpace::Local;
    else
        bad(o.at("space"), "\"" + space + "\" is not global, constant or local");
    b.type = o.text("type", {}, true);
    if (!findScalarType(b.type)) {
        std::string known;
        for (const auto& t : scalarTypes())
            known += (known.empty() ? "" : ", ") + t.name;
        bad(o.at("type"), "unknown type \"" + b.type + "\" (known: " + known + ")");
    }
    b.count = o.expr("count", o.at("count"));
    b.output = o.flag("output", false);
    b.expected = o.text("expected", {});
    if (b.space == BufferSpace::Local) {
        if (o.has("init") || b.output || !b.expected.empty())
            bad(path, "a local buffer has no init, output or expected file");
        b.init = InitKind::None;
        return b;
    }
    if (b.output && b.space == BufferSpace::Constant)
        bad(o.at("output"), "a constant buffer cannot be an output");
    if (!b.expected.empty() && !b.output)
        bad(o.at("expected"), "only an output has an expected file");
    if (!o.has("init")) {
        b.init = b.output ? InitKind::None : InitKind::Random;
        return b;
    }
    const Json& init = o.raw("init");
    const std::string ip = o.at("init");
    if (init.is_string()) {
        const auto s = init.get<std::string>();
        if (s == "random")
            b.init = InitKind::Random;
        else if (s == "index")
            b.init = InitKind::Index;
        else if (s == "none")
            b.init = InitKind::None;
        else
            bad(ip,
                "\"" + s +
                    "\" is not random, index, none, {\"constant\": V}, {\"file\": F} or {\"random\": SEED}");
        return b;
    }
    Obj io(init, ip, {"constant", "file", "random"});
    if (init.size() != 1)
        bad(ip, "give exactly one of constant, file, random");
    if (io.has("constant")) {
        b.init = InitKind::Constant;
        b.constant = io.number("constant", 0, -1e300, 1e300);
    } else if (io.has("file")) {
        b.init = InitKind::File;
        b.file = io.text("file", {}, true);
        if (b.file.empty())
            bad(io.at("file"), "empty file name");
    } else {
        b.init = InitKind::Random;
        b.seed = uint64_t(io.integer("random", 1, 0, INT64_MAX));
    }
    return b;
}

ArgSpec readArg(const Json& j, const std::string& path)
{
    ArgSpec a;
    if (j.is_string()) {
        a.buffer = j.get<std::string>();
        return a;
    }
    Obj o(j, path, {"name", "type", "value"});
    a.name = o.name("name");
    a.type = o.text("type", {}, true);
    const ScalarType* t = findScalarType(a.type);
    if (!t)
        bad(o.at("type"), "unknown type \"" + a.type + "\"");
    if (!o.has("value"))
        bad(o.at("value"), "missing");
    const Json& v = o.raw("value");
    if (t->isFloat && v.is_number_float()) {
        a.floatValue = o.number("value", 0, -1e300, 1e300);
        a.value = Expr::constant(0);
    } else {
        a.value = Obj::exprOf(v, o.at("value"));
    }
    return a;
}

std::vector<Expr> readSizes(const Json& j, const std::string& path)
{
    list(j, path, 3, 1);
    std::vector<Expr> out;
    for (size_t i = 0; i < j.size(); ++i)
        out.push_back(Obj::exprOf(j[i], path + "[" + std::to_string(i) + "]"));
    return out;
}

// Cross-checks: names unique, arguments name buffers, expressions name parameters.
void crossCheck(const KernelSpec& s, const std::string& where)
{
    std::set<std::string> params, lowered;
    for (const auto& p : s.params) {
        std::string low = p.name;
        for (char& c : low)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (!params.insert(p.name).second || !lowered.insert(low).second)
            bad(where + ".params",
                "parameter \"" + p.name + "\" given twice (names are compared ignoring case)");
    }
    auto checkExpr = [&](const Expr& e, const std::string& path) {
        for (const auto& n : e.names())
            if (!params.count(n))
                bad(path, "\"" + n + "\" is not a parameter of this spec");
    };
    std::set<std::string> buffers;
    for (size_t i = 0; i < s.buffers.size(); ++i) {
        if (!buffers.insert(s.buffers[i].name).second)
            bad(where + ".buffers[" + std::to_string(i) + "]",
                "buffer \"" + s.buffers[i].name + "\" given twice");
        checkExpr(s.buffers[i].count, where + ".buffers[" + std::to_string(i) + "].count");
    }
    std::set<std::string> used;
    for (size_t i = 0; i < s.args.size(); ++i) {
        const std::string path = where + ".args[" + std::to_string(i) + "]";
        const ArgSpec& a = s.args[i];
        if (a.buffer.empty()) {
            checkExpr(a.value, path + ".value");
            continue;
        }
        if (!buffers.count(a.buffer))
            bad(path, "no buffer named \"" + a.buffer + "\"");
        if (!used.insert(a.buffer).second)
            bad(path, "buffer \"" + a.buffer + "\" passed twice");
    }
    for (const auto& b : s.buffers)
        if (b.space != BufferSpace::Local && !used.count(b.name))
            bad(where + ".args", "buffer \"" + b.name + "\" is never passed to the kernel");
    if (s.global.size() != s.local.size())
        bad(where + ".local", "has " + std::to_string(s.local.size()) + " dimensions, global has " +
                                  std::to_string(s.global.size()));
    for (size_t i = 0; i < s.global.size(); ++i) {
        checkExpr(s.global[i], where + ".global[" + std::to_string(i) + "]");
        checkExpr(s.local[i], where + ".local[" + std::to_string(i) + "]");
    }
    bool anyOutput = false;
    for (const auto& b : s.buffers)
        anyOutput = anyOutput || b.output;
    if (!anyOutput && s.check != CheckMethod::None)
        bad(where + ".buffers", "no buffer is marked \"output\": true, so nothing can be checked (or set "
                                "\"check\": \"none\")");
    if (s.check == CheckMethod::Expected)
        for (const auto& b : s.buffers)
            if (b.output && b.expected.empty())
                bad(where + ".check", "\"expected\" needs an expected file for output \"" + b.name + "\"");
}

} // namespace

const std::vector<ScalarType>& scalarTypes()
{
    static const std::vector<ScalarType> kTypes = {{"char", 1, false, true},  {"uchar", 1, false, false},
                                                   {"short", 2, false, true}, {"ushort", 2, false, false},
                                                   {"int", 4, false, true},   {"uint", 4, false, false},
                                                   {"long", 8, false, true},  {"ulong", 8, false, false},
                                                   {"float", 4, true, true},  {"double", 8, true, true}};
    return kTypes;
}

const ScalarType* findScalarType(const std::string& name)
{
    for (const auto& t : scalarTypes())
        if (t.name == name)
            return &t;
    return nullptr;
}

const char* bufferSpaceName(BufferSpace space)
{
    switch (space) {
    case BufferSpace::Global:
        return "global";
    case BufferSpace::Constant:
        return "constant";
    case BufferSpace::Local:
        return "local";
    }
    return "?";
}

const char* checkMethodName(CheckMethod method)
{
    switch (method) {
    case CheckMethod::Device:
        return "device";
    case CheckMethod::Expected:
        return "expected";
    case CheckMethod::None:
        return "none";
    }
    return "?";
}

KernelSpec specFromJson(const Json& doc, const std::string& where)
{
    Obj o(doc, where,
          {"format", "version", "title", "kernel", "options", "params", "buffers", "args", "global", "local",
           "check", "tolerance", "reference", "trace_groups", "time_limit", "space"});
    if (o.text("format", {}, true) != kSpecFormat)
        bad(o.at("format"), std::string("expected \"") + kSpecFormat + "\"");
    KernelSpec s;
    s.version = int(o.integer("version", 0, 0, INT32_MAX));
    if (!o.has("version"))
        bad(o.at("version"), "missing");
    if (s.version != kSpecVersion)
        bad(o.at("version"), "version " + std::to_string(s.version) + " is not supported (this build reads " +
                                 std::to_string(kSpecVersion) + "); a newer Coalesce wrote it");
    s.kernel = o.name("kernel");
    s.title = o.text("title", s.kernel);
    s.options = o.text("options", {});
    s.space = o.text("space", "global");
    if (s.space != "global" && s.space != "local" && s.space != "constant")
        bad(o.at("space"), "\"" + s.space + "\" is not global, local or constant");
    if (s.options.find_first_of("\n\r") != std::string::npos)
        bad(o.at("options"), "one line only");
    if (o.has("params")) {
        const Json& ps = list(o.raw("params"), o.at("params"), kMaxParams);
        for (size_t i = 0; i < ps.size(); ++i)
            s.params.push_back(readParam(ps[i], o.at("params") + "[" + std::to_string(i) + "]"));
    }
    if (!o.has("buffers"))
        bad(o.at("buffers"), "missing");
    const Json& bs = list(o.raw("buffers"), o.at("buffers"), kMaxBuffers, 1);
    for (size_t i = 0; i < bs.size(); ++i)
        s.buffers.push_back(readBuffer(bs[i], o.at("buffers") + "[" + std::to_string(i) + "]"));
    if (!o.has("args"))
        bad(o.at("args"), "missing");
    const Json& as = list(o.raw("args"), o.at("args"), kMaxArgs);
    for (size_t i = 0; i < as.size(); ++i)
        s.args.push_back(readArg(as[i], o.at("args") + "[" + std::to_string(i) + "]"));
    if (!o.has("global"))
        bad(o.at("global"), "missing");
    s.global = readSizes(o.raw("global"), o.at("global"));
    if (!o.has("local"))
        bad(o.at("local"), "missing");
    s.local = readSizes(o.raw("local"), o.at("local"));
    const std::string check = o.text("check", "device");
    if (check == "device")
        s.check = CheckMethod::Device;
    else if (check == "expected")
        s.check = CheckMethod::Expected;
    else if (check == "none")
        s.check = CheckMethod::None;
    else
        bad(o.at("check"), "\"" + check + "\" is not device, expected or none");
    s.tolerance = o.number("tolerance", 1e-5, 0, 1);
    s.reference = o.text("reference", {});
    s.traceGroups = uint32_t(o.integer("trace_groups", 2, 1, 64));
    s.timeLimitSeconds = o.number("time_limit", 10, 0.1, 600);
    crossCheck(s, where);
    return s;
}

KernelSpec parseSpec(const std::string& text, const std::string& where)
{
    if (text.size() > kMaxSpecFileBytes)
        bad(where, "larger than " + std::to_string(kMaxSpecFileBytes / 1024) + " KiB");
    Json doc;
    try {
        doc = Json::parse(text);
    } catch (const Json::parse_error& e) {
        bad(where, std::string("not valid JSON: ") + e.what());
    }
    return specFromJson(doc, where);
}

} // namespace coalesce::custom
