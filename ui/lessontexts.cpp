// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessontexts.h"

namespace coalesce::ui {

namespace {

// Marked for lupdate under the LessonTexts context, spelled out (lupdate expands no macros); translated at
// lookup.

struct LessonText {
    const char* textId; ///< a lesson id ("global.stride") or a family ("histogram.*")
    const char* title;
    const char* explanation; ///< rich text: what happens, a worked example, what to watch
};

// One entry per text id, looked up by LessonInfo::textId (core's registry); no per-lesson code.
const LessonText kTexts[] = {
    {"global.stride", QT_TRANSLATE_NOOP("LessonTexts", "Strided global reads"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Neighbouring work-items of one SIMD group read elements <b>stride</b> elements apart. "
         "Global memory serves a request in whole <b>segments</b> (32-byte sectors on NVIDIA, 64 or "
         "128-byte lines elsewhere): every segment the group touches is moved in full.</p>"
         "<p>With stride 1, 32 work-items reading 4 bytes need 128 bytes = 4 segments of 32 B, and "
         "every byte moved is used. With stride 2 half of each segment is wasted; from stride 8 on "
         "every work-item needs a segment of its own and only 4 of 32 bytes are useful "
         "(12.5 %).</p>"
         "<p><b>Watch:</b> grey (moved but unused) bytes fill the segment strip as the stride grows, "
         "and the measured GB/s falls with the model's efficiency.</p>")},
    {"global.offset", QT_TRANSLATE_NOOP("LessonTexts", "Misaligned global reads"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>The same contiguous read, but starting <b>offset</b> elements after an aligned address. "
         "The group's window no longer starts on a segment boundary, so it straddles one extra "
         "segment.</p>"
         "<p>Worked example: 16 work-items reading 4 bytes from 0x1232 cover 0x1232-0x1271, which "
         "touches three 32-byte segments instead of two: 3 transactions for 64 useful bytes.</p>"
         "<p><b>Watch:</b> one extra, mostly grey segment at the end of the strip; offset 0 (or a "
         "multiple of the segment) removes it.</p>")},
    {"global.vector", QT_TRANSLATE_NOOP("LessonTexts", "Vector width of global reads"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Each work-item reads <b>vector</b> elements at once (float, float2 ... float16), so the "
         "same bytes are read with fewer, wider requests.</p>"
         "<p>Wider loads mean fewer instructions and fuller segments; most GPUs are fastest at 8 to 16 "
         "bytes per work-item, and very wide vectors are split into several requests again.</p>"
         "<p><b>Watch:</b> each lane covers more of the strip; compare the measured GB/s for widths "
         "1, 2, 4, 8 and 16.</p>")},
    {"global.channels", QT_TRANSLATE_NOOP("LessonTexts", "Channel conflicts between work-groups"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Global memory is split into <b>channels</b> (partitions); consecutive blocks of "
         "<i>interleave</i> bytes go to consecutive channels. When all concurrently running "
         "work-groups start at addresses a multiple of channels x interleave apart, they all queue "
         "on the same channel (partition camping).</p>"
         "<p>Staggering the start of each work-group spreads the load over every channel.</p>"
         "<p><b>Watch:</b> the load bars of the channel grid: one tall bar means conflicts; flat bars "
         "mean the whole memory system is busy.</p>")},
    {"global.dtype", QT_TRANSLATE_NOOP("LessonTexts", "Element size and packing"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>The element <b>type</b> sets how many bytes each work-item asks for: 1 (uchar), 2, 4, "
         "or 8 (ulong, double). Small elements make small requests: a group of 32 reading uchar "
         "moves only 32 bytes per request.</p>"
         "<p>Packing small elements into vectors (uchar4, ushort2) restores full-width requests.</p>"
         "<p><b>Watch:</b> bytes requested per request and GB/s for each type.</p>")},
    {"local.stride", QT_TRANSLATE_NOOP("LessonTexts", "Strided local-memory reads"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Local memory is divided into <b>banks</b>; word w lives in bank w mod banks. Each bank "
         "serves one word per cycle, so when several work-items of a group read different words of "
         "the same bank, the reads are <b>replayed</b> one pass after another (a bank conflict).</p>"
         "<p>With 32 banks, stride s gives a conflict degree of gcd(s, 32): stride 1 and every odd "
         "stride are conflict-free, stride 2 is 2-way, stride 32 is 32-way.</p>"
         "<p><b>Watch:</b> the bank grid plays the passes one after another; conflicting cells are "
         "marked. Try 32 and then 33.</p>")},
    {"local.padding", QT_TRANSLATE_NOOP("LessonTexts", "Padded tile column in local memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>A 2-D tile in local memory, <b>row pitch = width + pad</b>. Reading a column makes "
         "every work-item step a whole row: with a width of 32 words and no padding, the whole "
         "column sits in one bank and needs 32 passes.</p>"
         "<p>One word of padding per row (pitch 33) shifts each row by one bank, so the column "
         "spreads over all banks and is read in one pass. This is the classic tile[32][33] trick of "
         "matrix transpose.</p>"
         "<p><b>Watch:</b> pad 0 against pad 1 on the bank grid and in the chart.</p>")},
    {"local.broadcast", QT_TRANSLATE_NOOP("LessonTexts", "Broadcast from local memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Every work-item reads the <b>same word</b> of local memory. The bank serves that word "
         "once and broadcasts it to all readers, so there is no conflict, although every access "
         "lands in one bank.</p>"
         "<p><b>Watch:</b> one cell with the broadcast mark and a conflict degree of 1.</p>")},
    {"constant.index", QT_TRANSLATE_NOOP("LessonTexts", "Indexing constant memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Constant memory is read through a cache that serves <b>one address per cycle</b> to the "
         "whole group. A <b>uniform</b> index (all work-items read the same element) is as fast as a "
         "register; a <b>divergent</b> index is serialised by the number of distinct addresses.</p>"
         "<p>Compare with the same table in __global memory, which has no such rule.</p>"
         "<p><b>Watch:</b> distinct addresses per request, and GB/s for uniform, divergent and "
         "random indices.</p>")},
    {"matmul.order", QT_TRANSLATE_NOOP("LessonTexts", "Matrix multiply: loop order"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Matrix multiply with each work-item computing one element of C. Whether neighbouring "
         "work-items walk along a <b>row</b> or a <b>column</b> decides whether their reads of A and "
         "B are contiguous (coalesced) or a whole row apart.</p>"
         "<p><b>Watch:</b> transactions per request for each order, and the measured time.</p>")},
    {"scan.padding", QT_TRANSLATE_NOOP("LessonTexts", "Prefix sum with bank padding"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>A work-group prefix sum in local memory. The tree's later levels read words 2, 4, 8 ... "
         "apart, which land in ever fewer banks. Adding one word of <b>padding</b> every 32 words "
         "(index + index / 32) removes the conflicts.</p>"
         "<p><b>Watch:</b> the conflict degree at each level with and without padding.</p>")},
    {"transfer.zerocopy", QT_TRANSLATE_NOOP("LessonTexts", "Zero-copy, copy and host pointers"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Three ways to share data with the host: <b>map</b> a buffer allocated with "
         "ALLOC_HOST_PTR (zero copy), <b>copy</b> with write/read buffer, or wrap host memory with "
         "USE_HOST_PTR. On devices that share memory with the CPU, zero copy avoids the copy "
         "entirely.</p>")},
    {"atomics.contention", QT_TRANSLATE_NOOP("LessonTexts", "Atomic contention"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>A histogram of pseudo-random words (seed 002 §7.3). With <b>method = global</b> every word is "
         "one atomic_inc on a global counter; with <b>method = local</b> each work-group first counts into "
         "a sub-histogram in local memory, then adds each bin to global memory with one atomic_add per bin "
         "per group: the seed's advice, reduce with local atomics first and update global memory "
         "once.</p><p>Atomics on one address are applied one after another. With 1 bin all 32 lanes of a "
         "request hit one address (32 updates in a row) and every work-group of the device waits on the "
         "same counter; with 4096 bins the 32 lanes almost always hit 32 different "
         "addresses.</p><p><b>Watch:</b> the picture counts the distinct addresses of each atomic request "
         "and the lanes on its busiest address. On a GPU (the H100) the global method is slowest at 1 bin "
         "and speeds up with the bins, and the local method wins at few bins but pays one global atomic "
         "per bin per group. On a CPU (PoCL) an atomic is a locked cache line, local memory is ordinary "
         "memory, and the local method loses at 4096 bins (zeroing and flushing 4096 words per group).</p>")},
    {"histogram.gpu1", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU1: baseline"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid "
         "and adds one to that centroid's bin with an atomic. The five lessons are the seed's five "
         "kernels, corrected so that they compile and count right: <b>GPU1</b> the baseline (descriptors "
         "row-major); <b>GPU2</b> the descriptors transposed so that neighbouring work-items read "
         "neighbouring words; <b>GPU3</b> four features per step as a float4; <b>GPU4</b> the descriptors "
         "copied into <b>local</b> memory once per work-group; <b>GPU5</b> GPU4 with the centroids in "
         "<b>constant</b> memory.</p><p><b>What was fixed:</b> all five listings declare nfeatures but use "
         "n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here "
         "atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features "
         "counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 "
         "filled the local tile but then read the descriptors from global memory (right only with one "
         "work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 "
         "again.</p><p><b>Watch:</b> GPU1's picture puts every lane in its own segment (256 bytes apart), "
         "GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, "
         "GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 "
         "beat the baseline. On a CPU the transposed layout is about 3x <i>slower</i>: one CPU thread runs "
         "a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of "
         "descriptors.</p>")},
    {"histogram.gpu2", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU2: transposed descriptors"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid "
         "and adds one to that centroid's bin with an atomic. The five lessons are the seed's five "
         "kernels, corrected so that they compile and count right: <b>GPU1</b> the baseline (descriptors "
         "row-major); <b>GPU2</b> the descriptors transposed so that neighbouring work-items read "
         "neighbouring words; <b>GPU3</b> four features per step as a float4; <b>GPU4</b> the descriptors "
         "copied into <b>local</b> memory once per work-group; <b>GPU5</b> GPU4 with the centroids in "
         "<b>constant</b> memory.</p><p><b>What was fixed:</b> all five listings declare nfeatures but use "
         "n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here "
         "atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features "
         "counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 "
         "filled the local tile but then read the descriptors from global memory (right only with one "
         "work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 "
         "again.</p><p><b>Watch:</b> GPU1's picture puts every lane in its own segment (256 bytes apart), "
         "GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, "
         "GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 "
         "beat the baseline. On a CPU the transposed layout is about 3x <i>slower</i>: one CPU thread runs "
         "a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of "
         "descriptors.</p>")},
    {"histogram.gpu3", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU3: float4"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid "
         "and adds one to that centroid's bin with an atomic. The five lessons are the seed's five "
         "kernels, corrected so that they compile and count right: <b>GPU1</b> the baseline (descriptors "
         "row-major); <b>GPU2</b> the descriptors transposed so that neighbouring work-items read "
         "neighbouring words; <b>GPU3</b> four features per step as a float4; <b>GPU4</b> the descriptors "
         "copied into <b>local</b> memory once per work-group; <b>GPU5</b> GPU4 with the centroids in "
         "<b>constant</b> memory.</p><p><b>What was fixed:</b> all five listings declare nfeatures but use "
         "n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here "
         "atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features "
         "counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 "
         "filled the local tile but then read the descriptors from global memory (right only with one "
         "work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 "
         "again.</p><p><b>Watch:</b> GPU1's picture puts every lane in its own segment (256 bytes apart), "
         "GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, "
         "GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 "
         "beat the baseline. On a CPU the transposed layout is about 3x <i>slower</i>: one CPU thread runs "
         "a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of "
         "descriptors.</p>")},
    {"histogram.gpu4", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU4: descriptors in local memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid "
         "and adds one to that centroid's bin with an atomic. The five lessons are the seed's five "
         "kernels, corrected so that they compile and count right: <b>GPU1</b> the baseline (descriptors "
         "row-major); <b>GPU2</b> the descriptors transposed so that neighbouring work-items read "
         "neighbouring words; <b>GPU3</b> four features per step as a float4; <b>GPU4</b> the descriptors "
         "copied into <b>local</b> memory once per work-group; <b>GPU5</b> GPU4 with the centroids in "
         "<b>constant</b> memory.</p><p><b>What was fixed:</b> all five listings declare nfeatures but use "
         "n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here "
         "atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features "
         "counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 "
         "filled the local tile but then read the descriptors from global memory (right only with one "
         "work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 "
         "again.</p><p><b>Watch:</b> GPU1's picture puts every lane in its own segment (256 bytes apart), "
         "GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, "
         "GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 "
         "beat the baseline. On a CPU the transposed layout is about 3x <i>slower</i>: one CPU thread runs "
         "a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of "
         "descriptors.</p>")},
    {"histogram.gpu5", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU5: centroids in constant memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 003 §9.3: every work-item takes one 64-feature descriptor, finds its nearest centroid "
         "and adds one to that centroid's bin with an atomic. The five lessons are the seed's five "
         "kernels, corrected so that they compile and count right: <b>GPU1</b> the baseline (descriptors "
         "row-major); <b>GPU2</b> the descriptors transposed so that neighbouring work-items read "
         "neighbouring words; <b>GPU3</b> four features per step as a float4; <b>GPU4</b> the descriptors "
         "copied into <b>local</b> memory once per work-group; <b>GPU5</b> GPU4 with the centroids in "
         "<b>constant</b> memory.</p><p><b>What was fixed:</b> all five listings declare nfeatures but use "
         "n_features, and call atomic_fetch_add_explicit on a plain int pointer (OpenCL 2.0 only): here "
         "atomic_inc on a uint bin. GPU3 stepped k by 1 while loading features k to k+3 (interior features "
         "counted four times, reads past the end) and lacked two commas: k now steps by 4. GPU4 and GPU5 "
         "filled the local tile but then read the descriptors from global memory (right only with one "
         "work-group): they now read the tile, sized for the work-group. GPU5 was printed as kernelGPU4 "
         "again.</p><p><b>Watch:</b> GPU1's picture puts every lane in its own segment (256 bytes apart), "
         "GPU2's reads fill whole segments, GPU4 moves the re-reads into local banks without conflicts, "
         "GPU5's centroid reads are one constant address per request. On a GPU (the H100) GPU2 to GPU5 "
         "beat the baseline. On a CPU the transposed layout is about 3x <i>slower</i>: one CPU thread runs "
         "a whole work-item, and GPU1's row is contiguous for it while GPU2 strides by the number of "
         "descriptors.</p>")},
    {"subgroup.shuffle", QT_TRANSLATE_NOOP("LessonTexts", "Sub-group shuffles"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 004: the work-items of one SIMD group (a warp on NVIDIA, a wavefront on AMD, a sub-group "
         "in OpenCL) can pass values to each other directly in registers. Here every work-item combines "
         "its value with its right neighbour's 256 times, within groups of <b>width</b> work-items. "
         "<b>mode = local</b> exchanges through local memory: a store, a barrier, a load, a barrier per "
         "round. <b>mode = shuffle</b> uses a sub-group shuffle (cl_khr_subgroup_shuffle, "
         "cl_intel_subgroups, or the warp shuffle shfl.sync on NVIDIA): no memory, no barrier. <b>mode = "
         "none</b> does the same arithmetic without any exchange: the cost floor.</p><p>The local exchange "
         "is conflict-free (lane l reads the bank of lane l + 1), so what it costs is the round trip and "
         "the barriers, not bank conflicts; the shuffle's picture has no local accesses at "
         "all.</p><p><b>Watch:</b> on a GPU (the H100) the shuffle comes close to the floor and the local "
         "exchange is several times slower. A device without sub-group shuffles, such as PoCL on a CPU, "
         "skips the shuffle with the reason; on a CPU the barriers of the local exchange cost the "
         "most.</p>")},
    {"private.spill", QT_TRANSLATE_NOOP("LessonTexts", "Private arrays that spill"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 002 §7.1.4: private memory is physically either registers or off-chip memory. Each "
         "work-item here keeps an array of <b>words</b> words and updates it 1024 times. With <b>mode = "
         "dynamic</b> the index comes from a random sequence computed at run time: registers cannot be "
         "indexed, so a GPU compiler places the array in off-chip (spill) memory behind the L1 cache. With "
         "<b>mode = static</b> the loop is fully unrolled and every index is a constant: the array lives "
         "in registers until they run out (255 per work-item on NVIDIA).</p><p>The trace shows only the "
         "global accesses, the one word each work-item starts from and its result: private accesses do not "
         "go through the access macros. The run's launch details report CL_KERNEL_PRIVATE_MEM_SIZE, the "
         "private bytes the compiler placed in memory.</p><p><b>Watch:</b> on a GPU (the H100) the dynamic "
         "array is several times slower than the static one and grows worse with its size; the static one "
         "stays fast until about 128 to 256 words, where it spills too. Where a GPU compiler keeps even "
         "the dynamic array in registers the point is skipped with the reason. On a CPU (PoCL) both arrays "
         "live on the stack in the L1 cache, so the two modes are close.</p>")},
};

#undef LT

const LessonText* findText(const QString& id)
{
    for (const LessonText& t : kTexts) {
        const QLatin1String key(t.textId);
        if (key.endsWith(QLatin1Char('*')) ? id.startsWith(key.chopped(1)) : id == key)
            return &t;
    }
    return nullptr;
}

} // namespace

QString LessonTexts::spaceName(const QString& space)
{
    if (space == QLatin1String("global"))
        return tr("Global memory");
    if (space == QLatin1String("local"))
        return tr("Local memory");
    if (space == QLatin1String("constant"))
        return tr("Constant memory");
    if (space == QLatin1String("transfer"))
        return tr("Host transfers");
    if (space == QLatin1String("atomics"))
        return tr("Atomics");
    if (space == QLatin1String("histogram"))
        return tr("Histogram (five kernels)");
    if (space == QLatin1String("private"))
        return tr("Private memory");
    if (space == QLatin1String("subgroup"))
        return tr("Sub-groups");
    return space;
}

QString LessonTexts::title(const QString& id, const QString& fallback)
{
    const LessonText* t = findText(id);
    return t ? tr(t->title) : fallback;
}

QString LessonTexts::explanation(const QString& id)
{
    const LessonText* t = findText(id);
    return t ? tr(t->explanation) : QString();
}

bool LessonTexts::has(const QString& id)
{
    return findText(id) != nullptr;
}

} // namespace coalesce::ui
