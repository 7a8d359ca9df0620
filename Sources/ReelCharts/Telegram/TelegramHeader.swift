import ReelGeometry

/// What the line above the plot shows beside the title.
package struct TelegramHeaderLine: Sendable, Hashable {
    /// The date range in view at the top right, opposite the title
    /// (`TelegramHeader.rangeText` of `TelegramChart.headerXWindow`: the
    /// zoom's day once its detail shows).
    package var range = false

    package init() {}
}

/// The chart's header: the title at the top left, in bold, and, when the
/// chart asks for it, the window's date range at the top right (both mirror
/// with the rest of a right-to-left chart).
///
/// The title keeps its place and the range gives way, so they never
/// overlap: when the range of the whole data would not fit beside the title
/// the range takes a line of its own under it (decided once per chart, from
/// the whole data's range, so the plot never jumps as the window moves),
/// and a window's range wider than the room it has is drawn smaller to fit.
struct TelegramHeader {
    let title: String
    /// The window's range, nil when the chart shows none.
    let range: String?
    /// Whether the range sits on a line of its own under the title.
    let rangeBelow: Bool
    let left: Double
    let right: Double
    let top: Double
    let color: Color
    let text: TextMeasuring

    static let font = Font(name: "DejaVu Sans:bold", size: 16)
    static let rangeFont = Font(name: "DejaVu Sans:bold", size: 12)
    /// The least room between the title and the range.
    static let gap = 12.0
    /// The smallest a range is drawn to fit beside the title, of its size.
    static let smallest = 0.6
    /// How the range writes a day: the contest's "1 Apr 2019".
    static let datePattern = "d MMM yyyy"

    /// The header of `chart` from `left` to `right`, its top at `top`.
    init(chart: TelegramChart, left: Double, right: Double, top: Double, color: Color, context: RenderContext) {
        title = chart.title
        self.left = left
        self.right = right
        self.top = top
        self.color = color
        text = context.text
        guard chart.header.range else {
            range = nil
            rangeBelow = false
            return
        }
        range = Self.rangeText(chart.headerXWindow, chart.formatter, context)
        let widest = text.size(of: Self.rangeText(chart.domain, chart.formatter, context), font: Self.rangeFont).width
        let titleWidth = title.isEmpty ? 0 : text.size(of: title, font: Self.font).width + Self.gap
        rangeBelow = titleWidth + widest * Self.smallest > right - left
    }

    /// The days the window `x` (in seconds since 1970) covers, in the
    /// formatter's locale and time zone: "1 Apr 2019 - 30 Apr 2019", or one
    /// day when the window spans a day or less (zoomed into a day), named
    /// by the window's middle.
    static func rangeText(_ x: ValueRange, _ formatter: ValueFormatter, _ context: RenderContext) -> String {
        let format = ValueFormat.date(pattern: datePattern)
        if x.span <= 86_400 + 60 { return context.string(formatter, (x.lower + x.upper) / 2, format) }
        let first = context.string(formatter, x.lower, format), last = context.string(formatter, x.upper, format)
        return first == last ? first : first + " - " + last
    }

    /// How far down the header reaches from the chart's top (a little with
    /// neither title nor range).
    var height: Double {
        let titleHeight = text.size(of: "Hg", font: Self.font).height
        let rangeHeight = text.size(of: "Hg", font: Self.rangeFont).height
        switch (title.isEmpty, range == nil) {
        case (true, true): return 8
        case (false, true): return 14 + titleHeight
        case (true, false): return 14 + rangeHeight
        case (false, false): return 14 + (rangeBelow ? titleHeight + 4 + rangeHeight : titleHeight)
        }
    }

    func items() -> [DisplayItem] {
        var items: [DisplayItem] = []
        if !title.isEmpty {
            items.append(.tagged(DisplayTag(.title, id: "title", text: title),
                                 [.text(TextRun(title, at: Point(left, top), font: Self.font, color: color,
                                                alignment: TextAlignment(horizontal: .left, vertical: .top)))]))
        }
        if let range { items.append(rangeItem(range)) }
        return items
    }

    /// The range at the top right: on the title's line, centred on it and
    /// shrunk to the room right of the title, or on its own line below.
    private func rangeItem(_ range: String) -> DisplayItem {
        let titleHeight = text.size(of: "Hg", font: Self.font).height
        var font = Self.rangeFont
        let y: Double
        if rangeBelow || title.isEmpty {
            y = rangeBelow ? top + titleHeight + 4 : top
        } else {
            let room = right - left - text.size(of: title, font: Self.font).width - Self.gap
            let width = text.size(of: range, font: font).width
            if width > room { font.size *= max(room, 0) / width }
            y = top + (titleHeight - text.size(of: "Hg", font: font).height) / 2
        }
        return .tagged(DisplayTag(.header, id: "header/range", text: range),
                       [.text(TextRun(range, at: Point(right, y), font: font, color: color,
                                      alignment: TextAlignment(horizontal: .right, vertical: .top)))])
    }
}
