// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Buffers a device keeps between runs, owned by its DeviceContext (so two devices on two threads never share
// or dangle): the most recent read-only input of the global lessons (a sweep over 512 MiB generates and uploads
// it once) and the pinned staging area outputs are read into. core/lessons/common.h hands them out by
// shared pointer: what a caller holds stays valid and unchanged after the next call.
#include "core/cl.h"

#include <cstdint>
#include <memory>
#include <mutex>

namespace coalesce {

/// A read-only input buffer with its host copy.
struct DeviceInput {
    std::unique_ptr<uint8_t[]> data; ///< host copy (allocated without zeroing: it is filled in parallel)
    uint64_t bytes = 0;
    cl::Buffer buffer;
    const uint8_t* host() const { return data.get(); }
};

/// Pinned host memory (CL_MEM_ALLOC_HOST_PTR, mapped while it lives): fast read-back on GPUs.
class StagingArea {
public:
    StagingArea(cl::Context& context, cl::CommandQueue& queue, uint64_t bytes, const std::string& device);
    ~StagingArea(); ///< unmaps; never throws
    StagingArea(const StagingArea&) = delete;
    StagingArea& operator=(const StagingArea&) = delete;
    uint8_t* data() const { return m_pointer; }
    uint64_t bytes() const { return m_bytes; }
    cl::Buffer& buffer() { return m_buffer; }

private:
    cl::CommandQueue m_queue;
    cl::Buffer m_buffer;
    uint8_t* m_pointer = nullptr;
    uint64_t m_bytes = 0;
};

/// The per-device caches; DeviceContext::cache(). Guarded by `mutex` although one worker owns a device.
struct DeviceCache {
    std::mutex mutex;
    uint64_t inputBytes = 0;
    uint64_t inputSeed = 0;
    std::shared_ptr<const DeviceInput> input; ///< the most recent sharedInput
    std::shared_ptr<StagingArea> staging;     ///< reused while nobody else holds it
};

} // namespace coalesce
