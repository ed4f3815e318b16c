// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/templates.h"

#include "core/kernelsource.h"

#include <regex>

namespace coalesce::custom {

const std::vector<KernelTemplate>& kernelTemplates()
{
    static const std::vector<KernelTemplate> kTemplates = [] {
        std::vector<KernelTemplate> out;
        const std::string prefix = "template_";
        for (const char* id : {"read_1d", "tile_2d", "local_exchange"}) {
            KernelTemplate t;
            t.id = id;
            for (const auto& k : embeddedKernels()) {
                if (k.name == prefix + id + ".cl")
                    t.source = k.text;
                else if (k.name == prefix + id + ".json")
                    t.spec = k.text;
            }
            if (t.source.empty() || t.spec.empty())
                continue;
            t.title = parseSpec(t.spec, t.id).title;
            out.push_back(std::move(t));
        }
        return out;
    }();
    return kTemplates;
}

std::vector<std::string> kernelNames(const std::string& source)
{
    // Comments out first, so a commented-out kernel is not offered.
    static const std::regex kComments(R"(//[^\n]*|/\*[\s\S]*?\*/)");
    const std::string code = std::regex_replace(source, kComments, " ");
    static const std::regex kKernel(R"((?:__kernel|kernel)\s+void\s+([A-Za-z_][A-Za-z0-9_]*)\s*\()");
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(code.begin(), code.end(), kKernel); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[1].str());
    return out;
}

} // namespace coalesce::custom
