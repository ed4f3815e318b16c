// SPDX-License-Identifier: GPL-3.0-or-later
// template_tile_2d.cl - a 2-D transpose in TILE x TILE work-groups, straight through global memory: work-item
// (x, y) reads in[y * W + x] (neighbours read neighbouring words: coalesced) and writes out[x * W + y]
// (neighbours write W words apart: every lane its own segment). Buffer indices: 0 = in, 1 = out.
// Arguments: W, the matrix width (and height).
__kernel void tile_2d(__global const uint* restrict in, __global uint* restrict out, uint W TRACE_ARGS)
{
    const uint x = get_global_id(0);
    const uint y = get_global_id(1);
    const uint v = GLOAD(0, in, y * W + x, 0);
    GSTORE(1, out, x * W + y, 1, v);
}
