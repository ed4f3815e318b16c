// SPDX-License-Identifier: GPL-3.0-or-later
// wgtest: what NVIDIA reports as CL_KERNEL_WORK_GROUP_SIZE, and whether launches past it run and validate.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <cstdio>
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
static cl_device_id dev;
static cl_context ctx;
static cl_command_queue q;
static cl_program build(const std::string& src, const std::string& opts, int* err)
{
    const char* s = src.c_str();
    size_t len = src.size();
    cl_int e;
    cl_program p = clCreateProgramWithSource(ctx, 1, &s, &len, &e);
    *err = clBuildProgram(p, 1, &dev, opts.c_str(), nullptr, nullptr);
    if (*err) {
        size_t ls = 0;
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &ls);
        std::string log(ls, 0);
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, ls, &log[0], nullptr);
        printf("build log: %s\n", log.c_str());
    }
    return p;
}
static void report(cl_program p, const char* what)
{
    cl_kernel ks[32];
    cl_uint nk = 0;
    clCreateKernelsInProgram(p, 32, ks, &nk);
    for (cl_uint k = 0; k < nk; ++k) {
        char name[256] = {0};
        clGetKernelInfo(ks[k], CL_KERNEL_FUNCTION_NAME, sizeof name, name, nullptr);
        size_t wg = 0, mult = 0, cw[3] = {0, 0, 0};
        clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, nullptr);
        clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof mult, &mult,
                                 nullptr);
        clGetKernelWorkGroupInfo(ks[k], dev, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cw, cw, nullptr);
        printf("  %-28s %-24s max wg %zu, multiple %zu, compile wg %zu\n", what, name, wg, mult, cw[0]);
    }
}
int main(int argc, char** argv)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    clGetPlatformIDs(8, plats, &np);
    dev = nullptr;
    for (cl_uint i = 0; i < np && !dev; ++i) {
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, &nd) != CL_SUCCESS)
            dev = nullptr;
    }
    if (!dev) {
        puts("no GPU");
        return 1;
    }
    char dn[256];
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dn, dn, nullptr);
    size_t mx = 0;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof mx, &mx, nullptr);
    char ver[256];
    clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof ver, ver, nullptr);
    printf("device %s, driver %s, CL_DEVICE_MAX_WORK_GROUP_SIZE %zu\n", dn, ver, mx);
    cl_int e;
    ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &e);
    q = clCreateCommandQueue(ctx, dev, 0, &e);
    const std::string copy = "__kernel void copy(__global const uint* a, __global uint* b){ size_t "
                             "i=get_global_id(0); b[i]=a[i]*3u+1u; }\n";
    const std::string copyL =
        "__kernel void copyl(__global const uint* a, __global uint* b){ __local uint t[1024]; size_t "
        "l=get_local_id(0); t[l]=a[get_global_id(0)]; barrier(CLK_LOCAL_MEM_FENCE); "
        "b[get_global_id(0)]=t[get_local_size(0)-1-l]*3u+1u; }\n";
    const std::string copyR =
        "__kernel __attribute__((reqd_work_group_size(1024,1,1))) void copyr(__global const uint* a, __global "
        "uint* b){ size_t i=get_global_id(0); b[i]=a[i]*3u+1u; }\n";
    const char* optss[] = {"", "-cl-nv-verbose", "-cl-std=CL1.2", "-cl-nv-maxrregcount=32",
                           "-cl-nv-opt-level=3"};
    for (const char* o : optss) {
        int err;
        cl_program p = build(copy + copyL + copyR, o, &err);
        printf("inline kernels, options \"%s\": build %d\n", o, err);
        report(p, o);
    }
    // Launch past the reported size, validate.
    {
        int err;
        cl_program p = build(copy + copyL, "", &err);
        const size_t n = 1 << 22;
        std::vector<cl_uint> h(n), o(n);
        for (size_t i = 0; i < n; ++i)
            h[i] = cl_uint(i * 2654435761u);
        cl_mem a = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, h.data(), &e);
        cl_mem b = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * 4, nullptr, &e);
        for (const char* kn : {"copy", "copyl"})
            for (size_t wg : {256, 512, 1024, 2048}) {
                cl_kernel k = clCreateKernel(p, kn, &e);
                clSetKernelArg(k, 0, sizeof a, &a);
                clSetKernelArg(k, 1, sizeof b, &b);
                cl_uint z = 0;
                clEnqueueFillBuffer(q, b, &z, 4, 0, n * 4, 0, nullptr, nullptr);
                size_t g = n;
                e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, &wg, 0, nullptr, nullptr);
                cl_int f = clFinish(q);
                size_t bad = 0;
                if (!e && !f) {
                    clEnqueueReadBuffer(q, b, CL_TRUE, 0, n * 4, o.data(), 0, nullptr, nullptr);
                    for (size_t i = 0; i < n; ++i) {
                        size_t src = std::string(kn) == "copy" ? i : (i / wg) * wg + (wg - 1 - i % wg);
                        if (o[i] != h[src] * 3u + 1u)
                            ++bad;
                    }
                }
                printf("launch %s wg %zu: enqueue %d finish %d, wrong %zu of %zu\n", kn, wg, e, f, bad, n);
            }
    }
    // A kernel with many registers: the largest group the driver launches, against the registers' bound.
    for (int N : {48, 96, 160}) {
        std::string src =
            "__kernel void heavy(__global const float* a, __global float* b, uint n){ float acc[" +
            std::to_string(N) +
            "]; size_t i=get_global_id(0);\n"
            "#pragma unroll\n for(int k=0;k<" +
            std::to_string(N) +
            ";++k) acc[k]=a[(i+k*97)%n];\n"
            "for(int r=0;r<8;++r){\n#pragma unroll\n for(int k=0;k<" +
            std::to_string(N) + ";++k) acc[k]=acc[k]*acc[(k+1)%" + std::to_string(N) +
            "]+1.0f;}\n"
            "float s=0;\n#pragma unroll\n for(int k=0;k<" +
            std::to_string(N) + ";++k) s+=acc[k]*(float)(k+1); b[i]=s; }\n";
        int err;
        cl_program p = build(src, "-cl-nv-verbose", &err);
        size_t ls = 0;
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &ls);
        std::string log(ls, 0);
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, ls, &log[0], nullptr);
        std::istringstream ls2(log);
        std::string line;
        while (std::getline(ls2, line))
            if (line.find("ptxas") != std::string::npos)
                printf("  heavy N=%d: %s\n", N, line.c_str());
        report(p, "heavy");
        const size_t n = 1 << 20;
        cl_mem a = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, nullptr, &e);
        cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, nullptr, &e);
        cl_kernel k = clCreateKernel(p, "heavy", &e);
        cl_uint nn = n;
        clSetKernelArg(k, 0, sizeof a, &a);
        clSetKernelArg(k, 1, sizeof b, &b);
        clSetKernelArg(k, 2, sizeof nn, &nn);
        size_t best = 0;
        std::string fails;
        for (size_t wg = 32; wg <= 1024; wg += 32) {
            size_t g = n / wg * wg;
            e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, &wg, 0, nullptr, nullptr);
            cl_int f = clFinish(q);
            if (!e && !f)
                best = wg;
            else
                fails += " " + std::to_string(wg) + ":" + std::to_string(e) + "/" + std::to_string(f);
        }
        printf("  heavy N=%d: largest group launched %zu; refused:%s\n", N, best, fails.c_str());
        clReleaseMemObject(a);
        clReleaseMemObject(b);
    }
    // Kernel files
    std::string dir = argv[1];
    std::string access = slurp(dir + "/access.h");
    for (int i = 2; i < argc; ++i) {
        std::string spec = argv[i];
        auto bar = spec.find('|');
        std::string file = spec.substr(0, bar), opts = bar == std::string::npos ? "" : spec.substr(bar + 1);
        int err;
        cl_program p = build(access + "\n#line 1\n" + slurp(dir + "/" + file), opts, &err);
        printf("%s [%s]: build %d\n", file.c_str(), opts.c_str(), err);
        report(p, file.c_str());
        int err2;
        cl_program p2 = build(slurp(dir + "/" + file), opts, &err2);
        printf("%s [%s] without access.h: build %d\n", file.c_str(), opts.c_str(), err2);
        if (!err2)
            report(p2, "(no access.h)");
    }
    return 0;
}
