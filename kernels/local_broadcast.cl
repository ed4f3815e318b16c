// SPDX-License-Identifier: GPL-3.0-or-later
// local_broadcast.cl - every work-item reads the same local word (lesson local.broadcast, kernel
// local_broadcast_read).
//
// Pattern. Each work-group first copies ITERS uints of a slice of `in` into the local array (fill steps
// 0 .. F-1, F = ceil(ITERS / wg)), then a barrier. Timed loop: at loop step t (trace step F + t) every
// work-item of the group reads lds[t]. Finally out[gid] = XOR of the words (step F + ITERS). The slice is
// group_id mod SLICES.
//
// Expected behaviour: one word per request, served once and broadcast to every lane: no bank conflict, the
// same speed as a conflict-free stride-1 read (seed 001). Hardware without broadcast would serialise fully.
//
// -D options: ITERS (multiple of 32), SLICES (power of two).
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef SLICES
#define SLICES 64
#endif

__kernel void local_broadcast_read(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    __local uint lds[ITERS];
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint sliceBase = ((uint)get_group_id(0) & (SLICES - 1)) * ITERS;
    uint f = 0;
    for (uint i = lid; i < ITERS; i += wg, ++f)
        LSTORE(2, lds, i, f, GLOAD(0, in, sliceBase + i, f));
    barrier(CLK_LOCAL_MEM_FENCE);

    const uint first = (ITERS + wg - 1) / wg;
    uint acc = 0;
    for (uint r = 0; r < ITERS / 32; ++r) {
#pragma unroll
        for (uint j = 0; j < 32; ++j)
            acc ^= LLOAD(2, lds, r * 32 + j, first + r * 32 + j);
    }
    GSTORE(1, out, get_global_id(0), first + ITERS, acc);
}
