// SPDX-License-Identifier: GPL-3.0-or-later
// subgroup_shuffle.cl - a neighbour exchange inside groups of WIDTH work-items (lesson subgroup.shuffle).
//
// Pattern. Work-item gid starts from v = in[gid] (step 0) and runs ITERS rounds; in each round it takes the
// value of its right neighbour n (lane + 1 within its WIDTH-wide group, wrapping) and sets v = v * 3 + (n ^ r).
// Finally out[gid] = v (step 2 * ITERS + 1).
//   exchange_local (default): the exchange goes through local memory: store v to lds[lid] (step 2r + 1), a
//           barrier, load lds[neighbour] (step 2r + 2), a barrier: two local accesses and two barriers a round,
//           conflict-free (lane l reads the bank of lane l + 1).
//   exchange_shuffle (-DSHUFFLE): sub_group_shuffle(v, (lane + 1) % WIDTH) from cl_khr_subgroup_shuffle, or
//           intel_sub_group_shuffle from cl_intel_subgroups (-DINTEL_SHUFFLE): the value moves between lanes in
//           registers, no memory and no barrier (seed 004). WIDTH is then the device's sub-group size. On
//           NVIDIA (-DPTX_SHUFFLE) the same through inline PTX shfl.sync, WIDTH 32.
//
//   exchange_none (-DNO_EXCHANGE): the same arithmetic on the work-item's own value: the cost floor.
//   shuffle_rate (-DSHUFFLE, for the compute.rounds probe): ITERS rounds of four independent shuffles (values
//           a, b, c, d from lanes + 1, + 2, + 3, + 5 within WIDTH) and no arithmetic: the device's rate of
//           sub-group shuffles. out[gid] = a ^ b ^ c ^ d.
//
// Expected behaviour: on a GPU the shuffle is several times faster than the local round trip and its barriers.
// A device without sub-group shuffles (PoCL 3.1) skips the shuffle with the reason.
//
// -D options: WIDTH (power of two, the exchange group), ITERS, SHUFFLE, INTEL_SHUFFLE, PTX_SHUFFLE,
// NO_EXCHANGE.
#ifndef WIDTH
#define WIDTH 32
#endif
#ifndef ITERS
#define ITERS 256
#endif

#ifdef SHUFFLE
#if defined(PTX_SHUFFLE)
// NVIDIA's OpenCL has no sub-group extension but accepts inline PTX: shfl.sync is the warp shuffle (WIDTH 32).
inline uint ptx_shuffle(uint v, uint lane)
{
    uint r;
    asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(lane));
    return r;
}
#define SHUFFLE_FROM(v, lane) ptx_shuffle(v, lane)
#define LANE() ((uint)get_local_id(0) & 31u)
#elif defined(INTEL_SHUFFLE)
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#define SHUFFLE_FROM(v, lane) intel_sub_group_shuffle(v, lane)
#define LANE() ((uint)get_sub_group_local_id())
#else
#pragma OPENCL EXTENSION cl_khr_subgroup_shuffle : enable
#define SHUFFLE_FROM(v, lane) sub_group_shuffle(v, lane)
#define LANE() ((uint)get_sub_group_local_id())
#endif

__kernel void exchange_shuffle(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    const uint lane = LANE();
    uint v = GLOAD(0, in, gid, 0);
    for (uint r = 0; r < ITERS; ++r) {
        const uint n = SHUFFLE_FROM(v, (lane + 1) & (WIDTH - 1));
        v = v * 3u + (n ^ r);
    }
    GSTORE(1, out, gid, 2 * ITERS + 1, v);
}

__kernel void shuffle_rate(__global uint* restrict out)
{
    const uint gid = (uint)get_global_id(0);
    const uint lane = LANE();
    uint a = gid, b = gid * 3u, c = gid * 5u, d = gid * 7u;
    for (uint r = 0; r < ITERS; ++r) {
        a = SHUFFLE_FROM(a, (lane + 1) & (WIDTH - 1));
        b = SHUFFLE_FROM(b, (lane + 2) & (WIDTH - 1));
        c = SHUFFLE_FROM(c, (lane + 3) & (WIDTH - 1));
        d = SHUFFLE_FROM(d, (lane + 5) & (WIDTH - 1));
    }
    out[gid] = a ^ b ^ c ^ d;
}
#elif defined(NO_EXCHANGE)
__kernel void exchange_none(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    const uint gid = (uint)get_global_id(0);
    uint v = GLOAD(0, in, gid, 0);
    for (uint r = 0; r < ITERS; ++r)
        v = v * 3u + (v ^ r);
    GSTORE(1, out, gid, 2 * ITERS + 1, v);
}
#else
__kernel void exchange_local(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    __local uint lds[1024];
    const uint gid = (uint)get_global_id(0);
    const uint lid = (uint)get_local_id(0);
    const uint right = (lid & ~(uint)(WIDTH - 1)) | ((lid + 1) & (WIDTH - 1));
    uint v = GLOAD(0, in, gid, 0);
    for (uint r = 0; r < ITERS; ++r) {
        LSTORE(2, lds, lid, 2 * r + 1, v);
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint n = LLOAD(2, lds, right, 2 * r + 2);
        barrier(CLK_LOCAL_MEM_FENCE);
        v = v * 3u + (n ^ r);
    }
    GSTORE(1, out, gid, 2 * ITERS + 1, v);
}
#endif
