// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing and validating lesson parameters and sweep ranges from user text.
#include "core/params.h"

#include "core/errors.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <sstream>

namespace coalesce {

namespace {

constexpr size_t kMaxSweepPoints = 4096;
constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();

[[noreturn]] void invalid(const std::string& message)
{
    throw Error(ErrorKind::InvalidParameter, message);
}

std::string trim(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

template <class T>
std::string joined(const std::vector<T>& items, const char* separator = ", ")
{
    std::ostringstream out;
    for (size_t i = 0; i < items.size(); ++i)
        out << (i ? separator : "") << items[i];
    return out.str();
}

// Unsigned decimal digits only; false on empty, non-digit or overflow (value then holds nothing useful).
bool parseDigits(const std::string& digits, int64_t& value, bool& overflow)
{
    overflow = false;
    if (digits.empty())
        return false;
    value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9')
            return false;
        const int d = c - '0';
        if (value > (kInt64Max - d) / 10) {
            overflow = true;
            return false;
        }
        value = value * 10 + d;
    }
    return true;
}

std::string paramNames(const std::vector<ParamSpec>& specs)
{
    std::vector<std::string> names;
    names.reserve(specs.size());
    for (const auto& spec : specs)
        names.push_back(spec.name);
    return joined(names);
}

bool hasUpperBound(const ParamSpec& spec)
{
    return spec.max >= spec.min && !(spec.min == 0 && spec.max == 0);
}

// What a spec accepts, for messages: "a whole number from 1 to 4096", "one of 1, 2, 4, 8, 16", ...
std::string allowedText(const ParamSpec& spec)
{
    switch (spec.kind) {
    case ParamKind::Integer:
        if (!spec.allowed.empty())
            return "one of " + joined(spec.allowed);
        if (hasUpperBound(spec))
            return "a whole number from " + std::to_string(spec.min) + " to " + std::to_string(spec.max);
        return "a whole number >= " + std::to_string(spec.min);
    case ParamKind::Size:
        if (hasUpperBound(spec))
            return "a size from " + formatSize(spec.min) + " to " + formatSize(spec.max) +
                   " (bytes, optional K, M or G suffix)";
        return "a size of at least " + formatSize(std::max<int64_t>(spec.min, 1)) +
               " (bytes, optional K, M or G suffix)";
    case ParamKind::Choice:
        return "one of " + joined(spec.choices);
    }
    return {};
}

std::string defaultText(const ParamSpec& spec)
{
    return spec.kind == ParamKind::Choice ? spec.defChoice : std::to_string(spec.def);
}

// Numeric value of a range end or step for a spec: sizes accept suffixes, integers are plain.
int64_t parseNumber(const ParamSpec& spec, const std::string& text)
{
    return spec.kind == ParamKind::Size ? parseSize(text, spec.name) : parseInteger(text, spec.name);
}

std::vector<int64_t> rangeValues(const ParamSpec& spec, const std::string& body)
{
    const auto dots = body.find("..");
    const std::string startText = trim(body.substr(0, dots));
    std::string rest = body.substr(dots + 2);
    std::string stepText;
    const auto colon = rest.find(':');
    if (colon != std::string::npos) {
        stepText = trim(rest.substr(colon + 1));
        rest = rest.substr(0, colon);
        if (stepText.empty())
            invalid("the step after ':' is missing");
    }
    const std::string endText = trim(rest);
    if (startText.empty() || endText.empty())
        invalid("a range needs a start and an end (A..B)");
    if (spec.kind == ParamKind::Choice)
        invalid(spec.name + " takes names, not a range: list them, e.g. " + spec.name + "=" +
                joined(spec.choices, ","));

    const int64_t start = parseNumber(spec, startText);
    const int64_t end = parseNumber(spec, endText);
    if (start > end)
        invalid("the range is reversed (" + startText + " > " + endText + "): write it from low to high");
    if (spec.allowed.empty()) { // ends past the parameter's limits are named as such, not as a point count
        canonicalValue(spec, std::to_string(start));
        canonicalValue(spec, std::to_string(end));
    }

    std::vector<int64_t> values;
    if (stepText.empty()) {
        if (spec.kind == ParamKind::Integer && !spec.allowed.empty()) {
            for (int64_t v : spec.allowed)
                if (v >= start && v <= end)
                    values.push_back(v);
            std::sort(values.begin(), values.end());
            if (values.empty())
                invalid("no allowed value of " + spec.name + " lies in " + startText + ".." + endText + " (" +
                        allowedText(spec) + ")");
            return values;
        }
        stepText = "1";
    }

    if (stepText[0] == '*') {
        const int64_t factor = parseInteger(trim(stepText.substr(1)), spec.name + " step factor");
        if (factor < 2)
            invalid("the step factor must be at least 2, not " + std::to_string(factor));
        if (start <= 0)
            invalid("a geometric range (:*" + std::to_string(factor) + ") must start above 0");
        for (int64_t v = start; v <= end;) {
            values.push_back(v);
            if (v > end / factor)
                break;
            v *= factor;
        }
        return values;
    }

    const int64_t step = parseNumber(spec, stepText);
    if (step <= 0)
        invalid("the step must be positive, not " + stepText);
    // Count first, so a huge range is refused without generating it. The difference is taken unsigned: end >=
    // start, so it fits, where the signed end - start overflows for ends of opposite sign near the limits.
    const uint64_t count =
        (static_cast<uint64_t>(end) - static_cast<uint64_t>(start)) / static_cast<uint64_t>(step) + 1;
    if (count > kMaxSweepPoints)
        invalid("it has " + std::to_string(count) + " points; at most " + std::to_string(kMaxSweepPoints) +
                " are allowed (use a larger step or :*2)");
    for (uint64_t i = 0; i < count; ++i)
        values.push_back(start + static_cast<int64_t>(i) * step);
    return values;
}

} // namespace

std::string formatSize(int64_t bytes)
{
    static const struct {
        int64_t unit;
        const char* suffix;
    } kUnits[] = {
        {int64_t(1) << 40, "T"}, {int64_t(1) << 30, "G"}, {int64_t(1) << 20, "M"}, {int64_t(1) << 10, "K"}};
    for (const auto& u : kUnits)
        if (bytes != 0 && bytes % u.unit == 0)
            return std::to_string(bytes / u.unit) + u.suffix;
    return std::to_string(bytes);
}

int64_t ParamSet::integer(const std::string& name) const
{
    const std::string& value = text(name);
    int64_t result = 0;
    bool overflow = false;
    const bool negative = !value.empty() && value[0] == '-';
    if (!parseDigits(negative ? value.substr(1) : value, result, overflow))
        invalid("parameter " + name + " holds \"" + value + "\", not a number");
    return negative ? -result : result;
}

const std::string& ParamSet::text(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        invalid("no value for parameter \"" + name + "\"");
    return it->second;
}

Json ParamSet::toJson(const std::vector<ParamSpec>& specs) const
{
    Json json = Json::object();
    auto put = [&](const std::string& name, const std::string& value) {
        const ParamSpec* spec = findSpec(specs, name);
        if (spec && spec->kind != ParamKind::Choice)
            json[name] = integer(name);
        else
            json[name] = value;
    };
    // Lesson order first (it is the order people read them in), then anything the specs do not name.
    for (const auto& spec : specs)
        if (has(spec.name))
            put(spec.name, m_values.at(spec.name));
    for (const auto& [name, value] : m_values)
        if (!findSpec(specs, name))
            put(name, value);
    return json;
}

int64_t parseSize(const std::string& text, const std::string& what)
{
    const std::string t = trim(text);
    auto fail = [&](const std::string& why) {
        invalid("invalid size \"" + text + "\" for " + what + ": " + why);
    };
    const std::string expected = "expected a positive number of bytes with optional K, M or G suffix";
    size_t digitsEnd = 0;
    while (digitsEnd < t.size() && std::isdigit(static_cast<unsigned char>(t[digitsEnd])))
        ++digitsEnd;
    if (digitsEnd == 0) {
        if (!t.empty() && t[0] == '-')
            fail("sizes cannot be negative; " + expected);
        fail(expected);
    }
    std::string suffix = lower(trim(t.substr(digitsEnd)));
    int shift = 0;
    if (!suffix.empty()) {
        const char unit = suffix[0];
        const std::string tail = suffix.substr(1);
        if (unit == 'b' && tail.empty())
            shift = 0;
        else if (tail.empty() || tail == "b" || tail == "ib") {
            switch (unit) {
            case 'k':
                shift = 10;
                break;
            case 'm':
                shift = 20;
                break;
            case 'g':
                shift = 30;
                break;
            case 't':
                shift = 40;
                break;
            default:
                fail(expected);
            }
        } else
            fail(expected);
    }
    int64_t number = 0;
    bool overflow = false;
    if (!parseDigits(t.substr(0, digitsEnd), number, overflow))
        fail("too large");
    if (number == 0)
        fail("must be greater than zero");
    if (number > (kInt64Max >> shift))
        fail("too large");
    return number << shift;
}

int64_t parseInteger(const std::string& text, const std::string& what)
{
    const std::string t = trim(text);
    const bool negative = !t.empty() && t[0] == '-';
    const bool sign = !t.empty() && (t[0] == '-' || t[0] == '+');
    int64_t value = 0;
    bool overflow = false;
    if (!parseDigits(sign ? t.substr(1) : t, value, overflow)) {
        if (overflow)
            invalid("invalid value \"" + text + "\" for " + what + ": too large");
        invalid("invalid value \"" + text + "\" for " + what + ": expected a whole number");
    }
    return negative ? -value : value;
}

std::string canonicalValue(const ParamSpec& spec, const std::string& text)
{
    auto outOfRange = [&]() {
        invalid("invalid value \"" + text + "\" for " + spec.name + ": expected " + allowedText(spec));
    };
    switch (spec.kind) {
    case ParamKind::Integer: {
        int64_t value = 0;
        try {
            value = parseInteger(text, spec.name);
        } catch (const Error&) {
            outOfRange();
        }
        if (!spec.allowed.empty()) {
            if (std::find(spec.allowed.begin(), spec.allowed.end(), value) == spec.allowed.end())
                outOfRange();
        } else if (value < spec.min || (hasUpperBound(spec) && value > spec.max))
            outOfRange();
        return std::to_string(value);
    }
    case ParamKind::Size: {
        const int64_t value = parseSize(text, spec.name);
        if (value < spec.min || (hasUpperBound(spec) && value > spec.max))
            outOfRange();
        return std::to_string(value);
    }
    case ParamKind::Choice: {
        const std::string wanted = lower(trim(text));
        for (const auto& choice : spec.choices)
            if (lower(choice) == wanted)
                return choice;
        outOfRange();
        return {};
    }
    }
    outOfRange();
    return {};
}

const ParamSpec* findSpec(const std::vector<ParamSpec>& specs, const std::string& name)
{
    for (const auto& spec : specs)
        if (spec.name == name)
            return &spec;
    return nullptr;
}

ParamSet makeParams(const std::vector<ParamSpec>& specs, const std::vector<std::string>& assignments)
{
    ParamSet base;
    for (const auto& spec : specs)
        base.setRaw(spec.name, defaultText(spec));
    return applyParams(specs, std::move(base), assignments);
}

ParamSet applyParams(const std::vector<ParamSpec>& specs, ParamSet base,
                     const std::vector<std::string>& assignments)
{
    for (const auto& assignment : assignments) {
        const auto eq = assignment.find('=');
        if (eq == std::string::npos)
            invalid("invalid setting \"" + assignment +
                    "\": expected name=value (parameters: " + paramNames(specs) + ")");
        const std::string name = lower(trim(assignment.substr(0, eq)));
        const ParamSpec* spec = findSpec(specs, name);
        if (!spec) {
            if (specs.empty())
                invalid("unknown parameter \"" + name + "\": this lesson has no parameters");
            invalid("unknown parameter \"" + name + "\": this lesson's parameters are " + paramNames(specs));
        }
        base.setRaw(spec->name, canonicalValue(*spec, assignment.substr(eq + 1)));
    }
    return base;
}

SweepRange parseSweep(const std::vector<ParamSpec>& specs, const std::string& text)
{
    const auto eq = text.find('=');
    if (eq == std::string::npos)
        invalid("invalid sweep \"" + text +
                "\": expected name=A..B, name=A..B:STEP, name=A..B:*FACTOR or "
                "name=v1,v2,... (parameters: " +
                paramNames(specs) + ")");
    const std::string name = lower(trim(text.substr(0, eq)));
    const ParamSpec* spec = findSpec(specs, name);
    if (!spec)
        invalid("invalid sweep \"" + text + "\": unknown parameter \"" + name +
                "\" (parameters: " + paramNames(specs) + ")");
    const std::string body = trim(text.substr(eq + 1));

    SweepRange range;
    range.param = spec->name;
    try {
        if (body.empty())
            invalid("no values after '='");
        if (body.find("..") != std::string::npos) {
            for (int64_t v : rangeValues(*spec, body))
                range.values.push_back(canonicalValue(*spec, std::to_string(v)));
        } else {
            std::string item;
            std::istringstream in(body);
            while (std::getline(in, item, ',')) {
                if (trim(item).empty())
                    invalid("empty value in the list");
                range.values.push_back(canonicalValue(*spec, item));
            }
            if (body.back() == ',')
                invalid("empty value in the list");
        }
    } catch (const Error& e) {
        throw Error(ErrorKind::InvalidParameter, "invalid sweep \"" + text + "\": " + e.what());
    }
    if (range.values.size() > kMaxSweepPoints)
        invalid("invalid sweep \"" + text + "\": it has " + std::to_string(range.values.size()) +
                " points; at most " + std::to_string(kMaxSweepPoints) + " are allowed");
    return range;
}

} // namespace coalesce
