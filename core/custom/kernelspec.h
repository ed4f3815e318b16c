// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The spec of a user's kernel: buffers, scalar arguments, launch sizes, outputs, sweepable parameters and how
// the outputs are checked. Stored as one versioned JSON file beside the .cl (FILE.cl -> FILE.json; format in
// docs/KERNELS.md). Parsing is strict: unknown keys, wrong types, names that are not identifiers, sizes past
// the limits below are refused with one Error(InvalidParameter) naming the key path ("buffers[1].count: ...").
#include "core/custom/expr.h"
#include "core/json.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace coalesce::custom {

constexpr int kSpecVersion = 1;
constexpr const char* kSpecFormat = "coalesce-kernel";
constexpr uint64_t kMaxSpecFileBytes = 256 * 1024;
constexpr size_t kMaxBuffers = 16;
constexpr size_t kMaxArgs = 32;
constexpr size_t kMaxParams = 8;
constexpr int64_t kMaxElements = int64_t(1) << 32;    ///< per buffer; the device's limit may be lower
constexpr int64_t kMaxBufferBytes = int64_t(1) << 34; ///< 16 GiB; the device's bufferLimit() applies too
constexpr int64_t kMaxGlobalItems = int64_t(1) << 32; ///< work-items in one launch
constexpr int64_t kMaxLocalItems = 1024;              ///< work-items per work-group
constexpr int64_t kMaxLocalBytes = 1024 * 1024;       ///< a local array; the device's local memory applies too

/// The element types a buffer or scalar may have.
struct ScalarType {
    std::string name; ///< "float"
    uint32_t bytes = 4;
    bool isFloat = false;
    bool isSigned = false;
};
const std::vector<ScalarType>& scalarTypes();
/// nullptr if unknown.
const ScalarType* findScalarType(const std::string& name);

enum class BufferSpace { Global, Constant, Local };
const char* bufferSpaceName(BufferSpace space); ///< "global", "constant", "local"

enum class InitKind { Random, Index, Constant, File, None };

struct BufferSpec {
    std::string name;
    BufferSpace space = BufferSpace::Global;
    std::string type = "float";
    Expr count; ///< elements
    InitKind init = InitKind::Random;
    double constant = 0;  ///< InitKind::Constant
    uint64_t seed = 1;    ///< InitKind::Random
    std::string file;     ///< InitKind::File: raw little-endian elements, relative to the spec's folder
    bool output = false;  ///< read back and checked after the launch
    std::string expected; ///< optional expected-output file (raw, relative to the spec's folder)
};

/// One kernel argument, in the kernel's parameter order: a buffer (global, constant or a __local argument) by
/// name, or a scalar of a type with a value.
struct ArgSpec {
    std::string buffer;               ///< non-empty: the buffer of this name
    std::string name;                 ///< scalar: its name (for messages)
    std::string type;                 ///< scalar: its type
    Expr value;                       ///< scalar: its value (floats: whole numbers only through an expression)
    std::optional<double> floatValue; ///< scalar float/double given as a JSON number
};

/// A parameter that sizes and shapes the launch; sweepable. Passed to the kernel as -DNAME=value when
/// `define` is set, and usable in every expression of the spec.
struct ParamDef {
    std::string name;
    int64_t def = 1;
    int64_t min = 1;
    int64_t max = 1;
    bool define = true;
    std::string sweep; ///< default sweep, e.g. "1..64:*2"; empty: min..max doubling
    std::string help;
};

enum class CheckMethod { Device, Expected, None };
const char* checkMethodName(CheckMethod method); ///< "device", "expected", "none"

struct KernelSpec {
    int version = kSpecVersion;
    std::string title;            ///< shown in menus; defaults to the kernel name
    std::string kernel;           ///< the __kernel function's name
    std::string options;          ///< extra build options ("-cl-fast-relaxed-math"); -D values come from params
    std::string space = "global"; ///< the memory space the models judge: global, local or constant
    std::vector<ParamDef> params;
    std::vector<BufferSpec> buffers; ///< the access macros' buffer index B is the position in this list
    std::vector<ArgSpec> args;
    std::vector<Expr> global; ///< 1 to 3 dimensions
    std::vector<Expr> local;  ///< the same number of dimensions
    CheckMethod check = CheckMethod::Device;
    double tolerance = 1e-5; ///< floats: |got - expected| <= tolerance * max(1, |expected|)
    std::string reference;   ///< CheckMethod::Device: optional reference kernel file run on PoCL instead
    uint32_t traceGroups = 2;
    double timeLimitSeconds = 10; ///< one launch; longer is reported as a hang
};

/// Parses and checks a spec (JSON text). `where` names the file in messages.
KernelSpec parseSpec(const std::string& text, const std::string& where = "spec");
/// The same from a parsed document.
KernelSpec specFromJson(const Json& doc, const std::string& where = "spec");
/// The JSON form (round-trips through specFromJson).
Json specToJson(const KernelSpec& spec);
/// Reads a spec file (at most kMaxSpecFileBytes); Error(Io) when unreadable, InvalidParameter when wrong.
KernelSpec loadSpec(const std::string& path);
/// Writes the spec (pretty JSON); Error(Io) on failure, the old file kept.
void saveSpec(const KernelSpec& spec, const std::string& path);
/// FILE.cl -> FILE.json.
std::string specPathFor(const std::string& clPath);

/// A spec for a new kernel: one float input, one float output, N work-items, "copy" semantics.
KernelSpec defaultSpec(const std::string& kernelName);

} // namespace coalesce::custom
