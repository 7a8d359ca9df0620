/// Mirroring a finished frame left to right: how the `line` and `telegram`
/// charts draw right to left. Laying the chart out as usual and mirroring
/// the result keeps every piece (plot, axes, mini map, window, toggles,
/// plaque) in its mirrored place by construction, where mirroring each
/// layout rule by hand would let one of them drift. Text is the exception:
/// a label's place mirrors but its glyphs do not, so it keeps reading
/// forwards, aligned to the other side and laid out right to left.
extension DisplayList {
    /// The list reflected in the vertical line at `axis`. Text anchors
    /// reflect, left and right alignment swap, rotations reverse, and every
    /// run takes `textDirection`. Mirroring twice about the same line gives
    /// back the same geometry (text directions aside).
    package func mirrored(aboutX axis: Double, textDirection: TextDirection = .rightToLeft) -> DisplayList {
        DisplayList(items.map { $0.mirrored(aboutX: axis, textDirection: textDirection) })
    }
}

extension DisplayItem {
    func mirrored(aboutX axis: Double, textDirection: TextDirection) -> DisplayItem {
        let flip = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
        switch self {
        case .fill(let path, let paint, let rule):
            return .fill(path.mirrored(aboutX: axis), paint.applying(flip), rule: rule)
        case .rect(let rect, let paint):
            return rect.mirrored(aboutX: axis, paint: paint.applying(flip))
        case .stroke(let path, let style, let paint, let trim):
            return .stroke(path.mirrored(aboutX: axis), style, paint.applying(flip), trim: trim)
        case .text(var run):
            run.anchor = flip.apply(run.anchor)
            switch run.alignment.horizontal {
            case .left: run.alignment.horizontal = .right
            case .right: run.alignment.horizontal = .left
            case .center: break
            }
            run.rotation = -run.rotation
            run.direction = textDirection
            return .text(run)
        case .group(var group):
            group.items = group.items.map { $0.mirrored(aboutX: axis, textDirection: textDirection) }
            group.clip = group.clip.map { Rect(x: 2 * axis - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            if let frame = group.tag?.frame {
                group.tag?.frame = Rect(x: 2 * axis - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
            // The group's own coordinates are mirrored about the same line,
            // so its transform is conjugated: flip back, transform, flip.
            group.transform = flip.concatenating(group.transform).concatenating(flip)
            return .group(group)
        }
    }
}

extension Rect {
    /// The rectangle reflected in the vertical line at `axis`, filled with
    /// `paint`. Its sides are where the reflected `Path(rect:)`'s are, to
    /// the last bit, so a mirrored frame keeps its pixels whichever way its
    /// rectangles were stated. A rectangle is its origin and size, and the
    /// reflected right side is not always the left plus the width in
    /// floating point: then the item is the reflected path.
    func mirrored(aboutX axis: Double, paint: Paint) -> DisplayItem {
        let left = 2 * axis - maxX, right = 2 * axis - minX
        let reflected = Rect(x: left, y: minY, width: right - left, height: height)
        guard reflected.maxX == right else { return .fill(Path(rect: self).mirrored(aboutX: axis), paint) }
        return .rect(reflected, paint)
    }
}

extension Path {
    /// The path reflected in the vertical line at `axis`; arcs stay arcs
    /// (their angles reflect and they turn the other way), so a mirrored
    /// circle is as round as the original.
    package func mirrored(aboutX axis: Double) -> Path {
        func reflect(_ p: Point) -> Point { Point(2 * axis - p.x, p.y) }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: reflect(p))
            case .line(let p): result.line(to: reflect(p))
            case .quad(let c, let p): result.quad(to: reflect(p), control: reflect(c))
            case .cubic(let c1, let c2, let p): result.cubic(to: reflect(p), control1: reflect(c1), control2: reflect(c2))
            case .arc(let arc):
                result.arc(center: reflect(arc.center), radius: arc.radius, startAngle: .pi - arc.startAngle,
                           endAngle: .pi - arc.endAngle, clockwise: !arc.clockwise)
            case .close: result.close()
            }
        }
        return result
    }
}
