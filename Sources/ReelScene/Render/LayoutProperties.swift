import ReelGeometry

/// Layout properties a chart frame should keep, checked on its `FrameLayout`
/// (the `frame --layout` document): pure functions that list the violations,
/// each naming the items involved, for tests and reports over every frame.
///
/// Which chart an item belongs to: the layout lists each chart's `plot` item
/// before that chart's series, so a series belongs to the chart of the last
/// `plot` item before it (`FrameLayout.plots` holds the plots in that order).
/// "Visible" means opacity above 0 with ink.
package enum LayoutProperties {
    /// One broken property.
    package struct Violation: Sendable, Equatable, CustomStringConvertible {
        package enum Rule: String, Sendable, CaseIterable {
            case labelSets = "label-sets", labelOverlap = "label-overlap", inkOutsidePlot = "ink-outside-plot"
            case fillRatio = "fill-ratio"
            /// Too many labels on an axis (`labelCounts`).
            case labelCount = "label-count"
            /// Data drawn too flat while it moves (`motionFillViolations`).
            case motionFill = "motion-fill"
            /// A y range that moves with no event to move it (needs the timeline, see `LayoutSweep`).
            case rangeWithoutEvent = "range-without-event"
            /// Checked by the callers that know which axes to hold to it (`unreadableAxes`).
            case unreadableAxis = "unreadable-axis"
            /// A y range that does not hold the data drawn on it (needs the chart, see `LayoutSweep`).
            case rangeMissesData = "range-misses-data"
        }

        package var rule: Rule
        /// The ids of the items involved.
        package var ids: [String]
        /// What is wrong, with the numbers.
        package var detail: String
        /// How bad, to rank violations of one rule: the sets shown, the
        /// overlap's area in pt², the points outside, the fill's shortfall.
        package var severity: Double

        package var description: String { "\(rule.rawValue): \(ids.joined(separator: ", ")): \(detail)" }
    }

    /// Every violation of the frame's properties except the fill ratio, which
    /// holds only at rest (see `fillRatios(in:)`).
    package static func violations(in layout: FrameLayout, maximumLabelSets: Int = 2, overlap: Double = 0.5,
                                  inkTolerance: Double = 1.5) -> [Violation] {
        labelSetViolations(in: layout, maximum: maximumLabelSets) + labelOverlaps(in: layout, tolerance: overlap)
            + labelCountViolations(in: layout) + inkOutsidePlot(in: layout, tolerance: inkTolerance)
    }

    // MARK: Label sets

    /// The visible y-label sets of each axis, as lists of item ids.
    ///
    /// A set is one tick set, and a tick set fades in and out as one: its
    /// visible labels share one opacity. So the visible labels of an axis are
    /// grouped by opacity (within `tolerance`). A label alone at its opacity
    /// whose value lies on another group's ticks (that group's lowest value
    /// plus a whole number of its step, the smallest gap between its values)
    /// joins that group: a set may fade its edge label on its own. A value
    /// in several fading sets is drawn once, at the sum of their opacities
    /// (`AxisTickFade`): so a group that fills the gaps of two or more other
    /// groups (each with it a ladder of equal steps without a gap) and whose
    /// opacity is their sum (at most 1) holds labels those sets share, and
    /// is no set of its own. Two sets that happen to share an opacity count
    /// as one; that undercounts only at the instant two fades cross. Labels of every chart in the frame count
    /// together per axis (a zoom's overview and detail share the place where
    /// a reader looks for the axis).
    package static func labelSets(in layout: FrameLayout, tolerance: Double = 0.02) -> [Int: [[String]]] {
        let visible = layout.items.filter { $0.role == "y-label" && $0.opacity > 0 && $0.bounds != nil }
        var result: [Int: [[String]]] = [:]
        for (axis, labels) in Dictionary(grouping: visible, by: { $0.axis ?? 0 }) {
            var groups: [[FrameLayout.Item]] = []
            for label in labels.sorted(by: { $0.opacity > $1.opacity }) {
                if let index = groups.firstIndex(where: { abs($0[0].opacity - label.opacity) <= tolerance }) {
                    groups[index].append(label)
                } else {
                    groups.append([label])
                }
            }
            result[axis] = merged(withoutShared(groups, tolerance: tolerance), plots: layout.plots).map { $0.map(\.id) }
        }
        return result
    }

    /// The groups with each group of shared labels (see `labelSets`) moved
    /// into the first of the sets that share it.
    private static func withoutShared(_ groups: [[FrameLayout.Item]], tolerance: Double) -> [[FrameLayout.Item]] {
        var result = groups
        for group in groups {
            guard let index = result.firstIndex(where: { $0 == group }) else { continue }
            let others = result.indices.filter { $0 != index && result[$0].count > 1 }
                .filter { other in onOneTickSet(result[other] + group) }
            guard let sharing = subset(of: others, summingTo: group[0].opacity, in: result, tolerance: tolerance) else { continue }
            result[sharing[0]] += group
            result.remove(at: index)
        }
        return result
    }

    /// Whether the labels' values are one set's ticks: a ladder of equal
    /// steps without a gap (a set's own labels and those it shares with
    /// another, which fill the gaps between its own).
    private static func onOneTickSet(_ labels: [FrameLayout.Item]) -> Bool {
        let values = Set(labels.compactMap(\.value)).sorted()
        guard values.count == labels.count, values.count > 1 else { return false }
        let gaps = zip(values.dropFirst(), values).map { $0 - $1 }
        let step = gaps.min() ?? 0
        return step > 0 && gaps.allSatisfy { abs($0 - step) <= step * 1e-6 }
    }

    /// At least two of `candidates` whose opacities add up to `opacity` (a
    /// sum capped at 1), or nil.
    private static func subset(of candidates: [Int], summingTo opacity: Double, in groups: [[FrameLayout.Item]],
                               tolerance: Double) -> [Int]? {
        guard candidates.count >= 2, candidates.count <= 12 else { return nil }
        for mask in 1..<(1 << candidates.count) where mask.nonzeroBitCount >= 2 {
            let chosen = candidates.indices.filter { mask & (1 << $0) != 0 }.map { candidates[$0] }
            let sum = min(chosen.map { groups[$0][0].opacity }.reduce(0, +), 1)
            if abs(sum - opacity) <= tolerance * Double(chosen.count) { return chosen }
        }
        return nil
    }

    /// Lone labels joined to the sets whose ticks they lie on; then an edge
    /// label (`atAnEdge`) still alone joins a brighter set of one label: a
    /// set with one label in full view has no step to read, and its next
    /// label fading at the edge is no set of its own (random seed 28
    /// scene-64: 3450 in full, 3550 fading at the top, beside a step of 20).
    private static func merged(_ groups: [[FrameLayout.Item]], plots: [Rect]) -> [[FrameLayout.Item]] {
        var sets = groups.filter { $0.count > 1 }
        var lone: [FrameLayout.Item] = []
        for group in groups where group.count == 1 {
            if let index = sets.firstIndex(where: { onTicks(group[0].value, of: $0) }) {
                sets[index].append(group[0])
            } else {
                lone.append(group[0])
            }
        }
        var single = lone.filter { !atAnEdge($0, plots: plots) }.map { [$0] }
        for label in lone where atAnEdge(label, plots: plots) {
            if let index = single.firstIndex(where: { $0.count == 1 && $0[0].opacity > label.opacity }) {
                single[index].append(label)
            } else {
                single.append([label])
            }
        }
        return sets + single
    }

    /// Whether a label's box reaches within its height of a plot's top or
    /// bottom edge, or past it: where `AxisTickFade` fades a label on its own.
    private static func atAnEdge(_ label: FrameLayout.Item, plots: [Rect]) -> Bool {
        guard let box = label.bounds else { return false }
        return plots.contains { plot in
            box.minY < plot.minY + box.height || box.maxY > plot.maxY - box.height
        }
    }

    /// Whether `value` is the set's lowest value plus a whole number of its step.
    private static func onTicks(_ value: Double?, of set: [FrameLayout.Item]) -> Bool {
        let values = set.compactMap(\.value).sorted()
        guard let value, let first = values.first else { return false }
        let step = zip(values.dropFirst(), values).map { $0 - $1 }.filter { $0 > 0 }.min() ?? 0
        guard step > 0 else { return false }
        let steps = (value - first) / step
        return abs(steps - steps.rounded()) < 1e-6
    }

    /// Axes showing more than `maximum` label sets.
    package static func labelSetViolations(in layout: FrameLayout, maximum: Int = 2) -> [Violation] {
        labelSets(in: layout).sorted { $0.key < $1.key }.compactMap { axis, sets in
            guard sets.count > maximum else { return nil }
            return Violation(rule: .labelSets, ids: sets.flatMap { $0 },
                             detail: "axis \(axis) shows \(sets.count) label sets (at most \(maximum))",
                             severity: Double(sets.count))
        }
    }

    // MARK: Overlap

    /// Pairs of visible labels (x-label, y-label, text) whose bounds overlap
    /// by more than `tolerance` points both across and down.
    package static func labelOverlaps(in layout: FrameLayout, tolerance: Double = 0.5) -> [Violation] {
        let labels = layout.items.filter { ["x-label", "y-label", "text"].contains($0.role) && $0.opacity > 0 }
            .compactMap { item in item.bounds.map { (item, $0) } }
        var found: [Violation] = []
        for (i, (a, boxA)) in labels.enumerated() {
            for (b, boxB) in labels[(i + 1)...] {
                let across = min(boxA.maxX, boxB.maxX) - max(boxA.minX, boxB.minX)
                let down = min(boxA.maxY, boxB.maxY) - max(boxA.minY, boxB.minY)
                guard across > tolerance, down > tolerance else { continue }
                found.append(Violation(rule: .labelOverlap, ids: [a.id, b.id],
                                       detail: "\(quoted(a)) and \(quoted(b)) overlap by \(rounded(across)) x \(rounded(down)) pt",
                                       severity: across * down))
            }
        }
        return found
    }

    // MARK: Readable axes

    /// Axes among `axes` with fewer than two y labels at `minimum` of their
    /// full opacity (`axes`: each axis with the opacity its labels' paint
    /// has, as a label of a set in full shows) or more and no two label
    /// sets cross-fading, in a frame that has
    /// series ink in a plot: whoever reads the data has a scale to read it
    /// by (`AxisTickFade`'s own set, while the sets a follow moves between
    /// are too dense or too sparse). Two sets whose labels come close give
    /// way to each other, both faint for a moment (`AxisTickFade`): that
    /// cross-fade is no unreadable axis.
    package static func unreadableAxes(in layout: FrameLayout, axes: [(axis: Int, full: Double)],
                                      minimum: Double = 0.5) -> [Violation] {
        let inked = layout.items.contains { $0.role == "series" && $0.opacity > 0 && ($0.bounds?.height ?? 0) > 0 }
        guard inked else { return [] }
        let sets = labelSets(in: layout)
        return axes.compactMap { axis, full in
            let labels = layout.items.filter { $0.role == "y-label" && ($0.axis ?? 0) == axis && $0.bounds != nil }
            let strong = labels.filter { $0.opacity >= minimum * full - 1e-9 }
            guard strong.count < 2, (sets[axis]?.count ?? 0) < 2 else { return nil }
            let shown = labels.map { "\($0.text ?? "?") at \(rounded($0.opacity))" }.joined(separator: ", ")
            return Violation(rule: .unreadableAxis, ids: labels.map(\.id),
                             detail: "axis \(axis) has \(strong.count) labels at opacity \(rounded(minimum * full)) or more (\(shown))",
                             severity: Double(2 - strong.count))
        }
    }

    // MARK: Ink

    /// Visible series items whose ink reaches more than `tolerance` points
    /// (room for the stroke's width) outside their chart's plot.
    ///
    /// Dots (mark `dot`, a series' dots as one item) are centred on their
    /// points, so a point on the plot's edge puts half its dot outside: a
    /// dot item may reach out by a dot's radius more (half its smallest
    /// shape, `shapeSize`, or without one half the box's smaller side, one
    /// dot high and wide at least when no dot is cut); the line through
    /// those points is checked on its own.
    package static func inkOutsidePlot(in layout: FrameLayout, tolerance: Double = 1.5) -> [Violation] {
        seriesByChart(in: layout).compactMap { item, chart in
            let plot = layout.plots[chart]
            guard let box = item.bounds, item.opacity > 0 else { return nil }
            let tolerance = tolerance + (item.mark == "dot" ? (item.shapeSize ?? min(box.width, box.height)) / 2 : 0)
            let beyond = max(plot.minX - box.minX, box.maxX - plot.maxX, plot.minY - box.minY, box.maxY - plot.maxY)
            guard beyond > tolerance else { return nil }
            return Violation(rule: .inkOutsidePlot, ids: [item.id], detail: "ink \(rounded(beyond)) pt outside the plot",
                             severity: beyond)
        }
    }

    // MARK: Fill

    /// Each chart's fill ratio: the height of its visible series' ink (their
    /// union, from the highest top to the lowest bottom) over the plot's
    /// height; nil for a chart with no visible series. Only marks on a y
    /// axis count (`fillMarks`: lines, areas, bars, and items without a
    /// mark): a pie's slices have no y axis to fit. With `series`, only
    /// that series' items count: a series on a y axis of its own (a chart
    /// with two) fills the plot on its own.
    package static func fillRatios(in layout: FrameLayout, series: String? = nil, above opacity: Double = 0) -> [Double?] {
        var spans = [(top: Double, bottom: Double)?](repeating: nil, count: layout.plots.count)
        for (item, chart) in measured(in: layout, series: series) where item.opacity > opacity {
            guard let box = item.bounds else { continue }
            let span = spans[chart]
            spans[chart] = (min(span?.top ?? box.minY, box.minY), max(span?.bottom ?? box.maxY, box.maxY))
        }
        return zip(spans, layout.plots).map { span, plot in
            guard let span, plot.height > 0 else { return nil }
            return (span.bottom - span.top) / plot.height
        }
    }

    /// The marks a fill ratio measures.
    package static let fillMarks: Set<String> = ["line", "area", "bar"]

    /// Charts whose fill ratio is below `minimum` (a check for frames at
    /// rest); with `eachSeries`, each of those series measured on its own
    /// (`fillRatios(in:series:)`).
    package static func fillViolations(in layout: FrameLayout, minimum: Double, eachSeries: [String]? = nil) -> [Violation] {
        let measures: [String?] = eachSeries ?? [nil]
        return measures.flatMap { series in
            fillRatios(in: layout, series: series).enumerated().compactMap { chart, ratio -> Violation? in
                guard let ratio, ratio < minimum else { return nil }
                let ids = measured(in: layout, series: series).filter { $0.chart == chart }.map(\.item.id)
                return Violation(rule: .fillRatio, ids: ids,
                                 detail: "series fill \(Int((ratio * 100).rounded())) % of the plot height (at least \(Int((minimum * 100).rounded())) %)",
                                 severity: minimum - ratio)
            }
        }
    }

    /// The visible series items a fill ratio measures (of `series` alone, if given).
    static func measured(in layout: FrameLayout, series: String?) -> [(item: FrameLayout.Item, chart: Int)] {
        seriesByChart(in: layout).filter { item, _ in
            item.opacity > 0 && item.bounds != nil && (item.mark.map(fillMarks.contains) ?? true)
                && (series == nil || item.series == series)
        }
    }

    // MARK: Helpers

    /// Series items with the index of their chart's plot.
    static func seriesByChart(in layout: FrameLayout) -> [(item: FrameLayout.Item, chart: Int)] {
        var chart = -1
        var result: [(item: FrameLayout.Item, chart: Int)] = []
        for item in layout.items {
            if item.role == "plot" { chart += 1 }
            if item.role == "series", chart >= 0, chart < layout.plots.count { result.append((item, chart)) }
        }
        return result
    }

    private static func quoted(_ item: FrameLayout.Item) -> String { "\(item.id) \"\(item.text ?? "")\"" }

    static func rounded(_ value: Double) -> String { FrameLayout.number((value * 10).rounded() / 10) }
}
