// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/resolved.h"

#include "core/errors.h"

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

namespace coalesce::custom {

namespace {

[[noreturn]] void bad(const std::string& why)
{
    throw Error(ErrorKind::InvalidParameter, why);
}

uint64_t splitmix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Stores `v` (a whole number, wrapping like a C cast for integers) or `d` (floats) as one element.
void storeElement(uint8_t* p, const ScalarType& t, int64_t v, double d, bool useDouble)
{
    if (t.isFloat) {
        const double x = useDouble ? d : double(v);
        if (t.bytes == 4) {
            const float f = float(x);
            std::memcpy(p, &f, 4);
        } else {
            std::memcpy(p, &x, 8);
        }
        return;
    }
    if (useDouble)
        v = int64_t(d);
    const uint64_t u = uint64_t(v);
    std::memcpy(p, &u, t.bytes); // little-endian host: the low bytes
}

std::string elementText(const ScalarType& t, const uint8_t* p)
{
    std::ostringstream s;
    if (t.isFloat) {
        s.precision(t.bytes == 4 ? 9 : 17);
        if (t.bytes == 4) {
            float f;
            std::memcpy(&f, p, 4);
            s << f;
        } else {
            double d;
            std::memcpy(&d, p, 8);
            s << d;
        }
        return s.str();
    }
    uint64_t u = 0;
    std::memcpy(&u, p, t.bytes);
    if (t.isSigned && t.bytes < 8 && (u >> (t.bytes * 8 - 1)) & 1)
        u |= ~uint64_t(0) << (t.bytes * 8);
    if (t.isSigned)
        s << int64_t(u);
    else
        s << u;
    return s.str();
}

double elementValue(const ScalarType& t, const uint8_t* p)
{
    if (t.bytes == 4) {
        float f;
        std::memcpy(&f, p, 4);
        return f;
    }
    double d;
    std::memcpy(&d, p, 8);
    return d;
}

} // namespace

Resolved resolve(const KernelSpec& spec, const std::map<std::string, int64_t>& values)
{
    Resolved r;
    for (const auto& p : spec.params) {
        auto it = values.find(p.name);
        if (it == values.end())
            bad("parameter " + p.name + " has no value");
        if (it->second < p.min || it->second > p.max)
            bad("parameter " + p.name + "=" + std::to_string(it->second) + " is outside " +
                std::to_string(p.min) + ".." + std::to_string(p.max));
        if (p.define)
            r.defines += " -D" + p.name + "=" + std::to_string(it->second);
    }
    for (const auto& b : spec.buffers) {
        ResolvedBuffer rb;
        rb.spec = &b;
        rb.type = findScalarType(b.type);
        const int64_t count = b.count.eval(values);
        if (count < 1 || count > kMaxElements)
            bad("buffer " + b.name + ": count " + b.count.text() + " = " + std::to_string(count) +
                " is outside 1.." + std::to_string(kMaxElements));
        rb.count = uint64_t(count);
        rb.bytes = rb.count * rb.type->bytes;
        const int64_t limit = b.space == BufferSpace::Local ? kMaxLocalBytes : kMaxBufferBytes;
        if (rb.bytes > uint64_t(limit))
            bad("buffer " + b.name + ": " + std::to_string(rb.bytes) + " bytes, more than the " +
                std::to_string(limit) + " a " + bufferSpaceName(b.space) + " buffer may have");
        r.buffers.push_back(rb);
    }
    for (const auto& a : spec.args) {
        ResolvedArg ra;
        if (!a.buffer.empty()) {
            for (size_t i = 0; i < spec.buffers.size(); ++i)
                if (spec.buffers[i].name == a.buffer)
                    ra.buffer = int(i);
        } else {
            const ScalarType& t = *findScalarType(a.type);
            ra.value.resize(t.bytes);
            const int64_t v = a.floatValue ? 0 : a.value.eval(values);
            if (!t.isFloat && t.bytes < 8) {
                const int64_t lo = t.isSigned ? -(int64_t(1) << (t.bytes * 8 - 1)) : 0;
                const int64_t hi =
                    t.isSigned ? (int64_t(1) << (t.bytes * 8 - 1)) - 1 : (int64_t(1) << (t.bytes * 8)) - 1;
                if (v < lo || v > hi)
                    bad("argument " + a.name + " = " + std::to_string(v) + " does not fit a " + t.name);
            }
            if (!t.isFloat && !t.isSigned && v < 0)
                bad("argument " + a.name + " = " + std::to_string(v) + " does not fit a " + t.name);
            storeElement(ra.value.data(), t, v, a.floatValue.value_or(0), a.floatValue.has_value());
        }
        r.args.push_back(std::move(ra));
    }
    r.dims = uint32_t(spec.global.size());
    uint64_t items = 1, wg = 1;
    for (uint32_t d = 0; d < r.dims; ++d) {
        const int64_t g = spec.global[d].eval(values);
        const int64_t l = spec.local[d].eval(values);
        const std::string dim = "[" + std::to_string(d) + "]";
        if (g < 1 || g > kMaxGlobalItems)
            bad("global" + dim + " = " + std::to_string(g) + " is outside 1.." +
                std::to_string(kMaxGlobalItems));
        if (l < 1 || l > kMaxLocalItems)
            bad("local" + dim + " = " + std::to_string(l) + " is outside 1.." + std::to_string(kMaxLocalItems));
        if (g % l != 0)
            bad("local" + dim + " = " + std::to_string(l) + " does not divide global" + dim + " = " +
                std::to_string(g));
        r.global[d] = uint64_t(g);
        r.local[d] = uint64_t(l);
        items *= uint64_t(g);
        wg *= uint64_t(l);
        if (items > uint64_t(kMaxGlobalItems))
            bad("the launch has more than " + std::to_string(kMaxGlobalItems) + " work-items");
    }
    if (wg > uint64_t(kMaxLocalItems))
        bad("a work-group of " + std::to_string(wg) + " work-items is more than " +
            std::to_string(kMaxLocalItems));
    return r;
}

std::vector<uint8_t> initialData(const ResolvedBuffer& buffer, const std::string& dir)
{
    const BufferSpec& b = *buffer.spec;
    const ScalarType& t = *buffer.type;
    std::vector<uint8_t> data(buffer.bytes);
    switch (b.init) {
    case InitKind::None:
        std::memset(data.data(), kPoisonByte, data.size());
        break;
    case InitKind::Index:
        for (uint64_t i = 0; i < buffer.count; ++i)
            storeElement(data.data() + i * t.bytes, t, int64_t(i), 0, false);
        break;
    case InitKind::Constant:
        for (uint64_t i = 0; i < buffer.count; ++i)
            storeElement(data.data() + i * t.bytes, t, 0, b.constant, true);
        break;
    case InitKind::Random:
        for (uint64_t i = 0; i < buffer.count; ++i) {
            const uint64_t r = splitmix(b.seed * 0x100000001b3ull + i);
            if (t.isFloat) // in [0, 1): random bits would be NaNs and infinities
                storeElement(data.data() + i * t.bytes, t, 0, double(r >> 11) * 0x1.0p-53, true);
            else
                std::memcpy(data.data() + i * t.bytes, &r, t.bytes);
        }
        break;
    case InitKind::File: {
        const std::string path = b.file.front() == '/' || dir.empty() ? b.file : dir + "/" + b.file;
        std::ifstream in(path, std::ios::binary | std::ios::ate);
        if (!in)
            throw Error(ErrorKind::Io, "buffer " + b.name + ": cannot read its init file " + path);
        const auto size = uint64_t(in.tellg());
        if (size != buffer.bytes)
            throw Error(ErrorKind::InvalidParameter, "buffer " + b.name + ": its init file " + path + " has " +
                                                         std::to_string(size) + " bytes, the buffer needs " +
                                                         std::to_string(buffer.bytes));
        in.seekg(0);
        in.read(reinterpret_cast<char*>(data.data()), std::streamsize(data.size()));
        if (!in)
            throw Error(ErrorKind::Io, "buffer " + b.name + ": reading " + path + " failed");
        break;
    }
    }
    return data;
}

Validation compareOutput(const ResolvedBuffer& buffer, const std::vector<uint8_t>& got,
                         const std::vector<uint8_t>& expected, double tolerance, ValidationMethod method)
{
    const ScalarType& t = *buffer.type;
    Validation v;
    v.method = method;
    if (got.size() != expected.size()) {
        v.firstMismatch = buffer.spec->name + ": " + std::to_string(got.size()) + " bytes, expected " +
                          std::to_string(expected.size());
        v.mismatches = 1;
        return v;
    }
    int listed = 0;
    for (uint64_t i = 0; i < buffer.count; ++i) {
        const uint8_t* g = got.data() + i * t.bytes;
        const uint8_t* e = expected.data() + i * t.bytes;
        bool same = std::memcmp(g, e, t.bytes) == 0;
        if (!same && t.isFloat) {
            const double gv = elementValue(t, g), ev = elementValue(t, e);
            same = (std::isnan(gv) && std::isnan(ev)) ||
                   std::fabs(gv - ev) <= tolerance * std::max(1.0, std::fabs(ev));
        }
        ++v.checked;
        if (same)
            continue;
        ++v.mismatches;
        if (listed++ < 5)
            v.firstMismatch += (v.firstMismatch.empty() ? "" : "; ") + buffer.spec->name + "[" +
                               std::to_string(i) + "] = " + elementText(t, g) + " expected " +
                               elementText(t, e);
    }
    if (v.mismatches > 5)
        v.firstMismatch += "; ... (" + std::to_string(v.mismatches) + " in all)";
    v.passed = v.mismatches == 0;
    return v;
}

std::string elementName(const ResolvedBuffer& buffer, uint64_t byteOffset)
{
    const uint64_t e = byteOffset / buffer.type->bytes;
    return buffer.spec->name + "[" + std::to_string(e) + "]";
}

} // namespace coalesce::custom
