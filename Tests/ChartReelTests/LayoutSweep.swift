import Foundation
import ReelCharts
import ReelRaster

@testable import ChartReel

/// `LayoutProperties` over chosen frames of one scene: every rule on every
/// frame, and the fill ratio on the frames at rest; and the y ranges and
/// labels against the chart resolved at that moment (`chartViolations`).
///
/// At rest means nothing the data or its y axis depend on moves: the
/// timeline's values of the telegram chart's window, series visibilities,
/// reveal, zoom and pie are the same at every frame over the follow's
/// duration before `t` (so a y axis still easing to its fit is not at rest)
/// and over `lookahead` after it; for a line chart, its x range, series
/// visibilities and reveal. The telegram chart's fit reads the timeline a
/// follow's duration ahead (`Visibility.counts(now:ahead:)`: the axis makes
/// room for a series before it fades in; a zoom's axes fit the detail
/// `TelegramChart.zoomLead`, the duration and 0.05 s, before it shows), so a
/// frame before a change is at rest only that far from it; a line chart's fit reads the present, so
/// its look-ahead is one frame. Held to a fill ratio: telegram charts
/// (90 %; with `yAxis.fit: nice` the bound `YFit` states for a range that
/// ends on ticks: 75 % for bars and stacks, whose range holds 0, 70 % for
/// lines, whose two ends are free) and
/// line charts whose y axis follows the values in view (90 % with
/// `ends: tight`; 70 % with `nice`, the line's default); other line and
/// activity charts fix their ranges by hand. Data with no extent in view
/// (all one value) is not held to it. On two y axes each line is fitted on
/// its own, so each is held to the fill alone.
struct LayoutSweep {
    struct Finding: CustomStringConvertible {
        var t: Double
        var violation: LayoutProperties.Violation
        var description: String { "t=\(FrameLayout.number(t)): \(violation)" }
    }

    let scene: Scene
    /// The fill ratio a frame at rest must reach; nil: not checked.
    let minimumFill: Double?
    /// How long a y axis takes to reach a new fit, at most.
    let settle: Double
    /// How far after a frame its fit reads the timeline, at most (see the
    /// type's comment); nil: one frame.
    let lookahead: Double?
    private let motion: ((Double) -> [Double])?
    private let flat: ((Double) -> Bool)?
    /// The series measured each on its own (see `TelegramChart.ownAxisSeries`).
    private let eachSeries: ((Double) -> [String]?)?

    /// `document` is the scene file's JSON, read for the fit and the follow's
    /// duration (so the check needs no knowledge of how they are modelled).
    init(scene: Scene, document: Data) {
        self.scene = scene
        let chart = (try? JSONSerialization.jsonObject(with: document) as? [String: Any])?["chart"] as? [String: Any] ?? [:]
        let yAxis = chart["yAxis"] as? [String: Any]
        let durations = [chart["follow"], yAxis?["follow"]].compactMap { ($0 as? [String: Any])?["duration"] as? Double }
        settle = max(durations.max() ?? 0, Self.defaultFollow)
        if let animation = scene.chart as? ChartAnimation<TelegramChart> {
            let nice = (yAxis?["fit"] as? String) == "nice"
            minimumFill = nice ? (animation.base.marks.stacks ? 0.75 : 0.7) : 0.9
            lookahead = settle + Self.lookAhead
            motion = { animation.chart(at: $0).motionKey }
            flat = { animation.chart(at: $0).visibleDataIsFlat }
            eachSeries = { animation.chart(at: $0).ownAxisSeries }
        } else if let animation = scene.chart as? ChartAnimation<LineChart>, let following = animation.base.yFollow {
            (minimumFill, lookahead) = (following.fit.ends == .tight ? 0.9 : 0.7, nil)
            motion = { animation.chart(at: $0).motionKey }
            flat = { animation.chart(at: $0).visibleDataIsFlat }
            eachSeries = nil
        } else {
            (minimumFill, lookahead, motion, flat, eachSeries) = (nil, nil, nil, nil, nil)
        }
    }

    /// The longest default follow any build has used (0.6 s linear, 0.4 s ease-out).
    static let defaultFollow = 0.6

    /// How much longer than the follow's duration a y axis may move ahead
    /// of what it fits (see the type's comment).
    static let lookAhead = 0.05

    /// Whether the frame at `t` is at rest (see the type's comment).
    func isAtRest(_ t: Double) -> Bool {
        guard let motion else { return false }
        let frame = 1 / Double(scene.canvas.fps)
        let now = motion(t)
        var s = t + frame
        while s < t + (lookahead ?? frame) + frame / 2 {
            if motion(s) != now { return false }
            s += frame
        }
        s = t - frame
        while s > t - settle - frame {
            if motion(s) != now { return false }
            s -= frame
        }
        return true
    }

    /// The violations at each of `times`, fill included where at rest; with
    /// the number of frames at rest among them.
    func findings(at times: [Double]) -> (findings: [Finding], restFrames: Int) {
        let renderer = FrameRenderer(scene: scene.prepared(for: (times.min() ?? 0)...(times.max() ?? 0)))
        let context = RenderContext(text: TextMeasurer())
        var found: [Finding] = [], rest = 0
        for t in times {
            let layout = renderer.layout(at: t)
            let atRest = isAtRest(t)
            var violations = LayoutProperties.violations(in: layout)
                + Self.chartViolations(renderer.scene.chart, at: t, layout: layout, atRest: atRest, context: context)
            if let minimumFill, atRest, !dataIsFlat(at: t) {
                rest += 1
                violations += LayoutProperties.fillViolations(in: layout, minimum: minimumFill, eachSeries: eachSeries?(t))
            }
            found += violations.map { Finding(t: t, violation: $0) }
        }
        return (found, rest)
    }

    /// Every frame's time at the scene's fps.
    var everyFrame: [Double] {
        (0..<scene.frameCount(fps: scene.canvas.fps)).map { Double($0) / Double(scene.canvas.fps) }
    }

    /// Whether the visible data in the window has no extent to fill the plot
    /// with (all one value; for bars and stacks all 0), so any fit leaves it
    /// a line.
    func dataIsFlat(at t: Double) -> Bool { flat?(t) ?? false }
}

extension LineChart {
    /// What the timeline sets that the plotted data or its y axis depend on.
    var motionKey: [Double] {
        [xAxis.range.lower, xAxis.range.upper, strokeStart, strokeEnd, phaseY] + series.flatMap { [$0.visible, $0.opacity] }
    }

    /// Whether the values of the visible series in the x range are all one
    /// number, or there are none.
    var visibleDataIsFlat: Bool {
        let values = series.filter { $0.visible > 0 }.flatMap { s in
            zip(s.x, s.y).compactMap { x, y in x >= xAxis.range.lower && x <= xAxis.range.upper ? y : nil }
        }
        guard let low = values.min(), let high = values.max() else { return true }
        return low == high
    }
}

extension TelegramChart {
    /// What the timeline sets that the plotted data or its y axis depend on.
    var motionKey: [Double] {
        [window.lower, window.upper, strokeEnd, zoom.progress, pie.progress] + series.map(\.visible)
    }

    /// Whether the values of the visible series inside the window are all one
    /// number (bars and stacks: all 0 as drawn, a negative value drawn as
    /// 0), or there are none.
    var visibleDataIsFlat: Bool { isFlat(series.filter { $0.visible > 0 }) }

    /// On two y axes, the visible series whose values in the window are
    /// not all one number: each fills the plot on its own axis. Nil for
    /// charts on one axis.
    var ownAxisSeries: [String]? {
        marks.twoAxes ? series.filter { $0.visible > 0 && !isFlat([$0]) }.map(\.id) : nil
    }

    private func isFlat(_ chosen: [LineSeries]) -> Bool {
        guard let first = x.first, let last = x.last else { return true }
        let span = last - first
        let (from, to) = (first + span * window.lower, first + span * window.upper)
        let inWindow = x.indices.filter { x[$0] >= from && x[$0] <= to }
        let values = chosen.flatMap { s in inWindow.compactMap { $0 < s.y.count ? s.y[$0] : nil } }
        guard let low = values.min(), let high = values.max() else { return true }
        return marks.shape == .lines ? low == high : max(low, 0) == 0 && max(high, 0) == 0
    }
}
