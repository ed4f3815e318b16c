// SPDX-License-Identifier: GPL-3.0-or-later
// Do a spilled array's stores reach the L2? (issue 11, private.spill on the H100; docs/BENCHMARKS.md "Spilled
// stores and the L2".) private_spill.cl's dynamic loop with the array in a global buffer laid out as the
// compiler lays out a spill area: word i of work-item g at i * N + g (N = the global size), so the lanes of a SIMD
// group at one index share a line. Every work-item runs ITERS steps at an index from its own LCG:
//   V 0  read-modify-write a[idx] (acc += a[idx] >> 1, then its low bit set to the step's: a load and a
//        store like the lesson's step, and the same result however many launches ran before)
//   V 1  store only: a[idx] = h
//   V 2  load only: acc += a[idx]
//   V 3  read-modify-write through a private array (the lesson's kernel itself, for the same launch)
// and writes acc (and, for V 1, h) to out[g]. Global stores skip the L1 on NVIDIA: if V 1 takes the time of V 3,
// the spilled stores cost what stores to the L2 cost.
#ifndef W
#define W 4
#define LOG2W 2
#endif
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef V
#define V 0
#endif
__kernel void spillg(__global uint* restrict a, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint n = (uint)get_global_size(0);
    uint h = (g * 0x9E3779B9u) ^ seed;
    uint acc = 0;
#if V == 3
    uint p[W];
    for (uint i = 0; i < W; ++i)
        p[i] = GLOAD(0, a, i * n + g, i);
#endif
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint k = h >> (32 - LOG2W);
#if V == 0
        const uint v = a[k * n + g];
        acc += v >> 1;
        a[k * n + g] = (v & ~1u) | (t & 1u);
#elif V == 1
        a[k * n + g] = h ^ t;
#elif V == 2
        acc += a[k * n + g];
#else
        const uint v = p[k];
        acc += v;
        p[k] = v ^ acc;
#endif
    }
#if V == 3
    for (uint i = 0; i < W; ++i)
        acc ^= p[i];
#endif
    GSTORE(1, out, g, W, acc ^ h);
}
