/// The chart as the timeline sets it at any time `s`, and what was derived
/// from its whole animation before frames render, if anything was.
package struct ChartModel<C: Chart> {
    /// Computed once per animation by `C.tables(for:over:)`; nil while they
    /// are being computed, and for a chart resolved alone.
    package let tables: C.Tables?
    private let chart: (Double) -> C

    /// `chart` must be a pure function of time, and `tables` derived from it.
    package init(tables: C.Tables? = nil, _ chart: @escaping (Double) -> C) {
        self.tables = tables
        self.chart = chart
    }

    /// The chart at `seconds`.
    package func callAsFunction(_ seconds: Double) -> C { chart(seconds) }
}
