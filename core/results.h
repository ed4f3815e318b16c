// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Result files: JSON (versioned, self-describing) and CSV. Written through core/outputfile.h (atomic replace of
// regular files, write-through to devices and FIFOs), so a failed run never leaves a half file. Schema and the
// limits a file read back must keep are documented in docs/RESULTS.md.
#include "core/geometry.h"
#include "core/json.h"
#include "core/measure.h"
#include "core/outputfile.h"

#include <optional>
#include <string>
#include <vector>

namespace coalesce {

/// The newest schema this Coalesce reads. Files of one device are written as version 1 (unchanged); files with
/// several devices' series (`compared`) as version 2, which a reader of version 1 refuses instead of silently
/// showing one device.
constexpr int kResultSchemaVersion = 2;

/// The "format" value that marks a Coalesce result file.
constexpr const char* kResultFormat = "coalesce-result";

/// Another device's series in a file of several devices (schema 2): the same lesson, parameters and options as
/// the file's first device.
struct ResultSeries {
    Json device;  ///< as ResultFile::device
    Json profile; ///< profileToJson
    bool cancelled = false;
    std::vector<PointResult> points;
};

struct ResultFile {
    int schemaVersion = 1; ///< as read; written as 1, or 2 with `compared`
    std::string appVersion;
    std::string createdUtc; ///< ISO 8601, "2026-11-22T10:31:00Z"
    Json device;            ///< name, vendor, platform, driver, version, type, selected info fields
    Json profile;           ///< profileToJson
    std::string lesson;     ///< id
    Json fixedParams;       ///< every parameter but the swept one
    std::string sweptParam; ///< "" for a single run
    MeasureOptions options;
    bool cancelled = false;
    std::vector<PointResult> points;
    /// Schema 2: the other devices of a comparison, and how they were measured ("concurrently", or
    /// "sequentially: <reason>" when they share hardware). Empty for a file of one device.
    std::vector<ResultSeries> compared;
    std::string measured;
};

/// Builds the metadata part from a device context (device, profile, app version, time).
ResultFile makeResultFile(const DeviceContext& device, const Lesson& lesson, const SweepRequest& request,
                          const SweepOutcome& outcome);

Json pointToJson(const PointResult& point, const std::vector<ParamSpec>& specs);
Json resultToJson(const ResultFile& file);
/// Throws Error(Io) naming what is wrong (not JSON, not a Coalesce result, newer schema, missing field).
ResultFile resultFromJson(const Json& json);

std::string resultToCsv(const ResultFile& file);

void saveResultJson(const std::string& path, const ResultFile& file);
void saveResultCsv(const std::string& path, const ResultFile& file);
/// Throws Error(Io) for a missing, unreadable, corrupt or foreign file.
ResultFile loadResultFile(const std::string& path);
/// A result file's text read elsewhere (a resource shipped with the app), checked with the same limits as
/// loadResultFile. Throws Error(Io) naming `what` (the file) and what is wrong.
ResultFile resultFromText(const std::string& text, const std::string& what);

/// The device name a result file records in `device` (as ResultFile::device; "" when it has none).
std::string resultDeviceName(const Json& device);
/// The peak bandwidth in GB/s of a profile a result file records (profileToJson), when it has one.
std::optional<double> resultPeakGBs(const Json& profile);

} // namespace coalesce
