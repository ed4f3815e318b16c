// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/coretexts.h"

#include <QRegularExpression>

#include <algorithm>
#include <iterator>
#include <vector>

namespace coalesce::ui {

namespace {

// Core's sentences, exactly as core builds them, with %1, %2 ... where it inserts a value. Where core writes a
// reference (a vendor's guide) before a colon, the reference is a value: it stays as cited.
const char* const kTemplates[] = {
    // The model's notes on its prediction (core/models/prediction.cpp), shown with the chart's model line.
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy) + local memory %3 us "
                      "(%4) + load/store slots %5 us + launch %6 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per "
                      "work-item: x %3) + local memory %4 us (%5) + load/store slots %6 us + launch %7 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per "
                      "work-item: x %3, requests for part of a SIMD group: x %4) + local memory %5 us (%6) + "
                      "load/store slots %7 us + launch %8 us"),
    // Without local memory the global part and its slots overlap.
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy) against its load/store slots %3 "
                      "us, the longer, + launch %4 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per "
                      "work-item: x %3) against its load/store slots %4 us, the longer, + launch %5 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: global memory %2 us (the hierarchy, few bytes in flight per "
                      "work-item: x %3, requests for part of a SIMD group: x %4) against its load/store slots "
                      "%5 us, the longer, + launch %6 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: barrier phases %2 us (%3), longer than global memory %4 us against "
                      "its load/store slots %5 us, the longer; + launch %6 us"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: sub-group shuffles %2 us (%3 per work-item at the measured %4 ns per "
                      "SIMD group's shuffle) + global memory %5 us against its load/store slots %6 us, the "
                      "longer, + launch %7 us"),
    QT_TRANSLATE_NOOP("CoreTexts", "bank passes at the measured local bandwidth"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "bank passes at %1 GB/s, the local bandwidth with %2 SIMD groups per compute "
                      "unit (fewer than at the measured %3 GB/s)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: barrier phases %2 us (%3), longer than global memory %4 us + local "
                      "memory %5 us + load/store slots %6 us; + launch %7 us"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 per work-group at the measured %2 ns per work-group phase"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1 per work-group at the measured %2 ns per work-group phase, + %3 us where "
                      "a phase's bank passes outlast it"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 + %2 (a level wider than the work-group waits once per round)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: arithmetic %2 us (%3 rounds per work-item at the measured %4 ns per "
                      "round), longer than the memory work %5 us; + launch %6 us"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "launch time %1 us: sub-group shuffles %2 us (%3 per work-item at the measured %4 ns per "
        "SIMD group's shuffle) + global memory %5 us + local memory %6 us + load/store slots %7 us "
        "+ launch %8 us"),
    QT_TRANSLATE_NOOP("CoreTexts", "spilled private array: launch time %1 us, %2 pipeline slots per private "
                                   "request (its lines + its sectors) at the measured local request rate"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1 + %2 us for the %3 % of its reads' lines the L1 cannot keep (the arrays of %4 "
                      "resident work-items are larger than the L1), at the measured cost of a miss"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1 + %2 us for the %3 % of its reads' lines the L1 cannot keep (the arrays of %4 "
                      "resident work-items, as many as their %5 registers each allow, are larger than the "
                      "L1), at the measured cost of a miss"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1; L1 misses not counted: %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1; the spill area fits the L1"),
    QT_TRANSLATE_NOOP("CoreTexts", "the lesson does not declare its array's bytes per work-item"),
    QT_TRANSLATE_NOOP("CoreTexts", "the L1 size is not measured (probe global.caches)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "the work-items resident per compute unit are not measured (probe compute.residency)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the cost of an L1 miss is not measured (probe private.misses)"),
    // The atomic tail (core/models/unitceilings.cpp), after any other note or alone.
    QT_TRANSLATE_NOOP("CoreTexts", "%1; + %2 us atomic tail (%3 atomics on %4 bins at the measured one-shot %5 "
                                   "G/s, after all other work: every work-group is resident at once)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "+ %1 us atomic tail (%2 atomics on %3 bins at the measured one-shot %4 G/s, "
                      "after all other work: every work-group is resident at once)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1; atomic tail not counted: %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "atomic tail not counted: %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "the lesson declares no atomic tail"),
    QT_TRANSLATE_NOOP("CoreTexts", "the one-shot atomic rate is not measured (probe atomics.once)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "the work-groups resident per compute unit are not measured (probe compute.residency)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the DRAM bandwidth is not measured (probe global.bandwidth)"),
    QT_TRANSLATE_NOOP("CoreTexts", "no prediction to add it to"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "the launch runs in %1 waves of work-groups and its atomics (%2 us) end within "
                      "the later waves' work"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "%1; + %2 us atomic tail (the busiest of %3 bins takes %4 of the %5 atomics, one after another "
        "at the measured one-address %6 G/s, after all other work: every work-group is resident at "
        "once)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "+ %1 us atomic tail (the busiest of %2 bins takes %3 of the %4 atomics, one after another at "
        "the measured one-address %5 G/s, after all other work: every work-group is resident at once)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "%1; + %2 us atomic tail (%3 atomics on %4 bins at the measured one-shot %5 G/s begin after "
        "the first of %6 waves of work-groups and outlast the rest of the work)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "+ %1 us atomic tail (%2 atomics on %3 bins at the measured one-shot %4 G/s begin after the "
        "first of %5 waves of work-groups and outlast the rest of the work)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "%1; + %2 us atomic tail (the busiest of %3 bins takes %4 of the %5 atomics, one after another "
        "at the measured one-address %6 G/s; they begin after the first of %7 waves of work-groups "
        "and outlast the rest of the work)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "+ %1 us atomic tail (the busiest of %2 bins takes %3 of the %4 atomics, one after another at "
        "the measured one-address %5 G/s; they begin after the first of %6 waves of work-groups and "
        "outlast the rest of the work)"),
    // A kernel right after the host's copy of its input (core/models/prediction.cpp), after a note or alone.
    QT_TRANSLATE_NOOP("CoreTexts", "%1; + %2 us: the kernel runs right after the host's write-buffer copy of "
                                   "its input (measured against a map)"),
    QT_TRANSLATE_NOOP("CoreTexts", "+ %1 us: the kernel runs right after the host's write-buffer copy of its "
                                   "input (measured against a map)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1; the cost of a kernel right after the host's copy is not measured "
                                   "(probe transfer.copy)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "the cost of a kernel right after the host's copy is not measured (probe transfer.copy)"),
    // The launch floor of a short global launch (core/models/prediction.cpp withLaunchFloor), after a note or
    // alone.
    QT_TRANSLATE_NOOP("CoreTexts", "%1; + %2 us launch floor (a launch of one small work-group, measured)"),
    QT_TRANSLATE_NOOP("CoreTexts", "+ %1 us launch floor (a launch of one small work-group, measured)"),
    // The rate of starting work-groups (withLaunchFloor), after a note or alone.
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1; the launch's %2 work-groups take %3 us at the measured %4 G work-groups/s, "
                      "longer than its memory traffic (%5 us)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the launch's %1 work-groups take %2 us at the measured %3 G work-groups/s, "
                                   "longer than its memory traffic (%4 us)"),
    // The L1's line slots (core/models/hierarchy.cpp), alone or after the working set's note.
    QT_TRANSLATE_NOOP("CoreTexts", "the L1 looks up %1 lines per request, one a slot at the measured local "
                                   "bandwidth: longer than the memory traffic"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1; the L1 looks up %2 lines per request, one a slot at the measured local "
                                   "bandwidth: longer than the memory traffic"),
    // A launch-timed lesson whose work-groups take longer to start than its work (core/models/launchtime.cpp).
    QT_TRANSLATE_NOOP("CoreTexts",
                      "launch time %1 us: the launch's %2 work-groups take %3 us at the measured %4 G "
                      "work-groups/s, longer than the memory work %5 us; + launch %6 us"),
    // Re-reads the L1 no longer holds (core/models/hierarchy.cpp, l1Reads).
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1 % of the work-groups' re-reads miss the L1 (%2 KiB measured, shared by the "
                      "%3 work-groups a compute unit keeps)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "%1; %2 % of the work-groups' re-reads miss the L1 (%3 KiB measured, shared by "
                      "the %4 work-groups a compute unit keeps)"),
    QT_TRANSLATE_NOOP("CoreTexts", "working set %1 B: the L2 (%2 B measured) serves %3 % of the other "
                                   "work-groups' re-reads"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "working set %1 B: a partition's share of the measured L2 (%2 B) serves %3 % "
                      "of the re-reads, which come in random order"),
    QT_TRANSLATE_NOOP("CoreTexts", "local memory is not physical on this device (emulated in cache): no bank "
                                   "conflicts predicted"),
    QT_TRANSLATE_NOOP("CoreTexts", "no global accesses in the trace"),
    QT_TRANSLATE_NOOP("CoreTexts", "atomics: lanes on one address serialise within a request; contention "
                                   "between work-groups on one address is not modelled"),
    QT_TRANSLATE_NOOP("CoreTexts", "atomics: the measured atomic rate over the launch's distinct lines (the "
                                   "atomics probe's curve); a request on one address is one update (warp "
                                   "aggregation), distinct words of one sector are updated together"),
    // Scan phases (core/lessons/scan.cpp), named by the scan lessons' picture.
    QT_TRANSLATE_NOOP("CoreTexts", "load into local memory"),
    QT_TRANSLATE_NOOP("CoreTexts", "up-sweep, offset %1 (%2 elements)"),
    QT_TRANSLATE_NOOP("CoreTexts", "clear the last element"),
    QT_TRANSLATE_NOOP("CoreTexts", "down-sweep, offset %1 (%2 elements)"),
    QT_TRANSLATE_NOOP("CoreTexts", "store the result"),

    // Geometry notes (core/geometry.cpp, geometryoverrides.cpp, geometrystore.cpp, probes.cpp).
    QT_TRANSLATE_NOOP("CoreTexts", "default (NVIDIA-like model, no device data)"),
    QT_TRANSLATE_NOOP("CoreTexts", "assumed (not documented for this device): confirm with a stride sweep"),
    QT_TRANSLATE_NOOP("CoreTexts", "default"),
    QT_TRANSLATE_NOOP("CoreTexts", "assumed"),
    QT_TRANSLATE_NOOP("CoreTexts", "unknown"),
    QT_TRANSLATE_NOOP("CoreTexts", "measured"),
    QT_TRANSLATE_NOOP("CoreTexts", "user override"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 (probe %2, confidence %3 %)"),
    QT_TRANSLATE_NOOP("CoreTexts", "warp of 32 threads: CUDA C++ Programming Guide, SIMT Architecture"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: conflicts among the 32 threads of a warp"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: a word read by several threads is broadcast"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: on-chip shared memory"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: same-address reads broadcast"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: LDS on each compute unit"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: channel from address bit 8 up"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 64-wide wavefront"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 32 banks x 4 B per SIMD"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: quarter-wavefront"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 256-bit (32 B) memory bus granule"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 8 channels x 256 B"),
    QT_TRANSLATE_NOOP("CoreTexts", "256 B as on GCN (AMD APP SDK guide); assumed for CDNA"),
    QT_TRANSLATE_NOOP("CoreTexts", "256 B as on GCN (AMD APP SDK guide); assumed for RDNA"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: conflicts checked per half-wavefront"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 64 B cache line"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: HD 79XX 12 channels"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: HD 78XX 8 channels"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: HD 77XX 4 channels"),
    QT_TRANSLATE_NOOP("CoreTexts", "R9 290X 512-bit GDDR5 = 16 x 32-bit channels (inferred, see docs)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: wave32 native"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: LDS halves of 32 banks x 4 B, one per CU"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: wave32"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 128 B cache lines"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: compiler picks SIMD8/16/32; 16 is the usual choice"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: SLM has 16 banks of 32 bits"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: a SIMD16 hardware thread"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: same-address reads do not conflict (writes do)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: 64 B L3 line"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: SLM carved from L3"),
    QT_TRANSLATE_NOOP("CoreTexts", "Arm Mali Bifrost/Valhall architecture notes: warp width"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: no dedicated local memory, __local maps to global"),
    QT_TRANSLATE_NOOP("CoreTexts", "not applicable: local memory is not physical on Mali"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: waves of 64 (half) or 128 (full) fibers"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: local memory on-chip per SP"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "no public bank organisation for Adreno: default, confirm with local.stride"),
    QT_TRANSLATE_NOOP("CoreTexts", "no public cache line size for Adreno: default"),
    QT_TRANSLATE_NOOP("CoreTexts", "CPU: 8 float lanes (AVX2) when the driver gives no native vector width"),
    QT_TRANSLATE_NOOP("CoreTexts", "CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT (CPU vector lanes)"),
    QT_TRANSLATE_NOOP("CoreTexts", "CPU: local memory is ordinary cached memory (AMD APP guide §1.5)"),
    QT_TRANSLATE_NOOP("CoreTexts", "CPU: 64 B cache line (x86/Arm cores)"),
    QT_TRANSLATE_NOOP("CoreTexts", "CPU: no banks; conflict group = vector lanes"),
    QT_TRANSLATE_NOOP("CoreTexts", "not applicable on a CPU: no local-memory banks"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 (taken as the channel interleave)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 (segment <= line)"),

    // Groups of the device information (core/deviceinfo.cpp).
    QT_TRANSLATE_NOOP("CoreTexts", "device"),
    QT_TRANSLATE_NOOP("CoreTexts", "compute"),
    QT_TRANSLATE_NOOP("CoreTexts", "memory"),
    QT_TRANSLATE_NOOP("CoreTexts", "cache"),
    QT_TRANSLATE_NOOP("CoreTexts", "constant"),
    QT_TRANSLATE_NOOP("CoreTexts", "local"),
    QT_TRANSLATE_NOOP("CoreTexts", "vectors"),
    QT_TRANSLATE_NOOP("CoreTexts", "vendor"),

    // Parameters and sweeps (core/params.cpp): what the sweep field and the parameter form can meet.
    QT_TRANSLATE_NOOP("CoreTexts", "invalid sweep \"%1\": %2"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "invalid sweep \"%1\": expected name=A..B, name=A..B:STEP, name=A..B:*FACTOR or "
                      "name=v1,v2,... (parameters: %2)"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid sweep \"%1\": unknown parameter \"%2\" (parameters: %3)"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid sweep \"%1\": it has %2 points; at most %3 are allowed"),
    QT_TRANSLATE_NOOP("CoreTexts", "the step after ':' is missing"),
    QT_TRANSLATE_NOOP("CoreTexts", "a range needs a start and an end (A..B)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 takes names, not a range: list them, e.g. %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "the range is reversed (%1 > %2): write it from low to high"),
    QT_TRANSLATE_NOOP("CoreTexts", "no allowed value of %1 lies in %2 (%3)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the step factor must be at least 2, not %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "a geometric range (:*%1) must start above 0"),
    QT_TRANSLATE_NOOP("CoreTexts", "the step must be positive, not %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "it has %1 points; at most %2 are allowed (use a larger step or :*2)"),
    QT_TRANSLATE_NOOP("CoreTexts", "no values after '='"),
    QT_TRANSLATE_NOOP("CoreTexts", "empty value in the list"),
    QT_TRANSLATE_NOOP("CoreTexts", "parameter %1 holds \"%2\", not a number"),
    QT_TRANSLATE_NOOP("CoreTexts", "no value for parameter \"%1\""),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid size \"%1\" for %2: %3"),
    QT_TRANSLATE_NOOP("CoreTexts", "expected a positive number of bytes with optional K, M or G suffix"),
    QT_TRANSLATE_NOOP("CoreTexts", "sizes cannot be negative; %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "too large"),
    QT_TRANSLATE_NOOP("CoreTexts", "must be greater than zero"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid value \"%1\" for %2: too large"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid value \"%1\" for %2: expected a whole number"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid value \"%1\" for %2: expected %3"),
    QT_TRANSLATE_NOOP("CoreTexts", "one of %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "a whole number from %1 to %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "a whole number >= %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "a size from %1 to %2 (bytes, optional K, M or G suffix)"),
    QT_TRANSLATE_NOOP("CoreTexts", "a size of at least %1 (bytes, optional K, M or G suffix)"),
    QT_TRANSLATE_NOOP("CoreTexts", "invalid setting \"%1\": expected name=value (parameters: %2)"),
    QT_TRANSLATE_NOOP("CoreTexts", "unknown parameter \"%1\": this lesson has no parameters"),
    QT_TRANSLATE_NOOP("CoreTexts", "unknown parameter \"%1\": this lesson's parameters are %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "descriptors=%1 is not a multiple of wg=%2 (one work-item per descriptor)"),

    // Points skipped on a device (Error(Unsupported) of the lessons) and limits checked before a launch.
    QT_TRANSLATE_NOOP("CoreTexts", "wg=%1 is above the maximum work-group size of %2 on %3 "
                                   "(CL_DEVICE_MAX_WORK_GROUP_SIZE)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1=%2 is above the buffer limit of %3 on %4 (the smaller of "
                                   "CL_DEVICE_MAX_MEM_ALLOC_SIZE and a quarter of CL_DEVICE_GLOBAL_MEM_SIZE)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 needs %2 of local memory but %3 has %4"),
    QT_TRANSLATE_NOOP("CoreTexts", "type=double needs fp64 (cl_khr_fp64), which %1 does not support"),
    QT_TRANSLATE_NOOP("CoreTexts", "type=half needs cl_khr_fp16, which %1 does not support"),
    QT_TRANSLATE_NOOP("CoreTexts", "source=image needs image support (CL_DEVICE_IMAGE_SUPPORT), which %1 does "
                                   "not have"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "mode=svm_coarse needs coarse-grain buffer SVM (OpenCL 2.0), which %1 does not "
                      "support"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "mode=svm_fine needs fine-grain buffer SVM (CL_DEVICE_SVM_FINE_GRAIN_BUFFER), "
                      "which %1 does not support"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 has no sub-group shuffle (neither cl_khr_subgroup_shuffle nor "
                                   "cl_intel_subgroups, and it is not an NVIDIA GPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the sub-group shuffle kernel does not build on %1 (%2)"),
    QT_TRANSLATE_NOOP("CoreTexts", "the sub-groups of %1 have %2 work-items; set width=%3"),
    QT_TRANSLATE_NOOP("CoreTexts", "the warp shuffle on %1 exchanges within 32 lanes; set width=32"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "the compiler keeps the dynamically indexed %1-word array in registers on %2 "
                      "(CL_KERNEL_PRIVATE_MEM_SIZE = 0): nothing spills at this size"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "footprint=%1 is not run on a CPU device (at most %2: every CPU cache is far "
                      "smaller, and larger sets only add minutes of set-up)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 with %2 centroids needs a %3 constant buffer but %4 allows %5"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 needs %2 of local memory; a typical GPU has %3"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: the centroids do not fit a typical GPU's %2 constant buffer"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "method=local with %1 bins needs %2 of local memory per work-group but %3 has "
                      "%4"),
    QT_TRANSLATE_NOOP("CoreTexts", "stride %1 would wrap the %2-word window this device's local memory holds "
                                   "(strides up to %3 keep the gcd rule)"),
    QT_TRANSLATE_NOOP("CoreTexts", "constant.index needs a %1 constant buffer but %2 allows %3"),
    QT_TRANSLATE_NOOP("CoreTexts", "local.occupancy needs more local memory than a typical GPU"),
    QT_TRANSLATE_NOOP("CoreTexts", "scan.padding needs more local memory than a typical GPU"),
    QT_TRANSLATE_NOOP("CoreTexts", "a trace of %1 accesses is too large; trace fewer work-groups"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 has no host-generated trace; it needs a device to trace"),

    // Result files that cannot be opened (core/results.cpp).
    QT_TRANSLATE_NOOP("CoreTexts", "cannot open \"%1\": %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "cannot read \"%1\": %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "\"%1\" is not a valid JSON file (%2)"),
    QT_TRANSLATE_NOOP("CoreTexts", "\"%1\": %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "not a Coalesce result file (no \"format\": \"%1\")"),
    QT_TRANSLATE_NOOP("CoreTexts", "result file is malformed: %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "result file is refused: %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "result file is missing \"%1\""),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "result file has schema version %1; this Coalesce %2 reads up to version %3 (use "
                      "a newer Coalesce)"),
    QT_TRANSLATE_NOOP("CoreTexts", "result file has an invalid schema version %1"),

    // OpenCL errors (core/errors.cpp): what was being done, the code's name, the call, the device.
    QT_TRANSLATE_NOOP("CoreTexts", "%1: %2 (%3) in %4 on %5"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: %2 (%3) on %4"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1: %2 (%3) in %4"),
    QT_TRANSLATE_NOOP("CoreTexts", "allocating the %1 %2 buffer"),
    QT_TRANSLATE_NOOP("CoreTexts", "creating kernel %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "querying CL_KERNEL_WORK_GROUP_SIZE of %1"),
    QT_TRANSLATE_NOOP("CoreTexts", "querying the image size limit"),

    // A remote host's connection (ui/remotebackend.cpp, a worker-thread backend that speaks English like core).
    QT_TRANSLATE_NOOP("CoreTexts", "Could not reach %1: %2"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 answered, but coalesce-cli did not start there: %2 (install it on %3 or "
                                   "give its path)"),
    QT_TRANSLATE_NOOP("CoreTexts", "%1 runs coalesce-cli protocol %2; this app speaks %3: update one of them"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "%1 runs another coalesce-cli protocol (it says: %2); this app speaks %3: update one of them"),
    QT_TRANSLATE_NOOP("CoreTexts", "the connection closed before the server answered"),
};

// The parameters' help (ParamSpec::help), shown as the parameter form's tool tips.
const char* const kHelp[] = {
    QT_TRANSLATE_NOOP("CoreTexts",
                      "KiB of local memory each work-group allocates (at least the wg words it exchanges)"),
    QT_TRANSLATE_NOOP("CoreTexts", "M = N = K: rows and columns of A, B and C"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "bytes between the starts of neighbouring work-groups' blocks (a multiple of 4)"),
    QT_TRANSLATE_NOOP("CoreTexts", "bytes by which each work-group's starting row rotates, per group index (0: "
                                   "off; one interleave, 256, spreads the groups; a multiple of 4)"),
    QT_TRANSLATE_NOOP("CoreTexts", "bytes read per launch, at least the footprint (default 1G on a GPU within "
                                   "its buffer limit, 32M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "bytes read per launch, in whole blocks of 16 rows of wg words (default "
                                   "512M on a GPU within its buffer limit, 16M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "bytes the host fills and the kernel reads per cycle (default 256M on a GPU "
                                   "within its buffer limit, 16M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "bytes the kernel reads"),
    QT_TRANSLATE_NOOP("CoreTexts", "centroids = histogram bins (64 features each)"),
    QT_TRANSLATE_NOOP("CoreTexts", "descriptors to classify (one work-item each; a multiple of wg)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "distance between neighbouring work-items' reads, in items (elements times vector)"),
    QT_TRANSLATE_NOOP("CoreTexts", "distance between neighbouring work-items' writes, in elements"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "dynamic: indices computed at run time (spills); static: constant indices (registers)"),
    QT_TRANSLATE_NOOP("CoreTexts", "element type (double needs cl_khr_fp64)"),
    QT_TRANSLATE_NOOP("CoreTexts", "element type; uchar4 and uchar16 load 4 or 16 uchar at once (one aligned "
                                   "uchar4 or uchar16 item); half needs cl_khr_fp16, double cl_khr_fp64"),
    QT_TRANSLATE_NOOP("CoreTexts", "elements from an aligned base"),
    QT_TRANSLATE_NOOP("CoreTexts", "elements one work-group scans (a power of two)"),
    QT_TRANSLATE_NOOP("CoreTexts", "elements per load: 1, 2, 4, 8 or 16"),
    QT_TRANSLATE_NOOP("CoreTexts", "elements read per launch, equal for every type (default 256 Mi on a GPU "
                                   "within its buffer limit, 4 Mi on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "global: one global atomic per word; local: a local sub-histogram, then one "
                                   "global atomic per bin per work-group"),
    QT_TRANSLATE_NOOP("CoreTexts", "histogram bins (distinct addresses the atomics hit)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "how the input reaches the device: copy (write buffer), map (ALLOC_HOST_PTR), "
                      "use_host_ptr, copy_host_ptr (a new buffer per cycle), svm_coarse, svm_fine"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "index per step: uniform (t), divergent (lid + t) or random (a hash per work-item)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "input buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "input buffer bytes; the largest power of two of elements in it is read "
                                   "(default 1G on a GPU within its buffer limit, 16M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "local index i -> i + i / pad (0: unpadded; the number of banks removes the conflicts)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts", "local: through local memory and barriers; shuffle: sub-group shuffle; none: no exchange"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "locality window in elements (a power of two): reads are permuted within aligned windows "
                      "of this many elements; 1 = contiguous; at most the buffer's elements"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "output buffer bytes (default 1G on a GPU within its buffer limit, 16M on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "output bytes (one uint per work-item)"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "picture side in pixels, n x n float4 (a multiple of 64; default 4096 on a GPU, 1024 on a CPU)"),
    QT_TRANSLATE_NOOP("CoreTexts", "read from an image2d_t (needs image support) or a buffer"),
    QT_TRANSLATE_NOOP("CoreTexts",
                      "read the window from global memory, or from a local tile filled once per group"),
    QT_TRANSLATE_NOOP("CoreTexts", "what each work-item reads per step: a pixel of a row, of a column, a 2 x 2 "
                                   "block, or a bilinear sample"),
    QT_TRANSLATE_NOOP("CoreTexts", "where the table lives"),
    QT_TRANSLATE_NOOP(
        "CoreTexts",
        "the table's size, a power of two (a random index costs by the lines it meets per request)"),
    QT_TRANSLATE_NOOP("CoreTexts", "table=%1 must be a power of two from %2 to %3"),
    QT_TRANSLATE_NOOP("CoreTexts", "which index of C neighbouring work-items (dimension 0) differ in"),
    QT_TRANSLATE_NOOP("CoreTexts", "window length: work-items that use each input word"),
    QT_TRANSLATE_NOOP("CoreTexts", "words between neighbouring work-items' local reads"),
    QT_TRANSLATE_NOOP("CoreTexts", "words in each work-item's private array"),
    QT_TRANSLATE_NOOP("CoreTexts", "words of padding after each tile row (row pitch = W + pad)"),
    QT_TRANSLATE_NOOP("CoreTexts", "work-group size (at most the kernel's limit on the device)"),
    QT_TRANSLATE_NOOP("CoreTexts", "work-items per work-group (the seed uses 64)"),
    QT_TRANSLATE_NOOP("CoreTexts", "work-items per work-group along dimension 0 (divides matrix)"),
    QT_TRANSLATE_NOOP("CoreTexts", "work-items that exchange (the sub-group size for shuffles)"),
    QT_TRANSLATE_NOOP("CoreTexts", "working set bytes, a power of two from 4096 (4 KiB) to 2^34 (16 GiB)"),
    QT_TRANSLATE_NOOP("CoreTexts", "written element type"),
};

// Parameter choices that are words rather than OpenCL names (uchar, use_host_ptr and svm_fine stay as they
// are).
const char* const kChoices[] = {
    QT_TRANSLATE_NOOP("CoreTexts", "global"),    QT_TRANSLATE_NOOP("CoreTexts", "local"),
    QT_TRANSLATE_NOOP("CoreTexts", "constant"),  QT_TRANSLATE_NOOP("CoreTexts", "uniform"),
    QT_TRANSLATE_NOOP("CoreTexts", "divergent"), QT_TRANSLATE_NOOP("CoreTexts", "random"),
    QT_TRANSLATE_NOOP("CoreTexts", "rows"),      QT_TRANSLATE_NOOP("CoreTexts", "columns"),
    QT_TRANSLATE_NOOP("CoreTexts", "row"),       QT_TRANSLATE_NOOP("CoreTexts", "column"),
    QT_TRANSLATE_NOOP("CoreTexts", "block"),     QT_TRANSLATE_NOOP("CoreTexts", "bilinear"),
    QT_TRANSLATE_NOOP("CoreTexts", "image"),     QT_TRANSLATE_NOOP("CoreTexts", "buffer"),
    QT_TRANSLATE_NOOP("CoreTexts", "dynamic"),   QT_TRANSLATE_NOOP("CoreTexts", "static"),
    QT_TRANSLATE_NOOP("CoreTexts", "shuffle"),   QT_TRANSLATE_NOOP("CoreTexts", "none"),
    QT_TRANSLATE_NOOP("CoreTexts", "copy"),      QT_TRANSLATE_NOOP("CoreTexts", "map"),
};

struct Pattern {
    const char* source;
    QRegularExpression regex;
    int literal; ///< characters outside the placeholders: the more, the more specific
};

const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> list = [] {
        static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
        std::vector<Pattern> out;
        std::vector<const char*> sources(std::begin(kTemplates), std::end(kTemplates));
        sources.insert(sources.end(), std::begin(kHelp), std::end(kHelp));
        for (const char* source : sources) {
            const QString text = QString::fromUtf8(source);
            QString regex = QStringLiteral("^");
            int literal = 0, at = 0;
            for (auto it = placeholder.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                regex +=
                    QRegularExpression::escape(text.mid(at, m.capturedStart() - at)) + QStringLiteral("(.+?)");
                literal += int(m.capturedStart() - at);
                at = int(m.capturedEnd());
            }
            regex += QRegularExpression::escape(text.mid(at)) + QStringLiteral("$");
            literal += int(text.size() - at);
            out.push_back(
                {source, QRegularExpression(regex, QRegularExpression::DotMatchesEverythingOption), literal});
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const Pattern& a, const Pattern& b) { return a.literal > b.literal; });
        return out;
    }();
    return list;
}

QString translateDepth(const QString& english, int depth)
{
    // Core's sentences are short; a long text (a build log) is shown as it is rather than matched with
    // backtracking patterns.
    if (english.isEmpty() || depth > 3 || english.size() > 1000)
        return english;
    for (const Pattern& p : patterns()) {
        const auto m = p.regex.match(english);
        if (!m.hasMatch())
            continue;
        // Values go in by number in one pass (a translation may reorder them, a value may hold a '%'); each
        // value may be one of core's sentences itself.
        const QString translated = CoreTexts::tr(p.source);
        QString text;
        for (qsizetype i = 0; i < translated.size(); ++i) {
            const int n = i + 1 < translated.size() ? translated[i + 1].digitValue() : -1;
            if (translated[i] == QLatin1Char('%') && n >= 1 && n <= m.lastCapturedIndex()) {
                text += translateDepth(m.captured(n), depth + 1);
                ++i;
            } else {
                text += translated[i];
            }
        }
        return text;
    }
    return english;
}

} // namespace

QString CoreTexts::translate(const QString& english)
{
    return translateDepth(english, 0);
}

QString CoreTexts::choice(const std::string& value)
{
    QString english = QString::fromStdString(value);
    for (const char* c : kChoices) {
        if (english == QLatin1String(c)) {
            const QString shown = tr(c);
            return shown == english ? english : QStringLiteral("%1 (%2)").arg(shown, english);
        }
    }
    return english;
}

QStringList CoreTexts::templates()
{
    QStringList out;
    for (const char* source : kTemplates)
        out << QString::fromUtf8(source);
    return out;
}

} // namespace coalesce::ui
