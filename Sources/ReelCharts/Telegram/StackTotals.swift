import ReelGeometry

/// The totals of a stack's counted series at every x, with an index for
/// their extent over any window in O(log n). What a stacked chart's y axis
/// fits, asked at every sampled moment of a motion, so computed once per
/// animation for every set of counted series it reaches (`StackTotalsTable`)
/// or once per render context (`of(_:counted:in:)`).
struct StackTotals: Sendable {
    let totals: [Double?]
    let index: ExtentIndex

    /// Computed afresh.
    static func of(_ chart: TelegramChart, counted: [Bool]) -> StackTotals {
        guard !chart.x.isEmpty else { return StackTotals(totals: [], index: ExtentIndex([])) }
        let weights = counted.map { $0 ? 1.0 : 0 }
        let stack = Stack(chart.series.map(\.y), weights: weights, indices: 0...(chart.x.count - 1), percentage: false)
        let totals: [Double?] = chart.x.indices.map { stack.total($0) }
        return StackTotals(totals: totals, index: ExtentIndex(totals, x: chart.x))
    }

    /// Computed once per context for the same data and set.
    static func of(_ chart: TelegramChart, counted: [Bool], in context: RenderContext) -> StackTotals {
        context.cached(Key(data: StackData(chart), counted: counted)) { of(chart, counted: counted) }
    }

    /// What the totals depend on.
    private struct Key: Hashable {
        let data: StackData
        let counted: [Bool]
    }

    /// The totals' extent in `window`: for bars, over the columns reaching
    /// into it; for areas, as a line's (points inside and the crossings).
    func extent(in window: ValueRange, bars: Bool, x: [Double]) -> ClosedRange<Double>? {
        guard !x.isEmpty else { return nil }
        guard bars else { return WindowExtent.of(x: x, y: totals, index: index, in: window) }
        return Columns.indices(of: x, within: window).flatMap { index.extent($0) }
    }
}

/// The data a stack adds up, compared by storage (`SameArray`).
struct StackData: Hashable, Sendable {
    let x: SameArray<Double>
    let values: [SameArray<Double?>]

    init(_ chart: TelegramChart) {
        x = SameArray(array: chart.x)
        values = chart.series.map { SameArray(array: $0.y) }
    }
}

/// The stack totals of one chart's data for every set of counted series
/// found while its follow was sampled: immutable once built, looked up by
/// set. A chart with other data (another array) finds nothing here.
struct StackTotalsTable: Sendable {
    let data: StackData
    private(set) var bySet: [[Bool]: StackTotals] = [:]

    init(_ chart: TelegramChart) {
        data = StackData(chart)
    }

    /// The totals kept for `chart`'s data and `counted`, if any.
    func totals(of chart: TelegramChart, counted: [Bool]) -> StackTotals? {
        guard let totals = bySet[counted], StackData(chart) == data else { return nil }
        return totals
    }

    /// The totals for `chart` and `counted`, kept when `chart` has this table's data.
    mutating func collect(_ chart: TelegramChart, counted: [Bool]) -> StackTotals {
        if let known = totals(of: chart, counted: counted) { return known }
        let totals = StackTotals.of(chart, counted: counted)
        if StackData(chart) == data { bySet[counted] = totals }
        return totals
    }
}
