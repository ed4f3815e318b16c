// SPDX-License-Identifier: GPL-3.0-or-later
// template_local_exchange.cl - work-items exchange values through local memory: each writes its value to
// tile[lid], waits at the barrier, then reads tile[(lid * STRIDE) % WG]. STRIDE 1 reads neighbouring words
// (no bank conflicts); an even STRIDE puts several lanes of a group on the same bank (gcd(STRIDE, banks)-way
// conflicts). Buffer indices: 0 = in, 1 = out (global), 2 = tile (local, passed as a __local argument).
// -D options: STRIDE, WG (the work-group size).
__kernel void local_exchange(__global const int* restrict in, __global int* restrict out, __local int* tile TRACE_ARGS)
{
    const uint g = get_global_id(0);
    const uint l = get_local_id(0);
    LSTORE(2, tile, l, 0, GLOAD(0, in, g, 0));
    barrier(CLK_LOCAL_MEM_FENCE);
    const int v = LLOAD(2, tile, (l * STRIDE) % WG, 1);
    GSTORE(1, out, g, 2, v);
}
