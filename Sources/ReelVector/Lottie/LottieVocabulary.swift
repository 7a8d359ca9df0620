/// The words of Lottie chartreel's writer uses: every key, at any depth, and
/// every shape item type (`ty`). `check`'s gate admits a committed document
/// only in these words, so the writer and the gate read one list, and a
/// test holds every document the writer produces to it.
package enum LottieVocabulary {
    package static let keys: Set<String> = [
        "a", "ao", "assets", "bm", "c", "d", "ddd", "e", "fr", "g", "h", "hasMask", "i", "ind", "inv", "ip", "it", "k",
        "ks", "layers", "lc", "lj", "m", "masksProperties", "ml", "mode", "n", "nm", "o", "op", "p", "pt", "r", "s", "sa",
        "shapes", "sk", "sr", "st", "t", "ty", "v", "w", "x", "y",
    ]
    /// Group, path, fill, stroke, gradient fill and stroke, transform, trim.
    package static let shapeTypes: Set<String> = ["gr", "sh", "fl", "st", "gf", "gs", "tr", "tm"]
}
