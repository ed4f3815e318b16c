// SPDX-License-Identifier: GPL-3.0-or-later
// A kernel that keeps 96 words a work-item in registers (about 114 on NVIDIA): its work-group limit is set
// by its registers, not by CL_KERNEL_WORK_GROUP_SIZE.
__kernel void heavy(__global const uint* restrict a, __global uint* restrict b, uint n TRACE_ARGS)
{
    uint acc[96];
    const uint i = (uint)get_global_id(0);
#pragma unroll
    for (int k = 0; k < 96; ++k)
        acc[k] = a[(i + (uint)k * 97u) % n];
    for (int r = 0; r < 8; ++r) {
#pragma unroll
        for (int k = 0; k < 96; ++k)
            acc[k] = acc[k] * acc[(k + 1) % 96] + 1u;
    }
    uint s = 0;
#pragma unroll
    for (int k = 0; k < 96; ++k)
        s += acc[k] * (uint)(k + 1);
    b[i] = s;
}
