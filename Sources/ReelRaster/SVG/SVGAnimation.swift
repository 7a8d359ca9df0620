import Foundation

/// The frame times of an animated SVG: frame i at i / fps, the document
/// `frameCount / fps` seconds long, looping like the GIF.
public struct SVGTiming: Sendable {
    public let frameCount: Int
    public let fps: Int
    /// `indefinite`, or how many times the animation plays.
    public var repeatCount: String

    public init(frameCount: Int, fps: Int, repeatCount: String = "indefinite") {
        self.frameCount = max(frameCount, 1)
        self.fps = max(fps, 1)
        self.repeatCount = repeatCount
    }

    /// A single frame: nothing animates.
    static let still = SVGTiming(frameCount: 1, fps: 1)

    var duration: Double { Double(frameCount) / Double(fps) }

    /// Frame i's place in the document's duration, 0...1.
    func keyTime(_ i: Int) -> Double { Double(i) / Double(frameCount) }

    /// What every animation element of the document shares.
    var common: String {
        "dur=\"\(SVGAnimation.decimal(duration))s\" repeatCount=\"\(repeatCount)\""
    }
}

/// How one attribute changes over the frames, as SMIL keyframes.
///
/// An attribute whose every frame interpolates with the first (the same text
/// around its numbers) is linear between the frames that
/// `KeyframeReduction` keeps (each number within its tolerance at every
/// frame); any other changes are steps (`calcMode="discrete"`) at each
/// change, a hundredth of a frame early so that the frame's own time
/// already shows its value.
enum SVGAnimation {
    /// The keyframe attributes (`values`, `keyTimes`, `calcMode`) of
    /// `values` (one per frame), or nil when every frame writes the same.
    static func keyframes(_ values: [SVGValue], ids: [String: String], timing: SVGTiming) -> String? {
        let texts = values.map { $0.text(ids: ids) }
        guard values.count > 1, texts.contains(where: { $0 != texts[0] }) else { return nil }
        if values.dropFirst().allSatisfy({ $0.interpolates(with: values[0]) }) {
            return linear(values, texts: texts, timing: timing)
        }
        let changes = KeyframeReduction.changes(texts)
        let times = changes.map { $0 == 0 ? 0 : max(0, (Double($0) - 0.01) / Double(timing.frameCount)) }
        return "calcMode=\"discrete\" values=\"\(changes.map { texts[$0] }.joined(separator: ";"))\" "
            + "keyTimes=\"\(times.map(decimal).joined(separator: ";"))\""
    }

    private static func linear(_ values: [SVGValue], texts: [String], timing: SVGTiming) -> String {
        let times = values.indices.map { Double($0) / Double(timing.fps) }
        let tolerance = max(values[0].tolerance, 1e-9)
        // As written (4 decimals), so that runs that write the same collapse.
        let scaled = values.map { $0.numbers.map { ($0 * 10_000).rounded() / 10_000 / tolerance } }
        let kept = KeyframeReduction.kept(times: times, values: scaled, tolerance: 1)
        var keyTimes = kept.map(timing.keyTime), written = kept.map { texts[$0] }
        // The last frame holds until the document ends.
        if let last = kept.last, keyTimes[keyTimes.count - 1] < 1 {
            keyTimes.append(1)
            written.append(texts[last])
        }
        return "values=\"\(written.joined(separator: ";"))\" keyTimes=\"\(keyTimes.map(decimal).joined(separator: ";"))\""
    }

    /// An `<animate>` of attribute `name` with `keyframes`.
    static func animate(_ name: String, _ keyframes: String, timing: SVGTiming) -> String {
        "<animate attributeName=\"\(name)\" \(timing.common) \(keyframes)/>\n"
    }

    /// A number with up to 6 decimals, for times.
    static func decimal(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
