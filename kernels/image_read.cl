// SPDX-License-Identifier: GPL-3.0-or-later
// image_read.cl - the same 2-D read from an image2d_t and from a buffer.
// Lesson: image.vs.buffer (kernel read_2d).
//
// Pattern. The source is an n x n picture of float4 pixels (CL_RGBA / CL_FLOAT), row-major in the buffer. The
// launch is 2-D: n x band work-items (band = n / STEPS) in 16 x 16 work-groups. At step s work-item (x, y)
// works on row yy = y + s * band and reads, by ACCESS:
//   0 row       pixel (x, yy): neighbouring work-items read neighbouring pixels of a row
//   1 column    pixel (yy, x): the transposed picture, neighbours read down a column (n * 16 B apart)
//   2 block     the 2 x 2 block (x, yy) .. (x + 1, yy + 1), clamped to the edge, summed
//   3 bilinear  the bilinear sample at the centre of that block: from an image one read_imagef with a linear
//               sampler (the texture unit reads and weighs the four texels); from a buffer four reads and the
//               same weights (0.5) by hand
// and adds the values into a float4 written to out[y * n + x] after the last step (step STEPS). The pixels
// hold small integers, so every sum and every weight of 0.5 is exact and the host reference is bit-exact.
//
// Expected behaviour. A buffer is linear: a row is coalesced, a column spreads the SIMD group down 16 rows (with
// 32 lanes: two neighbouring pixels per row, a 32 B segment and a line of their own for each row). An image is laid out by the driver (tiled on GPUs) and read
// through the texture cache, so a column costs about as much as a row, and the bilinear filter is done in the
// texture unit (seed 000 section 8.3.2, seed 002 section 7.1.5). Measured on the H100 (side 4096): from an
// image the column runs as fast as the row (2912 vs 2903 GB/s; a buffer's column 2573), yet the buffer is faster
// on 2 x 2 blocks and bilinear samples (9805 and 9794 vs 7740 and 7191 GB/s effective). On a CPU (PoCL) images are plain arrays read by
// software, usually slower than buffers. Traced, an image read records the texel's row-major index (the real
// layout is opaque), so the picture is the buffer's for both sources; the lesson declares the image (launch
// info "texture"), and the model leaves its texel indexes out of the channel factor and times its texels at
// the texture unit's measured rate (probe image.texels, docs/MODELS.md "Images").
//
// -D options:
//   ACCESS  0 row, 1 column, 2 block, 3 bilinear
//   IMAGE   defined: read an image2d_t; else a buffer of float4
//   STEPS   rows per work-item (default 4)
#ifndef STEPS
#define STEPS 4
#endif

#ifdef IMAGE
__constant sampler_t kNearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__constant sampler_t kLinear = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
// Recorded like a buffer read of texel yy * n + xx (sizeof a float4), then read by the texture unit.
#define CO_TEXEL_REC(xx, yy, s) CO_REC(CO_SPACE_GLOBAL, 0, CO_READ, ((__global const float4*)0), (uint)(yy) * n + (uint)(xx), s)
#define TEXEL(xx, yy, s) (CO_TEXEL_REC(xx, yy, s), read_imagef(src, kNearest, (int2)((xx), (yy))))
#define SRC_ARG __read_only image2d_t src
#else
#define TEXEL(xx, yy, s) GLOAD(0, src, (uint)(yy) * n + (uint)(xx), s)
#define SRC_ARG __global const float4* restrict src
#endif

__kernel void read_2d(SRC_ARG, __global float4* restrict out, uint n, uint band TRACE_ARGS)
{
    const int x = (int)get_global_id(0);
    const int y = (int)get_global_id(1);
    float4 acc = (float4)(0.0f);
    for (uint s = 0; s < STEPS; ++s) {
        const int yy = y + (int)(s * band);
#if ACCESS == 0
        acc += TEXEL(x, yy, s);
#elif ACCESS == 1
        acc += TEXEL(yy, x, s);
#else
        const int x1 = min(x + 1, (int)n - 1);
        const int y1 = min(yy + 1, (int)n - 1);
#if ACCESS == 3 && defined(IMAGE)
        CO_TEXEL_REC(x, yy, s);
        CO_TEXEL_REC(x1, yy, s);
        CO_TEXEL_REC(x, y1, s);
        CO_TEXEL_REC(x1, y1, s);
        acc += read_imagef(src, kLinear, (float2)((float)x + 1.0f, (float)yy + 1.0f));
#else
        const float4 a = TEXEL(x, yy, s);
        const float4 b = TEXEL(x1, yy, s);
        const float4 c = TEXEL(x, y1, s);
        const float4 d = TEXEL(x1, y1, s);
#if ACCESS == 2
        acc += (a + b) + (c + d);
#else
        acc += ((a + b) * 0.5f + (c + d) * 0.5f) * 0.5f;
#endif
#endif
#endif
    }
    GSTORE(1, out, (uint)y * n + (uint)x, STEPS, acc);
}
