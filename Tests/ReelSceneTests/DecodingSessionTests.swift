import Dispatch
import Foundation
import Testing

@testable import ReelScene

/// One decode's state travels in its `DecodingSession`: validation collects
/// problems into its own log, and the files a decode reads are recorded and
/// confined in its own input log, even while other decodes run at once.
@Suite struct DecodingSessionTests {
    static func problem(_ message: String) -> SceneError {
        SceneError(location: nil, path: "p", message: message)
    }

    @Test func withoutAProblemLogTheFirstProblemStopsTheDecode() throws {
        let session = DecodingSession()
        let error = try #require(throws: SceneError.self) { _ = try session.attempt { throw Self.problem("a") } }
        #expect(error.message == "a")
        #expect(throws: Never.self) { try session.stopIfAny() }
    }

    @Test func withAProblemLogEachProblemIsRecordedOnceAndReadingGoesOn() throws {
        let log = ProblemLog()
        let session = DecodingSession(problems: log)
        let failed: Int? = try session.attempt { throw Self.problem("a") }
        _ = try session.attempt { throw Self.problem("b") }
        _ = try session.attempt { throw Self.problem("a") }
        #expect(failed == nil)
        #expect(try session.attempt { 3 } == 3)
        #expect(log.problems.map(\.message) == ["a", "b"])
        #expect(try #require(throws: SceneError.self) { try session.stopIfAny() }.message == "a")
    }

    /// Scene `k` reads its own CSV file; odd scenes also have one problem
    /// in the chart and one in the canvas, named after `k`.
    static func writeScenes(count: Int, in folder: URL) throws -> [URL] {
        try (0..<count).map { k in
            let sub = folder.appendingPathComponent("s\(k)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data("x,v\(k)\n1,\(k)\n2,\(k + 1)\n".utf8).write(to: sub.appendingPathComponent("d\(k).csv"))
            let bad = k % 2 == 1 ? #", "wrongChart\#(k)": 1"# : ""
            let badCanvas = k % 2 == 1 ? #", "wrongCanvas\#(k)": 1"# : ""
            let scene = #"{ "canvas": { "width": 300, "height": 200, "duration": 1\#(badCanvas) }, "#
                + #""chart": { "type": "line", "data": { "csv": "d\#(k).csv" }\#(bad) } }"#
            let url = sub.appendingPathComponent("scene.json")
            try Data(scene.utf8).write(to: url)
            return url
        }
    }

    @Test func concurrentDecodesKeepTheirProblemsAndInputsApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = try Self.writeScenes(count: 8, in: folder)
        let results = Results(count: scenes.count * 4)
        DispatchQueue.concurrentPerform(iterations: scenes.count * 4) { i in
            let k = i % scenes.count
            if k % 2 == 1 {
                results.set(i, SceneLoader.problems(contentsOf: scenes[k]).map(\.path))
            } else {
                let inputs = (try? SceneLoader.load(contentsOf: scenes[k]).inputs.map(\.path)) ?? ["failed"]
                results.set(i, inputs)
            }
        }
        for i in 0..<scenes.count * 4 {
            let k = i % scenes.count
            if k % 2 == 1 {
                // In file order: the canvas comes first in these scenes.
                #expect(results[i] == ["canvas.wrongCanvas\(k)", "chart.wrongChart\(k)"])
            } else {
                #expect(results[i] == [scenes[k].path, scenes[k].deletingLastPathComponent().appendingPathComponent("d\(k).csv").path])
            }
        }
    }

    @Test func aConfinedDecodeDoesNotConfineOneRunningAtTheSameTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = try Self.writeScenes(count: 2, in: folder)
        // Scene 0 reads scene 1's data from the folder next to its own.
        let outside = #"{ "canvas": { "width": 300, "height": 200, "duration": 1 }, "#
            + #""chart": { "type": "line", "data": { "csv": "../s1/d1.csv" } } }"#
        try Data(outside.utf8).write(to: scenes[0])
        let results = Results(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            let confined = i % 2 == 0
            let root = confined ? scenes[0].deletingLastPathComponent() : nil
            do {
                _ = try SceneLoader.load(contentsOf: scenes[0], readingInside: root)
                results.set(i, ["read"])
            } catch {
                results.set(i, ["refused"])
            }
        }
        for i in 0..<16 { #expect(results[i] == (i % 2 == 0 ? ["refused"] : ["read"]), "\(i)") }
    }
}

/// What each of the concurrent decodes gave, by index.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[String]]

    init(count: Int) { values = Array(repeating: [], count: count) }

    func set(_ i: Int, _ value: [String]) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }

    subscript(i: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return values[i]
    }
}
