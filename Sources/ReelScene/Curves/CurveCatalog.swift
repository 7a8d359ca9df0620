import Foundation
import ReelCharts
import ReelEncoding
import ReelGeometry
import ReelRaster
import ReelSystem
import ReelTiming

/// A curve expression that could not be read, with what is allowed.
package struct CurveError: Error, CustomStringConvertible, Sendable {
    package let description: String
}

/// Curves as users name, list, sample and plot them (`chartreel ease`).
package enum CurveCatalog {
    /// Parses a curve expression; unknown names get close matches and the list.
    package static func parse(_ text: String) throws -> TimingCurve {
        do {
            return try TimingCurve(parsing: text)
        } catch CurveSyntaxError.unknownName(let name) {
            let names = (TimingCurve.named + TimingCurve.aliases).map(\.name) + ["spring", "cubicBezier", "steps"]
            // A close match says enough; the whole list would not fit one line beside it.
            let hint = Suggestions.hint(for: name, in: names)
            let known = hint.isEmpty ? "known curves: \(TimingCurve.summary); " : ""
            throw CurveError(description: "unknown curve \"\(name)\"\(hint); \(known)chartreel ease --list shows every curve")
        } catch CurveSyntaxError.invalid(let message) {
            throw CurveError(description: message)
        }
    }

    /// Every name a scene may give without arguments (`spring` takes its defaults).
    package static var plainNames: [String] {
        (TimingCurve.named + TimingCurve.aliases).map(\.name) + ["spring"]
    }

    /// Every curve name and form, one line each with what it is.
    package static var listing: [(name: String, about: String)] {
        var rows: [(String, String)] = []
        for (name, curve) in TimingCurve.named {
            switch curve {
            case .cubicBezier(let c):
                rows.append((name, "Core Animation, cubicBezier(\([c.x1, c.y1, c.x2, c.y2].map(NumberText.format).joined(separator: ", ")))"))
            case .penner:
                rows.append((name, "Charts library (Penner)"))
            default:
                rows.append((name, "holds the start value, jumps to the end value at the end"))
            }
        }
        for (name, curve) in TimingCurve.aliases {
            rows.append((name, "alias of \(curve.expression)"))
        }
        let forms = [
            "x1 and x2 from 0 to 1; y may overshoot",
            "CASpringAnimation; defaults 1, 100, 10, 0; labels allowed",
            "SwiftUI-style spring; defaults 0.55, 0.825",
            "CSS steps; position defaults to jump-end",
        ]
        rows += zip(TimingCurve.functionForms, forms).map { ($0, $1) }
        return rows
    }

    /// How long a curve is sampled over: a spring's settling duration unless
    /// `duration` is given, 1 s for everything else (progress equals time).
    package static func sampleDuration(of curve: TimingCurve, duration: Double?) throws -> Double {
        if let duration { return duration }
        guard let natural = curve.naturalDuration else { return 1 }
        guard natural.isFinite else {
            throw CurveError(description: "a spring without damping never settles; give --duration")
        }
        return natural
    }

    /// What the plot says under its title: for springs their physics and
    /// what t = 1 means, for others their canonical form if it differs.
    static func subtitle(for curve: TimingCurve, duration: Double) -> String? {
        func short(_ v: Double) -> String { String(format: "%.4g", v) }
        switch curve {
        case .spring(let s):
            var parts = ["damping ratio \(short(s.dampingRatio))", "stiffness \(short(s.stiffness))",
                         "damping \(short(s.damping))"]
            if s.mass != 1 { parts.append("mass \(short(s.mass))") }
            if s.initialVelocity != 0 { parts.append("initial velocity \(short(s.initialVelocity))") }
            return parts.joined(separator: ", ") + "; t = 1 is \(short(duration)) s"
        case .cubicBezier, .steps:
            return curve.expression
        case .penner, .hold:
            return nil
        }
    }

    /// `count` samples at t = i / (count - 1).
    package static func samples(of curve: TimingCurve, count: Int, duration: Double) -> [(t: Double, value: Double)] {
        (0..<count).map { i in
            let t = count == 1 ? 0 : Double(i) / Double(count - 1)
            return (t, curve.progress(t, duration: duration))
        }
    }

    /// Draws the curve into a PNG at `output` (replaced atomically), titled
    /// with the expression as the user wrote it.
    package static func plot(_ curve: TimingCurve, titled title: String, duration: Double, to output: URL) throws {
        _ = try OutputTarget.forFile(output, allowed: [.png])
        // Dense enough that the jumps of steps and hold draw as vertical lines.
        let subtitle = subtitle(for: curve, duration: duration)
        let plot = CurvePlot(samples: samples(of: curve, count: 4001, duration: duration),
                             title: title, subtitle: subtitle == title ? nil : subtitle)
        let scale = 2.0, size = Size(560, 400)
        let canvas = try Canvas(width: Int(size.width * scale), height: Int(size.height * scale), background: .white)
        var rasterizer = Rasterizer(scale: scale)
        try rasterizer.draw(plot.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height)), on: canvas)
        try FileOutput.write(try canvas.pngData(), to: output)
    }
}
