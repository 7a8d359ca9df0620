import Foundation
import TestSupport
import Testing

/// What `chartreel render` prints: `--json`, `--quiet`, `--version`, and the
/// refusal of bad option values.
@Suite struct RenderReportTests {
    static let short = ["--size", "40x40", "--fps", "10", "--duration", "0.5"]

    @Test(arguments: ["out.gif", "out.mp4"])
    func jsonIsOneObjectDescribingTheFile(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", name, "--json", "--jobs", "2"] + Self.short)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let file = workspace.file(name)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect((json["output"] as? String).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == file.resolvingSymlinksInPath().path, "\(json)")
        #expect(json["format"] as? String == String(name.suffix(3)))
        #expect(json["frames"] as? Int == 5)
        #expect(json["frames"] as? Int == (try shownFrames(file, fps: 10)))
        #expect(json["duration"] as? Double == 0.5)
        #expect(json["fps"] as? Int == 10)
        #expect(json["bytes"] as? Int == size)
        #expect((json["seconds"] as? Double).map { $0 > 0 && $0 < 120 } == true, "\(json)")
        #expect(json["jobs"] as? Int == 2)
        #expect((json["peakMemoryBytes"] as? Int).map { $0 > 0 } == true, "\(json)")
        #expect((json["cpuSeconds"] as? Double).map { $0 > 0 } == true, "\(json)")
        #expect((json["encoderCPUSeconds"] as? Double).map { $0 > 0 } == true, "ffmpeg's CPU time: \(json)")
        #expect(json["notes"] as? [String] != nil, "\(json)")
        #expect(try workspace.contents() == [name])
    }

    /// Notes go into the JSON, not to standard error.
    @Test func jsonCarriesTheNotes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scale = try #require(try info("donut-progress", in: workspace)["scale"] as? Double)
        let points = 25 / scale  // 25 pixels: odd, padded for MP4
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "odd.mp4", "--json",
                                              "--size", "\(points)x\(points)", "--fps", "10", "--duration", "0.3"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let notes = try #require(json["notes"] as? [String], "\(json)")
        #expect(notes.contains { $0.contains("25x25 to 26x26") }, "\(notes)")
        #expect(json["width"] as? Int == 26)
    }

    @Test(arguments: ["out.gif", "out.mp4"])
    func quietPrintsNothing(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", name, "--quiet"] + Self.short)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(try shownFrames(workspace.file(name), fps: 10) == 5)
        #expect(try workspace.contents() == [name])
    }

    @Test func versionIsPrinted() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["--version"])
        #expect(result.status == 0, "\(result)")
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+"#, options: .regularExpression) != nil, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result)")
    }

    @Test(arguments: [
        (["--jobs", "0"], "--jobs must be a whole number from 1 to 256, got 0"),
        (["--jobs", "257"], "--jobs must be a whole number from 1 to 256, got 257"),
        (["--ffmpeg-timeout", "0"], "--ffmpeg-timeout must be more than 0"),
        (["--ffmpeg-timeout", "nan"], "--ffmpeg-timeout must be more than 0"),
        (["--gif-second-pass", "sometimes"], "sometimes"),
    ])
    func badOptionValuesAreUsageErrors(_ extra: [String], _ message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif"] + extra)
        expectFailure(result, status: 2, mentions: [message])
        #expect(try workspace.contents().isEmpty)
    }
}
