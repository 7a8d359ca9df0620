import ReelGeometry

/// The side of the plot an axis is drawn on. A left or right axis is a
/// value axis (0 and 1 in tags) whose labels stand at y positions; a bottom
/// axis labels x positions.
package enum AxisEdge: Sendable, Hashable {
    case left, right, bottom

    /// The value axis a left (0) or right (1) edge is.
    package var valueAxis: Int { self == .right ? 1 : 0 }
}

/// One label candidate on an axis.
package struct AxisTick: Sendable, Hashable {
    /// The value the label stands for: placed by the scale, carried by its tag.
    package var value: Double
    /// 0...1 before thinning: a tick set's share while the axis moves.
    package var opacity: Double
    /// The candidate's number for `LabelThinning`, counted from a fixed
    /// origin so that a label keeps its number as the range moves.
    package var ordinal: Int
    /// The label's width in points, where `ends` needs it.
    package var width: Double
    /// How much the label stands for (a calendar rank): of two labels that
    /// crowd, the lower gives way (`AxisLabels.crowdGap`).
    package var rank: Int

    package init(value: Double, opacity: Double = 1, ordinal: Int = 0, width: Double = 0, rank: Int = 0) {
        self.value = value
        self.opacity = opacity
        self.ordinal = ordinal
        self.width = width
        self.rank = rank
    }

    /// A tick of a moving axis, as strong as its share of the tick sets.
    package init(_ tick: FadingTick) {
        self.init(value: tick.value, opacity: tick.opacity)
    }
}

/// How labels meet the ends of the axis.
package enum LabelEnds: Sendable, Hashable {
    /// Drawn where they fall (a clip, if any, cuts them).
    case free
    /// A label reaching past `lower` or `upper` is moved in to end there,
    /// and left out if it then comes closer than `gap` to another label.
    case keptInside(lower: Double, upper: Double, gap: Double)
    /// A label fades as it slides past `lower` or `upper`, gone when its
    /// middle reaches the end: its opacity is multiplied by
    /// `1 - overflow / (width / 2)`, clamped to 0...1.
    case fadedPast(lower: Double, upper: Double)
}

/// The labels of one axis, laid out: each candidate placed by the scale at
/// `across` (the x of a left or right axis, the y of a bottom one), shifted
/// `nudge` points along the axis, thinned (`LabelThinning`), kept from the
/// ends (`LabelEnds`), and drawn when its opacity is above 0 and at least
/// `minimumOpacity`, in the label colour with its alpha multiplied by that
/// opacity. Tags: `y-label/<axis>/<value>` or `x-label/<value>`.
package struct AxisLabels {
    package var edge: AxisEdge
    package var ticks: [AxisTick]
    package var scale: any AxisScale
    /// The words of tick `i`; asked only of labels that show.
    package var text: (Int) -> String
    package var across: Double
    package var nudge = 0.0
    package var font: Font
    package var color: Color
    package var alignment: TextAlignment
    package var direction = TextDirection.auto
    /// Thinning and the ordinal it counts from; nil shows every candidate.
    package var thinning: (LabelThinning, anchor: Int)?
    package var ends = LabelEnds.free
    package var minimumOpacity = 0.0
    /// Candidates (by ordinal) that stay inside `fadedPast` ends: the
    /// data's first and last points, so the ends of the data carry a label.
    /// Such a label is moved in to end at the edge and shows fully while
    /// its point is inside; it fades out over half its width as its point
    /// leaves, and gives way to a label it would crowd (`makeRoom`).
    package var pinned: [Int] = []
    /// The room a pinned label keeps between its box and another label's:
    /// closer, at most one of the two shows (`makeRoom`). The thinning's
    /// gap, so that an end label never stands closer to its neighbour than
    /// thinned labels stand to each other.
    package var pinnedGap = 0.0
    /// The room any two labels keep between their boxes, or nil: closer,
    /// the one of lower `rank` (the later of equals) gives way as a pinned
    /// label does (`makeRoom`). Thinning on a ladder keeps its labels this
    /// far apart already; this holds where data with gaps puts a period's
    /// late opener next to the following period's.
    package var crowdGap: Double?

    package init(edge: AxisEdge, ticks: [AxisTick], scale: any AxisScale, text: @escaping (Int) -> String,
                across: Double, font: Font, color: Color, alignment: TextAlignment) {
        self.edge = edge
        self.ticks = ticks
        self.scale = scale
        self.text = text
        self.across = across
        self.font = font
        self.color = color
        self.alignment = alignment
    }

    /// The labels shown, tagged.
    package func items() -> [DisplayItem] {
        var shown: [(index: Int, position: Double, opacity: Double)] = []
        for (i, tick) in ticks.enumerated() {
            var opacity = tick.opacity
            var position = scale.position(tick.value)
            if case .fadedPast(let lower, let upper) = ends, pinned.contains(tick.ordinal) {
                let half = tick.width / 2
                let outside = max(lower - position, position - upper, 0)
                opacity *= min(max(1 - outside / max(half, 1e-9), 0), 1)
                position = min(max(position, lower + half), upper - half)
                guard opacity > 0, opacity >= minimumOpacity else { continue }
                shown.append((i, position, opacity))
                continue
            }
            if let thinning { opacity *= thinning.0.opacity(of: tick.ordinal, anchor: thinning.anchor) }
            if case .fadedPast(let lower, let upper) = ends {
                let half = tick.width / 2
                let overflow = max(lower - (position - half), position + half - upper, 0)
                opacity *= min(max(1 - overflow / half, 0), 1)
            }
            guard opacity > 0, opacity >= minimumOpacity else { continue }
            shown.append((i, position, opacity))
        }
        if case .keptInside(let lower, let upper, let gap) = ends { keepInside(&shown, lower: lower, upper: upper, gap: gap) }
        if !pinned.isEmpty || crowdGap != nil { makeRoom(&shown) }
        return shown.map { label in
            let tick = ticks[label.index], words = text(label.index)
            let anchor = edge == .bottom ? Point(label.position, across) : Point(across, label.position + nudge)
            let tag: DisplayTag = edge == .bottom ? .xLabel(tick.value, text: words)
                : .yLabel(tick.value, axis: edge.valueAxis, text: words)
            return .tagged(tag, [.text(TextRun(words, at: anchor, font: font, color: color.multiplyingAlpha(label.opacity),
                                               alignment: alignment, direction: direction))])
        }
    }

    /// Makes room around a pinned label, which gives way: where it (opacity
    /// p) and another label (o) come within 4 pt of `pinnedGap` between
    /// their boxes, by closeness c (1 at the gap), each moves by c towards
    /// its share at the gap, o' = min(o, max(0, 2o - p)) and
    /// p' = max(0, p - 2o): closer than the gap at most one of the two
    /// shows, the other label unless the pinned one is more than twice as
    /// strong (an end label only adds a date; its neighbour is on the
    /// ticker's even steps), and as either moves or fades the two trade
    /// places through nothing rather than jump. Of two pinned labels (the
    /// data's two ends, close while a short series is narrow on the plot)
    /// the later gives way to the earlier by the same rule, and with
    /// `crowdGap` any two labels closer than it, the lower rank giving way.
    private func makeRoom(_ shown: inout [(index: Int, position: Double, opacity: Double)]) {
        for a in shown.indices {
            for b in shown.indices where a != b {
                guard let gap = room(giving: ticks[shown[a].index], to: ticks[shown[b].index]) else { continue }
                let touch = (ticks[shown[a].index].width + ticks[shown[b].index].width) / 2
                let between = abs(shown[a].position - shown[b].position) - touch
                let closeness = min(max(1 - (between - gap) / 4, 0), 1)
                let p = shown[a].opacity, o = shown[b].opacity
                shown[a].opacity = p - closeness * (p - max(0, p - 2 * o))
                shown[b].opacity = o - closeness * (o - min(o, max(0, 2 * o - p)))
            }
        }
        shown.removeAll { $0.opacity <= 1e-9 || $0.opacity < minimumOpacity }
    }

    /// The room label `a` keeps from `b` by giving way to it, or nil when
    /// `b` gives way to `a` or neither to the other.
    private func room(giving a: AxisTick, to b: AxisTick) -> Double? {
        switch (pinned.contains(a.ordinal), pinned.contains(b.ordinal)) {
        case (true, false): return pinnedGap
        case (true, true): return b.ordinal < a.ordinal ? pinnedGap : nil
        case (false, true): return nil
        case (false, false):
            guard let crowdGap, b.rank > a.rank || (b.rank == a.rank && b.ordinal < a.ordinal) else { return nil }
            return crowdGap
        }
    }

    /// Moves labels that reach past the ends in, then leaves out each moved
    /// one that comes within `gap` of another.
    private func keepInside(_ shown: inout [(index: Int, position: Double, opacity: Double)],
                            lower: Double, upper: Double, gap: Double) {
        var moved: Set<Int> = []
        for k in shown.indices {
            let half = ticks[shown[k].index].width / 2, centre = shown[k].position
            let inside = min(max(centre, lower + half), upper - half)
            if inside != centre { shown[k].position = inside; moved.insert(k) }
        }
        let placed = shown
        shown = placed.indices.filter { k in
            !moved.contains(k) || !placed.indices.contains { j in
                j != k && abs(placed[j].position - placed[k].position)
                    < (ticks[placed[k].index].width + ticks[placed[j].index].width) / 2 + gap
            }
        }.map { placed[$0] }
    }

    /// The labels of every axis in `axes`, in one group clipped to `clip`
    /// (no group without a clip; nothing when no label shows).
    package static func items(of axes: [AxisLabels], clip: Rect?) -> [DisplayItem] {
        let items = axes.flatMap { $0.items() }
        guard let clip, !items.isEmpty else { return items }
        return [.group(DisplayGroup(items, clip: clip))]
    }
}
