// SPDX-License-Identifier: GPL-3.0-or-later
// Read four uint4 streams, write one (the 4:1 mix of global.dtype with 16 B items); load variants on NVIDIA:
// VARIANT 0 plain; 3 ld.global.nc (read-only path); 4 ld.global.L2::256B (L2 prefetch of 256 B);
// 5 ld.global.nc.L2::256B; 6 ld.global.L1::no_allocate; 7 ld.global.L2::128B.
#ifndef VARIANT
#define VARIANT 0
#endif
#if VARIANT > 0 && defined(cl_nv_pragma_unroll)
inline uint4 ld(__global const uint4* p)
{
    uint4 v;
#if VARIANT == 3
    asm volatile("ld.global.nc.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#elif VARIANT == 4
    asm volatile("ld.global.L2::256B.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#elif VARIANT == 5
    asm volatile("ld.global.nc.L2::256B.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#elif VARIANT == 6
    asm volatile("ld.global.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#else
    asm volatile("ld.global.L2::128B.v4.u32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
#endif
    return v;
}
#else
#define ld(p) (*(p))
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
    out[g] = acc;
}
