// SPDX-License-Identifier: GPL-3.0-or-later
// The L1's miss share near its capacity (issue 11, private.spill; docs/BENCHMARKS.md "The L1 near its
// capacity"). slots.cl's loads-only loop on a spill area with every work-item in its own slot (word i of
// work-item g at i * N + g, N the global size) and W any whole number: the index k = (h >> 8) * W >> 24 of a
// per-work-item LCG, so a compute unit's resident work-items read an area of resident x W x 4 bytes, at
// random, while the launch runs. V 1 stores instead of loading (a[k] = h); V 0 reads and writes back each
// word it reads (spillg.cl's read-modify-write: acc += a[k] >> 1, then a[k] with its low bit set to the step's).
#ifndef W
#define W 32
#endif
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef V
#define V 2
#endif
__kernel void l1share(__global uint* restrict a, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint n = (uint)get_global_size(0);
    uint h = (g * 0x9E3779B9u) ^ seed;
    uint acc = 0;
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint k = (uint)(((ulong)(h >> 8) * W) >> 24);
#if V == 0
        const uint v = a[k * n + g];
        acc += v >> 1;
        a[k * n + g] = (v & ~1u) | (t & 1u);
#elif V == 1
        a[k * n + g] = h ^ t;
#else
        acc += a[k * n + g];
#endif
    }
#if V == 1
    GSTORE(1, out, g, W, h);
#else
    GSTORE(1, out, g, W, acc);
#endif
}
