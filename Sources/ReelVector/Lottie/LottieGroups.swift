#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry
import ReelJSON

/// Lottie shape groups (`gr`) and their transforms (`tr`).
enum LottieGroups {
    static func staticValue(_ value: JSON) -> JSON { .object([("a", .lottie(0)), ("k", value)]) }

    /// The identity transform, fully opaque.
    static let plain = transform(position: nil, opacity: nil)

    /// A group transform; nil parts are the identity.
    static func transform(position: JSON?, rotation: JSON? = nil, scale: JSON? = nil,
                          opacity: JSON?) -> JSON {
        .object([
            ("ty", .string("tr")),
            ("p", position ?? staticValue(.numbers([0, 0]))),
            ("a", staticValue(.numbers([0, 0]))),
            ("s", scale ?? staticValue(.numbers([100, 100]))),
            ("r", rotation ?? staticValue(.lottie(0))),
            ("o", opacity ?? staticValue(.lottie(100))),
            ("sk", staticValue(.lottie(0))),
            ("sa", staticValue(.lottie(0))),
        ])
    }

    /// A group of `members`, in Lottie's order (the first is painted on top).
    static func group(_ members: [JSON], transform: JSON, name: String? = nil) -> JSON {
        .object([("ty", .string("gr"))] + (name.map { [("nm", .string($0))] } ?? []) + [("it", .array(members + [transform]))])
    }

    /// The transform of a display group over the frames (nil where it is not
    /// drawn): position, rotation and scale from its matrix, and its
    /// opacity, 0 where it is not drawn (held, so it never fades in).
    static func transform(of groups: [DisplayGroup?], tolerance: Double, easings: [SplineReduction.Easing] = []) -> JSON {
        var previousAngle = 0.0
        let parts: [(p: [Double], r: Double, s: [Double])?] = groups.map { group in
            guard let t = group?.transform else { return nil }
            let d = decomposed(t)
            // The angle nearest the last one, so a turn past 180 degrees does not spin back.
            let r = d.rotation + 360 * ((previousAngle - d.rotation) / 360).rounded()
            previousAngle = r
            return ([t.tx, t.ty], r, [d.sx * 100, d.sy * 100])
        }
        let opacity = LottieProperty(groups.map { [($0?.opacity ?? 0) * 100] }, structure: groups.map { $0 == nil ? 0 : 1 },
                                     tolerance: 100.0 / 255, easings: easings)
        let p = LottieProperty(parts.map { $0?.p }, tolerance: tolerance, easings: easings)
        let r = LottieProperty(parts.map { $0.map { [$0.r] } }, tolerance: 0.02, easings: easings)
        let s = LottieProperty(parts.map { $0?.s }, tolerance: 0.02, easings: easings)
        return transform(position: p.vectorJSON, rotation: r.scalarJSON, scale: s.vectorJSON, opacity: opacity.scalarJSON)
    }

    /// `t`'s linear part as a rotation after a scale (Lottie's order; a
    /// mirror is a negative y scale). Display groups do not skew.
    static func decomposed(_ t: AffineTransform) -> (rotation: Double, sx: Double, sy: Double) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 0 else { return (0, 0, (t.c * t.c + t.d * t.d).squareRoot()) }
        let angle = atan2(t.b, t.a)
        return (angle * 180 / .pi, sx, (t.a * t.d - t.b * t.c) / sx)
    }
}
