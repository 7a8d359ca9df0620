/// How alike two pictures look: ffmpeg's `ssim` filter, computed in
/// process, so a test or the benchmark that compares thousands of frames
/// spawns no ffmpeg per pair and reads the very figure ffmpeg would print.
///
/// The measure is ffmpeg's to the last rounding: each of the R, G and B
/// planes (ffmpeg converts RGBA pictures to planar `gbrp`, dropping
/// alpha) is cut into 4x4 blocks; every 8x8 window of four neighbouring
/// blocks (a step of 4 pixels) scores
/// `(2 μa μb + c1)(2 cov + c2) / ((μa² + μb² + c1)(σa² + σb² + c2))` in
/// 32-bit floats on integer sums; a plane's score is the mean over its
/// windows, and the figure (ffmpeg's "All") the mean of the three planes.
/// Pixels past the last whole block are not looked at, as in ffmpeg.
/// This is ffmpeg's C code; its x86 SIMD path differs in one case: when a
/// row of blocks holds 4k+1 windows (a picture 8 to 11 pixels past a
/// multiple of 16 wide), it scores each row's last window as 1, so ffmpeg
/// prints a figure higher by up to 1/(windows in a row) for such widths.
/// `ReelRasterTests.StructuralSimilarityTests` holds this against ffmpeg.
package enum StructuralSimilarity {
    /// ffmpeg's "All" SSIM of `a` against `b`; nil when their sizes differ
    /// or either is smaller than 8x8 (no window fits).
    package static func ssim(_ a: Canvas, _ b: Canvas) -> Double? {
        guard a.width == b.width, a.height == b.height, a.width >= 8, a.height >= 8 else { return nil }
        let columns = a.width >> 2, rows = a.height >> 2
        var previous = [BlockSums](repeating: BlockSums(), count: columns * 3)
        var current = previous
        var planes = (0.0, 0.0, 0.0)
        blockSums(a, b, blockRow: 0, into: &previous)
        for y in 1..<rows {
            blockSums(a, b, blockRow: y, into: &current)
            for i in 0..<(columns - 1) {
                planes.0 += window(previous, current, i * 3, (i + 1) * 3)
                planes.1 += window(previous, current, i * 3 + 1, (i + 1) * 3 + 1)
                planes.2 += window(previous, current, i * 3 + 2, (i + 1) * 3 + 2)
            }
            swap(&previous, &current)
        }
        let windows = Double((rows - 1) * (columns - 1))
        return (planes.0 / windows + planes.1 / windows + planes.2 / windows) / 3
    }

    /// The sums over one 4x4 block of one plane: of a's samples, of b's,
    /// of both squared, of their products.
    struct BlockSums {
        var a = 0, b = 0, squares = 0, products = 0

        static func + (l: BlockSums, r: BlockSums) -> BlockSums {
            BlockSums(a: l.a + r.a, b: l.b + r.b, squares: l.squares + r.squares, products: l.products + r.products)
        }
    }

    /// Block row `y`'s sums, three planes a block: `sums[x * 3 + plane]`.
    private static func blockSums(_ a: Canvas, _ b: Canvas, blockRow y: Int, into sums: inout [BlockSums]) {
        for k in sums.indices { sums[k] = BlockSums() }
        let columns = sums.count / 3
        for line in (4 * y)..<(4 * y + 4) {
            let rowA = a.row(line), rowB = b.row(line)
            for x in 0..<(columns * 4) {
                let pa = UInt32(bitPattern: rowA[x]), pb = UInt32(bitPattern: rowB[x])
                let base = (x >> 2) * 3
                for plane in 0..<3 {
                    let shift = UInt32(16 - 8 * plane)
                    let sa = Int((pa >> shift) & 0xFF), sb = Int((pb >> shift) & 0xFF)
                    sums[base + plane].a += sa
                    sums[base + plane].b += sb
                    sums[base + plane].squares += sa * sa + sb * sb
                    sums[base + plane].products += sa * sb
                }
            }
        }
    }

    /// The 8x8 window of blocks `i` and `j` in two block rows.
    private static func window(_ upper: [BlockSums], _ lower: [BlockSums], _ i: Int, _ j: Int) -> Double {
        let s = upper[i] + upper[j] + lower[i] + lower[j]
        return Double(score(s))
    }

    /// ffmpeg's `ssim_end1`: one window's score from its sums over 64 pixels.
    private static func score(_ s: BlockSums) -> Float {
        let c1 = Int(0.01 * 0.01 * 255 * 255 * 64 + 0.5), c2 = Int(0.03 * 0.03 * 255 * 255 * 64 * 63 + 0.5)
        let variances = s.squares * 64 - s.a * s.a - s.b * s.b
        let covariance = s.products * 64 - s.a * s.b
        return Float(2 * s.a * s.b + c1) * Float(2 * covariance + c2)
            / (Float(s.a * s.a + s.b * s.b + c1) * Float(variances + c2))
    }
}
