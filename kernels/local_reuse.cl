// SPDX-License-Identifier: GPL-3.0-or-later
// local_reuse.cl - a sliding-window sum read straight from global memory or staged in a local tile (lesson
// local.reuse, kernel window_sum).
//
// Pattern. out[gid] = in[gid] + in[gid + 1] + ... + in[gid + reuse - 1] (modulo 2^32): every input word is
// read by `reuse` neighbouring work-items.
//   global (no USE_LOCAL): loop step j reads in[gid + j] from global memory; step reuse writes out[gid].
//   local (USE_LOCAL): the group first copies in[base .. base + wg + reuse - 2] into the local tile (fill
//     steps 0 .. F-1, F = ceil((wg + reuse - 1) / wg): a global read and a local write per step), then a
//     barrier; loop step F + j reads tile[lid + j]; step F + reuse writes out[gid].
// The local version reads each input word from global memory about once per group instead of `reuse`
// times, but pays the copy, the barrier and a local read per use.
//
// Expected behaviour (seed 000 §8.3.2, seed 002 §7.1.2): on a GPU the tile pays only when a word is reused
// more than about twice (below that the copy costs more than the caches already save); on a CPU local memory
// is ordinary cached memory and the tile never wins.
//
// -D options: USE_LOCAL, MAX_REUSE (the tile's slack: wg + MAX_REUSE - 1 words), WG (the work-group size).
#ifndef MAX_REUSE
#define MAX_REUSE 16
#endif
#ifndef WG
#define WG 256
#endif

__kernel void window_sum(__global const uint* restrict in, __global uint* restrict out, uint reuse TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    uint sum = 0;
#ifdef USE_LOCAL
    __local uint tile[WG + MAX_REUSE - 1];
    const uint lid = (uint)get_local_id(0);
    const uint base = (uint)get_group_id(0) * WG;
    const uint fill = (WG + reuse - 1 + WG - 1) / WG;
    for (uint f = 0; f < fill; ++f) {
        const uint i = lid + f * WG;
        if (i < WG + reuse - 1)
            LSTORE(2, tile, i, f, GLOAD(0, in, base + i, f));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint j = 0; j < reuse; ++j)
        sum += LLOAD(2, tile, lid + j, fill + j);
    GSTORE(1, out, gid, fill + reuse, sum);
#else
    for (uint j = 0; j < reuse; ++j)
        sum += GLOAD(0, in, gid + j, j);
    GSTORE(1, out, gid, reuse, sum);
#endif
}
