// SPDX-License-Identifier: GPL-3.0-or-later
// nvregs: build kernel files with -cl-nv-verbose and print the compiler's resource lines and kernel queries.
// usage: nvregs KERNELDIR "file.cl|options" ...
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
static std::string slurp(const std::string& p)
{
    std::ifstream f(p);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}
int main(int argc, char** argv)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    clGetPlatformIDs(8, plats, &np);
    cl_device_id dev = nullptr;
    for (cl_uint i = 0; i < np && !dev; ++i) {
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, &nd) != CL_SUCCESS)
            dev = nullptr;
    }
    if (!dev) {
        std::puts("no GPU");
        return 1;
    }
    cl_int err;
    cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
    std::string dir = argv[1];
    std::string access = slurp(dir + "/access.h");
    for (int a = 2; a < argc; ++a) {
        std::string spec = argv[a];
        auto bar = spec.find('|');
        std::string file = spec.substr(0, bar), opts = bar == std::string::npos ? "" : spec.substr(bar + 1);
        std::string src = access + "\n#line 1\n" + slurp(dir + "/" + file);
        const char* s = src.c_str();
        size_t len = src.size();
        cl_program prog = clCreateProgramWithSource(ctx, 1, &s, &len, &err);
        std::string o = getenv("NOVERBOSE") ? opts : opts + " -cl-nv-verbose";
        err = clBuildProgram(prog, 1, &dev, o.c_str(), nullptr, nullptr);
        size_t ls = 0;
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &ls);
        std::string log(ls, '\0');
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, ls, &log[0], nullptr);
        std::printf("=== %s [%s] build %d\n", file.c_str(), opts.c_str(), err);
        std::istringstream ls2(log);
        std::string line;
        while (std::getline(ls2, line))
            if (line.find("ptxas") != std::string::npos || line.find("error") != std::string::npos)
                std::printf("  %s\n", line.c_str());
        if (getenv("PTXDIR")) {
            size_t bs = 0;
            clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof bs, &bs, nullptr);
            std::vector<unsigned char> bin(bs);
            unsigned char* bp = bin.data();
            clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bp, &bp, nullptr);
            std::string fn = std::string(getenv("PTXDIR")) + "/ptx" + std::to_string(a) + ".txt";
            std::ofstream o(fn);
            o << "// " << spec << "\n";
            o.write((const char*)bin.data(), bs);
        }
        cl_kernel ks[16];
        cl_uint nk = 0;
        clCreateKernelsInProgram(prog, 16, ks, &nk);
        for (cl_uint k = 0; k < nk; ++k) {
            char name[256] = {0};
            clGetKernelInfo(ks[k], CL_KERNEL_FUNCTION_NAME, sizeof name, name, nullptr);
            size_t wg = 0;
            cl_ulong pm = 0, lm = 0;
            clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, nullptr);
            clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof pm, &pm, nullptr);
            clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, nullptr);
            std::printf("  kernel %s: max wg %zu, private %llu B, local %llu B\n", name, wg,
                        (unsigned long long)pm, (unsigned long long)lm);
        }
    }
    return 0;
}
