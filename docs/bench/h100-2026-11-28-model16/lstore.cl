// SPDX-License-Identifier: GPL-3.0-or-later
// Local stores and conflicted passes with few active lanes (experiment; not part of the product).
// Each SIMD group of 32 lanes owns 1024 words; lanes whose index in the group is below A access word
// (lane * S + r * 32 + j) mod 1024 of it for r < R and j < 32 (unrolled): S = 1 is conflict-free, S = 32 puts
// the A active lanes on one bank (degree A). M 0 loads (xor into acc), M 1 stores a value of the word's index.
#ifndef M
#define M 0
#endif
#ifndef S
#define S 1
#endif
#ifndef A
#define A 32
#endif
#ifndef R
#define R 32
#endif
__kernel void lstore(__global uint* restrict out, __local uint* restrict lds TRACE_ARGS)
{
    const uint lid = get_local_id(0);
    const uint wg = get_local_size(0);
    const uint words = wg / 32 * 1024;
    for (uint i = lid; i < words; i += wg)
        LSTORE(1, lds, i, 0, i * 2654435761u);
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint lane = lid & 31u;
    const uint base = (lid >> 5) * 1024u;
    uint acc = 0;
    if (lane < A) {
        for (uint r = 0; r < R; ++r) {
#pragma unroll
            for (uint j = 0; j < 32; ++j) {
                const uint a = base + ((lane * S + r * 32 + j) & 1023u);
#if M == 0
                acc ^= LLOAD(1, lds, a, 1 + r * 32 + j);
#else
                LSTORE(1, lds, a, 1 + r * 32 + j, a ^ 0x9e3779b9u);
#endif
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    GSTORE(0, out, get_global_id(0), 1 + R * 32, acc ^ LLOAD(1, lds, (lid * 7u) & (words - 1u), 1 + R * 32));
}
