import Foundation
import ReelGeometry

/// A transform as SVG's `translate(tx ty) rotate(θ) skewX(k) scale(sx sy)`,
/// the form SMIL can animate (`<animateTransform>` has no matrix type).
///
/// With M = [a c; b d]: sx = |(a, b)|, θ = atan2(b, a), and with R(θ)
/// undone, sy = d cos θ - c sin θ and tan k = (c cos θ + d sin θ) / sy.
/// θ is unwrapped against the previous frame's so that a turn past 180°
/// interpolates the short way it went, and kept when sx is 0 (a
/// collapsed shape has no angle).
struct SVGTransformParts {
    var translate: [Double]
    /// Radians.
    var angle: Double
    /// Degrees.
    var skew: Double
    var scale: [Double]
    /// 0.1 px in the parent's units.
    var unit: Double

    init(_ t: ReelGeometry.AffineTransform, previousAngle: Double?, unit: Double) {
        let sx = hypot(t.a, t.b)
        var angle = sx > 1e-12 ? atan2(t.b, t.a) : previousAngle ?? 0
        if let previous = previousAngle {
            while angle - previous > .pi { angle -= 2 * .pi }
            while angle - previous < -.pi { angle += 2 * .pi }
        }
        let (c, s) = (cos(angle), sin(angle))
        let sy = t.d * c - t.c * s
        let shear = abs(sy) > 1e-12 ? (t.c * c + t.d * s) / sy : 0
        translate = [t.tx, t.ty]
        self.angle = angle
        skew = atan(shear) * 180 / .pi
        scale = [sx, sy]
        self.unit = unit
    }

    /// The four parts as the pseudo-attributes `transform:TYPE` that
    /// `written` turns back into one attribute or animations.
    var attributes: [(name: String, value: SVGValue)] {
        [("transform:translate", .numbers(translate, tolerance: unit)),
         ("transform:rotate", .number(angle * 180 / .pi, tolerance: 0.02)),
         ("transform:skewX", .number(skew, tolerance: 0.02)),
         ("transform:scale", .numbers(scale, tolerance: 5e-4))]
    }

    /// The `transform` attribute when no part changes; else one
    /// `<animateTransform>` per part that is not the identity throughout,
    /// the first replacing the element's transform and the others added to it.
    static func written(_ parts: [(type: String, values: [SVGValue])], timing: SVGTiming) -> (attribute: String, animations: String) {
        let keyframes = parts.map { SVGAnimation.keyframes($0.values, ids: [:], timing: timing) }
        let used = parts.indices.filter { k in
            keyframes[k] != nil || parts[k].values[0].text() != SVGDefaults.values["transform:" + parts[k].type]
        }
        guard keyframes.contains(where: { $0 != nil }) else {
            let list = used.map { "\(parts[$0].type)(\(parts[$0].values[0].text()))" }.joined(separator: " ")
            return (list.isEmpty ? "" : " transform=\"\(list)\"", "")
        }
        var animations = ""
        for (n, k) in used.enumerated() {
            let frames = keyframes[k] ?? "values=\"\(parts[k].values[0].text())\""
            animations += "<animateTransform attributeName=\"transform\" type=\"\(parts[k].type)\" \(timing.common) \(frames)"
                + (n > 0 ? " additive=\"sum\"" : "") + "/>\n"
        }
        return ("", animations)
    }
}
