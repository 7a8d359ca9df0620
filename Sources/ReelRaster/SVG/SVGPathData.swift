import Foundation
import ReelGeometry

/// SVG `d` attributes, as values whose numbers an animation can interpolate
/// between frames that draw paths of the same commands.
enum SVGPathData {
    static func value(for path: Path, tolerance: Double, interpolates: Bool = true) -> SVGValue {
        var d = SVGValueBuilder()
        var started = false
        for element in path.elements {
            switch element {
            case .move(let p):
                d.text("M")
                d.point(p)
            case .line(let p):
                d.text(started ? "L" : "M")
                d.point(p)
            case .quad(let c, let p):
                d.text("Q")
                d.point(c)
                d.text(" ")
                d.point(p)
            case .cubic(let c1, let c2, let p):
                d.text("C")
                d.point(c1)
                d.text(" ")
                d.point(c2)
                d.text(" ")
                d.point(p)
            case .arc(let arc):
                arcData(arc, continuing: started, into: &d)
            case .close:
                d.text("Z")
            }
            started = true
        }
        return d.value(tolerance: tolerance, interpolates: interpolates)
    }

    /// An arc as SVG arc commands, split in two when it is a full circle
    /// (one SVG arc cannot end where it starts).
    private static func arcData(_ arc: Arc, continuing: Bool, into d: inout SVGValueBuilder) {
        d.text(continuing ? "L" : "M")
        d.point(arc.startPoint)
        let sweep = arc.sweep
        guard arc.radius > 0, sweep != 0 else { return }
        let pieces = abs(sweep) > .pi ? 2 : 1
        for i in 1...pieces {
            let end = arc.point(at: arc.startAngle + sweep * Double(i) / Double(pieces))
            let large = abs(sweep) / Double(pieces) > .pi ? 1 : 0
            d.text("A")
            d.number(arc.radius)
            d.text(" ")
            d.number(arc.radius)
            d.text(" 0 \(large) \(sweep > 0 ? 1 : 0) ")
            d.point(end)
        }
    }

    static func value(for lines: [Polyline], tolerance: Double) -> SVGValue {
        var d = SVGValueBuilder()
        for line in lines {
            guard let first = line.points.first else { continue }
            d.text("M")
            d.point(first)
            // A zero-length piece keeps a segment so round caps still draw a dot.
            let rest = line.points.count > 1 ? Array(line.points.dropFirst()) : [first]
            for p in rest {
                d.text("L")
                d.point(p)
            }
            if line.isClosed { d.text("Z") }
        }
        return d.value(tolerance: tolerance)
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

/// A number with at most 4 decimals and no trailing zeros.
func svgNumber(_ v: Double) -> String {
    let rounded = (v * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(rounded)
    if s.contains("e") { s = String(format: "%.4f", rounded) }
    return s
}
