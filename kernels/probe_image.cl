// SPDX-License-Identifier: GPL-3.0-or-later
// probe_image.cl - the texture unit's rates (probe image.texels, core/probes/imageprobes.cpp).
//
// The image is SIDE x SIDE pixels of CL_RGBA / CL_FLOAT, small enough to stay in the texture cache, holding
// small integers. Work-item g starts at column x = g mod SIDE, row y0 = g / SIDE (mod SIDE), and at step s < steps
// works on row y = (y0 + s) mod SIDE:
//   probe_texels:   reads the 2 x 2 block (x, y) .. (x + 1, y + 1) texel by texel (nearest sampler, clamped to
//                   the edge) and adds the four: the lesson image.vs.buffer's block access
//   probe_filtered: one bilinear sample at the block's centre (x + 1, y + 1) with a linear sampler: the texture
//                   unit reads and weighs the four texels (the lesson's bilinear access)
// out[g] = the float4 sum over the steps. Every weight is 0.5 and every value a small integer, so the sums are
// exact and the host repeats them bit for bit.
__constant sampler_t kNearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__constant sampler_t kLinear = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

kernel void probe_texels(read_only image2d_t img, global float4* restrict out, uint side, uint steps)
{
    const uint g = (uint)get_global_id(0);
    const int x = (int)(g % side);
    const uint y0 = (g / side) % side;
    float4 acc = (float4)(0.0f);
    for (uint s = 0; s < steps; ++s) {
        const int y = (int)((y0 + s) % side);
        acc += read_imagef(img, kNearest, (int2)(x, y)) + read_imagef(img, kNearest, (int2)(x + 1, y)) +
               read_imagef(img, kNearest, (int2)(x, y + 1)) + read_imagef(img, kNearest, (int2)(x + 1, y + 1));
    }
    out[g] = acc;
}

kernel void probe_filtered(read_only image2d_t img, global float4* restrict out, uint side, uint steps)
{
    const uint g = (uint)get_global_id(0);
    const float x = (float)(g % side) + 1.0f;
    const uint y0 = (g / side) % side;
    float4 acc = (float4)(0.0f);
    for (uint s = 0; s < steps; ++s)
        acc += read_imagef(img, kLinear, (float2)(x, (float)((y0 + s) % side) + 1.0f));
    out[g] = acc;
}
