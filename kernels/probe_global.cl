// SPDX-License-Identifier: GPL-3.0-or-later
// probe_global.cl - the global-memory probes (core/probes/): stride sweeps, footprint sweeps, streams.
// Not a lesson. Every input word i holds probe_hash(i) (written by probe_fill on the device), so the host
// reference needs no copy of the buffer: it recomputes the hashes of the words a work-item read.
//
// Patterns.
//   probe_stride:    access k = g + j * T (T work-items, j < count) reads word (k * stride) & mask: lanes of a
//                    SIMD group stride*4 bytes apart; all of the buffer's granules touched once per pass
//                    while stride*4 is below the granule, one access per granule above it (the knee).
//   probe_footprint: every work-group reads words (lid + j * L) & mask: each group re-reads the whole
//                    footprint, so its time per word shows the cache level the footprint fits.
//   probe_chase:     one work-item follows a chain, i = next[i], `steps` times from `start` and writes where it
//                    ended: every load waits for the one before, so the time per load is the latency of the
//                    level the chain's footprint fits (the host lays one element per cache line, in a random
//                    cycle: no prefetcher can guess the next line, no two loads share a line).
//   probe_pair_chase: the chase with two loads a step (a CPU's line): word 0 of a slot (0), then the word
//                    `apart` words on, whose address waits for the first load's value and which holds the next
//                    slot's start. The second load hits the first one's line while `apart` stays inside it.
//   probe_read:      n / PER work-items read PER TYPE elements each (uchar ... uint4; element g + u * T; PER 8
//                    unless -DPER says otherwise),
//                    XOR-accumulated, `passes` times, each pass rotated by `rot` elements (n a power of two):
//                    the read bandwidth, the request rate of narrow accesses, the L2 bandwidth with a small n.
//   probe_write / probe_copy: grid-stride uint4 stores / loads and stores; probe_write1 / probe_copy1: one
//                    uint4 per work-item (the bandwidth probe keeps the faster of the two).
//   probe_copy1u:    one uint per work-item (out[i] = in[i]): a stream with 4 B in flight per work-item.
//   probe_gather:    random 4 B reads within a span of 2^k words: the L2's and DRAM's rates for scattered
//                    sectors and granules.
//   probe_add1:      out[i] = in[i] + in[i + n], one uint4 per work-item: two read streams and one write
//                    stream (BabelStream's Add), for comparing like with like.
//   probe_pitch:     SIMD groups read 128 B blocks `pitch` bytes apart, shifted by 128 B at each wrap of the
//                    buffer (2^shift words): channel camping, if any.
//   probe_line_store: work-item i stores one uint at the start of line i: every line partly written, so the
//                    L2 merges each with its old data (write-allocate) before writing it back.
//   probe_rereads:   `count` rounds of 8 independent TYPE loads per work-item, load u of round j at element
//                    (group * shift + (j * 8 + u) * L + lane) & mask (L the work-group size, lane the local id,
//                    0 with -DUNIFORM): with shift 0 and a window of 8 L elements every group re-reads the same
//                    few lines (L1 hits); with a run of its own in a window past the L1 but inside the L2,
//                    every request misses the L1 and hits the L2. The request rates of cache hits.
// -D options (probe_read): PER (elements per work-item, default 8), TYPE, UTYPE (element type and its unsigned
// type; default uint), AS_U (bit cast to UTYPE, empty for integers), FOLD(v) (UTYPE to one uint: XOR of the
// components of a vector); probe_rereads also takes TYPE, UTYPE, VEC4, and UNIFORM (every lane reads its
// group's lane-0 element).
#ifndef TYPE
#define TYPE uint
#define UTYPE uint
#endif
#ifndef AS_U
#define AS_U
#endif
#ifdef VEC4
#define FOLD(v) ((v).x ^ (v).y ^ (v).z ^ (v).w)
#else
#define FOLD(v) ((uint)(v))
#endif

uint probe_hash(uint i)
{
    i ^= i >> 16;
    i *= 0x7feb352dU;
    i ^= i >> 15;
    i *= 0x846ca68bU;
    i ^= i >> 16;
    return i;
}

kernel void probe_fill(global uint* buf, uint n)
{
    const uint i = get_global_id(0);
    if (i < n)
        buf[i] = probe_hash(i);
}

kernel void probe_stride(global const uint* restrict in, global uint* restrict out, uint mask, uint stride,
                         uint count)
{
    const uint g = get_global_id(0);
    const uint t = get_global_size(0);
    uint acc = 0;
    for (uint j = 0; j < count; ++j)
        acc ^= in[((g + j * t) * stride) & mask];
    out[g] = acc;
}

kernel void probe_stride_group(global const uint* restrict in, global uint* restrict out, uint mask,
                               uint stride, uint count)
{
    const uint lid = get_local_id(0);
    const uint l = get_local_size(0);
    uint acc = 0;
    for (uint j = 0; j < count; ++j)
        acc ^= in[((lid + j * l) * stride) & mask];
    out[get_global_id(0)] = acc;
}

kernel void probe_footprint(global const uint* restrict in, global uint* restrict out, uint words, uint passes)
{
    const uint lid = get_local_id(0);
    const uint l = get_local_size(0);
    const uint start = (uint)(((ulong)get_group_id(0) * words / get_num_groups(0)) & ~(ulong)31);
    uint acc = 0;
    for (uint p = 0; p < passes; ++p) {
        for (uint i = lid; i < words; i += l) {
            uint idx = i + start;
            if (idx >= words)
                idx -= words;
            acc += in[idx];
        }
    }
    out[get_global_id(0)] = acc;
}

kernel void probe_rereads(global const TYPE* restrict in, global uint* restrict out, uint mask, uint shift,
                          uint count)
{
    const uint l = get_local_size(0);
#ifdef UNIFORM
    const uint lane = 0;
#else
    const uint lane = get_local_id(0);
#endif
    const uint base = get_group_id(0) * shift + lane;
    uint acc = 0;
    for (uint j = 0; j < count; ++j) {
        const uint first = base + j * 8 * l;
        const UTYPE v0 = AS_U(in[first & mask]);
        const UTYPE v1 = AS_U(in[(first + l) & mask]);
        const UTYPE v2 = AS_U(in[(first + 2 * l) & mask]);
        const UTYPE v3 = AS_U(in[(first + 3 * l) & mask]);
        const UTYPE v4 = AS_U(in[(first + 4 * l) & mask]);
        const UTYPE v5 = AS_U(in[(first + 5 * l) & mask]);
        const UTYPE v6 = AS_U(in[(first + 6 * l) & mask]);
        const UTYPE v7 = AS_U(in[(first + 7 * l) & mask]);
        acc ^= FOLD(v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ v5 ^ v6 ^ v7);
    }
    out[get_global_id(0)] = acc;
}

kernel void probe_chase(global const uint* restrict next, global uint* restrict out, uint start, uint steps)
{
    uint i = start;
    for (uint s = 0; s < steps; ++s)
        i = next[i];
    out[0] = i;
}

kernel void probe_pair_chase(global const uint* restrict next, global uint* restrict out, uint start,
                             uint steps, uint apart)
{
    uint i = start;
    for (uint s = 0; s < steps; ++s) {
        const uint zero = next[i];  // word 0 of the slot (0): brings its line in
        i = next[i + zero + apart]; // `apart` words on, only once the first load is back: the next slot
    }
    out[0] = i;
}

#ifndef PER
#define PER 8
#endif

kernel void probe_read(global const TYPE* restrict in, global uint* restrict out, uint n, uint passes, uint rot)
{
    // n / PER work-items, PER independent loads each per pass (enough requests in flight for any element size;
    // the one word each writes is 1 / (4 PER) of a uint4 stream's bytes: 32 loads make it 0.2 %).
    const uint g = get_global_id(0);
    const uint t = get_global_size(0);
    UTYPE acc = (UTYPE)(0);
    for (uint p = 0; p < passes; ++p) {
#pragma unroll
        for (uint u = 0; u < PER; ++u)
            acc ^= AS_U(in[(g + u * t + p * rot) & (n - 1)]);
    }
    out[g] = FOLD(acc);
}

kernel void probe_write(global uint4* restrict out, uint n)
{
    const uint g = get_global_id(0);
    const uint t = get_global_size(0);
    for (uint i = g; i < n; i += t)
        out[i] = (uint4)(i, i ^ 0x55555555U, ~i, i * 3U);
}

// One uint4 per work-item (n work-items): no loop, every store its own request in flight at once. NVIDIA's
// write stream reaches ~98 % of peak this way, the grid-stride loop ~93 %.
kernel void probe_write1(global uint4* restrict out)
{
    const uint i = get_global_id(0);
    out[i] = (uint4)(i, i ^ 0x55555555U, ~i, i * 3U);
}

kernel void probe_line_store(global uint* restrict out, uint line_words, uint salt)
{
    const uint i = get_global_id(0);
    out[(size_t)i * line_words] = probe_hash(i ^ salt);
}

kernel void probe_copy1(global const uint4* restrict in, global uint4* restrict out)
{
    const uint i = get_global_id(0);
    out[i] = in[i];
}

// One uint per work-item: 4 B in flight per work-item (the one-shot speed, oneshot_4).
kernel void probe_copy1u(global const uint* restrict in, global uint* restrict out)
{
    const uint i = get_global_id(0);
    out[i] = in[i];
}

// One uint per work-item through a local tile: the load, a barrier, the store of the next work-item's word (its
// group's, cyclically). A lesson that fills a tile and waits for it (local.reuse) keeps as few bytes in flight,
// and its group waits for its slowest load: the one-shot speed by work-group size (oneshot_tile_<wg>).
kernel void probe_tile1u(global const uint* restrict in, global uint* restrict out)
{
    local uint tile[1024];
    const uint i = get_global_id(0);
    const uint lid = get_local_id(0);
    const uint n = get_local_size(0);
    tile[lid] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = tile[(lid + 1) % n];
}

// Random 4 B reads: work-item g reads word probe_hash(g * steps + s) & mask at step s (mask + 1 words, a power
// of two), XOR-accumulated into out[g]. Every lane lands in its own sector and line: with a span the L2 holds,
// the L2's rate for scattered sectors; with a DRAM-sized span, DRAM's rate for random granules.
kernel void probe_gather(global const uint* restrict in, global uint* restrict out, uint mask, uint steps)
{
    const uint g = get_global_id(0);
    uint acc = 0;
    for (uint s = 0; s < steps; ++s)
        acc ^= in[probe_hash(g * steps + s) & mask];
    out[g] = acc;
}

// BabelStream's Add with uint4 items: two reads (the two halves of `in`, n uint4 apart) and one write.
kernel void probe_add1(global const uint4* restrict in, global uint4* restrict out, uint n)
{
    const uint i = get_global_id(0);
    out[i] = in[i] + in[i + n];
}

kernel void probe_copy(global const uint4* restrict in, global uint4* restrict out, uint n)
{
    const uint g = get_global_id(0);
    const uint t = get_global_size(0);
    for (uint i = g; i < n; i += t)
        out[i] = in[i];
}

kernel void probe_pitch(global const uint* restrict in, global uint* restrict out, uint pitchWords, uint mask,
                        uint shift, uint count)
{
    const uint g = get_global_id(0);
    const uint blocks = get_global_size(0) / 32;
    uint acc = 0;
    for (uint j = 0; j < count; ++j) {
        const ulong b = (ulong)(g / 32 + j * blocks) * pitchWords;
        acc ^= in[(uint)((b + (b >> shift) * 32 + g % 32) & mask)];
    }
    out[g] = acc;
}
