// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/specsummary.h"

#include <sstream>

namespace coalesce::custom {

namespace {

const char* initName(InitKind kind)
{
    switch (kind) {
    case InitKind::Random:
        return "random";
    case InitKind::Index:
        return "index";
    case InitKind::Constant:
        return "constant";
    case InitKind::File:
        return "from a file";
    case InitKind::None:
        return "uninitialised";
    }
    return "?";
}

std::string sizes(const std::vector<Expr>& dims)
{
    std::string out;
    for (size_t d = 0; d < dims.size(); ++d)
        out += (d ? " × " : "") + dims[d].text();
    return out;
}

} // namespace

std::string specSummary(const KernelSpec& spec, const std::string& fileName)
{
    std::ostringstream s;
    s << "Your kernel " << fileName << " (kernel " << spec.kernel << "). Launch: " << spec.global.size()
      << "-D, global " << sizes(spec.global) << ", local " << sizes(spec.local) << ".";
    if (!spec.buffers.empty()) {
        s << " Buffers: ";
        for (size_t i = 0; i < spec.buffers.size(); ++i) {
            const BufferSpec& b = spec.buffers[i];
            s << (i ? ", " : "") << b.name << " (" << bufferSpaceName(b.space) << " " << b.type << " × "
              << b.count.text();
            if (b.space != BufferSpace::Local && b.init != InitKind::None)
                s << ", " << initName(b.init);
            if (b.output)
                s << ", output";
            s << ")";
        }
        s << ".";
    }
    if (!spec.params.empty()) {
        const ParamDef& p = spec.params.front();
        s << " Sweeps " << p.name << " ("
          << (p.sweep.empty() ? std::to_string(p.min) + ".." + std::to_string(p.max) + ":*2" : p.sweep) << ")";
        if (spec.params.size() > 1) {
            s << "; also set:";
            for (size_t i = 1; i < spec.params.size(); ++i)
                s << " " << spec.params[i].name;
        }
        s << ".";
    }
    switch (spec.check) {
    case CheckMethod::Device:
        s << " Outputs checked against "
          << (spec.reference.empty() ? "the same kernel" : "the reference kernel " + spec.reference)
          << " on PoCL (integers bit for bit, floats within " << spec.tolerance << ").";
        break;
    case CheckMethod::Expected:
        s << " Outputs checked against expected-output files.";
        break;
    case CheckMethod::None:
        s << " Outputs not checked: its points are shown as \"not checked\".";
        break;
    }
    return s.str();
}

} // namespace coalesce::custom
