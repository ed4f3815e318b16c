// SPDX-License-Identifier: GPL-3.0-or-later
// matmul_order.cl - C = A x B with neighbouring work-items on neighbouring rows or neighbouring columns of C
// (lesson matmul.order, kernel matmul_order), seed 004 fig 15-15 (rows) against fig 15-18 (columns).
//
// Pattern. A is M x K, B is K x N, C is M x N, all row-major uints (M = N = K = SIZE); A and B lie one after
// the other in `in`. The range is 2-D: work-item (x, y) computes one element of C, summing
// A[m*K + k] * B[k*N + n] over k = 0 .. K-1 (loop step k: read A, read B; step K: write C). Dimension 0 (x,
// the one a SIMD group's lanes run along) is
//   ORDER_ROWS:    the row m = x, column n = y: the seed's row-parallel kernel, whose neighbours are rows m-1
//                  and m+1; lanes read A K words apart (a separate line each) and all read the same B word
//   ORDER_COLUMNS: the column n = x, row m = y: the seed's column-parallel kernel; lanes all read the same
//                  A word and consecutive B words (one line per 32 lanes)
// The seed's kernels give each work-item a whole row (column) and loop over the other index; here that
// loop is dimension 1, so a GPU gets M x N work-items instead of M. Each request - one k of one SIMD group -
// is the same as in the seed. Products and sums wrap modulo 2^32, so the host reference is exact.
//
// Expected behaviour: on GPUs columns read 1 segment of B + 1 broadcast word of A per request, rows read 32
// segments of A + 1 word of B: "on many GPUs" columns are much faster. A CPU (PoCL) runs each work-group's
// lanes as the iterations of one thread's loop with the whole working set in its caches: little difference.
//
// -D options: SIZE (M = N = K), ORDER_ROWS or ORDER_COLUMNS.
#ifndef SIZE
#define SIZE 256
#endif

__kernel void matmul_order(__global const uint* restrict in, __global uint* restrict out TRACE_ARGS)
{
    __global const uint* restrict a = in;
    __global const uint* restrict b = in + SIZE * SIZE;
#ifdef ORDER_COLUMNS
    const uint n = (uint)get_global_id(0);
    const uint m = (uint)get_global_id(1);
#else
    const uint m = (uint)get_global_id(0);
    const uint n = (uint)get_global_id(1);
#endif
    uint sum = 0;
    for (uint k = 0; k < SIZE; ++k)
        sum += GLOAD(0, a, m * SIZE + k, 2 * k) * GLOAD(2, b, k * SIZE + n, 2 * k + 1);
    GSTORE(1, out, m * SIZE + n, 2 * SIZE, sum);
}
