import ReelScene
import Foundation
import ReelGeometry
import ReelRaster
import ReelVector
import TestSupport
import Testing

/// Every preset's Lottie export against the specification and two real
/// players: the timeline of the display lists at the scene's frame times,
/// written by `LottieWriter`, validated against the Lottie Animation
/// Community's schema (PyPI lottie-specs, scripts/lottie-validate.py), then
/// rendered by rlottie (the Samsung/Telegram player, PyPI rlottie-python)
/// and by python-lottie (PyPI lottie, its SVG drawn by CairoSVG; two of its
/// departures from the specification are set right by the script, see
/// scripts/lottie-frames.py), both in .build/lint-venv (`make test-deps`),
/// at 8 frames spread over the animation (python-lottie, a second a frame,
/// at 3 of them: the first, the middle and the last), each against
/// chartreel's own PNG of that frame, all on white:
/// ffmpeg's SSIM at least 0.97 in each player. The figures are printed.
/// python-lottie plays the documents under `pythonLottieLimit` (it spends
/// seconds a megabyte only reading one); `theSmallerDocumentsSpeakEveryWord`
/// holds them to every key and shape type the larger ones use, so each
/// construct chartreel writes still meets both players. No
/// preset is left out: of what Lottie cannot carry (docs/lottie.md), no
/// preset uses a conic gradient, and overlaps inside a fading opacity
/// group, which show in Lottie, leave every preset's frames at 0.99 or more.
///
/// `CHARTREEL_LOTTIE_KEEP=DIR` keeps each document and the frames there,
/// for looking at them.
@Suite(.enabled(if: LottiePlayer.available, LottiePlayer.missing)) struct LottiePresetTests {
    static let minimumSSIM = 0.97
    static let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))
    /// Bytes of the largest document python-lottie plays.
    static let pythonLottieLimit = 2_000_000
    static let documents = PresetDocuments()

    @Test(arguments: presets)
    func thePresetIsValidAndPlaysInTwoPlayers(name: String) throws {
        var renderer = try Self.renderer(name)
        let (document, words) = try Self.documents.of(name) { try Self.document(name, renderer: renderer) }
        // Written only in the words `check`'s gate admits.
        #expect(words.keys.subtracting(LottieVocabulary.keys).isEmpty, "\(name): keys outside LottieVocabulary")
        #expect(words.shapeTypes.subtracting(LottieVocabulary.shapeTypes).isEmpty, "\(name): shapes outside LottieVocabulary")
        let work = try LottiePlayer.workDirectory(name)
        defer { LottiePlayer.finish(work) }
        let json = work.appendingPathComponent("\(name).json")
        try Data(document.utf8).write(to: json)
        let errors = try LottiePlayer.schemaErrors(json)
        #expect(errors.isEmpty, "\(name) against the Lottie schema: \(errors.prefix(5).joined(separator: "; "))")
        let scene = renderer.scene, fps = scene.canvas.fps, count = scene.frameCount(fps: fps)
        let frames = Set((0..<8).map { Int((Double($0) * Double(count - 1) / 7).rounded()) }).sorted()
        for f in frames {
            try Data(try renderer.canvas(at: Double(f) / Double(fps)).pngData(compressionLevel: 1))
                .write(to: work.appendingPathComponent("chartreel-\(f).png"))
        }
        let players = document.utf8.count < Self.pythonLottieLimit ? LottiePlayer.Player.allCases : [.rlottie]
        for player in players {
            // python-lottie draws through CairoSVG at about a second a frame:
            // it plays both ends and the middle; rlottie plays all.
            let played = player == .rlottie ? frames : Array(Set([frames[0], frames[frames.count / 2], frames[frames.count - 1]])).sorted()
            try LottiePlayer.render(json, prefix: work.appendingPathComponent(player.rawValue).path, player: player,
                                    width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, frames: played)
            var figures: [String] = []
            for f in played {
                let ssim = try PNGSimilarity.ssim(work.appendingPathComponent("chartreel-\(f).png"),
                                                 work.appendingPathComponent("\(player.rawValue)-\(f).png"))
                figures.append("\(f): \(String(format: "%.4f", ssim))")
                #expect(ssim >= Self.minimumSSIM, "\(name) frame \(f): SSIM \(ssim) against \(player) is below \(Self.minimumSSIM)")
            }
            print("Lottie \(name) (\(document.utf8.count) bytes) in \(player), SSIM by frame: \(figures.joined(separator: ", "))")
        }
    }

    /// What python-lottie does not play is said in words it plays: every key
    /// and shape type of the documents over `pythonLottieLimit` is in one under it.
    @Test func theSmallerDocumentsSpeakEveryWord() throws {
        var small = LottiePresetWords(), large = LottiePresetWords(), sizes: [String: Int] = [:]
        for name in Self.presets {
            let words = try Self.documents.of(name) { try Self.document(name, renderer: try Self.renderer(name)) }.words
            sizes[name] = words.bytes
            if words.bytes < Self.pythonLottieLimit { small.formUnion(words) } else { large.formUnion(words) }
        }
        #expect(sizes.values.contains { $0 < Self.pythonLottieLimit } && sizes.values.contains { $0 >= Self.pythonLottieLimit },
                "the limit no longer divides the presets: \(sizes)")
        #expect(large.keys.subtracting(small.keys).isEmpty, "keys only in documents python-lottie does not play")
        #expect(large.shapeTypes.subtracting(small.shapeTypes).isEmpty, "shape types only in documents python-lottie does not play")
    }

    /// The preset on white, prepared for its whole animation.
    static func renderer(_ name: String) throws -> FrameRenderer {
        var scene = try GoldenFrames.preset(name)
        scene.canvas.background = .white
        return FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
    }

    /// The preset's Lottie document, every frame of the scene `renderer` draws.
    static func document(_ name: String, renderer: FrameRenderer) throws -> String {
        let scene = renderer.scene, fps = scene.canvas.fps
        let timeline = ItemTimeline((0..<scene.frameCount(fps: fps)).map { renderer.displayList(at: Double($0) / Double(fps)) })
        var writer = LottieWriter()
        return try writer.document(for: timeline, fps: fps, size: Size(scene.canvas.width, scene.canvas.height),
                                   scale: scene.canvas.scale, background: .white)
    }

    /// The schema check is not vacuous: a document chartreel wrote, with a
    /// layer's opacity a string and no `op`, is refused with the JSON path
    /// of each (the schema reads a layer of no known type as an unknown
    /// layer, so the opacity is the layer's error).
    @Test func theSchemaRefusesABrokenDocument() throws {
        let scene = try GoldenFrames.preset("donut-progress")
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let timeline = ItemTimeline((0..<10).map { renderer.displayList(at: Double($0) / 60) })
        var writer = LottieWriter()
        let document = try writer.document(for: timeline, fps: 60, size: Size(scene.canvas.width, scene.canvas.height),
                                           scale: scene.canvas.scale, background: .white)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        object["op"] = nil
        var layers = try #require(object["layers"] as? [[String: Any]])
        var transform = try #require(layers[0]["ks"] as? [String: Any])
        transform["o"] = ["a": 0, "k": "opaque"]
        layers[0]["ks"] = transform
        object["layers"] = layers
        let work = try LottiePlayer.workDirectory("broken")
        defer { LottiePlayer.finish(work) }
        let json = work.appendingPathComponent("broken.json")
        try JSONSerialization.data(withJSONObject: object).write(to: json)
        let errors = try LottiePlayer.schemaErrors(json)
        #expect(errors.contains { $0.contains(": /: ") && $0.contains("\"op\" is a required property") }, "\(errors)")
        #expect(errors.contains { $0.contains("/layers/0") }, "\(errors)")
        #expect(try LottiePlayer.schemaErrors(json.deletingLastPathComponent().appendingPathComponent("none.json")).count == 1)
    }
}

/// The two Lottie players through scripts/lottie-frames.py, the schema
/// through scripts/lottie-validate.py.
enum LottiePlayer {
    enum Player: String, CaseIterable, CustomStringConvertible {
        /// The Samsung/Telegram player.
        case rlottie
        /// python-lottie, drawn by CairoSVG.
        case lottie

        var description: String { self == .rlottie ? "rlottie" : "python-lottie" }
    }

    static let python = GoldenFrames.repositoryRoot.appendingPathComponent(".build/lint-venv/bin/python")
    static let script = GoldenFrames.repositoryRoot.appendingPathComponent("scripts/lottie-frames.py")
    static let validator = GoldenFrames.repositoryRoot.appendingPathComponent("scripts/lottie-validate.py")
    static let missing: Comment = "rlottie-python, lottie, CairoSVG or lottie-specs is not installed in .build/lint-venv: run make test-deps"

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
        let modules = "import rlottie_python, PIL, lottie, cairosvg, lottie_specs, jsonschema_rs"
        return (try? ProcessRunner.run(python, ["-c", modules]).status) == 0
    }()

    static var keep: URL? {
        ProcessInfo.processInfo.environment["CHARTREEL_LOTTIE_KEEP"].map { URL(fileURLWithPath: $0) }
    }

    static func workDirectory(_ name: String) throws -> URL {
        let work = keep?.appendingPathComponent(name)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work
    }

    /// Every object key in `value`, and every string `ty` (a shape item's type).
    static func words(in value: Any) -> (keys: Set<String>, shapeTypes: Set<String>) {
        var keys = Set<String>(), types = Set<String>()
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                if let type = object["ty"] as? String { types.insert(type) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(value)
        return (keys, types)
    }

    static func finish(_ work: URL) {
        if keep == nil { try? FileManager.default.removeItem(at: work) }
    }

    static func render(_ document: URL, prefix: String, player: Player = .rlottie, width: Int, height: Int, frames: [Int]) throws {
        let result = try ProcessRunner.run(python, [script.path, "--player", player.rawValue, document.path, prefix, "\(width)", "\(height)"]
                                           + frames.map(String.init))
        guard result.status == 0 else { throw TestFailure("lottie-frames.py (\(player)) failed: \(result)") }
    }

    /// The schema's complaints about `document`, one line each with its
    /// JSON path; one line when the document cannot be read.
    static func schemaErrors(_ document: URL) throws -> [String] {
        let result = try ProcessRunner.run(python, [validator.path, document.path])
        if result.status == 0 { return [] }
        let lines = (result.stdoutText + result.stderrText).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix(document.path + ": /") }
        return errors.isEmpty ? [lines.last ?? "lottie-validate.py failed: \(result)"] : errors
    }
}

/// The words a Lottie document is written in, and its size.
struct LottiePresetWords: Sendable {
    var keys: Set<String> = []
    var shapeTypes: Set<String> = []
    var bytes = 0

    init() {}

    init(_ document: String) throws {
        (keys, shapeTypes) = LottiePlayer.words(in: try JSONSerialization.jsonObject(with: Data(document.utf8)))
        bytes = document.utf8.count
    }

    mutating func formUnion(_ other: LottiePresetWords) {
        keys.formUnion(other.keys)
        shapeTypes.formUnion(other.shapeTypes)
    }
}

/// Each preset's document and its words, made once whichever test asks
/// first (the suite's tests run in parallel; a second asker waits for the
/// first, and a failed making is tried again by the next).
final class PresetDocuments: @unchecked Sendable {
    typealias Made = (document: String, words: LottiePresetWords)
    private let condition = NSCondition()
    private var made: [String: Made] = [:]
    private var making: Set<String> = []

    func of(_ name: String, make: () throws -> String) throws -> Made {
        condition.lock()
        while making.contains(name) { condition.wait() }
        if let done = made[name] {
            condition.unlock()
            return done
        }
        making.insert(name)
        condition.unlock()
        defer {
            condition.lock()
            making.remove(name)
            condition.broadcast()
            condition.unlock()
        }
        let document = try make()
        let words = try LottiePresetWords(document)
        condition.lock()
        made[name] = (document, words)
        condition.unlock()
        return (document, words)
    }
}
