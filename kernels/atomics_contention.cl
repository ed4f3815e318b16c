// SPDX-License-Identifier: GPL-3.0-or-later
// atomics_contention.cl - a histogram of pseudo-random words with atomics (lesson atomics.contention).
//
// Pattern. N = global size * ITEMS input words; at step t work-item gid reads in[t * global size + gid] (a
// coalesced read) and puts it in bin mul_hi(x, BINS), i.e. floor(x * BINS / 2^32), uniform over the bins.
//   atomic_global: step t also does atomic_inc(&hist[bin]) in global memory: every work-item of a SIMD group
//                  updates its own bin, so a request has as many distinct addresses as distinct bins among its
//                  lanes, and lanes on one address are served one after another. With 1 bin every update of
//                  the whole device goes to one address (seed 002 §7.3: "avoid many work-items doing atomics
//                  on one address").
//   atomic_local:  the seed's remedy: a sub-histogram of BINS words in local memory, zeroed at steps 0..Z-1
//                  (Z = ceil(BINS / wg)), step Z + t does atomic_inc on the local bin, then after a barrier
//                  each work-item adds bins lid, lid + wg, ... to global memory with one atomic_add per bin
//                  per group (steps Z + ITEMS + f: a local read and a global atomic).
//
// Expected behaviour: on a GPU the global version is slowest with 1 bin (every update serialised on one
// address) and speeds up as the bins spread the updates; the local version is fast at few bins (local atomics
// are close to the SIMD unit) and pays a fixed BINS global atomics per group, so it loses its edge as BINS
// grows. On a CPU (PoCL) atomics are cache-line locks; the local version loses at 4096 bins (zeroing and
// flushing 4096 words per group costs more than it saves).
//
// -D options: BINS (1..65536), ITEMS (input words per work-item), LOCAL_HIST (the local version).
#ifndef BINS
#define BINS 256
#endif
#ifndef ITEMS
#define ITEMS 32
#endif

#ifndef LOCAL_HIST
__kernel void atomic_global(__global const uint* restrict in, __global uint* restrict hist TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    const uint gsize = (uint)get_global_size(0);
    for (uint t = 0; t < ITEMS; ++t) {
        const uint x = GLOAD(0, in, t * gsize + gid, t);
        GATOMIC_INC(1, hist, mul_hi(x, (uint)BINS), t);
    }
}
#else
__kernel void atomic_local(__global const uint* restrict in, __global uint* restrict hist TRACE_ARGS)
{
    __local uint lh[BINS];
    const uint gid = (uint)get_global_id(0);
    const uint gsize = (uint)get_global_size(0);
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    // Uniform trip counts around the barriers (PoCL 3.1's work-item loops reject a loop whose trip count
    // depends on the local id right after a barrier).
    const uint first = (BINS + wg - 1) / wg;
    for (uint z = 0; z < first; ++z) {
        const uint i = lid + z * wg;
        if (i < BINS)
            LSTORE(2, lh, i, z, 0u);
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (uint t = 0; t < ITEMS; ++t) {
        const uint x = GLOAD(0, in, t * gsize + gid, first + t);
        LATOMIC_INC(2, lh, mul_hi(x, (uint)BINS), first + t);
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (uint r = 0; r < first; ++r) {
        const uint i = lid + r * wg;
        if (i < BINS)
            GATOMIC_ADD(1, hist, i, first + ITEMS + r, LLOAD(2, lh, i, first + ITEMS + r));
    }
}
#endif
