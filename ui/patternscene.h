// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the pattern view draws, derived from one request of a ModelSummary and the geometry profile, before any
// pixel is known: the lanes, the cells they touch (bank words, segment units or channel slots), the links
// between them, the animation phase of each (a conflict's pass, a segment's fetch, a request's turn) and the
// counters. Pure data: no widgets, no painting; patterngeometry.h turns a scene into rectangles.
//
// Every number comes from core's models (LaneAccess::pass, Request::words, Request::channels, ...): the scene
// lays them out and computes no rule of its own. A request the models have not seen yet (hand-built in tests)
// is modelled by core (applyModels) first.
#include "core/geometry.h"
#include "core/models.h"

#include <cstdint>
#include <vector>

namespace coalesce::ui {

/// Which grid the view draws. Auto: local requests as the bank grid, global/constant as the segment grid.
enum class PatternMode { Auto, Segments, Banks, Channels };
PatternMode resolveMode(PatternMode requested, Space space);

enum class CellState : uint8_t {
    Empty,  ///< nobody touches it (banks, channels) - drawn as an empty grid cell
    Used,   ///< requested by at least one lane
    Wasted, ///< moved with its segment but not requested (segments only)
};

struct SceneLane {
    uint32_t lane = 0;    ///< index within the SIMD group
    uint32_t localId = 0; ///< work-item id within its work-group
    int phase = -1;       ///< animation phase that serves it; -1: no access in this request
    int cell = -1;        ///< the cell its first byte lands in (index into PatternScene::cells), -1 if hidden
    uint64_t byteOffset = 0;
    uint32_t size = 0;
    int bank = -1; ///< local: core's bank of its first word (LaneAccess::bank)
};

struct SceneCell {
    int column = 0; ///< banks: bank; segments: unit within its segment; channels: channel
    int row = 0;    ///< index into PatternScene::rows
    CellState state = CellState::Empty;
    int lane = -1;         ///< first lane (index into PatternScene::lanes) that touches it
    int hits = 0;          ///< lanes touching it (banks: > 1 means a broadcast of one word)
    int phase = -1;        ///< phase in which it is served (-1: never)
    bool conflict = false; ///< banks: its bank holds more than one distinct word in its conflict group
    int degree = 1;        ///< banks: distinct words in its bank (conflict degree of that bank)
    bool broadcast = false;
    uint64_t byteStart = 0; ///< first byte the cell stands for
    uint32_t bytes = 0;     ///< bytes the cell stands for
    uint32_t value = 0;     ///< channels: segments this request sends to the channel
};

struct SceneLink {
    int lane = 0; ///< index into lanes
    int cell = 0; ///< index into cells
    int phase = 0;
};

/// One displayed row: banks: a word row (word index / banks); segments: a segment; channels: a request.
struct SceneRow {
    int64_t index = 0;      ///< word row, segment index, or request index in the summary
    bool gapBefore = false; ///< rows were skipped before this one (drawn as a gap mark)
    uint32_t group = 0;     ///< channels: SIMD group of the request
    uint32_t step = 0;      ///< channels: step of the request
};

struct PatternScene {
    PatternMode mode = PatternMode::Segments;
    Space space = Space::Global;
    AccessKind kind = AccessKind::Read;
    uint32_t group = 0;
    uint32_t step = 0;
    int columns = 0;           ///< banks, units per segment, or channels
    uint32_t unitBytes = 4;    ///< bytes per cell (bank width; segment unit; interleave for channels)
    uint32_t segmentBytes = 0; ///< segments: bytes per segment
    std::vector<SceneRow> rows;
    int hiddenRows = 0; ///< rows not shown (more than kMaxSceneRows)
    std::vector<SceneLane> lanes;
    std::vector<SceneCell> cells; ///< row-major: cells[row * columns + column]
    std::vector<SceneLink> links;
    std::vector<int> columnDegree; ///< banks: conflict degree per bank (1 = fine)
    int phases = 1;                ///< animation phases: passes, fetched segments, or requests
    int currentRow = -1;           ///< channels: the selected request's row

    // Counters of the selected request (the model's values where filled, computed otherwise).
    uint32_t transactions = 0;
    uint64_t bytesRequested = 0;
    uint64_t bytesMoved = 0;
    double efficiency = 1.0;
    uint32_t conflictDegree = 1;
    uint32_t broadcastLanes = 0; ///< lanes served by another lane's word
    uint32_t distinctAddresses = 0;
    uint32_t sameAddressLanes = 0; ///< atomic requests: lanes on the busiest address (ui/patternatomics.h)
    // Channels view: cumulative load per channel after each phase (phases x columns), and the final imbalance.
    std::vector<std::vector<uint64_t>> loadAfterPhase;
    double imbalance = 1.0;

    int cellIndex(int row, int column) const { return row * columns + column; }
};

/// Rows shown at most; more are counted in PatternScene::hiddenRows.
constexpr int kMaxSceneRows = 128;
/// Cells per segment at most (bytes are grouped into units of segment / 32 when accesses are smaller).
constexpr int kMaxUnitsPerSegment = 32;

/// Builds the scene of summary.requests[requestIndex]. Out-of-range index: an empty scene (no lanes, no rows).
PatternScene buildScene(const ModelSummary& summary, int requestIndex, const GeometryProfile& profile,
                        PatternMode mode);

} // namespace coalesce::ui
