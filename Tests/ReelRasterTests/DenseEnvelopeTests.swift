import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// A dense line's envelope sampled once (`DenseEnvelope`) outlines every
/// piece of it exactly as the piece outlined on its own, and a line drawn
/// frame after frame with a growing trim draws the same pixels from it.
@Suite struct DenseEnvelopeTests {
    typealias Shape = DenseStrokeTests.Shape

    // Flat runs reduce to under `DenseStroke.density` points a column: they never reach the envelope.
    @Test(arguments: [Shape.walk, .spikes, .gaps], [1.0, 2.0, 3.5])
    func everyPieceIsOutlinedPointForPointAsOnItsOwn(shape: Shape, radius: Double) {
        let path = DenseStrokeTests.series(shape, count: 60_000)
        let prepared = PreparedPath(path.flattened(tolerance: 0.1, transform: .identity, offset: radius))
        var envelopes: [Int: DenseEnvelope] = [:]
        var checked = 0
        // Reveals from the start, windows in the middle, and tails to the end.
        let ranges = stride(from: 0.0, through: 1.0, by: 0.037).flatMap { t in
            [TrimRange(start: 0, end: t), TrimRange(start: t * 0.5, end: 0.25 + t * 0.75), TrimRange(start: t, end: 1)]
        }
        for range in ranges {
            for (line, piece, count) in prepared.decimatedPieces(range) where DenseStroke.applies(to: piece, reducedFrom: count) {
                let whole = prepared.decimatedLine(line)
                guard DenseStroke.applies(to: whole, reducedFrom: prepared.lines[line].points.count) else { continue }
                let envelope = envelopes[line] ?? DenseEnvelope(whole, radius: radius)
                envelopes[line] = envelope
                #expect(envelope.outline(of: piece) == DenseStroke.outline(piece, radius: radius),
                        "\(shape) radius \(radius) trim \(range.start)...\(range.end) line \(line)")
                checked += 1
            }
        }
        #expect(checked > ranges.count / 2, "most trims leave a dense piece to check")
    }

    @Test func aPieceOfAnotherLineIsOutlinedInFull() {
        let line = DenseStrokeTests.series(.walk, count: 20_000).flattened(tolerance: 0.1, transform: .identity)[0]
        let other = DenseStrokeTests.series(.walk, count: 20_000, seed: 9).flattened(tolerance: 0.1, transform: .identity)[0]
        let envelope = DenseEnvelope(line.decimatedByPixelColumns(), radius: 1)
        let piece = other.decimatedByPixelColumns()
        #expect(envelope.outline(of: piece) == DenseStroke.outline(piece, radius: 1))
    }

    @Test func aRevealDrawsTheSamePixelsFrameAfterFrameAsFrameByFrame() throws {
        let path = DenseStrokeTests.series(.spikes, count: 100_000)
        let style = StrokeStyle(width: 2, cap: .round, join: .round)
        var reused = Rasterizer()
        for end in stride(from: 0.05, through: 1.0, by: 0.19) {
            let list = DisplayList([.stroke(path, style, DenseStrokeTests.gradient, trim: TrimRange(start: 0, end: end))])
            let kept = try Canvas(width: 800, height: 480, background: .white)
            try reused.draw(list, on: kept)
            var fresh = Rasterizer()
            let alone = try Canvas(width: 800, height: 480, background: .white)
            try fresh.draw(list, on: alone)
            #expect(try kept.pngData() == alone.pngData(), "trim end \(end)")
        }
    }
}
