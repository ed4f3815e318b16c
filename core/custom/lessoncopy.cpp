// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/lessoncopy.h"

#include "core/custom/kernelspec.h"
#include "core/custom/templates.h"
#include "core/kernelsource.h"
#include "core/lesson.h"

#include <cctype>
#include <regex>
#include <sstream>

namespace coalesce::custom {

namespace {

// global_read.cl's strided_read at the lesson's defaults (float, vector 1, 4 steps, wg 256, 16 MiB): n work-
// items, each reading in[s * pitch + g * stride + offset] for s < 4 and writing out[g]; n as finishConfig
// computes it (core/lessons/globalread.cpp).
Json globalReadSpec(const std::string& lessonId)
{
    const std::string n = "(SIZE / 4 - OFFSET) / (4 * STRIDE) / WG * WG";
    const std::string sweep = lessonId == "global.offset" ? "OFFSET" : "STRIDE";
    Json params = Json::array();
    params.push_back({{"name", "STRIDE"},
                      {"default", 1},
                      {"min", 1},
                      {"max", 4096},
                      {"define", false},
                      {"help", "distance between neighbouring work-items' reads, in elements"}});
    params.push_back({{"name", "OFFSET"},
                      {"default", 0},
                      {"min", 0},
                      {"max", 4096},
                      {"define", false},
                      {"help", "elements from an aligned base"}});
    params.push_back({{"name", "WG"},
                      {"default", 256},
                      {"min", 1},
                      {"max", 1024},
                      {"define", false},
                      {"help", "work-group size"}});
    params.push_back({{"name", "SIZE"},
                      {"default", 16 * 1024 * 1024},
                      {"min", 65536},
                      {"max", int64_t(1) << 33},
                      {"define", false},
                      {"help", "input buffer bytes"}});
    for (Json& p : params)
        if (p["name"] == sweep)
            p["sweep"] = sweep == "OFFSET" ? "0..32" : "1..64:*2";
    if (sweep == "OFFSET") // the sweep's parameter first: it is the one the chart plots
        std::swap(params[0], params[1]);
    return Json{
        {"format", kSpecFormat},
        {"version", kSpecVersion},
        {"title", "Copy of " + lessonId},
        {"kernel", "strided_read"},
        {"space", "global"},
        {"options", "-DVTYPE=float -DUTYPE=uint -DAS_U=as_uint -DIDX=uint -DSTEPS=4"},
        {"params", params},
        {"buffers",
         Json::array({Json{{"name", "in"}, {"type", "float"}, {"count", "SIZE / 4"}, {"init", "random"}},
                      Json{{"name", "out"}, {"type", "uint"}, {"count", n}, {"output", true}}})},
        {"args",
         Json::array({"in", "out", Json{{"name", "pitch"}, {"type", "uint"}, {"value", n + " * STRIDE"}},
                      Json{{"name", "stride"}, {"type", "uint"}, {"value", "STRIDE"}},
                      Json{{"name", "offset"}, {"type", "uint"}, {"value", "OFFSET"}}})},
        {"global", Json::array({n})},
        {"local", Json::array({"WG"})},
        {"check", "device"},
        {"trace_groups", 2}};
}

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    const auto e = s.find_last_not_of(" \t\r\n");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// A skeleton from the kernel's parameter list: each pointer a buffer of N elements (the last global one the
// output), each scalar an argument; types the kernel sets by -D (VTYPE) become float.
Json skeletonSpec(const std::string& lessonId, const std::string& source, const std::string& kernel)
{
    Json buffers = Json::array(), args = Json::array();
    const std::regex head("__kernel\\s+void\\s+" + kernel + "\\s*\\(([^)]*)\\)");
    std::smatch m;
    std::string list;
    if (std::regex_search(source, m, head))
        list = m[1].str();
    const auto trace = list.find("TRACE_ARGS");
    if (trace != std::string::npos)
        list = list.substr(0, trace);
    std::stringstream in(list);
    std::string param;
    while (std::getline(in, param, ',')) {
        param = trim(std::regex_replace(param, std::regex("\\b(restrict|const|volatile|unsigned)\\b"), " "));
        if (param.empty())
            continue;
        const bool pointer = param.find('*') != std::string::npos;
        std::string space = "global";
        if (param.find("__local") != std::string::npos || param.find("local ") == 0)
            space = "local";
        else if (param.find("__constant") != std::string::npos)
            space = "constant";
        param = trim(std::regex_replace(param, std::regex("__global|__local|__constant|__private|\\*"), " "));
        std::istringstream words(param);
        std::string type, name, w;
        while (words >> w) {
            type = name;
            name = w;
        }
        if (!findScalarType(type))
            type = pointer ? "float" : "uint";
        if (pointer) {
            Json b{{"name", name}, {"type", type}, {"count", space == "local" ? Json(256) : Json("N")}};
            if (space != "global")
                b["space"] = space;
            buffers.push_back(b);
            args.push_back(name);
        } else {
            args.push_back(Json{{"name", name}, {"type", type}, {"value", 1}});
        }
    }
    // Something must be checked: the last global buffer is taken as the output.
    for (auto it = buffers.rbegin(); it != buffers.rend(); ++it)
        if (!it->contains("space")) {
            (*it)["output"] = true;
            break;
        }
    return Json{{"format", kSpecFormat},
                {"version", kSpecVersion},
                {"title", "Copy of " + lessonId},
                {"kernel", kernel},
                {"params", Json::array({Json{{"name", "N"},
                                             {"default", 4096},
                                             {"min", 256},
                                             {"max", 1 << 26},
                                             {"define", false},
                                             {"sweep", "4096..1048576:*4"}}})},
                {"buffers", buffers},
                {"args", args},
                {"global", Json::array({"N"})},
                {"local", Json::array({64})},
                {"check", "device"}};
}

} // namespace

std::string lessonKernelFile(const std::string& lessonId)
{
    if (lessonId.empty())
        return {};
    std::string escaped;
    for (char c : lessonId)
        escaped += (c == '.' ? std::string("\\.") : std::string(1, c));
    const std::regex id("(^|[^\\w.])" + escaped + "($|[^\\w.])");
    for (const EmbeddedKernel& k : embeddedKernels()) {
        // The probes' kernel files (probe_*.cl) are not lessons, whichever lesson their comments cite.
        if (k.name.size() < 3 || k.name.compare(k.name.size() - 3, 3, ".cl") != 0 ||
            k.name.rfind("probe_", 0) == 0)
            continue;
        std::istringstream lines(k.text);
        std::string line, head;
        while (std::getline(lines, line) && line.rfind("//", 0) == 0)
            head += line + "\n";
        std::istringstream headLines(head);
        while (std::getline(headLines, line))
            if (std::regex_search(line, id))
                return k.name;
    }
    return {};
}

std::optional<KernelCopy> lessonCopy(const std::string& lessonId)
{
    if (!findLesson(lessonId))
        return std::nullopt;
    KernelCopy copy;
    copy.fileName = lessonKernelFile(lessonId);
    if (copy.fileName.empty())
        return std::nullopt;
    copy.source = kernelText(copy.fileName);
    Json spec;
    if (copy.fileName == "global_read.cl") {
        spec = globalReadSpec(lessonId);
        copy.exact = true;
    } else {
        const auto names = kernelNames(copy.source);
        spec = skeletonSpec(lessonId, copy.source, names.empty() ? "my_kernel" : names.front());
        copy.note =
            "The spec is a skeleton read from the kernel's parameters: set the -D options the kernel "
            "needs (its opening comment lists them), the buffers' types and sizes, the arguments' values "
            "and the launch to match the lesson.";
    }
    copy.spec = spec.dump(2);
    return copy;
}

} // namespace coalesce::custom
