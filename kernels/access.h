// SPDX-License-Identifier: GPL-3.0-or-later
// access.h - the access macro layer every lesson kernel uses for its memory accesses.
//
// Built normally, each macro is the plain access: GLOAD(B, p, i, s) is p[i], nothing else.
// Built with -DCOALESCE_TRACE, the same macros also append one record per access to a trace buffer passed as
// two extra kernel arguments (TRACE_ARGS at the end of the parameter list). Layout (uint words), shared with
// core/trace.h: word 0 counts the records the kernel tried to write (overflow is detected on the host),
// words 1..3 reserved, then records of 16 words:
//   global id x,y,z, local id x,y,z, group id x,y,z, step, meta = space | buffer << 8 | kind << 16 | op << 24,
//   offset lo, offset hi, size, source line (__LINE__ of the macro call), reserved
// Byte offsets are relative to the buffer (or local array) start; `buf` is the lesson's buffer index.
// Private arrays (space private) are recorded where a GPU keeps a spilled private array: NVIDIA's "local
// memory" interleaves the work-items' arrays so that the same word of consecutive work-items is consecutive
// ("fully coalesced as long as all threads of a warp access the same relative address", CUDA guide). Element i
// of the work-item with linear global id w (gid0 + gid1 * gs0 + gid2 * gs0 * gs1) is recorded at byte
// (i * N + w) * sizeof(p[0]), N = the launch's work-items (gs0 * gs1 * gs2): lanes at one index form one
// contiguous run, lanes at different indices land N elements apart (separate lines). Whether the compiler
// really spills the array (or keeps it in registers) is not visible in the trace.
//
// Macros (s = the access step, B = buffer index):
//   GLOAD(B, p, i, s)        read  p[i] from __global          GSTORE(B, p, i, s, v)  write p[i] = v
//   LLOAD(B, p, i, s)        read  p[i] from __local           LSTORE(B, p, i, s, v)  write p[i] = v
//   CLOAD(B, p, i, s)        read  p[i] from __constant
//   PLOAD(B, p, i, s)        read  p[i] from a private array   PSTORE(B, p, i, s, v)  write p[i] = v
//                            (recorded at the interleaved spill address above)
// Atomics on a 32-bit int / uint p[i] (__global: GATOMIC_*, __local: LATOMIC_*); each is the OpenCL 1.1
// atomic_* call, so its value is the old p[i], and records one access of kind atomic with its operation:
//   GATOMIC_ADD / SUB / XCHG / MIN / MAX / AND / OR / XOR (B, p, i, s, v)
//   GATOMIC_INC / DEC (B, p, i, s)           GATOMIC_CMPXCHG(B, p, i, s, cmp, v)
//   LATOMIC_... the same for __local.

#define CO_SPACE_GLOBAL 0u
#define CO_SPACE_LOCAL 1u
#define CO_SPACE_CONSTANT 2u
#define CO_SPACE_PRIVATE 3u
#define CO_READ 0u
#define CO_WRITE 1u
#define CO_ATOMIC 2u
// Atomic operations (core/trace.h AtomicOp).
#define CO_OP_NONE 0u
#define CO_OP_ADD 1u
#define CO_OP_SUB 2u
#define CO_OP_INC 3u
#define CO_OP_DEC 4u
#define CO_OP_XCHG 5u
#define CO_OP_CMPXCHG 6u
#define CO_OP_MIN 7u
#define CO_OP_MAX 8u
#define CO_OP_AND 9u
#define CO_OP_OR 10u
#define CO_OP_XOR 11u

#ifdef COALESCE_TRACE
#define TRACE_ARGS , __global uint *restrict co_trace, uint co_trace_cap

inline void co_record(__global uint* restrict t, uint cap, uint step, uint meta, ulong offset, uint size,
                      uint line)
{
    uint slot = atomic_inc(&t[0]);
    if (slot < cap) {
        __global uint* r = t + 4 + (size_t)slot * 16;
        for (uint d = 0; d < 3; ++d) {
            r[d] = (uint)get_global_id(d);
            r[3 + d] = (uint)get_local_id(d);
            r[6 + d] = (uint)get_group_id(d);
        }
        r[9] = step;
        r[10] = meta;
        r[11] = (uint)(offset & 0xffffffffu);
        r[12] = (uint)(offset >> 32);
        r[13] = size;
        r[14] = line;
        r[15] = 0u;
    }
}

// The element index a private p[i] is recorded at (the interleaved spill layout above).
inline ulong co_private_index(ulong i)
{
    const ulong g0 = get_global_size(0);
    const ulong g1 = get_global_size(1);
    const ulong w = get_global_id(0) + g0 * (get_global_id(1) + g1 * get_global_id(2));
    return i * (g0 * g1 * get_global_size(2)) + w;
}

#define CO_REC_OP(space, buf, kind, op, p, i, s)                                                               \
    co_record(co_trace, co_trace_cap, (uint)(s), (space) | ((uint)(buf) << 8) | ((kind) << 16) | ((op) << 24), \
              (ulong)(i) * (ulong)sizeof((p)[0]), (uint)sizeof((p)[0]), (uint)__LINE__)
#else
#define TRACE_ARGS
#define CO_REC_OP(space, buf, kind, op, p, i, s) ((void)0)
#endif
#define CO_REC(space, buf, kind, p, i, s) CO_REC_OP(space, buf, kind, CO_OP_NONE, p, i, s)

#define GLOAD(B, p, i, s) (CO_REC(CO_SPACE_GLOBAL, B, CO_READ, p, i, s), (p)[i])
#define LLOAD(B, p, i, s) (CO_REC(CO_SPACE_LOCAL, B, CO_READ, p, i, s), (p)[i])
#define CLOAD(B, p, i, s) (CO_REC(CO_SPACE_CONSTANT, B, CO_READ, p, i, s), (p)[i])
#define PLOAD(B, p, i, s) (CO_REC(CO_SPACE_PRIVATE, B, CO_READ, p, co_private_index(i), s), (p)[i])
#define GSTORE(B, p, i, s, v)                                                                                  \
    do {                                                                                                       \
        CO_REC(CO_SPACE_GLOBAL, B, CO_WRITE, p, i, s);                                                         \
        (p)[i] = (v);                                                                                          \
    } while (0)
#define LSTORE(B, p, i, s, v)                                                                                  \
    do {                                                                                                       \
        CO_REC(CO_SPACE_LOCAL, B, CO_WRITE, p, i, s);                                                          \
        (p)[i] = (v);                                                                                          \
    } while (0)
#define PSTORE(B, p, i, s, v)                                                                                  \
    do {                                                                                                       \
        CO_REC(CO_SPACE_PRIVATE, B, CO_WRITE, p, co_private_index(i), s);                                      \
        (p)[i] = (v);                                                                                          \
    } while (0)

// Atomics: the record, then the atomic itself; the expression's value is the atomic's (the old p[i]).
#define CO_ATOM1(SP, OP, B, p, i, s, f, v) (CO_REC_OP(SP, B, CO_ATOMIC, OP, p, i, s), f(&(p)[i], v))
#define CO_ATOM0(SP, OP, B, p, i, s, f) (CO_REC_OP(SP, B, CO_ATOMIC, OP, p, i, s), f(&(p)[i]))
#define GATOMIC_ADD(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_ADD, B, p, i, s, atomic_add, v)
#define GATOMIC_SUB(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_SUB, B, p, i, s, atomic_sub, v)
#define GATOMIC_INC(B, p, i, s) CO_ATOM0(CO_SPACE_GLOBAL, CO_OP_INC, B, p, i, s, atomic_inc)
#define GATOMIC_DEC(B, p, i, s) CO_ATOM0(CO_SPACE_GLOBAL, CO_OP_DEC, B, p, i, s, atomic_dec)
#define GATOMIC_XCHG(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_XCHG, B, p, i, s, atomic_xchg, v)
#define GATOMIC_CMPXCHG(B, p, i, s, cmp, v)                                                                    \
    (CO_REC_OP(CO_SPACE_GLOBAL, B, CO_ATOMIC, CO_OP_CMPXCHG, p, i, s), atomic_cmpxchg(&(p)[i], cmp, v))
#define GATOMIC_MIN(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_MIN, B, p, i, s, atomic_min, v)
#define GATOMIC_MAX(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_MAX, B, p, i, s, atomic_max, v)
#define GATOMIC_AND(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_AND, B, p, i, s, atomic_and, v)
#define GATOMIC_OR(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_OR, B, p, i, s, atomic_or, v)
#define GATOMIC_XOR(B, p, i, s, v) CO_ATOM1(CO_SPACE_GLOBAL, CO_OP_XOR, B, p, i, s, atomic_xor, v)
#define LATOMIC_ADD(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_ADD, B, p, i, s, atomic_add, v)
#define LATOMIC_SUB(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_SUB, B, p, i, s, atomic_sub, v)
#define LATOMIC_INC(B, p, i, s) CO_ATOM0(CO_SPACE_LOCAL, CO_OP_INC, B, p, i, s, atomic_inc)
#define LATOMIC_DEC(B, p, i, s) CO_ATOM0(CO_SPACE_LOCAL, CO_OP_DEC, B, p, i, s, atomic_dec)
#define LATOMIC_XCHG(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_XCHG, B, p, i, s, atomic_xchg, v)
#define LATOMIC_CMPXCHG(B, p, i, s, cmp, v)                                                                    \
    (CO_REC_OP(CO_SPACE_LOCAL, B, CO_ATOMIC, CO_OP_CMPXCHG, p, i, s), atomic_cmpxchg(&(p)[i], cmp, v))
#define LATOMIC_MIN(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_MIN, B, p, i, s, atomic_min, v)
#define LATOMIC_MAX(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_MAX, B, p, i, s, atomic_max, v)
#define LATOMIC_AND(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_AND, B, p, i, s, atomic_and, v)
#define LATOMIC_OR(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_OR, B, p, i, s, atomic_or, v)
#define LATOMIC_XOR(B, p, i, s, v) CO_ATOM1(CO_SPACE_LOCAL, CO_OP_XOR, B, p, i, s, atomic_xor, v)
