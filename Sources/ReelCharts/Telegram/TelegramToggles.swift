import ReelGeometry

/// When a chart shows its row of toggles.
package enum TelegramToggleMode: String, Sendable, Hashable, CaseIterable {
    /// With two series or more: toggling a chart's only series would empty it.
    case auto
    case always
    case never

    /// Whether a chart of `seriesCount` series shows its toggles.
    package func shows(seriesCount: Int) -> Bool {
        switch self {
        case .auto: return seriesCount > 1
        case .always: return seriesCount > 0
        case .never: return false
        }
    }
}

/// Where one series' toggle goes.
struct ToggleFrame {
    let index: Int
    let rect: Rect
    let textWidth: Double

    static let font = Font(size: 13)
    static let height = 32.0
    static let spacing = 8.0
    static let padding = 12.0
    static let checkWidth = 11.0
    static let checkGap = 7.0

    /// Buttons in rows, left to right, wrapping within `area`'s width, the
    /// last row's bottom at `bottom`. A button keeps its width whether its
    /// check mark shows or not, so toggling never reflows the row.
    static func flow(_ series: [LineSeries], in area: Rect, bottom: Double, text: TextMeasuring) -> [ToggleFrame] {
        var rows: [[(Int, Double, Double)]] = [[]]
        var x = 0.0
        for (i, s) in series.enumerated() {
            let textWidth = text.size(of: s.name, font: font).width
            let width = padding + checkWidth + checkGap + textWidth + padding
            if x > 0 && x + width > area.width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((i, width, textWidth))
            x += width + spacing
        }
        var frames: [ToggleFrame] = []
        let top = bottom - Double(rows.count) * height - Double(rows.count - 1) * spacing
        for (r, row) in rows.enumerated() {
            var left = area.minX
            let y = top + Double(r) * (height + spacing)
            for (i, width, textWidth) in row {
                frames.append(ToggleFrame(index: i, rect: Rect(x: left, y: y, width: width, height: height), textWidth: textWidth))
                left += width + spacing
            }
        }
        return frames
    }
}

/// The row of toggles under the mini map: the contest's round buttons,
/// one per series. On, a button is filled with the series' colour with a
/// check mark and the name in white; off, an outline with the name in the
/// series' colour centred where the check mark was. `visible` drives the
/// fill, the check mark's size and the name's colour and place; the name
/// always stands out 3:1 from the fill under it (`nameColor`).
struct ToggleRow {
    let frames: [ToggleFrame]

    /// The buttons for `series` flowed into `area` (`ToggleFrame.flow`);
    /// no series, no buttons.
    init(_ series: [LineSeries], in area: Rect, bottom: Double, text: TextMeasuring) {
        frames = series.isEmpty ? [] : ToggleFrame.flow(series, in: area, bottom: bottom, text: text)
    }

    /// The top of the first row, or nil without buttons.
    var top: Double? { frames.map(\.rect.minY).min() }

    /// The buttons of `series` (the ones the row was flowed for), check
    /// marks and names in `colors.check`.
    func items(_ series: [LineSeries], colors: TelegramPalette) -> [DisplayItem] {
        frames.flatMap { frame -> [DisplayItem] in
            let s = series[frame.index]
            let on = min(max(s.visible, 0), 1)
            let r = frame.rect
            var items: [DisplayItem] = [
                .fill(Path(roundedRect: r, radius: r.height / 2), .solid(s.color.multiplyingAlpha(on))),
                .stroke(Path(roundedRect: r.insetBy(0.75), radius: r.height / 2 - 0.75), StrokeStyle(width: 1.5), .solid(s.color)),
            ]
            let checkShift = (ToggleFrame.checkWidth + ToggleFrame.checkGap) / 2 * (1 - on)
            let textX = r.minX + ToggleFrame.padding + ToggleFrame.checkWidth + ToggleFrame.checkGap - checkShift
            if on > 0 {
                let centre = Point(r.minX + ToggleFrame.padding + ToggleFrame.checkWidth / 2, r.center.y)
                items.append(checkMark(at: centre, scale: on, color: colors.check))
            }
            items.append(.text(TextRun(s.name, at: Point(textX, r.center.y), font: ToggleFrame.font,
                                       color: Self.nameColor(s.color, on: on, colors: colors),
                                       alignment: TextAlignment(horizontal: .left, vertical: .middle))))
            return [.tagged(DisplayTag(.toggle, id: "toggle/\(s.id)", series: s.id, text: s.name), items)]
        }
    }

    /// The least contrast between a name and the fill under it (WCAG's
    /// for large text and graphics, a little over so rounding to bytes
    /// keeps it).
    static let nameContrast = 3.01

    /// A name's colour at fill `on`: the contest's, the series' colour on
    /// an empty button and `colors.check` on a filled one, switching as
    /// the fill passes half strength over a sliver of the fade; moved
    /// towards black or white as far as it takes to stand out from the
    /// fill under it (`nameContrast`). A series colour too light for
    /// white (or too dark for the night's background) so reads at rest
    /// too, and mid-fade, where the fill is a mix of the series' colour
    /// and the background, neither contest colour could.
    static func nameColor(_ color: Color, on: Double, colors: TelegramPalette) -> Color {
        let white = min(max((on - 0.47) / 0.06, 0), 1)
        let contest = color.interpolated(to: colors.check, at: white * white * (3 - 2 * white))
        let fill = color.multiplyingAlpha(on).over(colors.background.over(.white))
        return contest.standingOut(from: fill, by: nameContrast)
    }

    /// A tick 11 x 8 points, scaled about its middle.
    private func checkMark(at centre: Point, scale: Double, color: Color) -> DisplayItem {
        let w = ToggleFrame.checkWidth * scale, h = 8 * scale
        let path = Path {
            $0.move(to: Point(centre.x - w / 2, centre.y))
            $0.line(to: Point(centre.x - w / 2 + w * 0.35, centre.y + h / 2))
            $0.line(to: Point(centre.x + w / 2, centre.y - h / 2))
        }
        return .stroke(path, StrokeStyle(width: 2 * max(scale, 0.01), cap: .round, join: .round), .solid(color.multiplyingAlpha(scale)))
    }
}
