// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson matmul.order (kernels/matmul_order.cl): seed 004's matrix multiply with neighbouring work-items
// on neighbouring rows of C (fig 15-15) or on neighbouring columns (fig 15-18).
#include "core/context.h"
#include "core/errors.h"
#include "core/lessons/kernelrun.h"
#include "core/lessons/lessons.h"
#include "core/lessons/onchiprun.h"

namespace coalesce {

namespace {

constexpr uint64_t kSeed = 0x3A7A0000ull;

class MatmulOrderLesson : public Lesson {
public:
    void checkParams(const ParamSet& params) const override { shape(params); }

    const LessonInfo& info() const override
    {
        static const LessonInfo kInfo = {
            "matmul.order",
            "Matrix multiply: rows or columns in parallel",
            "global",
            "C = A x B (matrix x matrix uints), one work-item per element of C. With order=rows the lanes of a "
            "SIMD "
            "group are neighbouring rows m: each reads its own row of A, K words from its neighbour's (one "
            "segment per lane), and all read the same word of B. With order=columns the lanes are neighbouring "
            "columns n: all read the same word of A and consecutive words of B (coalesced).",
            "004 (fig 15-15 to 15-19)",
            "matmul.order",
            1,
            true,
            TimingMethod::KernelEvents,
            ValidationMethod::HostReference};
        return kInfo;
    }

    std::vector<ParamSpec> params() const override
    {
        return {choiceParam("order", {"rows", "columns"}, "rows",
                            "which index of C neighbouring work-items (dimension 0) differ in"),
                integerParam("matrix", 16, 2048, 256, "M = N = K: rows and columns of A, B and C", "elements",
                             true, {16, 32, 64, 128, 256, 512, 1024, 2048}),
                integerParam("wg", 1, 1024, 64, "work-items per work-group along dimension 0 (divides matrix)",
                             "work-items", true)};
    }

    std::string defaultSweep() const override { return "matrix=64..512:*2"; }

    std::unique_ptr<PreparedRun> prepare(DeviceContext& device, const ParamSet& params,
                                         const PrepareOptions& options) const override
    {
        const Shape s = shape(params);
        checkDeviceWorkGroup(device, s.wg);
        checkBufferSize(device, 2 * s.size * s.size * 4, "matrix (A and B)");
        const uint64_t n = s.size;
        KernelRunConfig c;
        c.lessonId = "matmul.order";
        c.file = "matmul_order.cl";
        c.kernelName = "matmul_order";
        c.options = "-DSIZE=" + std::to_string(n) + (s.columns ? " -DORDER_COLUMNS" : " -DORDER_ROWS");
        c.twoD = true;
        c.local[0] = s.wg;
        c.local[1] = 1;
        // A trace launch covers work-groups (0, 0 .. g-1) only: wg rows (columns) of C, g columns (rows).
        const uint64_t traceGroups = traceGroupCount(n, options.traceGroups);
        c.global[0] = options.trace ? s.wg : n;
        c.global[1] = options.trace ? traceGroups : n;
        c.inputBytes = 2 * n * n * 4;
        c.inputSeed = kSeed + n;
        c.outputBytes = n * n * 4;
        c.bufferNames = {"A", "C", "B"};
        c.traceRecords = traceGroups * s.wg * (2 * n + 1);
        c.bytesRead = 2 * n * n * n * 4;
        c.bytesWritten = n * n * 4;
        if (options.trace)
            for (uint64_t y = 0; y < traceGroups; ++y)
                for (uint64_t x = 0; x < s.wg; ++x)
                    c.checkedWords.push_back(s.columns ? y * n + x : x * n + y);
        c.reference = [n](const uint32_t* in, uint32_t* out) {
            const uint32_t* a = in;
            const uint32_t* b = in + n * n;
            parallelFor(n, 4, [&](uint64_t begin, uint64_t end) {
                for (uint64_t m = begin; m < end; ++m)
                    for (uint64_t k = 0; k < n; ++k) {
                        const uint32_t am = a[m * n + k];
                        for (uint64_t j = 0; j < n; ++j)
                            out[m * n + j] += am * b[k * n + j];
                    }
            });
        };
        c.info = {{"order", s.columns ? "columns" : "rows"},
                  {"matrix", n},
                  {"pattern", s.columns
                                  ? "work-item (x, y) computes C[y][x]: lanes read A[y][k] (one word) and "
                                    "B[k][x] (consecutive words)"
                                  : "work-item (x, y) computes C[x][y]: lanes read A[x][k] (K words apart) "
                                    "and B[k][y] (one word)"},
                  // The trace is the kernel itself (every k of its work-items): the model times the launch from
                  // it, traceGroups groups of wg work-items standing for all n x n / wg. Its working set, A
                  // and B, is read n times over (once per row or column of C) and shared through the L2.
                  {"trace_complete", true},
                  {"counted_bytes", traceGroups * s.wg * (2 * n + 1) * 4},
                  {"launch_groups", n * n / s.wg},
                  {"units", device.computeUnits()},
                  {"working_set_bytes", 2 * n * n * 4},
                  {"launch_read_bytes", 2 * n * n * n * 4}};
        return prepareKernelRun(device, std::move(c), options);
    }

    Trace hostTrace(const ParamSet& params, const GeometryProfile& /*profile*/, uint32_t groups) const override
    {
        const Shape s = shape(params);
        const uint64_t n = s.size;
        const uint64_t g = traceGroupCount(n, groups);
        std::vector<TraceRecord> records;
        records.reserve(g * s.wg * (2 * n + 1));
        for (uint64_t y = 0; y < g; ++y)
            for (uint64_t x = 0; x < s.wg; ++x) {
                const uint64_t m = s.columns ? y : x;
                const uint64_t col = s.columns ? x : y;
                for (uint64_t k = 0; k < n; ++k) {
                    records.push_back(hostRecord2d(y, x, s.wg, 2 * k, 0, AccessKind::Read, m * n + k));
                    records.push_back(hostRecord2d(y, x, s.wg, 2 * k + 1, 2, AccessKind::Read, k * n + col));
                }
                records.push_back(hostRecord2d(y, x, s.wg, 2 * n, 1, AccessKind::Write, m * n + col));
            }
        return finishHostTrace(std::move(records), {"A", "C", "B"}, uint32_t(s.wg), 1, uint32_t(g));
    }

private:
    struct Shape {
        bool columns;
        uint64_t size, wg;
    };

    static Shape shape(const ParamSet& params)
    {
        Shape s;
        s.columns = params.text("order") == "columns";
        s.size = uint64_t(params.integer("matrix"));
        s.wg = uint64_t(params.integer("wg"));
        if (s.wg > s.size || s.size % s.wg != 0)
            throw Error(ErrorKind::InvalidParameter, "wg " + std::to_string(s.wg) + " must divide matrix " +
                                                         std::to_string(s.size) +
                                                         " (the range is matrix x matrix)");
        return s;
    }
};

} // namespace

COALESCE_LESSON_OF(matmulOrderLesson, MatmulOrderLesson())

} // namespace coalesce
