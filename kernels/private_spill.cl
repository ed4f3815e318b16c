// SPDX-License-Identifier: GPL-3.0-or-later
// private_spill.cl - a private array of WORDS words, indexed dynamically or statically (lesson private.spill).
//
// Pattern. Each work-item reads one word x = in[gid] (step 0, coalesced), fills its private array a[WORDS] with
// x ^ (i * 0x9E3779B9), runs ITERS read-modify-write steps on it, folds the array into its result and writes it
// to out[gid] (the last step).
//   dynamic (default): step t touches a[idx], idx from a per-work-item LCG: the index is known only at run
//           time, so the compiler cannot map the array onto registers; GPUs put it in off-chip "local" (spill)
//           memory, behind the L1 cache (seed 002 §7.1.4: a private array may live in system memory).
//   STATIC: step t touches a[t mod WORDS] in a fully unrolled loop: every index is a constant, so the array
//           can live in registers, until WORDS exceeds the register file per work-item (255 on NVIDIA).
//
// Trace. The private array's accesses go through PLOAD / PSTORE (buffer 2, "a"), recorded at the address a GPU
// gives a spilled array: word i of work-item w at byte (i * N + w) * 4, N = the launch's work-items (access.h).
// So lanes at one index make one coalesced run of 4 x lanes bytes (the fill, the fold, every static step),
// and lanes at different indices (dynamic) scatter over as many lines as they have distinct indices. Steps:
// 0 in[gid]; 1..WORDS the fill (a[i] at step 1 + i); then TRACED_ITERS loop steps of two accesses each (the
// read at L + 2t, the write at L + 2t + 1, L = WORDS + 1); then the fold (a[i] at F + i, F = L + 2
// TRACED_ITERS); out[gid] at F + WORDS. A trace build records only the first TRACED_ITERS = 8 of the ITERS loop
// steps (the rest run untraced, with the same arithmetic, so the result is the same); a normal build runs
// every step through the macros, which are then the plain accesses.
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
// Loop steps recorded by a trace build (core/lessons/privatespill.cpp kTracedIters).
#define TRACED_ITERS 8u
#define LOOP_STEP (WORDS + 1u)
#define FOLD_STEP (LOOP_STEP + 2u * TRACED_ITERS)

// Loop step t on a[k]: acc += a[k]; a[k] ^= acc. A trace build records the first TRACED_ITERS steps.
#define UPDATE_TRACED(t, k)                                                                                    \
    do {                                                                                                       \
        const uint v = PLOAD(2, a, k, LOOP_STEP + 2u * (t));                                                   \
        acc += v;                                                                                              \
        PSTORE(2, a, k, LOOP_STEP + 2u * (t) + 1u, v ^ acc);                                                   \
    } while (0)
#ifdef COALESCE_TRACE
#define UPDATE(t, k)                                                                                           \
    do {                                                                                                       \
        if ((t) < TRACED_ITERS) {                                                                              \
            UPDATE_TRACED(t, k);                                                                               \
        } else {                                                                                               \
            acc += a[k];                                                                                       \
            a[k] ^= acc;                                                                                       \
        }                                                                                                      \
    } while (0)
#else
#define UPDATE(t, k) UPDATE_TRACED(t, k)
#endif

__kernel void private_array(__global const uint* restrict in, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    uint a[WORDS];
    const uint x = GLOAD(0, in, gid, 0);
    for (uint i = 0; i < WORDS; ++i)
        PSTORE(2, a, i, 1u + i, x ^ (i * 0x9E3779B9u));
    uint acc = 0;
#ifdef STATIC
    for (uint r = 0; r < ITERS / WORDS; ++r) {
#pragma unroll
        for (uint j = 0; j < WORDS; ++j)
            UPDATE(r * WORDS + j, j);
    }
#else
    uint h = (gid * 0x9E3779B9u) ^ seed;
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint idx = h >> (32 - LOG2WORDS);
        UPDATE(t, idx);
    }
#endif
    for (uint i = 0; i < WORDS; ++i)
        acc ^= PLOAD(2, a, i, FOLD_STEP + i);
    GSTORE(1, out, gid, FOLD_STEP + WORDS, acc);
}
