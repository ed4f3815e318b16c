// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one place core includes the Khronos C++ bindings, so every file sees the same configuration
// (exceptions on; Debian 12's opencl.hpp needs minimum version 110 with target 300).
#ifndef CL_HPP_ENABLE_EXCEPTIONS
#define CL_HPP_ENABLE_EXCEPTIONS
#endif
#ifndef CL_HPP_MINIMUM_OPENCL_VERSION
#define CL_HPP_MINIMUM_OPENCL_VERSION 110
#endif
#ifndef CL_HPP_TARGET_OPENCL_VERSION
#define CL_HPP_TARGET_OPENCL_VERSION 300
#endif
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-attributes"
#include <CL/opencl.hpp>
#pragma GCC diagnostic pop
