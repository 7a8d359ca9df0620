import ReelGeometry
import ReelJSON

/// Long strokes as several groups of at most `segments` segments each.
///
/// Measured: rlottie (rlottie-python 1.3.8) drops part of a stroke whose
/// outline is long, thin and nearly flat (a minimap's line of 365 vertices
/// within 1.6 points of height), while the same line in two groups draws
/// whole: it rasterises each group's stroke outline at once. Pieces meet at
/// a shared vertex; with round caps and joins the seam draws exactly as the
/// join did. A sequential trim becomes each piece's share of the visible
/// length at every frame. Other strokes (dashed, other caps or joins,
/// closed, several subpaths, an offset or simultaneous trim) stay whole.
enum LottieStrokePieces {
    static let segments = 160

    /// The pieces' groups (Lottie order), or nil when the stroke stays whole.
    static func groups(_ items: [DisplayItem?], contours: [[LottieContour]?], paint: JSON,
                       tolerance: Double) -> [JSON]? {
        var longest = 0, trimmed = false
        var windows: [(Double, Double)?] = []
        for (f, item) in items.enumerated() {
            guard case .stroke(_, let style, _, let trim)? = item else { windows.append(nil); continue }
            guard style.cap == .round, style.join == .round, style.dash == nil,
                  trim.isFull || (trim.mode == .sequential && trim.offset == 0),
                  let own = contours[f], own.count <= 1, own.first?.closed != true else { return nil }
            longest = max(longest, own.first?.count ?? 0)
            trimmed = trimmed || !trim.isFull
            let a = min(max(trim.start, 0), 1), b = min(max(trim.end, 0), 1)
            windows.append(trim.isFull ? (0, 1) : (min(a, b), max(a, b)))
        }
        guard longest > segments + 40 else { return nil }
        let count = (longest - 2) / segments + 1
        let pieces = contours.map { $0.map { cut($0.first, count: count) } }
        let lengths = pieces.map { $0.map { $0.map(length) } }
        let structure = contours.map { $0?.first?.count ?? 0 }
        return (0..<count).reversed().map { k in
            let shapes = LottieLeaves.shapes(pieces.map { $0.map { $0[k].count > 1 ? [$0[k]] : [] } },
                                             structure: structure, tolerance: tolerance)
            var members = shapes
            if trimmed {
                members.append(trim(piece: k, windows: windows, lengths: lengths, tolerance: tolerance))
            }
            return LottieGroups.group(members + [paint], transform: LottieGroups.plain)
        }
    }

    /// `contour` cut into `count` open pieces sharing their end vertices
    /// (pieces past its end have one vertex: nothing to draw).
    private static func cut(_ contour: LottieContour?, count: Int) -> [LottieContour] {
        (0..<count).map { k in
            var piece = LottieContour(closed: false)
            guard let contour, k * segments < contour.count - 1 else {
                if let last = contour?.vertices.last { piece.append(last) }
                return piece
            }
            let range = (k * segments)...min((k + 1) * segments, contour.count - 1)
            for i in range {
                piece.append(contour.vertices[i], in: i == range.lowerBound ? .zero : contour.inTangents[i])
                piece.outTangents[piece.count - 1] = i == range.upperBound ? .zero : contour.outTangents[i]
            }
            return piece
        }
    }

    /// A contour's length, its cubics measured on 16 chords each.
    static func length(_ c: LottieContour) -> Double {
        guard c.count > 1 else { return 0 }
        var total = 0.0
        for i in 0..<(c.count - 1) {
            let p0 = c.vertices[i], p3 = c.vertices[i + 1]
            let c1 = p0 + c.outTangents[i], c2 = p3 + c.inTangents[i + 1]
            if c1 == p0 && c2 == p3 { total += p0.distance(to: p3); continue }
            var last = p0
            for step in 1...16 {
                let t = Double(step) / 16, u = 1 - t
                let p = p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p3 * (t * t * t)
                total += last.distance(to: p)
                last = p
            }
        }
        return total
    }

    /// Piece `k`'s trim: the part of the visible window over its stretch of the length.
    private static func trim(piece k: Int, windows: [(Double, Double)?], lengths: [[Double]?],
                             tolerance: Double) -> JSON {
        var shortest = Double.infinity
        let parts: [[Double]?] = windows.indices.map { f in
            guard let window = windows[f], let lengths = lengths[f] else { return nil }
            let total = lengths.reduce(0, +), before = lengths[..<k].reduce(0, +), own = lengths[k]
            guard own > 0 else { return [0, 0] }
            shortest = min(shortest, own)
            func local(_ x: Double) -> Double { min(max((x * total - before) / own, 0), 1) * 100 }
            return [local(window.0), local(window.1)]
        }
        let share = 100 * tolerance / max(shortest.isFinite ? shortest : 1, tolerance)
        let start = LottieProperty(parts.map { $0.map { [$0[0]] } }, tolerance: share)
        let end = LottieProperty(parts.map { $0.map { [$0[1]] } }, tolerance: share)
        return .object([("ty", .string("tm")), ("s", start.scalarJSON), ("e", end.scalarJSON),
                        ("o", LottieGroups.staticValue(.lottie(0))), ("m", .lottie(2))])
    }
}
