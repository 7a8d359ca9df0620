import ReelGeometry

/// The legend under the chart: a swatch and a name for each kind present,
/// flowing in reading order (from the right in a right-to-left chart) and
/// wrapping onto more rows when they do not fit.
struct ActivityLegend {
    struct Item {
        let kind: ActivityKind
        /// The swatch and name together, relative to the legend's top
        /// left, laid out left to right (mirrored when drawn right to left).
        let frame: Rect
    }

    let items: [Item]
    let height: Double
    let width: Double
    let font: Font
    let direction: TextDirection
    let mirrored: Bool

    static let swatch = 10.0
    static let gap = 5.0
    static let spacing = 14.0

    init(chart: ActivityChart, width: Double, text: TextMeasuring, direction: TextDirection) {
        self.width = width
        font = chart.legendFont
        self.direction = direction
        mirrored = chart.isRightToLeft
        let rowHeight = max(Self.swatch, text.size(of: "Hg", font: font, direction: direction).height) + 4
        var items: [Item] = [], x = 0.0, y = 0.0
        for index in chart.presentKinds {
            let kind = chart.kinds[index]
            let itemWidth = Self.swatch + Self.gap + text.size(of: kind.name, font: font, direction: direction).width
            if x > 0, x + itemWidth > width {
                x = 0
                y += rowHeight
            }
            items.append(Item(kind: kind, frame: Rect(x: x, y: y, width: itemWidth, height: rowHeight)))
            x += itemWidth + Self.spacing
        }
        self.items = items
        height = items.isEmpty ? 0 : y + rowHeight
    }

    /// The legend drawn with its top left at `origin`, each kind's swatch
    /// and name tagged `legend/<kind>`.
    func items(origin: Point, in bounds: Rect, colors: ActivityPalette) -> [DisplayItem] {
        var result: [DisplayItem] = []
        for item in items {
            var frame = item.frame
            frame.origin = Point(origin.x + frame.minX, origin.y + frame.minY)
            if mirrored { frame.origin.x = 2 * origin.x + width - frame.maxX }
            let swatchX = mirrored ? frame.maxX - Self.swatch : frame.minX
            let swatch = Rect(x: swatchX, y: frame.center.y - Self.swatch / 2, width: Self.swatch, height: Self.swatch)
            let anchor = Point(mirrored ? swatch.minX - Self.gap : swatch.maxX + Self.gap, frame.center.y)
            let name = TextRun(item.kind.name, at: anchor, font: font, color: colors.legend,
                               alignment: TextAlignment(horizontal: mirrored ? .right : .left, vertical: .middle),
                               direction: direction)
            result.append(.tagged(DisplayTag(.legend, id: "legend/\(item.kind.id)", text: item.kind.name),
                                  [.fill(Path(roundedRect: swatch, radius: 2), paint(item.kind.fill, over: swatch)), .text(name)]))
        }
        return result
    }

    /// A swatch's paint: the kind's colours across it in reading order.
    private func paint(_ fill: ActivityFill, over rect: Rect) -> Paint {
        guard case .gradient(let colors) = fill else { return .solid(fill.colors.first ?? .clear) }
        let (start, end) = mirrored ? (rect.maxX, rect.minX) : (rect.minX, rect.maxX)
        return .linearGradient(LinearGradient(Gradient(colors: colors), from: Point(start, rect.center.y),
                                              to: Point(end, rect.center.y)))
    }
}
