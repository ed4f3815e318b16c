// SPDX-License-Identifier: GPL-3.0-or-later
// access.h - the access macro layer every lesson kernel uses for its memory accesses.
//
// Built normally, each macro is the plain access: GLOAD(B, p, i, s) is p[i], nothing else.
// Built with -DCOALESCE_TRACE, the same macros also append one record per access to a trace buffer passed as
// two extra kernel arguments (TRACE_ARGS at the end of the parameter list). Layout (uint words), shared with
// core/trace.h: word 0 counts the records the kernel tried to write (overflow is detected on the host),
// words 1..3 reserved, then records of 8 words:
//   global id, local id, group id, step, meta = space | buffer << 8 | kind << 16, offset lo, offset hi, size
// Byte offsets are relative to the buffer (or local array) start; `buf` is the lesson's buffer index.
//
// Macros (s = the access step, B = buffer index):
//   GLOAD(B, p, i, s)        read  p[i] from __global          GSTORE(B, p, i, s, v)  write p[i] = v
//   LLOAD(B, p, i, s)        read  p[i] from __local           LSTORE(B, p, i, s, v)  write p[i] = v
//   CLOAD(B, p, i, s)        read  p[i] from __constant

#define CO_SPACE_GLOBAL 0u
#define CO_SPACE_LOCAL 1u
#define CO_SPACE_CONSTANT 2u
#define CO_READ 0u
#define CO_WRITE 1u

#ifdef COALESCE_TRACE
#define TRACE_ARGS , __global uint* restrict co_trace, uint co_trace_cap

inline void co_record(__global uint* restrict t, uint cap, uint step, uint space, uint buf, uint kind,
                      ulong offset, uint size)
{
    uint slot = atomic_inc(&t[0]);
    if (slot < cap) {
        __global uint* r = t + 4 + (size_t)slot * 8;
        r[0] = (uint)get_global_id(0);
        r[1] = (uint)get_local_id(0);
        r[2] = (uint)get_group_id(0);
        r[3] = step;
        r[4] = space | (buf << 8) | (kind << 16);
        r[5] = (uint)(offset & 0xffffffffu);
        r[6] = (uint)(offset >> 32);
        r[7] = size;
    }
}

#define CO_REC(space, buf, kind, p, i, s) \
    co_record(co_trace, co_trace_cap, (uint)(s), space, (uint)(buf), kind, \
              (ulong)(i) * (ulong)sizeof((p)[0]), (uint)sizeof((p)[0]))
#else
#define TRACE_ARGS
#define CO_REC(space, buf, kind, p, i, s) ((void)0)
#endif

#define GLOAD(B, p, i, s) (CO_REC(CO_SPACE_GLOBAL, B, CO_READ, p, i, s), (p)[i])
#define LLOAD(B, p, i, s) (CO_REC(CO_SPACE_LOCAL, B, CO_READ, p, i, s), (p)[i])
#define CLOAD(B, p, i, s) (CO_REC(CO_SPACE_CONSTANT, B, CO_READ, p, i, s), (p)[i])
#define GSTORE(B, p, i, s, v) do { CO_REC(CO_SPACE_GLOBAL, B, CO_WRITE, p, i, s); (p)[i] = (v); } while (0)
#define LSTORE(B, p, i, s, v) do { CO_REC(CO_SPACE_LOCAL, B, CO_WRITE, p, i, s); (p)[i] = (v); } while (0)
