/// Measures text so layouts can place labels before anything is drawn
/// (avoiding collisions, reserving room). Implemented by the raster module
/// with the real fonts, shaped as they are drawn.
package protocol TextMeasuring: Sendable {
    /// The visible extent of `text` laid out in `direction`, relative to its
    /// baseline origin (y down, so the top is negative).
    func inkBounds(of text: String, font: Font, direction: TextDirection) -> Rect
}

extension TextMeasuring {
    /// The ink box of `text` in the direction its first strong character gives.
    package func inkBounds(of text: String, font: Font) -> Rect {
        inkBounds(of: text, font: font, direction: .auto)
    }

    /// Width and height of the text's ink.
    package func size(of text: String, font: Font, direction: TextDirection = .auto) -> Size {
        inkBounds(of: text, font: font, direction: direction).size
    }
}

/// Metrics estimated from the font size alone (0.6 em per character, capitals
/// 0.73 em high): for tests and contexts without fonts.
package struct EstimatedTextMetrics: TextMeasuring {
    package init() {}

    package func inkBounds(of text: String, font: Font, direction: TextDirection) -> Rect {
        Rect(x: 0, y: -0.73 * font.size, width: 0.6 * font.size * Double(text.count), height: 0.73 * font.size)
    }
}
