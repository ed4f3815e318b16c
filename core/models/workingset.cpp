// SPDX-License-Identifier: GPL-3.0-or-later
// What a lesson declares about its whole launch in its launch info (declared in core/models/hierarchy.h):
// its working set, a complete trace, a spilled private array and its shortened loop.
#include "core/models/hierarchy.h"

#include <cmath>
#include <iterator>
#include <string>

namespace coalesce {

WorkingSet workingSetFromLaunch(const Json& launch)
{
    WorkingSet w;
    if (!launch.is_object())
        return w;
    auto positive = [&](const char* key) -> uint64_t {
        const auto it = launch.find(key);
        if (it == launch.end() || !it->is_number())
            return 0;
        const double v = it->get<double>();
        return v >= 1 && v < 1e18 ? uint64_t(v) : 0;
    };
    w.bytes = positive("working_set_bytes");
    w.launchReadBytes = positive("launch_read_bytes");
    w.liveBytes = positive("live_bytes");
    if (!w.known())
        w.bytes = w.launchReadBytes = w.liveBytes = 0;
    w.countedBytes = positive("counted_bytes");
    w.launchGroups = positive("launch_groups");
    const auto complete = launch.find("trace_complete");
    w.traceComplete = complete != launch.end() && complete->is_boolean() && complete->get<bool>();
    w.barrierPhases = positive("barrier_phases");
    // local_size: a number, or one per dimension of a 2-D or 3-D launch (matmul.order's [wg, 1]): the
    // work-items of a group are their product.
    uint64_t groupSize = positive("local_size");
    if (const auto dims = launch.find("local_size");
        dims != launch.end() && dims->is_array() && !dims->empty() && dims->size() <= 3) {
        groupSize = 1;
        for (const auto& d : *dims) {
            const double v = d.is_number() ? d.get<double>() : 0.0;
            groupSize = v >= 1 && v <= 65536 && v == std::floor(v) ? groupSize * uint64_t(v) : 0;
        }
    }
    w.groupSize = groupSize <= 65536 ? uint32_t(groupSize) : 0;
    const uint64_t units = positive("units");
    w.launchUnits = units <= 1000000 ? uint32_t(units) : 0;
    w.groupLocalBytes = positive("local_bytes");
    w.aluRounds = positive("alu_rounds");
    w.shuffles = positive("shuffles");
    const auto shape = launch.find("phase_shape");
    const std::string shapeName = shape != launch.end() && shape->is_string() ? shape->get<std::string>() : "";
    w.exchangePhases = shapeName == "exchange";
    w.scanPhases = shapeName == "scan";
    const auto steps = launch.find("phase_steps");
    if (steps != launch.end() && steps->is_array() && steps->size() <= 65536) {
        for (const auto& v : *steps) {
            const double d = v.is_number() ? v.get<double>() : -1.0;
            if (d < 0 || d >= 4e9 || d != std::floor(d) ||
                (!w.phaseSteps.empty() && d <= w.phaseSteps.back())) {
                w.phaseSteps.clear();
                break;
            }
            w.phaseSteps.push_back(uint32_t(d));
        }
    }
    // phase_rounds: one whole number from 1 per declared phase, or none is read.
    const auto rounds = launch.find("phase_rounds");
    if (!w.phaseSteps.empty() && rounds != launch.end() && rounds->is_array() &&
        rounds->size() == w.phaseSteps.size()) {
        for (const auto& v : *rounds) {
            const double d = v.is_number() ? v.get<double>() : -1.0;
            if (d < 1 || d > 1e6 || d != std::floor(d)) {
                w.phaseRounds.clear();
                break;
            }
            w.phaseRounds.push_back(uint32_t(d));
        }
    }
    if (w.groupSize == 0) {
        w.barrierPhases = w.aluRounds = w.shuffles = 0;
        w.phaseSteps.clear();
    }
    if (w.barrierPhases == 0)
        w.phaseSteps.clear();
    if (w.phaseSteps.empty())
        w.phaseRounds.clear();
    const auto texture = launch.find("texture");
    if (texture != launch.end() && texture->is_object()) {
        const auto buffer = texture->find("buffer");
        const auto filtered = texture->find("filtered");
        if (buffer != texture->end() && buffer->is_number_integer() && buffer->get<int64_t>() >= 0 &&
            buffer->get<int64_t>() < 256) {
            w.textureBuffer = int(buffer->get<int64_t>());
            w.textureFiltered = filtered != texture->end() && filtered->is_boolean() && filtered->get<bool>();
        }
    }
    readSpillLoop(launch, w);
    readAtomicTail(launch, w);
    const auto compiler = launch.find("compiler");
    if (compiler != launch.end() && compiler->is_object()) {
        auto whole = [&](const char* key, double most) {
            const auto it = compiler->find(key);
            const double v = it != compiler->end() && it->is_number() ? it->get<double>() : 0.0;
            return v >= 1 && v <= most && v == std::floor(v) ? v : 0.0;
        };
        w.registersPerItem = int(whole("registers", 65536));
        w.registersPerUnit = uint64_t(whole("registers_per_unit", 1e9));
        w.registerGranule = uint32_t(whole("register_granule", 1024));
        if (w.registersPerItem == 0 || w.registersPerUnit == 0 || w.registerGranule == 0)
            w.registersPerItem = 0, w.registersPerUnit = 0, w.registerGranule = 0;
    }
    const auto copy = launch.find("host_copy");
    if (copy != launch.end() && copy->is_object()) {
        const auto counted = copy->find("counted_bytes");
        if (counted != copy->end() && counted->is_number() && counted->get<double>() >= 1 &&
            counted->get<double>() < 1e18)
            w.hostCopyCountedBytes = uint64_t(counted->get<double>());
    }
    return w;
}

double phaseNsAt(const std::map<uint32_t, double>& curve, uint32_t groupSize)
{
    if (groupSize == 0 || curve.empty())
        return 0;
    const auto hi = curve.lower_bound(groupSize);
    if (hi == curve.end())
        return 0;
    if (hi->first == groupSize)
        return hi->second;
    if (hi == curve.begin())
        return 0;
    const auto lo = std::prev(hi);
    return logLogBetween(double(lo->first), lo->second, double(hi->first), hi->second, double(groupSize));
}

void readSpillLoop(const Json& launch, WorkingSet& w)
{
    // spill_loop = {"spilled": bool, "first_step": n, "end_step": n, "scale": x}, or loop = the same without
    // "spilled", or reread_loop = loop's with "groups" and "units": all present and sane, or nothing is read.
    for (const char* key : {"spill_loop", "loop", "reread_loop"}) {
        const auto found = launch.find(key);
        if (found == launch.end() || !found->is_object())
            continue;
        const Json& j = *found;
        const bool spill = std::string(key) == "spill_loop";
        const auto spilled = j.find("spilled");
        if (spill && (spilled == j.end() || !spilled->is_boolean()))
            continue;
        auto number = [&](const char* name) {
            const auto it = j.find(name);
            return it != j.end() && it->is_number() ? it->get<double>() : -1.0;
        };
        const double first = number("first_step");
        const double end = number("end_step");
        const double scale = number("scale");
        if (first < 0 || end <= first || end >= 4e9 || scale < 1 || scale >= 1e9)
            continue;
        if (std::string(key) == "reread_loop") {
            const double groups = number("groups");
            const double units = number("units");
            if (groups < 1 || groups >= 1e12 || units < 1 || units >= 1e6)
                continue;
            w.rereadLoop = true;
            w.rereadGroups = uint64_t(groups);
            w.rereadUnits = uint32_t(units);
            // "batch" (optional): consecutive steps whose loads a work-item issues together (GPU3's four
            // descriptor words into one float4, traced at four steps); 1 where absent or not sane.
            const double batch = number("batch");
            w.rereadBatch = batch >= 1 && batch <= 1024 && batch == std::floor(batch) ? uint32_t(batch) : 1;
        }
        w.privateSpilled = spill && spilled->get<bool>();
        const double bytes = spill ? number("bytes_per_item") : -1.0;
        w.privateBytesPerItem = bytes >= 1 && bytes < 1e9 ? uint64_t(bytes) : 0;
        w.loopFirstStep = uint32_t(first);
        w.loopEndStep = uint32_t(end);
        w.loopScale = scale;
        return;
    }
}

void readAtomicTail(const Json& launch, WorkingSet& w)
{
    // atomic_tail = {"atomics", "bins", "groups", "group_size", "local_bytes", "units", "counted_bytes"}: all
    // present and sane, or nothing is read; "hot_bin_atomics" may be absent, but present it must be sane too.
    const auto found = launch.find("atomic_tail");
    if (found == launch.end() || !found->is_object())
        return;
    const Json& j = *found;
    auto number = [&](const char* name) {
        const auto it = j.find(name);
        return it != j.end() && it->is_number() ? it->get<double>() : -1.0;
    };
    const double atomics = number("atomics"), bins = number("bins"), groups = number("groups");
    const double size = number("group_size"), local = number("local_bytes"), units = number("units");
    const double counted = number("counted_bytes");
    if (atomics < 1 || atomics > 1e15 || bins < 1 || bins > 1e9 || groups < 1 || groups > 1e12 || size < 1 ||
        size > 1e6 || local < 0 || local > 1e12 || units < 1 || units > 1e6 || counted < 1 || counted > 1e18)
        return;
    double hot = 0;
    if (j.contains("hot_bin_atomics")) {
        hot = number("hot_bin_atomics");
        if (hot < 1 || hot > atomics)
            return;
    }
    w.tailAtomics = uint64_t(atomics);
    w.tailHotAtomics = uint64_t(hot);
    w.tailBins = uint32_t(bins);
    w.tailGroups = uint64_t(groups);
    w.tailGroupSize = uint32_t(size);
    w.tailLocalBytes = uint64_t(local);
    w.tailUnits = uint32_t(units);
    w.tailCountedBytes = uint64_t(counted);
}

} // namespace coalesce
