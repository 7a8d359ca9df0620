import ReelGeometry
import ReelJSON

/// One drawn item (fill, rectangle, stroke, text) over the frames as a
/// Lottie group: its contours (`sh`, one per subpath), a trim, its paint,
/// and a transform whose opacity hides it where it is not drawn.
struct LottieLeaves {
    /// Pixels per point.
    let scale: Double
    /// How far a keyframe may miss, in points (0.1 px).
    var tolerance: Double { 0.1 / scale }
    /// The Bézier curves an eased track may keep (`LottieProperty`).
    let easings: [SplineReduction.Easing]
    var text = LottieText()

    /// The group for `items` (nil where not drawn); `transforms[f]` maps the
    /// item's coordinates to the document's points at frame f. Frames whose
    /// items Lottie cannot hold as one item (a solid paint becoming a
    /// gradient, a cap changing) are split into one group per kind.
    mutating func group(_ items: [DisplayItem?], transforms: [AffineTransform]) throws -> JSON {
        var kinds: [String] = []
        let signatures = items.map { item -> Int? in
            guard let item else { return nil }
            let s = Self.signature(item)
            if let i = kinds.firstIndex(of: s) { return i }
            kinds.append(s)
            return kinds.count - 1
        }
        if kinds.count <= 1 { return try variant(items, transforms: transforms) }
        // Painted in turn; only one shows at a frame, so their order does not matter.
        let groups = try kinds.indices.map { k in
            try variant(items.indices.map { signatures[$0] == k ? items[$0] : nil }, transforms: transforms)
        }
        return LottieGroups.group(groups.reversed(), transform: LottieGroups.plain)
    }

    /// What two frames must share to be one Lottie item.
    static func signature(_ item: DisplayItem) -> String {
        switch item {
        case .fill(_, let paint, let rule): return "fill/\(LottiePaint(paint).signature)/\(rule)"
        case .rect(_, let paint): return "rect/\(LottiePaint(paint).signature)"
        case .stroke(_, let style, let paint, _):
            // A trim that shows everything is a trim from 0 to 100: no second item.
            return "stroke/\(LottiePaint(paint).signature)/\(style.cap)/\(style.join)/\(style.dash?.lengths.count ?? 0)"
        case .text: return "text"
        case .group: return "group"
        }
    }

    /// One group of items of one signature.
    private mutating func variant(_ items: [DisplayItem?], transforms: [AffineTransform]) throws -> JSON {
        let visible = LottieProperty(items.map { [$0 == nil ? 0 : 100] }, structure: items.map { $0 == nil ? 0 : 1 },
                                     tolerance: 0.5)
        let contours: [[LottieContour]?]
        let paint: JSON
        var trim: JSON? = nil
        switch items.compactMap({ $0 }).first {
        case .fill(_, _, let rule)?:
            if let track = AffineTrack(items, units: items.map { _ in tolerance }) {
                return affineGroup(track, items: items, rule: rule, visible: visible)
            }
            contours = items.map { item in
                guard case .fill(let path, _, _)? = item else { return nil }
                return LottieContours.contours(of: path, closingAll: true, tolerance: tolerance)
            }
            paint = LottiePaints.fill(items.map(Self.paint), rule: rule, tolerance: tolerance, easings: easings)
        case .rect?:
            contours = items.map { item in
                guard case .rect(let r, _)? = item else { return nil }
                return [Self.contour(of: r)]
            }
            paint = LottiePaints.fill(items.map(Self.paint), rule: .nonZero, tolerance: tolerance, easings: easings)
        case .stroke?:
            contours = items.map { item in
                guard case .stroke(let path, _, _, _)? = item else { return nil }
                return LottieContours.contours(of: path, closingAll: false, tolerance: tolerance)
            }
            paint = LottiePaints.stroke(items.map(Self.paint), styles: items.map(Self.style), tolerance: tolerance,
                                        easings: easings)
            trim = Self.trim(items, tolerance: tolerance, easings: easings)
            if let pieces = LottieStrokePieces.groups(items, contours: contours, paint: paint, tolerance: tolerance) {
                return LottieGroups.group(pieces, transform: LottieGroups.transform(position: nil, opacity: visible.scalarJSON))
            }
        case .text?:
            return try textGroup(items, transforms: transforms, visible: visible)
        case .group?, nil:
            return LottieGroups.group([], transform: LottieGroups.plain)
        }
        let shapes = Self.shapes(contours, structure: nil, tolerance: tolerance)
        // Lottie paints the first item on top: the paint comes after the shapes it paints.
        let members = shapes + (trim.map { [$0] } ?? []) + [paint]
        return LottieGroups.group(members, transform: LottieGroups.transform(position: nil, opacity: visible.scalarJSON))
    }

    /// A solid fill that only moves and scales along the axes
    /// (`AffineTrack`): its reference path once, static, and the
    /// group's position and scale animated.
    private func affineGroup(_ track: AffineTrack, items: [DisplayItem?], rule: FillRule, visible: LottieProperty) -> JSON {
        guard case .fill(let path, _, _) = track.reference else { preconditionFailure("a track is of fills") }
        let contours = LottieContours.contours(of: path, closingAll: true, tolerance: tolerance / max(track.largestScale, 1))
        let shapes = Self.shapes(items.map { $0 == nil ? nil : contours }, structure: nil, tolerance: tolerance)
        let paint = LottiePaints.fill(items.map(Self.paint), rule: rule, tolerance: tolerance, easings: easings)
        let position = LottieProperty(track.parts.map { $0?.translate }, tolerance: tolerance / 2, easings: easings)
        let scale = LottieProperty(track.parts.map { $0.map { $0.scale.map { $0 * 100 } } },
                                   tolerance: 100 * tolerance / 2 / max(track.extent, 1), easings: easings)
        return LottieGroups.group(shapes + [paint], transform: LottieGroups.transform(position: position.vectorJSON,
                                                                                     scale: scale.vectorJSON, opacity: visible.scalarJSON))
    }

    /// Text at its origin's place: one group per glyph in its place when
    /// the text changes (`LottieGlyphGroups`), else each string's outlines,
    /// held from string to string.
    private mutating func textGroup(_ items: [DisplayItem?], transforms: [AffineTransform],
                                    visible: LottieProperty) throws -> JSON {
        let fill = LottiePaints.fill(items.map(Self.paint), rule: .nonZero, tolerance: tolerance, easings: easings)
        let glyphs = try textGlyphs(items, transforms: transforms)
        let position = LottieProperty(glyphs.origins.map { $0.map { [$0.x, $0.y] } }, tolerance: tolerance, easings: easings)
        let transform = LottieGroups.transform(position: position.vectorJSON, opacity: visible.scalarJSON)
        if let groups = LottieGlyphGroups.groups(glyphs.glyphs, fill: fill, tolerance: tolerance) {
            return LottieGroups.group(groups, transform: transform)
        }
        // A string is one shape, held until the string changes.
        var keys: [String: Int] = [:]
        let structure = items.indices.map { f -> Int in
            guard case .text(let run)? = items[f], glyphs.origins[f] != nil else { return -1 }
            let key = "\(run.text)|\(run.font)|\(run.direction)|\(run.rotation)"
            if keys[key] == nil { keys[key] = keys.count }
            return keys[key]!
        }
        let contours = glyphs.glyphs.map { frame in
            frame.map { LottieContours.contours(of: LottieGlyph.outline(of: $0), closingAll: true, tolerance: tolerance) }
        }
        return LottieGroups.group(Self.shapes(contours, structure: structure, tolerance: tolerance) + [fill], transform: transform)
    }

    private mutating func textGlyphs(_ items: [DisplayItem?], transforms: [AffineTransform]) throws
        -> (glyphs: [[LottieGlyph]?], origins: [Point?]) {
        var glyphs: [[LottieGlyph]?] = [], origins: [Point?] = []
        for (f, item) in items.enumerated() {
            guard case .text(let run)? = item,
                  let placed = try text.glyphs(of: run, device: transforms[f].concatenating(.scale(scale, scale))) else {
                glyphs.append(item == nil ? nil : [])
                origins.append(nil)
                continue
            }
            glyphs.append(placed.glyphs)
            origins.append(placed.origin)
        }
        return (glyphs, origins)
    }

    private static func paint(_ item: DisplayItem?) -> LottiePaint? {
        switch item {
        case .fill(_, let p, _)?, .rect(_, let p)?, .stroke(_, _, let p, _)?: return LottiePaint(p)
        case .text(let run)?: return .solid(run.color)
        default: return nil
        }
    }

    private static func style(_ item: DisplayItem?) -> StrokeStyle? {
        if case .stroke(_, let style, _, _)? = item { return style }
        return nil
    }

    static func contour(of r: Rect) -> LottieContour {
        let x0 = min(r.minX, r.maxX), x1 = max(r.minX, r.maxX), y0 = min(r.minY, r.maxY), y1 = max(r.minY, r.maxY)
        var contour = LottieContour(closed: true)
        for p in [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)] { contour.append(p) }
        return contour
    }

    /// A trim (`tm`) when some frame shows less than the whole stroke:
    /// start and end in percent, the offset in degrees (a turn is the
    /// whole length); sequential trims are Lottie's "individually".
    static func trim(_ items: [DisplayItem?], tolerance: Double, easings: [SplineReduction.Easing] = []) -> JSON? {
        var mode = TrimMode.sequential, length = 0.0, partial = false
        let trims: [TrimRange?] = items.map { item in
            guard case .stroke(let path, _, _, let trim)? = item else { return nil }
            if length == 0 { length = path.flattened(tolerance: tolerance).totalLength }
            // The first partial trim's mode: a whole one shows the same in either.
            if !trim.isFull, !partial { mode = trim.mode; partial = true }
            return trim
        }
        guard partial else { return nil }
        let share = tolerance / max(length, tolerance)
        let start = LottieProperty(trims.map { $0.map { [$0.start * 100] } }, tolerance: 100 * share, easings: easings)
        let end = LottieProperty(trims.map { $0.map { [$0.end * 100] } }, tolerance: 100 * share, easings: easings)
        let offset = LottieProperty(trims.map { $0.map { [$0.offset * 360] } }, tolerance: 360 * share, easings: easings)
        return .object([("ty", .string("tm")), ("s", start.scalarJSON), ("e", end.scalarJSON), ("o", offset.scalarJSON),
                        ("m", .lottie(mode == .sequential ? 2 : 1))])
    }

    /// One `sh` per subpath slot. rlottie interpolates two shapes over their
    /// common vertices even across a hold, so each slot's vertex count only
    /// grows (padded, `LottieContour.padded`); frames without the slot
    /// draw a degenerate contour. Frames whose own contours differ in
    /// vertex count (or `structure`) are held, never interpolated.
    static func shapes(_ contours: [[LottieContour]?], structure: [Int]?, tolerance: Double) -> [JSON] {
        let slots = contours.map { $0?.count ?? 0 }.max() ?? 0
        return (0..<slots).map { k in
            var largest = 1
            var samples: [[Double]?] = [], keys: [Int] = []
            for (f, frame) in contours.enumerated() {
                guard let frame else { samples.append(nil); keys.append(0); continue }
                let own = k < frame.count ? frame[k] : nil
                largest = max(largest, own?.count ?? 0)
                let contour = own?.padded(to: largest) ?? .degenerate(at: .zero, count: largest, closed: false)
                samples.append(contour.components + [contour.closed ? 1 : 0])
                var hasher = Hasher()
                hasher.combine(own?.count ?? -1)
                hasher.combine(own?.closed)
                hasher.combine(structure?[f])
                keys.append(hasher.finalize())
            }
            let property = LottieProperty(samples, structure: keys, tolerance: tolerance)
            let ks = property.json({ LottieContour(closed: $0.last == 1, components: Array($0.dropLast())).json }, wrapped: true)
            return .object([("ty", .string("sh")), ("ks", ks)])
        }
    }
}
