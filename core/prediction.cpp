// SPDX-License-Identifier: GPL-3.0-or-later
// The typed prediction and its JSON form (see prediction.h).
#include "core/prediction.h"

#include "core/errors.h"

#include <cmath>

namespace coalesce {

namespace {

double round6(double v)
{
    return std::round(v * 1e6) / 1e6;
}

[[noreturn]] void malformed(const std::string& path, const std::string& key, const char* expected)
{
    throw Error(ErrorKind::Io,
                "result file is malformed: \"" + path + "." + key + "\" should be " + std::string(expected));
}

double numberOr(const Json& j, const std::string& path, const char* key, double fallback)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    if (!it->is_number())
        malformed(path, key, "a number");
    return it->get<double>();
}

std::string textOr(const Json& j, const std::string& path, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return {};
    if (!it->is_string())
        malformed(path, key, "a string");
    return it->get<std::string>();
}

} // namespace

bool Prediction::operator==(const Prediction& o) const
{
    return space == o.space && relative == o.relative && predictedGBs == o.predictedGBs &&
           transactionsPerRequest == o.transactionsPerRequest && efficiency == o.efficiency &&
           conflictDegree == o.conflictDegree && serialisation == o.serialisation &&
           channelImbalance == o.channelImbalance && channelFactor == o.channelFactor && note == o.note &&
           traceValidation == o.traceValidation && error == o.error;
}

Prediction makePrediction(const ModelSummary& s, const GeometryProfile& profile)
{
    Prediction p;
    p.space = s.space;
    p.relative = round6(s.predictedRelative);
    if (const std::optional<double> gbs = predictedGBs(s, profile))
        p.predictedGBs = round6(*gbs);
    p.transactionsPerRequest = round6(s.meanTransactions);
    p.efficiency = round6(s.efficiency);
    p.conflictDegree = round6(s.meanConflictDegree);
    p.serialisation = round6(s.meanSerialisation);
    p.channelImbalance = round6(s.channels.imbalance);
    p.channelFactor = round6(s.channelFactor);
    p.note = s.note;
    return p;
}

Prediction failedPrediction(const std::string& reason)
{
    Prediction p;
    p.error = reason.empty() ? std::string("no prediction") : reason;
    return p;
}

Json predictionToJson(const Prediction& p)
{
    if (p.failed())
        return Json{{"error", p.error}};
    Json j;
    j["space"] = p.space;
    j["relative"] = p.relative;
    if (p.predictedGBs)
        j["predicted_eb_gbs"] = *p.predictedGBs;
    j["transactions_per_request"] = p.transactionsPerRequest;
    j["efficiency"] = p.efficiency;
    j["conflict_degree"] = p.conflictDegree;
    j["serialisation"] = p.serialisation;
    j["channel_imbalance"] = p.channelImbalance;
    j["channel_factor"] = p.channelFactor;
    if (!p.note.empty())
        j["note"] = p.note;
    if (!p.traceValidation.empty())
        j["trace_validation"] = p.traceValidation;
    return j;
}

Json predictionToJson(const ModelSummary& summary, const GeometryProfile& profile)
{
    return predictionToJson(makePrediction(summary, profile));
}

std::optional<Prediction> predictionFromJson(const Json& j, const std::string& path)
{
    if (j.is_null())
        return std::nullopt;
    if (!j.is_object())
        throw Error(ErrorKind::Io, "result file is malformed: \"" + path + "\" should be an object or null");
    Prediction p;
    p.error = textOr(j, path, "error");
    if (j.contains("error") && p.error.empty())
        p.error = "no prediction";
    if (p.failed())
        return p;
    if (!j.contains("relative"))
        throw Error(ErrorKind::Io, "result file is missing \"" + path + ".relative\"");
    p.space = textOr(j, path, "space");
    p.relative = numberOr(j, path, "relative", 1.0);
    if (j.contains("predicted_eb_gbs") && !j["predicted_eb_gbs"].is_null())
        p.predictedGBs = numberOr(j, path, "predicted_eb_gbs", 0.0);
    p.transactionsPerRequest = numberOr(j, path, "transactions_per_request", 0.0);
    p.efficiency = numberOr(j, path, "efficiency", 1.0);
    p.conflictDegree = numberOr(j, path, "conflict_degree", 1.0);
    p.serialisation = numberOr(j, path, "serialisation", 1.0);
    p.channelImbalance = numberOr(j, path, "channel_imbalance", 1.0);
    p.channelFactor = numberOr(j, path, "channel_factor", 1.0);
    p.note = textOr(j, path, "note");
    p.traceValidation = textOr(j, path, "trace_validation");
    return p;
}

} // namespace coalesce
