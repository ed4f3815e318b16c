// SPDX-License-Identifier: GPL-3.0-or-later
// transfer_read.cl - the device half of a host-to-device transfer: read every word the host just filled.
// Lesson: transfer.zerocopy (kernel host_filled_read).
//
// Pattern. Before each launch the host fills the input (N bytes) through the lesson's mode: a write-buffer
// copy, a map of a CL_MEM_ALLOC_HOST_PTR buffer, a map of a CL_MEM_USE_HOST_PTR buffer, a new
// CL_MEM_COPY_HOST_PTR buffer, or coarse- / fine-grain SVM. The kernel then streams the input once, coalesced:
// at step s work-item g reads the uint4
//     in[g + s * pitch]          pitch = global size (host argument)
// XOR-accumulates the words (exact: the host reference checks that the kernel saw this cycle's data, not an
// older copy) and writes out[g] after the last step (step STEPS).
//
// Expected behaviour. The kernel is the same for every mode; what differs is where `in` lives and what the
// host does before the launch. On a CPU (PoCL) and on integrated GPUs a map or a USE_HOST_PTR buffer is the
// same memory the kernel reads (zero copy), so a write-buffer copy only adds a memcpy of N bytes (seed 002
// section 7.4). On a discrete GPU (the H100 over PCIe) a copy crosses the bus once at PCIe speed and the kernel
// then reads device memory, while a zero-copy buffer stays in host memory and the kernel itself reads across
// the bus: the host wall time and the kernel time move in opposite directions.
//
// -D options:
//   STEPS   uint4 reads per work-item (default 16)
#ifndef STEPS
#define STEPS 16
#endif

__kernel void host_filled_read(__global const uint4* restrict in, __global uint4* restrict out,
                               uint pitch TRACE_ARGS)
{
    const uint g = (uint)get_global_id(0);
    uint4 acc = (uint4)(0u);
    for (uint s = 0; s < STEPS; ++s)
        acc ^= GLOAD(0, in, g + s * pitch, s);
    GSTORE(1, out, g, STEPS, acc);
}
