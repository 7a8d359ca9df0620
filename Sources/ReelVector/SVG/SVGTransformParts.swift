import Foundation
import ReelGeometry

/// A group's transform over the frames as SVG's `translate(tx ty)
/// rotate(θ) skewX(k) scale(sx sy)`, the form SMIL can animate
/// (`<animateTransform>` has no matrix type).
///
/// With M = [a c; b d]: sx = |(a, b)|, θ = atan2(b, a), and with R(θ)
/// undone, sy = d cos θ - c sin θ and tan k = (c cos θ + d sin θ) / sy.
/// θ is unwrapped against the previous frame's so that a turn past 180°
/// interpolates the short way it went, and kept when sx is 0 (a collapsed
/// shape has no angle). A scale that is uniform in every frame is one
/// number. A transform that moves only because it scales or turns about a
/// fixed point c (a popup growing from its anchor) is written
/// `translate(c) … translate(-c)`, so only the scale or angle animates.
enum SVGTransformParts {
    /// Each frame's parts as pseudo-attributes `transform:TYPE` (and
    /// `transform:translate#pivot` after the others), which
    /// `written(_:timing:)` turns back into one attribute or animations.
    /// `units[f]` is 0.1 px in the parent's units at frame f.
    static func frames(_ transforms: [ReelGeometry.AffineTransform], units: [Double]) -> [[(name: String, value: SVGValue)]] {
        var angle: Double?
        let parts = transforms.map { t -> Parts in
            let p = Parts(t, previousAngle: angle)
            angle = p.angle
            return p
        }
        let uniform = parts.allSatisfy { abs($0.scale[0] - $0.scale[1]) <= 1e-4 * max(1, abs($0.scale[0])) }
        let moves = zip(parts, units).contains { abs($0.0.translate[0] - parts[0].translate[0]) > $0.1
            || abs($0.0.translate[1] - parts[0].translate[1]) > $0.1 }
        let pivot = moves ? fixedPoint(transforms, units: units) : nil
        return parts.indices.map { f in
            let p = parts[f], unit = units[f]
            // 0.1 px at 50 points from the centre of scaling, at scale 2.
            let scale: SVGValue = uniform ? .number(p.scale[0], tolerance: 1e-3) : .numbers(p.scale, tolerance: 1e-3)
            let turns: [(name: String, value: SVGValue)] = [
                ("transform:rotate", .number(p.angle * 180 / .pi, tolerance: 0.02)),
                ("transform:skewX", .number(p.skew, tolerance: 0.02)), ("transform:scale", scale),
            ]
            guard let pivot else { return [("transform:translate", .numbers(p.translate, tolerance: unit))] + turns }
            return [("transform:translate", .numbers([pivot.x, pivot.y], tolerance: unit))] + turns
                + [("transform:translate#pivot", .numbers([-pivot.x, -pivot.y], tolerance: unit))]
        }
    }

    /// The point every frame's transform leaves where it is (to 0.1 px),
    /// if there is one: solved where it is best determined, then checked
    /// against every frame.
    private static func fixedPoint(_ transforms: [ReelGeometry.AffineTransform], units: [Double]) -> Point? {
        // (I - L) c = t
        func determinant(_ t: ReelGeometry.AffineTransform) -> Double { (1 - t.a) * (1 - t.d) - t.b * t.c }
        guard let best = transforms.max(by: { abs(determinant($0)) < abs(determinant($1)) }),
              abs(determinant(best)) > 1e-6 else { return nil }
        let det = determinant(best)
        let c = Point(((1 - best.d) * best.tx + best.c * best.ty) / det, ((1 - best.a) * best.ty + best.b * best.tx) / det)
        for (t, unit) in zip(transforms, units) {
            let image = t.apply(c)
            guard abs(image.x - c.x) <= unit, abs(image.y - c.y) <= unit else { return nil }
        }
        return c
    }

    /// How a transform is written: an attribute when no part changes;
    /// else animations of the parts that change, with the parts that do not
    /// before them in a wrapping group (`outer`) and after them in a group
    /// around the children (`inner`) where the element allows, or as
    /// animations too.
    struct Written {
        var attribute = ""
        var animations = ""
        var outer: String?
        var inner: String?
    }

    /// One `<animateTransform>` per part in the animation, the first
    /// replacing the element's transform and the others added to it.
    /// `wrappable`: the element is a group (it may be wrapped and wrap its
    /// children); `clipped`: it has a clip or mask in its own coordinates,
    /// which an inner group would move.
    static func written(_ parts: [(type: String, values: [SVGValue])], timing: SVGTiming, wrappable: Bool, clipped: Bool) -> Written {
        let keyframes = parts.map { SVGAnimation.keyframes($0.values, ids: [:], timing: timing) }
        let used = parts.indices.filter { k in
            keyframes[k] != nil || !SVGDefaults.isDefault("transform:" + parts[k].type, parts[k].values[0].text())
        }
        func list(_ indices: [Int]) -> String? {
            indices.isEmpty ? nil : indices.map { "\(parts[$0].type)(\(parts[$0].values[0].text()))" }.joined(separator: " ")
        }
        let animated = used.filter { keyframes[$0] != nil }
        guard let first = animated.first, let last = animated.last else {
            return Written(attribute: list(used).map { " transform=\"\($0)\"" } ?? "")
        }
        var result = Written()
        let before = wrappable ? used.filter { $0 < first } : []
        let after = wrappable && !clipped ? used.filter { $0 > last } : []
        result.outer = list(before)
        result.inner = list(after)
        for (n, k) in used.filter({ !before.contains($0) && !after.contains($0) }).enumerated() {
            let frames = keyframes[k] ?? "values=\"\(parts[k].values[0].text())\""
            result.animations += "<animateTransform attributeName=\"transform\" type=\"\(parts[k].type)\" \(timing.common) \(frames)"
                + (n > 0 ? " additive=\"sum\"" : "") + "/>\n"
        }
        return result
    }

    /// One frame's decomposition.
    private struct Parts {
        var translate: [Double]
        /// Radians.
        var angle: Double
        /// Degrees.
        var skew: Double
        var scale: [Double]

        init(_ t: ReelGeometry.AffineTransform, previousAngle: Double?) {
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
        }
    }
}
