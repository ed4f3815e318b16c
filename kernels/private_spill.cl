// SPDX-License-Identifier: GPL-3.0-or-later
// private_spill.cl - a private array of WORDS words, indexed dynamically or statically (lesson private.spill).
//
// Pattern. Each work-item reads one word x = in[gid] (step 0, coalesced), fills its private array a[WORDS] with
// x ^ (i * 0x9E3779B9), runs ITERS read-modify-write steps on it and writes the result to out[gid] (step 1).
// Only the global accesses are traced: access.h has no private space.
//   dynamic (default): step t touches a[idx], idx from a per-work-item LCG: the index is known only at run
//           time, so the compiler cannot map the array onto registers; GPUs put it in off-chip "local" (spill)
//           memory, behind the L1 cache (seed 002 §7.1.4: a private array may live in system memory).
//   STATIC: step t touches a[t mod WORDS] in a fully unrolled loop: every index is a constant, so the array
//           can live in registers, until WORDS exceeds the register file per work-item (255 on NVIDIA).
//
// Expected behaviour: on a GPU the dynamic version is several times slower and grows with WORDS; the static one
// stays fast until the registers run out. On a CPU both live in the stack, which the L1 cache holds: close.
//
// -D options: WORDS (power of two, 4..256), LOG2WORDS, ITERS (multiple of WORDS), STATIC.
#ifndef WORDS
#define WORDS 16
#define LOG2WORDS 4
#endif
#ifndef ITERS
#define ITERS 1024
#endif

__kernel void private_array(__global const uint* restrict in, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    uint a[WORDS];
    const uint x = GLOAD(0, in, gid, 0);
    for (uint i = 0; i < WORDS; ++i)
        a[i] = x ^ (i * 0x9E3779B9u);
    uint acc = 0;
#ifdef STATIC
    for (uint r = 0; r < ITERS / WORDS; ++r) {
#pragma unroll
        for (uint j = 0; j < WORDS; ++j) {
            acc += a[j];
            a[j] ^= acc;
        }
    }
#else
    uint h = (gid * 0x9E3779B9u) ^ seed;
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint idx = h >> (32 - LOG2WORDS);
        acc += a[idx];
        a[idx] ^= acc;
    }
#endif
    for (uint i = 0; i < WORDS; ++i)
        acc ^= a[i];
    GSTORE(1, out, gid, 1, acc);
}
