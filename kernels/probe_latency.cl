// SPDX-License-Identifier: GPL-3.0-or-later
// probe_latency.cl - load latency of local memory, of global memory in the L1, the L2 and DRAM, and of constant
// memory (the probe compute.latency, core/probes/latencyprobe.cpp). Not a lesson.
//
// Every kernel runs as one work-item (global 1, local 1) and follows a cycle the host drew at random,
// i = next[i], `steps` times from word `start`, then writes the word it ended at to out[0] (the host walks the
// same cycle to check it). Every load waits for the one before, so a launch takes steps x the latency of the
// memory the cycle lies in, plus the launch's overhead; the host times two lengths and takes the slope. One
// lane: no bank conflict, no coalescing, nothing else in flight.
//   probe_latency_local:    copies the LWORDS-word cycle from global memory into a local array, then chases it
//                           there (the copy is the same for both lengths and cancels in the slope).
//   probe_latency_global:   chases a cycle with one element per cache line over a footprint well inside the L1
//                           (the first pass brings the lines in; later passes hit), well past the L1 and inside
//                           the L2 (every line missed the L1: a whole footprint was loaded since), or well past
//                           the L2 (every load goes to DRAM). The host starts each launch where the last ended.
//   probe_latency_constant: chases a cycle over the words of a small constant buffer (the constant cache after
//                           the first pass).
//   probe_latency_loaded:   the L1 chase run by many SIMD groups at once (one a work-group): each work-group
//                           follows the cycle of lines from its own start, lane l reading word l % LINE_WORDS of
//                           the line (a SIMD group's lanes one line: one request), every word of a line holding
//                           the next line's first word; each work-item writes the word it ended at.
// -D options: LWORDS (words of the local array, a power of two; default 256); LINE_WORDS (words of a line,
// probe_latency_loaded; default 32).
#ifndef LWORDS
#define LWORDS 256
#endif
#ifndef LINE_WORDS
#define LINE_WORDS 32
#endif

kernel void probe_latency_local(global const uint* restrict next, global uint* restrict out, uint start,
                                uint steps)
{
    local uint cycle[LWORDS];
    for (uint w = (uint)get_local_id(0); w < LWORDS; w += (uint)get_local_size(0))
        cycle[w] = next[w];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint i = start;
    for (uint s = 0; s < steps; ++s)
        i = cycle[i];
    out[0] = i;
}

kernel void probe_latency_global(global const uint* restrict next, global uint* restrict out, uint start,
                                 uint steps)
{
    uint i = start;
    for (uint s = 0; s < steps; ++s)
        i = next[i];
    out[0] = i;
}

kernel void probe_latency_constant(constant uint* next, global uint* restrict out, uint start, uint steps)
{
    uint i = start;
    for (uint s = 0; s < steps; ++s)
        i = next[i];
    out[0] = i;
}

kernel void probe_latency_loaded(global const uint* restrict next, global uint* restrict out,
                                 global const uint* restrict starts, uint steps)
{
    const uint lane = (uint)get_local_id(0) % LINE_WORDS;
    uint i = starts[get_group_id(0)];
    for (uint s = 0; s < steps; ++s)
        i = next[i + lane];
    out[get_global_id(0)] = i;
}
