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
         "<p>Every point reads the same number of <b>elements</b>, contiguously, as uchar, ushort, "
         "half, uint, float, ulong or double; <b>uchar4</b> and <b>uchar16</b> load 4 or 16 uchar "
         "at once (vloadN + as_ucharN, seed 002 §7.2.2-7.2.4). A warp of 32 reading scalar uchar "
         "asks for 32 bytes: one 32-byte sector, fully used, but a sixteenth of what the same warp "
         "moves with uchar16 (512 B in 16 sectors).</p><p>No segment is wasted in any of these "
         "patterns; what differs is the number of load instructions per byte. On the H100 scalar "
         "uchar reaches about 1690 GB/s against 3096 GB/s for float: it is bound by the request "
         "rate, not by DRAM, and packing into 16-byte loads has to win the bandwidth back. The "
         "seed's Adreno also gains from 16-bit data because it halves the bytes; here the element "
         "count is equal, so smaller types move fewer bytes.</p><p>On a CPU the compiler "
         "vectorises across work-items: scalar uchar and uchar16 are fast, uchar2 or uchar4 can be "
         "several times slower, and small inputs stay in cache.</p><p><b>Watch:</b> each lane's "
         "share of the strip grows with the type, and so do the sectors per request; in the chart "
         "compare uchar with uchar16. The model predicts full efficiency for every type, so a gap "
         "between them is the request rate. half needs cl_khr_fp16 and double cl_khr_fp64; without "
         "them the point is skipped.</p>")},
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
    {"histogram.*", QT_TRANSLATE_NOOP("LessonTexts", "Five histogram kernels"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Five versions of the same histogram: a baseline, a transposed layout whose reads are "
         "coalesced, float4 reads, sub-histograms in <b>local</b> memory, and the bins in "
         "<b>constant</b> memory. Each step removes one memory bottleneck.</p>"
         "<p><b>Watch:</b> how each variant changes the access picture and the time.</p>")},
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
         "<p>Many work-items updating <b>one</b> global counter with atomics are serialised. Reducing "
         "in local memory first and adding one value per work-group removes most of the "
         "contention.</p>"
         "<p><b>Watch:</b> GB/s against the number of bins.</p>")},
    {"global.store", QT_TRANSLATE_NOOP("LessonTexts", "Strided and misaligned global writes"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>The global.stride and global.offset patterns on <b>stores</b>: work-item i of a warp "
         "writes element base + offset + i*stride and reads nothing (seed 002 §7.2.1, §7.6). A "
         "store is served in whole segments too. With stride 1, 32 work-items writing 4 bytes fill "
         "4 sectors of 32 B completely; with stride 2 they touch 8 sectors and write only half of "
         "each; from stride 8 every lane has a sector to itself. A start 1 element after an "
         "aligned address touches 5 sectors, the first and the last partly.</p><p>A partly written "
         "sector cannot simply be overwritten: the memory system merges the new bytes with the old "
         "ones (the seed: the line is loaded, modified and written back), so scattered stores cost "
         "about as much as scattered loads even though a store does not make the work-item "
         "wait.</p><p>The H100 writes a contiguous stream at up to 3.2 TB/s, faster than it reads; "
         "its L2 gathers the writes of a 32-byte sector before they go to DRAM, so what counts is "
         "how many sectors are touched. A CPU writes through its caches in 64-byte lines "
         "(write-allocate: a line is read before it is written), so its curve follows lines, not "
         "sectors.</p><p><b>Watch:</b> the write requests in the segment strip: grey bytes are the "
         "unwritten part of each touched sector, and the trace lists the partly written segments. "
         "In the chart the measured GB/s follows the model's efficiency as the stride grows.</p>")},
    {"global.random", QT_TRANSLATE_NOOP("LessonTexts", "Random gather against contiguous reads"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Every point reads the same elements, the same number of times, as a contiguous read; "
         "only the order differs. The reads are shuffled inside aligned <b>windows</b> of that "
         "many elements: window 1 is the contiguous read, a window of the whole buffer a random "
         "gather over it (seed 000 fig 8.10, seed 004).</p><p>Worked example (float, warps of 32, "
         "32-byte sectors): up to a window of 32 elements the warp's lanes stay inside the 128 "
         "bytes it reads anyway, so the 4 sectors and 100 % efficiency do not change. From there "
         "on the lanes spread over more sectors, until every lane has a sector to itself: 32 "
         "sectors for 128 useful bytes, 12.5 %.</p><p>Large windows also leave the caches and the "
         "TLB behind, which the per-request model does not count: on the H100 a window that fits "
         "the 50 MB L2 is still served on chip, so the knee in the chart comes later and falls "
         "further than the model's line. A CPU fetches 64-byte lines and prefetches contiguous "
         "streams, so it loses more to a random gather than to any stride.</p><p><b>Watch:</b> the "
         "lanes' links fan out over the segment strip as the window grows, and the sectors per "
         "request climb to one per lane; compare the measured GB/s with the model's "
         "efficiency.</p>")},
    {"global.footprint", QT_TRANSLATE_NOOP("LessonTexts", "Working-set size and the caches"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Work-items read a working set of <b>footprint</b> bytes over and over, contiguously "
         "(16-byte loads), from 4 KiB to 4 GiB in powers of two (seed 000 §8.3.1, seed 002 §7.6). "
         "Every request is ideal, 16 full sectors per warp, so the model predicts the same "
         "throughput at every size; the measured curve is what this lesson is about.</p><p>While "
         "the set fits a cache, the repeated passes are served from it, and the bandwidth sits on "
         "a plateau; at each cache size there is a knee. On the H100: the L1 (about 233 KiB per "
         "SM, but each SM sees only its share of the set), the L2 of 50 MB as two 25 MB halves "
         "(expect a first drop near 25 MB), then DRAM at about 3 TB/s. A CPU shows its own L1, L2 "
         "and L3 knees at much smaller sizes, and the lesson stops at 256 MiB "
         "there.</p><p><b>Watch:</b> in the pattern view at footprint=4K the second work-group "
         "reads the same bytes as the first (the set is reused); in the chart find the plateaus "
         "and the sizes where they end, on a logarithmic size axis.</p>")},
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
