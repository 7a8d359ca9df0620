import ReelGeometry

/// The chart's title at the top left, in bold.
struct TelegramHeader {
    let title: String
    let at: Point
    let color: Color

    static let font = Font(name: "DejaVu Sans:bold", size: 16)

    /// How far down the header reaches from the chart's top (a little with
    /// no title).
    static func height(title: String, text: TextMeasuring) -> Double {
        title.isEmpty ? 8 : 14 + text.size(of: "Hg", font: font).height
    }

    func items() -> [DisplayItem] {
        guard !title.isEmpty else { return [] }
        return [.tagged(DisplayTag(.title, id: "title", text: title),
                        [.text(TextRun(title, at: at, font: Self.font, color: color,
                                       alignment: TextAlignment(horizontal: .left, vertical: .top)))])]
    }
}
