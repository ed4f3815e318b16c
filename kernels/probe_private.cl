// SPDX-License-Identifier: GPL-3.0-or-later
// probe_private.cl - work-groups resident at once, one-shot atomics, and the cost of a spilled private array's
// L1 misses (probes compute.residency, atomics.once and private.misses, core/probes/privateprobes.cpp).
//
// probe_residency: work-item 0 of each group reads how many groups have finished (counters[0]) when its group
// starts, every work-item runs `spin` arithmetic rounds, and work-item 0 then counts its group as finished.
// The groups that started before any other finished (seen[g] == 0) ran at once: the device's first wave. A
// group finishes only after its spin, so the first wave's groups all start while none has finished as long as
// the spin outlasts the time the device takes to start them (the probe lengthens it until the count holds).
// With -DLOCAL_WORDS=n each group also holds n words of local memory (fewer groups fit a compute unit): every
// work-item stores its v there and sinks its right neighbour's (lid + 1 mod the group size).
kernel void probe_residency(global uint* counters, global uint* seen, global uint* sink, uint spin)
{
    local uint before;
    if (get_local_id(0) == 0)
        before = atomic_add(&counters[0], 0u);
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = (uint)get_global_id(0);
    for (uint r = 0; r < spin; ++r)
        v = v * 3u + (v ^ r);
#ifdef LOCAL_WORDS
    local uint pad[LOCAL_WORDS];
    const uint lid = (uint)get_local_id(0);
    pad[lid % LOCAL_WORDS] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = pad[(lid + 1) % (uint)get_local_size(0) % LOCAL_WORDS];
#endif
    sink[get_global_id(0)] = v;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        seen[get_group_id(0)] = before;
        atomic_inc(&counters[0]);
    }
}

// probe_atomic_once: one atomic_inc per work-item on one of `bins` adjacent counters (a power of two), chosen by
// the top bits of gid x 0x9E3779B9 (a Weyl sequence: the lanes of a request spread over the bins): a
// histogram's last step, every update an L2 round with no loop behind it.
kernel void probe_atomic_once(global uint* counters, uint log2bins)
{
    const uint h = (uint)get_global_id(0) * 0x9E3779B9u;
    atomic_inc(&counters[log2bins ? h >> (32 - log2bins) : 0u]);
}

// probe_spill: each work-item keeps a private array of WORDS words (a power of two, LOG2WORDS its log), fills
// it from its input word, runs ITERS read-modify-write steps at indices from a per-work-item LCG (known only at
// run time: a GPU compiler spills the array to off-chip memory behind the L1), folds it and writes the result.
// The lanes of a SIMD group at different indices touch different lines of the spill area.
#ifndef WORDS
#define WORDS 8
#define LOG2WORDS 3
#endif
#ifndef ITERS
#define ITERS 1024
#endif
kernel void probe_spill(global const uint* restrict in, global uint* restrict out, uint seed)
{
    const uint gid = (uint)get_global_id(0);
    uint a[WORDS];
    const uint x = in[gid];
    for (uint i = 0; i < WORDS; ++i)
        a[i] = x ^ (i * 0x9E3779B9u);
    uint acc = 0;
    uint h = (gid * 0x9E3779B9u) ^ seed;
    for (uint t = 0; t < ITERS; ++t) {
        h = h * 1664525u + 1013904223u;
        const uint idx = h >> (32 - LOG2WORDS);
        acc += a[idx];
        a[idx] ^= acc;
    }
    for (uint i = 0; i < WORDS; ++i)
        acc ^= a[i];
    out[gid] = acc;
}
