import ReelGeometry

/// The frame a scene is drawn into.
public struct CanvasSpec: Sendable, Hashable {
    /// Size in points; the output is `scale` times larger in pixels.
    public var width: Double
    public var height: Double
    /// Frames per second of the output (GIF output caps it, see `VideoFormat`).
    public var fps: Int
    /// Length of the animation in seconds.
    public var duration: Double
    /// `nil` for a transparent canvas.
    public var background: Color?
    /// Pixels per point, like `contentsScale` (2 renders @2x).
    public var scale: Double
    /// Space between the canvas edge and the chart, in points.
    public var padding: Double

    /// Largest output side, in pixels.
    public static let maximumPixels = 16384

    /// Whether the background lets anything through (none, or not opaque).
    public var isTransparent: Bool { background.map { $0.alpha < 1 } ?? true }

    public var pixelWidth: Int { max(1, Int((width * scale).rounded())) }
    public var pixelHeight: Int { max(1, Int((height * scale).rounded())) }

    /// The chart's area inside the canvas, in points.
    public var chartBounds: Rect { Rect(x: 0, y: 0, width: width, height: height).insetBy(padding) }
}

/// A decoded, validated scene: everything needed to draw any frame.
public struct Scene: Sendable {
    public var canvas: CanvasSpec
    public let chart: any AnimatedChart
    /// One line from the scene's `description`, for preset listings.
    public let summary: String?

    /// Things the user should know about how the scene was read.
    public var notes: [String] { chart.notes }

    /// Number of frames at `fps` frames per second: the duration rounded to
    /// whole frames, at least one. Frame `i` shows time `i / fps`.
    public func frameCount(fps: Int) -> Int {
        max(1, Int((canvas.duration * Double(fps)).rounded()))
    }

    /// The scene with command-line overrides applied; fails if the result
    /// would be larger than 16384 pixels a side.
    public func applying(_ overrides: SceneOverrides) throws -> Scene {
        var copy = self
        if let fps = overrides.fps { copy.canvas.fps = fps }
        if let duration = overrides.duration { copy.canvas.duration = duration }
        if let scale = overrides.scale { copy.canvas.scale = scale }
        if let size = overrides.size {
            copy.canvas.width = size.width
            copy.canvas.height = size.height
        }
        if copy.canvas.pixelWidth > CanvasSpec.maximumPixels || copy.canvas.pixelHeight > CanvasSpec.maximumPixels {
            throw SceneError(location: nil, path: "",
                             message: "the output would be \(copy.canvas.pixelWidth)x\(copy.canvas.pixelHeight) pixels; at most \(CanvasSpec.maximumPixels) a side")
        }
        return copy
    }
}

/// Values that replace a scene's own (from command-line options).
public struct SceneOverrides: Sendable {
    public var fps: Int?
    public var duration: Double?
    /// Canvas size in points.
    public var size: Size?
    /// Pixels per point.
    public var scale: Double?

    public init(fps: Int? = nil, duration: Double? = nil, size: Size? = nil, scale: Double? = nil) {
        self.fps = fps
        self.duration = duration
        self.size = size
        self.scale = scale
    }
}
