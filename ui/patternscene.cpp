// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/patternscene.h"

#include "core/errors.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace coalesce::ui {
namespace {

uint32_t floorPow2(uint32_t v)
{
    uint32_t p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

bool modelled(const Request& request)
{
    if (request.lanes.empty())
        return true;
    return request.space == Space::Local ? !request.words.empty() : request.transactions > 0;
}

// The request with core's models applied (a hand-built request has none yet); the scene computes no rule.
Request modelledCopy(const Request& request, const ModelGeometry& geometry)
{
    Request r = request;
    if (!modelled(r))
        applyModels(r, geometry);
    return r;
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
        lane.bank = a.bank;
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

void buildBanks(PatternScene& scene, const Request& request, const ModelGeometry& g)
{
    const uint32_t banks = g.banks;
    const uint32_t width = g.bankWidth;
    scene.columns = static_cast<int>(banks);
    scene.unitBytes = width;

    std::set<int64_t> wordRows;
    for (const BankWord& w : request.words)
        wordRows.insert(static_cast<int64_t>(w.word / banks));
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
    // A row holds `banks` consecutive words; a word's column is the bank core's model put it in.
    std::map<uint64_t, uint32_t> bankOfWord;
    for (const BankWord& w : request.words)
        bankOfWord.emplace(w.word, w.bank);
    auto cellOf = [&](uint64_t word) {
        const int row = rowOf(scene.rows, static_cast<int64_t>(word / banks));
        const auto bank = bankOfWord.find(word);
        return row < 0 || bank == bankOfWord.end() ? -1 : scene.cellIndex(row, static_cast<int>(bank->second));
    };

    // Cells are the words core's bank model served: their pass, their bank's degree, their users.
    for (const BankWord& w : request.words) {
        const int index = cellOf(w.word);
        if (index < 0)
            continue;
        SceneCell& cell = scene.cells[static_cast<size_t>(index)];
        cell.state = CellState::Used;
        cell.degree = std::max(cell.degree, static_cast<int>(w.degree));
        cell.conflict = cell.conflict || w.degree > 1;
        cell.hits += static_cast<int>(w.users);
        cell.broadcast = cell.broadcast || (g.broadcast && w.users > 1);
        cell.phase = cell.phase < 0 ? static_cast<int>(w.pass) : std::min(cell.phase, static_cast<int>(w.pass));
    }
    scene.columnDegree.assign(banks, 1);
    for (uint32_t b = 0; b < banks && b < request.bankDegree.size(); ++b)
        scene.columnDegree[b] = static_cast<int>(request.bankDegree[b]);

    for (size_t i = 0; i < request.lanes.size(); ++i) {
        const LaneAccess& a = request.lanes[i];
        if (a.size == 0)
            continue;
        int firstCell = -1;
        for (uint64_t w = a.byteOffset / width; w <= (a.byteOffset + a.size - 1) / width; ++w) {
            const int index = cellOf(w);
            if (index < 0)
                continue;
            SceneCell& cell = scene.cells[static_cast<size_t>(index)];
            if (cell.lane < 0)
                cell.lane = static_cast<int>(i);
            if (firstCell < 0)
                firstCell = index;
        }
        linkLane(scene, static_cast<int>(i), firstCell, a.pass);
        scene.phases = std::max(scene.phases, a.pass + 1);
    }
    scene.broadcastLanes = request.broadcastLanes;
    scene.conflictDegree = request.conflictDegree;
    scene.phases = std::max(scene.phases, static_cast<int>(scene.conflictDegree));
    scene.bytesMoved = scene.bytesRequested;
    scene.efficiency = 1.0 / scene.conflictDegree;
}

void buildSegments(PatternScene& scene, const Request& request, const ModelGeometry& g)
{
    const auto segment = static_cast<uint32_t>(g.segment);
    uint32_t minSize = segment;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0)
            minSize = std::min(minSize, a.size);
    const uint32_t unit = std::min(segment, std::max(floorPow2(minSize), segment / kMaxUnitsPerSegment));
    scene.segmentBytes = segment;
    scene.unitBytes = std::max(unit, 1u);
    scene.columns = static_cast<int>(segment / scene.unitBytes);

    std::set<int64_t> segments;
    for (const LaneAccess& a : request.lanes)
        if (a.size > 0) {
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
    scene.transactions = request.transactions;
    scene.bytesMoved = request.bytesMoved;
    scene.efficiency = request.efficiency;
    scene.distinctAddresses = request.distinctAddresses;
}

void buildChannels(PatternScene& scene, const ModelSummary& summary, int requestIndex, const ModelGeometry& g)
{
    const Request selected = modelledCopy(summary.requests[static_cast<size_t>(requestIndex)], g);
    const uint32_t channels = g.channels;
    const uint64_t interleave = g.interleave;
    const auto segment = static_cast<uint32_t>(g.segment);
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
        // Core's channel rule: the model's counts for global requests, the same rule asked for any other.
        const Request m = modelledCopy(request, g);
        const std::vector<uint32_t> counts = m.channels.size() == channels ? m.channels : segmentChannels(m, g);
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
    scene.imbalance = channelImbalance(load);

    for (size_t i = 0; i < selected.lanes.size(); ++i) {
        const LaneAccess& a = selected.lanes[i];
        if (a.size == 0)
            continue;
        // Global lanes carry the model's channel; others are placed by the same rule.
        const int channel = a.channel >= 0 ? a.channel : static_cast<int>(channelOf(a.byteOffset, g));
        const int cell = scene.currentRow >= 0 ? scene.cellIndex(scene.currentRow, channel) : -1;
        linkLane(scene, static_cast<int>(i), cell, std::max(scene.currentRow, 0));
    }
    scene.transactions = selected.transactions;
    scene.bytesMoved = selected.bytesMoved;
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

PatternScene buildScene(const ModelSummary& summary, int requestIndex, const GeometryProfile& profile,
                        PatternMode mode)
{
    PatternScene scene;
    if (requestIndex < 0 || static_cast<size_t>(requestIndex) >= summary.requests.size())
        return scene;
    ModelGeometry geometry;
    try {
        geometry = modelGeometry(profile);
    } catch (const Error&) {
        return scene; // a profile the models refuse: nothing to draw
    }
    const Request request = modelledCopy(summary.requests[static_cast<size_t>(requestIndex)], geometry);
    scene.space = request.space;
    scene.kind = request.kind;
    scene.distinctAddresses = request.distinctAddresses;
    scene.sameAddressLanes = request.sameAddressLanes;
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
        buildBanks(scene, request, geometry);
        break;
    case PatternMode::Channels:
        buildChannels(scene, summary, requestIndex, geometry);
        break;
    default:
        buildSegments(scene, request, geometry);
        break;
    }
    return scene;
}

} // namespace coalesce::ui
