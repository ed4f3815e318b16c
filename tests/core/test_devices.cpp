// SPDX-License-Identifier: GPL-3.0-or-later
// Device scan and selection (synthetic scans, no OpenCL), the PoCL device's info and profile, the program
// cache and build errors through DeviceContext.
#include "core/context.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/kernelsource.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace coalesce;
namespace fs = std::filesystem;

namespace {

DeviceEntry entry(int p, int d, const std::string& platform, const std::string& platformVendor,
                  const std::string& name, const std::string& vendor, const std::string& type)
{
    DeviceEntry e;
    e.platformIndex = p;
    e.deviceIndex = d;
    e.platformName = platform;
    e.platformVendor = platformVendor;
    e.name = name;
    e.vendor = vendor;
    e.type = type;
    return e;
}

// The GPU machine's two platforms; `swapped` lists them in the other order, as happens between runs there.
DeviceScan gpuMachine(bool swapped = false)
{
    DeviceEntry nv =
        entry(0, 0, "NVIDIA CUDA", "NVIDIA Corporation", "NVIDIA H100 80GB HBM3", "NVIDIA Corporation", "gpu");
    DeviceEntry pocl = entry(1, 0, "Portable Computing Language", "The pocl project",
                             "cpu-sapphirerapids-Intel Xeon", "GenuineIntel", "cpu");
    if (swapped) {
        std::swap(nv.platformIndex, pocl.platformIndex);
        return DeviceScan{{pocl, nv}, {}};
    }
    return DeviceScan{{nv, pocl}, {}};
}

// Sets or clears an environment variable for one scope.
class EnvGuard {
public:
    EnvGuard(const char* name, const char* value) : m_name(name)
    {
        if (const char* old = std::getenv(name)) {
            m_had = true;
            m_old = old;
        }
        if (value)
            setenv(name, value, 1);
        else
            unsetenv(name);
    }
    ~EnvGuard()
    {
        if (m_had)
            setenv(m_name.c_str(), m_old.c_str(), 1);
        else
            unsetenv(m_name.c_str());
    }

private:
    std::string m_name, m_old;
    bool m_had = false;
};

} // namespace

TEST(DeviceSelect, LabelNamesIndicesDeviceAndPlatform)
{
    EXPECT_EQ(gpuMachine().devices[0].label(), "0:0 NVIDIA H100 80GB HBM3 (NVIDIA CUDA)");
}

TEST(DeviceSelect, DefaultIsFirstGpuInEitherOrder)
{
    EnvGuard env("COALESCE_DEVICE", nullptr);
    EXPECT_EQ(selectDevice(gpuMachine(), "").name, "NVIDIA H100 80GB HBM3");
    EXPECT_EQ(selectDevice(gpuMachine(true), "").name, "NVIDIA H100 80GB HBM3");
}

TEST(DeviceSelect, DefaultWithoutGpuIsFirstDevice)
{
    EnvGuard env("COALESCE_DEVICE", nullptr);
    DeviceScan scan{
        {entry(0, 0, "P", "PV", "cpu-a", "V", "cpu"), entry(0, 1, "P", "PV", "acc-b", "V", "accelerator")}, {}};
    EXPECT_EQ(selectDevice(scan, "").name, "cpu-a");
}

TEST(DeviceSelect, SubstringOfNameVendorOrPlatformIgnoringCase)
{
    for (bool swapped : {false, true}) {
        DeviceScan scan = gpuMachine(swapped);
        EXPECT_EQ(selectDevice(scan, "h100").type, "gpu");
        EXPECT_EQ(selectDevice(scan, "H100").type, "gpu");
        EXPECT_EQ(selectDevice(scan, "nvidia").type, "gpu");
        EXPECT_EQ(selectDevice(scan, "CUDA").type, "gpu");
        EXPECT_EQ(selectDevice(scan, "pocl").type, "cpu");     // platform vendor "The pocl project"
        EXPECT_EQ(selectDevice(scan, "Portable").type, "cpu"); // platform name
        EXPECT_EQ(selectDevice(scan, "genuineintel").type, "cpu");
        EXPECT_EQ(selectDevice(scan, "  xeon ").type, "cpu");
    }
}

TEST(DeviceSelect, TypeSelectors)
{
    for (bool swapped : {false, true}) {
        EXPECT_EQ(selectDevice(gpuMachine(swapped), "gpu").name, "NVIDIA H100 80GB HBM3");
        EXPECT_EQ(selectDevice(gpuMachine(swapped), "GPU").name, "NVIDIA H100 80GB HBM3");
        EXPECT_EQ(selectDevice(gpuMachine(swapped), "cpu").type, "cpu");
    }
    DeviceScan cpuOnly{{entry(0, 0, "Portable Computing Language", "The pocl project", "pthread", "V", "cpu")},
                       {}};
    try {
        selectDevice(cpuOnly, "gpu");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_NE(std::string(e.what()).find("no gpu device"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("0:0 pthread (Portable Computing Language)"), std::string::npos);
    }
}

TEST(DeviceSelect, IndexSelectors)
{
    EXPECT_EQ(selectDevice(gpuMachine(), "1:0").type, "cpu");
    EXPECT_EQ(selectDevice(gpuMachine(), "0:0").type, "gpu");
    EXPECT_EQ(selectDevice(gpuMachine(true), "0:0").type, "cpu");
    EXPECT_THROW(selectDevice(gpuMachine(), "2:0"), Error);
    EXPECT_THROW(selectDevice(gpuMachine(), "0:1"), Error);
}

TEST(DeviceSelect, UnknownListsDevicesOnOneLine)
{
    DeviceScan scan = gpuMachine();
    try {
        selectDevice(scan, "radeon");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
        EXPECT_EQ(std::string(e.what()),
                  "unknown device \"radeon\": available devices are 0:0 NVIDIA H100 80GB HBM3 "
                  "(NVIDIA CUDA), 1:0 cpu-sapphirerapids-Intel Xeon (Portable Computing "
                  "Language)");
        EXPECT_EQ(e.details(), deviceList(scan));
        EXPECT_EQ(exitCodeFor(e.kind()), 2);
    }
}

TEST(DeviceSelect, EnvironmentVariableWhenSelectorEmpty)
{
    {
        EnvGuard env("COALESCE_DEVICE", "cpu");
        EXPECT_EQ(selectDevice(gpuMachine(), "").type, "cpu");
        EXPECT_EQ(selectDevice(gpuMachine(), "h100").type, "gpu"); // an explicit selector wins
    }
    {
        EnvGuard env("COALESCE_DEVICE", "nosuchdevice");
        try {
            selectDevice(gpuMachine(), "");
            FAIL() << "no exception";
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
            EXPECT_NE(std::string(e.what()).find("\"nosuchdevice\" (from COALESCE_DEVICE)"), std::string::npos)
                << e.what();
        }
    }
    {
        EnvGuard env("COALESCE_DEVICE", "");
        EXPECT_EQ(selectDevice(gpuMachine(true), "").type, "gpu");
    }
}

TEST(DeviceSelect, NoDevicesIsNoPlatformError)
{
    DeviceScan empty{{}, "No OpenCL platform found.\n" + noPlatformHelp()};
    try {
        selectDevice(empty, "");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::NoPlatform);
        EXPECT_EQ(std::string(e.what()), "No OpenCL platform found.");
        EXPECT_NE(e.details().find("pocl-opencl-icd"), std::string::npos);
    }
    EXPECT_NE(deviceList(empty).find("pocl-opencl-icd"), std::string::npos);
}

TEST(DeviceSelect, DeviceListHasOneLinePerDevice)
{
    std::string list = deviceList(gpuMachine());
    EXPECT_EQ(std::count(list.begin(), list.end(), '\n'), 2);
    EXPECT_EQ(list.rfind("0:0 NVIDIA H100 80GB HBM3 (NVIDIA CUDA)  [gpu]", 0), 0u) << list;
}

// The ICD loader reads its vendor list once per process, so "no platform" is checked in a child process: the
// test binary re-runs itself with OCL_ICD_VENDORS pointing at an empty folder.
TEST(DeviceScanTest, NoPlatformChild)
{
    if (!std::getenv("COALESCE_NO_PLATFORM_CHILD"))
        GTEST_SKIP() << "runs only as the child of DeviceScanTest.NoPlatformIsNotAnError";
    DeviceScan scan;
    ASSERT_NO_THROW(scan = scanDevices());
    EXPECT_TRUE(scan.devices.empty());
    EXPECT_NE(scan.problem.find("No OpenCL platform"), std::string::npos) << scan.problem;
    EXPECT_NE(scan.problem.find("sudo apt-get install pocl-opencl-icd"), std::string::npos) << scan.problem;
    EXPECT_NE(scan.problem.find("OCL_ICD_VENDORS"), std::string::npos) << scan.problem;
    try {
        selectDevice(scan, "pocl");
        ADD_FAILURE() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::NoPlatform);
    }
}

TEST(DeviceScanTest, NoPlatformIsNotAnError)
{
    fs::path empty = fs::temp_directory_path() / ("coalesce-no-icd-" + std::to_string(getpid()));
    fs::create_directories(empty);
    // Build the child's environment before fork(): only async-signal-safe calls between fork and exec.
    std::vector<std::string> envText;
    for (char** e = environ; *e; ++e) {
        std::string v = *e;
        if (v.rfind("OCL_ICD_VENDORS=", 0) != 0 && v.rfind("COALESCE_NO_PLATFORM_CHILD=", 0) != 0)
            envText.push_back(v);
    }
    envText.push_back("OCL_ICD_VENDORS=" + empty.string());
    envText.push_back("COALESCE_NO_PLATFORM_CHILD=1");
    std::vector<char*> envp;
    for (auto& v : envText)
        envp.push_back(v.data());
    envp.push_back(nullptr);
    char arg0[] = "coalesce_core_tests";
    char arg1[] = "--gtest_filter=DeviceScanTest.NoPlatformChild";
    char* argv[] = {arg0, arg1, nullptr};
    pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        execve("/proc/self/exe", argv, envp.data());
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    fs::remove_all(empty);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "the child scan failed or crashed";
}

// --- Real devices (PoCL) ---------------------------------------------------------------------------------

namespace {

const DeviceEntry& pocl()
{
    static const DeviceScan scan = scanDevices();
    return selectDevice(scan, "pocl");
}

DeviceContext& poclContext()
{
    static DeviceContext ctx(pocl());
    return ctx;
}

} // namespace

TEST(DeviceScanTest, FindsPocl)
{
    DeviceScan scan = scanDevices();
    EXPECT_TRUE(scan.problem.empty()) << scan.problem;
    ASSERT_FALSE(scan.devices.empty());
    const DeviceEntry& d = selectDevice(scan, "pocl");
    EXPECT_EQ(d.platformName, "Portable Computing Language");
    EXPECT_EQ(d.type, "cpu");
    EXPECT_FALSE(d.name.empty());
    EXPECT_FALSE(d.deviceVersion.empty());
    EXPECT_EQ(&selectDevice(scan, ""), &scan.devices.front()); // PoCL only: the default is its CPU device
}

TEST(DeviceInfo, PoclHasMemoryFieldsWithSaneValues)
{
    const auto& info = poclContext().info();
    for (const char* key : {"name",
                            "vendor",
                            "version",
                            "driver_version",
                            "global_mem_size",
                            "max_mem_alloc_size",
                            "mem_base_addr_align",
                            "local_mem_size",
                            "local_mem_type",
                            "max_constant_buffer_size",
                            "max_constant_args",
                            "global_mem_cache_type",
                            "global_mem_cacheline_size",
                            "global_mem_cache_size",
                            "max_compute_units",
                            "max_clock_frequency",
                            "max_work_group_size",
                            "max_work_item_dimensions",
                            "max_work_item_sizes",
                            "preferred_vector_width_float",
                            "native_vector_width_float",
                            "native_vector_width_half",
                            "double_support",
                            "half_support",
                            "extensions",
                            "address_bits",
                            "endian_little",
                            "profiling_timer_resolution",
                            "image_support"})
        EXPECT_FALSE(infoValue(info, key).is_null()) << key;

    uint64_t global = infoValue(info, "global_mem_size").get<uint64_t>();
    uint64_t maxAlloc = infoValue(info, "max_mem_alloc_size").get<uint64_t>();
    EXPECT_GT(global, 0u);
    EXPECT_GT(maxAlloc, 0u);
    EXPECT_LE(maxAlloc, global);
    uint64_t alignBits = infoValue(info, "mem_base_addr_align").get<uint64_t>();
    EXPECT_GE(alignBits, 8u * 16u); // OpenCL requires at least the size of long16
    EXPECT_EQ(alignBits % 8, 0u);
    EXPECT_EQ(poclContext().baseAddrAlignBytes(), alignBits / 8);
    EXPECT_GE(infoValue(info, "local_mem_size").get<uint64_t>(), 16u * 1024u); // full profile minimum: 32 KiB
    EXPECT_EQ(infoValue(info, "local_mem_type"), "global");
    EXPECT_GE(infoValue(info, "max_constant_buffer_size").get<uint64_t>(), 1024u);
    EXPECT_EQ(infoValue(info, "max_work_item_sizes").size(),
              infoValue(info, "max_work_item_dimensions").get<size_t>());
    EXPECT_TRUE(infoValue(info, "extensions").is_array());
    EXPECT_EQ(infoValue(info, "type"), "cpu");
    EXPECT_TRUE(infoValue(info, "warp_size_nv").is_null()); // no vendor extension on PoCL
    EXPECT_TRUE(infoValue(info, "no_such_key").is_null());
    for (const auto& f : info) {
        EXPECT_FALSE(f.group.empty()) << f.key;
        EXPECT_EQ(f.key.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ "), std::string::npos) << f.key;
    }
    EXPECT_EQ(infoValue(info, "mem_base_addr_align"), infoToJson(info)["mem_base_addr_align"]);
    EXPECT_EQ(infoToJson(info).begin().key(), "name"); // query order kept
}

TEST(DeviceInfo, ContextAccessorsFollowInfo)
{
    DeviceContext& ctx = poclContext();
    EXPECT_TRUE(ctx.isCpu());
    EXPECT_EQ(ctx.label(), pocl().name + " (Portable Computing Language)");
    EXPECT_EQ(ctx.bufferLimit(), std::min(ctx.maxAlloc(), ctx.globalMemSize() / 4));
    EXPECT_GT(ctx.maxWorkGroupSize(), 0u);
    EXPECT_EQ(ctx.supportsDouble(), infoValue(ctx.info(), "double_support").get<bool>());
}

TEST(DeviceInfo, PoclProfileSaysLocalIsNotPhysical)
{
    const GeometryProfile& p = poclContext().profile();
    EXPECT_EQ(p.family, "CPU");
    EXPECT_EQ(p.localPhysical.value, 0);
    EXPECT_EQ(p.localPhysical.source, ValueSource::Queried);
    EXPECT_EQ(p.localPhysical.note, "CL_DEVICE_LOCAL_MEM_TYPE = CL_GLOBAL");
    // What the device reports decides the source: PoCL's vector width and cache line come from the host CPU
    // (16 lanes on AVX-512, a line of 0 where the VM hides /sys/.../cache); a value of 0 falls back to the
    // vendor table.
    const int64_t lanes = infoValue(poclContext().info(), "native_vector_width_float").get<int64_t>();
    if (lanes > 0) {
        EXPECT_EQ(p.simd.source, ValueSource::Queried);
        EXPECT_EQ(p.simd.value, lanes);
    } else {
        EXPECT_EQ(p.simd.source, ValueSource::VendorTable);
        EXPECT_EQ(p.simd.value, 8);
    }
    const int64_t line = infoValue(poclContext().info(), "global_mem_cacheline_size").get<int64_t>();
    if (line > 0) {
        EXPECT_EQ(p.line.source, ValueSource::Queried);
        EXPECT_EQ(p.line.value, line);
    } else {
        EXPECT_EQ(p.line.source, ValueSource::VendorTable);
        EXPECT_EQ(p.line.value, 64);
    }
}

// The same rules on injected device reports: the profile never depends on the CPU the tests run on.
TEST(DeviceInfo, CpuProfileFollowsTheReportedLanesAndLine)
{
    for (const int64_t lanes : {0, 4, 8, 16}) {
        for (const int64_t line : {0, 32, 64, 128}) {
            DeviceTraits t;
            t.type = "cpu";
            t.vendor = "AuthenticAMD";
            t.queried["native_vector_width_float"] = lanes;
            t.queried["global_mem_cacheline_size"] = line;
            t.queried["local_mem_type"] = 2;
            const GeometryProfile p = profileFromTraits(t);
            const int64_t wantLanes = lanes > 0 ? lanes : 8;
            EXPECT_EQ(p.simd.value, wantLanes) << lanes;
            EXPECT_EQ(p.simd.source, lanes > 0 ? ValueSource::Queried : ValueSource::VendorTable);
            EXPECT_EQ(p.conflictGroup.value, wantLanes) << lanes;
            EXPECT_EQ(p.line.value, line > 0 ? line : 64) << line;
            EXPECT_EQ(p.line.source, line > 0 ? ValueSource::Queried : ValueSource::VendorTable);
            EXPECT_LE(p.segment.value, p.line.value);
            EXPECT_EQ(p.localPhysical.value, 0);
        }
    }
}

// --- Kernel sources and the program cache ----------------------------------------------------------------

namespace {

// A folder for COALESCE_KERNEL_DIR holding the real access.h and one test kernel.
struct KernelDir {
    fs::path dir;
    explicit KernelDir(const std::string& file, const std::string& text)
    {
        std::string access = kernelText("access.h"); // embedded, read before the override is set
        dir = fs::temp_directory_path() / ("coalesce-kernels-" + std::to_string(getpid()) + "-" + file);
        fs::create_directories(dir);
        std::ofstream(dir / "access.h") << access;
        std::ofstream(dir / file) << text;
    }
    ~KernelDir() { fs::remove_all(dir); }
};

} // namespace

TEST(KernelSource, EmbeddedAccessLayerAndMissingFile)
{
    EnvGuard env("COALESCE_KERNEL_DIR", nullptr);
    std::string access = kernelText("access.h");
    EXPECT_NE(access.find("#define GLOAD"), std::string::npos);
    try {
        kernelText("no_such_kernel.cl");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(e.what()).find("no_such_kernel.cl"), std::string::npos);
    }
}

TEST(KernelSource, DirectoryOverridesAndProgramSourcePrependsAccessLayer)
{
    KernelDir kd("mine.cl", "__kernel void mine(__global int* a) { a[0] = 7; }\n");
    EnvGuard env("COALESCE_KERNEL_DIR", kd.dir.c_str());
    std::string src = programSource("mine.cl");
    EXPECT_EQ(src.rfind(kernelText("access.h"), 0), 0u);
    EXPECT_NE(src.find("\n#line 1\n__kernel void mine"), std::string::npos);
    EXPECT_THROW(kernelText("absent.cl"), Error);
}

TEST(ProgramCache, BuildsOncePerSourceAndOptions)
{
    KernelDir kd("cache_probe.cl", "__kernel void probe(__global int* a) { a[get_global_id(0)] = VALUE; }\n");
    EnvGuard env("COALESCE_KERNEL_DIR", kd.dir.c_str());
    DeviceContext& ctx = poclContext();
    int before = ctx.programsBuilt();
    cl::Program p1 = ctx.program("cache_probe.cl", "-DVALUE=3");
    cl::Program p2 = ctx.program("cache_probe.cl", "-DVALUE=3");
    EXPECT_EQ(ctx.programsBuilt(), before + 1);
    EXPECT_EQ(p1(), p2());
    ctx.program("cache_probe.cl", "-DVALUE=5");
    EXPECT_EQ(ctx.programsBuilt(), before + 2);

    // The cached program runs: each work-item writes VALUE.
    cl::Kernel k(p1, "probe");
    cl::Buffer buf(ctx.context(), CL_MEM_READ_WRITE, 16 * sizeof(int));
    k.setArg(0, buf);
    ctx.queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(16));
    std::vector<int> out(16, -1);
    ctx.queue().enqueueReadBuffer(buf, CL_TRUE, 0, out.size() * sizeof(int), out.data());
    EXPECT_EQ(out, std::vector<int>(16, 3));
}

TEST(ProgramCache, BrokenKernelIsBuildErrorWithLog)
{
    KernelDir kd("broken.cl", "__kernel void broken(__global float* a)\n{\n    a[0] = undeclared_thing;\n}\n");
    EnvGuard env("COALESCE_KERNEL_DIR", kd.dir.c_str());
    DeviceContext& ctx = poclContext();
    int before = ctx.programsBuilt();
    try {
        ctx.program("broken.cl", "-DFOO=1");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Build);
        std::string what = e.what();
        EXPECT_EQ(
            what.rfind("kernel broken.cl failed to build on " + ctx.label() + " with options \"-DFOO=1\"", 0),
            0u)
            << what;
        EXPECT_EQ(what.find('\n'), std::string::npos) << what;
        EXPECT_NE(e.details().find("undeclared_thing"), std::string::npos) << e.details();
        EXPECT_NE(e.details().find("CL_BUILD_PROGRAM_FAILURE"), std::string::npos) << e.details();
        EXPECT_EQ(exitCodeFor(e.kind()), 3);
    }
    EXPECT_EQ(ctx.programsBuilt(), before);
}

TEST(ProgramCache, RejectedOptionsAreBuildError)
{
    KernelDir kd("plain.cl", "__kernel void plain(__global int* a) { a[0] = 1; }\n");
    EnvGuard env("COALESCE_KERNEL_DIR", kd.dir.c_str());
    try {
        poclContext().program("plain.cl", "--no-such-option");
        FAIL() << "no exception";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::Build);
        EXPECT_NE(std::string(e.what()).find("with options \"--no-such-option\""), std::string::npos)
            << e.what();
        EXPECT_NE(e.details().find("--no-such-option"), std::string::npos) << e.details();
    }
}

TEST(DeviceScanTest, TheDriverCacheIsTurnedOffBeforeMain)
{
    // core/devices.cpp sets CUDA_CACHE_DISABLE (unless the caller did) in a static initialiser, while one
    // thread runs: set later, on the worker thread of a first device scan, it raced the getenv of a thread Qt
    // was starting (a UI test's SIGSEGV under load). Under ctest this test runs alone in its process and scans
    // no device before it.
    EXPECT_NE(std::getenv("CUDA_CACHE_DISABLE"), nullptr);
}
