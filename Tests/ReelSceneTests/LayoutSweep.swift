import Foundation
@testable import ReelCharts
import ReelGeometry
import ReelRaster

@testable import ReelScene
import ReelText

/// `LayoutProperties` over chosen frames of one scene: every rule on every
/// frame, and the fill ratio on the frames at rest; and the y ranges and
/// labels against the chart resolved at that moment (`chartViolations`).
///
/// At rest means nothing the data or its y axis depend on moves: the
/// timeline's values of the telegram chart's window, series visibilities,
/// reveal, zoom and pie are the same at every frame over the follow's
/// duration before `t` (so a y axis still easing to its fit is not at rest)
/// and over one frame after it; for a line chart, its x range, series
/// visibilities and reveal. Both charts' fits read the present (a series
/// counts from the moment its fade starts in and stops counting when its
/// fade out starts; a zoom's range is what it draws), so a frame just
/// before a change is still at rest. Held to a fill ratio: telegram charts
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
    /// The fill the series drawn at above half opacity must reach at a
    /// moment, at rest or not (nil: none then): 35 % after the reveal, 70 %
    /// zoomed in, 25 % in the zoom's motion after its first 30 %.
    private let motionFill: ((Double) -> Double?)?
    /// Each y range at a moment (the resolved chart's, a zoom's detail's too).
    private let ranges: ((Double) -> [ValueRange])?
    /// The x window at a moment (a zoom's excluded: its range is tracked exactly).
    private let window: ((Double) -> [Double])?
    /// Whether a series fades at a moment.
    private let fading: ((Double) -> Bool)?

    /// `document` is the scene file's JSON, read for the fit and the follow's
    /// duration (so the check needs no knowledge of how they are modelled).
    init(scene: Scene, document: Data) {
        // Derived once for the whole scene, a frame before it too (`rangeMovedAtRest`),
        // as the render loop does: the checks below read the chart as the frames draw it.
        let scene = scene.prepared(for: -1 / Double(scene.canvas.fps)...max(scene.canvas.duration, 0))
        self.scene = scene
        let chart = (try? JSONSerialization.jsonObject(with: document) as? [String: Any])?["chart"] as? [String: Any] ?? [:]
        let yAxis = chart["yAxis"] as? [String: Any]
        let durations = [chart["follow"], yAxis?["follow"]].compactMap { ($0 as? [String: Any])?["duration"] as? Double }
        settle = max(durations.max() ?? 0, Self.defaultFollow)
        let fps = Double(scene.canvas.fps)
        if let animation = scene.chart as? ChartAnimation<TelegramChart> {
            let nice = (yAxis?["fit"] as? String) == "nice"
            minimumFill = nice ? (animation.base.marks.stacks ? 0.75 : 0.7) : 0.9
            lookahead = nil
            motion = FrameMemo(fps: fps) { animation.chart(at: $0).motionKey }.value
            flat = FrameMemo(fps: fps) { animation.chart(at: $0).visibleDataIsFlat }.value
            eachSeries = { animation.chart(at: $0).ownAxisSeries }
            motionFill = { animation.chart(at: $0).motionFill }
            window = FrameMemo(fps: fps) { let w = animation.chart(at: $0).window; return [w.lower, w.upper] }.value
            fading = FrameMemo(fps: fps) { animation.chart(at: $0).series.contains { $0.visible > 0 && $0.visible < 1 } }.value
            let context = RenderContext(text: TextMeasurer())
            ranges = FrameMemo(fps: fps) { t in
                let frame = animation.resolvedChart(at: t, context: context)
                return frame.axes.map(\.range) + (frame.zoom.detailOpacity > 0 ? frame.detail?.axes.map(\.range) ?? [] : [])
            }.value
        } else if let animation = scene.chart as? ChartAnimation<LineChart>, let following = animation.base.yFollow {
            (minimumFill, lookahead) = (following.fit.ends == .tight ? 0.9 : 0.7, nil)
            motion = FrameMemo(fps: fps) { animation.chart(at: $0).motionKey }.value
            flat = FrameMemo(fps: fps) { animation.chart(at: $0).visibleDataIsFlat }.value
            fading = FrameMemo(fps: fps) { animation.chart(at: $0).series.contains { $0.visible > 0 && $0.visible < 1 } }.value
            eachSeries = nil
            motionFill = { animation.chart(at: $0).motionFill }
            // A line chart follows its toggles as its window moves (`LineChart.resolved`): both count as moves.
            window = FrameMemo(fps: fps) { let c = animation.chart(at: $0); return [c.xAxis.range.lower, c.xAxis.range.upper] + c.series.map(\.visible) }.value
            let context = RenderContext(text: TextMeasurer())
            ranges = FrameMemo(fps: fps) { [animation.resolvedChart(at: $0, context: context).yAxis.range] }.value
        } else {
            (minimumFill, lookahead, motion, flat, eachSeries, motionFill, ranges, window) = (nil, nil, nil, nil, nil, nil, nil, nil)
            fading = nil
        }
    }

    /// The longest default follow any build has used (0.6 s linear, 0.4 s ease-out).
    static let defaultFollow = 0.6

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
        // Prepared as a render prepares it: the axes follow from their tables
        // (bit for bit the live follow, FollowTableTests), not computed per
        // frame. `scene` is prepared for every frame and the one before.
        let (first, last) = (times.min() ?? 0, times.max() ?? 0)
        let covered = first >= -1 / Double(scene.canvas.fps) && last <= max(scene.canvas.duration, 0)
        let renderer = FrameRenderer(scene: covered ? scene : scene.prepared(for: first...last))
        let context = RenderContext(text: TextMeasurer())
        var found: [Finding] = [], rest = 0
        for t in times {
            let layout = renderer.layout(at: t)
            let atRest = isAtRest(t)
            var violations = LayoutProperties.violations(in: layout)
                + Self.chartViolations(renderer.scene.chart, at: t, layout: layout, atRest: atRest, context: context,
                                       fading: fading ?? { _ in false })
            if let minimumFill, atRest, !dataIsFlat(at: t) {
                rest += 1
                violations += LayoutProperties.fillViolations(in: layout, minimum: minimumFill, eachSeries: eachSeries?(t))
            }
            if let minimum = motionFill?(t), !dataIsFlat(at: t), !windowMoved(before: t) {
                violations += LayoutProperties.motionFillViolations(in: layout, minimum: minimum, eachSeries: eachSeries?(t))
            }
            if atRest, let moved = rangeMovedAtRest(at: t) { violations.append(moved) }
            if scene.chart is ChartAnimation<TelegramChart> {
                violations += LayoutProperties.labelCountViolations(in: layout, xAxis: true).filter { !violations.contains($0) }
            }
            found += violations.map { Finding(t: t, violation: $0) }
        }
        return (found, rest)
    }

    /// Whether the x window moved over the follow's duration before `t`
    /// (or moves at `t`; for a line chart, a series' visibility too): a
    /// window move's fit is followed over that time
    /// (`Follow`), and while the range catches up with a spike that left
    /// the window the data drawn may fill little of it, as the contest's
    /// charts do; the fill is held once it has caught up (at rest).
    func windowMoved(before t: Double) -> Bool {
        guard let window else { return false }
        let frame = 1 / Double(scene.canvas.fps), now = window(t)
        var s = t - frame
        while s > t - settle - frame {
            if window(s) != now { return true }
            s -= frame
        }
        return window(t + frame) != now
    }

    /// Why the y ranges at `t`, a frame at rest, differ from the frame's
    /// before (nil when they do not): a range moves only while an event
    /// moves it or the follow's duration after one, never before it starts.
    func rangeMovedAtRest(at t: Double) -> LayoutProperties.Violation? {
        guard let ranges else { return nil }
        let before = ranges(t - 1 / Double(scene.canvas.fps)), now = ranges(t)
        for (a, b) in zip(before, now) {
            let slack = 1e-9 * max(abs(a.lower), abs(a.upper), 1)
            if abs(a.lower - b.lower) > slack || abs(a.upper - b.upper) > slack {
                return LayoutProperties.Violation(rule: .rangeWithoutEvent, ids: ["plot"],
                                                  detail: "y range \(a) one frame before, \(b) now, with nothing moving", severity: 1)
            }
        }
        return nil
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
    /// The fill what is drawn at above half opacity must reach: 35 % once
    /// the reveal is over (every line drawn whole at full height), but while
    /// a series fades (see `TelegramChart.motionFill`).
    var motionFill: Double? {
        let fading = series.contains { $0.visible > 0 && $0.visible < 1 }
        return strokeStart <= 0 && strokeEnd >= 1 && phaseY >= 1 && !fading ? 0.35 : nil
    }

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
    /// The fill what is drawn at above half opacity must reach (see
    /// `LayoutSweep.motionFill`); nil during the reveal, while a pie shows,
    /// and while a series fades in or out. No range can hold that fill
    /// through a toggle of a series whose values lie far above the others':
    /// the series that stay fill little of the plot while the fading one is
    /// still above half opacity or it is cut away at the top before it is
    /// below half. Toggles are held instead to the range moving with the
    /// fade (`TelegramChartTests`: the series that stay fill at least half
    /// of their final fill halfway), and to `range-without-event`.
    var motionFill: Double? {
        let fading = (series + zoom.series).contains { $0.visible > 0 && $0.visible < 1 }
        guard strokeEnd >= 1, pieProgress <= 0, !fading else { return nil }
        let p = zoom.clampedProgress
        return p >= 1 ? 0.7 : p > TelegramZoom.fadeStart ? 0.25 : 0.35
    }

    /// What the timeline sets that the plotted data or its y axis depend on.
    var motionKey: [Double] {
        [window.lower, window.upper, strokeEnd, zoom.progress, pie.progress] + (series + zoom.series).map(\.visible)
    }

    /// Whether the values of the visible series inside the window are all one
    /// number (bars and stacks: all 0 as drawn, a negative value drawn as
    /// 0), or there are none: of the chart the user watches (`watched`).
    var visibleDataIsFlat: Bool {
        let chart = watched
        return chart.isFlat(chart.series.filter { $0.visible > 0 })
    }

    /// On two y axes, the visible series whose values in the window are
    /// not all one number: each fills the plot on its own axis. Nil for
    /// charts on one axis.
    var ownAxisSeries: [String]? {
        let chart = watched
        return chart.marks.twoAxes ? chart.series.filter { $0.visible > 0 && !chart.isFlat([$0]) }.map(\.id) : nil
    }

    /// The chart drawn at above half opacity: a zoom's detail once it is,
    /// else this one; what the fill rules measure.
    var watched: TelegramChart { zoom.detail != nil && zoom.detailOpacity > 0.5 ? detailChart() : self }

    private func isFlat(_ chosen: [LineSeries]) -> Bool {
        let window = xWindow
        let inWindow = x.indices.filter { x[$0] >= window.lower && x[$0] <= window.upper }
        let values = chosen.flatMap { s in inWindow.compactMap { $0 < s.y.count ? s.y[$0] : nil } }
        guard let low = values.min(), let high = values.max() else { return true }
        return marks.shape == .lines ? low == high : max(low, 0) == 0 && max(high, 0) == 0
    }
}

/// A function of time remembered per frame: `isAtRest` and `windowMoved`
/// read the timeline over the follow's duration around every frame, so each
/// frame's value is asked for dozens of times. A time within 1e-6 frame of
/// a frame of `fps` is that frame; other times are not remembered.
final class FrameMemo<Value>: @unchecked Sendable {
    private let fps: Double
    private let compute: (Double) -> Value
    private var values: [Int: Value] = [:]
    private let lock = NSLock()

    init(fps: Double, _ compute: @escaping (Double) -> Value) {
        self.fps = fps
        self.compute = compute
    }

    func value(_ t: Double) -> Value {
        let frames = t * fps, index = frames.rounded()
        guard abs(frames - index) < 1e-6, abs(index) < 1e9 else { return compute(t) }
        let key = Int(index)
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute(Double(key) / fps)
        lock.withLock { values[key] = value }
        return value
    }
}
