import Foundation
import ReelScene
import ReelCharts
import ReelCheck
import ReelEncoding
import ReelGeometry
import ReelRaster
import ReelText
import ReelTiming

/// The readers of untrusted input, as the fuzzer (`make fuzz`,
/// `Sources/chartreel-fuzz`) and the tests that replay its findings drive
/// them: each takes the bytes of one file of its kind and reads them the way
/// chartreel reads such a file.
///
/// The readers are `package` in their modules, so the fuzzer reaches them
/// in release mode, where `@testable import` is not available.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// A scene file, decoded and validated (`SceneLoader.decode`).
    case scene
    /// A scene file, decoded, then three frames (start, middle, end) laid
    /// out and drawn onto a small canvas: finds traps past the decoder, in
    /// layout, ticks, stroking and coverage (huge coordinates, tiny dashes).
    case sceneLayout = "scene-layout"
    /// A YAML scene file, decoded and validated: libyaml's events, aliases,
    /// tags and scalars, then the same decoders as a JSON scene.
    case yaml
    /// A CSV data file (`CSVData.series`).
    case csv
    /// The Telegram contest's `chart_data.json`: its first two charts.
    case telegram
    /// A timing-curve expression (`TimingCurve(parsing:)`), sampled as a
    /// track would sample it, with its settling duration for springs.
    case curve
    /// A committed Lottie document as `check` reads it: scanned by
    /// `LottieAssetGate` within the bounds a small scene's document sets.
    case lottieGate = "lottie-gate"
    /// A committed dotLottie archive as `check` reads it: `DotLottie`'s
    /// ZIP reader within those bounds, then the gate on the document inside.
    case dotLottie = "dotlottie"
    /// A committed SVG asset through `check`'s gate (`SVGAssetGate`); one
    /// it admits must make a page Chromium may see (`SVGPageCheck`).
    case svgGate = "svg-gate"
    /// The container readers that check a finished file's structure (GIF
    /// blocks, MP4 boxes and their video track, WebP chunks), each over the bytes.
    case containers

    /// The bounds `check` sets for a committed donut-progress at half scale
    /// and 20 fps (its fresh document: 24 KB, 5,640 values, 2 layers), so
    /// hostile inputs meet them.
    static let lottieBounds = LottieBounds(fresh: LottieShape(bytes: 24_491, items: 5_640, layers: 2, depth: 15, longestString: 16))

    /// Reads `bytes`; a trap here is a finding. File names in scenes
    /// (data, fonts) are relative to the working directory.
    func run(_ bytes: [UInt8]) -> FuzzOutcome {
        do {
            switch self {
            case .scene: _ = try SceneLoader.decode(SourceText(name: "fuzz.json", bytes: bytes))
            case .yaml: _ = try SceneLoader.decode(SourceText(name: "fuzz.yaml", bytes: bytes))
            case .sceneLayout: if let flaw = try FuzzLayout.run(bytes) { return .flawed(flaw) }
            case .csv: _ = try CSVData.series(in: String(decoding: bytes, as: UTF8.self), name: "fuzz.csv")
            case .telegram: try Self.telegram(bytes)
            case .curve: try FuzzCurve.run(String(decoding: bytes, as: UTF8.self))
            case .lottieGate: _ = try LottieAssetGate(bytes, bounds: Self.lottieBounds)
            case .dotLottie:
                let document = try DotLottie.document(in: bytes, bounds: Self.lottieBounds).json
                _ = try LottieAssetGate(document, bounds: Self.lottieBounds)
            case .svgGate: if let flaw = SVGPageCheck.flaw(try SVGAssetGate(Data(bytes))) { return .flawed(flaw) }
            case .containers: return Self.containers(bytes)
            }
            return .accepted
        } catch {
            return .rejected(FuzzOutcome.message(of: error))
        }
    }

    /// Every container reader over the same bytes; the first refusal's
    /// message is what the outcome says.
    private static func containers(_ bytes: [UInt8]) -> FuzzOutcome {
        let readers: [([UInt8]) throws -> Void] = [
            { _ = try GIFStructure(bytes: $0) }, { _ = try MP4Structure(bytes: $0) }, { _ = try WebPStructure(bytes: $0) },
        ]
        var outcome = FuzzOutcome.accepted
        for read in readers {
            do { try read(bytes) } catch {
                let rejected = FuzzOutcome.rejected(FuzzOutcome.message(of: error))
                if rejected.problem != nil || outcome == .accepted { outcome = rejected }
            }
        }
        return outcome
    }

    private static func telegram(_ bytes: [UInt8]) throws {
        let source = SourceText(name: "fuzz.json", bytes: bytes)
        _ = try TelegramData.data(in: source, pick: .fallback(0), session: DecodingSession())
        // Picking reaches the paths that index into an array of charts.
        _ = try? TelegramData.data(in: source, pick: .index(1, asked: "chart 1"), session: DecodingSession())
    }
}

/// What a reader made of an input.
enum FuzzOutcome: Sendable, Equatable {
    case accepted
    /// Refused, with the message a user would see.
    case rejected(String)
    /// Read, but what it made is broken (an SVG frame that is not XML).
    case flawed(String)

    /// Longest error message a user should get.
    static let maximumMessageLength = 300

    /// Why the outcome is not what a user should see, or nil: an error must
    /// be one line of at most 300 characters (a message that embeds a 5 MB
    /// value or a newline from the input is a bug too).
    var problem: String? {
        if case .flawed(let flaw) = self { return flaw }
        guard case .rejected(let message) = self else { return nil }
        if message.isEmpty { return "an empty error message" }
        if message.contains(where: \.isNewline) { return "a message of several lines" }
        if message.count > Self.maximumMessageLength {
            return "a message of \(message.count) characters, over \(Self.maximumMessageLength)"
        }
        return nil
    }

    /// The text chartreel prints for `error`; for an unknown curve name,
    /// the start of `CurveCatalog`'s message, without its list of curves
    /// (which alone makes it too long: a hostile case tracks that).
    static func message(of error: Error) -> String {
        switch error {
        case let error as DataError: return error.message
        // As `chartreel check` prints a refused asset's reason.
        case let refusal as AssetRefusal: return MessageText.oneLine(refusal.reason)
        // As `chartreel ease` prints them: one fitted line.
        case CurveSyntaxError.invalid(let message): return MessageText.fitted(message)
        case CurveSyntaxError.unknownName(let name): return MessageText.fitted("unknown curve \"\(name)\"")
        default: return String(describing: error)
        }
    }
}

/// The curve target: parse, check the canonical form reads back to the same
/// curve, then sample it as a track and `chartreel ease` do.
enum FuzzCurve {
    static func run(_ text: String) throws {
        let curve = try TimingCurve(parsing: text)
        let again = try? TimingCurve(parsing: curve.expression)
        precondition(again == curve, "\"\(curve.expression)\" does not read back to the curve it describes")
        for x in [-0.5, 0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, 1.5] {
            _ = curve.progress(x, duration: 1)
        }
        _ = curve.isMonotone
        let duration = try CurveCatalog.sampleDuration(of: curve, duration: nil)
        _ = CurveCatalog.samples(of: curve, count: 11, duration: duration)
    }
}

/// The scene-layout target: frames at the start, middle and end, drawn on a
/// canvas of at most 48 x 48 pixels (the frame's top-left corner at the
/// scene's own scale), so geometry is computed in full but little is filled;
/// and the first frame as SVG, which must be XML.
enum FuzzLayout {
    static let side = 48

    /// What is wrong with the SVG frame, if anything.
    static func run(_ bytes: [UInt8]) throws -> String? {
        let scene = try SceneLoader.decode(SourceText(name: "fuzz.json", bytes: bytes))
        _ = Reel.info(scene)
        let context = RenderContext(text: TextMeasurer())
        let canvas = try Canvas(width: min(side, scene.canvas.pixelWidth), height: min(side, scene.canvas.pixelHeight),
                                background: scene.canvas.background ?? .clear)
        var rasterizer = Rasterizer(scale: scene.canvas.scale)
        let end = scene.canvas.duration
        for seconds in [0, end / 2, end] {
            let list = scene.chart.displayList(at: seconds, in: scene.canvas.chartBounds, context: context)
            try rasterizer.draw(list, on: canvas)
        }
        return xmlFlaw(try FrameRenderer(scene: scene).svg(at: 0))
    }

    /// XML 1.0 allows no C0 control character but tab, LF and CR, neither
    /// raw nor as a character reference (`&#1;`).
    static func xmlFlaw(_ document: String) -> String? {
        func allowed(_ value: UInt32) -> Bool { value >= 0x20 || value == 0x9 || value == 0xA || value == 0xD }
        if let bad = document.unicodeScalars.first(where: { !allowed($0.value) }) {
            return "the SVG frame holds U+\(String(bad.value, radix: 16, uppercase: true)), which XML does not allow"
        }
        for reference in document.components(separatedBy: "&#").dropFirst() {
            let body = reference.prefix { $0 != ";" }
            let value = body.hasPrefix("x") ? UInt32(body.dropFirst(), radix: 16) : UInt32(body)
            if let value, !allowed(value) {
                return "the SVG frame holds &#\(body);, which XML does not allow"
            }
        }
        return nil
    }
}
