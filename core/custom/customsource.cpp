// SPDX-License-Identifier: GPL-3.0-or-later
// The checked build. access.h's macros funnel every access through CO_REC_OP and the CO_ATOM* helpers; the
// prelude redefines them so that (1) each access is tested against its buffer's size, (2) a failing access is
// recorded as a violation (with work-item, step and line) and never touches memory: a read gets element 0, a
// write or atomic is skipped or lands on element 0, and (3) pattern records are kept only for the first
// work-groups. So the checked launch is safe to run whatever the indices, as long as every access goes through
// the macros. Private arrays (PLOAD / PSTORE) are the exception: no buffer of the spec, so their accesses are
// recorded but not checked.
#include "core/custom/customsource.h"

#include "core/kernelsource.h"

#include <regex>
#include <sstream>

namespace coalesce::custom {

namespace {

constexpr const char* kCheckedMacros = R"CL(
inline int co_ok(uint space, uint buf, ulong off, uint size)
{
    const ulong lim = co_limit(space, buf);
    return off < lim && (ulong)size <= lim - off;
}
// The traced groups' global and constant bytes by kind (read, write, atomic), counted whether or not the
// trace has room for the record: a 64-bit count a kind as two words after the violations (low, high).
inline void co_count(__global uint* restrict t, uint cap, uint kind, uint size)
{
    __global uint* w = t + 4 + ((size_t)cap + CO_VIOLATION_CAP) * 16 + 2u * kind;
    const uint old = atomic_add(w, size);
    if (old > 0xffffffffu - size)
        atomic_inc(w + 1);
}
inline void co_check_record(__global uint* restrict t, uint cap, uint space, uint buf, uint kind, uint op,
                            ulong off, uint size, uint step, uint line)
{
    const int ok = co_ok(space, buf, off, size);
    const size_t g = get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2));
    if (ok && g >= CO_TRACE_GROUPS)
        return;
    if (ok && (space == CO_SPACE_GLOBAL || space == CO_SPACE_CONSTANT))
        co_count(t, cap, kind, size);
    __global uint* r;
    if (ok) {
        const uint slot = atomic_inc(&t[0]);
        if (slot >= cap)
            return;
        r = t + 4 + (size_t)slot * 16;
    } else {
        const uint slot = atomic_inc(&t[1]);
        if (slot >= CO_VIOLATION_CAP)
            return;
        r = t + 4 + ((size_t)cap + slot) * 16;
    }
    for (uint d = 0; d < 3; ++d) {
        r[d] = (uint)get_global_id(d);
        r[3 + d] = (uint)get_local_id(d);
        r[6 + d] = (uint)get_group_id(d);
    }
    r[9] = step;
    r[10] = space | (buf << 8) | (kind << 16) | (op << 24);
    r[11] = (uint)(off & 0xffffffffu);
    r[12] = (uint)(off >> 32);
    r[13] = size;
    r[14] = line;
    r[15] = 0u;
}
#define CO_OFF(p, i) ((ulong)(i) * (ulong)sizeof((p)[0]))
#define CO_OK(space, B, p, i) co_ok(space, (uint)(B), CO_OFF(p, i), (uint)sizeof((p)[0]))
#define CO_SAFE(space, B, p, i) (CO_OK(space, B, p, i) ? (i) : 0)
#undef CO_REC_OP
#define CO_REC_OP(space, buf, kind, op, p, i, s) \
    co_check_record(co_trace, co_trace_cap, space, (uint)(buf), kind, op, CO_OFF(p, i), (uint)sizeof((p)[0]), \
                    (uint)(s), (uint)__LINE__)
#undef GLOAD
#undef LLOAD
#undef CLOAD
#undef GSTORE
#undef LSTORE
#define GLOAD(B, p, i, s) (CO_REC(CO_SPACE_GLOBAL, B, CO_READ, p, i, s), (p)[CO_SAFE(CO_SPACE_GLOBAL, B, p, i)])
#define LLOAD(B, p, i, s) (CO_REC(CO_SPACE_LOCAL, B, CO_READ, p, i, s), (p)[CO_SAFE(CO_SPACE_LOCAL, B, p, i)])
#define CLOAD(B, p, i, s) (CO_REC(CO_SPACE_CONSTANT, B, CO_READ, p, i, s), (p)[CO_SAFE(CO_SPACE_CONSTANT, B, p, i)])
#define GSTORE(B, p, i, s, v) do { CO_REC(CO_SPACE_GLOBAL, B, CO_WRITE, p, i, s); \
    if (CO_OK(CO_SPACE_GLOBAL, B, p, i)) (p)[i] = (v); } while (0)
#define LSTORE(B, p, i, s, v) do { CO_REC(CO_SPACE_LOCAL, B, CO_WRITE, p, i, s); \
    if (CO_OK(CO_SPACE_LOCAL, B, p, i)) (p)[i] = (v); } while (0)
#undef CO_ATOM1
#undef CO_ATOM0
#undef GATOMIC_CMPXCHG
#undef LATOMIC_CMPXCHG
#define CO_ATOM1(SP, OP, B, p, i, s, f, v) (CO_REC_OP(SP, B, CO_ATOMIC, OP, p, i, s), f(&(p)[CO_SAFE(SP, B, p, i)], v))
#define CO_ATOM0(SP, OP, B, p, i, s, f) (CO_REC_OP(SP, B, CO_ATOMIC, OP, p, i, s), f(&(p)[CO_SAFE(SP, B, p, i)]))
#define GATOMIC_CMPXCHG(B, p, i, s, cmp, v) (CO_REC_OP(CO_SPACE_GLOBAL, B, CO_ATOMIC, CO_OP_CMPXCHG, p, i, s), \
    atomic_cmpxchg(&(p)[CO_SAFE(CO_SPACE_GLOBAL, B, p, i)], cmp, v))
#define LATOMIC_CMPXCHG(B, p, i, s, cmp, v) (CO_REC_OP(CO_SPACE_LOCAL, B, CO_ATOMIC, CO_OP_CMPXCHG, p, i, s), \
    atomic_cmpxchg(&(p)[CO_SAFE(CO_SPACE_LOCAL, B, p, i)], cmp, v))
)CL";

} // namespace

std::string lineName(const std::string& name)
{
    std::string out;
    for (char c : name)
        out += (c == '"' || c == '\\' || c == '\n' || c == '\r') ? '_' : c;
    return out.empty() ? "kernel.cl" : out;
}

std::string programText(const std::string& source, const std::string& name, const Resolved* checked,
                        uint32_t traceGroups)
{
    std::ostringstream s;
    s << kernelText("access.h") << "\n";
    if (checked) {
        s << "// Coalesce checked build: every access macro is bounds-checked "
             "(core/custom/customsource.cpp).\n";
        s << "#define CO_TRACE_GROUPS " << traceGroups << "u\n#define CO_VIOLATION_CAP " << kViolationCapacity
          << "u\n";
        // A private array is no buffer of the spec: its accesses are recorded (at their spill address) but not
        // checked.
        s << "inline ulong co_limit(uint space, uint buf)\n{\n"
             "    if (space == CO_SPACE_PRIVATE)\n        return ~0ul;\n";
        for (int local = 0; local < 2; ++local) {
            s << (local ? "    if (space == CO_SPACE_LOCAL) {\n" : "    if (space != CO_SPACE_LOCAL) {\n");
            s << "        switch (buf) {\n";
            for (size_t i = 0; i < checked->buffers.size(); ++i) {
                const bool isLocal = checked->buffers[i].spec->space == BufferSpace::Local;
                if (isLocal == bool(local))
                    s << "        case " << i << "u: return " << checked->buffers[i].bytes << "ul;\n";
            }
            s << "        default: return 0ul;\n        }\n    }\n";
        }
        s << "    return 0ul;\n}\n" << kCheckedMacros;
    }
    s << "#line 1 \"" << lineName(name) << "\"\n" << source;
    if (source.empty() || source.back() != '\n')
        s << "\n";
    return s.str();
}

std::vector<BuildMessage> parseBuildLog(const std::string& log, const std::string& name)
{
    // clang writes "file:3:29: error: text"; PoCL's log also has "error: file:3:29: text".
    static const std::regex kLine(R"(^(.*):(\d+):(\d+): (fatal error|error|warning|note): (.*)$)");
    static const std::regex kPocl(R"(^(fatal error|error|warning|note): (.*):(\d+):(\d+): (.*)$)");
    std::vector<BuildMessage> out;
    std::istringstream in(log);
    std::string line;
    const std::string file = lineName(name);
    while (std::getline(in, line)) {
        std::smatch m;
        std::string where, severity, text, lineNo, column;
        if (std::regex_match(line, m, kLine)) {
            where = m[1].str(), lineNo = m[2].str(), column = m[3].str(), severity = m[4].str(),
            text = m[5].str();
        } else if (std::regex_match(line, m, kPocl)) {
            severity = m[1].str(), where = m[2].str(), lineNo = m[3].str(), column = m[4].str(),
            text = m[5].str();
        } else {
            continue;
        }
        const auto slash = where.find_last_of('/');
        if (where != file && (slash == std::string::npos || where.substr(slash + 1) != file))
            continue;
        BuildMessage msg;
        try {
            msg.line = std::stoi(lineNo);
            msg.column = std::stoi(column);
        } catch (const std::exception&) {
            continue;
        }
        msg.severity = severity == "fatal error" ? "error" : severity;
        msg.text = text;
        out.push_back(std::move(msg));
    }
    return out;
}

} // namespace coalesce::custom
