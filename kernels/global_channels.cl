// SPDX-License-Identifier: GPL-3.0-or-later
// global_channels.cl - work-groups streaming blocks whose starts lie `pitch` words apart (channel camping).
// Lesson: global.channels (kernel block_stream).
//
// Pattern. Work-group w of WG work-items owns a block of BLOCK = STEPS * WG uints starting at uint w * pitch.
// It walks through the block one row of WG contiguous uints per step: at step s, work-item l reads
//     in[w * pitch + k]     k = (s * WG + l + rot) mod BLOCK,   rot = (w * stagger) mod BLOCK
// XOR-accumulates the words (exact, so the host reference checks every bit) and writes out[global id] after
// the last step (step STEPS). stagger = 0 is the plain pattern; stagger > 0 rotates each group's starting
// point by w * stagger words inside its own block (it still reads every word of the block exactly once).
//
// Expected behaviour. Memory is interleaved over channels: channel = (address / interleave) mod channels
// (AMD: 256 B interleave, R9 290X 16 channels; seed 000 fig 8.11-8.12, seed 001 section 3). Groups that run at
// the same time are at about the same step, so at any moment they read addresses w * pitch + s * row. When
// pitch is a multiple of channels * interleave every concurrent group reads the same channel and the others
// idle (partition camping): bandwidth drops towards 1 / channels of the peak. A pitch that is an odd multiple
// of the interleave spreads the groups over every channel; a pitch sharing a factor with the channel count
// spreads them over some. Staggering by one interleave per group fixes any pitch. NVIDIA GPUs since Fermi
// hash addresses over their partitions, so on an H100 the pitch should make little difference; a CPU has no
// such channels at all.
//
// -D options:
//   STEPS   rows per block (access steps per work-item, default 16)
#ifndef STEPS
#define STEPS 16
#endif

__kernel void block_stream(__global const uint* restrict in, __global uint* restrict out, ulong pitch,
                           uint stagger TRACE_ARGS)
{
    const uint l = (uint)get_local_id(0);
    const uint w = (uint)get_group_id(0);
    const uint wg = (uint)get_local_size(0);
    const uint block = STEPS * wg;
    const uint rot = (uint)(((ulong)w * (ulong)stagger) % (ulong)block);
    const ulong base = (ulong)w * pitch;
    uint acc = 0u;
    for (uint s = 0; s < STEPS; ++s) {
        uint k = s * wg + l + rot;
        if (k >= block)
            k -= block;
        acc ^= GLOAD(0, in, base + k, s);
    }
    GSTORE(1, out, get_global_id(0), STEPS, acc);
}
