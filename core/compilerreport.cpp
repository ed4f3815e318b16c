// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing the compiler's resource report (declared in core/compilerreport.h).
#include "core/compilerreport.h"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace coalesce {

namespace {

// The whole number right before `word` in `line` ("38 registers" -> 38); -1 if there is none.
long long numberBefore(const std::string& line, const std::string& word)
{
    const size_t at = line.find(word);
    if (at == std::string::npos || at == 0)
        return -1;
    size_t end = at;
    while (end > 0 && line[end - 1] == ' ')
        --end;
    size_t begin = end;
    while (begin > 0 && line[begin - 1] >= '0' && line[begin - 1] <= '9')
        --begin;
    if (begin == end || end - begin > 12)
        return -1;
    return std::stoll(line.substr(begin, end - begin));
}

// The name between the first pair of single quotes after `marker`, or after `marker` up to the line's end.
std::string nameAfter(const std::string& line, const std::string& marker)
{
    const size_t at = line.find(marker);
    if (at == std::string::npos)
        return {};
    std::string rest = line.substr(at + marker.size());
    if (!rest.empty() && rest.front() == '\'') {
        const size_t close = rest.find('\'', 1);
        return close == std::string::npos ? std::string() : rest.substr(1, close - 1);
    }
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\r'))
        rest.pop_back();
    return rest;
}

} // namespace

std::map<std::string, KernelResources> parseNvidiaBuildLog(const std::string& log)
{
    std::map<std::string, KernelResources> found;
    std::string entry;      // the entry function being compiled
    std::string properties; // the function the "Function properties" lines describe
    std::istringstream in(log);
    std::string line;
    while (std::getline(in, line)) {
        if (line.find("ptxas") == std::string::npos)
            continue;
        if (std::string name = nameAfter(line, "Compiling entry function "); !name.empty()) {
            entry = name;
            properties.clear();
            continue;
        }
        if (std::string name = nameAfter(line, "Function properties for "); !name.empty()) {
            properties = name;
            continue;
        }
        if (line.find("bytes stack frame") != std::string::npos && !properties.empty()) {
            KernelResources& r = found[properties];
            r.stackBytes = uint64_t(std::max(0LL, numberBefore(line, "bytes stack frame")));
            r.spillStoreBytes = uint64_t(std::max(0LL, numberBefore(line, "bytes spill stores")));
            r.spillLoadBytes = uint64_t(std::max(0LL, numberBefore(line, "bytes spill loads")));
            continue;
        }
        if (line.find("Used ") != std::string::npos && !entry.empty()) {
            const long long registers = numberBefore(line, "registers");
            if (registers < 0 || registers > 65536)
                continue;
            KernelResources& r = found[entry];
            r.registers = int(registers);
            r.sharedBytes = uint64_t(std::max(0LL, numberBefore(line, "bytes smem")));
            entry.clear();
        }
    }
    for (auto it = found.begin(); it != found.end();)
        it = it->second.registers < 0 ? found.erase(it) : std::next(it);
    return found;
}

uint64_t groupsByRegisters(int registersPerItem, uint64_t registersPerUnit, uint32_t groupSize,
                           uint32_t simdWidth, uint32_t registerGranule)
{
    if (registersPerItem <= 0 || registersPerUnit == 0 || groupSize == 0 || simdWidth == 0 ||
        registerGranule == 0)
        return 0;
    const uint64_t perItem =
        (uint64_t(registersPerItem) + registerGranule - 1) / registerGranule * registerGranule;
    const uint64_t items = (uint64_t(groupSize) + simdWidth - 1) / simdWidth * simdWidth;
    return registersPerUnit / (perItem * items);
}

uint64_t workGroupLimitByRegisters(int registersPerItem, uint64_t registersPerUnit, uint32_t simdWidth,
                                   uint32_t registerGranule, uint32_t partitions, uint64_t deviceMax)
{
    if (registersPerItem <= 0 || registersPerUnit == 0 || simdWidth == 0 || registerGranule == 0 ||
        partitions == 0 || deviceMax == 0)
        return 0;
    const uint64_t perItem =
        (uint64_t(registersPerItem) + registerGranule - 1) / registerGranule * registerGranule;
    const uint64_t simdGroups = uint64_t(partitions) * (registersPerUnit / partitions / (perItem * simdWidth));
    return std::min(deviceMax, simdGroups * simdWidth);
}

uint64_t kernelWorkGroupLimit(uint64_t reported, int registersPerItem, uint64_t registersPerUnit,
                              uint32_t simdWidth, uint32_t registerGranule, uint32_t partitions,
                              uint64_t deviceMax)
{
    return std::max(reported, workGroupLimitByRegisters(registersPerItem, registersPerUnit, simdWidth,
                                                        registerGranule, partitions, deviceMax));
}

std::string describeCompilerReport(const Json& report)
{
    if (!report.is_object())
        return {};
    auto number = [&](const char* key) -> long long {
        const auto it = report.find(key);
        if (it == report.end() || !it->is_number_integer())
            return -1;
        const long long v = it->get<long long>();
        return v >= 0 && v < (1LL << 40) ? v : -1;
    };
    const long long registers = number("registers");
    if (registers <= 0)
        return {};
    std::string text =
        std::to_string(registers) + (registers == 1 ? " register" : " registers") + " a work-item";
    if (const long long stack = number("stack_bytes"); stack > 0)
        text += ", " + std::to_string(stack) + " B stack frame";
    const long long stores = number("spill_store_bytes");
    const long long loads = number("spill_load_bytes");
    if (stores > 0 || loads > 0)
        text += ", register spills: " + std::to_string(std::max(0LL, stores)) + " B stored, " +
                std::to_string(std::max(0LL, loads)) + " B loaded";
    else if (stores == 0 && loads == 0)
        text += ", no register spills";
    if (const long long local = number("local_bytes"); local > 0)
        text += ", " + std::to_string(local) + " B local memory";
    return text + " (the compiler's report)";
}

} // namespace coalesce
