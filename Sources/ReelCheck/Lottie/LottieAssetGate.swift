import Foundation

/// What a Lottie document may hold before `check` plays it in rlottie: a
/// committed asset may come from an untrusted pull request, and a Lottie
/// player loads images from files or data, runs expressions and reads fonts.
/// Only what chartreel writes passes (`LottieScanner`: shape layers of
/// shape items, no assets, every key one chartreel uses, no expressions),
/// within `LottieBounds` checked while reading, and a frame size and count
/// a player can allocate. Nothing is parsed into a tree here: rlottie gets
/// the document only once it passed.
///
/// A gate that let a document through holds what `LottieFrames` needs: the
/// document, its pixel size, frame rate and frame count, and what it counted.
package struct LottieAssetGate {
    package let width: Int
    package let height: Int
    package let frameRate: Double
    /// Frames from 0 (`ip`) to `op`, exclusive.
    package let frames: Int
    package let document: String
    /// Its size, values, layers, depth and longest string.
    package let shape: LottieShape

    /// The most frames a document may have (an hour at 60 fps).
    static let maximumFrames = 216_000

    /// Reads `data` within the writer's own bounds (a fresh document).
    package init(_ data: Data) throws {
        try self.init(Array(data), bounds: .writer)
    }

    /// Reads `bytes` within `bounds`; throws an `AssetRefusal` naming what
    /// is not allowed and where.
    package init(_ bytes: [UInt8], bounds: LottieBounds) throws {
        let (shape, top) = try LottieScanner.scan(bytes, bounds: bounds)
        guard top.hasAssets else {
            throw AssetRefusal(reason: "its assets are not an empty list (chartreel's documents refer to no images or compositions)")
        }
        guard top.hasLayers else { throw AssetRefusal(reason: "it has no layers") }
        width = try Self.whole(top, "w", in: 1...16_384)
        height = try Self.whole(top, "h", in: 1...16_384)
        guard top.numbers["ip"] == 0 else { throw AssetRefusal(reason: "its ip is not 0 (chartreel's documents start at frame 0)") }
        frames = try Self.whole(top, "op", in: 1...Self.maximumFrames)
        guard let rate = top.numbers["fr"], rate > 0, rate <= 1000 else {
            throw AssetRefusal(reason: "its frame rate fr is not a number from 0 to 1000")
        }
        frameRate = rate
        self.shape = shape
        document = String(decoding: bytes, as: UTF8.self)
    }

    private static func whole(_ top: LottieScanner.TopFields, _ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = top.numbers[key], number == number.rounded(), let whole = Int(exactly: number),
              range.contains(whole) else {
            throw AssetRefusal(reason: "its \(key) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }
}
