import Foundation

/// The grey levels inside the ink box (dark on white) of an image: what two
/// renderings of the same text are compared by, wherever each put it.
public struct InkBox: CustomStringConvertible {
    public let width: Int, height: Int
    public let grey: [Int]

    /// `level(x, y)` is a pixel's grey level, 0 black to 255 white; ink is below 128.
    public init(width imageWidth: Int, height imageHeight: Int, level: (Int, Int) -> Int) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<imageHeight {
            for x in 0..<imageWidth where level(x, y) < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let w = max(0, maxX - minX + 1), h = max(0, maxY - minY + 1)
        width = w
        height = h
        grey = (0..<h).flatMap { y in (0..<w).map { x in level(minX + x, minY + y) } }
    }

    public var description: String { "\(width)x\(height)" }

    /// The mean absolute grey difference over the common box, in 0...255.
    public func meanDifference(to other: InkBox) -> Double {
        let w = min(width, other.width), h = min(height, other.height)
        guard w > 0, h > 0 else { return 255 }
        var total = 0
        for y in 0..<h {
            for x in 0..<w { total += abs(grey[y * width + x] - other.grey[y * other.width + x]) }
        }
        return Double(total) / Double(w * h)
    }
}

/// Text drawn by Pango (`pango-view` from Debian's pango1.0-tools: HarfBuzz,
/// FriBidi and cairo), unhinted with sub-pixel positions as chartreel draws:
/// an independent shaping stack to check ours against.
public enum PangoView {
    /// Renders `text` in `font` (a Pango description, "DejaVu Sans Bold 28")
    /// into a PNG at `file`, right to left when `rtl`.
    public static func render(_ text: String, font: String, rtl: Bool, to file: URL) throws {
        _ = try ProcessRunner.runTool("pango-view", ["--pixels", "--font=\(font)", "--hinting=none", "--antialias=gray",
                                                     "--subpixel-positions", "--margin=10"] + (rtl ? ["--rtl"] : [])
                                          + ["-q", "-o", file.path, "--text", text], package: "pango1.0-tools")
    }
}
