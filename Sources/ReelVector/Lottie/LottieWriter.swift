import ReelGeometry
import ReelJSON

/// Writes an `ItemTimeline` as a Lottie document (Bodymovin JSON, as
/// lottie-web, lottie-ios, lottie-android and rlottie play it): frame f of
/// the timeline is Lottie frame f, at the scene's fps.
///
/// Every timeline node is a shape group (`gr`), nested as the nodes are;
/// a display group's transform and opacity are its group's `tr`, and a node
/// drawn only in some frames is hidden (opacity 0, held) in the others.
/// Paths are cubic Bezier contours, one `sh` per subpath (arcs within
/// 0.1 px); fills, strokes (caps, joins, miter limit, dashes), linear and
/// radial gradients, and trims (`tm`) are Lottie's own items; text is its
/// glyph outlines, so a player needs no fonts. Every property is sampled
/// at each frame and reduced to the fewest linear keyframes within 0.1 px
/// (1/255 in colour and opacity), with hold keyframes where its structure
/// changes. Clip rectangles are layer masks, so the timeline is cut into
/// layers wherever the clips change in painting order. What Lottie cannot
/// carry is listed in docs/lottie.md.
package struct LottieWriter {
    package init() {}

    /// The Lottie document of `timeline` played at `fps`, on a `size` canvas
    /// (points) shown at `scale` pixels per point: `w` and `h` are in
    /// pixels, so a player at that size matches the PNG frames. `background`
    /// nil leaves it transparent; else it is a bottom layer. `easings` are
    /// the Bézier curves a segment that is a whole eased track keeps as
    /// Lottie's easing (`LottieProperty`); none: straight segments.
    /// `checkpoint` is called before each drawn item and as the text is
    /// written; what it throws ends the writing.
    package mutating func document(for timeline: ItemTimeline, fps: Int, size: Size, scale: Double, background: Color?,
                                  easings: [SplineReduction.Easing] = [], checkpoint: @escaping () throws -> Void = {}) throws -> String {
        let frames = timeline.frameCount
        let tolerance = 0.1 / max(scale, 1e-9)
        var tree = LottieTree(scale: max(scale, 1e-9), easings: easings, checkpoint: checkpoint)
        let identity = Array(repeating: AffineTransform.identity, count: frames)
        var fragments = try tree.fragments(of: timeline.nodes, clips: [], transforms: identity)
        if let background, background.alpha > 0 {
            let fill = LottiePaints.fill(Array(repeating: .solid(background), count: frames), rule: .nonZero, tolerance: tolerance)
            let rect = LottieLeaves.contour(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let shape = JSON.object([("ty", .string("sh")), ("ks", LottieGroups.staticValue(rect.json))])
            let group = LottieGroups.group([shape, fill], transform: LottieGroups.plain, name: "background")
            fragments.insert(LottieFragment(clips: [], shapes: [group]), at: 0)
        }
        // Lottie lists layers top first.
        let layers = fragments.reversed().enumerated().map { i, fragment in
            Self.layer(fragment, index: i + 1, frames: frames, scale: scale, tolerance: tolerance)
        }
        let document = JSON.object([
            ("v", .string("5.7.4")), ("fr", .lottie(Double(fps))), ("ip", .lottie(0)), ("op", .lottie(Double(frames))),
            ("w", .lottie((size.width * scale).rounded())), ("h", .lottie((size.height * scale).rounded())),
            ("nm", .string("chartreel")), ("ddd", .lottie(0)), ("assets", .array([])), ("layers", .array(layers)),
        ])
        return try document.text(.compact, checkpoint: checkpoint)
    }

    /// A shape layer scaled from points to pixels, masked by its clips.
    private static func layer(_ fragment: LottieFragment, index: Int, frames: Int, scale: Double,
                              tolerance: Double) -> JSON {
        let s = scale * 100
        let ks = JSON.object([
            ("o", LottieGroups.staticValue(.lottie(100))), ("r", LottieGroups.staticValue(.lottie(0))),
            ("p", LottieGroups.staticValue(.numbers([0, 0, 0]))), ("a", LottieGroups.staticValue(.numbers([0, 0, 0]))),
            ("s", LottieGroups.staticValue(.numbers([s, s, 100]))),
        ])
        var members: [(String, JSON)] = [
            ("ddd", .lottie(0)), ("ind", .lottie(Double(index))), ("ty", .lottie(4)), ("nm", .string("layer \(index)")),
            ("sr", .lottie(1)), ("ks", ks), ("ao", .lottie(0)),
        ]
        if !fragment.clips.isEmpty {
            members += [("hasMask", .bool(true)), ("masksProperties", .array(LottieTree.masks(fragment.clips, tolerance: tolerance)))]
        }
        members += [("shapes", .array(fragment.shapes.reversed())), ("ip", .lottie(0)), ("op", .lottie(Double(frames))),
                    ("st", .lottie(0)), ("bm", .lottie(0))]
        return .object(members)
    }
}
