/// A font: a fontconfig name ("DejaVu Sans", "DejaVu Sans:bold") or a font file path,
/// and a size in points.
public struct Font: Sendable, Hashable {
    public var name: String
    public var size: Double

    public init(name: String = Font.defaultName, size: Double) {
        self.name = name
        self.size = size
    }

    /// DejaVu Sans, from Debian's fonts-dejavu-core.
    public static let defaultName = "DejaVu Sans"

    /// Whether `name` is a file rather than a fontconfig pattern.
    public var isFilePath: Bool {
        name.contains("/") || name.hasSuffix(".ttf") || name.hasSuffix(".otf")
    }
}

/// Where a text run sits relative to its anchor point.
public struct TextAlignment: Sendable, Hashable {
    public enum Horizontal: String, Sendable, CaseIterable { case left, center, right }
    /// `middle` centres the capital height on the anchor, so digits and capitals
    /// look centred and changing text does not jump up and down.
    public enum Vertical: String, Sendable, CaseIterable { case top, middle, baseline, bottom }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal = .left, vertical: Vertical = .baseline) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = TextAlignment(horizontal: .center, vertical: .middle)
}

/// The paragraph direction a text run is laid out in (Unicode bidi): it
/// orders runs of mixed scripts, so "الاستخدام 123" reads with its digits
/// on the left in a right-to-left chart and on the right in a left-to-right one.
public enum TextDirection: String, Sendable, Hashable, CaseIterable {
    /// From the first strong character: Arabic or Hebrew text reads right to
    /// left, Latin left to right.
    case auto
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A single line of text placed at an anchor point.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var anchor: Point
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// Radians, clockwise on screen, about the anchor (the aligned text turns as one).
    public var rotation: Double
    /// The paragraph direction: how mixed left-to-right and right-to-left
    /// pieces are ordered. Alignment stays on screen terms (left is left).
    public var direction: TextDirection

    public init(_ text: String, at anchor: Point, font: Font, color: Color, alignment: TextAlignment = .center,
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
