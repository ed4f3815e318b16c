// SPDX-License-Identifier: GPL-3.0-or-later
// local_stride.cl - strided reads from local memory (lesson local.stride, kernel local_strided_read).
//
// Pattern. Each work-group first copies a slice of `in` (WORDS + 32 uints) into the local array lds (fill
// steps 0 .. F-1, F = ceil((WORDS + 32) / wg): a global read and a local write per step), then a barrier.
// Timed loop: ITERS steps; at loop step t (trace step F + t) work-item lid reads the word
//     lds[((lid * stride + (t & ~31)) & (WORDS - 1)) + (t & 31)]
// i.e. lid * stride + t wrapped into a WORDS-word window, read in runs of 32 consecutive words so that the
// unrolled loads use immediate offsets (a lean loop: one local load and about half an XOR per step). Since
// WORDS is a multiple of the bank count, the bank of every word is (lid * stride + t) mod banks, and the 32
// lanes of a warp touch distinct words for strides up to WORDS / 32. Finally out[gid] = XOR of the words
// (step F + ITERS). The slice is group_id mod SLICES, so groups differ and the host reference stays cheap.
//
// Expected behaviour with B banks of 4 bytes (NVIDIA, AMD: B = 32): stride k puts gcd(k, B) lanes of a
// conflict group into one bank -> a gcd(k, B)-way conflict, so odd strides run at full speed and stride 32
// is B times slower (seeds 000, 001 §4, 004). CPUs (PoCL) have no banks: flat.
//
// -D options: WORDS (power of two, window size in words), ITERS (multiple of 32), SLICES (power of two).
#ifndef WORDS
#define WORDS 4096
#endif
#ifndef ITERS
#define ITERS 1024
#endif
#ifndef SLICES
#define SLICES 64
#endif
#define TOTAL (WORDS + 32)

__kernel void local_strided_read(__global const uint* restrict in, __global uint* restrict out,
                                 uint stride TRACE_ARGS)
{
    __local uint lds[TOTAL];
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint sliceBase = ((uint)get_group_id(0) & (SLICES - 1)) * TOTAL;
    uint f = 0;
    for (uint i = lid; i < TOTAL; i += wg, ++f)
        LSTORE(2, lds, i, f, GLOAD(0, in, sliceBase + i, f));
    barrier(CLK_LOCAL_MEM_FENCE);

    const uint first = (TOTAL + wg - 1) / wg;
    const uint start = lid * stride;
    uint acc = 0;
    for (uint r = 0; r < ITERS / 32; ++r) {
        const uint p = (start + r * 32) & (WORDS - 1);
#pragma unroll
        for (uint j = 0; j < 32; ++j)
            acc ^= LLOAD(2, lds, p + j, first + r * 32 + j);
    }
    GSTORE(1, out, get_global_id(0), first + ITERS, acc);
}
