// SPDX-License-Identifier: GPL-3.0-or-later
// histogram.cl - seed 003's five histogram kernels (listings 9.3-9.7), corrected (lessons histogram.gpu1-5).
//
// Each work-item classifies one descriptor of NFEAT (64) floats: it finds the nearest of n_centroids centroids
// (squared distance, the first on a tie) and does atomic_inc on that centroid's bin of the histogram. The
// inputs are pseudo-random small integers stored as floats, so every distance is exact whatever the order of
// the sums (the host reference then agrees bit for bit).
//
//   VARIANT 1 (GPU1, baseline): descriptors row-major, work-item d reads descriptors[d * NFEAT + k]: the lanes
//             of a request are NFEAT * 4 = 256 bytes apart, one segment each (uncoalesced on a GPU; on a CPU a
//             work-item walks its own contiguous row, which suits the cache best).
//   VARIANT 2 (GPU2): descriptors transposed, descriptors[k * n + d]: neighbouring lanes read neighbouring
//             words (coalesced on a GPU; ~3x slower on a CPU, where each work-item now strides by n).
//   VARIANT 3 (GPU3): transposed, four features per step into a float4, the centroid as one float4 read.
//   VARIANT 4 (GPU4): each work-group first copies its descriptors (transposed) into local memory,
//             desc_local[k * WG + lid], then reads them from there.
//   VARIANT 5 (GPU5): GPU4 with the centroids in __constant memory: all lanes read the same centroid word at a
//             step (one address per request: a broadcast).
//
// Steps: variants 1-3 read descriptor feature k of centroid j at step j * NFEAT + k (variant 3: its float4 at
// j * NFEAT + k, k a multiple of 4, the four descriptor words at steps +0..+3); variants 4-5 fill at steps
// 0..NFEAT-1 and shift the loop by NFEAT. The atomic comes after the loop (step = last loop step + 1).
//
// -D options: VARIANT (1..5), NFEAT (multiple of 4), WG (work-group size; variants 4-5 size the local tile).
#pragma OPENCL FP_CONTRACT OFF
#ifndef VARIANT
#define VARIANT 1
#endif
#ifndef NFEAT
#define NFEAT 64
#endif
#ifndef WG
#define WG 64
#endif

#if VARIANT == 5
#define CENTROID_SPACE __constant
#define CENTROID(j, k, s) CLOAD(1, centroids, (j) * NFEAT + (k), s)
#else
#define CENTROID_SPACE __global const
#define CENTROID(j, k, s) GLOAD(1, centroids, (j) * NFEAT + (k), s)
#endif

__kernel void histogram_gpu(__global const float* restrict descriptors, CENTROID_SPACE float* restrict centroids,
                            __global uint* restrict histogram, uint n_descriptors, uint n_centroids TRACE_ARGS)
{
    const uint desc_id = (uint)get_global_id(0);
    uint first = 0; // the loop's first step
#if VARIANT >= 4
    // Corrected: the tile holds WG descriptors (the seed's fixed 4096 floats assumed 64 work-items), and the
    // loop below reads the tile, not global memory as printed.
    __local float desc_local[NFEAT * WG];
    const uint local_id = (uint)get_local_id(0);
    for (uint i = 0; i < NFEAT; ++i)
        LSTORE(3, desc_local, i * WG + local_id, i, GLOAD(0, descriptors, i * n_descriptors + desc_id, i));
    barrier(CLK_LOCAL_MEM_FENCE);
    first = NFEAT;
#endif

    uint membership = 0;
    float min_dist = FLT_MAX;
    for (uint j = 0; j < n_centroids; ++j) {
        float dist = 0.0f;
        const uint s = first + j * NFEAT;
#if VARIANT == 3
        // Corrected: k steps by 4 (the listing stepped by 1 and counted interior features four times).
        __global const float4* centroids4 = (__global const float4*)centroids;
        for (uint k = 0; k < NFEAT; k += 4) {
            const float4 surf = (float4)(GLOAD(0, descriptors, (k + 0) * n_descriptors + desc_id, s + k),
                                         GLOAD(0, descriptors, (k + 1) * n_descriptors + desc_id, s + k + 1),
                                         GLOAD(0, descriptors, (k + 2) * n_descriptors + desc_id, s + k + 2),
                                         GLOAD(0, descriptors, (k + 3) * n_descriptors + desc_id, s + k + 3));
            const float4 cluster = GLOAD(1, centroids4, (j * NFEAT + k) / 4, s + k);
            float4 temp = surf - cluster;
            temp = temp * temp;
            dist += temp.x + temp.y + temp.z + temp.w;
        }
#else
        for (uint k = 0; k < NFEAT; ++k) {
#if VARIANT == 1
            const float d = GLOAD(0, descriptors, desc_id * NFEAT + k, s + k);
#elif VARIANT == 2
            const float d = GLOAD(0, descriptors, k * n_descriptors + desc_id, s + k);
#else
            const float d = LLOAD(3, desc_local, k * WG + local_id, s + k);
#endif
            const float temp = d - CENTROID(j, k, s + k);
            dist += temp * temp;
        }
#endif
        if (dist < min_dist) {
            min_dist = dist;
            membership = j;
        }
    }
    // Corrected: atomic_inc on a plain __global uint* (OpenCL 1.1); the listings' atomic_fetch_add_explicit
    // needs OpenCL 2.0 atomic types.
    GATOMIC_INC(2, histogram, membership, first + n_centroids * NFEAT);
}
