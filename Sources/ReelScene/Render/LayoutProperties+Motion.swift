import ReelGeometry

/// The properties a chart keeps in motion as well as at rest: an axis never
/// shows more labels than a reader takes in, and the data the user watches
/// (what is drawn at above half opacity) stays tall while it moves.
extension LayoutProperties {
    /// The most labels an axis shows above `strong` opacity, and at all.
    package static let strongLabels = 8, drawnLabels = 14
    package static let strong = 0.6

    /// Axes (each y axis, and with `xAxis` the x axis: a time ticker's,
    /// where a fixed axis of a source design may label every slot) with more
    /// than `strongLabels` labels above `strong` opacity or more than
    /// `drawnLabels` drawn; the
    /// labels of every chart in the frame count together per axis, as a
    /// reader sees them. Labels fainter than `AxisTickFade.minimumOpacity`
    /// are no labels (and are not drawn).
    package static func labelCountViolations(in layout: FrameLayout, xAxis: Bool = false) -> [Violation] {
        let roles = xAxis ? ["x-label", "y-label"] : ["y-label"]
        let labels = layout.items.filter { roles.contains($0.role) && $0.opacity > 0 && $0.bounds != nil }
        let axes = Dictionary(grouping: labels) { $0.role == "x-label" ? "x" : "y\($0.axis ?? 0)" }
        return axes.keys.sorted().compactMap { axis in
            let drawn = axes[axis] ?? [], strongOnes = drawn.filter { $0.opacity > strong }
            guard strongOnes.count > strongLabels || drawn.count > drawnLabels else { return nil }
            let faint = drawn.filter { $0.opacity < 0.02 }.count
            return Violation(rule: .labelCount, ids: drawn.map(\.id),
                             detail: "axis \(axis) draws \(drawn.count) labels (at most \(drawnLabels); \(faint) below 2 %), "
                                 + "\(strongOnes.count) above \(Int(strong * 100)) % (at most \(strongLabels))",
                             severity: Double(max(drawn.count - drawnLabels, strongOnes.count - strongLabels)))
        }
    }

    /// Charts whose series drawn at above half opacity span less than
    /// `minimum` of the plot's height (each of `eachSeries` on its own, on
    /// two y axes). A chart with no series above half opacity is not held
    /// to it: what the user watches there is the other chart of a cross-fade.
    package static func motionFillViolations(in layout: FrameLayout, minimum: Double, eachSeries: [String]? = nil) -> [Violation] {
        let measures: [String?] = eachSeries ?? [nil]
        return measures.flatMap { series in
            fillRatios(in: layout, series: series, above: 0.5).enumerated().compactMap { chart, ratio -> Violation? in
                guard let ratio, ratio < minimum else { return nil }
                let ids = measured(in: layout, series: series).filter { $0.chart == chart && $0.item.opacity > 0.5 }.map(\.item.id)
                return Violation(rule: .motionFill, ids: ids,
                                 detail: "series above half opacity fill \(Int((ratio * 100).rounded())) % of the plot height "
                                     + "(at least \(Int((minimum * 100).rounded())) %)",
                                 severity: minimum - ratio)
            }
        }
    }
}
