#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// The pie morph (`TelegramPie`) of a percentage area chart. Shares are the
/// range's: each series' sum over the x values in the window, times its
/// visibility, so hiding a series re-normalises the others smoothly in the
/// pie as in the areas.
///
/// In the first half the layers flatten: each boundary moves from its stack
/// at every x to the range's cumulative share. In the second half the plot,
/// now horizontal bands, rolls up into the circle (`rolled`): each band
/// becomes its slice, `v` of a turn clockwise from 12 o'clock. At 1 the
/// slices are true arcs (the donut's), with their percentages.
struct PieMorph {
    let chart: TelegramChart
    /// The points of the window (nil when it shows none: the first half
    /// then draws nothing).
    let indices: ClosedRange<Int>?
    /// The plot's transform, which the flattening layers are drawn through.
    let transform: PlotTransform
    let plot: Rect

    /// How far the morph has gone, 0...1.
    var progress: Double { chart.pieProgress }

    /// The pie's centre and radius in the plot: a selected slice pulled
    /// all the way out still ends inside it.
    var pieCircle: (center: Point, radius: Double) {
        (plot.center, max(min(plot.width, plot.height) / 2 - TelegramPie.pullDistance - 2, 1))
    }

    /// Each series' share of the window's sums, 0...1, adding up to 1 (all
    /// zero when nothing shows).
    func rangeShares() -> [Double] {
        let x = chart.x, window = chart.xWindow
        var first = WindowExtent.lowerBound(x, window.lower), last = WindowExtent.lowerBound(x, window.upper.nextUp) - 1
        if first > last {
            // A window between two points: the nearer one.
            let i = min(first, x.count - 1)
            first = i
            last = i
        }
        let sums = chart.series.map { s in
            (first...last).reduce(0.0) { $0 + max(s.y[$1] ?? 0, 0) } * min(max(s.visible, 0), 1)
        }
        let total = sums.reduce(0, +)
        return total > 0 ? sums.map { $0 / total } : sums.map { _ in 0 }
    }

    /// The percentage areas on their way to the pie, or the pie itself, in
    /// a group tagged as the plot and clipped to it: no phase reaches past
    /// the plot (`RollFit`), so the clip never cuts a slice.
    func items() -> [DisplayItem] {
        let shares = rangeShares()
        var cumulative: [Double] = []
        var running = 0.0
        for share in shares {
            running += share
            cumulative.append(running)
        }
        let plotTag = DisplayTag(.plot, id: "plot", frame: plot)
        if progress <= 0.5 {
            guard let indices else { return [] }
            var layers = StackLayers(chart: chart, indices: indices, transform: transform)
            layers.flatten = (cumulative.map { $0 * 100 }, progress * 2)
            return [.group(DisplayGroup(layers.items(), clip: plot, tag: plotTag))]
        }
        let roll = (progress - 0.5) * 2
        let drawn: [DisplayItem]
        if roll >= 1 {
            drawn = pie(shares: shares, cumulative: cumulative)
                + pieLabels(shares: shares, cumulative: cumulative, opacity: 1, fit: RollFit.identity)
        } else {
            drawn = rolledBands(shares: shares, cumulative: cumulative, roll: roll)
        }
        return [.group(DisplayGroup(drawn, clip: plot, tag: plotTag))]
    }

    /// The plot rolled part of the way (`roll` 0..<1): each band's outline
    /// (`rolled`), all of them fitted into the plot together (`RollFit`),
    /// with the slices' labels fading in over the last tenth.
    private func rolledBands(shares: [Double], cumulative: [Double], roll: Double) -> [DisplayItem] {
        let outlines: [(Int, [Point])] = chart.series.indices.reversed().compactMap { k in
            guard shares[k] > 0, chart.series[k].opacity > 0 else { return nil }
            let (start, end) = sliceAngles(k, cumulative)
            let offset = pullOffset(k, middle: (start + end) / 2, scale: roll)
            let outline = rolledBand(from: k == 0 ? 0 : cumulative[k - 1], to: cumulative[k], roll: roll)
            return (k, outline.map { Point($0.x + offset.x, $0.y + offset.y) })
        }
        let fit = RollFit(fitting: outlines.flatMap(\.1), into: plot)
        let bands: [DisplayItem] = outlines.map { k, outline in
            let s = chart.series[k]
            var path = Path()
            path.move(to: fit.apply(outline[0]))
            for p in outline.dropFirst() { path.line(to: fit.apply(p)) }
            path.close()
            return .tagged(.series(s.id, .slice), [.fill(path, .solid(s.color.multiplyingAlpha(min(s.opacity, 1))))])
        }
        let opacity = min(max((roll - 0.9) / 0.1, 0), 1)
        return bands + pieLabels(shares: shares, cumulative: cumulative, opacity: opacity, fit: fit)
    }

    /// How far slice `k` is moved out, along its `middle` angle.
    private func pullOffset(_ k: Int, middle: Double, scale: Double = 1) -> Point {
        guard k == chart.pie.selected else { return Point(0, 0) }
        let distance = TelegramPie.pullDistance * min(max(chart.pie.pull, 0), 1) * scale
        return Point(distance * cos(middle), distance * sin(middle))
    }

    /// Where the plot's point `u` across and `v` up goes as the plot rolls
    /// up (`roll` 0...1): the plot is a strip whose length (up) bends into
    /// an arc of `roll` turns while it stretches to the pie's circumference,
    /// its thickness (across) shrinks to the radius, and it turns a quarter
    /// so that `v` = 0 ends at 12 o'clock. The left edge is the outside;
    /// the right edge closes into the centre. Lines of constant `v` stay
    /// straight, so only the arcs need sampling.
    ///
    /// The outer edge's length is the lesser of that stretch and the length
    /// whose chord is the plot's height (`h · πr / sin πr` at `roll` r), so
    /// the strip starts to bend without growing past the plot's top and
    /// bottom; `RollFit` keeps the rest of the motion inside.
    func rolled(_ u: Double, _ v: Double, roll: Double) -> Point {
        let (center, radius) = pieCircle
        let stretched = plot.height + (2 * Double.pi * radius - plot.height) * roll
        let half = Double.pi * roll, sine = sin(half)
        let length = sine > 1e-9 && half > 1e-9 ? min(stretched, plot.height * half / sine) : stretched
        var thickness = plot.width + (radius - plot.width) * roll
        // The strip's middle moves from the plot's centre to halfway down
        // the pie's radius below its centre (where it is at the end).
        let anchor = Point(center.x, center.y + radius / 2 * roll)
        guard roll > 1e-4 else {
            return Point(anchor.x + (u - 0.5) * thickness, anchor.y - (v - 0.5) * length)
        }
        let bend = 2 * Double.pi * roll, outer = length / bend
        // Never thicker than the bend's radius, so the strip does not fold
        // over its centre (the inside radius stays at or above 0).
        thickness = min(thickness, outer)
        let anchorAngle = Double.pi - Double.pi / 2 * roll
        let pivot = Point(anchor.x - (outer - thickness / 2) * cos(anchorAngle), anchor.y - (outer - thickness / 2) * sin(anchorAngle))
        let angle = anchorAngle + bend * (v - 0.5), r = outer - u * thickness
        return Point(pivot.x + r * cos(angle), pivot.y + r * sin(angle))
    }

    /// The band `v0...v1` across the plot, rolled: its outer and inner arcs
    /// sampled every degree or so of their bend, the radial sides straight.
    private func rolledBand(from v0: Double, to v1: Double, roll: Double) -> [Point] {
        let steps = max(Int(((v1 - v0) * 360 * roll).rounded(.up)), 1)
        let vs = (0...steps).map { v0 + (v1 - v0) * Double($0) / Double(steps) }
        return vs.map { rolled(0, $0, roll: roll) } + vs.reversed().map { rolled(1, $0, roll: roll) }
    }

    /// Slice `k`'s angles, clockwise from 12 o'clock.
    private func sliceAngles(_ k: Int, _ cumulative: [Double]) -> (start: Double, end: Double) {
        (1.5 * Double.pi + 2 * Double.pi * (k == 0 ? 0 : cumulative[k - 1]), 1.5 * Double.pi + 2 * Double.pi * cumulative[k])
    }

    private func pie(shares: [Double], cumulative: [Double]) -> [DisplayItem] {
        let (center, radius) = pieCircle
        return chart.series.indices.compactMap { k in
            let s = chart.series[k]
            guard shares[k] > 0, s.opacity > 0 else { return nil }
            let (start, end) = sliceAngles(k, cumulative)
            let offset = pullOffset(k, middle: (start + end) / 2)
            let c = Point(center.x + offset.x, center.y + offset.y)
            var path = Path()
            if shares[k] < 1 { path.move(to: c) }
            path.arc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            path.close()
            return .tagged(.series(s.id, .slice), [.fill(path, .solid(s.color.multiplyingAlpha(min(s.opacity, 1))))])
        }
    }

    /// Each slice's whole percentage (adding up to 100) in its middle;
    /// bigger slices get bigger labels, as the contest draws them.
    private func pieLabels(shares: [Double], cumulative: [Double], opacity: Double, fit: RollFit) -> [DisplayItem] {
        guard opacity > 0 else { return [] }
        let (center, radius) = pieCircle
        let percents = Percentages.rounded(shares)
        return chart.series.indices.compactMap { k in
            guard shares[k] >= 0.02, chart.series[k].opacity > 0 else { return nil }
            let (start, end) = sliceAngles(k, cumulative)
            let middle = (start + end) / 2, offset = pullOffset(k, middle: middle)
            let reach = shares[k] < 1 ? radius * 0.62 : 0
            let at = fit.apply(Point(center.x + offset.x + reach * cos(middle), center.y + offset.y + reach * sin(middle)))
            let tag = DisplayTag(.text, id: "slice-label/\(chart.series[k].id)", series: chart.series[k].id,
                                 value: Double(percents[k]), text: "\(percents[k])%")
            return .tagged(tag, [.text(TextRun("\(percents[k])%", at: at, font: Font(name: "DejaVu Sans:bold", size: min(10 + 30 * shares[k], 26)),
                                               color: Color.white.multiplyingAlpha(opacity * min(chart.series[k].opacity, 1)),
                                               alignment: TextAlignment(horizontal: .center, vertical: .middle)))])
        }
    }
}
