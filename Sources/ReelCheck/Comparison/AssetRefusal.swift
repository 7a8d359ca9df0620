/// Why a committed asset was not let through to its player or reader
/// (`SVGAssetGate`, `LottieAssetGate`, `DotLottie`), as a report says it:
/// a committed asset may come from an untrusted pull request, so only what
/// chartreel writes is played.
package struct AssetRefusal: Error, Sendable {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }
}
