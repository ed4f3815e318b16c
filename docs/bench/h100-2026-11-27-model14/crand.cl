// SPDX-License-Identifier: GPL-3.0-or-later
// What makes constant.index's random mode slower than n spread lines (experiment; not part of the product).
// M 0: the lesson's random words (LCG per work-item); 1: 32 lines 129 words apart (the probe's line mode) with
// the same LCG arithmetic kept alive; 2: the probe's line mode alone; 3: a random line per lane (LCG), word =
// lane within it; 4: uniform.
#ifndef M
#define M 0
#endif
__kernel void crand(__constant uint* table, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint lid = get_local_id(0);
    const uint lane = lid % 32;
    uint h = (((uint)get_group_id(0) % 64) * (uint)get_local_size(0) + lid) * 0x9E3779B9u ^ seed;
    uint acc = 0;
    for (uint r = 0; r < 32; ++r) {
#pragma unroll
        for (uint j = 0; j < 32; ++j) {
            const uint t = r * 32 + j;
#if M == 0
            h = h * 1664525u + 1013904223u;
            const uint idx = h >> 20;
#elif M == 1
            h = h * 1664525u + 1013904223u;
            const uint idx = (lane * 129 + t) & 4095;
#elif M == 2
            const uint idx = (lane * 129 + t) & 4095;
#elif M == 3
            h = h * 1664525u + 1013904223u;
            const uint idx = ((h >> 25) << 5) | lane;
#else
            const uint idx = t & 4095;
#endif
            acc ^= CLOAD(0, table, idx, t);
        }
    }
    GSTORE(1, out, get_global_id(0), 1024, acc ^ (h & 1));
}
