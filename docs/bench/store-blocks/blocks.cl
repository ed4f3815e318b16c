// SPDX-License-Identifier: GPL-3.0-or-later
// Do partly written lines cost per 256 B block a request touches? (issue 11, global.store's odd strides;
// docs/BENCHMARKS.md "What global.store's odd strides count".) Every work-item stores one uint; K stores fall
// in each 128 B line, spread over its 32 words (word (lane % K) * (32 / K)). A request is 32 consecutive
// work-items (one SIMD group on NVIDIA), its lane group j = lane / K picks the line:
//   P 0 packed  request r writes lines r * (32 / K) + j: 32 / K neighbouring lines, 16 / K blocks of 256 B
//   P 1 split   requests 2q and 2q + 1 share the region of 2 x 32 / K lines, the even one its even lines, the
//               odd one its odd lines: the same lines, stores and sectors as P 0, twice the blocks a request
// Both layouts write the same words of the buffer, each once; the lines of the launch are N / K.
#ifndef K
#define K 2
#endif
#ifndef P
#define P 0
#endif
#define PER (32 / K) // lines a request writes

__kernel void blocks(__global uint* restrict out TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint r = g / 32, lane = g % 32, j = lane / K;
#if P == 0
    const uint line = r * PER + j;
#else
    const uint line = 2 * ((r / 2) * PER + j) + (r % 2);
#endif
    const uint word = line * 32 + (lane % K) * PER;
    GSTORE(0, out, word, 0, g);
}
