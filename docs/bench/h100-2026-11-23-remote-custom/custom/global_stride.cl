// SPDX-License-Identifier: GPL-3.0-or-later
// global_read.cl - strided, offset and vector reads from global memory.
// Lessons: global.stride, global.offset, global.vector (kernel strided_read).
//
// Pattern. An item is one VTYPE (a vector of `vector` elements of the lesson's type). Each work-item makes
// STEPS access steps; n = global size. At step s, work-item g reads the item
//     in[s * pitch + g * stride + offset]          pitch = n * stride (host argument)
// so within one step the work-items of a SIMD group read base + lane * stride: exactly the lesson's pattern.
// The loaded bits are XOR-accumulated (exact, so the host reference checks every bit) and each work-item
// writes one item, out[g], after the last step (step STEPS).
//
// Expected behaviour. stride 1: a SIMD group's request covers simd * item contiguous bytes (fully coalesced,
// one 32 B sector per 32 B requested). stride k: the request spreads over k times as many sectors until each
// lane sits in its own sector; requested bytes per moved byte fall like 1/k (seeds 000, 001, 004). offset k
// (elements from an aligned base): each request straddles one extra segment (seed 001: sixteen 4-byte reads
// at 0x1232 need 3 segments of 32 B). Large power-of-two strides also pile the requests of concurrent groups
// onto a few memory channels.
//
// -D options:
//   VTYPE   the loaded type, e.g. float4        UTYPE  the unsigned type of the same size, e.g. uint4
//   AS_U    the bit cast to UTYPE (as_uint4), empty for integer types
//   IDX     index type: uint, or ulong when the buffer holds 2^32 items or more
//   STEPS   access steps per work-item (default 4)
//   FP64    defined for double / doubleN (enables cl_khr_fp64)
#ifdef FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifndef STEPS
#define STEPS 4
#endif
#ifndef IDX
#define IDX uint
#endif

__kernel void strided_read(__global const VTYPE* restrict in, __global UTYPE* restrict out, IDX pitch, IDX stride,
                           IDX offset TRACE_ARGS)
{
    const IDX g = (IDX)get_global_id(0);
    const IDX base = g * stride + offset;
    UTYPE acc = (UTYPE)(0);
#pragma unroll
    for (uint s = 0; s < STEPS; ++s)
        acc ^= AS_U(GLOAD(0, in, base + s * pitch, s));
    GSTORE(1, out, g, STEPS, acc);
}
