import Foundation

/// The frame times of an animated SVG: frame i at i / fps, the document
/// `frameCount / fps` seconds long, looping like the GIF.
package struct SVGTiming: Sendable {
    package let frameCount: Int
    package let fps: Int
    /// `indefinite`, or how many times the animation plays.
    package var repeatCount: String
    /// Curves a segment between two kept frames may follow exactly (the
    /// scene's timing curves), besides straight and Hermite ones.
    package var easings: [SplineReduction.Easing]

    package init(frameCount: Int, fps: Int, repeatCount: String = "indefinite", easings: [SplineReduction.Easing] = []) {
        self.frameCount = max(frameCount, 1)
        self.fps = max(fps, 1)
        self.repeatCount = repeatCount
        self.easings = easings
    }

    /// A single frame: nothing animates.
    static let still = SVGTiming(frameCount: 1, fps: 1)

    var duration: Double { Double(frameCount) / Double(fps) }

    /// Frame i's place in the document's duration, 0...1.
    func keyTime(_ i: Int) -> Double { Double(i) / Double(frameCount) }

    /// Decimals for key times so that rounding moves a key by at most
    /// `frames` of a frame (0.5 * 10^-d <= frames / frameCount).
    func keyTimeDecimals(within frames: Double) -> Int {
        min(8, max(1, Int(log10(Double(frameCount) / (2 * frames)).rounded(.up))))
    }

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
/// change, a quarter of a frame early so that the frame's own time
/// already shows its value (key times are written to a tenth of a frame).
enum SVGAnimation {
    /// The keyframe attributes (`values`, `keyTimes`, `calcMode`) of
    /// `values` (one per frame), or nil when every frame writes the same.
    static func keyframes(_ values: [SVGValue], ids: [String: String], timing: SVGTiming) -> String? {
        keyframes(values, ids: ids, timing: timing, checkpoint: {})
    }

    /// As `keyframes(_:ids:timing:)`, calling `checkpoint` between stretches of frames.
    static func keyframes(_ values: [SVGValue], ids: [String: String], timing: SVGTiming,
                          checkpoint: () throws -> Void) rethrows -> String? {
        // Writing a long path at every frame takes a while: `checkpoint` between stretches of frames.
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            if texts.count % 64 == 0 { try checkpoint() }
            texts.append(value.text(ids: ids))
        }
        guard values.count > 1, texts.contains(where: { $0 != texts[0] }) else { return nil }
        if values.dropFirst().allSatisfy({ $0.interpolates(with: values[0]) }) {
            return linear(values, texts: texts, timing: timing)
        }
        let changes = KeyframeReduction.changes(texts)
        let times = changes.map { $0 == 0 ? 0 : max(0, (Double($0) - 0.25) / Double(timing.frameCount)) }
        let decimals = timing.keyTimeDecimals(within: 0.1)
        return "calcMode=\"discrete\" values=\"\(changes.map { texts[$0] }.joined(separator: ";"))\" "
            + "keyTimes=\"\(times.map { decimal($0, decimals) }.joined(separator: ";"))\""
    }

    /// Nil when the kept keys all write the same (the frames differ only
    /// below the tolerance).
    private static func linear(_ values: [SVGValue], texts: [String], timing: SVGTiming) -> String? {
        let times = values.indices.map { Double($0) / Double(timing.fps) }
        let tolerance = max(values[0].tolerance, 1e-9)
        // As written, so that runs that write the same collapse.
        let unit = pow(10, Double(values[0].decimals))
        let scaled = values.map { $0.numbers.map { ($0 * unit).rounded() / unit / tolerance } }
        // Eased segments for the few numbers of a transform, an opacity or
        // a trim; straight ones for the many of a path.
        var keys = scaled[0].count <= 8 ? SplineReduction.kept(times: times, values: scaled, tolerance: 1, easings: timing.easings)
            : KeyframeReduction.kept(times: times, values: scaled, tolerance: 1).map { SplineReduction.Key(index: $0, spline: SplineReduction.line) }
        var keyTimes = keys.map { timing.keyTime($0.index) }, written = keys.map { texts[$0.index] }
        // The last frame holds until the document ends.
        if let last = keys.last, keyTimes[keyTimes.count - 1] < 1 {
            keyTimes.append(1)
            written.append(texts[last.index])
            keys.append(SplineReduction.Key(index: last.index, spline: SplineReduction.line))
        }
        // A key between two that write the same as it says nothing.
        for k in stride(from: written.count - 2, through: 1, by: -1) where written[k - 1] == written[k] && written[k] == written[k + 1] {
            written.remove(at: k)
            keyTimes.remove(at: k)
            keys.remove(at: k)
        }
        guard written.contains(where: { $0 != written[0] }) else { return nil }
        let decimals = timing.keyTimeDecimals(within: 0.01)
        var text = "values=\"\(written.joined(separator: ";"))\" keyTimes=\"\(keyTimes.map { decimal($0, decimals) }.joined(separator: ";"))\""
        // A Hermite curve that comes out straight is the line.
        let splines = keys.dropFirst().map { key -> [Double] in
            guard let spline = key.spline, zip(spline, SplineReduction.line).contains(where: { abs($0 - $1) > 5e-4 }) else { return SplineReduction.line }
            return spline
        }
        if splines.contains(where: { $0 != SplineReduction.line }) {
            let list = splines.map { $0 == SplineReduction.line ? "0 0 1 1" : $0.map { decimal($0, 3) }.joined(separator: " ") }
            text = "calcMode=\"spline\" " + text + " keySplines=\"\(list.joined(separator: ";"))\""
        }
        return text
    }

    /// An `<animate>` of attribute `name` with `keyframes`.
    static func animate(_ name: String, _ keyframes: String, timing: SVGTiming) -> String {
        "<animate attributeName=\"\(name)\" \(timing.common) \(keyframes)/>\n"
    }

    /// A number with up to `decimals` decimals, for times.
    static func decimal(_ v: Double, _ decimals: Int = 6) -> String {
        var s = String(format: "%.\(decimals)f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return svgCompact(s)
    }
}
