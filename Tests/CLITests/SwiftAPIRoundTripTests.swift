import ChartReel
import Foundation
import TestSupport
import Testing

/// The Swift API and the command line draw the same scene the same way:
/// every preset read into its chart's `Scene`, and scenes built in Swift
/// for every chart type, encode to scene files that `chartreel` renders to
/// the bytes the API renders, and read back to the same scene file.
@Suite struct SwiftAPIRoundTripTests {
    static let presets = repositoryRoot.appendingPathComponent("Presets")

    /// Frames at the start, a third, two thirds and the end, from the API
    /// and from `chartreel frame` on the scene file, byte for byte.
    static func expectSameFrames<C: SceneChart>(_ scene: Scene<C>, in workspace: Workspace, name: String,
                                                alsoFrom original: URL? = nil) throws {
        let file = try workspace.write(name + ".json", scene.sceneFile)
        let infoRun = try workspace.chartreel(["info", file.path])
        let info = infoRun.stdout + infoRun.stderr
        let duration = try #require(Double(info.firstMatch(of: /"duration": ([0-9.e+-]+)/)?.1 ?? ""), "\(name): \(info)")
        for (i, t) in [0, duration / 3, 2 * duration / 3, duration].enumerated() {
            let api = try scene.frame(at: t)
            let cli = workspace.file("\(name)-\(i).png")
            let run = try workspace.chartreel(["frame", file.path, "--at", "\(t)", "-o", cli.path])
            #expect(run.status == 0, "\(name): \(run)")
            #expect(try Data(contentsOf: cli) == api, "\(name) at \(t) s: the API's frame differs from chartreel's")
            if let original {
                let preset = workspace.file("\(name)-preset-\(i).png")
                _ = try workspace.chartreel(["frame", original.path, "--at", "\(t)", "-o", preset.path])
                #expect(try Data(contentsOf: preset) == api, "\(name) at \(t) s: the scene read from the preset draws another frame")
            }
        }
        let again = try Scene<C>(sceneFile: scene.sceneFile, baseURL: scene.baseURL)
        #expect(again.sceneFile == scene.sceneFile, "\(name): the scene file does not read back to itself")
    }

    @Test(arguments: PresetFiles.names(in: presets))
    func presetsReadIntoSwiftDrawTheSame(name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // The presets name their data relative to their folder.
        try FileManager.default.createSymbolicLink(at: workspace.file("data"), withDestinationURL: Self.presets.appendingPathComponent("data"))
        let url = Self.presets.appendingPathComponent(name + ".json")
        let type = try #require(try String(contentsOf: url, encoding: .utf8).firstMatch(of: /"type": "(\w+)"/)?.1)
        switch type {
        case "donut": try Self.expectSameFrames(try Scene<Donut>(contentsOf: url), in: workspace, name: name, alsoFrom: url)
        case "line": try Self.expectSameFrames(try Scene<LineChart>(contentsOf: url), in: workspace, name: name, alsoFrom: url)
        case "telegram": try Self.expectSameFrames(try Scene<TelegramChart>(contentsOf: url), in: workspace, name: name, alsoFrom: url)
        case "activity": try Self.expectSameFrames(try Scene<ActivityChart>(contentsOf: url), in: workspace, name: name, alsoFrom: url)
        case "shapes": try Self.expectSameFrames(try Scene<Shapes>(contentsOf: url), in: workspace, name: name, alsoFrom: url)
        default: Issue.record("\(name): chart type \(type) has no Swift test")
        }
    }

    @Test func scenesBuiltInSwiftDrawAsTheirSceneFiles() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(at: workspace.file("data"), withDestinationURL: Self.presets.appendingPathComponent("data"))
        let base = workspace.url
        try Self.expectSameFrames(SwiftScenes.donut, in: workspace, name: "donut", alsoFrom: Self.presets.appendingPathComponent("donut-progress.json"))
        try Self.expectSameFrames(SwiftScenes.line(baseURL: base), in: workspace, name: "line")
        try Self.expectSameFrames(SwiftScenes.telegram(baseURL: base), in: workspace, name: "telegram",
                                  alsoFrom: Self.presets.appendingPathComponent("telegram-four-lines.json"))
        try Self.expectSameFrames(SwiftScenes.activity, in: workspace, name: "activity")
        try Self.expectSameFrames(SwiftScenes.shapes, in: workspace, name: "shapes")
    }

    /// A whole render: the GIF the API writes is the GIF `chartreel render` writes.
    @Test func aRenderedGIFIsTheCommandLinesByteForByte() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let api = workspace.file("api.gif")
        let summary = try await SwiftScenes.donut.render(to: api)
        #expect(summary.frameCount == 90 && summary.width == 480)
        let file = try workspace.write("donut.json", SwiftScenes.donut.sceneFile)
        let run = try workspace.chartreel(["render", file.path, "-o", workspace.path("cli.gif")])
        #expect(run.status == 0, "\(run)")
        #expect(try Data(contentsOf: api) == Data(contentsOf: workspace.file("cli.gif")))
    }
}

/// Scenes written in Swift, one per chart type, as a user would write them.
enum SwiftScenes {
    /// The donut-progress preset.
    static let donut = Scene(canvas: Canvas(width: 240, height: 240, fps: 60, duration: 1.8, background: "systemBackground", scale: 2, padding: 20),
                             chart: Donut(value: 75, maxValue: 100, barWidth: 20, barPadding: 0, trackColor: "secondarySystemBackground",
                                          tintColor: "orange", label: Donut.Label(format: "{percent}%", size: 36, color: "label")),
                             summary: "Seed 002's donut: 75 of 100 filling clockwise from 12 o'clock, easeInEaseOut over 0.8 s") {
        BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 0.8, timingFunction: .easeInEaseOut)
    }

    /// Two inline series with a gap, drawn one after the other, the second fading out and back.
    static func line(baseURL: URL) -> Scene<LineChart> {
        var chart = LineChart(series: [
            LineChart.Series(id: "visits", y: [3, 5, 4, nil, 8, 7, 9], color: "systemBlue", width: 2),
            LineChart.Series(id: "sales", y: [1, 2, 2, 3, 2, 4, 5], color: "systemOrange", width: 2),
        ])
        chart.x = [0, 1, 2, 3, 4, 5, 6]
        chart.lineMode = "smooth"
        chart.reveal = "sequential"
        return Scene(canvas: Canvas(width: 320, height: 200, fps: 30, duration: 3), chart: chart, baseURL: baseURL) {
            BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 1.5, timingFunction: .easeOut)
            KeyframeAnimation(\.series[1].opacity, values: [1, 0.2, 1], keyTimes: [0, 0.5, 1], duration: 1, beginTime: 1.6)
        }
    }

    /// The telegram-four-lines preset.
    static func telegram(baseURL: URL) -> Scene<TelegramChart> {
        Scene(canvas: Canvas(width: 400, height: 560, fps: 30, duration: 10, scale: 2),
              chart: TelegramChart(data: .telegram("data/four-lines.json", chart: 0), title: "Audience", window: 0...1, strokeEnd: 0),
              baseURL: baseURL) {
            BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 1.2, timingFunction: .easeOut)
            BasicAnimation(\.window, from: 0...1, to: 0.5...0.584, duration: 2.6, beginTime: 1.8, timingFunction: .easeInEaseOut)
            KeyframeAnimation(property: AnimatedProperty("chart.series[0].visible"), values: [1, 0, 0, 1], keyTimes: [0, 0.3, 0.7, 1],
                              timing: MediaTiming(beginTime: 4.8, duration: 2))
            KeyframeAnimation(\.indicator.opacity, values: [0, 1, 1, 0], keyTimes: [0, 0.08, 0.92, 1], duration: 2.6, beginTime: 7)
            BasicAnimation(\.indicator.position, from: 0.1, to: 0.9, duration: 2.4, beginTime: 7.1, timingFunction: .easeInEaseOut)
        }
    }

    /// A working day's intervals, grown in with a spring.
    static var activity: Scene<ActivityChart> {
        let intervals: SceneValue = [
            ["start": "7:30", "end": "8:05", "type": "active"],
            ["start": "9:10", "end": "11:40", "type": "active"],
            ["start": "12:30", "end": "13:15", "type": "overtime"],
        ]
        return Scene(canvas: Canvas(width: 360, height: 120, fps: 30, duration: 2, scale: 2),
                     chart: ActivityChart(intervals: intervals, now: "12:00", windowLength: 360, windowStart: "7:00")) {
            BasicAnimation(\.grow, from: 0, to: 1, duration: 1.2, timingFunction: .spring(mass: 1, stiffness: 170, damping: 26))
        }
    }

    /// A ring drawn by strokeEnd over a rotating square.
    static var shapes: Scene<Shapes> {
        Scene(canvas: Canvas(width: 200, height: 200, fps: 30, duration: 2),
              chart: Shapes(layers: [
                  Shapes.Layer(rect: [70, 70, 60, 60], cornerRadius: 8, id: "square", fill: "systemTeal", anchor: [100, 100]),
                  Shapes.Layer(circle: ["center": [100, 100], "radius": 70], id: "ring", stroke: "systemPink", lineWidth: 6, lineCap: "round"),
              ])) {
            BasicAnimation(\.layers[1].strokeEnd, from: 0, to: 1, duration: 1.5, timingFunction: .easeInOutCubic)
            BasicAnimation(\.layers[0].rotation, from: 0, to: 90, duration: 2, timingFunction: .easeInEaseOut)
        }
    }
}
