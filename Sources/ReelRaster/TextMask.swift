import ReelGeometry

/// Anti-aliased coverage of a rendered text run: `width` x `height` bytes,
/// 0 (none) to 255 (full), placed at an offset from the baseline origin.
struct TextMask {
    let width: Int
    let height: Int
    /// Offset of the mask's top-left pixel from the baseline origin.
    let offsetX: Int
    let offsetY: Int
    let coverage: [UInt8]
}

/// What identifies a rendered text mask.
struct TextMaskKey: Hashable {
    let text: String
    let font: Font
    let rotation: Double
}

