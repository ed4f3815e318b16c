// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessontexts.h"

namespace coalesce::ui {

namespace {

// Marked for lupdate under the LessonTexts context, spelled out (lupdate expands no macros); translated at
// lookup.

struct LessonText {
    const char* textId; ///< a lesson id ("global.stride") or a family ("histogram.*")
    const char* title;
    const char*
        explanation; ///< rich text: what happens, a worked example, what to watch; nullptr: the family's
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
         "<p>Every point reads the same number of <b>elements</b>, contiguously, as uchar, ushort, "
         "half, uint, float, ulong or double; <b>uchar4</b> and <b>uchar16</b> load 4 or 16 uchar "
         "at once (one aligned uchar4 or uchar16 item, seed 002 §7.2.2-7.2.4). A warp of 32 reading "
         "scalar uchar asks for 32 bytes: one 32-byte sector, fully used, but a sixteenth of what the "
         "same warp moves with uchar16 (512 B in 16 sectors).</p><p>No segment is wasted in any of "
         "these patterns; what differs is the number of load instructions per byte. On the H100 "
         "scalar uchar reaches about 1670 GB/s against 3097 GB/s for float: it is bound by the "
         "request rate, not by DRAM, and packing wins the bandwidth back (uchar4 and uchar16 about "
         "2990 GB/s). vload4 and vload16 would not: they promise only 1-byte alignment, and NVIDIA's "
         "compiler then loads the bytes one by one (2490 and 2220 GB/s). The "
         "seed's Adreno also gains from 16-bit data because it halves the bytes; here the element "
         "count is equal, so smaller types move fewer bytes.</p><p>On a CPU the compiler "
         "vectorises across work-items: scalar uchar and uchar16 are fast, uchar2 or uchar4 can be "
         "several times slower, and small inputs stay in cache.</p><p><b>Watch:</b> each lane's "
         "share of the strip grows with the type, and so do the sectors per request; in the chart "
         "compare uchar with uchar16. The model predicts full efficiency for every type, so a gap "
         "between them is the request rate. half needs cl_khr_fp16 and double cl_khr_fp64; without "
         "them the point is skipped.</p>")},
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
         "wait.</p><p>The H100 writes a contiguous stream at up to 3.2 TB/s, faster than it reads. "
         "A partly written sector makes its L2 read the old data first: strides 2 to 8 touch every "
         "sector of every line and take about 2.2 times as long as stride 1. From stride 16 on, "
         "each lane writes a sector of its own and what counts is the <b>lines</b>: every touched "
         "line is read before the write, so strides 16 to 32 all take about 1.3 times stride 1's "
         "time. One level further: a warp's stores are paid per <b>256-byte block</b> (two lines) "
         "they touch. An odd stride leaves a warp's first or last block half used, and half a "
         "block costs a whole one, so on the H100 odd strides run 3 to 5 percent slower than the "
         "even ones beside them (try 31 and 32, or stride 32 with offset 32); the model does not "
         "count blocks, so its curve has no steps there. A CPU writes through its caches in 64-byte "
         "lines (write-allocate: a line is read before it is written), so its curve follows "
         "lines, not sectors.</p><p><b>Watch:</b> the write requests in the segment strip: grey bytes are the "
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
    {"local.reuse", QT_TRANSLATE_NOOP("LessonTexts", "Reuse: global reads against a local tile"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 000 §8.3.2 and seed 002 §7.1.2: local memory is a scratchpad the program fills "
         "itself, and filling it costs a global read, a local write and a barrier. It pays only "
         "when the data is then used <b>more than about twice</b>.</p><p>Here out[i] = in[i] + "
         "... + in[i + reuse - 1], so every input word is used by <b>reuse</b> neighbouring "
         "work-items. <b>source=global</b> reads the whole window from global memory: at each "
         "step the group's 32 lanes read 128 B from an address 4 B further on, 4 or 5 sectors "
         "each time, and only the caches keep that from costing reuse times the traffic. "
         "<b>source=local</b> copies wg + reuse - 1 words into a tile once (5 sectors for a group "
         "of 32 with reuse 4, against 19), waits at the barrier and reads the window from the "
         "tile without bank conflicts.</p><p><b>Watch:</b> sweep reuse for both sources and "
         "compare the times; in the pattern view the global requests per step (global mode) "
         "against the fill and the conflict-free local reads (local mode).</p><p><b>CPU and "
         "GPU:</b> on a CPU (PoCL) local memory is ordinary cached memory, so the tile only adds "
         "the copy and the barrier: it never wins. On a GPU such as the H100 the L1 cache already "
         "catches much of the reuse, so the tile wins only at larger reuse, by saving cache "
         "traffic and latency.</p>")},
    {"local.occupancy", QT_TRANSLATE_NOOP("LessonTexts", "Local memory per group limits resident groups"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 000 §8.3.2 and seed 003 §9.3.4: local memory is shared by all the work-groups "
         "running on a compute unit. If each group takes 16 KiB of a 64 KiB local store, only "
         "<b>4 groups</b> fit at once (the HD 7970 of seed 003 allows a group 32 KiB: then 2). "
         "Fewer resident groups mean fewer waves to switch to while others wait for "
         "memory.</p><p>The kernel is always the same coalesced stream (16 reads per work-item, a "
         "neighbour exchange through local memory); only the local array each group allocates "
         "grows with <b>local_kib</b>. The run reports <b>resident_groups_by_local_memory</b> = "
         "the device's local memory / the bytes per group; sizes the device cannot give a group "
         "are skipped with the reason.</p><p><b>Watch:</b> sweep local_kib and look for steps in "
         "the throughput where the number of resident groups drops; the pattern view and the "
         "model stay the same at every size, because nothing about each request "
         "changes.</p><p><b>CPU and GPU:</b> a CPU (PoCL) runs one group per thread from ordinary "
         "memory: flat. OpenCL reports what one group may use (48 KiB on the H100), while an H100 "
         "SM has up to 228 KiB of shared memory, so it keeps several groups even at 48 KiB and "
         "its steps come later than the reported count suggests. Measured on the H100: flat, 2.89 TB/s "
         "from 0 to 48 KiB (docs/BENCHMARKS.md).</p>")},
    {"scan.padding", QT_TRANSLATE_NOOP("LessonTexts", "Prefix sum: padding against bank conflicts"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 000 §8.3 (listing 8.2, fig 8.13-8.15): a work-group computes the exclusive "
         "prefix sum of n elements in local memory. The <b>up-sweep</b> adds pairs of words "
         "offset = 1, 2, 4 ... apart up a tree, the <b>down-sweep</b> walks back down. At offset "
         "k neighbouring work-items touch words 2k apart, so with 32 banks and n = 512 the "
         "up-sweep levels have conflict degrees 2, 4, 8, 16, 16, 8, 4, 2, 1 (the last levels have "
         "fewer active work-items than banks to fight over), the down-sweep the same in "
         "reverse.</p><p><b>Padding</b> the index to i + i / pad leaves one word unused after "
         "every pad words. With pad = the number of banks every level is conflict-free; fig 8.14 "
         "and 8.15 show the same on 8 banks (n = 16, pad = 8). Listing 8.2 is a plain function in "
         "the seed; here it is a kernel that scans its slice of the input and is checked against "
         "a host scan.</p><p><b>Watch:</b> step through the pattern view: the load, each up-sweep "
         "level (read ai, read bi, write bi), the clear and each down-sweep level; the conflict "
         "degree doubles from level to level without padding and stays 1 with pad = 32. Then "
         "sweep pad.</p><p><b>CPU and GPU:</b> a CPU (PoCL) has no banks, so every pad runs alike "
         "and the model predicts that; on a GPU with 32 banks such as the H100 the unpadded scan "
         "replays its local accesses, and pad = 32 pays even though every index costs an extra "
         "shift and add.</p>")},
    {"matmul.order", QT_TRANSLATE_NOOP("LessonTexts", "Matrix multiply: rows or columns in parallel"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 004 (fig 15-15 to 15-19): C = A x B with matrix x matrix matrices, one "
         "work-item per element of C. What matters is which index <b>neighbouring work-items</b> "
         "(the lanes of one SIMD group, dimension 0 of the 2-D range) differ "
         "in.</p><p><b>order=rows</b> (fig 15-15, 15-17): the lanes are rows m, m+1, ...; at each "
         "step k every lane reads A[m][k], a whole row of K words from its neighbour, so 32 lanes "
         "need 32 segments, and all lanes read the same word B[k][n]. <b>order=columns</b> (fig "
         "15-18, 15-19): the lanes are columns n, n+1, ...; all read the same A[m][k] (one "
         "segment) and consecutive words of B[k][n] (4 sectors of 32 B for 32 lanes, every byte "
         "used). The seed gives each work-item a whole row or column; here that loop is the "
         "second dimension of the range, which gives a GPU enough work-items and leaves every "
         "request as it was.</p><p><b>Watch:</b> the matrix picture: the lanes' cells of A form a "
         "column (rows) or a single cell (columns), their cells of B a single cell or a row; then "
         "compare the two orders' times with a sweep of matrix.</p><p><b>CPU and GPU:</b> on many "
         "GPUs, the H100 among them, columns are much faster. On PoCL there is no difference: a "
         "CPU thread runs the work-items of a group one after another, each through its whole k "
         "loop, and that loop walks a row of A and a column of B in <i>both</i> orders; which "
         "work-item comes next does not change a single thread's access stream, and there are no "
         "lanes whose requests could be coalesced.</p>")},
    {"constant.index", QT_TRANSLATE_NOOP("LessonTexts", "Indexing constant memory"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Constant memory is read through a cache that serves <b>one address per cycle</b> to the "
         "whole group. A <b>uniform</b> index (all work-items read the same element) is as fast as a "
         "register; a <b>divergent</b> index is serialised by the number of distinct addresses.</p>"
         "<p>Compare with the same table in __global memory, which has no such rule.</p>"
         "<p><b>Watch:</b> distinct addresses per request, and GB/s for uniform, divergent and "
         "random indices.</p>")},
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
         "and the lanes on its busiest address. The seed expects the global method to be slowest at 1 bin "
         "and to speed up with the bins; the H100 disagrees at 1 bin: 0.79 ms at 1 bin (its L2 merges "
         "the updates of one address), 6.4 to 10 ms from 4 to 256 bins, 0.96 ms at 4096, so the "
         "model, which applies a request's lanes on one address one after another, does not rank it. "
         "The local method wins at few bins but pays one global atomic per bin per group. On a CPU (PoCL) an "
         "atomic is a locked cache line, local memory is ordinary "
         "memory, and the local method loses at 4096 bins (zeroing and flushing 4096 words per group).</p>")},
    {"histogram.gpu1", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU1: baseline"), nullptr},
    {"histogram.gpu2", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU2: transposed descriptors"), nullptr},
    {"histogram.gpu3", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU3: float4"), nullptr},
    {"histogram.gpu4", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU4: descriptors in local memory"),
     nullptr},
    {"histogram.gpu5", QT_TRANSLATE_NOOP("LessonTexts", "Histogram GPU5: centroids in constant memory"),
     nullptr},
    // The five histogram lessons share one explanation (their family's).
    {"histogram.*", QT_TRANSLATE_NOOP("LessonTexts", "Five histogram kernels"),
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
    {"private.spill", QT_TRANSLATE_NOOP("LessonTexts", "Private arrays that spill"),
     QT_TRANSLATE_NOOP(
         "LessonTexts",
         "<p>Seed 002 §7.1.4: private memory is physically either registers or off-chip memory. Each "
         "work-item here keeps an array of <b>words</b> words and updates it 1024 times. With <b>mode = "
         "dynamic</b> the index comes from a random sequence computed at run time: registers cannot be "
         "indexed, so a GPU compiler places the array in off-chip (spill) memory behind the L1 cache. With "
         "<b>mode = static</b> the loop is fully unrolled and every index is a constant: the array lives "
         "in registers until they run out (255 per work-item on NVIDIA).</p><p>The picture shows the "
         "private array where a GPU keeps it when it spills: word i of every work-item lies next to word i "
         "of the other work-items (work-item w's a[i] at (i × work-items + w) × 4 bytes). The trace records "
         "the fill, the first 8 of the 1024 loop steps and the final fold; the other steps run untraced. "
         "Whether the compiler really spills is not in the trace: the run's launch details report "
         "CL_KERNEL_PRIVATE_MEM_SIZE, the private bytes the compiler placed in memory, and the prediction "
         "leaves the private accesses out.</p><p><b>Watch:</b> in the picture, a dynamic loop step scatters "
         "each request over as many lines as its lanes have distinct indices; a static step (like the fill "
         "and the fold) is one coalesced run of 4 bytes × lanes, if the compiler spills the array at all: "
         "in registers it costs no memory access. On a GPU (the H100) the dynamic array is several times "
         "slower than the static one and grows worse with its size; the static one stays fast until about "
         "128 to 256 words, where it spills too. Where a GPU compiler keeps even the dynamic array in "
         "registers the point is skipped with the reason. On a CPU (PoCL) both arrays live on the stack in "
         "the L1 cache, so the two modes are close.</p>")},
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
         "row-major position, because the real layout is hidden: the request picture is the buffer's. Under it "
         "the lesson draws the picture itself: a 32 x 32 corner with the texels the selected SIMD group reads "
         "at this step in its lanes' colours; from a buffer the segments they fall in are outlined (they lie "
         "along rows), from an image their 2-D block.</p>"
         "<p><b>Devices differ:</b> on a CPU (PoCL) images are arrays read by software, usually slower than "
         "buffers. Measured on the H100 (side 4096, float4 pixels, effective GB/s, image / buffer): rows "
         "2903 / 2992, columns 2912 / 2573 - the image's 2-D layout wins the column by 13 %; but 2 x 2 blocks "
         "7740 / 9805 and bilinear samples 7191 / 9794 - the buffer wins, its four loads finding the lines "
         "their neighbours share in L1, and the filter is not free. Compare a sweep with source=image against "
         "one with source=buffer.</p>")},
};

#undef LT

const LessonText* findText(const QString& id)
{
    for (const LessonText& t : kTexts) {
        if (id == QLatin1String(t.textId))
            return &t;
    }
    return nullptr;
}

// The family entry ("histogram.*") of an id, if any.
const LessonText* findFamily(const QString& id)
{
    for (const LessonText& t : kTexts) {
        const QLatin1String key(t.textId);
        if (key.endsWith(QLatin1Char('*')) && id.startsWith(key.chopped(1)))
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
    if (space == QLatin1String("image"))
        return tr("Images");
    if (space == QLatin1String("private"))
        return tr("Private memory");
    if (space == QLatin1String("subgroup"))
        return tr("Sub-groups");
    return space;
}

QString LessonTexts::title(const QString& id, const QString& fallback)
{
    const LessonText* t = findText(id);
    if (!t)
        t = findFamily(id);
    return t ? tr(t->title) : fallback;
}

QString LessonTexts::explanation(const QString& id)
{
    const LessonText* t = findText(id);
    if (!t || !t->explanation)
        t = findFamily(id);
    return t && t->explanation ? tr(t->explanation) : QString();
}

bool LessonTexts::has(const QString& id)
{
    return findText(id) != nullptr || findFamily(id) != nullptr;
}

} // namespace coalesce::ui
