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
    {"histogram.*", QT_TRANSLATE_NOOP("LessonTexts", "Five histogram kernels"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Five versions of the same histogram: a baseline, a transposed layout whose reads are "
         "coalesced, float4 reads, sub-histograms in <b>local</b> memory, and the bins in "
         "<b>constant</b> memory. Each step removes one memory bottleneck.</p>"
         "<p><b>Watch:</b> how each variant changes the access picture and the time.</p>")},
    {"atomics.contention", QT_TRANSLATE_NOOP("LessonTexts", "Atomic contention"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Many work-items updating <b>one</b> global counter with atomics are serialised. Reducing "
         "in local memory first and adding one value per work-group removes most of the "
         "contention.</p>"
         "<p><b>Watch:</b> GB/s against the number of bins.</p>")},
    {"global.channels", QT_TRANSLATE_NOOP("LessonTexts", "Channel camping between work-groups"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Global memory is interleaved over <b>channels</b>: on AMD GPUs bytes 0-255 go to channel 0, "
         "the next 256 to channel 1, and so on (seed 000, fig. 8.11-8.12; seed 001 section 3). Each "
         "work-group here streams its own block row by row, and the blocks start <b>pitch</b> bytes apart. "
         "Groups that run at the same time are at about the same row, so at any moment they read addresses "
         "a pitch apart.</p>"
         "<p>Worked example: 16 channels x 256 B and a pitch of 4 KiB. At step s all 16 groups read their "
         "row s, which lies on channel s: 128 segments queue on one channel while 15 idle (partition "
         "camping). A pitch of 6 KiB uses 2 channels; 4352 B (one interleave more than 4 KiB) uses all 16. "
         "<b>stagger</b> = 256 starts group w at row w, which spreads any pitch over every channel.</p>"
         "<p><b>Watch:</b> the channel grid lists the requests of 16 groups step by step. Camping is one "
         "filled column per step and one tall load bar; a staggered or odd pitch gives a diagonal and flat "
         "bars. The default sweep walks the pitch from 4 to 8 KiB in steps of 256 B.</p>"
         "<p><b>Devices differ:</b> the picture is the model's AMD-style rule (the profile's channels and "
         "interleave). NVIDIA GPUs hash addresses over their partitions, so an H100 shows little or no "
         "camping: a flat curve there is the hash at work, and the picture stays the AMD-style model, "
         "labelled as such. A CPU has no such channels, so PoCL's curve is flat too.</p>")},
    {"transfer.zerocopy", QT_TRANSLATE_NOOP("LessonTexts", "Copy, map, host pointers and SVM"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>The host fills N bytes and a kernel reads them once. The <b>mode</b> says how the bytes reach "
         "the device: <b>copy</b> (fill host memory, then clEnqueueWriteBuffer), <b>map</b> (map a "
         "CL_MEM_ALLOC_HOST_PTR buffer, fill it, unmap), <b>use_host_ptr</b> (a buffer wrapping the host's "
         "own memory, mapped the same way), <b>copy_host_ptr</b> (a new buffer copied from host memory each "
         "time), and <b>svm_coarse</b> / <b>svm_fine</b> (shared virtual memory, mapped or not; skipped "
         "where the device has none). Seed 002 sections 7.4 and 7.5.</p>"
         "<p>Two clocks: the <b>host wall time</b> of the whole cycle (fill, copy or map, kernel, wait) and "
         "the <b>kernel time</b> from its profiling event. Their difference is what the transfer costs the "
         "host.</p>"
         "<p><b>Watch:</b> the wall time per mode against the kernel time. On a CPU (PoCL) map, use_host_ptr "
         "and SVM are the same memory the kernel reads, so they save the extra memcpy of copy and "
         "copy_host_ptr; unlike the seed's Adreno, USE_HOST_PTR is zero-copy here too. On a discrete GPU "
         "such as the H100 a copy crosses PCIe once and the kernel then reads fast device memory, while a "
         "zero-copy buffer stays in host memory and the kernel itself reads over PCIe: the wall time may "
         "shrink while the kernel time grows many times.</p>")},
    {"image.vs.buffer", QT_TRANSLATE_NOOP("LessonTexts", "Images and buffers"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>The same 2-D read of an n x n picture of float4 pixels, once from an <b>image2d_t</b> and once "
         "from a <b>buffer</b> (seed 000 section 8.3.2, seed 002 section 7.1.5). <b>access</b> picks what each "
         "work-item reads: a pixel of a <b>row</b>, a pixel of a <b>column</b> (the picture transposed), a "
         "2 x 2 <b>block</b>, or a <b>bilinear</b> sample between four pixels. The work-groups are 16 x 16, so "
         "a SIMD group of 32 covers two rows of 16 work-items.</p>"
         "<p>Worked example (32-byte segments, 128-byte lines, side 64): a row request reads two runs of "
         "256 B, 16 segments in 4 lines; a column request reads 16 rows 1 KiB apart, still 16 segments but "
         "16 lines; a 2 x 2 block reads 17 pixels of 3 rows, 27 segments for 128 reads.</p>"
         "<p><b>Watch:</b> a buffer is linear, so the column and block reads spread over more lines; an "
         "image is laid out by the driver (tiled on GPUs) and read through the texture cache, which treats "
         "both directions alike, and its bilinear sample is one read the texture unit filters, where the "
         "buffer needs four reads and the arithmetic. The trace of an image read records the texel's "
         "row-major position, because the real layout is hidden: the picture is the buffer's.</p>"
         "<p><b>Devices differ:</b> on a CPU (PoCL) images are arrays read by software, usually slower than "
         "buffers. On the H100 texture reads go through the same L1 as buffer reads; with float4 pixels both "
         "sources come close on rows, and the image should win on columns and bilinear samples. Compare a "
         "sweep with source=image against one with source=buffer.</p>")},
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
    if (space == QLatin1String("image"))
        return tr("Images");
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
