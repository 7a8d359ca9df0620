// Generated from the option tables by `make reference`: edit the tables, not this file.

/// The `shapes` chart.
///
/// Its options as the scene file's `chart` object writes them; a property
/// left nil takes the chart's default.
public struct Shapes: SceneChart {
    /// The chart's `type` in the scene file.
    public static let type = "shapes"

    /// The options as the scene file writes them.
    public var options: SceneObject

    /// These options as they are.
    public init(options: SceneObject) {
        self.options = options
    }

    /// The options given; nil leaves an option's default.
    public init(
        layers: [Layer]? = nil,
        clipsToBounds: Bool? = nil
    ) {
        options = SceneObject()
        if let layers { self.layers = layers }
        self.clipsToBounds = clipsToBounds
    }

    /// The shape layers, bottom first, in points from the chart area's top-left corner.
    ///
    /// Takes array of object (layer).
    ///
    /// Animatable: `chart.layers[N].lineWidth`.
    public var layers: [Layer] {
        get { options.sections("layers") ?? [] }
        set { options.setSections("layers", newValue) }
    }

    /// Whether nothing outside the chart area shows.
    ///
    /// Takes boolean; default `false`.
    public var clipsToBounds: Bool? {
        get { options.value("clipsToBounds") }
        set { options.setValue("clipsToBounds", newValue) }
    }
}
