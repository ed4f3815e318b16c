// SPDX-License-Identifier: GPL-3.0-or-later
// local_occupancy.cl - the same streaming kernel with 0 .. 48 KiB of local memory per work-group
// (lesson local.occupancy, kernel occupancy_stream).
//
// Pattern. Each work-item reads STEPS words of `in`, step s reading in[s * items + gid] (coalesced: the lanes
// read consecutive words), XORs them, stores the result in the local array at word LOCAL_WORDS - 1 - lid
// (step STEPS), waits at a barrier, reads its neighbour's word LOCAL_WORDS - 1 - ((lid + 1) mod wg) (step
// STEPS + 1) and writes out[gid] = its own XOR plus the neighbour's (step STEPS + 2). The local array is
// LOCAL_WORDS = max(EXTRA_WORDS, WG) words: its size, not the work, changes with the parameter, because the
// indices are fixed from its end.
//
// Expected behaviour (seed 000 §8.3.2, seed 003 §9.3.4): a compute unit holds only as many work-groups as
// fit its local memory (64 KiB / 16 KiB per group = 4 groups). Fewer resident groups hide less of the
// global memory latency, so from some size on the throughput falls in steps. A CPU (PoCL) runs one group per
// thread from ordinary memory: flat.
//
// -D options: EXTRA_WORDS (local words per group; at least WG are allocated), WG (the work-group size),
// STEPS (reads per work-item).
#ifndef EXTRA_WORDS
#define EXTRA_WORDS 0
#endif
#ifndef WG
#define WG 256
#endif
#ifndef STEPS
#define STEPS 16
#endif
#define LOCAL_WORDS (EXTRA_WORDS > WG ? EXTRA_WORDS : WG)

__kernel void occupancy_stream(__global const uint* restrict in, __global uint* restrict out,
                               uint items TRACE_ARGS)
{
    __local uint lds[LOCAL_WORDS];
    const uint gid = (uint)get_global_id(0);
    const uint lid = (uint)get_local_id(0);
    uint acc = 0;
    for (uint s = 0; s < STEPS; ++s)
        acc ^= GLOAD(0, in, s * items + gid, s);
    LSTORE(2, lds, LOCAL_WORDS - 1 - lid, STEPS, acc);
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint other = LLOAD(2, lds, LOCAL_WORDS - 1 - (lid + 1) % WG, STEPS + 1);
    GSTORE(1, out, gid, STEPS + 2, acc + other);
}
