import ReelGeometry

/// Anti-aliased coverage of a rendered text run: `width` x `height` bytes,
/// 0 (none) to 255 (full), placed at an offset from the baseline origin.
struct TextMask: Equatable {
    let width: Int
    let height: Int
    /// Offset of the mask's top-left pixel from the baseline origin.
    let offsetX: Int
    let offsetY: Int
    let coverage: [UInt8]

    /// The box of the pixels at least half covered, relative to the baseline
    /// origin: the text's visible extent, to the pixel.
    var inkBox: Rect {
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
    static let maximumSide = 32_768
    static let maximumArea = 1 << 26

    /// Whether no pixel is covered at all.
    var isBlank: Bool { !coverage.contains { $0 != 0 } }

    /// Renders white text on black and keeps one channel: the coverage of
    /// `pieces`, each placed at its offset from the run's baseline origin
    /// (rounded: libgd places text at whole pixels).
    static func render(_ pieces: [TextPiece], rotation: Double) throws -> TextMask {
        let origins = pieces.map { (x: Int(saturating: $0.offset.x.rounded()), y: Int(saturating: $0.offset.y.rounded())) }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for (piece, origin) in zip(pieces, origins) {
            let box = try piece.text.bounds(font: piece.font, rotation: rotation)
            minX = min(minX, origin.x &+ Int(saturating: box.minX.rounded(.down)))
            maxX = max(maxX, origin.x &+ Int(saturating: box.maxX.rounded(.up)))
            minY = min(minY, origin.y &+ Int(saturating: box.minY.rounded(.down)))
            maxY = max(maxY, origin.y &+ Int(saturating: box.maxY.rounded(.up)))
        }
        guard minX <= maxX else { return TextMask(width: 0, height: 0, offsetX: 0, offsetY: 0, coverage: []) }
        let pad = 2
        let left = minX - pad, top = minY - pad
        let width = maxX + pad - left, height = maxY + pad - top
        // A label scaled or typed far past any frame would need gigabytes of mask.
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumArea else {
            throw RasterError.textTooLarge("a text run of \(width)x\(height) pixels is too large to draw; at most \(maximumSide) pixels a side and \(maximumArea) in all")
        }
        let canvas = try Canvas(width: width, height: height, background: .black)
        for (piece, origin) in zip(pieces, origins) {
            try piece.text.draw(on: canvas.image, x: Int32(origin.x - left), y: Int32(origin.y - top),
                                color: GDPixel.encode(.white), font: piece.font, rotation: rotation)
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = canvas.row(y)
            for x in 0..<width { coverage[y * width + x] = UInt8((row[x] >> 8) & 0xFF) }
        }
        return TextMask(width: width, height: height, offsetX: left, offsetY: top, coverage: coverage)
    }
}

/// Text in one font, placed relative to its run's baseline origin.
struct TextPiece {
    let text: LibGDText
    let font: Font
    /// From the run's baseline origin to this piece's, in canvas pixels.
    let offset: Point
}

/// What identifies a rendered text mask.
struct TextMaskKey: Hashable {
    let text: String
    let font: Font
    let rotation: Double
    let direction: TextDirection
}

