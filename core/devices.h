// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Enumerating OpenCL platforms and devices, and choosing one from a user's selector.
// "No platform at all" is a normal result (DeviceScan::problem), never an exception.
#include "core/cl.h"

#include <string>
#include <vector>

namespace coalesce {

struct DeviceEntry {
    int platformIndex = 0;
    int deviceIndex = 0;
    std::string platformName;
    std::string platformVendor;
    std::string platformVersion;
    std::string name;
    std::string vendor;
    std::string driverVersion;
    std::string deviceVersion;
    std::string type; ///< "gpu", "cpu", "accelerator" or "other"
    cl::Platform platform;
    cl::Device device;

    /// "0:1 NVIDIA H100 80GB HBM3 (NVIDIA CUDA)"
    std::string label() const;
};

struct DeviceScan {
    std::vector<DeviceEntry> devices;
    /// Empty when at least one platform answered; otherwise why none did and how to install PoCL.
    std::string problem;
};

/// Sets up this process's environment for the OpenCL drivers, once: NVIDIA's on-disk kernel cache off
/// (CUDA_CACHE_DISABLE=1, unless the user set it): on a cache hit the driver runs no compiler and writes no
/// register report (DeviceContext::kernelResources). It runs before main() in every program that links
/// core/devices.cpp (a static initialiser, while one thread runs); the programs' main() and scanDevices() call
/// it too (then a no-op).
void prepareOpenClEnvironment();

/// Enumerates every platform and device; never throws for "no platform".
DeviceScan scanDevices();

/// How to get an OpenCL platform (install PoCL), for the "no platform" message.
std::string noPlatformHelp();

/// Picks a device. selector: "" (default: first GPU, else first device), "gpu"/"cpu", "P:D" indices, or a
/// case-insensitive substring of platform name, vendor or device name. An empty selector also consults the
/// COALESCE_DEVICE environment variable. Throws Error(InvalidParameter) listing the devices when nothing
/// matches, Error(NoPlatform) when there are no devices.
const DeviceEntry& selectDevice(const DeviceScan& scan, const std::string& selector);

/// One line per device, for messages and `coalesce-cli devices`.
std::string deviceList(const DeviceScan& scan);

} // namespace coalesce
