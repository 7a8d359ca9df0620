import Foundation
import TestSupport
import Testing

/// The same scene gives the same bytes however it is rendered: any number
/// of workers, one core or two, frames stored or rendered again for a GIF's
/// second pass; and the frames come out in order.
@Suite struct ReproducibilityTests {
    /// A small, short render whose every frame differs (the donut fills over
    /// 0.8 s, its label counts up). Not smaller: below about 100 points the
    /// padding and the bar width leave the canvas blank.
    static let scene = ["donut-progress", "--size", "100x100", "--fps", "10", "--duration", "0.8"]
    static let frameCount = 8

    /// Renders `scene` to `name` in `workspace` and returns the file's bytes.
    static func render(_ name: String, _ extra: [String] = [], in workspace: Workspace,
                       prefix: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let arguments = ["render"] + scene + ["-o", name, "--quiet"] + extra
        let result: RunResult
        if prefix.isEmpty {
            result = try workspace.chartreel(arguments)
        } else {
            // A wrapper such as taskset, which runs chartreel itself.
            let tool = try ProcessRunner.tool(prefix[0], package: "util-linux")
            result = try run(tool, Array(prefix.dropFirst()) + [try chartreelExecutable().path] + arguments,
                             in: workspace.url)
        }
        #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        return try Data(contentsOf: workspace.file(name))
    }

    @Test(arguments: ["mp4", "gif"])
    func anyNumberOfJobsGivesTheSameBytes(_ format: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let one = try Self.render("jobs1.\(format)", ["--jobs", "1"], in: workspace)
        for jobs in [2, 4] {
            let many = try Self.render("jobs\(jobs).\(format)", ["--jobs", "\(jobs)"], in: workspace)
            #expect(many == one, "--jobs \(jobs) differs from --jobs 1 (\(many.count) vs \(one.count) bytes)")
        }
        #expect(try probeFrames(workspace.file("jobs4.\(format)")) == Self.frameCount)
        #expect(try workspace.contents() == ["jobs1", "jobs2", "jobs4"].map { "\($0).\(format)" })
    }

    /// Frames stored during the first pass, or rendered again, make the same GIF.
    @Test func gifSecondPassModesGiveTheSameBytes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let store = try Self.render("store.gif", ["--gif-second-pass", "store", "--jobs", "2"], in: workspace)
        let again = try Self.render("render.gif", ["--gif-second-pass", "render", "--jobs", "3"], in: workspace)
        let auto = try Self.render("auto.gif", [], in: workspace)
        #expect(store == again)
        #expect(store == auto)
    }

    /// Two workers on one core (frames finish in a different order) or on two.
    @Test(.enabled(if: (try? ProcessRunner.tool("taskset", package: "util-linux")) != nil, "needs taskset"),
          arguments: ["mp4", "gif"])
    func oneCoreOrTwoGivesTheSameBytes(_ format: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let pinned = try Self.render("one-core.\(format)", ["--jobs", "2"], in: workspace, prefix: ["taskset", "-c", "0"])
        let free = try Self.render("any-core.\(format)", ["--jobs", "2"], in: workspace)
        #expect(pinned == free)
    }

    /// Every decoded frame of a GIF rendered by four workers is closest to
    /// the frame `chartreel frame --index` renders for its own index: the
    /// reorder window hands frames over in order.
    @Test func framesComeOutInOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try Self.render("out.gif", ["--jobs", "4"], in: workspace)
        let video = try Self.decodeRGB(workspace.file("out.gif"))
        let frameBytes = video.count / Self.frameCount
        #expect(video.count == frameBytes * Self.frameCount && frameBytes > 0, "\(video.count) bytes")
        var stills: [[UInt8]] = []
        for index in 0..<Self.frameCount {
            let name = "still\(index).png"
            let result = try workspace.chartreel(["frame"] + Self.scene + ["--index", "\(index)", "-o", name])
            #expect(result.status == 0, "\(result)")
            stills.append(try Self.decodeRGB(workspace.file(name)))
            #expect(stills[index].count == frameBytes)
        }
        for index in 0..<Self.frameCount {
            let frame = Array(video[(index * frameBytes)..<((index + 1) * frameBytes)])
            let distances = stills.map { Self.distance(frame, $0) }
            let nearest = distances.indices.min { distances[$0] < distances[$1] }!
            #expect(nearest == index, "GIF frame \(index) looks most like still \(nearest): \(distances)")
        }
    }

    /// `chartreel frame` writes the same PNG and SVG bytes every time.
    @Test(arguments: ["png", "svg"])
    func framesAreTheSameBytesEveryRun(_ format: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var outputs: [Data] = []
        for run in 0..<2 {
            let name = "run\(run).\(format)"
            let result = try workspace.chartreel(["frame", "donut-progress", "--at", "0.5", "-o", name])
            #expect(result.status == 0, "\(result)")
            outputs.append(try Data(contentsOf: workspace.file(name)))
        }
        #expect(outputs[0].count > 100)
        #expect(outputs[0] == outputs[1])
    }

    /// Every frame of `file` as packed RGB.
    static func decodeRGB(_ file: URL) throws -> [UInt8] {
        [UInt8](try ProcessRunner.runTool("ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo",
                                                     "-pix_fmt", "rgb24", "pipe:1"], package: "ffmpeg").stdout)
    }

    /// Sum of absolute channel differences.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    }
}
