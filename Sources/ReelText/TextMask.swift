import ReelGeometry

/// Anti-aliased coverage of a rendered text run: `width` x `height` bytes,
/// 0 (none) to 255 (full), placed at an offset from the baseline origin.
package struct TextMask: Equatable {
    package let width: Int
    package let height: Int
    /// Offset of the mask's top-left pixel from the baseline origin.
    package let offsetX: Int
    package let offsetY: Int
    package let coverage: [UInt8]

    /// The box of the pixels at least half covered, relative to the baseline
    /// origin: the text's visible extent, to the pixel.
    package var inkBox: Rect {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            for x in 0..<width where coverage[y * width + x] >= 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: Double(minX + offsetX), y: Double(minY + offsetY),
                    width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }
}

extension TextMask {
    /// Largest text mask: as wide as the widest frame, and 64 M pixels.
    package static let maximumSide = 32_768
    package static let maximumArea = 1 << 26

    /// Whether no pixel is covered at all.
    package var isBlank: Bool { !coverage.contains { $0 != 0 } }
}

/// What identifies a rendered text mask.
package struct TextMaskKey: Hashable {
    let text: String
    let font: Font
    let rotation: Double
    let direction: TextDirection

    package init(text: String, font: Font, rotation: Double, direction: TextDirection) {
        (self.text, self.font, self.rotation, self.direction) = (text, font, rotation, direction)
    }
}

