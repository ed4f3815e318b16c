// SPDX-License-Identifier: GPL-3.0-or-later
// The L1's cost per line and per sector of a request (experiment; not part of the product). Each work-group
// re-reads its own 16 KiB window (4096 words, L1-resident), R x 32 requests per work-item, unrolled by 32:
// M 0 uint, lane l word (32 i + l): 1 line, 4 sectors per request; M 1 uint4, item (32 i + l): 4 lines, 16
// sectors; M 2 lane l word (32 l + i): 32 lines of 1 sector; M 3 word (8 l + i): 8 lines of 4 sectors; M 4
// word (2 l + i): 2 lines, 8 sectors; M 5 word i for every lane: 1 line, 1 sector.
#ifndef M
#define M 0
#endif
#ifndef R
#define R 8
#endif
__kernel void l1lines(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    const uint lid = get_local_id(0);
    const uint lane = lid & 31u;
    const uint base = get_group_id(0) * 4096u;
    uint acc = 0;
    for (uint r = 0; r < R; ++r) {
#pragma unroll
        for (uint j = 0; j < 32; ++j) {
            const uint i = r * 32 + j + (lid >> 5) * 7;
#if M == 0
            acc ^= GLOAD(0, in, base + ((32 * i + lane) & 4095u), i);
#elif M == 1
            const uint4 v = GLOAD(0, ((__global const uint4*)in), (base >> 2) + ((32 * i + lane) & 1023u), i);
            acc ^= v.x ^ v.y ^ v.z ^ v.w;
#elif M == 2
            acc ^= GLOAD(0, in, base + ((32 * lane + i) & 4095u), i);
#elif M == 3
            acc ^= GLOAD(0, in, base + ((8 * lane + i) & 4095u), i);
#elif M == 4
            acc ^= GLOAD(0, in, base + ((2 * lane + i) & 4095u), i);
#else
            acc ^= GLOAD(0, in, base + (i & 4095u), i);
#endif
        }
    }
    GSTORE(1, out, get_global_id(0), R * 32 + 8, acc);
}
