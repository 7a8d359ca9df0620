import ReelGeometry

/// A property sampled at every frame as Lottie keyframes: linear keyframes
/// reduced by `KeyframeReduction` within runs of frames that share a
/// structure (a path's vertex count, a text's string), hold keyframes where
/// the structure changes, one static value when nothing changes. Lottie
/// frame f is timeline frame f, so a player at the scene's fps shows every
/// sample within tolerance.
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

    init(_ samples: [[Double]?], structure: [Int]? = nil, tolerance: [Double]) {
        self.samples = samples
        self.structure = structure
        self.tolerance = tolerance
    }

    init(_ samples: [[Double]?], structure: [Int]? = nil, tolerance: Double) {
        self.init(samples, structure: structure, tolerance: [tolerance])
    }

    /// One keyframe: its frame, its value, and whether it holds until the next.
    struct Keyframe: Equatable {
        var frame: Int
        var value: [Double]
        var hold: Bool
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
            let kept = LottieReduction.kept(start...end, scaled, tolerance: limit)
            for f in kept {
                result.append(Keyframe(frame: f, value: values[f], hold: f == kept.last && end + 1 < values.count))
            }
            start = end + 1
        }
        return result
    }

    /// The property as Lottie writes it: `{"a":0,"k":…}` when static,
    /// `{"a":1,"k":[keyframes]}` when animated. `value` writes one sample
    /// as a static value; keyframes hold `[value]` for scalars and shapes.
    func json(_ value: ([Double]) -> LottieJSON, wrapped: Bool) -> LottieJSON {
        let frames = keyframes
        guard frames.count > 1 else {
            return .object([("a", .number(0)), ("k", value(frames.first?.value ?? ItemTimeline.filled(samples).first ?? [0]))])
        }
        let linear: [(String, LottieJSON)] = [
            ("o", .object([("x", .numbers([0])), ("y", .numbers([0]))])),
            ("i", .object([("x", .numbers([1])), ("y", .numbers([1]))])),
        ]
        let items = frames.enumerated().map { i, k -> LottieJSON in
            let v = value(k.value)
            var members: [(String, LottieJSON)] = [("t", .number(Double(k.frame))), ("s", wrapped ? .array([v]) : v)]
            if i < frames.count - 1 { members += k.hold ? [("h", .number(1))] : linear }
            return .object(members)
        }
        return .object([("a", .number(1)), ("k", .array(items))])
    }

    /// A scalar property (opacity, rotation, width).
    var scalarJSON: LottieJSON { json({ .number($0.first ?? 0) }, wrapped: true) }
    /// A vector property (position, scale, colour).
    var vectorJSON: LottieJSON { json({ .numbers($0) }, wrapped: false) }
}
