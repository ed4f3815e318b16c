// SPDX-License-Identifier: GPL-3.0-or-later
// The histogram's atomics alone (experiment; not part of the product): each work-item increments one of K
// adjacent uint bins, picked by a hash of its global id (about uniform, like the nearest of K random centroids).
// MAXOP 1: atomic_max of the global id instead (same contention, a checked result).
#ifndef MAXOP
#define MAXOP 0
#endif
#ifndef K
#define K 8
#endif
__kernel void atail(__global uint* restrict hist TRACE_ARGS)
{
    uint h = (uint)get_global_id(0);
    h ^= h >> 16;
    h *= 0x7feb352du;
    h ^= h >> 15;
    h *= 0x846ca68bu;
    h ^= h >> 16;
#if MAXOP
    atomic_max(&hist[h % K], (uint)get_global_id(0)); // a result that repeated launches keep: checked
#else
    GATOMIC_INC(0, hist, h % K, 0); // the histogram's update (the counts grow with every timed launch)
#endif
}
