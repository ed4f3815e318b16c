// SPDX-License-Identifier: GPL-3.0-or-later
// Platform/device enumeration and device selection. Selection works on the plain strings in DeviceEntry, so
// it is tested on synthetic scans without OpenCL.
#include "core/devices.h"

#include "core/errors.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace coalesce {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string trim(const std::string& s)
{
    size_t b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    size_t e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

// Drivers pad some strings with spaces or a trailing NUL.
std::string clean(const std::string& s)
{
    std::string out = s;
    while (!out.empty() && (out.back() == '\0' || std::isspace(static_cast<unsigned char>(out.back()))))
        out.pop_back();
    return trim(out);
}

std::string typeName(cl_device_type type)
{
    if (type & CL_DEVICE_TYPE_GPU)
        return "gpu";
    if (type & CL_DEVICE_TYPE_CPU)
        return "cpu";
    if (type & CL_DEVICE_TYPE_ACCELERATOR)
        return "accelerator";
    return "other";
}

std::string icdHint()
{
    const char* vendors = std::getenv("OCL_ICD_VENDORS");
    if (vendors && *vendors)
        return std::string(" (OCL_ICD_VENDORS is set to \"") + vendors +
               "\": does it name a folder holding .icd files, or an .icd file?)";
    return "";
}

std::string availableList(const DeviceScan& scan)
{
    std::string list;
    for (const auto& d : scan.devices)
        list += (list.empty() ? "" : ", ") + d.label();
    return list;
}

// PoCL lists no device when it cannot create its kernel cache (POCL_CACHE_DIR, else $XDG_CACHE_HOME/pocl or
// ~/.cache/pocl): that is a setting to fix, not a missing driver. Returns why the folder is unusable, or "".
std::string poclCacheProblem()
{
    std::string dir, from;
    if (const char* env = std::getenv("POCL_CACHE_DIR"); env && *env) {
        dir = env;
        from = "POCL_CACHE_DIR";
    } else if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
        dir = std::string(xdg) + "/pocl";
        from = "XDG_CACHE_HOME";
    } else if (const char* home = std::getenv("HOME"); home && *home) {
        dir = std::string(home) + "/.cache/pocl";
        from = "HOME";
    } else {
        return "";
    }
    // The folder itself, or the nearest existing folder above it, must be a writable folder.
    std::string probe = dir;
    struct stat st {};
    while (::stat(probe.c_str(), &st) != 0) {
        if (errno != ENOENT)
            return "\"" + probe + "\": " + std::strerror(errno) + " (from " + from + ")";
        const auto slash = probe.find_last_of('/');
        if (slash == std::string::npos || slash == 0) {
            probe = slash == 0 ? "/" : ".";
            if (::stat(probe.c_str(), &st) != 0)
                return "";
            break;
        }
        probe = probe.substr(0, slash);
    }
    if (!S_ISDIR(st.st_mode))
        return "\"" + probe + "\" is not a folder (from " + from + ")";
    if (::access(probe.c_str(), W_OK | X_OK) != 0)
        return "\"" + probe + "\" is not writable (from " + from + ")";
    return "";
}

bool isPocl(const std::string& platformName)
{
    return lower(platformName).find("portable computing language") != std::string::npos ||
           lower(platformName).find("pocl") != std::string::npos;
}

// "P:D" with both parts plain non-negative integers.
bool parseIndices(const std::string& s, int& platform, int& device)
{
    size_t colon = s.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == s.size())
        return false;
    std::string a = s.substr(0, colon), b = s.substr(colon + 1);
    auto digits = [](const std::string& t) {
        return t.size() <= 6 &&
               std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c); });
    };
    if (!digits(a) || !digits(b))
        return false;
    platform = std::stoi(a);
    device = std::stoi(b);
    return true;
}

} // namespace

std::string DeviceEntry::label() const
{
    return std::to_string(platformIndex) + ":" + std::to_string(deviceIndex) + " " + name + " (" +
           platformName + ")";
}

std::string noPlatformHelp()
{
    return "To get an OpenCL platform:\n"
           "  - any machine (CPU device): sudo apt-get install pocl-opencl-icd ocl-icd-libopencl1 clinfo\n"
           "  - NVIDIA GPU: install the NVIDIA driver with its OpenCL ICD (e.g. nvidia-opencl-icd)\n"
           "  - AMD GPU: install ROCm's OpenCL runtime (rocm-opencl-runtime) or mesa-opencl-icd\n"
           "  - Intel GPU: sudo apt-get install intel-opencl-icd\n"
           "Then check with `clinfo -l`. The ICD loader reads /etc/OpenCL/vendors/*.icd, or the folder named "
           "by "
           "OCL_ICD_VENDORS.";
}

void prepareOpenClEnvironment()
{
    // NVIDIA's driver keeps compiled kernels on disk (~/.nv/ComputeCache) and, on a hit, runs no compiler: the
    // build log then lacks the register report (-cl-nv-verbose) the models read
    // (DeviceContext::kernelResources). So the cache is off for this process unless the user has set
    // CUDA_CACHE_DISABLE; our kernels compile in 10-60 ms each. Before the first platform query, when the
    // driver reads it.
    static std::once_flag cacheOff;
    std::call_once(cacheOff, [] { setenv("CUDA_CACHE_DISABLE", "1", 0); });
}

namespace {
// Also before main() in every program that links this file, while one thread runs: a setenv on a worker
// thread (a test binary's first device scan runs there) races the getenv of threads other code is starting
// (a UI test died in glibc's getenv, under load, while Qt started a thread).
[[maybe_unused]] const bool kEnvironmentPrepared = (prepareOpenClEnvironment(), true);
} // namespace

DeviceScan scanDevices()
{
    prepareOpenClEnvironment();
    DeviceScan scan;
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error& e) {
        if (e.err() == CL_PLATFORM_NOT_FOUND_KHR)
            scan.problem = "No OpenCL platform found: the ICD loader found no installed driver" + icdHint() +
                           ".\n" + noPlatformHelp();
        else
            scan.problem = "Listing OpenCL platforms failed: " + clErrorName(e.err()) + " (" +
                           std::to_string(e.err()) + ") in " + e.what() + icdHint() + ".\n" + noPlatformHelp();
        spdlog::debug("scanDevices: {}", scan.problem);
        return scan;
    }
    if (platforms.empty()) {
        scan.problem = "No OpenCL platform found" + icdHint() + ".\n" + noPlatformHelp();
        return scan;
    }

    int skipped = 0;
    bool pocl = false;
    for (size_t p = 0; p < platforms.size(); ++p) {
        const cl::Platform& platform = platforms[p];
        std::string platformName = "platform " + std::to_string(p);
        std::vector<cl::Device> devices;
        DeviceEntry base;
        try {
            base.platformName = clean(platform.getInfo<CL_PLATFORM_NAME>());
            platformName = base.platformName;
            pocl = pocl || isPocl(platformName);
            base.platformVendor = clean(platform.getInfo<CL_PLATFORM_VENDOR>());
            base.platformVersion = clean(platform.getInfo<CL_PLATFORM_VERSION>());
            platform.getDevices(CL_DEVICE_TYPE_ALL, &devices);
        } catch (const cl::Error& e) {
            spdlog::warn("skipping OpenCL platform {} ({}): {} ({}) in {}", p, platformName,
                         clErrorName(e.err()), e.err(), e.what());
            ++skipped;
            continue;
        }
        for (size_t d = 0; d < devices.size(); ++d) {
            DeviceEntry entry = base;
            entry.platformIndex = int(p);
            entry.deviceIndex = int(d);
            entry.platform = platform;
            entry.device = devices[d];
            try {
                entry.name = clean(devices[d].getInfo<CL_DEVICE_NAME>());
                entry.vendor = clean(devices[d].getInfo<CL_DEVICE_VENDOR>());
                entry.driverVersion = clean(devices[d].getInfo<CL_DRIVER_VERSION>());
                entry.deviceVersion = clean(devices[d].getInfo<CL_DEVICE_VERSION>());
                entry.type = typeName(devices[d].getInfo<CL_DEVICE_TYPE>());
            } catch (const cl::Error& e) {
                spdlog::warn("skipping OpenCL device {}:{} on {}: {} ({}) in {}", p, d, platformName,
                             clErrorName(e.err()), e.err(), e.what());
                continue;
            }
            scan.devices.push_back(std::move(entry));
        }
    }
    const std::string cache = pocl && scan.devices.empty() ? poclCacheProblem() : std::string();
    if (!cache.empty())
        scan.problem =
            "PoCL lists no device because its kernel cache folder cannot be created: " + cache +
            ".\nPoCL is installed; point POCL_CACHE_DIR at a writable folder (or unset it) and try again.";
    else if (scan.devices.empty())
        scan.problem =
            std::to_string(platforms.size()) + " OpenCL platform(s) found but no usable device" +
            (skipped ? " (" + std::to_string(skipped) + " platform(s) failed to list devices)" : "") + ".\n" +
            noPlatformHelp();
    return scan;
}

const DeviceEntry& selectDevice(const DeviceScan& scan, const std::string& selectorIn)
{
    std::string selector = trim(selectorIn);
    std::string origin;
    if (selector.empty()) {
        const char* env = std::getenv("COALESCE_DEVICE");
        if (env && *env) {
            selector = trim(env);
            origin = " (from COALESCE_DEVICE)";
        }
    }
    if (scan.devices.empty())
        throw Error(ErrorKind::NoPlatform,
                    scan.problem.empty() ? "no OpenCL device found"
                                         : scan.problem.substr(0, scan.problem.find('\n')),
                    scan.problem.empty() ? noPlatformHelp() : scan.problem);

    const std::string available = "available devices are " + availableList(scan);
    if (selector.empty()) {
        for (const auto& d : scan.devices)
            if (d.type == "gpu")
                return d;
        return scan.devices.front();
    }

    int p = 0, d = 0;
    if (parseIndices(selector, p, d)) {
        for (const auto& e : scan.devices)
            if (e.platformIndex == p && e.deviceIndex == d)
                return e;
        throw Error(ErrorKind::InvalidParameter,
                    "unknown device \"" + selector + "\"" + origin + ": no device " + selector + "; " +
                        available,
                    deviceList(scan));
    }

    const std::string key = lower(selector);
    if (key == "gpu" || key == "cpu" || key == "accelerator") {
        for (const auto& e : scan.devices)
            if (e.type == key)
                return e;
        throw Error(ErrorKind::InvalidParameter,
                    "unknown device \"" + selector + "\"" + origin + ": no " + key + " device; " + available,
                    deviceList(scan));
    }

    // Substring match. Platform order is not stable between runs, so among several matches prefer, in order:
    // a match on the device name, a GPU, then the first in scan order.
    const DeviceEntry* best = nullptr;
    int bestScore = -1;
    int matches = 0;
    for (const auto& e : scan.devices) {
        bool onName = lower(e.name).find(key) != std::string::npos;
        bool onOther = lower(e.platformName).find(key) != std::string::npos ||
                       lower(e.vendor).find(key) != std::string::npos ||
                       lower(e.platformVendor).find(key) != std::string::npos;
        if (!onName && !onOther)
            continue;
        ++matches;
        int score = (onName ? 2 : 0) + (e.type == "gpu" ? 1 : 0);
        if (score > bestScore) {
            best = &e;
            bestScore = score;
        }
    }
    if (best) {
        if (matches > 1)
            spdlog::info("device selector \"{}\" matches {} devices; using {}", selector, matches,
                         best->label());
        return *best;
    }
    throw Error(ErrorKind::InvalidParameter, "unknown device \"" + selector + "\"" + origin + ": " + available,
                deviceList(scan));
}

std::string deviceList(const DeviceScan& scan)
{
    if (scan.devices.empty())
        return (scan.problem.empty() ? std::string("no OpenCL device found") : scan.problem) + "\n";
    std::string out;
    for (const auto& d : scan.devices) {
        out += d.label() + "  [" + d.type + "]";
        if (!d.vendor.empty())
            out += "  " + d.vendor;
        if (!d.deviceVersion.empty())
            out += ", " + d.deviceVersion;
        if (!d.driverVersion.empty())
            out += ", driver " + d.driverVersion;
        out += "\n";
    }
    return out;
}

} // namespace coalesce
