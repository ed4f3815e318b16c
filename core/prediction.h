// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The model's prediction for one measured point, as a type. JSON exists only where result files and the CLI
// meet the outside: predictionToJson writes it and predictionFromJson reads it back, both here and nowhere
// else, so the chart, the results table and the CLI all read the same fields.
#include "core/geometry.h"
#include "core/json.h"
#include "core/models.h"

#include <optional>
#include <string>

namespace coalesce {

struct Prediction {
    std::string space;     ///< "global", "local" or "constant": what the prediction is about
    double relative = 1.0; ///< throughput relative to the ideal pattern, (0..1]
    /// relative x the measured throughput it is relative to, or a global one x the profile's peak
    /// (coalesce::predictedGBs); none for a relative-only prediction
    std::optional<double> predictedGBs;
    double transactionsPerRequest = 0;
    double efficiency = 1.0;
    double conflictDegree = 1.0;
    double serialisation = 1.0;
    double channelImbalance = 1.0;
    double channelFactor = 1.0;
    std::string note;            ///< why a rule was bent (CPU local memory), "" when none
    std::string traceValidation; ///< the traced launch's first mismatch when it failed validation, else ""
    std::string error;           ///< non-empty: no prediction could be made, and why (the other fields unset)

    bool failed() const { return !error.empty(); }
    bool operator==(const Prediction& other) const;
    bool operator!=(const Prediction& other) const { return !(*this == other); }
};

/// The prediction of a model summary (values rounded to 6 decimals, as result files store them).
Prediction makePrediction(const ModelSummary& summary, const GeometryProfile& profile);
/// A prediction that could not be made.
Prediction failedPrediction(const std::string& reason);

/// {space, relative, predicted_eb_gbs (when known), transactions_per_request, efficiency, conflict_degree,
///  serialisation, channel_imbalance, channel_factor, note (when set), trace_validation (when set)}, or
/// {"error": reason} for a failed prediction.
Json predictionToJson(const Prediction& prediction);
/// predictionToJson(makePrediction(summary, profile)).
Json predictionToJson(const ModelSummary& summary, const GeometryProfile& profile);
/// Reads what predictionToJson wrote; null gives none. Throws Error(Io) naming `path` and the bad key for
/// anything else than an object of the expected types.
std::optional<Prediction> predictionFromJson(const Json& json, const std::string& path = "prediction");

} // namespace coalesce
