import ReelGeometry
import ReelRaster
import ReelText

/// Reads a display list into a `FrameLayout`: walks it as the rasteriser
/// draws it (transforms, clips, opacities), measuring each operation's ink
/// where it lands.
///
/// Geometry is measured in canvas pixels, where the rasteriser flattens and
/// strokes, and reported in points.
struct LayoutReader {
    private let scale: Double
    /// The renderer's measurer, whose masks stay from frame to frame.
    private let text: TextMeasurer
    private var items: [FrameLayout.Item] = []
    private var plots: [Rect] = []
    private var clips: [Rect] = []
    private var unknown = 0

    init(scale: Double, text: TextMeasurer) {
        self.scale = scale
        self.text = text
    }

    /// The layout of `list` on a canvas of `size` points, its text measured by `text`.
    static func layout(of list: DisplayList, size: Size, scale: Double, text: TextMeasurer) -> FrameLayout {
        var reader = LayoutReader(scale: scale, text: text)
        let clip = Box(Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale))
        for item in list.items {
            _ = reader.visit(item, transform: .scale(scale, scale), clip: clip, opacity: 1, tagged: false)
        }
        return FrameLayout(canvas: size, plots: reader.plots, items: reader.items, clips: reader.clips)
    }

    /// What one item draws: its ink box (pixels, clipped) and its most
    /// opaque paint's alpha times the opacities above it.
    private struct Ink {
        var box: Box?
        var opacity: Double
        /// The smaller side of the smallest fill's unclipped box, in pixels.
        var shapeSize: Double?

        static let none = Ink(box: nil, opacity: 0)

        func adding(_ other: Ink) -> Ink {
            let sizes = [shapeSize, other.shapeSize].compactMap { $0 }
            return Ink(box: Box.union(box, other.box), opacity: max(opacity, other.opacity), shapeSize: sizes.min())
        }
    }

    /// Visits `item` and what it holds, listing tagged groups (and, outside
    /// any tag, plain operations) as it goes; returns the item's ink.
    private mutating func visit(_ item: DisplayItem, transform: AffineTransform, clip: Box?, opacity: Double,
                                tagged: Bool) -> Ink {
        let ink: Ink
        switch item {
        case .fill(let path, let paint, _):
            let contours = path.flattened(tolerance: Rasterizer.flatteningTolerance, transform: transform).map(\.points)
            let whole = Box(contours, clippedTo: nil)
            ink = Ink(box: clip == nil ? whole : Box(contours, clippedTo: clip), opacity: opacity * Self.alpha(of: paint),
                      shapeSize: whole.map { min($0.maxX - $0.minX, $0.maxY - $0.minY) })
        case .rect(let rect, let paint):
            ink = Ink(box: Box([rect.corners(transform)]).clipped(to: clip), opacity: opacity * Self.alpha(of: paint))
        case .stroke(let path, let style, let paint, let trim):
            let (contours, coverage) = Rasterizer.outline(of: path, style: style, trim: trim, transform: transform)
            ink = Ink(box: Box(contours, clippedTo: clip), opacity: opacity * coverage * Self.alpha(of: paint))
        case .text(let run):
            ink = Ink(box: textBox(run, transform: transform).clipped(to: clip), opacity: opacity * run.color.alpha)
        case .group(let group):
            return visit(group, transform: transform, clip: clip, opacity: opacity, tagged: tagged)
        }
        if !tagged {
            unknown += 1
            items.append(listed(DisplayTag(.text, id: "unknown/\(unknown)"), role: "unknown", ink: ink))
        }
        return ink
    }

    private mutating func visit(_ group: DisplayGroup, transform parent: AffineTransform, clip parentClip: Box?,
                                opacity parentOpacity: Double, tagged: Bool) -> Ink {
        let transform = group.transform.concatenating(parent)
        var clip = parentClip
        if let rect = group.clip {
            clip = Box(transform.boundingBox(of: rect)).clipped(to: parentClip)
            if let box = clip.map(points)?.rect, !clips.contains(box) { clips.append(box) }
        }
        let opacity = parentOpacity * min(max(group.opacity, 0), 1)
        if let tag = group.tag, tag.role == .plot {
            plots.append(points(Box(transform.boundingBox(of: tag.frame ?? group.clip ?? Rect(x: 0, y: 0, width: 0, height: 0)))).rect)
        }
        let slot = items.count
        var ink = Ink.none
        for item in group.items {
            ink = ink.adding(visit(item, transform: transform, clip: clip, opacity: opacity, tagged: tagged || group.tag != nil))
        }
        if let tag = group.tag {
            items.insert(listed(tag, role: tag.role.rawValue, ink: ink), at: slot)
        }
        return ink
    }

    private func listed(_ tag: DisplayTag, role: String, ink: Ink) -> FrameLayout.Item {
        let box = ink.box.map(points)
        return FrameLayout.Item(id: tag.id, role: role, series: tag.series, mark: tag.mark?.rawValue, text: tag.text,
                                value: tag.value, axis: tag.axis, opacity: box == nil ? 0 : ink.opacity,
                                bounds: box?.rect, shapeSize: ink.shapeSize.map { $0 / scale })
    }

    private func points(_ box: Box) -> Box {
        Box(minX: box.minX / scale, minY: box.minY / scale, maxX: box.maxX / scale, maxY: box.maxY / scale)
    }

    /// The run's ink as the raster places it: measured upright at its
    /// whole-pixel baseline origin, then turned with the text.
    private mutating func textBox(_ run: TextRun, transform: AffineTransform) -> Box? {
        guard !run.text.isEmpty else { return nil }
        var device = run
        device.anchor = transform.apply(run.anchor)
        device.font.size *= transform.maximumScale
        device.rotation += transform.rotationAngle
        guard let (origin, ink) = try? text.placement(of: device) else { return nil }
        let start = Point(origin.x.rounded(), origin.y.rounded())
        let turn = AffineTransform.rotation(device.rotation)
        let corners = [Point(ink.minX, ink.minY), Point(ink.maxX, ink.minY), Point(ink.minX, ink.maxY), Point(ink.maxX, ink.maxY)]
        return Box([corners.map { start + turn.apply($0) }])
    }

    private static func alpha(of paint: Paint) -> Double {
        switch paint {
        case .solid(let color): return color.alpha
        case .linearGradient(let g): return g.gradient.stops.map(\.color.alpha).max() ?? 0
        case .radialGradient(let g): return g.gradient.stops.map(\.color.alpha).max() ?? 0
        case .conicGradient(let g): return g.gradient.stops.map(\.color.alpha).max() ?? 0
        case .pathGradient(let g): return g.gradient.stops.map(\.color.alpha).max() ?? 0
        }
    }
}

/// A non-empty axis-aligned box by its edges.
struct Box: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ rect: Rect) {
        self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// The box round every point, or nil when there are none.
    init?(_ contours: [[Point]]) {
        var box: Box?
        for point in contours.joined() where point.x.isFinite && point.y.isFinite {
            box = box.map {
                Box(minX: min($0.minX, point.x), minY: min($0.minY, point.y), maxX: max($0.maxX, point.x), maxY: max($0.maxY, point.y))
            } ?? Box(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
        }
        guard let box else { return nil }
        self = box
    }

    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// The box round the part of the filled contours inside `clip` (nil: no
    /// clip): each contour is cut to the clip (Sutherland-Hodgman), so a
    /// line whose segment runs out of the clip towards a far point counts
    /// only the ink the clip lets through, not its bounding box's corner.
    init?(_ contours: [[Point]], clippedTo clip: Box?) {
        guard let clip else { self.init(contours); return }
        self.init(contours.map { Self.cut($0, to: clip) })
    }

    /// `polygon` cut to `clip`, edge by edge.
    static func cut(_ polygon: [Point], to clip: Box) -> [Point] {
        var points = polygon
        let edges: [(inside: (Point) -> Bool, cross: (Point, Point) -> Point)] = [
            ({ $0.x >= clip.minX }, { a, b in at(x: clip.minX, a, b) }), ({ $0.x <= clip.maxX }, { a, b in at(x: clip.maxX, a, b) }),
            ({ $0.y >= clip.minY }, { a, b in at(y: clip.minY, a, b) }), ({ $0.y <= clip.maxY }, { a, b in at(y: clip.maxY, a, b) }),
        ]
        for edge in edges where !points.isEmpty {
            var result: [Point] = []
            var previous = points[points.count - 1]
            for point in points {
                switch (edge.inside(previous), edge.inside(point)) {
                case (true, true): result.append(point)
                case (true, false): result.append(edge.cross(previous, point))
                case (false, true): result += [edge.cross(previous, point), point]
                case (false, false): break
                }
                previous = point
            }
            points = result
        }
        return points
    }

    private static func at(x: Double, _ a: Point, _ b: Point) -> Point {
        Point(x, a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
    }

    private static func at(y: Double, _ a: Point, _ b: Point) -> Point {
        Point(a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y)
    }

    /// The part inside `clip` (nil: no clip), or nil when none is.
    func clipped(to clip: Box?) -> Box? {
        guard let clip else { return self }
        let box = Box(minX: max(minX, clip.minX), minY: max(minY, clip.minY), maxX: min(maxX, clip.maxX), maxY: min(maxY, clip.maxY))
        return box.maxX > box.minX && box.maxY > box.minY ? box : nil
    }

    static func union(_ a: Box?, _ b: Box?) -> Box? {
        guard let a else { return b }
        guard let b else { return a }
        return Box(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY))
    }
}

extension Box? {
    func clipped(to clip: Box?) -> Box? { self?.clipped(to: clip) }
}
