// SPDX-License-Identifier: GPL-3.0-or-later
// Read:write mix of a stream (issue 11, docs/BENCHMARKS.md "The read:write mix"): every work-item reads R ulong
// items, in[s * n + g] for s < R (n = the global size: each step one coalesced run, global.dtype's pattern),
// XORs them and writes one ulong, out[g]. R = 4 is global.dtype's ulong point; R = 1 a copy.
#ifndef R
#define R 4
#endif
__kernel void rwmix(__global const ulong* restrict in, __global ulong* restrict out TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint n = (uint)get_global_size(0);
    ulong acc = 0;
#pragma unroll
    for (uint s = 0; s < R; ++s)
        acc ^= GLOAD(0, in, (ulong)s * n + g, s);
    GSTORE(1, out, g, R, acc);
}
