import Foundation
import ReelGeometry

/// SVG `d` attributes, as values whose numbers an animation can interpolate
/// between frames that draw paths of the same commands.
enum SVGPathData {
    /// `path` as a `d` value: absolute moves, relative segments (smaller
    /// numbers), the deltas taken between positions already rounded as
    /// written so that rounding never adds up along the path.
    static func value(for path: Path, tolerance: Double, interpolates: Bool = true) -> SVGValue {
        // A still outline may use `t`, whose control point is implied; an
        // animated one keeps one kind of command per segment, to interpolate.
        // Glyph outlines (not interpolated) are short: they need no anchors.
        var d = RelativePathBuilder(decimals: SVGValue.decimals(for: tolerance), shorthand: !interpolates,
                                    anchorEvery: interpolates ? RelativePathBuilder.anchorEvery : .max)
        for element in path.elements {
            switch element {
            case .move(let p): d.move(p)
            case .line(let p): d.segment("l", [], p)
            case .quad(let c, let p): d.segment("q", [c], p)
            case .cubic(let c1, let c2, let p): d.segment("c", [c1, c2], p)
            case .arc(let arc): arcData(arc, into: &d)
            case .close: d.close()
            }
        }
        return d.value(tolerance: tolerance, interpolates: interpolates)
    }

    /// An arc as SVG arc commands, split in two when it is a full circle
    /// (one SVG arc cannot end where it starts).
    private static func arcData(_ arc: Arc, into d: inout RelativePathBuilder) {
        d.lineOrMove(arc.startPoint)
        let sweep = arc.sweep
        guard arc.radius > 0, sweep != 0 else { return }
        let pieces = abs(sweep) > .pi ? 2 : 1
        for i in 1...pieces {
            let end = arc.point(at: arc.startAngle + sweep * Double(i) / Double(pieces))
            let large = abs(sweep) / Double(pieces) > .pi ? 1 : 0
            d.arc(radius: arc.radius, flags: "0 \(large) \(sweep > 0 ? 1 : 0)", to: end)
        }
    }

    static func value(for lines: [Polyline], tolerance: Double) -> SVGValue {
        var d = RelativePathBuilder(decimals: SVGValue.decimals(for: tolerance))
        for line in lines {
            guard let first = line.points.first else { continue }
            d.move(first)
            // A zero-length piece keeps a segment so round caps still draw a dot.
            let rest = line.points.count > 1 ? Array(line.points.dropFirst()) : [first]
            for p in rest { d.segment("l", [], p) }
            if line.isClosed { d.close() }
        }
        return d.value(tolerance: tolerance, interpolates: true)
    }

    /// Whether `path` is one subpath (a dash along its length is then a
    /// trim of it, as Core Animation's `strokeEnd` is).
    static func isSingleSubpath(_ path: Path) -> Bool {
        var moves = 0, closed = false
        for element in path.elements {
            if closed { return false }
            switch element {
            case .move: moves += 1
            case .close: closed = true
            default: break
            }
        }
        return moves <= 1
    }
}

/// A number with at most `decimals` decimals (0...4) and no trailing zeros.
func svgNumber(_ v: Double, decimals: Int = 4) -> String {
    let unit = [1.0, 10, 100, 1000, 10_000][min(max(decimals, 0), 4)]
    let rounded = (v * unit).rounded() / unit
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(rounded)
    // A byte scan: Foundation's substring search costs more than the formatting.
    if s.utf8.contains(UInt8(ascii: "e")) { s = String(format: "%.\(decimals)f", rounded) }
    return s
}

/// Path data written with absolute moves and relative segments between
/// positions rounded to `decimals`, so each written delta is exact. The
/// value's own numbers stay absolute: keyframe reduction measures
/// positions, and linear interpolation of the deltas is that of the
/// positions. Every `anchorEvery`-th segment of a subpath is written
/// absolute: a reader that keeps the current point in fixed point (cairo's
/// 1/256 pixel, so CairoSVG) rounds it after each relative segment, and
/// over a 600-point line the rounding adds up to a quarter pixel.
private struct RelativePathBuilder {
    static let anchorEvery = 16
    /// Segments between absolute ones (`Int.max`: none).
    let anchorEvery: Int
    let decimals: Int
    /// Whether a quadratic segment whose control reflects the previous
    /// one's (TrueType's implied on-curve points) is written as `t`.
    let shorthand: Bool
    private var absolute = SVGValueBuilder()
    private var relative = SVGValueBuilder()
    private var current: Point?
    private var subpathStart = Point.zero
    /// The previous segment's quadratic control point, as the reader infers it.
    private var quadControl: Point?
    /// Segments written since the last absolute position.
    private var sinceAnchor = 0

    init(decimals: Int, shorthand: Bool = false, anchorEvery: Int = Self.anchorEvery) {
        self.decimals = decimals
        self.shorthand = shorthand
        self.anchorEvery = anchorEvery
    }

    private func rounded(_ p: Point) -> Point {
        let unit = pow(10, Double(decimals))
        return Point((p.x * unit).rounded() / unit, (p.y * unit).rounded() / unit)
    }

    private mutating func text(_ s: String) {
        absolute.text(s.uppercased())
        relative.text(s)
    }

    private mutating func point(_ p: Point, from: Point, anchored: Bool = false) {
        absolute.point(p)
        relative.point(anchored ? p : p - from)
    }

    /// Writes a segment's `command`, relative, or absolute when the segment
    /// anchors the path (the answer).
    private mutating func begin(_ command: String) -> Bool {
        sinceAnchor += 1
        let anchored = sinceAnchor >= anchorEvery
        if anchored { sinceAnchor = 0 }
        absolute.text(command.uppercased())
        relative.text(anchored ? command.uppercased() : command)
        return anchored
    }

    mutating func move(_ p: Point) {
        quadControl = nil
        let r = rounded(p)
        text("M")
        point(r, from: .zero)
        current = r
        subpathStart = r
        sinceAnchor = 0
    }

    /// A line to `p`, a move when nothing is drawn yet, or nothing when
    /// the path is already there (an arc that continues a side).
    mutating func lineOrMove(_ p: Point) {
        guard let current else { return move(p) }
        if rounded(p) != current { segment("l", [], p) }
    }

    /// A relative segment `command` through `controls` to `p`.
    mutating func segment(_ command: String, _ controls: [Point], _ p: Point) {
        guard let from = current else {
            move(p)
            return
        }
        let r = rounded(p)
        if command == "q", let control = controls.first {
            let c = rounded(control), unit = pow(10, -Double(decimals)) * 2.51
            if shorthand, let previous = quadControl {
                let implied = from * 2 - previous
                if abs(implied.x - c.x) <= unit, abs(implied.y - c.y) <= unit {
                    let anchored = begin("t")
                    point(r, from: from, anchored: anchored)
                    current = r
                    quadControl = implied
                    return
                }
            }
            quadControl = c
        } else {
            quadControl = nil
        }
        let anchored = begin(command)
        for c in controls {
            point(rounded(c), from: from, anchored: anchored)
            text(" ")
        }
        point(r, from: from, anchored: anchored)
        current = r
    }

    mutating func arc(radius: Double, flags: String, to p: Point) {
        let from = current ?? rounded(p)
        let r = rounded(p)
        quadControl = nil
        let anchored = begin("a")
        for builder in [\RelativePathBuilder.absolute, \RelativePathBuilder.relative] {
            self[keyPath: builder].number(radius)
            self[keyPath: builder].text(" ")
            self[keyPath: builder].number(radius)
        }
        text(" \(flags) ")
        point(r, from: from, anchored: anchored)
        current = r
    }

    mutating func close() {
        text("z")
        current = subpathStart
        quadControl = nil
        sinceAnchor = 0
    }

    func value(tolerance: Double, interpolates: Bool) -> SVGValue {
        var value = absolute.value(tolerance: tolerance, interpolates: interpolates)
        let written = relative.value(tolerance: tolerance)
        value.written = (written.pieces, written.numbers)
        return value
    }
}

/// `.5` for `0.5` and `-.5` for `-0.5`: SVG's number grammar allows it.
func svgCompact(_ number: String) -> String {
    if number.hasPrefix("0.") { return String(number.dropFirst()) }
    if number.hasPrefix("-0.") { return "-" + number.dropFirst(2) }
    return number
}
