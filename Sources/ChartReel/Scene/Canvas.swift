/// The frame a scene is drawn into: its size in points, its pixels per
/// point, its frame rate and length, its background.
///
/// A property left nil is not written to the scene file and takes its
/// default: 30 fps, the end of the last animation plus a second, a white
/// background, scale 1, no padding.
public struct Canvas: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Frames per second (a GIF is written at most at 50).
    public var fps: Int?
    /// Length in seconds.
    public var duration: Double?
    /// The background; `"none"` is transparent (GIF keeps it as on/off, MP4 cannot).
    public var background: Color?
    /// Pixels per point, as `contentsScale`: 2 renders @2x.
    public var scale: Double?
    /// Points between the canvas edge and the chart.
    public var padding: Double?

    /// A canvas with the given properties; nil leaves the default.
    public init(width: Double, height: Double, fps: Int? = nil, duration: Double? = nil,
                background: Color? = nil, scale: Double? = nil, padding: Double? = nil) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.scale = scale
        self.padding = padding
    }

    /// The `canvas` object of the scene file.
    var options: SceneObject {
        var object = SceneObject()
        object["width"] = width.sceneValue
        object["height"] = height.sceneValue
        object["fps"] = fps?.sceneValue
        object["duration"] = duration?.sceneValue
        object["background"] = background?.sceneValue
        object["scale"] = scale?.sceneValue
        object["padding"] = padding?.sceneValue
        return object
    }

    /// The canvas a scene file's `canvas` object describes (one the scene decoder accepted).
    init(options: SceneObject) {
        func number(_ key: String) -> Double? { options[key].flatMap(Double.init(sceneValue:)) }
        self.init(width: number("width") ?? 1, height: number("height") ?? 1, fps: options["fps"].flatMap(Int.init(sceneValue:)),
                  duration: number("duration"), background: options["background"].flatMap(Color.init(sceneValue:)),
                  scale: number("scale"), padding: number("padding"))
    }
}
