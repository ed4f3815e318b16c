// SPDX-License-Identifier: GPL-3.0-or-later
// A read:write stream over a fixed grid (issue 11, docs/BENCHMARKS.md "A read:write stream over a fixed grid"):
// mix.cl's pattern (R ulong reads and one ulong write an item: in[s * N + i] for s < R, out[i]) with G work-items
// that each loop over the items i = g, g + G, ... < N, as BabelStream's Dot and persistent kernels do, instead
// of one work-item an item. G = the global size, N = the items (a multiple of G).
#ifndef R
#define R 3
#endif
__kernel void gridmix(__global const ulong* restrict in, __global ulong* restrict out, uint n TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    const uint G = (uint)get_global_size(0);
    for (uint i = g; i < n; i += G) {
        ulong acc = 0;
#pragma unroll
        for (uint s = 0; s < R; ++s)
            acc ^= GLOAD(0, in, (ulong)s * n + i, s);
        GSTORE(1, out, i, R, acc);
    }
}
