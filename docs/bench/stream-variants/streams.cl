// SPDX-License-Identifier: GPL-3.0-or-later
// Read+write stream variants (an experiment for issue 11's target: our best read+write stream against
// BabelStream's best kernel). N float4 items a buffer; the launch has N / UNROLL work-items, each handling
// UNROLL items G apart (G = the global size: every step coalesced), all loads before the stores.
//   VARIANT 1 copy      c = a                      (1 read, 1 write)
//   VARIANT 2 add       c = a + b                  (2 reads, 1 write: BabelStream's Add)
//   VARIANT 3 in place  c = max(c, 0.5)            (1 read, 1 write, the same lines; idempotent, so the
//                                                   output checked after the timed launches is the same)
//   VARIANT 4 one to two c = 2 a, d = a + 1        (1 read, 2 writes)
//   VARIANT 5 four reads a, b, c, d -> c ^ ...     (dtype-like: 3 reads, 1 write) c = a + b + d
#ifndef UNROLL
#define UNROLL 1
#endif
__kernel void streams(__global const float* restrict a, __global const float* restrict b, __global float* restrict c,
                      __global float* restrict d TRACE_ARGS)
{
    __global const float4* a4 = (__global const float4*)a;
    __global const float4* b4 = (__global const float4*)b;
    __global float4* c4 = (__global float4*)c;
    __global float4* d4 = (__global float4*)d;
    const uint g = (uint)get_global_id(0);
    const uint n = (uint)get_global_size(0);
    float4 x[UNROLL];
#if VARIANT == 2 || VARIANT == 5
    float4 y[UNROLL];
#endif
#if VARIANT == 5
    float4 z[UNROLL];
#endif
#pragma unroll
    for (uint u = 0; u < UNROLL; ++u) {
#if VARIANT == 3
        x[u] = GLOAD(2, c4, g + u * n, u);
#else
        x[u] = GLOAD(0, a4, g + u * n, u);
#endif
#if VARIANT == 2 || VARIANT == 5
        y[u] = GLOAD(1, b4, g + u * n, UNROLL + u);
#endif
#if VARIANT == 5
        z[u] = GLOAD(3, d4, g + u * n, 2 * UNROLL + u);
#endif
    }
#pragma unroll
    for (uint u = 0; u < UNROLL; ++u) {
#if VARIANT == 1
        GSTORE(2, c4, g + u * n, 3 * UNROLL + u, x[u]);
#elif VARIANT == 2
        GSTORE(2, c4, g + u * n, 3 * UNROLL + u, x[u] + y[u]);
#elif VARIANT == 3
        GSTORE(2, c4, g + u * n, 3 * UNROLL + u, fmax(x[u], (float4)(0.5f)));
#elif VARIANT == 4
        GSTORE(2, c4, g + u * n, 3 * UNROLL + u, 2.0f * x[u]);
        GSTORE(3, d4, g + u * n, 4 * UNROLL + u, x[u] + 1.0f);
#else
        GSTORE(2, c4, g + u * n, 3 * UNROLL + u, x[u] + y[u] + z[u]);
#endif
    }
}
