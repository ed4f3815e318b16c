// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/customkernel.h"

#include "core/context.h"
#include "core/custom/customrun.h"
#include "core/custom/customsource.h"
#include "core/custom/specsummary.h"
#include "core/devices.h"
#include "core/errors.h"
#include "core/measure.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fstream>
#include <thread>

namespace coalesce::custom {

namespace {

constexpr uint64_t kMaxSourceBytes = 1024 * 1024;

std::string readText(const std::string& path, const std::string& what)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorKind::Io, "cannot read the " + what + " " + path);
    std::string text(kMaxSourceBytes + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(size_t(in.gcount()));
    if (text.size() > kMaxSourceBytes)
        throw Error(ErrorKind::InvalidParameter, "the " + what + " " + path + " is larger than 1 MiB");
    return text;
}

std::string dirOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::string baseName(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool isPocl(const DeviceEntry& e)
{
    return e.platformName.find("Portable Computing Language") != std::string::npos ||
           e.platformVendor.find("pocl") != std::string::npos ||
           e.platformName.find("PoCL") != std::string::npos;
}

std::string paramKey(const std::string& device, const ParamSet& params)
{
    std::string key = device;
    for (const auto& [k, v] : params.values())
        key += "|" + k + "=" + v;
    return key;
}

} // namespace

std::string paramName(const std::string& name)
{
    std::string out = name;
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

CustomKernel::CustomKernel(std::string source, KernelSpec spec, std::string name, std::string dir)
    : m_source(std::move(source)), m_spec(std::move(spec)), m_name(std::move(name)), m_dir(std::move(dir))
{
    m_info.id = "custom." + m_spec.kernel;
    m_info.title = m_spec.title.empty() ? m_spec.kernel : m_spec.title;
    m_info.space = m_spec.space;
    m_info.summary = specSummary(m_spec, m_name);
    m_info.textId = "custom";
    m_info.traceGroups = m_spec.traceGroups;
    m_info.traceable = true;
    m_info.timing = TimingMethod::KernelEvents;
    m_info.validation = m_spec.check == CheckMethod::Device     ? ValidationMethod::CompareDevices
                        : m_spec.check == CheckMethod::Expected ? ValidationMethod::ExpectedFile
                                                                : ValidationMethod::NotChecked;
}

CustomKernel::~CustomKernel() = default;

std::vector<ParamSpec> CustomKernel::params() const
{
    std::vector<ParamSpec> out;
    for (const auto& p : m_spec.params) {
        ParamSpec s;
        s.name = paramName(p.name);
        s.kind = ParamKind::Integer;
        s.min = p.min;
        s.max = p.max;
        s.def = p.def;
        s.help = p.help.empty() ? "parameter of " + m_spec.kernel : p.help;
        const bool powers = p.min > 0 && (p.max / p.min) >= 16;
        s.log2Axis = powers;
        out.push_back(s);
    }
    return out;
}

std::string CustomKernel::defaultSweep() const
{
    if (m_spec.params.empty())
        return {};
    const ParamDef* swept = &m_spec.params.front();
    for (const auto& p : m_spec.params)
        if (!p.sweep.empty()) {
            swept = &p;
            break;
        }
    const std::string name = paramName(swept->name);
    if (!swept->sweep.empty())
        return name + "=" + swept->sweep;
    if (swept->min > 0)
        return name + "=" + std::to_string(swept->min) + ".." + std::to_string(swept->max) + ":*2";
    return name + "=" + std::to_string(swept->min) + ".." + std::to_string(swept->max);
}

std::map<std::string, int64_t> CustomKernel::values(const ParamSet& params) const
{
    std::map<std::string, int64_t> v;
    for (const auto& p : m_spec.params)
        v[p.name] = params.has(paramName(p.name)) ? params.integer(paramName(p.name)) : p.def;
    return v;
}

void CustomKernel::build(DeviceContext& device, const ParamSet& params) const
{
    const Resolved r = resolveFor(params);
    const std::string text = programText(m_source, m_name, nullptr, m_spec.traceGroups);
    device.programFromSource(text, m_spec.options + r.defines, m_name);
}

CheckReport CustomKernel::check(DeviceContext& device, const ParamSet& params) const
{
    CustomRun run(*this, device, params, true, nullptr);
    cl::CommandQueue& queue = device.queue();
    run.poison(queue);
    run.launch(queue);
    clCall("finishing the checked launch", device.label(), [&] { queue.finish(); });
    return run.report(queue);
}

const CheckReport& CustomKernel::cachedCheck(DeviceContext& device, const ParamSet& params) const
{
    const std::string key = paramKey(device.label(), params);
    if (key != m_checkKey) {
        m_checkKey.clear();
        m_check = check(device, params);
        m_checkKey = key;
    }
    return m_check;
}

std::unique_ptr<PreparedRun> CustomKernel::prepare(DeviceContext& device, const ParamSet& params,
                                                   const PrepareOptions& options) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const CheckReport& report = cachedCheck(device, params);
    if (!report.passed()) {
        std::string details;
        for (const auto& v : report.violations)
            details += v + "\n";
        throw Error(ErrorKind::Validation,
                    m_name + ": " + std::to_string(report.violationCount) +
                        " access(es) outside their buffer in the checked launch; the kernel was not run: " +
                        report.violations.front(),
                    details);
    }
    return std::make_unique<CustomRun>(*this, device, params, options.trace, &report);
}

DeviceContext& CustomKernel::referenceDevice(DeviceContext& device) const
{
    if (m_referenceProvider)
        return m_referenceProvider();
    if (isPocl(device.entry()))
        return device;
    if (!m_pocl) {
        const DeviceScan scan = scanDevices();
        for (const auto& e : scan.devices)
            if (isPocl(e)) {
                m_pocl = std::make_unique<DeviceContext>(e);
                break;
            }
        if (!m_pocl)
            throw Error(ErrorKind::Unsupported,
                        "checking against PoCL needs the PoCL CPU device, and none is installed (install "
                        "pocl-opencl-icd, "
                        "or give expected files with \"check\": \"expected\", or \"check\": \"none\")");
    }
    return *m_pocl;
}

bool CustomKernel::referenceAvailable(DeviceContext& device) const
{
    if (m_spec.check != CheckMethod::Device)
        return true;
    try {
        referenceDevice(device);
        return true;
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Unsupported) // no PoCL installed
            return false;
        throw;
    }
}

std::map<int, std::vector<uint8_t>> CustomKernel::expectedOutputs(DeviceContext& device,
                                                                  const ParamSet& params) const
{
    const std::string key = paramKey({}, params);
    if (key == m_expectedKey)
        return m_expected;
    m_expectedKey.clear();
    std::map<int, std::vector<uint8_t>> out;
    const Resolved r = resolveFor(params);
    if (m_spec.check == CheckMethod::Expected) {
        for (size_t i = 0; i < r.buffers.size(); ++i) {
            if (!r.buffers[i].spec->output)
                continue;
            const std::string& file = r.buffers[i].spec->expected;
            const std::string path = file.front() == '/' ? file : m_dir + "/" + file;
            std::string text = readText(path, "expected output");
            if (text.size() != r.buffers[i].bytes)
                throw Error(ErrorKind::InvalidParameter, "the expected output " + path + " has " +
                                                             std::to_string(text.size()) + " bytes, buffer " +
                                                             r.buffers[i].spec->name + " has " +
                                                             std::to_string(r.buffers[i].bytes));
            out[int(i)] = std::vector<uint8_t>(text.begin(), text.end());
        }
    } else if (m_spec.check == CheckMethod::Device) {
        DeviceContext& ref = referenceDevice(device);
        CheckReport rep;
        std::string what = "the kernel";
        if (m_spec.reference.empty()) {
            rep = check(ref, params);
        } else {
            const std::string path =
                m_spec.reference.front() == '/' ? m_spec.reference : m_dir + "/" + m_spec.reference;
            CustomKernel reference(readText(path, "reference kernel"), m_spec, baseName(path), m_dir);
            rep = reference.check(ref, params);
            what = "the reference kernel " + baseName(path);
        }
        if (!rep.passed())
            throw Error(ErrorKind::Validation, what + " made an access outside its buffer on " + ref.label() +
                                                   ": " + rep.violations.front());
        out = std::move(rep.outputs);
    }
    m_expected = out;
    m_expectedKey = key;
    return out;
}

std::unique_ptr<CustomKernel> loadCustomKernel(const std::string& clPath, const std::string& specPath)
{
    const std::string source = readText(clPath, "kernel file");
    const std::string sp = specPath.empty() ? specPathFor(clPath) : specPath;
    KernelSpec spec = loadSpec(sp);
    return std::make_unique<CustomKernel>(source, std::move(spec), baseName(clPath), dirOf(sp));
}

void waitWithLimit(const cl::Event& event, double seconds, const std::string& what, const CancelToken* extra)
{
    const auto start = std::chrono::steady_clock::now();
    const CancelToken* cancel = currentCancelToken();
    auto pause = std::chrono::microseconds(50);
    while (true) {
        cl_int status = CL_QUEUED;
        clCall("waiting for " + what, {}, [&] { status = event.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>(); });
        if (status < 0)
            throw Error(ErrorKind::OpenCL, "the launch of " + what + " failed: " + clErrorName(status));
        if (status == CL_COMPLETE)
            return;
        if ((cancel && cancel->cancelled()) || (extra && extra->cancelled()))
            throw Error(ErrorKind::Cancelled, "cancelled while " + what + " ran");
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (elapsed > seconds)
            throw Error(ErrorKind::OpenCL, "the launch of " + what +
                                               " did not finish within its time limit of " +
                                               std::to_string(int(seconds * 10) / 10.0).substr(0, 5) +
                                               " s; the kernel may hang (\"time_limit\" in the spec)");
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(20000));
    }
}

} // namespace coalesce::custom
