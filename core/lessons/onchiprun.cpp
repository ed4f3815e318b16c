// SPDX-License-Identifier: GPL-3.0-or-later
// The prepared run shared by the local-memory and constant-memory lessons (see onchiprun.h).
#include "core/lessons/onchiprun.h"

#include "core/errors.h"
#include "core/lessons/kernelrun.h"

#include <algorithm>
#include <cstring>

namespace coalesce {

namespace {

constexpr uint64_t kSeed = 0x10CA1BA5Eull;

} // namespace

std::unique_ptr<PreparedRun> prepareOnChipRun(DeviceContext& device, const OnChipConfig& config,
                                              const PrepareOptions& options)
{
    const OnChipConfig& c = config;
    const uint64_t groups = options.trace ? traceGroupCount(c.groups, options.traceGroups) : c.groups;
    const uint64_t items = groups * c.wg;
    KernelRunConfig run = kernelRun1d(c.lessonId, c.file, c.kernelName, c.options, items, c.wg);
    run.inputBytes = c.inputWords * 4;
    run.inputSeed = kSeed + c.inputWords;
    run.outputBytes = items * 4;
    run.outputFlags = CL_MEM_WRITE_ONLY;
    run.args = c.args;
    run.bufferNames = c.bufferNames;
    run.traceRecords = groups * (2 * c.fillWords + c.wg * (uint64_t(c.iters) + 1));
    run.bytesRead = groups * (c.wg * c.iters + c.fillWords) * 4;
    run.bytesWritten = items * 4;
    // The reference depends only on (slice, local id): computed once per pair, copied to every group.
    run.reference = [c, groups](const uint32_t* in, uint32_t* out) {
        const uint64_t slices = std::min(c.slices, groups);
        std::vector<uint32_t> perSlice(slices * c.wg);
        parallelFor(perSlice.size(), 256, [&](uint64_t begin, uint64_t end) {
            for (uint64_t i = begin; i < end; ++i)
                perSlice[i] = c.reference(in, i / c.wg, i % c.wg);
        });
        for (uint64_t g = 0; g < groups; ++g)
            std::memcpy(out + g * c.wg, perSlice.data() + (g % c.slices) * c.wg, c.wg * 4);
    };
    run.info = {{"loop_steps", c.iters},
                {"input_slices", c.slices},
                {"local_bytes", c.localBytes},
                {"fill_words_per_group", c.fillWords},
                {"bytes_counted", c.fillWords > 0
                                      ? "read: the loop's local reads + the fill's global reads; "
                                        "written: the global writes (the fill's local writes are not counted)"
                                      : "read: the loop's reads; written: the global writes"}};
    for (auto it = c.info.begin(); it != c.info.end(); ++it)
        run.info[it.key()] = it.value();
    return prepareKernelRun(device, std::move(run), options);
}

Trace hostOnChipTrace(const OnChipConfig& c, uint64_t groups)
{
    if (!c.loopWords)
        throw Error(ErrorKind::Unsupported, c.lessonId + " has no host-generated trace");
    const uint64_t first = (c.fillWords + c.wg - 1) / c.wg;
    const uint64_t sliceWords = c.inputWords / c.slices;
    std::vector<TraceRecord> records;
    records.reserve(groups * (2 * c.fillWords + c.wg * (uint64_t(c.iters) + 1)));
    std::vector<uint64_t> words;
    for (uint64_t g = 0; g < groups; ++g) {
        const uint64_t slice = g & (c.slices - 1);
        for (uint64_t lid = 0; lid < c.wg; ++lid) {
            uint64_t f = 0;
            for (uint64_t i = lid; i < c.fillWords; i += c.wg, ++f) {
                records.push_back(
                    hostRecord(g, lid, c.wg, f, Space::Global, 0, AccessKind::Read, slice * sliceWords + i));
                records.push_back(hostRecord(g, lid, c.wg, f, Space::Local, 2, AccessKind::Write, i));
            }
            words.assign(c.iters, 0);
            c.loopWords(slice, lid, words);
            for (uint64_t t = 0; t < c.iters; ++t)
                records.push_back(
                    hostRecord(g, lid, c.wg, first + t, c.loopSpace, c.loopBuffer, AccessKind::Read, words[t]));
            records.push_back(
                hostRecord(g, lid, c.wg, first + c.iters, Space::Global, 1, AccessKind::Write, g * c.wg + lid));
        }
    }
    return finishHostTrace(std::move(records), c.bufferNames, uint32_t(c.wg), 0, uint32_t(groups));
}

} // namespace coalesce
