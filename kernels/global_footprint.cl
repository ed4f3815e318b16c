// SPDX-License-Identifier: GPL-3.0-or-later
// global_footprint.cl - repeated contiguous passes over a working set of a chosen size.
// Lesson: global.footprint (kernel footprint_read).
//
// Pattern. An item is one uint4 (16 bytes); the working set holds mask + 1 items, a power of two (mask: a
// kernel argument, so a sweep over sizes builds once). Each
// work-item makes STEPS access steps; n = global size. At step s work-item g reads
//     in[(s * n + g) & mask]
// so every step is a contiguous, coalesced read that wraps around the set; n * STEPS items are read per launch
// (the lesson's volume, or the set once when the set is larger), i.e. the set is passed over many times when it
// is small. The loaded bits are XOR-accumulated and each work-item writes out[g] after the last step
// (step STEPS).
//
// Expected behaviour. Every request is ideal (16 sectors of 32 B for a warp of 32 lanes), so the per-request
// model predicts the same throughput for every size. What changes is where the set lives: while it fits the
// L1 (H100: about 233 KiB per SM) the passes are served on chip; up to the L2 (H100: 50 MB as two 25 MB
// halves) at L2 bandwidth; beyond it from DRAM. The measured curve shows plateaus and the knees between them
// (seed 000 §8.3.1, seed 002 §7.6). A CPU shows its own L1/L2/L3 knees at much smaller sizes.
//
// -D options:
//   IDX     index type: uint, or ulong when n * STEPS reaches 2^32
//   STEPS   access steps per work-item (default 8)
#ifndef STEPS
#define STEPS 8
#endif
#ifndef IDX
#define IDX uint
#endif

__kernel void footprint_read(__global const uint4* restrict in, __global uint4* restrict out, IDX n,
                             IDX mask TRACE_ARGS)
{
    const IDX g = (IDX)get_global_id(0);
    uint4 acc = (uint4)(0);
#pragma unroll
    for (uint s = 0; s < STEPS; ++s)
        acc ^= GLOAD(0, in, (g + s * n) & mask, s);
    GSTORE(1, out, g, STEPS, acc);
}
