import Foundation
import ReelGeometry
import Testing
import TestSupport

@testable import ReelRaster

/// The encoder layouts the render workers convert to: `bgra` for ffmpeg's
/// palette filters and BT.709 TV-range `yuv420p` for H.264.
@Suite struct VideoPixelsTests {
    /// BT.709, TV range, in floating point: the reference for the fixed-point kernel.
    static func reference(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, cb: Double, cr: Double) {
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return (16 + 219 * luma / 255, 128 + 224 * (b - luma) / 1.8556 / 255, 128 + 224 * (r - luma) / 1.5748 / 255)
    }

    /// A canvas of `width` x `height` filled by `color(x, y)`.
    static func canvas(_ width: Int, _ height: Int, _ color: (Int, Int) -> Color) throws -> Canvas {
        let canvas = try Canvas(contiguousWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width { canvas.row(y)[x] = GDPixel.encode(color(x, y)) }
        }
        return canvas
    }

    static func yuv(_ canvas: Canvas, padding: Color = .black) -> [UInt8] {
        var bytes = [UInt8](repeating: 0xAA, count: canvas.yuv420ByteCount)
        bytes.withUnsafeMutableBytes { canvas.copyYUV420(padding: padding, into: $0) }
        return bytes
    }

    @Test func bgraKeepsTheColourAndWidensAlpha() throws {
        let alphas = [1.0, 0.5, 0.0, 0.25]
        let canvas = try Self.canvas(4, 1) { x, _ in Color(r8: 10 * x, g8: 100, b8: 200, a8: Int(alphas[x] * 255)) }
        let expected = (0..<4).map { x -> [UInt8] in
            let a = GDPixel.decode8(canvas.row(0)[x]).a
            return [200, 100, UInt8(10 * x), UInt8(a)]
        }.flatMap { $0 }
        #expect(expected[3] == 255 && expected[11] == 0)
        var separate = [UInt8](repeating: 0, count: 16)
        separate.withUnsafeMutableBytes { canvas.copyBGRA(into: $0) }
        #expect(separate == expected)
        canvas.copyBGRA(into: canvas.contiguousBytes!)  // in place, as the render workers do
        #expect(Array(canvas.contiguousBytes!) == expected)
    }

    /// The opaque fast path and the lookup agree pixel for pixel with each
    /// pixel's straight bytes (`GDPixel.decode8`): translucent pixels of many
    /// alphas breaking opaque runs at every offset, rows of every length
    /// around the four-pixel steps, in place and into another buffer
    /// (`GDPixelTests` takes every alpha through one pixel).
    @Test(arguments: [1, 3, 4, 5, 8, 13, 37])
    func bgraIsEveryPixelStraightened(width: Int) throws {
        var generator = SplitMix64(seed: UInt64(width))
        let canvas = try Self.canvas(width, 64) { x, y in
            let opaque = (x + y) % 9 != 0
            return Color(r8: Int(generator.next() % 256), g8: Int(generator.next() % 256), b8: Int(generator.next() % 256),
                         a8: opaque ? 255 : (y * 4 + x) % 256)
        }
        let expected = (0..<64).flatMap { y in
            (0..<width).map { x in
                let (r, g, b, a) = GDPixel.decode8(canvas.row(y)[x])
                return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
        }
        var separate = [UInt32](repeating: 0, count: width * 64)
        separate.withUnsafeMutableBytes { canvas.copyBGRA(into: $0) }
        #expect(separate == expected)
        canvas.copyBGRA(into: canvas.contiguousBytes!)
        #expect(Array(canvas.contiguousBytes!.bindMemory(to: UInt32.self)) == expected)
    }

    @Test func greysAreNeutralWithTheTVRange() throws {
        for value in 0...255 {
            let bytes = Self.yuv(try Self.canvas(2, 2) { _, _ in Color(r8: value, g8: value, b8: value) })
            let y = Int((16 + 219 * Double(value) / 255).rounded())
            #expect(bytes == [UInt8(y), UInt8(y), UInt8(y), UInt8(y), 128, 128], "grey \(value)")
        }
    }

    @Test func coloursFollowBT709() throws {
        var random = SplitMix64(seed: 709)
        for _ in 0..<2000 {
            let (r, g, b) = (Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random),
                             Int.random(in: 0...255, using: &random))
            let bytes = Self.yuv(try Self.canvas(2, 2) { _, _ in Color(r8: r, g8: g, b8: b) })
            let want = Self.reference(Double(r), Double(g), Double(b))
            #expect(abs(Double(bytes[0]) - want.y) <= 0.51, "Y of (\(r), \(g), \(b))")
            #expect(abs(Double(bytes[4]) - want.cb) <= 0.51, "Cb of (\(r), \(g), \(b))")
            #expect(abs(Double(bytes[5]) - want.cr) <= 0.51, "Cr of (\(r), \(g), \(b))")
        }
    }

    @Test func chromaIsTheMeanOfEachBlock() throws {
        let colours = [Color(r8: 255, g8: 0, b8: 0), Color(r8: 0, g8: 0, b8: 255),
                       Color(r8: 0, g8: 255, b8: 0), Color(r8: 255, g8: 255, b8: 255)]
        let bytes = Self.yuv(try Self.canvas(2, 2) { x, y in colours[2 * y + x] })
        let want = Self.reference(510 / 4, 510 / 4, 510 / 4)
        #expect(abs(Double(bytes[4]) - want.cb) <= 0.51 && abs(Double(bytes[5]) - want.cr) <= 0.51)
    }

    @Test func oddSizesArePaddedWithThePaddingColour() throws {
        let red = Color(r8: 255, g8: 0, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)
        let canvas = try Self.canvas(3, 3) { _, _ in red }
        #expect(canvas.yuv420ByteCount == 16 + 4 + 4)
        let bytes = Self.yuv(canvas, padding: blue)
        let (yRed, yBlue) = (Self.yuv(try Self.canvas(2, 2) { _, _ in red })[0], Self.yuv(try Self.canvas(2, 2) { _, _ in blue })[0])
        let lumaRows = (0..<4).map { Array(bytes[(4 * $0)..<(4 * $0 + 4)]) }
        #expect(lumaRows[0] == [yRed, yRed, yRed, yBlue] && lumaRows[2] == [yRed, yRed, yRed, yBlue])
        #expect(lumaRows[3] == [yBlue, yBlue, yBlue, yBlue])
        // The corner block is one red pixel and three of padding.
        let corner = Self.reference(255.0 / 4, 0, 3 * 255.0 / 4)
        #expect(abs(Double(bytes[16 + 3]) - corner.cb) <= 0.51 && abs(Double(bytes[20 + 3]) - corner.cr) <= 0.51)
        let inner = Self.reference(255, 0, 0)
        #expect(abs(Double(bytes[16]) - inner.cb) <= 0.51 && abs(Double(bytes[20]) - inner.cr) <= 0.51)
    }

    /// Converted over the canvas's own pixels, the frame is `copyYUV420`'s,
    /// byte for byte, at odd and even sizes down to the smallest that fit
    /// (a single column's or row's frame is larger than its canvas).
    @Test func convertingInPlaceWritesTheSameFrame() throws {
        var random = SplitMix64(seed: 77)
        for (width, height) in [(2, 2), (1, 3), (3, 1), (2, 5), (5, 2), (7, 3), (8, 2), (9, 5), (16, 4), (37, 9), (800, 600), (801, 601)] {
            let colors = (0..<(width * height)).map { i in
                i % 7 < 3 ? Color(r8: 30, g8: 60, b8: 90)
                    : Color(r8: Int.random(in: 0...255, using: &random), g8: Int.random(in: 0...255, using: &random),
                            b8: Int.random(in: 0...255, using: &random))
            }
            let canvas = try Self.canvas(width, height) { x, y in colors[y * width + x] }
            let padding = Color(r8: 200, g8: 10, b8: 40)
            let copied = Self.yuv(canvas, padding: padding)
            #expect(canvas.convertsToYUV420InPlace == (copied.count <= width * height * 4), "\(width)x\(height)")
            guard canvas.convertsToYUV420InPlace else { continue }
            let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: canvas.yuv420ScratchByteCount, alignment: 64)
            defer { scratch.deallocate() }
            let frame = canvas.convertToYUV420InPlace(padding: padding, scratch: scratch)
            #expect(frame.baseAddress == canvas.contiguousBytes?.baseAddress)
            #expect(Array(frame) == copied, "\(width)x\(height)")
        }
        #expect(try !Self.canvas(1, 1) { _, _ in .black }.convertsToYUV420InPlace)
    }

    /// Every path of the kernel (sixteen and eight flat pixels, sixteen and
    /// eight mixed ones, the scalar ends of rows, padding) against the exact
    /// formula, on canvases of flat patches and noise, odd and even sizes;
    /// the wide ones have patches 40 pixels wide, so runs of sixteen flat
    /// pixels in both rows of a pair.
    @Test func everyPathMatchesTheFormula() throws {
        var random = SplitMix64(seed: 2024)
        let patches = (0..<6).map { _ in
            Color(r8: Int.random(in: 0...255, using: &random), g8: Int.random(in: 0...255, using: &random),
                  b8: Int.random(in: 0...255, using: &random))
        }
        for (width, height) in [(1, 1), (7, 3), (8, 2), (9, 5), (16, 4), (23, 7), (40, 10), (37, 9), (120, 6), (97, 5)] {
            var pixels: [[Color]] = []
            for y in 0..<height {
                pixels.append((0..<width).map { x in
                    let noise = width > 64 ? x % 45 < 5 : (x / 5 + y / 3) % 3 == 0
                    return noise ? Color(r8: Int.random(in: 0...255, using: &random),
                                         g8: Int.random(in: 0...255, using: &random), b8: Int.random(in: 0...255, using: &random))
                        : width > 64 ? patches[(x / 45 + y / 2) % patches.count] : patches[(x / 11 + y) % patches.count]
                })
            }
            let padding = patches[0]
            let bytes = Self.yuv(try Self.canvas(width, height) { x, y in pixels[y][x] }, padding: padding)
            let (pw, ph) = (width + width % 2, height + height % 2)
            func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
                let c = (x < width && y < height ? pixels[y][x] : padding).rgba8
                return (Double(c.r), Double(c.g), Double(c.b))
            }
            for y in 0..<ph {
                for x in 0..<pw {
                    let (r, g, b) = rgb(x, y)
                    #expect(abs(Double(bytes[y * pw + x]) - Self.reference(r, g, b).y) <= 0.51, "Y at \(x),\(y) of \(width)x\(height)")
                }
            }
            for cy in 0..<(ph / 2) {
                for cx in 0..<(pw / 2) {
                    let block = [rgb(2 * cx, 2 * cy), rgb(2 * cx + 1, 2 * cy), rgb(2 * cx, 2 * cy + 1), rgb(2 * cx + 1, 2 * cy + 1)]
                    let want = Self.reference(block.map(\.0).reduce(0, +) / 4, block.map(\.1).reduce(0, +) / 4, block.map(\.2).reduce(0, +) / 4)
                    let i = pw * ph + cy * (pw / 2) + cx
                    #expect(abs(Double(bytes[i]) - want.cb) <= 0.51, "Cb at \(cx),\(cy) of \(width)x\(height)")
                    #expect(abs(Double(bytes[i + (pw / 2) * (ph / 2)]) - want.cr) <= 0.51, "Cr at \(cx),\(cy) of \(width)x\(height)")
                }
            }
        }
    }

    /// ffmpeg's own conversion (what MP4 encodes used before the workers
    /// converted) agrees: Y everywhere within 1, chroma inside flat areas
    /// within 2 (swscale's 15-bit coefficients round coarser than ours, which
    /// `coloursFollowBT709` holds to the exact formula).
    @Test func agreesWithFFmpegsConversion() throws {
        let (width, height, block) = (48, 32, 8)
        var random = SplitMix64(seed: 42)
        let colours = (0..<((width / block) * (height / block))).map { _ in
            Color(r8: Int.random(in: 0...255, using: &random), g8: Int.random(in: 0...255, using: &random),
                  b8: Int.random(in: 0...255, using: &random))
        }
        let canvas = try Self.canvas(width, height) { x, y in colours[(y / block) * (width / block) + x / block] }
        let ours = Self.yuv(canvas)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yuv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let raw = directory.appendingPathComponent("frame.bgr0")
        try Data(canvas.bgr0Bytes()).write(to: raw)
        let theirs = [UInt8](try ProcessRunner.runTool("ffmpeg", [
            "-v", "error", "-f", "rawvideo", "-pix_fmt", "bgr0", "-s", "\(width)x\(height)", "-i", raw.path,
            "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p", "-f", "rawvideo", "pipe:1",
        ], package: "ffmpeg").stdout)
        try #require(theirs.count == ours.count)
        let lumaDifference = zip(ours.prefix(width * height), theirs.prefix(width * height)).map { abs(Int($0) - Int($1)) }.max()!
        #expect(lumaDifference <= 1)
        let (cw, ch) = (width / 2, height / 2)
        for plane in 0..<2 {
            for cy in 0..<ch {
                for cx in 0..<cw where (1..<(block / 2 - 1)).contains(cx % (block / 2)) && (1..<(block / 2 - 1)).contains(cy % (block / 2)) {
                    let i = width * height + plane * cw * ch + cy * cw + cx
                    #expect(abs(Int(ours[i]) - Int(theirs[i])) <= 2, "plane \(plane) at \(cx),\(cy)")
                }
            }
        }
    }
}
