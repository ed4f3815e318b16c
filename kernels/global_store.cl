// SPDX-License-Identifier: GPL-3.0-or-later
// global_store.cl - strided and offset writes to global memory.
// Lesson: global.store (kernel strided_write).
//
// Pattern. An item is one UTYPE element. Each work-item makes STEPS write steps and reads nothing from global
// memory; n = global size. At step s, work-item g writes a pseudo-random value (a hash of g * STEPS + s and a
// seed, the same on the host) to
//     out[s * pitch + g * stride + offset]          pitch = n * stride (host argument)
// so within one step the work-items of a SIMD group write base + lane * stride: the global.stride and
// global.offset patterns, on stores. Every element the kernel does not write keeps the host's poison, so the
// host reference checks the whole buffer: written values and untouched gaps.
//
// Expected behaviour. A store moves whole segments too: stride 1 fills every sector it touches; stride k
// leaves 1 - 1/k of each touched sector unwritten (partial-sector writes: the memory must merge them with
// the old data, seed 002 §7.6: a line is loaded, modified and written back), and from stride 8 (4-byte
// elements, 32 B sectors) each lane's 4 bytes occupy a sector of their own. offset k: each request straddles
// one extra, partly written segment. Stores do not block the work-item, so a GPU hides part of the cost
// (seed 002 §7.2.1), but the memory still moves what the model counts.
//
// -D options:
//   UTYPE   the written element type: uchar, ushort, uint or ulong
//   IDX     index type: uint, or ulong when the buffer holds 2^32 elements or more
//   STEPS   write steps per work-item (default 4)
#ifndef STEPS
#define STEPS 4
#endif
#ifndef IDX
#define IDX uint
#endif

// The value written by (linear index k = g * STEPS + s): a 32-bit mix, widened for ulong.
inline UTYPE store_value(uint k, uint seed)
{
    uint h = k * 0x9E3779B1u + seed;
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return (UTYPE)(((ulong)h << 32) | (ulong)(h ^ 0x5BD1E995u));
}

__kernel void strided_write(__global UTYPE* restrict out, IDX pitch, IDX stride, IDX offset, uint seed TRACE_ARGS)
{
    const IDX g = (IDX)get_global_id(0);
    const IDX base = g * stride + offset;
#pragma unroll
    for (uint s = 0; s < STEPS; ++s)
        GSTORE(0, out, base + s * pitch, s, store_value((uint)g * STEPS + s, seed));
}
