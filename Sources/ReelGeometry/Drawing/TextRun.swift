/// A font: a fontconfig name ("DejaVu Sans", "DejaVu Sans:bold") or a font file path,
/// and a size in points.
package struct Font: Sendable, Hashable {
    package var name: String
    package var size: Double

    package init(name: String = Font.defaultName, size: Double) {
        self.name = name
        self.size = size
    }

    /// DejaVu Sans, from Debian's fonts-dejavu-core.
    package static let defaultName = "DejaVu Sans"

    /// Whether `name` is a file rather than a fontconfig pattern.
    package var isFilePath: Bool {
        name.contains("/") || name.hasSuffix(".ttf") || name.hasSuffix(".otf")
    }
}

/// Where a text run sits relative to its anchor point.
package struct TextAlignment: Sendable, Hashable {
    package enum Horizontal: String, Sendable, CaseIterable { case left, center, right }
    /// `middle` centres the capital height on the anchor, so digits and capitals
    /// look centred and changing text does not jump up and down.
    package enum Vertical: String, Sendable, CaseIterable { case top, middle, baseline, bottom }

    package var horizontal: Horizontal
    package var vertical: Vertical

    package init(horizontal: Horizontal = .left, vertical: Vertical = .baseline) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let center = TextAlignment(horizontal: .center, vertical: .middle)
}

/// The paragraph direction a text run is laid out in (Unicode bidi): it
/// orders runs of mixed scripts, so "الاستخدام 123" reads with its digits
/// on the left in a right-to-left chart and on the right in a left-to-right one.
package enum TextDirection: String, Sendable, Hashable, CaseIterable {
    /// From the first strong character: Arabic or Hebrew text reads right to
    /// left, Latin left to right.
    case auto
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A single line of text placed at an anchor point.
package struct TextRun: Sendable, Hashable {
    package var text: String
    package var anchor: Point
    package var font: Font
    package var color: Color
    package var alignment: TextAlignment
    /// Radians, clockwise on screen, about the anchor (the aligned text turns as one).
    package var rotation: Double
    /// The paragraph direction: how mixed left-to-right and right-to-left
    /// pieces are ordered. Alignment stays on screen terms (left is left).
    package var direction: TextDirection

    package init(_ text: String, at anchor: Point, font: Font, color: Color, alignment: TextAlignment = .center,
                rotation: Double = 0, direction: TextDirection = .auto) {
        self.text = text
        self.anchor = anchor
        self.font = font
        self.color = color
        self.alignment = alignment
        self.rotation = rotation
        self.direction = direction
    }
}
