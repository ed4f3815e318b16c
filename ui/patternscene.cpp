#include "ui/patternscene.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace coalesce::ui {
namespace {

uint32_t positive(const GeometryValue& value, uint32_t fallback)
{
    return value.value > 0 ? static_cast<uint32_t>(value.value) : fallback;
}

uint32_t floorPow2(uint32_t v)
{
    uint32_t p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

bool modelFilled(const Request& request)
{
    for (const LaneAccess& a : request.lanes)
        if (a.pass >= 0 || a.bank >= 0 || a.segment >= 0 || a.channel >= 0)
            return true;
    return false;
}

// Rows to show from sorted distinct indices: at most kMaxSceneRows, gap marks where indices jump.
std::vector<SceneRow> makeRows(const std::set<int64_t>& indices, int& hidden)
{
    std::vector<SceneRow> rows;
    int64_t previous = 0;
    for (int64_t index : indices) {
        if (static_cast<int>(rows.size()) == kMaxSceneRows)
            break;
        SceneRow row;
        row.index = index;
        row.gapBefore = !rows.empty() && index != previous + 1;
        rows.push_back(row);
        previous = index;
    }
    hidden = static_cast<int>(indices.size()) - static_cast<int>(rows.size());
    return rows;
}

int rowOf(const std::vector<SceneRow>& rows, int64_t index)
{
    auto it = std::lower_bound(rows.begin(), rows.end(), index,
                               [](const SceneRow& r, int64_t i) { return r.index < i; });
    return (it != rows.end() && it->index == index) ? static_cast<int>(it - rows.begin()) : -1;
}

void fillLanes(PatternScene& scene, const Request& request)
{
    scene.lanes.reserve(request.lanes.size());
    for (const LaneAccess& a : request.lanes) {
        SceneLane lane;
        lane.lane = a.lane;
        lane.localId = a.localId;
        lane.byteOffset = a.byteOffset;
        lane.size = a.size;
        scene.lanes.push_back(lane);
    }
}

void linkLane(PatternScene& scene, int laneIndex, int cell, int phase)
{
    SceneLane& lane = scene.lanes[static_cast<size_t>(laneIndex)];
    lane.phase = phase;
    if (cell < 0)
        return;
    lane.cell = cell;
    scene.links.push_back({laneIndex, cell, phase});
}

void buildBanks(PatternScene& scene, const Request& request, const GeometryProfile& profile)
{
    const uint32_t banks = positive(profile.banks, 32);
    const uint32_t width = positive(profile.bankWidth, 4);
    const uint32_t simd = positive(profile.simd, 32);
    const uint32_t groupSize = positive(profile.conflictGroup, simd);
    const bool broadcast = profile.broadcast.value != 0;
    scene.columns = static_cast<int>(banks);
    scene.unitBytes = width;

    std::set<int64_t> wordRows;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0)
            for (uint64_t w = a.byteOffset / width; w <= (a.byteOffset + a.size - 1) / width; ++w)
                wordRows.insert(static_cast<int64_t>(w / banks));
    scene.rows = makeRows(wordRows, scene.hiddenRows);
    scene.cells.resize(scene.rows.size() * banks);
    for (size_t r = 0; r < scene.rows.size(); ++r)
        for (uint32_t b = 0; b < banks; ++b) {
            SceneCell& cell = scene.cells[r * banks + b];
            cell.row = static_cast<int>(r);
            cell.column = static_cast<int>(b);
            cell.byteStart = (static_cast<uint64_t>(scene.rows[r].index) * banks + b) * width;
            cell.bytes = width;
        }

    // Distinct words per (conflict group, bank): the bank's degree within that group.
    std::map<std::pair<uint32_t, uint32_t>, std::set<uint64_t>> wordsInBank;
    std::map<std::pair<uint32_t, uint64_t>, int> lanesOnWord;
    for (const LaneAccess& a : request.lanes) {
        if (a.size == 0)
            continue;
        const uint32_t g = a.lane / groupSize;
        for (uint64_t w = a.byteOffset / width; w <= (a.byteOffset + a.size - 1) / width; ++w) {
            wordsInBank[{g, static_cast<uint32_t>(w % banks)}].insert(broadcast ? w : (w << 16) | a.lane);
            ++lanesOnWord[{g, w}];
        }
    }
    scene.columnDegree.assign(banks, 1);
    for (const auto& [key, words] : wordsInBank)
        scene.columnDegree[key.second] =
            std::max(scene.columnDegree[key.second], static_cast<int>(words.size()));

    std::vector<int> passes = bankPasses(request, banks, width, groupSize, broadcast);
    if (modelFilled(request))
        for (size_t i = 0; i < request.lanes.size(); ++i)
            if (request.lanes[i].pass >= 0)
                passes[i] = request.lanes[i].pass;

    uint32_t maxDegree = 1;
    std::set<std::pair<uint32_t, uint64_t>> firstWords;
    for (size_t i = 0; i < request.lanes.size(); ++i) {
        const LaneAccess& a = request.lanes[i];
        if (a.size == 0)
            continue;
        const uint32_t g = a.lane / groupSize;
        int firstCell = -1;
        for (uint64_t w = a.byteOffset / width; w <= (a.byteOffset + a.size - 1) / width; ++w) {
            const int row = rowOf(scene.rows, static_cast<int64_t>(w / banks));
            if (row < 0)
                continue;
            const int index = scene.cellIndex(row, static_cast<int>(w % banks));
            SceneCell& cell = scene.cells[static_cast<size_t>(index)];
            const int degree = static_cast<int>(wordsInBank[{g, static_cast<uint32_t>(w % banks)}].size());
            maxDegree = std::max(maxDegree, static_cast<uint32_t>(degree));
            cell.state = CellState::Used;
            cell.degree = std::max(cell.degree, degree);
            cell.conflict = cell.conflict || degree > 1;
            cell.hits += 1;
            cell.broadcast = cell.broadcast || (broadcast && lanesOnWord[{g, w}] > 1) || a.broadcast;
            if (cell.lane < 0)
                cell.lane = static_cast<int>(i);
            cell.phase = cell.phase < 0 ? passes[i] : std::min(cell.phase, passes[i]);
            if (firstCell < 0)
                firstCell = index;
        }
        if (broadcast && !firstWords.insert({g, a.byteOffset / width}).second)
            ++scene.broadcastLanes; // an earlier lane of its group already asked for this word
        linkLane(scene, static_cast<int>(i), firstCell, passes[i]);
        scene.phases = std::max(scene.phases, passes[i] + 1);
    }
    scene.conflictDegree = request.conflictDegree > 1 ? request.conflictDegree : maxDegree;
    scene.phases = std::max(scene.phases, static_cast<int>(scene.conflictDegree));
    scene.bytesMoved = scene.bytesRequested;
    scene.efficiency = 1.0 / scene.conflictDegree;
}

void buildSegments(PatternScene& scene, const Request& request, const GeometryProfile& profile)
{
    const uint32_t segment = positive(profile.segment, 32);
    uint32_t minSize = segment;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0)
            minSize = std::min(minSize, a.size);
    const uint32_t unit = std::min(segment, std::max(floorPow2(minSize), segment / kMaxUnitsPerSegment));
    scene.segmentBytes = segment;
    scene.unitBytes = std::max(unit, 1u);
    scene.columns = static_cast<int>(segment / scene.unitBytes);

    std::set<int64_t> segments;
    std::set<uint64_t> addresses;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0) {
            addresses.insert(a.byteOffset);
            for (uint64_t s = a.byteOffset / segment; s <= (a.byteOffset + a.size - 1) / segment; ++s)
                segments.insert(static_cast<int64_t>(s));
        }
    scene.rows = makeRows(segments, scene.hiddenRows);
    const size_t columns = static_cast<size_t>(scene.columns);
    scene.cells.resize(scene.rows.size() * columns);
    for (size_t r = 0; r < scene.rows.size(); ++r)
        for (size_t c = 0; c < columns; ++c) {
            SceneCell& cell = scene.cells[r * columns + c];
            cell.row = static_cast<int>(r);
            cell.column = static_cast<int>(c);
            cell.byteStart = static_cast<uint64_t>(scene.rows[r].index) * segment + c * scene.unitBytes;
            cell.bytes = scene.unitBytes;
            cell.state = CellState::Wasted;
            cell.phase = static_cast<int>(r);
        }
    for (size_t i = 0; i < request.lanes.size(); ++i) {
        const LaneAccess& a = request.lanes[i];
        if (a.size == 0)
            continue;
        int firstCell = -1;
        int phase = -1;
        for (uint64_t u = a.byteOffset / scene.unitBytes; u <= (a.byteOffset + a.size - 1) / scene.unitBytes;
             ++u) {
            const int row = rowOf(scene.rows, static_cast<int64_t>(u * scene.unitBytes / segment));
            if (row < 0)
                continue;
            const int index = scene.cellIndex(row, static_cast<int>(u % scene.columns));
            SceneCell& cell = scene.cells[static_cast<size_t>(index)];
            cell.state = CellState::Used;
            cell.hits += 1;
            if (cell.lane < 0)
                cell.lane = static_cast<int>(i);
            if (firstCell < 0) {
                firstCell = index;
                phase = row;
            }
        }
        linkLane(scene, static_cast<int>(i), firstCell, phase);
    }
    scene.phases = std::max(1, static_cast<int>(scene.rows.size()));
    const bool filled = request.transactions > 0;
    scene.transactions = filled ? request.transactions : static_cast<uint32_t>(segments.size());
    scene.bytesMoved = filled && request.bytesMoved > 0 ? request.bytesMoved
                                                        : static_cast<uint64_t>(scene.transactions) * segment;
    scene.efficiency =
        filled ? request.efficiency
               : (scene.bytesMoved > 0 ? std::min(1.0, double(scene.bytesRequested) / double(scene.bytesMoved))
                                       : 1.0);
    scene.distinctAddresses =
        request.distinctAddresses > 0 ? request.distinctAddresses : static_cast<uint32_t>(addresses.size());
}

std::vector<uint32_t> channelCounts(const Request& request, uint32_t channels, uint64_t interleave,
                                    uint32_t segment)
{
    if (request.channels.size() == channels)
        return request.channels;
    std::vector<uint32_t> counts(channels, 0);
    std::set<uint64_t> segments;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0)
            for (uint64_t s = a.byteOffset / segment; s <= (a.byteOffset + a.size - 1) / segment; ++s)
                segments.insert(s);
    for (uint64_t s : segments)
        ++counts[(s * segment / interleave) % channels];
    return counts;
}

void buildChannels(PatternScene& scene, const ModelSummary& summary, int requestIndex,
                   const GeometryProfile& profile)
{
    const Request& selected = summary.requests[static_cast<size_t>(requestIndex)];
    const uint32_t channels = positive(profile.channels, 8);
    const uint64_t interleave = positive(profile.interleave, 256);
    const uint32_t segment = positive(profile.segment, 32);
    scene.columns = static_cast<int>(channels);
    scene.unitBytes = static_cast<uint32_t>(interleave);
    scene.segmentBytes = segment;

    // Time runs down: the requests of the same space ordered by step, then SIMD group.
    std::vector<int> order;
    for (size_t i = 0; i < summary.requests.size(); ++i)
        if (summary.requests[i].space == selected.space)
            order.push_back(static_cast<int>(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Request& ra = summary.requests[static_cast<size_t>(a)];
        const Request& rb = summary.requests[static_cast<size_t>(b)];
        return std::make_pair(ra.step, ra.group) < std::make_pair(rb.step, rb.group);
    });
    const auto selectedAt = std::find(order.begin(), order.end(), requestIndex) - order.begin();
    // Keep the selected request visible when there are more requests than rows.
    size_t first = 0;
    if (order.size() > static_cast<size_t>(kMaxSceneRows) && selectedAt >= kMaxSceneRows)
        first = static_cast<size_t>(selectedAt) - kMaxSceneRows + 1;
    const size_t count = std::min(order.size() - first, static_cast<size_t>(kMaxSceneRows));
    scene.hiddenRows = static_cast<int>(order.size() - count);

    std::vector<uint64_t> load(channels, 0);
    for (size_t r = 0; r < count; ++r) {
        const int index = order[first + r];
        const Request& request = summary.requests[static_cast<size_t>(index)];
        scene.rows.push_back({index, r == 0 && first > 0, request.group, request.step});
        const std::vector<uint32_t> counts = channelCounts(request, channels, interleave, segment);
        for (uint32_t c = 0; c < channels; ++c) {
            SceneCell cell;
            cell.row = static_cast<int>(r);
            cell.column = static_cast<int>(c);
            cell.value = counts[c];
            cell.state = counts[c] > 0 ? CellState::Used : CellState::Empty;
            cell.phase = static_cast<int>(r);
            cell.bytes = static_cast<uint32_t>(interleave);
            scene.cells.push_back(cell);
            load[c] += counts[c];
        }
        scene.loadAfterPhase.push_back(load);
        if (index == requestIndex)
            scene.currentRow = static_cast<int>(r);
    }
    scene.phases = std::max(1, static_cast<int>(count));
    uint64_t total = 0;
    uint64_t busiest = 0;
    for (uint64_t l : load) {
        total += l;
        busiest = std::max(busiest, l);
    }
    scene.imbalance = total > 0 ? double(busiest) / (double(total) / channels) : 1.0;

    for (size_t i = 0; i < selected.lanes.size(); ++i) {
        const LaneAccess& a = selected.lanes[i];
        if (a.size == 0)
            continue;
        const int channel = static_cast<int>((a.byteOffset / segment * segment / interleave) % channels);
        const int cell = scene.currentRow >= 0 ? scene.cellIndex(scene.currentRow, channel) : -1;
        linkLane(scene, static_cast<int>(i), cell, std::max(scene.currentRow, 0));
    }
    std::set<uint64_t> segments;
    for (const LaneAccess& a : selected.lanes)
        if (a.size > 0)
            segments.insert(a.byteOffset / segment);
    scene.transactions =
        selected.transactions > 0 ? selected.transactions : static_cast<uint32_t>(segments.size());
    scene.bytesMoved = selected.bytesMoved > 0 ? selected.bytesMoved : uint64_t(scene.transactions) * segment;
}

} // namespace

PatternMode resolveMode(PatternMode requested, Space space)
{
    if (space == Space::Local)
        return PatternMode::Banks; // banks are the only meaningful grid for local memory
    if (requested == PatternMode::Auto || requested == PatternMode::Banks)
        return PatternMode::Segments;
    return requested;
}

std::vector<int> bankPasses(const Request& request, uint32_t banks, uint32_t bankWidth, uint32_t conflictGroup,
                            bool broadcast)
{
    std::vector<int> passes(request.lanes.size(), -1);
    std::map<std::pair<uint32_t, uint32_t>, std::vector<uint64_t>> served; // (group, bank) -> distinct keys
    for (size_t i = 0; i < request.lanes.size(); ++i) {
        const LaneAccess& a = request.lanes[i];
        if (a.size == 0 || banks == 0 || bankWidth == 0)
            continue;
        const uint64_t word = a.byteOffset / bankWidth;
        const uint64_t key = broadcast ? word : (word << 16) | a.lane;
        std::vector<uint64_t>& keys = served[{a.lane / std::max(conflictGroup, 1u), uint32_t(word % banks)}];
        auto it = std::find(keys.begin(), keys.end(), key);
        if (it == keys.end())
            it = keys.insert(keys.end(), key);
        passes[i] = static_cast<int>(it - keys.begin());
    }
    return passes;
}

PatternScene buildScene(const ModelSummary& summary, int requestIndex, const GeometryProfile& profile,
                        PatternMode mode)
{
    PatternScene scene;
    if (requestIndex < 0 || static_cast<size_t>(requestIndex) >= summary.requests.size())
        return scene;
    const Request& request = summary.requests[static_cast<size_t>(requestIndex)];
    scene.space = request.space;
    scene.kind = request.kind;
    scene.group = request.group;
    scene.step = request.step;
    scene.mode = resolveMode(mode, request.space);
    fillLanes(scene, request);
    for (const LaneAccess& a : request.lanes)
        scene.bytesRequested += a.size;
    if (request.bytesRequested > 0)
        scene.bytesRequested = request.bytesRequested;

    switch (scene.mode) {
    case PatternMode::Banks:
        buildBanks(scene, request, profile);
        break;
    case PatternMode::Channels:
        buildChannels(scene, summary, requestIndex, profile);
        break;
    default:
        buildSegments(scene, request, profile);
        break;
    }
    return scene;
}

} // namespace coalesce::ui
