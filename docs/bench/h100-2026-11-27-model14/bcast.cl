// SPDX-License-Identifier: GPL-3.0-or-later
// Why local.broadcast reads faster than the probe's conflict-free pass (experiment; not part of the product).
// M 0: every lane reads lds[r * 32 + j] (an index the compiler sees is uniform: the lesson's);
// 1: lds[(w + r * 32 + j) & 1023] with w = lid * S, S = 0 at run time (uniform, not visibly so: the probe's);
// 2: lds[(lid + r * 32 + j) & 1023] (stride 1, conflict-free).
#ifndef M
#define M 0
#endif
__kernel void bcast(__global uint* restrict out, __local uint* restrict lds, uint s TRACE_ARGS)
{
    const uint lid = get_local_id(0);
    const uint wg = get_local_size(0);
    for (uint i = lid; i < 1024; i += wg)
        LSTORE(1, lds, i, 0, i * 2654435761u);
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint w = lid * s;
    uint acc = 0;
    for (uint r = 0; r < 32; ++r) {
#pragma unroll
        for (uint j = 0; j < 32; ++j) {
#if M == 0
            acc ^= LLOAD(1, lds, r * 32 + j, 1 + r * 32 + j);
#elif M == 1
            acc ^= LLOAD(1, lds, (w + r * 32 + j) & 1023u, 1 + r * 32 + j);
#else
            acc ^= LLOAD(1, lds, (lid + r * 32 + j) & 1023u, 1 + r * 32 + j);
#endif
        }
    }
    GSTORE(0, out, get_global_id(0), 1025, acc);
}
