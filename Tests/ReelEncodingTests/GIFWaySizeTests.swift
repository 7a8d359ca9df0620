import Foundation
@testable import ReelEncoding
import Testing

/// The ways `GIFWayChoice` picks, on chart-like animations
/// whose rectangles are large: the file shows every frame, and its frames'
/// data are within 0.5 % of writing each large rectangle every way and
/// keeping the smallest.
@Suite struct GIFWaySizeTests {
    static let (width, height) = (640, 320)
    static let transparent: UInt8 = 15

    /// Chart-like frames of a few flat colours with anti-aliased edges,
    /// whose changes span most of the canvas.
    enum Scene: CaseIterable {
        /// Lines sliding left, as a window moves over data.
        case slide
        /// An area under a curve whose scale grows, over grid lines.
        case rescale
        /// Bars of many heights all growing, with a label that changes.
        case bars

        func frame(_ t: Int) -> [UInt8] {
            let (width, height) = (GIFWaySizeTests.width, GIFWaySizeTests.height)
            var frame = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { frame[y * width + x] = pixel(x, y, t) }
            }
            return frame
        }

        private func pixel(_ x: Int, _ y: Int, _ t: Int) -> UInt8 {
            switch self {
            case .slide:
                let u = Double(x + 3 * t)
                for (period, colour) in [(40.0, 3), (23.0, 5), (31.0, 7)] as [(Double, UInt8)] {
                    let distance = abs(Double(y) - 160 - 110 * sin(u / period) * cos(u / (period * 5)))
                    if distance < 1 { return colour }
                    if distance < 2 { return colour + 1 }
                }
                return y % 40 == 0 ? 2 : 0
            case .rescale:
                let top = 300 - (120 + 90 * sin(Double(x) / 47)) * (1 + 0.04 * Double(t))
                let distance = Double(y) - max(top, 10)
                if abs(distance) < 1 { return 9 }
                if distance > 0 { return y % 40 == 0 ? 11 : 10 }
                return y % 40 == 0 ? 2 : 0
            case .bars:
                let bar = x / 16, gap = x % 16 > 12
                let top = 310 - (40 + (bar * 37) % 200) - 3 * t
                if abs(x - 300) < 40, abs(y - 20) < 8 { return UInt8((x * 7 + y * 3 + t) % 4 + 3) }
                if gap || y < top { return y % 40 == 0 ? 2 : 0 }
                return y == top ? 12 : UInt8(8 + bar % 3)
            }
        }
    }

    @Test(arguments: Scene.allCases)
    func theChoiceIsWithinHalfAPercentOfTryingEveryWay(scene: Scene) throws {
        let frames = (0..<20).map(scene.frame)
        var layout = GIFFrameLayout(width: Self.width, height: Self.height, transparent: Self.transparent, hasAlpha: false)
        var encoder = GIFFrameEncoder(width: Self.width, height: Self.height, palette: GIFAnimationWriterTests.palette,
                                      transparent: Self.transparent, hasAlpha: false, loops: 0, lossy: 0)
        var jobs: [GIFFrameJob] = []
        for frame in frames {
            var frame = frame
            if let job = layout.add(&frame, delay: 4) { jobs.append(job) }
        }
        jobs += [layout.finish()].compactMap { $0 }
        let written = jobs.map { encoder.encoded($0) }
        let file = encoder.header() + written.flatMap(\.bytes) + GIFBlocks.trailer
        #expect(GIFFileFrames(file, transparent: Self.transparent).hundredths
                    == frames.flatMap { Array(repeating: $0, count: 4) })
        let large = jobs.indices.filter { jobs[$0].plain.count > GIFFrameData.triedUpTo && jobs[$0].unchanged.any }
        #expect(large.count >= 10)
        let chosen = large.map { written[$0].data.count }.reduce(0, +)
        let smallest = large.map { Self.smallest(jobs[$0]) }.reduce(0, +)
        #expect(Double(chosen) <= Double(smallest) * 1.005, "\(scene): \(chosen) bytes, every way \(smallest)")
    }

    /// The smallest of every way, each clearing the full code table.
    static func smallest(_ job: GIFFrameJob) -> Int {
        let plain = job.plain
        let runs = GIFTransparentRuns(pixels: plain, unchanged: job.unchanged, transparent: transparent)
        var free = [UInt8]()
        for i in plain.indices { free.append(job.unchanged[i] && plain[i] != free.last ? transparent : plain[i]) }
        let ways = [(plain, plain), (plain, free), (runs.runs, runs.runs)] + [runs.singleRuns].compactMap { $0 }.map { ($0, $0) }
        return ways.map { GIFLZW.encode($0.0, or: $0.1, minimumCodeSize: 4, clearsWhenFull: true).data.count }.min()!
    }
}
