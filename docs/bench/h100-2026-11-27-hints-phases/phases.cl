// SPDX-License-Identifier: GPL-3.0-or-later
// Barrier phases of different shapes (experiment for the launch-time model; not part of the product).
// S 0: tree level as probe_phases (lower half adds upper half, unpadded);
// S 1: a Blelloch down-sweep level with the scan's padded indexes (t = a[ai]; a[ai] = a[bi]; a[bi] += t);
// S 2: a Blelloch up-sweep level with the scan's padded indexes (a[bi] += a[ai]);
// S 3: an exchange (even phases store v to word lid, odd phases load word lid + 1 and fold it into v).
#ifndef S
#define S 0
#endif
#ifndef PHASES
#define PHASES 16
#endif
#define PWG 256
#define LEV 9 /* log2(2 * PWG) */
#define IDX(i) ((i) + ((i) >> 5))
#define LW (2 * PWG + 2 * PWG / 32)

uint hsh(uint i)
{
    i ^= i >> 16;
    i *= 0x7feb352dU;
    i ^= i >> 15;
    i *= 0x846ca68bU;
    i ^= i >> 16;
    return i;
}

__kernel void phases(__global uint* restrict out, __local uint* restrict w TRACE_ARGS)
{
    const uint lid = get_local_id(0);
    const uint gid = get_global_id(0);
    for (uint i = lid; i < LW; i += PWG)
        w[i] = hsh(gid - lid + i);
    uint v = hsh(gid + 0x20000000u);
    for (uint p = 0; p < PHASES; ++p) {
        barrier(CLK_LOCAL_MEM_FENCE);
#if S == 0
        const uint level = PWG >> (1 + p % 8);
        if (lid < level)
            w[lid] += w[lid + level];
#elif S == 1 || S == 2
#if S == 2
        const uint k = p % LEV;
#else
        const uint k = LEV - 1 - p % LEV;
#endif
        const uint offset = 1u << k;
        if (lid < (PWG >> k)) {
            const uint ai = offset * (2 * lid + 1) - 1;
            const uint bi = offset * (2 * lid + 2) - 1;
#if S == 2
            w[IDX(bi)] += w[IDX(ai)];
#else
            const uint t = w[IDX(ai)];
            w[IDX(ai)] = w[IDX(bi)];
            w[IDX(bi)] += t;
#endif
        }
#else
        if (p & 1)
            v = v * 3u + (w[IDX((lid + 1) % PWG)] ^ p);
        else
            w[IDX(lid)] = v;
#endif
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    GSTORE(0, out, gid, 0, w[IDX(lid)] ^ w[IDX(lid + PWG)] ^ v);
}
