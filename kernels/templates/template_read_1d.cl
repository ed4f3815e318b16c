// SPDX-License-Identifier: GPL-3.0-or-later
// template_read_1d.cl - a 1-D strided read: work-item g reads in[g * STRIDE] and writes 2 * that to out[g].
// Every access goes through the macros of kernels/access.h (GLOAD, GSTORE), so Coalesce can trace and
// bounds-check it; the parameter list ends with TRACE_ARGS. Buffer indices: 0 = in, 1 = out (the spec's order).
// -D options: STRIDE (elements between neighbouring work-items' reads).
__kernel void read_1d(__global const float* restrict in, __global float* restrict out TRACE_ARGS)
{
    const uint g = get_global_id(0);
    const float v = GLOAD(0, in, g * STRIDE, 0);
    GSTORE(1, out, g, 1, 2.0f * v);
}
