// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lesson parameters: their specifications, parsing and validation of user text ("stride=8", "size=256M",
// "stride=1..64:2"). Every bad value is refused with a one-line Error(InvalidParameter) naming the parameter,
// the value and what is allowed, before any device work.
#include "core/json.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace coalesce {

enum class ParamKind {
    Integer, ///< whole number in [min, max]; if `allowed` is non-empty, one of those
    Size,    ///< bytes, accepts suffixes K, M, G (powers of 1024): "256M", "1G"
    Choice,  ///< one of `choices` (e.g. type: uchar, ushort, uint, float, ulong, double)
};

struct ParamSpec {
    std::string name;
    ParamKind kind = ParamKind::Integer;
    int64_t min = 0;
    int64_t max = 0;
    int64_t def = 0;
    std::vector<int64_t> allowed;     ///< Integer only: the permitted values (e.g. vector 1,2,4,8,16)
    std::vector<std::string> choices; ///< Choice only
    std::string defChoice;            ///< Choice only
    std::string help;                 ///< one line, English
    bool log2Axis = false;            ///< charts show this parameter on a log-2 axis
    std::string unit;                 ///< "elements", "bytes", "work-items", ""
};

/// Validated parameter values (every parameter of a lesson present), stored as canonical text.
class ParamSet {
public:
    int64_t integer(const std::string& name) const; ///< Integer or Size
    const std::string& text(const std::string& name) const;
    bool has(const std::string& name) const { return m_values.count(name) != 0; }
    void setRaw(const std::string& name, const std::string& canonical) { m_values[name] = canonical; }
    const std::map<std::string, std::string>& values() const { return m_values; }
    /// Integers as numbers, choices as strings.
    Json toJson(const std::vector<ParamSpec>& specs) const;
    bool operator==(const ParamSet& other) const { return m_values == other.m_values; }

private:
    std::map<std::string, std::string> m_values;
};

/// "256M" -> 268435456. Accepts K/M/G/T with optional "B"/"iB" (powers of 1024), plain digits.
/// Throws Error(InvalidParameter) on zero, negative, non-numeric or overflowing text; `what` names the value.
int64_t parseSize(const std::string& text, const std::string& what = "size");
/// 268435456 -> "256M", 4096 -> "4K", 1000 -> "1000" (exact powers of 1024 only), for messages and tables.
std::string formatSize(int64_t bytes);
/// Strict decimal integer; throws Error(InvalidParameter) on non-numeric or overflowing text.
int64_t parseInteger(const std::string& text, const std::string& what);

/// Checks one value against its spec and returns the canonical text. Throws Error(InvalidParameter).
std::string canonicalValue(const ParamSpec& spec, const std::string& text);

/// Defaults of every spec, then "name=value" assignments applied in order (later wins).
/// Unknown names and bad values throw Error(InvalidParameter) listing the lesson's parameters.
ParamSet makeParams(const std::vector<ParamSpec>& specs, const std::vector<std::string>& assignments);
/// Same, starting from `base` instead of the defaults.
ParamSet applyParams(const std::vector<ParamSpec>& specs, ParamSet base,
                     const std::vector<std::string>& assignments);

struct SweepRange {
    std::string param;
    std::vector<std::string> values; ///< canonical values, in sweep order
};

/// "stride=1..64" (every integer, or every `allowed` value in range), "stride=1..64:2" (step 2),
/// "stride=1..1024:*2" (geometric), "type=uchar,float,double" (list; also for integers).
/// Throws Error(InvalidParameter); refuses sweeps of more than 4096 points.
SweepRange parseSweep(const std::vector<ParamSpec>& specs, const std::string& text);

const ParamSpec* findSpec(const std::vector<ParamSpec>& specs, const std::string& name);

} // namespace coalesce
