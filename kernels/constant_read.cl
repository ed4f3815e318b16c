// SPDX-License-Identifier: GPL-3.0-or-later
// constant_read.cl - indexing a table in __constant memory, or the same table in __global memory
// (lesson constant.index, kernel indexed_table_read).
//
// Pattern. `table` holds CWORDS uints (a power of two within CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE). Each
// work-item makes ITERS steps; at step t it reads table[idx] with
//     MODE 0 uniform:   idx = t                                   (every lane the same word)
//     MODE 1 divergent: idx = (lid + t) mod CWORDS                (every lane its own word)
//     MODE 2 random:    h = h * 1664525 + 1013904223, idx = h >> (32 - CLOG2)
//                       with h0 = (slice * wg + lid) * 0x9E3779B9 ^ seed, slice = group_id mod SLICES
// and writes out[gid] = XOR of the words at step ITERS.
//
// Expected behaviour: the constant cache serves one address per request per cycle and broadcasts it, so
// uniform is fastest; divergent and random serialise by the number of distinct addresses per SIMD group
// (up to 32x on NVIDIA), where __global (L1, many addresses per request) does not (seeds 002 §7.1.3, 003).
//
// -D options: MODE (0, 1, 2), CWORDS and CLOG2 (table words, log2), ITERS (multiple of 32), SLICES,
//             SPACE_GLOBAL (defined: the table is a __global buffer instead of __constant).
#ifndef MODE
#define MODE 0
#endif
#ifndef CWORDS
#define CWORDS 4096
#define CLOG2 12
#endif
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef SLICES
#define SLICES 64
#endif

#ifdef SPACE_GLOBAL
#define TABLE_PTR __global const uint* restrict
#define TLOAD(p, i, s) GLOAD(0, p, i, s)
#else
#define TABLE_PTR __constant uint*
#define TLOAD(p, i, s) CLOAD(0, p, i, s)
#endif

__kernel void indexed_table_read(TABLE_PTR table, __global uint* restrict out, uint seed TRACE_ARGS)
{
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint slice = (uint)get_group_id(0) & (SLICES - 1);
    uint h = ((slice * wg + lid) * 0x9E3779B9u) ^ seed;
    uint acc = 0;
    for (uint r = 0; r < ITERS / 32; ++r) {
#pragma unroll
        for (uint j = 0; j < 32; ++j) {
            const uint t = r * 32 + j;
#if MODE == 0
            const uint idx = t & (CWORDS - 1);
#elif MODE == 1
            const uint idx = (lid + t) & (CWORDS - 1);
#else
            h = h * 1664525u + 1013904223u;
            const uint idx = h >> (32 - CLOG2);
#endif
            acc ^= TLOAD(table, idx, t);
        }
    }
    (void)h;
    GSTORE(1, out, get_global_id(0), ITERS, acc);
}
