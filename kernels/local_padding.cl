// SPDX-License-Identifier: GPL-3.0-or-later
// local_padding.cl - reading a column of a W x W tile in local memory (lesson local.padding, kernel
// padded_tile_column).
//
// Pattern. The tile has W rows of `pitch` = W + pad words (row-major). Each work-group first copies W * pitch
// uints of a slice of `in` into it (fill steps 0 .. F-1, F = ceil(W * pitch / wg)), then a barrier. Timed
// loop: ITERS = W * R steps; at loop step t = r * W + j (trace step F + t) work-item lid reads
//     tile[((lid + r) mod W) * pitch + j]
// so at every step the lanes of a SIMD group read one column j of the tile, each lane its own row (rows
// rotate with r so that no word is read twice by a work-item: the compiler cannot merge loads). Finally
// out[gid] = XOR of the words (step F + ITERS). The slice is group_id mod SLICES.
//
// Expected behaviour with W = B banks of 4 bytes: the word of row i is i * pitch + j, its bank
// (i * (W + pad) + j) mod B. pad = 0: the whole column sits in one bank (a W-way conflict, seed 000 fig. 8.15);
// pad = 1 (or any odd pad): conflict-free; in general gcd(W + pad, B)-way (seed 004).
//
// -D options: W (tile width, normally the bank count), PADMAX (largest pad the array is sized for),
//             ITERS (multiple of W, at most W * W), SLICES (power of two).
#ifndef W
#define W 32
#endif
#ifndef PADMAX
#define PADMAX 64
#endif
#ifndef ITERS
#define ITERS (W * W)
#endif
#ifndef SLICES
#define SLICES 64
#endif

__kernel void padded_tile_column(__global const uint* restrict in, __global uint* restrict out,
                                 uint pitch TRACE_ARGS)
{
    __local uint tile[W * (W + PADMAX)];
    const uint lid = (uint)get_local_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint words = W * pitch;
    const uint sliceBase = ((uint)get_group_id(0) & (SLICES - 1)) * (W * (W + PADMAX));
    uint f = 0;
    for (uint i = lid; i < words; i += wg, ++f)
        LSTORE(2, tile, i, f, GLOAD(0, in, sliceBase + i, f));
    barrier(CLK_LOCAL_MEM_FENCE);

    const uint first = (words + wg - 1) / wg;
    uint acc = 0;
    for (uint r = 0; r < ITERS / W; ++r) {
        const uint rowBase = ((lid + r) % W) * pitch;
#pragma unroll
        for (uint j = 0; j < W; ++j)
            acc ^= LLOAD(2, tile, rowBase + j, first + r * W + j);
    }
    GSTORE(1, out, get_global_id(0), first + ITERS, acc);
}
