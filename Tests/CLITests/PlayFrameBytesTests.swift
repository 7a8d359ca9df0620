import Foundation
import ReelRaster
import TestSupport
import Testing

/// `chartreel play --print-frame`: the kitty and sixel streams decode back
/// to the frame `chartreel frame` draws at the same pixel size.
@Suite struct PlayFrameBytesTests {
    /// The printed frame's size and scale, from its note on standard error.
    static func fitted(_ stderr: String) throws -> (width: Int, height: Int, scale: String) {
        guard let range = stderr.range(of: #"\d+x\d+ px at scale [0-9.]+"#, options: .regularExpression) else {
            throw TestFailure("no size in \(stderr)")
        }
        let words = stderr[range].split(separator: " ")
        let sides = words[0].split(separator: "x").compactMap { Int($0) }
        return (sides[0], sides[1], String(words[4]))
    }

    /// The frame as `chartreel frame` draws it at `scale`.
    func reference(_ workspace: Workspace, _ scene: String, at time: String, scale: String) throws -> Canvas {
        let result = try workspace.chartreel(["frame", scene, "--at", time, "--scale", scale, "-o", "reference.png"])
        #expect(result.status == 0, "\(result)")
        return try Canvas(pngData: Array(try Data(contentsOf: workspace.file("reference.png"))))
    }

    @Test func sixelDecodesToTheFrame() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.shell("\"$CHARTREEL\" play donut-progress --print-frame 1 --protocol sixel --cells 40x12 "
                                         + "> frame.six 2> note.txt && sixel2png -i frame.six -o frame.png")
        #expect(result.status == 0, "\(result) (sixel2png is in Debian's libsixel-bin; scripts/deps.sh installs it)")
        let size = try Self.fitted(try workspace.read("note.txt"))
        let decoded = try Canvas(pngData: Array(try Data(contentsOf: workspace.file("frame.png"))))
        let frame = try reference(workspace, "donut-progress", at: "1", scale: size.scale)
        #expect(frame.width == size.width && frame.height == size.height)
        #expect(decoded.width >= size.width && decoded.height >= size.height, "\(decoded.width)x\(decoded.height)")
        // Sixel is paletted (chafa picks up to 256 colours): mean difference under 3 of 255,
        // and no 4x4 block's mean off by more than 24 (a shifted or stretched frame is off by 100+).
        let difference = Self.difference(decoded, frame, width: size.width, height: size.height)
        #expect(difference.mean < 3, "mean \(difference.mean)")
        #expect(difference.worstBlock < 24, "worst 4x4 block \(difference.worstBlock)")
    }

    @Test func kittyDecodesToTheFramePixelForPixel() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["play", "line-smooth-area", "--print-frame", "1.5", "--protocol", "kitty",
                                              "--cells", "60x16", "--cell-pixels", "8x16"])
        #expect(result.status == 0, "\(result)")
        let image = try KittyImage(result.stdout)
        let size = try Self.fitted(result.stderr)
        let frame = try reference(workspace, "line-smooth-area", at: "1.5", scale: size.scale)
        #expect(image.keys["f"] == "32" && image.keys["a"] == "T", "\(image.keys)")
        // Padded to whole cells, transparent.
        #expect(image.width % 8 == 0 && image.height % 16 == 0 && image.width >= size.width && image.height >= size.height)
        var (worst, off) = (0, 0)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let p = frame.rgba8(x: x, y: y), q = image.pixel(x, y)
                let difference = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b), abs(p.a - q.a))
                worst = max(worst, difference)
                if difference > 1 { off += 1 }
            }
        }
        // RGBA travels as it is, except that chafa passes it through its scaler even at 1:1,
        // which leaves a sparse grid of pixels (under 1 %) with alpha up to 12 low.
        #expect(off * 100 < size.width * size.height, "\(off) pixels differ by more than 1")
        #expect(worst <= 16, "worst channel difference \(worst)")
        if image.width > size.width { #expect(image.pixel(image.width - 1, 0).a == 0) }
    }

    @Test func notATerminalIsOneLineAndExitTwo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["play", "donut-progress"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderrLines == ["chartreel: error: standard output is not a terminal; run chartreel play in a terminal, "
                                       + "or write a file with chartreel render (or one frame's bytes with --print-frame)"])
        #expect(result.stdout.isEmpty)
    }

    @Test func badOptionsNameWhatIsAllowed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let wrong = try workspace.chartreel(["play", "donut-progress", "--protocol", "ascii"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--protocol must be kitty, iterm, sixel or symbols, got ascii"), "\(wrong)")
        let late = try workspace.chartreel(["play", "donut-progress", "--print-frame", "9"])
        #expect(late.status == 2)
        #expect(late.stderr.contains("--print-frame must be from 0 to 1.8 (the scene's duration in seconds)"), "\(late)")
        let cells = try workspace.chartreel(["play", "donut-progress", "--print-frame", "1", "--cells", "80by24"])
        #expect(cells.stderr.contains("--cells must be two whole numbers WxH, each from 1 to 1000, got 80by24"), "\(cells)")
    }

    static func difference(_ a: Canvas, _ b: Canvas, width: Int, height: Int) -> (mean: Double, worstBlock: Int) {
        func level(_ c: Canvas, _ x: Int, _ y: Int) -> (Int, Int, Int) { let p = c.rgba8(x: x, y: y); return (p.r, p.g, p.b) }
        var total = 0
        for y in 0..<height {
            for x in 0..<width {
                let (p, q) = (level(a, x, y), level(b, x, y))
                total += max(abs(p.0 - q.0), abs(p.1 - q.1), abs(p.2 - q.2))
            }
        }
        var worst = 0
        for by in 0..<(height / 4) {
            for bx in 0..<(width / 4) {
                var sums = [0, 0, 0, 0, 0, 0]
                for y in (by * 4)..<(by * 4 + 4) {
                    for x in (bx * 4)..<(bx * 4 + 4) {
                        let (p, q) = (level(a, x, y), level(b, x, y))
                        sums[0] += p.0; sums[1] += p.1; sums[2] += p.2; sums[3] += q.0; sums[4] += q.1; sums[5] += q.2
                    }
                }
                worst = max(worst, abs(sums[0] - sums[3]) / 16, abs(sums[1] - sums[4]) / 16, abs(sums[2] - sums[5]) / 16)
            }
        }
        return (Double(total) / Double(width * height), worst)
    }
}

/// A kitty graphics stream (`ESC _G keys;base64 ESC \`, in chunks) decoded: its keys and RGBA pixels.
struct KittyImage {
    var keys: [String: String] = [:]
    var width = 0, height = 0
    var rgba: [UInt8] = []

    init(_ stream: String) throws {
        for chunk in stream.components(separatedBy: "\u{1b}_G").dropFirst() {
            guard let end = chunk.range(of: "\u{1b}\\") else { throw TestFailure("an unterminated kitty chunk") }
            let body = chunk[..<end.lowerBound]
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            if keys.isEmpty {
                for pair in parts[0].split(separator: ",") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    keys[String(kv[0])] = kv.count > 1 ? String(kv[1]) : ""
                }
            }
            // Each chunk is base64 of its own, padded.
            if parts.count > 1 {
                guard let data = Data(base64Encoded: String(parts[1])) else { throw TestFailure("a chunk is not base64") }
                rgba += data
            }
        }
        width = Int(keys["s"] ?? "") ?? 0
        height = Int(keys["v"] ?? "") ?? 0
        guard width > 0, rgba.count == width * height * 4 else {
            throw TestFailure("kitty image \(keys): \(rgba.count) bytes for \(width)x\(height)")
        }
    }

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }
}
