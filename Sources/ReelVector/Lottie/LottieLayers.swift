import ReelGeometry
import ReelJSON

/// A clip rectangle over the frames: its corners in the document's points
/// (the group's transforms applied), nil where the group is not drawn.
struct LottieClip {
    let id: Int
    var corners: [[Point]?]
}

/// A run of the timeline, in painting order, under the same clips: one
/// Lottie layer, masked by each clip (Lottie shape groups cannot clip;
/// layer masks can, and rlottie plays them).
struct LottieFragment {
    var clips: [LottieClip]
    /// Groups in painting order (the first is painted first, at the bottom).
    var shapes: [JSON]
}

/// The timeline's nodes as fragments: one group per node, nested as the
/// nodes are, a group that holds clipped and unclipped items split over
/// the fragments (its transform and opacity repeated in each).
struct LottieTree {
    var leaves: LottieLeaves
    private var clipCount = 0
    /// Called before each drawn item; what it throws ends the document.
    private let checkpoint: () throws -> Void

    init(scale: Double, easings: [SplineReduction.Easing] = [], checkpoint: @escaping () throws -> Void = {}) {
        leaves = LottieLeaves(scale: scale, easings: easings)
        self.checkpoint = checkpoint
    }

    /// Where a clip is absent at a frame the group is drawn: a rectangle no
    /// canvas reaches.
    static let everywhere = [Point(-1e6, -1e6), Point(1e6, -1e6), Point(1e6, 1e6), Point(-1e6, 1e6)]

    /// `transforms[f]` maps the nodes' coordinates to the document's points.
    mutating func fragments(of nodes: [ItemTimeline.Node], clips: [LottieClip],
                            transforms: [AffineTransform]) throws -> [LottieFragment] {
        var result: [LottieFragment] = []
        for node in nodes {
            guard node.isGroup else {
                try checkpoint()
                let shape = try leaves.group(node.items, transforms: transforms)
                Self.append(LottieFragment(clips: clips, shapes: [shape]), to: &result)
                continue
            }
            let groups: [DisplayGroup?] = node.items.map { if case .group(let g)? = $0 { return g } else { return nil } }
            let inner = groups.indices.map { f in groups[f].map { $0.transform.concatenating(transforms[f]) } ?? transforms[f] }
            var chain = clips
            if groups.contains(where: { $0?.clip != nil }) {
                clipCount += 1
                let corners = groups.indices.map { f -> [Point]? in
                    guard let group = groups[f] else { return nil }
                    guard let clip = group.clip else { return Self.everywhere }
                    return LottieLeaves.contour(of: clip).vertices.map(inner[f].apply)
                }
                chain.append(LottieClip(id: clipCount, corners: corners))
            }
            let transform = LottieGroups.transform(of: groups, tolerance: leaves.tolerance, easings: leaves.easings)
            for fragment in try fragments(of: node.children, clips: chain, transforms: inner) {
                let group = LottieGroups.group(fragment.shapes.reversed(), transform: transform, name: node.key)
                Self.append(LottieFragment(clips: fragment.clips, shapes: [group]), to: &result)
            }
        }
        return result
    }

    /// Adds `fragment` to the last one when they share their clips.
    private static func append(_ fragment: LottieFragment, to list: inout [LottieFragment]) {
        if let last = list.last, last.clips.map(\.id) == fragment.clips.map(\.id) {
            list[list.count - 1].shapes += fragment.shapes
        } else {
            list.append(fragment)
        }
    }

    /// A layer mask per clip: the first adds, the others intersect.
    static func masks(_ clips: [LottieClip], tolerance: Double) -> [JSON] {
        clips.enumerated().map { i, clip in
            let samples = clip.corners.map { corners -> [Double]? in
                guard let corners else { return nil }
                var contour = LottieContour(closed: true)
                for p in corners { contour.append(p) }
                return contour.components
            }
            let path = LottieProperty(samples, tolerance: tolerance)
                .json({ LottieContour(closed: true, components: $0).json }, wrapped: true)
            return .object([("inv", .bool(false)), ("mode", .string(i == 0 ? "a" : "i")), ("pt", path),
                            ("o", LottieGroups.staticValue(.lottie(100))), ("x", LottieGroups.staticValue(.lottie(0))),
                            ("nm", .string("clip"))])
        }
    }
}
