// SPDX-License-Identifier: GPL-3.0-or-later
// Writing kernel specs, reading and saving spec files, and the default spec of a new kernel.
#include "core/custom/kernelspec.h"

#include "core/errors.h"
#include "core/outputfile.h"

#include <fstream>

namespace coalesce::custom {

Json specToJson(const KernelSpec& s)
{
    Json j;
    j["format"] = kSpecFormat;
    j["version"] = s.version;
    j["title"] = s.title;
    j["kernel"] = s.kernel;
    if (!s.options.empty())
        j["options"] = s.options;
    j["space"] = s.space;
    auto exprJson = [](const Expr& e) -> Json {
        if (e.isConstant())
            return e.eval({});
        return e.text();
    };
    j["params"] = Json::array();
    for (const auto& p : s.params) {
        Json pj{{"name", p.name}, {"default", p.def}, {"min", p.min}, {"max", p.max}, {"define", p.define}};
        if (!p.sweep.empty())
            pj["sweep"] = p.sweep;
        if (!p.help.empty())
            pj["help"] = p.help;
        j["params"].push_back(pj);
    }
    j["buffers"] = Json::array();
    for (const auto& b : s.buffers) {
        Json bj{{"name", b.name},
                {"space", bufferSpaceName(b.space)},
                {"type", b.type},
                {"count", exprJson(b.count)}};
        switch (b.init) {
        case InitKind::Random:
            bj["init"] = b.seed == 1 ? Json("random") : Json{{"random", b.seed}};
            break;
        case InitKind::Index:
            bj["init"] = "index";
            break;
        case InitKind::Constant:
            bj["init"] = Json{{"constant", b.constant}};
            break;
        case InitKind::File:
            bj["init"] = Json{{"file", b.file}};
            break;
        case InitKind::None:
            if (b.space != BufferSpace::Local)
                bj["init"] = "none";
            break;
        }
        if (b.output)
            bj["output"] = true;
        if (!b.expected.empty())
            bj["expected"] = b.expected;
        j["buffers"].push_back(bj);
    }
    j["args"] = Json::array();
    for (const auto& a : s.args) {
        if (!a.buffer.empty()) {
            j["args"].push_back(a.buffer);
            continue;
        }
        Json v = a.floatValue ? Json(*a.floatValue) : exprJson(a.value);
        j["args"].push_back(Json{{"name", a.name}, {"type", a.type}, {"value", v}});
    }
    j["global"] = Json::array();
    for (const auto& e : s.global)
        j["global"].push_back(exprJson(e));
    j["local"] = Json::array();
    for (const auto& e : s.local)
        j["local"].push_back(exprJson(e));
    j["check"] = checkMethodName(s.check);
    j["tolerance"] = s.tolerance;
    if (!s.reference.empty())
        j["reference"] = s.reference;
    j["trace_groups"] = s.traceGroups;
    j["time_limit"] = s.timeLimitSeconds;
    return j;
}

KernelSpec loadSpec(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorKind::Io, "cannot read the kernel spec " + path);
    std::string text;
    text.resize(kMaxSpecFileBytes + 1);
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(size_t(in.gcount()));
    return parseSpec(text, path);
}

void saveSpec(const KernelSpec& spec, const std::string& path)
{
    writeFileAtomic(path, specToJson(spec).dump(2) + "\n");
}

std::string specPathFor(const std::string& clPath)
{
    const auto slash = clPath.find_last_of('/');
    const auto dot = clPath.find_last_of('.');
    if (dot != std::string::npos && (slash == std::string::npos || dot > slash))
        return clPath.substr(0, dot) + ".json";
    return clPath + ".json";
}

KernelSpec defaultSpec(const std::string& kernelName)
{
    Json j = {
        {"format", kSpecFormat},
        {"version", kSpecVersion},
        {"kernel", kernelName},
        {"params", Json::array({Json{{"name", "N"},
                                     {"default", 4096},
                                     {"min", 64},
                                     {"max", 1 << 26},
                                     {"define", false},
                                     {"sweep", "4096..1048576:*4"}}})},
        {"buffers", Json::array({Json{{"name", "in"}, {"type", "float"}, {"count", "N"}},
                                 Json{{"name", "out"}, {"type", "float"}, {"count", "N"}, {"output", true}}})},
        {"args", Json::array({"in", "out"})},
        {"global", Json::array({"N"})},
        {"local", Json::array({64})}};
    return specFromJson(j, "default spec");
}

} // namespace coalesce::custom
