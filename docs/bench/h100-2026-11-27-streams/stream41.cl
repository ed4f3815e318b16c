// SPDX-License-Identifier: GPL-3.0-or-later
// Read four uint4 streams, write one (the 4:1 mix of global.dtype with 16 B items).
// VARIANT 0: plain loads and stores. VARIANT 1 (NVIDIA only): cache-streaming loads and stores (ld/st .cs,
// evict-first). VARIANT 2 (NVIDIA only): loads that do not allocate in L1 and are evicted first from L2.
#ifndef VARIANT
#define VARIANT 0
#endif
#if VARIANT > 0 && defined(cl_nv_pragma_unroll)
inline uint4 ld(__global const uint4* p)
{
    uint4 v;
#if VARIANT == 1
    asm volatile("ld.global.cs.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#else
    asm volatile("ld.global.nc.L1::no_allocate.L2::evict_first.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#endif
    return v;
}
inline void st(__global uint4* p, uint4 v)
{
    asm volatile("st.global.cs.v4.u32 [%0], {%1,%2,%3,%4};" :: "l"(p), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w) : "memory");
}
#else
#define ld(p) (*(p))
#define st(p, v) (*(p) = (v))
#endif

__kernel void stream41(__global const uint4* restrict in, __global uint4* restrict out, uint n TRACE_ARGS)
{
    const uint g = get_global_id(0);
    CO_REC(CO_SPACE_GLOBAL, 0, CO_READ, in, g, 0);
    CO_REC(CO_SPACE_GLOBAL, 0, CO_READ, in, g + n, 1);
    CO_REC(CO_SPACE_GLOBAL, 0, CO_READ, in, g + 2 * n, 2);
    CO_REC(CO_SPACE_GLOBAL, 0, CO_READ, in, g + 3 * n, 3);
    uint4 acc = ld(in + g);
    acc ^= ld(in + g + n);
    acc ^= ld(in + g + 2 * n);
    acc ^= ld(in + g + 3 * n);
    CO_REC(CO_SPACE_GLOBAL, 1, CO_WRITE, out, g, 4);
    st(out + g, acc);
}
