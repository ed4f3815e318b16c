// SPDX-License-Identifier: GPL-3.0-or-later
// Read+write streams with NVIDIA's cache hints (an experiment for issue 11's target: our best read+write
// stream >= 1.02 x BabelStream's best kernel). One float4 item a work-item, N items a buffer.
//   VARIANT 1 copy c = a;  VARIANT 2 add c = a + b (BabelStream's Add).
//   HINT 0 plain loads and stores; 1 stores st.global.cs (streaming: evict first); 2 loads ld.global.cs too;
//   3 loads through the read-only path, ld.global.nc, with st.global.cs stores.
// The hints are inline PTX, taken only where the compiler is NVIDIA's (it defines cl_nv_pragma_unroll) and
// the launch is not traced; elsewhere (PoCL, which checks the output) the same arithmetic in plain C.
#ifndef HINT
#define HINT 0
#endif
#if defined(cl_nv_pragma_unroll) && HINT > 0 && !defined(CO_TRACE_GROUPS)
#define PTX 1
#else
#define PTX 0
#endif

#if PTX
inline float4 load4(__global const float4* p)
{
    float4 v;
#if HINT == 1
    v = *p;
#elif HINT == 2
    asm volatile("ld.global.cs.v4.f32 {%0,%1,%2,%3}, [%4];"
                 : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
                 : "l"(p));
#else
    asm volatile("ld.global.nc.v4.f32 {%0,%1,%2,%3}, [%4];"
                 : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
                 : "l"(p));
#endif
    return v;
}
inline void store4(__global float4* p, float4 v)
{
    asm volatile("st.global.cs.v4.f32 [%0], {%1,%2,%3,%4};" ::"l"(p), "f"(v.x), "f"(v.y), "f"(v.z), "f"(v.w)
                 : "memory");
}
#endif

__kernel void hints(__global const float* restrict a, __global const float* restrict b, __global float* restrict c
                        TRACE_ARGS)
{
    __global const float4* a4 = (__global const float4*)a;
    __global const float4* b4 = (__global const float4*)b;
    __global float4* c4 = (__global float4*)c;
    const uint g = (uint)get_global_id(0);
#if PTX
#if VARIANT == 1
    store4(c4 + g, load4(a4 + g));
#else
    store4(c4 + g, load4(a4 + g) + load4(b4 + g));
#endif
#else
    const float4 x = GLOAD(0, a4, g, 0);
#if VARIANT == 1
    GSTORE(2, c4, g, 2, x);
#else
    const float4 y = GLOAD(1, b4, g, 1);
    GSTORE(2, c4, g, 2, x + y);
#endif
#endif
}
