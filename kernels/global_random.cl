// SPDX-License-Identifier: GPL-3.0-or-later
// global_random.cl - random gather within a locality window, against a contiguous read of the same bytes.
// Lesson: global.random (kernel window_gather).
//
// Pattern. An item is one VTYPE element. Each work-item makes STEPS access steps; n = global size. At step s
// work-item g takes the contiguous position p = s * n + g and reads in[gather_index(p, bits)]: p's aligned
// window of 2^bits items, and inside it the position p permuted by a keyed bijection (multiply-xorshift on
// `bits` bits, keyed by the window's number). bits is a kernel argument, so a sweep over windows builds once.
// Window 1 (bits 0) is the contiguous read; a window of the whole buffer is a random gather over it.
// Because the permutation is a bijection within each window, every window size reads
// the same items the same number of times: equal bytes, only the order differs. The loaded bits are
// XOR-accumulated and each work-item writes out[g] after the last step (step STEPS).
//
// Expected behaviour. While the window is no larger than what a SIMD group reads in one step (32 lanes x 4 B
// = 128 B), the group's lanes stay in the same sectors and the read is still coalesced. Past it the lanes
// spread over more sectors, until each lane has a sector to itself: one 32 B sector per 4-byte lane, 12.5 %
// efficiency (seed 000 fig 8.10, seed 004). Windows larger than the caches add cache and TLB misses that the
// per-request model does not count.
//
// -D options:
//   VTYPE   the loaded type (float, uint, ...)          UTYPE  the unsigned type of the same size
//   AS_U    the bit cast to UTYPE (as_uint), empty for integer types
//   IDX     index type: uint, or ulong when the buffer holds 2^32 items or more
//   SEED    the permutation key (a uint literal)
//   STEPS   access steps per work-item (default 4)     FP64   defined for double
#ifdef FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifndef STEPS
#define STEPS 4
#endif
#ifndef IDX
#define IDX uint
#endif

// The item read for contiguous position p (core/lessons/globalstreamrandom.cpp gatherIndex is the same).
inline IDX gather_index(IDX p, uint bits)
{
    const uint mask = (1u << bits) - 1u;
    const IDX base = p & ~(IDX)mask;
    const uint sh = (bits + 1u) / 2u;
    uint x = ((uint)p & mask) ^ (((uint)(base >> bits) * 0x27D4EB2Fu + SEED) & mask);
    x = (x * 0x9E3779B1u) & mask;
    x ^= x >> sh;
    x = (x * 0x85EBCA6Bu) & mask;
    x ^= x >> sh;
    return base | (IDX)x;
}

__kernel void window_gather(__global const VTYPE* restrict in, __global UTYPE* restrict out, IDX n,
                            uint bits TRACE_ARGS)
{
    const IDX g = (IDX)get_global_id(0);
    UTYPE acc = (UTYPE)(0);
#pragma unroll
    for (uint s = 0; s < STEPS; ++s)
        acc ^= AS_U(GLOAD(0, in, gather_index(g + s * n, bits), s));
    GSTORE(1, out, g, STEPS, acc);
}
