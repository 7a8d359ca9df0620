/// What a drawn item is, in the chart's own terms: a y-axis label for 2500,
/// the line of series `y1`. Tools, tests on layout and bug reports read
/// frames through these tags instead of through pixels.
///
/// Invariant: `id` names the thing drawn, not its place in the list, so it
/// stays the same from frame to frame while that thing exists (a label
/// keeps its id while it slides and fades).
package struct DisplayTag: Sendable, Hashable {
    /// What kind of thing an item draws. The raw values are a stable
    /// interface (`frame --layout` prints them).
    package enum Role: String, Sendable, CaseIterable {
        case background, title, header, plot, series, grid, axis
        case xLabel = "x-label", yLabel = "y-label"
        case minimap, window, toggle, plaque, bubble, legend, marker, shape, text
        /// The unfilled ring a donut's arc runs along.
        case track
    }

    /// How a series is drawn.
    package enum Mark: String, Sendable, CaseIterable {
        case line, area, bar, slice, dot, arc
    }

    package var role: Role
    package var id: String
    /// The series the item belongs to.
    package var series: String?
    /// The kind of series mark (`series` items).
    package var mark: Mark?
    /// The number the item stands for: a tick value for labels and grid lines.
    package var value: Double?
    /// Which value axis (0 left, 1 right) a y label belongs to.
    package var axis: Int?
    /// The words the item shows, when they are not the chart's data.
    package var text: String?
    /// The area the thing is laid out in, when that is not its ink: a
    /// chart's plot rectangle, in the item's coordinates.
    package var frame: Rect?

    package init(_ role: Role, id: String, series: String? = nil, mark: Mark? = nil, value: Double? = nil,
                axis: Int? = nil, text: String? = nil, frame: Rect? = nil) {
        self.role = role
        self.id = id
        self.series = series
        self.mark = mark
        self.value = value
        self.axis = axis
        self.text = text
        self.frame = frame
    }

    /// A series mark: id `series/<series>/<mark>`.
    package static func series(_ series: String, _ mark: Mark) -> DisplayTag {
        DisplayTag(.series, id: "series/\(series)/\(mark.rawValue)", series: series, mark: mark)
    }

    /// A y-axis label: id `y-label/<axis>/<value>`.
    package static func yLabel(_ value: Double, axis: Int, text: String? = nil) -> DisplayTag {
        DisplayTag(.yLabel, id: "y-label/\(axis)/\(idNumber(value))", value: value, axis: axis, text: text)
    }

    /// An x-axis label: id `x-label/<value>`.
    package static func xLabel(_ value: Double, text: String? = nil) -> DisplayTag {
        DisplayTag(.xLabel, id: "x-label/\(idNumber(value))", value: value, text: text)
    }

    /// A grid line: id `grid/<direction>/<value>` (direction `x` or `y`).
    package static func grid(_ direction: String, _ value: Double) -> DisplayTag {
        DisplayTag(.grid, id: "grid/\(direction)/\(idNumber(value))", value: value)
    }

    /// A number as ids write it: whole numbers without a decimal point
    /// (`2500`, not `2500.0`), others in Swift's shortest round-trip form.
    package static func idNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension DisplayItem {
    /// `items` marked with `tag`: a group that draws exactly as the items
    /// would on their own (no opacity, clip or transform of its own).
    package static func tagged(_ tag: DisplayTag, _ items: [DisplayItem]) -> DisplayItem {
        .group(DisplayGroup(items, tag: tag))
    }
}

extension DisplayGroup {
    /// Whether the group only gathers its items (a tag, say): drawing it is
    /// drawing its items in place.
    package var isPassThrough: Bool {
        opacity >= 1 && clip == nil && transform == .identity
    }
}
