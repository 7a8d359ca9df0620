import ReelGeometry

/// Exact-area coverage, pixel column by pixel column, of a band between two
/// envelopes (`DenseStroke.Sides`): a dense series' round stroke, whose
/// cross-section at every x is one interval.
///
/// Filled as a polygon, such a band crosses each pixel row wherever the line
/// passes through it, so the row's coverage is accumulated and composited
/// across the whole plot's width. Across a column it is one run from the
/// upper envelope to the lower, so here each column holds only the rows
/// between them: the cost is the pixels the stroke covers.
///
/// A pixel's coverage is the area of it between the envelopes, each linear
/// between its points: for an envelope y(x), the part of row r above it
/// over a column is the integral of clamp(y(x) - r, 0, 1), worked out exactly
/// per segment, and the band's share is the lower envelope's less the
/// upper's. That is the area the coverage mask gives the outline polygon
/// (`DenseStroke.outline`), in double rather than single precision.
///
/// A column's rows between the envelopes are partly covered near each
/// envelope and wholly covered between, so each column keeps its partly
/// covered rows and only a count of its run of full ones: a thick stroke
/// across a 4K plot keeps a few values a column, not its height.
///
/// Invariant: `coverage(column:row:)` is min(|area|, 1) of the band within
/// that pixel, for the columns and rows it was computed over, and 0 outside.
struct ColumnCoverage: Sendable {
    /// Columns computed: the sides' span within the given limit.
    private(set) var columns: Range<Int>
    /// Per column from `columns.lowerBound`: its first row with coverage,
    /// where its values start in `values` (one entry more than columns),
    /// and its run of fully covered rows: how many values come before it
    /// (`head`) and how many rows it spans (`full`), not stored in `values`.
    private var firstRows: [Int32] = []
    private var offsets: [Int32] = [0]
    private var runs: [(head: Int32, full: Int32)] = []
    private var values: [Float] = []

    /// Fully covered rows a column must have in a row for them to be kept as a count.
    static let minimumRun = 4
    /// Coverage 1 for the rows of a full run, handed out a slice at a time.
    private static let ones = [Float](repeating: 1, count: 1024)

    /// Values kept at most (4 MB): past this a band is drawn from its sides
    /// again on every frame rather than kept. Only partly covered rows count,
    /// so it takes steep flanks in nearly every column of a 4K plot.
    static let keptValues = 1 << 20
    /// Columns worked out at once where nothing is kept: a band is painted
    /// in pieces of this many, so its values stay within a few hundred KB
    /// whatever the canvas.
    static let batchColumns = 64

    /// The values stored: every column's partly covered rows.
    var storedValues: Int { values.count }

    /// Whether every column asked for was worked out: false when the values
    /// outgrew the budget, and the columns stop short.
    private(set) var isComplete = true

    /// The coverage of `sides` (pixels) over the columns in `columns` and
    /// the rows in `rows` it reaches, or its first columns up to where it
    /// holds more than `budget` values (`isComplete` false).
    init(_ sides: DenseStroke.Sides, columns limit: Range<Int>, rows: Range<Int>, budget: Int = .max) {
        guard let start = sides.lower.first?.x, let end = sides.lower.last?.x, start.isFinite, end.isFinite,
              !rows.isEmpty else {
            columns = limit.lowerBound..<limit.lowerBound
            return
        }
        let first = max(limit.lowerBound, Int(saturating: start.rounded(.down)))
        let last = min(limit.upperBound, Int(saturating: end.rounded(.up)))
        columns = first..<max(first, last)
        firstRows.reserveCapacity(columns.count)
        offsets.reserveCapacity(columns.count + 1)
        runs.reserveCapacity(columns.count)
        var upper = SideCursor(sides.upper, from: first), lower = SideCursor(sides.lower, from: first)
        var scratch = Scratch()
        for column in columns {
            guard values.count <= budget else {
                columns = first..<column
                isComplete = false
                return
            }
            let window = Self.window(column, upper: &upper, lower: &lower, rows: rows)
            firstRows.append(Int32(truncatingIfNeeded: window.lowerBound))
            var run = 0..<0
            if !window.isEmpty {
                scratch.reset(window.count)
                upper.accumulate(column, into: &scratch, window: window, sign: -1)
                lower.accumulate(column, into: &scratch, window: window, sign: 1)
                run = scratch.resolve(into: &values)
            }
            runs.append((Int32(truncatingIfNeeded: run.lowerBound), Int32(truncatingIfNeeded: run.count)))
            offsets.append(Int32(truncatingIfNeeded: values.count))
        }
    }

    /// The rows of `column` between the upper envelope's highest point and
    /// the lower's lowest within it, inside `rows`; the cursors are left at
    /// the column's first segment.
    private static func window(_ column: Int, upper: inout SideCursor, lower: inout SideCursor,
                               rows: Range<Int>) -> Range<Int> {
        upper.move(to: Double(column))
        lower.move(to: Double(column))
        let (top, _) = upper.extent(column)
        let (_, bottom) = lower.extent(column)
        guard top.isFinite, bottom.isFinite, top <= bottom else { return rows.lowerBound..<rows.lowerBound }
        let from = min(max(Int(saturating: top.rounded(.down)), rows.lowerBound), rows.upperBound)
        let to = min(max(Int(saturating: bottom.rounded(.up)), from), rows.upperBound)
        return from..<to
    }

    /// Calls `body(column, firstRow, values, full)` for the columns in
    /// `within`, left to right, with the coverage of rows `firstRow...` of
    /// that column inside `rows`: once for each of its stretches (partly
    /// covered rows above, its full run, partly covered rows below), top
    /// first; `full` says every value is 1 (the full run).
    @inline(__always)
    func forEachColumn(in within: Range<Int>, rows: Range<Int>, _ body: Stretch) {
        let from = max(within.lowerBound, columns.lowerBound), to = min(within.upperBound, columns.upperBound)
        guard from < to else { return }
        values.withUnsafeBufferPointer { v in
            Self.ones.withUnsafeBufferPointer { ones in
                for column in from..<to {
                    let k = column - columns.lowerBound
                    let top = Int(firstRows[k]), base = Int(offsets[k]), count = Int(offsets[k + 1]) - base
                    let head = Int(runs[k].head), full = Int(runs[k].full)
                    let stored = UnsafeBufferPointer(rebasing: v[base..<(base + count)])
                    Self.emit(column, UnsafeBufferPointer(rebasing: stored[..<head]), at: top, within: rows, full: false, body)
                    var row = top + head
                    while row < top + head + full {
                        let n = min(top + head + full - row, ones.count)
                        Self.emit(column, UnsafeBufferPointer(rebasing: ones[..<n]), at: row, within: rows, full: true, body)
                        row += n
                    }
                    Self.emit(column, UnsafeBufferPointer(rebasing: stored[head...]), at: row, within: rows, full: false, body)
                }
            }
        }
    }

    /// What `forEachColumn` hands each stretch to: column, first row, values, whether all are 1.
    typealias Stretch = (Int, Int, UnsafeBufferPointer<Float>, Bool) -> Void

    /// Calls `body` with the part of `values` (rows from `top`) inside `rows`, if any.
    @inline(__always)
    private static func emit(_ column: Int, _ values: UnsafeBufferPointer<Float>, at top: Int, within rows: Range<Int>,
                             full: Bool, _ body: Stretch) {
        let first = max(top, rows.lowerBound), last = min(top + values.count, rows.upperBound)
        guard first < last else { return }
        body(column, first, UnsafeBufferPointer(rebasing: values[(first - top)..<(last - top)]), full)
    }

    /// The coverage of one pixel (0 outside what was computed, or at most 1/512).
    func coverage(column: Int, row: Int) -> Float {
        var result: Float = 0
        forEachColumn(in: column..<(column + 1), rows: row..<(row + 1)) { _, _, v, _ in result = v[0] }
        return result > 1.0 / 512 ? result : 0
    }

    /// Per-row sums of one column's segments: `cells[i]` the exact part of
    /// row i, `carry[i]` what every row above row i gains in full.
    private struct Scratch {
        var cells: [Double] = []
        var carry: [Double] = []
        var count = 0

        mutating func reset(_ n: Int) {
            count = n
            if cells.count < n + 1 {
                cells = [Double](repeating: 0, count: n + 1)
                carry = [Double](repeating: 0, count: n + 1)
            } else {
                for i in 0...n { cells[i] = 0; carry[i] = 0 }
            }
        }

        var column: [Float] = []

        /// Appends each row's coverage, min(|area|, 1), top row first, but
        /// for the longest run of rows covered in full (if `minimumRun` or
        /// more), which it leaves out and returns (rows from the first).
        mutating func resolve(into values: inout [Float]) -> Range<Int> {
            if column.count < count { column = [Float](repeating: 0, count: count) }
            var above = 0.0
            var run = 0..<0, end = count
            for i in stride(from: count - 1, through: 0, by: -1) {
                above += carry[i + 1]
                let c = Float(min(abs(cells[i] + above), 1))
                column[i] = c
                if c < 1 {
                    end = i
                } else if end - i > run.count {
                    run = i..<end
                }
            }
            if run.count < ColumnCoverage.minimumRun { run = 0..<0 }
            values.append(contentsOf: column[..<run.lowerBound])
            values.append(contentsOf: column[run.upperBound..<count])
            return run
        }
    }

    /// A walk along one envelope, column after column.
    private struct SideCursor {
        let points: [Point]
        /// The last point at or left of the column's left edge (or 0).
        var index = 0

        /// Starts at `column`'s left edge, found by bisection.
        init(_ points: [Point], from column: Int) {
            self.points = points
            index = max(DenseStroke.firstIndex(in: points) { $0 > Double(column) } - 1, 0)
        }

        mutating func move(to x: Double) {
            while index + 1 < points.count, points[index + 1].x <= x { index += 1 }
        }

        /// Each segment's part within `column`: its ends' y and its width.
        @inline(__always)
        func forEachPiece(_ column: Int, _ body: (Double, Double, Double) -> Void) {
            let x0 = Double(column), x1 = x0 + 1
            var i = index
            while i + 1 < points.count, points[i].x < x1 {
                let p = points[i], q = points[i + 1]
                i += 1
                let a = max(p.x, x0), b = min(q.x, x1)
                guard b > a else { continue }
                let slope = (q.y - p.y) / (q.x - p.x)
                body(p.y + (a - p.x) * slope, p.y + (b - p.x) * slope, b - a)
            }
        }

        /// The highest and lowest y of the envelope within `column`.
        func extent(_ column: Int) -> (Double, Double) {
            var low = Double.infinity, high = -Double.infinity
            forEachPiece(column) { ya, yb, _ in
                low = min(low, ya, yb)
                high = max(high, ya, yb)
            }
            return (low, high)
        }

        /// Adds `sign` times the part of each row of `window` above the envelope.
        func accumulate(_ column: Int, into scratch: inout Scratch, window: Range<Int>, sign: Double) {
            let top = window.lowerBound, n = window.count
            forEachPiece(column) { ya, yb, width in
                let low = min(ya, yb), high = max(ya, yb)
                let from = min(max(Int(saturating: low.rounded(.down)), top), top + n)
                let to = min(max(Int(saturating: high.rounded(.up)), from), top + n)
                // Rows above the segment's lowest point lie wholly above it.
                scratch.carry[from - top] += sign * width
                for row in from..<to {
                    scratch.cells[row - top] += sign * ColumnCoverage.rowArea(ya - Double(row), yb - Double(row), width)
                }
            }
        }
    }

    /// The part of a row above a segment, over its width: the integral of
    /// clamp(y, 0, 1) for y from `a` to `b` linearly (y measured from the row's top).
    @inline(__always)
    static func rowArea(_ a: Double, _ b: Double, _ width: Double) -> Double {
        let d = b - a
        if abs(d) < 1e-9 { return width * min(max((a + b) / 2, 0), 1) }
        return width * (integral(b) - integral(a)) / d
    }

    /// An antiderivative of clamp(y, 0, 1).
    @inline(__always)
    static func integral(_ y: Double) -> Double {
        y <= 0 ? 0 : y < 1 ? y * y / 2 : y - 0.5
    }
}
