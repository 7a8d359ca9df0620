/// Why a committed asset was not let through to its player or reader
/// (`SVGAssetGate`, `LottieAssetGate`, `DotLottie`), as a report says it:
/// a committed asset may come from an untrusted pull request, so only what
/// chartreel writes is played.
public struct AssetRefusal: Error, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
