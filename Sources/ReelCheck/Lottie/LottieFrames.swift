import Foundation
import ReelSystem

/// A Lottie document played by rlottie frame by frame, at the document's
/// own size: frame f is Lottie frame f, as chartreel writes frame f of the
/// scene. Only a document `LottieAssetGate` let through is played.
package final class LottieFrames: DecodedFrames {
    package let width: Int
    package let height: Int
    private let animation: RLottie.Animation
    private let count: Int
    private let cancellation: Cancellation
    private var taken = 0

    /// Loads the document `gate` let through into `rlottie`.
    package init(_ gate: LottieAssetGate, rlottie: RLottie, cancellation: Cancellation = Cancellation()) throws {
        guard let animation = RLottie.Animation(gate.document, library: rlottie) else {
            throw SystemError.output("rlottie cannot read the document")
        }
        (width, height, count) = (gate.width, gate.height, gate.frames)
        (self.animation, self.cancellation) = (animation, cancellation)
    }

    package func next() throws -> [UInt8]? {
        guard taken < count else { return nil }
        try cancellation.check()
        defer { taken += 1 }
        return animation.frame(taken, width: width, height: height)
    }

    package func close() {}
}
