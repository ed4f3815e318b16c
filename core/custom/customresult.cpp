// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/custom/customresult.h"

#include "core/custom/customkernel.h"
#include "core/errors.h"
#include "core/outputfile.h"
#include "core/resultlimits.h"

#include <fstream>

namespace coalesce::custom {

namespace {

constexpr uint64_t kMaxRecordSourceBytes = 1024 * 1024;

[[noreturn]] void ioError(const std::string& message)
{
    throw Error(ErrorKind::Io, message);
}

std::string text(const Json& record, const char* key, uint64_t limit)
{
    const auto it = record.find(key);
    if (it == record.end() || !it->is_string())
        ioError(std::string("result file is malformed: \"") + kKernelRecordKey + "." + key +
                "\" should be a string");
    std::string value = it->get<std::string>();
    if (value.size() > limit)
        ioError(std::string("result file is refused: \"") + kKernelRecordKey + "." + key +
                "\" is longer than " + std::to_string(limit) + " bytes");
    return value;
}

} // namespace

KernelRecord kernelRecord(const CustomKernel& kernel)
{
    return KernelRecord{kernel.name(), kernel.source(), specToJson(kernel.spec()).dump(2)};
}

Json resultWithKernel(const ResultFile& file, const KernelRecord& record)
{
    Json j = resultToJson(file);
    j[kKernelRecordKey] = {
        {"name", record.name}, {"source", record.source}, {"spec", Json::parse(record.spec)}};
    return j; // each point's validation "method" is written by pointToJson
}

std::optional<KernelRecord> kernelRecordFromJson(const Json& result)
{
    if (!result.is_object() || !result.contains(kKernelRecordKey))
        return std::nullopt;
    const Json& r = result[kKernelRecordKey];
    if (!r.is_object())
        ioError(std::string("result file is malformed: \"") + kKernelRecordKey + "\" should be an object");
    KernelRecord record;
    record.name = text(r, "name", 256);
    record.source = text(r, "source", kMaxRecordSourceBytes);
    const auto spec = r.find("spec");
    if (spec == r.end() || !spec->is_object())
        ioError(std::string("result file is malformed: \"") + kKernelRecordKey + ".spec\" should be an object");
    try {
        specFromJson(*spec, std::string(kKernelRecordKey) + ".spec");
    } catch (const Error& e) {
        ioError(std::string("result file has a kernel spec that does not parse: ") + e.what());
    }
    record.spec = spec->dump(2);
    return record;
}

std::optional<KernelRecord> loadKernelRecord(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        ioError("cannot open \"" + path + "\"");
    std::string body(kMaxResultFileBytes + 1, '\0');
    in.read(body.data(), std::streamsize(body.size()));
    body.resize(size_t(in.gcount()));
    if (body.size() > kMaxResultFileBytes)
        ioError("\"" + path + "\" is larger than the result file limit");
    checkResultText(body, "\"" + path + "\"");
    Json json;
    try {
        json = Json::parse(body);
    } catch (const Json::exception& e) {
        ioError("\"" + path + "\" is not a valid JSON file (" + std::string(e.what()) + ")");
    }
    return kernelRecordFromJson(json);
}

void saveResultWithKernel(const std::string& path, const ResultFile& file, const KernelRecord& record)
{
    writeFileAtomic(path, resultWithKernel(file, record).dump(2) + "\n");
}

} // namespace coalesce::custom
