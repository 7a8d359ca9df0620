import ReelCharts
import ReelGeometry

/// The frame a scene is drawn into.
package struct CanvasSpec: Sendable, Hashable {
    /// Size in points; the output is `scale` times larger in pixels.
    package var width: Double
    package var height: Double
    /// Frames per second of the output (GIF output caps it, see `VideoFormat`).
    package var fps: Int
    /// Length of the animation in seconds.
    package var duration: Double
    /// `nil` for a transparent canvas.
    package var background: Color?
    /// Pixels per point, like `contentsScale` (2 renders @2x).
    package var scale: Double
    /// Space between the canvas edge and the chart, in points.
    package var padding: Double

    /// Largest output side, in pixels.
    package static let maximumPixels = 16384
    /// Most pixels in a frame: 8192 × 8192, a 256 MB canvas. ffmpeg itself
    /// refuses frames where (width + 128) × (height + 128) reaches 2^28, and
    /// rendering holds a few canvases per worker, so the limit is checked
    /// before anything is drawn rather than discovered gigabytes later.
    package static let maximumArea = 8192 * 8192

    /// The largest text size, in points, on a canvas of `width` x `height`
    /// points: no text larger than the canvas's larger side can be shown,
    /// and its glyphs would cost masks larger than the frame.
    package static func largestTextSize(width: Double, height: Double) -> Double {
        max(width, height)
    }

    /// Why this canvas cannot be rendered, or nil when it can.
    package var sizeProblem: String? {
        let w = pixelWidth, h = pixelHeight
        if w > Self.maximumPixels || h > Self.maximumPixels {
            return "\(w)x\(h) pixels is too large; at most \(Self.maximumPixels) pixels a side"
        }
        if w * h > Self.maximumArea {
            return "\(w)x\(h) pixels is too large; at most \(Self.maximumArea) pixels in all (8192 x 8192)"
        }
        return nil
    }

    /// Whether the background lets anything through (none, or not opaque).
    package var isTransparent: Bool { background.map { $0.alpha < 1 } ?? true }

    package var pixelWidth: Int { Self.pixels(width * scale) }
    package var pixelHeight: Int { Self.pixels(height * scale) }

    /// A side in whole pixels, at least 1; clamped before the conversion so
    /// that no size (however it was set) can trap.
    private static func pixels(_ points: Double) -> Int {
        Int(min(max(points.rounded(), 1), 1e9))
    }

    /// The chart's area inside the canvas, in points.
    package var chartBounds: Rect { Rect(x: 0, y: 0, width: width, height: height).insetBy(padding) }
}

/// A decoded, validated scene: everything needed to draw any frame.
package struct Scene: Sendable {
    package var canvas: CanvasSpec
    package private(set) var chart: any AnimatedChart
    /// One line from the scene's `description`, for preset listings.
    package let summary: String?
    /// The regular files the scene was read from (scene, data), which a
    /// render refuses to write over.
    package var inputs: [InputFileIdentity] = []

    /// Things the user should know about how the scene was read.
    package var notes: [String] { chart.notes }

    /// Number of frames at `fps` frames per second: the duration rounded to
    /// whole frames, at least one. Frame `i` shows time `i / fps`.
    package func frameCount(fps: Int) -> Int {
        max(1, Int((canvas.duration * Double(fps)).rounded()))
    }

    /// The scene with what its chart derives from the whole animation
    /// computed once for frames at `times` (`AnimatedChart.prepared(for:)`):
    /// the render loop calls it once, before its workers draw.
    package func prepared(for times: ClosedRange<Double>) -> Scene {
        var copy = self
        copy.chart = chart.prepared(for: times)
        return copy
    }

    /// The scene with command-line overrides applied; fails if the result
    /// would be larger than 16384 pixels a side.
    package func applying(_ overrides: SceneOverrides) throws -> Scene {
        var copy = self
        if let fps = overrides.fps { copy.canvas.fps = fps }
        if let duration = overrides.duration { copy.canvas.duration = duration }
        if let scale = overrides.scale { copy.canvas.scale = scale }
        if let background = overrides.background { copy.canvas.background = background.color }
        if let speed = overrides.speed, speed != 1 {
            copy.canvas.duration /= speed
            copy.chart = PlaybackRate(chart: chart, rate: speed)
        }
        if let size = overrides.size {
            copy.canvas.width = size.width
            copy.canvas.height = size.height
        }
        if let problem = copy.canvas.sizeProblem {
            throw SceneError(location: nil, path: "", message: "the output would be \(problem)")
        }
        return copy
    }
}

/// Values that replace a scene's own (from command-line options).
package struct SceneOverrides: Sendable {
    package var fps: Int?
    package var duration: Double?
    /// Canvas size in points.
    package var size: Size?
    /// Pixels per point.
    package var scale: Double?
    /// Replaces the canvas background.
    package var background: BackgroundOverride?
    /// Playback rate: 2 plays the animation twice as fast, in half the time
    /// (of the duration, the scene's or `duration`).
    package var speed: Double?

    package init(fps: Int? = nil, duration: Double? = nil, size: Size? = nil, scale: Double? = nil,
                background: BackgroundOverride? = nil, speed: Double? = nil) {
        self.fps = fps
        self.duration = duration
        self.size = size
        self.scale = scale
        self.background = background
        self.speed = speed
    }
}

/// A background from the command line: none (transparent) or a colour.
package enum BackgroundOverride: Sendable, Hashable {
    case transparent
    case color(Color)

    /// `none` (transparent), or a colour as scenes write it; nil for anything else.
    package init?(argument: String) {
        if argument == "none" { self = .transparent; return }
        guard let color = Color(parsing: argument) else { return nil }
        self = .color(color)
    }

    var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }
}

/// A chart played at another rate: frame time t shows the chart at t x rate.
struct PlaybackRate: AnimatedChart {
    let chart: any AnimatedChart
    let rate: Double

    func displayList(at seconds: Double, in bounds: Rect, context: RenderContext) -> DisplayList {
        chart.displayList(at: seconds * rate, in: bounds, context: context)
    }

    func prepared(for times: ClosedRange<Double>) -> any AnimatedChart {
        let (a, b) = (times.lowerBound * rate, times.upperBound * rate)
        guard a.isFinite, b.isFinite else { return self }
        return PlaybackRate(chart: chart.prepared(for: min(a, b)...max(a, b)), rate: rate)
    }

    var timelineEnd: Double { chart.timelineEnd / rate }
    var notes: [String] { chart.notes }

    func explanation(at seconds: Double, context: RenderContext) -> ChartExplanation {
        chart.explanation(at: seconds * rate, context: context)
    }
}
