// SPDX-License-Identifier: GPL-3.0-or-later
// h2test (exp45): histogram GPU2's loop with its descriptor loads kept apart (unroll 1), as compiled, or loaded
// B at a time into registers before use (the same sums in the same order: every variant's histogram must equal
// the first's), timed by profiling events (median of 7 after a warm-up). Does GPU2 wait on loads in flight?
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>
static const char* kSrc = R"CL(
#pragma OPENCL FP_CONTRACT OFF
#define NFEAT 64
__kernel void h(__global const float* restrict d, __global const float* restrict c, __global uint* restrict hist,
                uint n, uint nc)
{
    const uint id = (uint)get_global_id(0);
    uint mem = 0;
    float best = FLT_MAX;
    for (uint j = 0; j < nc; ++j) {
        float dist = 0.0f;
#if MODE == 0
        for (uint k = 0; k < NFEAT; ++k) { const float t = d[k * n + id] - c[j * NFEAT + k]; dist += t * t; }
#elif MODE == 1
#pragma unroll 1
        for (uint k = 0; k < NFEAT; ++k) { const float t = d[k * n + id] - c[j * NFEAT + k]; dist += t * t; }
#elif MODE == 2
        for (uint k = 0; k < NFEAT; k += B) {
            float v[B];
#pragma unroll
            for (uint b = 0; b < B; ++b) v[b] = d[(k + b) * n + id];
#pragma unroll
            for (uint b = 0; b < B; ++b) { const float t = v[b] - c[j * NFEAT + k + b]; dist += t * t; }
        }
#else
        __global const float4* c4 = (__global const float4*)c;
        for (uint k = 0; k < NFEAT; k += 4) {
            const float4 s = (float4)(d[k * n + id], d[(k + 1) * n + id], d[(k + 2) * n + id], d[(k + 3) * n + id]);
            float4 t = s - c4[(j * NFEAT + k) / 4];
            t = t * t;
            dist += t.x + t.y + t.z + t.w;
        }
#endif
        if (dist < best) { best = dist; mem = j; }
    }
    atomic_inc(&hist[mem]);
}
)CL";
int main()
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
    cl_int e;
    cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &e);
    cl_command_queue q = clCreateCommandQueue(ctx, dev, CL_QUEUE_PROFILING_ENABLE, &e);
    const cl_uint nc = 64, feat = 64;
    struct V {
        const char* name;
        std::string opts;
    };
    std::vector<V> vs = {{"as compiled (GPU2)", "-DMODE=0"}, {"unroll 1", "-DMODE=1"},
                         {"batch 2", "-DMODE=2 -DB=2"},      {"batch 4", "-DMODE=2 -DB=4"},
                         {"batch 8", "-DMODE=2 -DB=8"},      {"batch 16", "-DMODE=2 -DB=16"},
                         {"GPU3's float4", "-DMODE=3"}};
    for (cl_uint n : {131072u, 202752u, 262144u, 540672u}) {
        std::mt19937 rng(n);
        std::vector<float> d(size_t(n) * feat), c(size_t(nc) * feat);
        for (auto& x : d)
            x = float(rng() % 16);
        for (auto& x : c)
            x = float(rng() % 16);
        cl_mem bd = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, d.size() * 4, d.data(), &e);
        cl_mem bc = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, c.size() * 4, c.data(), &e);
        cl_mem bh = clCreateBuffer(ctx, CL_MEM_READ_WRITE, nc * 4, nullptr, &e);
        std::vector<cl_uint> first;
        for (const auto& v : vs) {
            const char* s = kSrc;
            size_t len = std::string(kSrc).size();
            cl_program p = clCreateProgramWithSource(ctx, 1, &s, &len, &e);
            if (clBuildProgram(p, 1, &dev, v.opts.c_str(), nullptr, nullptr)) {
                std::printf("%s: build failed\n", v.name);
                continue;
            }
            cl_kernel k = clCreateKernel(p, "h", &e);
            clSetKernelArg(k, 0, sizeof bd, &bd);
            clSetKernelArg(k, 1, sizeof bc, &bc);
            clSetKernelArg(k, 2, sizeof bh, &bh);
            clSetKernelArg(k, 3, sizeof n, &n);
            clSetKernelArg(k, 4, sizeof nc, &nc);
            std::vector<double> ns;
            std::vector<cl_uint> hist(nc);
            for (int r = 0; r < 8; ++r) {
                cl_uint z = 0;
                clEnqueueFillBuffer(q, bh, &z, 4, 0, nc * 4, 0, nullptr, nullptr);
                size_t g = n, l = 64;
                cl_event ev;
                clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, &l, 0, nullptr, &ev);
                clFinish(q);
                cl_ulong a = 0, b = 0;
                clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof a, &a, nullptr);
                clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof b, &b, nullptr);
                if (r > 0)
                    ns.push_back(double(b - a));
                clReleaseEvent(ev);
            }
            clEnqueueReadBuffer(q, bh, CL_TRUE, 0, nc * 4, hist.data(), 0, nullptr, nullptr);
            cl_uint total = 0;
            for (auto h : hist)
                total += h;
            if (first.empty())
                first = hist;
            std::sort(ns.begin(), ns.end());
            std::printf("n %u (%.1f MB) %-20s median %8.1f us  min %8.1f  histogram %s (sum %u)\n", n,
                        n * 256.0 / 1e6, v.name, ns[ns.size() / 2] / 1000, ns[0] / 1000,
                        hist == first && total == n ? "same" : "DIFFERS", total);
            clReleaseKernel(k);
            clReleaseProgram(p);
        }
        clReleaseMemObject(bd);
        clReleaseMemObject(bc);
        clReleaseMemObject(bh);
    }
    return 0;
}
