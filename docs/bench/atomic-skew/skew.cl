// SPDX-License-Identifier: GPL-3.0-or-later
// Uneven bins (an experiment for issue 11: histogram GPU4/GPU5 at 8 centroids put 27.7 % of their atomics on
// one bin). Each work-item makes one atomic on one of BINS adjacent counters: bin 0 (the hot one) for HOT per
// mille of the work-items (a hash of the global id decides), the others evenly. atomic_max keeps the output
// the same however often the kernel runs (the check after the timed launches).
__kernel void skew(__global int* restrict hist TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    uint h = g * 2654435761u;
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    const uint m = h % 1000u;
    const uint bin = m < HOT ? 0u : 1u + (h >> 10) % (BINS - 1u);
    GATOMIC_MAX(0, hist, bin, 0, (int)(g & 0x7fffffff));
}
