// SPDX-License-Identifier: GPL-3.0-or-later
// What a partly written request pays for (issue 11, global.store's odd strides; docs/BENCHMARKS.md "Store
// requests: lines, blocks and neighbours"). Every work-item stores one uint; K stores fall in each 128 B line,
// spread over its 32 words (word (lane % K) * (32 / K)). A request is 32 consecutive work-items (one SIMD group on
// NVIDIA), its lane group j = lane / K picks the line:
//   P 0 packed        request r writes lines r * PER + j: PER neighbouring lines from an even line
//   P 1 split         requests 2q and 2q + 1 share a region of 2 PER lines, the even one its even lines, the odd
//                     one its odd lines (the layout of blocks.cl's P 1)
//   P 2 packed, odd   P 0 one line on: PER neighbouring lines from an odd line (one more 256 B block a request)
//   P 3 sparse        request r writes the even lines of its own region of 2 PER lines; the odd lines stay
//                     unwritten (P 1's blocks a request, nobody else's lines in them)
//   P 4 packed, +2    P 0 two lines on (a control: the same blocks as P 0)
// PER = 32 / K lines a request. The buffer holds 2 N / K lines and 2 more; what a layout does not write keeps its
// random start, checked with the rest.
#ifndef K
#define K 2
#endif
#ifndef P
#define P 0
#endif
#define PER (32 / K)

__kernel void blocks2(__global uint* restrict out TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint r = g / 32, lane = g % 32, j = lane / K;
#if P == 0
    const uint line = r * PER + j;
#elif P == 1
    const uint line = 2 * ((r / 2) * PER + j) + (r % 2);
#elif P == 2
    const uint line = r * PER + j + 1;
#elif P == 3
    const uint line = 2 * (r * PER + j);
#else
    const uint line = r * PER + j + 2;
#endif
    const uint word = line * 32 + (lane % K) * PER;
    GSTORE(0, out, word, 0, g);
}
