import ReelGeometry

/// `frame --overlay`: the frame's debug geometry drawn over it, from its
/// `FrameLayout` (the data `frame --layout` prints): each chart's plot
/// rectangle (2 pixels, green), every clip rectangle (dashed, deep pink)
/// and every visible item's ink bounds (1 pixel, its role's colour,
/// `roleColors`). Outlines sit on whole canvas pixels and are opaque, so
/// each is exactly its colour where nothing later crosses it.
package enum DebugOverlay {
    /// The colour of each role's outline: a fixed, documented table.
    package static let roleColors: [(role: String, color: Color)] = [
        ("background", hex(0x808080)), ("title", hex(0xFF8C00)), ("header", hex(0xB8860B)),
        ("plot", hex(0x00C000)), ("series", hex(0xFF0000)), ("grid", hex(0x00BFFF)), ("axis", hex(0x0000FF)),
        ("x-label", hex(0x8A2BE2)), ("y-label", hex(0xFF00FF)), ("minimap", hex(0x008080)),
        ("window", hex(0x00FFFF)), ("toggle", hex(0xA0522D)), ("plaque", hex(0xFFD700)), ("bubble", hex(0xFF69B4)),
        ("legend", hex(0x7FFF00)), ("marker", hex(0xDC143C)), ("shape", hex(0x1E90FF)), ("text", hex(0x000080)),
        ("track", hex(0x696969)), ("unknown", hex(0xFFFF00)),
    ]
    /// Plot rectangles.
    package static let plotColor = hex(0x00C000)
    /// Clip rectangles.
    package static let clipColor = hex(0xFF1493)

    /// The outline colour for items of `role`.
    package static func color(of role: String) -> Color {
        roleColors.first { $0.role == role }?.color ?? hex(0xFFFF00)
    }

    /// The overlay for `layout` on a canvas of `scale` pixels per point:
    /// plots, then clips, then items in layout order (later on top).
    package static func items(for layout: FrameLayout, scale: Double) -> [DisplayItem] {
        let grid = PixelGrid(scale: scale)
        var items: [DisplayItem] = []
        for plot in layout.plots { items += grid.outline(plot, thickness: 2, color: plotColor) }
        for clip in layout.clips { items += grid.outline(clip, thickness: 1, color: clipColor, dash: 4) }
        for item in layout.items where item.opacity > 0 {
            guard let bounds = item.bounds else { continue }
            items += grid.outline(bounds, thickness: 1, color: color(of: item.role))
        }
        return items
    }

    /// The canvas pixel rectangle an outline of `rect` runs along:
    /// first and last pixel column and row it touches.
    package static func pixelEdges(of rect: Rect, scale: Double) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let left = Int((rect.minX * scale).rounded(.down)), top = Int((rect.minY * scale).rounded(.down))
        let right = max(Int((rect.maxX * scale).rounded(.up)) - 1, left)
        let bottom = max(Int((rect.maxY * scale).rounded(.up)) - 1, top)
        return (left, top, right, bottom)
    }

    private static func hex(_ value: Int) -> Color {
        Color(r8: (value >> 16) & 0xFF, g8: (value >> 8) & 0xFF, b8: value & 0xFF)
    }
}

/// Rectangles on whole canvas pixels, given in points.
private struct PixelGrid {
    let scale: Double

    /// Pixel columns x0..<x1, rows y0..<y1, as a solid rectangle item.
    func box(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: Color) -> DisplayItem {
        .rect(Rect(x: Double(x0) / scale, y: Double(y0) / scale, width: Double(x1 - x0) / scale,
                   height: Double(y1 - y0) / scale), .solid(color))
    }

    /// The four sides of `rect` (points), `thickness` pixels inwards from
    /// the pixels it touches; with `dash`, as dashes that many pixels long.
    func outline(_ rect: Rect, thickness: Int, color: Color, dash: Int? = nil) -> [DisplayItem] {
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite,
              rect.width >= 0, rect.height >= 0 else { return [] }
        let e = DebugOverlay.pixelEdges(of: rect, scale: scale)
        let t = max(1, min(thickness, (e.right - e.left + 1 + 1) / 2, (e.bottom - e.top + 1 + 1) / 2))
        let sides = [(e.left, e.top, e.right + 1, e.top + t), (e.left, e.bottom + 1 - t, e.right + 1, e.bottom + 1),
                     (e.left, e.top, e.left + t, e.bottom + 1), (e.right + 1 - t, e.top, e.right + 1, e.bottom + 1)]
        return sides.flatMap { x0, y0, x1, y1 -> [DisplayItem] in
            guard let dash else { return [box(x0, y0, x1, y1, color)] }
            let horizontal = x1 - x0 >= y1 - y0
            let (start, end) = horizontal ? (x0, x1) : (y0, y1)
            return stride(from: start, to: end, by: 2 * dash).map { a in
                let b = min(a + dash, end)
                return horizontal ? box(a, y0, b, y1, color) : box(x0, a, x1, b, color)
            }
        }
    }
}
