// SPDX-License-Identifier: GPL-3.0-or-later
// Kernel text lookup: the embedded table, or files from COALESCE_KERNEL_DIR when that is set.
#include "core/kernelsource.h"

#include "core/errors.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace coalesce {

namespace {

std::string embeddedNames()
{
    std::string names;
    for (const auto& k : embeddedKernels())
        names += (names.empty() ? "" : ", ") + k.name;
    return names;
}

} // namespace

std::string kernelText(const std::string& fileName)
{
    const char* dir = std::getenv("COALESCE_KERNEL_DIR");
    if (dir && *dir) {
        std::string path = std::string(dir) + "/" + fileName;
        std::ifstream in(path, std::ios::binary);
        if (!in)
            throw Error(ErrorKind::Io,
                        "kernel file \"" + fileName + "\" not found in COALESCE_KERNEL_DIR (" + dir + ")",
                        "tried: " + path);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    for (const auto& k : embeddedKernels())
        if (k.name == fileName)
            return k.text;
    throw Error(ErrorKind::Io, "kernel file \"" + fileName + "\" is not embedded in this build",
                "embedded kernel files: " + embeddedNames());
}

std::string programSource(const std::string& fileName)
{
    // #line resets the compiler's line numbers so build logs point into the kernel file, not access.h.
    return kernelText("access.h") + "\n#line 1\n" + kernelText(fileName);
}

} // namespace coalesce
