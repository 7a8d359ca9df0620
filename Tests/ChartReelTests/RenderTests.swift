import ChartReel
import Foundation
import Testing
import TestSupport

/// Rendering from Swift: progress as an asynchronous sequence, task
/// cancellation that stops ffmpeg and leaves the target as it was, errors
/// with the place and message the command line prints.
@Suite struct RenderTests {
    /// A donut filling over 10 s, at 640 x 480.
    static let long = Scene(canvas: Canvas(width: 320, height: 240, fps: 60, duration: 10, scale: 2),
                            chart: Donut(value: 75, maxValue: 100)) {
        BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 10)
    }

    @Test func progressArrivesAsAnAsyncSequenceAndEndsWithTheSummary() async throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        var scene = Self.long
        scene.canvas.duration = 1
        var done: [Int] = []
        var summary: RenderSummary?
        for try await update in scene.renderUpdates(to: folder.appendingPathComponent("a.mp4")) {
            switch update {
            case .progress(let progress):
                #expect(summary == nil)
                #expect(progress.frameCount == 60)
                done.append(progress.framesDone)
            case .finished(let finished):
                summary = finished
            }
        }
        #expect(done.last == 60 && done == done.sorted(), "\(done)")
        let finished = try #require(summary)
        #expect(finished.frameCount == 60 && finished.width == 640 && finished.height == 480)
        #expect(finished.bytes == (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("a.mp4").path)[.size] as? Int))
    }

    /// Promptness is counted in frames rendered after the cancellation, not
    /// in seconds: the test's own task shares Swift's cooperative threads
    /// with every other test of the run and can wait minutes for one, while
    /// the render runs on threads of its own.
    @Test func cancellingTheTaskStopsTheRenderAndLeavesTheOldFile() async throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        let target = folder.appendingPathComponent("demo.mp4")
        let old = Data("the committed demo".utf8)
        try old.write(to: target)
        var scene = Self.long
        scene.canvas.duration = 120
        let started = Date()
        let frames = Counter()
        let task = Task { try await scene.render(to: target) { frames.set($0.framesDone) } }
        // Cancelled once frames flow into ffmpeg.
        while frames.value < 10 && Date().timeIntervalSince(started) < 20 { try await Task.sleep(nanoseconds: 10_000_000) }
        let atCancel = frames.value
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(frames.value - atCancel < 60, "\(frames.value - atCancel) frames rendered after the cancellation")
        #expect(try Data(contentsOf: target) == old, "the existing file changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["demo.mp4"], "something was left behind")
        #expect(frames.value < 7200, "the render ran to the end")
        #expect(Self.processes(naming: folder.path).isEmpty, "still running: \(Self.processes(naming: folder.path))")
    }

    /// Command lines of the processes that name `path`.
    static func processes(naming path: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(path) ? line : nil
        }
    }

    @Test func sceneErrorsNameThePlaceAndWhatIsAllowed() throws {
        var scene = Self.long
        scene.chart.tintColor = "orangish"
        let error = try #require(throws: SceneError.self) { try scene.validate() }
        #expect(error.path == "chart.tintColor")
        #expect(error.line == nil && error.file == nil)
        #expect(error.message.contains("orangish") && error.message.contains("orange"), "\(error.message)")
        #expect(error.description.hasPrefix("chart.tintColor: "))
        #expect(throws: SceneError.self) { try scene.frame(at: 0) }
        scene.chart.barWidth = -3
        #expect(scene.problems().map(\.path) == ["chart.tintColor", "chart.barWidth"], "\(scene.problems())")
        #expect(Self.long.problems().isEmpty)
    }

    @Test func aSceneFileOfAnotherChartIsRefusedByName() throws {
        let text = Self.long.sceneFile
        let error = try #require(throws: SceneError.self) { try Scene<LineChart>(sceneFile: text) }
        #expect(error.path == "chart.type" && error.message.contains("\"donut\""), "\(error)")
    }

    @Test func errorsInAFileCarryItsLineAndColumn() throws {
        let workspace = try Workspace(), folder = workspace.url
        defer { workspace.remove() }
        let file = folder.appendingPathComponent("scene.json")
        try Self.long.sceneFile.replacingOccurrences(of: "\"maxValue\": 100", with: "\"maxValue\": \"lots\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let error = try #require(throws: SceneError.self) { try Scene<Donut>(contentsOf: file) }
        #expect(error.path == "chart.maxValue" && error.line == 12 && error.column == 17, "\(error)")
        #expect(error.description.hasPrefix(file.path + ":12:17: chart.maxValue: "), "\(error)")
    }

    @Test func aFrameIsAPNGAndTimesOutsideTheAnimationAreRefused() throws {
        let png = try Self.long.frame(at: 5)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png[16..<24] == Data([0, 0, 2, 0x80, 0, 0, 1, 0xE0]), "640 x 480 in the header")
        #expect(throws: RenderError.self) { try Self.long.frame(at: 11) }
        let layout = try Self.long.layout(at: 5)
        #expect(layout.contains("\"items\""), "\(layout.prefix(200))")
        let explanation = try Self.long.explanation(at: 5)
        #expect(explanation.contains("chart.strokeEnd"), "\(explanation.prefix(300))")
    }
}

/// The last value a render's progress reported, read from the test's task.
final class Counter: @unchecked Sendable {
    private var stored = 0
    private let lock = NSLock()
    var value: Int { lock.withLock { stored } }
    func set(_ value: Int) { lock.withLock { stored = value } }
}
