import Foundation
import ReelCharts

@testable import ChartReel

/// `LayoutProperties` over chosen frames of one scene: every rule on every
/// frame, and the fill ratio on the frames at rest.
///
/// At rest means nothing the data or its y axis depend on moves: the
/// timeline's values of the telegram chart's window, series visibilities,
/// reveal, zoom and pie are the same at `t + 1/fps` and at every frame over
/// the follow's duration before `t` (so a y axis still easing to its fit is
/// not at rest), and at every frame over the follow's duration and
/// `lookAhead` after `t`, because a telegram y axis makes room ahead of what
/// it fits (a series about to show counts a follow's duration before it
/// does, `Visibility.counts(now:ahead:)`; a zoom's axes fit the detail
/// `TelegramChart.zoomLead`, the duration and 0.05 s, before it shows);
/// for a line chart, its x range, series visibilities and
/// reveal. Held to a fill ratio: telegram charts (90 %, 70 % with
/// `yAxis.fit: nice`) and line charts whose y axis follows the values in
/// view (70 %, the bound of a fit that ends on ticks); other line and
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
    /// How long before a change its y axis may start moving (0: it never does).
    private let anticipation: Double
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
            minimumFill = (yAxis?["fit"] as? String) == "nice" ? 0.7 : 0.9
            anticipation = settle + Self.lookAhead
            motion = { animation.chart(at: $0).motionKey }
            flat = { animation.chart(at: $0).visibleDataIsFlat }
            eachSeries = { animation.chart(at: $0).ownAxisSeries }
        } else if let animation = scene.chart as? ChartAnimation<LineChart>, animation.base.yFollow != nil {
            minimumFill = 0.7
            anticipation = 0
            motion = { animation.chart(at: $0).motionKey }
            flat = { animation.chart(at: $0).visibleDataIsFlat }
            eachSeries = nil
        } else {
            (minimumFill, anticipation, motion, flat, eachSeries) = (nil, 0, nil, nil, nil)
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
        repeat {
            if motion(s) != now { return false }
            s += frame
        } while s < t + anticipation + frame
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
        var found: [Finding] = [], rest = 0
        for t in times {
            let layout = renderer.layout(at: t)
            var violations = LayoutProperties.violations(in: layout)
            if let minimumFill, isAtRest(t), !dataIsFlat(at: t) {
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
    /// number (bars and stacks: all 0), or there are none.
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
        return marks.shape == .lines ? low == high : low == 0 && high == 0
    }
}
