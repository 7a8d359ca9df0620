import Foundation

/// A chart animation: a canvas, one chart and the animations that drive its
/// properties, as a scene file describes it.
///
/// ```swift
/// let scene = Scene(canvas: Canvas(width: 240, height: 240, duration: 1.8), chart: Donut(value: 75, maxValue: 100)) {
///     BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 0.8, timingFunction: .easeInEaseOut)
/// }
/// try await scene.render(to: URL(fileURLWithPath: "donut.gif"))
/// ```
///
/// A scene encodes to the scene file `chartreel` reads (`sceneFile`), and a
/// scene file decodes into one (`init(contentsOf:)`); the same scene
/// renders to the same bytes from Swift and from the command line.
public struct Scene<Chart: SceneChart>: Sendable {
    /// The frame the chart is drawn into.
    public var canvas: Canvas
    /// The chart, with its data and options.
    public var chart: Chart
    /// The animations of the chart's properties, in the order they stack.
    public var animations: [any SceneAnimation<Chart>]
    /// One line about the scene, as `chartreel presets` lists it.
    public var summary: String?
    /// How numbers and dates are written (`en_US`, `de_DE`, `ar@numbers=arab`); nil: `en_US`.
    public var locale: String?
    /// The time zone dates are shown in (`UTC`, `Europe/Moscow`); nil: UTC.
    public var timeZone: String?
    /// Where the scene's relative paths (data files, fonts) start; nil: the
    /// working directory. A scene read from a file starts from the file's folder.
    public var baseURL: URL?

    /// A scene of `chart` on `canvas`, with the animations the builder lists.
    public init(canvas: Canvas, chart: Chart, summary: String? = nil, baseURL: URL? = nil,
                @AnimationBuilder<Chart> animations: () -> [any SceneAnimation<Chart>] = { [] }) {
        self.canvas = canvas
        self.chart = chart
        self.animations = animations()
        self.summary = summary
        self.baseURL = baseURL
    }

    /// The scene as a scene file writes it.
    public var document: SceneValue {
        var root = SceneObject()
        root["description"] = summary.map(SceneValue.string)
        root["canvas"] = .object(canvas.options)
        var chartObject: SceneObject = ["type": .string(Chart.type)]
        for (key, value) in chart.options.members where key != "type" { chartObject[key] = value }
        root["chart"] = .object(chartObject)
        if !animations.isEmpty {
            root["timeline"] = .array(animations.map { .object($0.timelineEntry(for: chart)) })
        }
        root["locale"] = locale.map(SceneValue.string)
        root["timeZone"] = timeZone.map(SceneValue.string)
        return .object(root)
    }

    /// The scene file `chartreel` reads for this scene: JSON, two spaces an
    /// indent, members in the order the scene has them.
    public var sceneFile: String {
        SceneFileText.json(document)
    }
}
