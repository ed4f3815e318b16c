// SPDX-License-Identifier: GPL-3.0-or-later
// Where do a spill area's stores go once the area outgrows the L1, and at what rate? (issue 11,
// private.spill; docs/BENCHMARKS.md "Spilled stores by the size of the spill area".) spillg.cl's stores-only
// and loads-only loops on a global buffer laid out as a spill area of S slots: word i of slot s at i * S + s,
// slot s = g mod S (S a multiple of 32: the lanes of a SIMD group at one index share a line, as in
// the compiler's layout). The area is W * S * 4 bytes whatever the launch, so the sweep over S moves it from
// the L2's size to well past it with the same requests. Slots fewer than the resident work-items share lines
// between groups that run together (the stores race; only out[] is checked).
//   V 1  store only: a[idx] = h        V 2  load only: acc += a[idx]
#ifndef W
#define W 16
#define LOG2W 4
#endif
#ifndef S
#define S 524288
#endif
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef V
#define V 1
#endif
__kernel void slots(__global uint* restrict a, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint s = g % S;
    uint h = (g * 0x9E3779B9u) ^ seed;
    uint acc = 0;
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint k = h >> (32 - LOG2W);
#if V == 1
        a[k * S + s] = h ^ t;
#else
        acc += a[k * S + s];
#endif
    }
#if V == 1
    GSTORE(1, out, g, W, h);
#else
    GSTORE(1, out, g, W, acc == 0x12345678u ? 1u : h);
#endif
}
