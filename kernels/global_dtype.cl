// SPDX-License-Identifier: GPL-3.0-or-later
// global_dtype.cl - contiguous reads of one element type, scalar or packed.
// Lesson: global.dtype (kernel typed_read).
//
// Pattern. Every work-item makes STEPS access steps; n = global size. At step s, work-item g reads the item
//     in[s * n + g]
// so a SIMD group reads one contiguous run per step (coalesced). An item is one element of the lesson's type
// (uchar, ushort, half, uint, float, ulong, double) or, packed, PACK uchar elements loaded at once as one
// ucharPACK item (seed 002 §7.2.2: pack 8-bit data into wide loads). The lesson
// keeps the element count equal across types, so a scalar uchar run moves an eighth of a double run's bytes
// and a packed uchar16 run the same bytes as scalar uchar in a sixteenth of the loads. The loaded bits are
// XOR-accumulated (exact for every type, half and double included: no arithmetic on the values) and each
// work-item writes its item, out[g], after the last step (step STEPS).
//
// Expected behaviour. Bytes per request = SIMD width x item bytes: 32 lanes of uchar ask for 32 bytes, one
// 32 B sector, so every segment moved is used, yet a GPU issues the same number of load instructions for a
// byte as for 16: small scalar loads are bound by the request rate, not by DRAM (H100: uchar 1670 GB/s,
// float 3097 GB/s). Packing restores wide requests (uchar4 and uchar16 about 2990 GB/s). A CPU vectorises across work-items, where uchar2/uchar4
// can be much slower than uchar or uchar16.
//
// -D options:
//   TYPE    the element type (uchar, half, double, ...)     UTYPE  the unsigned integer type of an item
//   AS_U    the bit cast to UTYPE (as_ushort for half), empty for integer types
//   PACK    elements per load; > 1 loads ucharPACK items (UTYPE = ucharPACK)
//   IDX     index type: uint, or ulong when the buffer holds 2^32 items or more
//   STEPS   access steps per work-item (default 4)
//   FP64    defined for double (enables cl_khr_fp64)       FP16  defined for half (enables cl_khr_fp16)
#ifdef FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifdef FP16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifndef STEPS
#define STEPS 4
#endif
#ifndef IDX
#define IDX uint
#endif
#ifndef PACK
#define PACK 1
#endif

#define CO_CAT(a, b) a##b
#define CO_XCAT(a, b) CO_CAT(a, b)

#if PACK > 1
// One PACK-byte load of a ucharPACK item through a ucharPACK pointer (aligned to PACK bytes by its type), traced
// as one read of that item. vloadPACK promises only 1-byte alignment: NVIDIA's compiler then loads the PACK
// bytes one by one (the H100 measured uchar4 at 2490 GB/s and uchar16 at 2220 against uint's 3100: a byte
// load's request rate), which is not the packing the lesson is about.
#define LOAD_ITEM(i, s) GLOAD(0, (__global const UTYPE*)in, i, s)
#else
#define LOAD_ITEM(i, s) AS_U(GLOAD(0, in, i, s))
#endif

__kernel void typed_read(__global const TYPE* restrict in, __global UTYPE* restrict out, IDX n TRACE_ARGS)
{
    const IDX g = (IDX)get_global_id(0);
    UTYPE acc = (UTYPE)(0);
#pragma unroll
    for (uint s = 0; s < STEPS; ++s)
        acc ^= LOAD_ITEM(g + s * n, s);
    GSTORE(1, out, g, STEPS, acc);
}
