// SPDX-License-Identifier: GPL-3.0-or-later
// scan_padding.cl - a work-group exclusive prefix sum in local memory (lesson scan.padding, kernel
// scan_exclusive), seed 000 listing 8.2 made a kernel, with optional padding of the local index.
//
// Pattern. Work-group g scans its own N uints in[g*N .. g*N+N-1] into out[g*N ..]. Each work-item copies
// elements lid, lid + wg, ... into the local array (fill steps 0 .. F-1, F = ceil(N / wg)); then REPS times
// the Blelloch scan:
//   up-sweep, offset = 1, 2, ..., N/2 (level = N/2, N/4, ..., 1 active elements): element e < level adds
//     temp[ai] into temp[bi], ai = offset*(2e+1)-1, bi = offset*(2e+2)-1 (steps: read ai, read bi, write bi)
//   clear: work-item 0 writes temp[N-1] = 0 (one step)
//   down-sweep, offset = N/2, ..., 1 (level = 1, 2, ..., N/2): t = temp[ai]; b = temp[bi]; temp[ai] = b;
//     temp[bi] = t + b (steps: read ai, read bi, write ai, write bi)
// with a barrier between levels; a level with more elements than work-items takes ceil(level / wg) rounds.
// Every index i goes through IDX(i): i unpadded (PAD = 0), i + i / PAD padded. Finally out[g*N + i] =
// temp[IDX(i)] (one local read and one global write per step). A repeat scans the previous result again
// (the host reference applies the exclusive scan REPS times, adding modulo 2^32).
//
// Expected behaviour with B banks of 4 bytes and a B-lane conflict group: unpadded, at the level of offset k
// neighbouring lanes touch words 2k apart, so gcd(2k, B) lanes share a bank, at most the lanes still active:
// with B = 32, N = 512 the up-sweep levels have degrees 2, 4, 8, 16, 16, 8, 4, 2, 1 and the down-sweep the
// same in reverse (seed errata). PAD = B moves every B-th word to the next bank and all levels are
// conflict-free (fig 8.14/8.15 on 8 banks). CPUs (PoCL) have no banks: padding only costs the extra index
// arithmetic.
//
// -D options: N (power of two, elements per group), PAD (0 or a power of two), REPS (scans per launch).
#ifndef N
#define N 512
#endif
#ifndef PAD
#define PAD 0
#endif
#ifndef REPS
#define REPS 1
#endif
#if PAD > 0
#define IDX(i) ((i) + (i) / PAD)
#define LOCAL_WORDS (N + N / PAD)
#else
#define IDX(i) (i)
#define LOCAL_WORDS N
#endif

__kernel void scan_exclusive(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    __local uint temp[LOCAL_WORDS];
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint base = (uint)get_group_id(0) * N;
    const uint fill = (N + wg - 1) / wg;
    for (uint f = 0; f < fill; ++f) {
        const uint i = lid + f * wg;
        if (i < N)
            LSTORE(2, temp, IDX(i), f, GLOAD(0, in, base + i, f));
    }
    uint s = fill; // the trace step: the same in every work-item
    for (uint rep = 0; rep < REPS; ++rep) {
        uint offset = 1;
        for (uint level = N / 2; level > 0; level /= 2) {
            barrier(CLK_LOCAL_MEM_FENCE);
            for (uint e = lid; e < (level + wg - 1) / wg * wg; e += wg) {
                if (e < level) {
                    const uint ai = offset * (2 * e + 1) - 1;
                    const uint bi = offset * (2 * e + 2) - 1;
                    const uint a = LLOAD(2, temp, IDX(ai), s);
                    const uint b = LLOAD(2, temp, IDX(bi), s + 1);
                    LSTORE(2, temp, IDX(bi), s + 2, a + b);
                }
                s += 3;
            }
            offset *= 2;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid == 0)
            LSTORE(2, temp, IDX(N - 1), s, 0u);
        s += 1;
        for (uint level = 1; level < N; level *= 2) {
            offset /= 2;
            barrier(CLK_LOCAL_MEM_FENCE);
            for (uint e = lid; e < (level + wg - 1) / wg * wg; e += wg) {
                if (e < level) {
                    const uint ai = offset * (2 * e + 1) - 1;
                    const uint bi = offset * (2 * e + 2) - 1;
                    const uint t = LLOAD(2, temp, IDX(ai), s);
                    const uint b = LLOAD(2, temp, IDX(bi), s + 1);
                    LSTORE(2, temp, IDX(ai), s + 2, b);
                    LSTORE(2, temp, IDX(bi), s + 3, t + b);
                }
                s += 4;
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint f = 0; f < fill; ++f) {
        const uint i = lid + f * wg;
        if (i < N)
            GSTORE(1, out, base + i, s + f, LLOAD(2, temp, IDX(i), s + f));
    }
}
