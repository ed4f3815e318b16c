// SPDX-License-Identifier: GPL-3.0-or-later
// probe_onchip.cl - the local-memory, constant-memory and atomic probes (core/probes/). Not a lesson.
//
// probe_banks: a local tile of LWORDS words (filled with probe_hash(i)); work-items with lid % period == 0
//   read word lid * stride + j at loop step j, the others word lid % 31 + 1 + j (never the active lanes' bank
//   when stride is a multiple of the banks). A stride s of 4-byte words puts gcd(s * 4 / W, B) words of a SIMD group in one bank (B banks of
//   W bytes); stride 0 is one word read by every lane (a broadcast, or a full conflict). Sweeping `period` at
//   a stride that puts every active lane in one bank: a conflict group of G lanes holds G / period active
//   lanes until period reaches G, so the time halves with each doubling of the period until then.
// probe_constant: lane l of each SIMD group of 32 reads table word ((l % distinct) * spread + j) & (CWORDS - 1):
//   `distinct` addresses per request, `spread` words apart (1: inside one or two 128 B lines; 33: each in its
//   own line); the constant cache serialises addresses, and lines it must fetch cost more.
// probe_constant_lines: n distinct lines per request at random, random words in them (below).
// probe_constant_uniform: every lane reads word j: the uniform index the compiler can see (the baseline).
//   Both loops are unrolled by 32 like the lesson constant.index (iters a multiple of 32): a rolled loop's
//   index arithmetic and branch cost as much as the load and hid the constant cache (the H100's first run
//   measured n adjacent words 1.19x faster than its rolled uniform loop; the lesson: divergent 1.5x slower).
// probe_atomic: every work-item adds 1 to counter (gid % distinct) * 8 (32 B apart), `iters` times.
// probe_atomic_random: every work-item adds 1 to counter probe_hash(gid * iters + j) % distinct (32 B apart) at
//   step j: a request's lanes land on random counters, in as many lines as random bins would (the lesson
//   atomics.contention's pattern), where probe_atomic's lanes fill consecutive lines.
// probe_phases: `phases` barrier phases of a tree level, the shape of a reduction's or a scan's level: at phase
//   p, after a barrier, the lower `level` = wg >> (1 + p % log2(wg)) work-items add word lid + level into word
//   lid (conflict-free; the other work-items wait at the next barrier), so the active lanes halve from phase to
//   phase and start over after log2(wg) phases. The barrier, the two reads and the write form a chain.
//   out[gid] = word lid after the last phase (the host repeats the phases on each group's probe_hash(gid)).
// probe_exchange: `phases` barrier phases of a neighbour exchange, the shape of the sub-group lesson's exchange
//   through local memory: at even phases every work-item stores its value v to word lid, at odd phases it loads
//   word (lid + 1) mod PWG and folds it into v (v = v * 3 + (word ^ p)); one local access between barriers.
//   out[gid] = v (the host repeats the phases on each group's probe_hash(gid)).
// probe_scan: `scans` Blelloch exclusive scans of the group's 2 x PWG words in local memory, written as seed
//   000's listing 8.2 (and the lesson scan.padding) write it: levels unrolled with constant offsets, each
//   level's elements in a loop of stride get_local_size(0) over whole rounds of the work-group (any n scans
//   with any work-group size), indexes padded by one word in 32 so that 32 banks see no conflict. Per scan
//   log2(2 PWG) up-sweep levels (read ai, read bi, write bi), a barrier and the clear of the last word,
//   log2(2 PWG) down-sweep levels (read ai, read bi, write ai, write bi), a barrier before each level. (With
//   `if (lid < level)` instead of the element loop the H100 measured 0.119 ns per work-group phase at 256, the
//   lesson's levels 0.14; PoCL 3.1 computed wrong words when the loop ran `e < level` rounds, a count that
//   differs between work-items, so every work-item runs the same rounds.) Word e of group g starts as
//   probe_hash(g * 2 PWG + e); out[g * 2 PWG + e] is word e after the last scan (the host applies the exclusive
//   scan `scans` times, modulo 2^32).
// probe_rounds: ROUNDS arithmetic rounds v = v * 3 + (v ^ r) per work-item from v = probe_hash(gid), then one
//   store (the sub-group lesson's rounds without an exchange): the device's rate for them.
// -D options: LWORDS (power of two, default 8192), CWORDS (power of two, default 4096), PWG (probe_phases's,
// probe_exchange's and probe_scan's work-group size, a power of two: their local arrays are PWG words, 2 PWG
// + 2 PWG / 32 for the scan), ROUNDS (probe_rounds).
#ifndef LWORDS
#define LWORDS 8192
#endif
#ifndef CWORDS
#define CWORDS 4096
#endif
#ifndef PWG
#define PWG 256
#endif

uint probe_hash(uint i)
{
    i ^= i >> 16;
    i *= 0x7feb352dU;
    i ^= i >> 15;
    i *= 0x846ca68bU;
    i ^= i >> 16;
    return i;
}

kernel void probe_banks(global uint* out, uint stride, uint period, uint iters)
{
    local uint tile[LWORDS];
    const uint lid = get_local_id(0);
    for (uint i = lid; i < LWORDS; i += get_local_size(0))
        tile[i] = probe_hash(i);
    barrier(CLK_LOCAL_MEM_FENCE);
    // Inactive lanes read words of other banks (lane 0's bank + 1 .. + 31; lanes l and l + 31 share a word).
    const uint w = lid % period == 0 ? lid * stride : lid % 31 + 1;
    uint acc = 0;
    // Unrolled by 32 (iters a multiple of 32) like the lessons' loops: rolled, the index arithmetic and the
    // branch of every step cost about a third of a conflict-free read on the H100 (24.7 TB/s against 32.1).
    for (uint r = 0; r < iters; r += 32) {
#pragma unroll
        for (uint j = 0; j < 32; ++j)
            acc ^= tile[(w + r + j) & (LWORDS - 1)];
    }
    out[get_global_id(0)] = acc;
}

kernel void probe_constant(constant uint* table, global uint* out, uint distinct, uint spread, uint iters)
{
    const uint lane = get_local_id(0) % 32;
    const uint w = (lane % distinct) * spread;
    uint acc = 0;
    for (uint r = 0; r < iters; r += 32) {
#pragma unroll
        for (uint j = 0; j < 32; ++j)
            acc ^= table[(w + r + j) & (CWORDS - 1)];
    }
    out[get_global_id(0)] = acc;
}

// probe_constant_lines: the lanes of each SIMD group in `lines` groups (lane l in group l mod lines); group g on
// one 128 B line of its own part of the table (words / 32 / lines lines), at a random line of the part, each
// lane on a random word of it (both drawn once per lane); at every step all of them move by the same random
// number of lines (h, the SIMD group's LCG, the same in its 32 lanes). So a request holds `lines` distinct
// lines, placed at random in the table and words at random in them like a random index's, for the same
// arithmetic per step as the lesson's random index (an LCG step, a mask, an add). `words` is a power of two of
// at least 32 x 32.
kernel void probe_constant_lines(constant uint* table, global uint* out, uint words, uint lines, uint iters,
                                 uint seed)
{
    const uint lane = get_local_id(0) % 32;
    const uint group = lane % lines;
    const uint part = words / 32 / lines;
    const uint offset = (group * part + probe_hash(group ^ seed) % part) * 32 + probe_hash(lane + seed) % 32;
    uint h = (get_global_id(0) / 32) * 0x9E3779B9u ^ seed;
    uint acc = 0;
    for (uint r = 0; r < iters; r += 32) {
#pragma unroll
        for (uint j = 0; j < 32; ++j) {
            h = h * 1664525u + 1013904223u;
            acc ^= table[((h & ~31u) + offset) & (words - 1)];
        }
    }
    out[get_global_id(0)] = acc;
}

// The uniform baseline: every lane reads word j, an index the compiler sees is the same for all lanes.
kernel void probe_constant_uniform(constant uint* table, global uint* out, uint iters)
{
    uint acc = 0;
    for (uint r = 0; r < iters; r += 32) {
#pragma unroll
        for (uint j = 0; j < 32; ++j)
            acc ^= table[(r + j) & (CWORDS - 1)];
    }
    out[get_global_id(0)] = acc;
}

kernel void probe_atomic(global uint* counters, uint distinct, uint iters)
{
    const uint c = (get_global_id(0) % distinct) * 8;
    for (uint j = 0; j < iters; ++j)
        atomic_add(&counters[c], 1U);
}

kernel void probe_atomic_random(global uint* counters, uint distinct, uint iters)
{
    const uint first = (uint)get_global_id(0) * iters;
    for (uint j = 0; j < iters; ++j)
        atomic_add(&counters[(probe_hash(first + j) & (distinct - 1)) * 8], 1U);
}

kernel void probe_phases(global uint* out, uint phases)
{
    local uint words[PWG];
    const uint lid = get_local_id(0);
    uint levels = 0;
    while ((1u << levels) < PWG)
        ++levels;
    words[lid] = probe_hash(get_global_id(0));
    for (uint p = 0; p < phases; ++p) {
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint level = PWG >> (1 + p % levels);
        if (lid < level)
            words[lid] += words[lid + level];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = words[lid];
}

kernel void probe_exchange(global uint* out, uint phases)
{
    local uint words[PWG];
    const uint lid = get_local_id(0);
    uint v = probe_hash(get_global_id(0));
    for (uint p = 0; p < phases; ++p) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (p & 1)
            v = v * 3u + (words[(lid + 1) & (PWG - 1)] ^ p);
        else
            words[lid] = v;
    }
    out[get_global_id(0)] = v;
}

#define SCAN_N (2 * PWG)
#define SCAN_IDX(i) ((i) + (i) / 32)

kernel void probe_scan(global uint* out, uint scans)
{
    local uint temp[SCAN_N + SCAN_N / 32];
    const uint lid = get_local_id(0);
    const uint wg = get_local_size(0);
    const uint base = get_group_id(0) * SCAN_N;
    temp[SCAN_IDX(lid)] = probe_hash(base + lid);
    temp[SCAN_IDX(lid + PWG)] = probe_hash(base + lid + PWG);
    for (uint s = 0; s < scans; ++s) {
        uint offset = 1;
#pragma unroll
        for (uint level = SCAN_N / 2; level > 0; level /= 2) {
            barrier(CLK_LOCAL_MEM_FENCE);
            for (uint e = lid; e < (level + wg - 1) / wg * wg; e += wg) {
                if (e < level) {
                    const uint ai = offset * (2 * e + 1) - 1;
                    const uint bi = offset * (2 * e + 2) - 1;
                    temp[SCAN_IDX(bi)] += temp[SCAN_IDX(ai)];
                }
            }
            offset *= 2;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid == 0)
            temp[SCAN_IDX(SCAN_N - 1)] = 0;
#pragma unroll
        for (uint level = 1; level < SCAN_N; level *= 2) {
            offset /= 2;
            barrier(CLK_LOCAL_MEM_FENCE);
            for (uint e = lid; e < (level + wg - 1) / wg * wg; e += wg) {
                if (e < level) {
                    const uint ai = offset * (2 * e + 1) - 1;
                    const uint bi = offset * (2 * e + 2) - 1;
                    const uint t = temp[SCAN_IDX(ai)];
                    const uint b = temp[SCAN_IDX(bi)];
                    temp[SCAN_IDX(ai)] = b;
                    temp[SCAN_IDX(bi)] = t + b;
                }
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[base + lid] = temp[SCAN_IDX(lid)];
    out[base + lid + PWG] = temp[SCAN_IDX(lid + PWG)];
}

#ifdef ROUNDS
kernel void probe_rounds(global uint* out)
{
    uint v = probe_hash(get_global_id(0));
    for (uint r = 0; r < ROUNDS; ++r)
        v = v * 3u + (v ^ r);
    out[get_global_id(0)] = v;
}
#endif
