import ReelGeometry
import ReelJSON

/// A property sampled at every frame as Lottie keyframes: keyframes
/// reduced within runs of frames that share a structure (a path's vertex
/// count, a text's string), hold keyframes where the structure changes, one
/// static value when nothing changes. Lottie frame f is timeline frame f,
/// so a player at the scene's fps shows every sample within tolerance.
///
/// Segments are straight (`LottieReduction`), except that a movement from
/// rest to rest that one of `easings` carries (a whole eased track: the
/// scene's own curve) is one segment with that curve as Lottie's Bézier
/// easing (the keyframe's `o` and `i` tangents). Springs, and derived
/// values such as a following axis, are sampled as lines within tolerance.
struct LottieProperty {
    /// The value at each frame, nil where the thing is not drawn: such
    /// frames take the value before them (or after, at the start), so a
    /// hidden stretch costs no keyframes.
    var samples: [[Double]?]
    /// Frames with different structures are never interpolated between.
    var structure: [Int]?
    /// Per component (one entry for all): how far an interpolated frame may
    /// miss its sample.
    var tolerance: [Double]
    /// The curves a segment may ease by; none: straight segments only.
    var easings: [SplineReduction.Easing]

    init(_ samples: [[Double]?], structure: [Int]? = nil, tolerance: [Double], easings: [SplineReduction.Easing] = []) {
        self.samples = samples
        self.structure = structure
        self.tolerance = tolerance
        self.easings = easings
    }

    init(_ samples: [[Double]?], structure: [Int]? = nil, tolerance: Double, easings: [SplineReduction.Easing] = []) {
        self.init(samples, structure: structure, tolerance: [tolerance], easings: easings)
    }

    /// One keyframe: its frame, its value, whether it holds until the next,
    /// and else the curve to the next (`x1 y1 x2 y2`; nil: a straight line).
    struct Keyframe: Equatable {
        var frame: Int
        var value: [Double]
        var hold: Bool
        var spline: [Double]? = nil
    }

    /// The keyframes, first at frame 0; nil samples all round give none.
    var keyframes: [Keyframe] {
        let values = ItemTimeline.filled(samples)
        guard !values.isEmpty else { return [] }
        let structure = ItemTimeline.filled(self.structure.map { keys in samples.indices.map { samples[$0] == nil ? nil : keys[$0] } }
            ?? samples.map { $0 == nil ? nil : 0 })
        // One tolerance for all components is KeyframeReduction's own; else
        // each component is scaled to a tolerance of 1.
        let single = Set(tolerance).count == 1
        let scaled = single ? values : values.map { v in
            var out = v
            for c in out.indices { out[c] /= max(tolerance[min(c, tolerance.count - 1)], 1e-12) }
            return out
        }
        let limit = single ? max(tolerance[0], 1e-12) : 1
        var result: [Keyframe] = []
        var start = 0
        while start < values.count {
            var end = start
            while end + 1 < values.count, structure[end + 1] == structure[start] { end += 1 }
            let holds = end + 1 < values.count
            let keys = LottieReduction.keys(start...end, scaled, tolerance: limit, easings: easings)
            for key in keys {
                result.append(Keyframe(frame: key.frame, value: values[key.frame], hold: key == keys.last && holds,
                                       spline: key.spline))
            }
            start = end + 1
        }
        return result
    }

    /// The property as Lottie writes it: `{"a":0,"k":…}` when static,
    /// `{"a":1,"k":[keyframes]}` when animated. `value` writes one sample
    /// as a static value; keyframes hold `[value]` for scalars and shapes.
    func json(_ value: ([Double]) -> JSON, wrapped: Bool) -> JSON {
        let frames = keyframes
        guard frames.count > 1 else {
            return .object([("a", .lottie(0)), ("k", value(frames.first?.value ?? ItemTimeline.filled(samples).first ?? [0]))])
        }
        let items = frames.enumerated().map { i, k -> JSON in
            let v = value(k.value)
            var members: [(String, JSON)] = [("t", .lottie(Double(k.frame))), ("s", wrapped ? .array([v]) : v)]
            if i < frames.count - 1 { members += k.hold ? [("h", .lottie(1))] : Self.tangents(k.spline ?? [0, 0, 1, 1]) }
            return .object(members)
        }
        return .object([("a", .lottie(1)), ("k", .array(items))])
    }

    /// The segment's curve as Lottie's out tangent of its first keyframe and
    /// in tangent of its last, as CSS and Core Animation write a Bézier.
    static func tangents(_ spline: [Double]) -> [(String, JSON)] {
        let values = spline.map { JSON.array([.tangent($0)]) }
        return [("o", .object([("x", values[0]), ("y", values[1])])), ("i", .object([("x", values[2]), ("y", values[3])]))]
    }

    /// A scalar property (opacity, rotation, width).
    var scalarJSON: JSON { json({ .lottie($0.first ?? 0) }, wrapped: true) }
    /// A vector property (position, scale, colour).
    var vectorJSON: JSON { json({ .numbers($0) }, wrapped: false) }
}
