/// How large a Lottie document `check` reads, and how much of it: its
/// bytes, its JSON values, its layers, how deep it nests and its longest
/// string. Every reader of a committed document keeps to these while it
/// reads, before anything is built from it, so a hostile asset costs at
/// most about what chartreel's own document for the scene costs.
package struct LottieBounds: Sendable, Equatable {
    package var bytes: Int
    package var items: Int
    package var layers: Int
    package var depth: Int
    package var string: Int
    /// What the limits were derived from, for messages; nil for the writer's own limits.
    package var fresh: LottieShape?

    package init(bytes: Int, items: Int, layers: Int, depth: Int, string: Int, fresh: LottieShape? = nil) {
        (self.bytes, self.items, self.layers, self.depth, self.string, self.fresh) = (bytes, items, layers, depth, string, fresh)
    }

    /// What chartreel's writer may produce for any scene: the fresh
    /// document is read within these (an hour of a large chart stays inside).
    package static let writer = LottieBounds(bytes: 512 << 20, items: 64 << 20, layers: 1 << 20, depth: 512, string: 1 << 20)

    /// Room a committed document has beyond the fresh one: twice its size,
    /// plus a margin, so an asset written by another version of chartreel
    /// for the same scene still reads, and anything larger is out of date
    /// anyway.
    static let (byteMargin, itemMargin, layerMargin, depthMargin, stringMargin) = (64 << 10, 4096, 16, 16, 256)

    /// The limits for a committed document of the scene whose fresh
    /// document has `shape`.
    package init(fresh shape: LottieShape) {
        self.init(bytes: FreshAllowance(fresh: shape.bytes, margin: Self.byteMargin).limit, items: 2 * shape.items + Self.itemMargin,
                  layers: 2 * shape.layers + Self.layerMargin, depth: shape.depth + Self.depthMargin,
                  string: 2 * shape.longestString + Self.stringMargin, fresh: shape)
    }

    /// The refusal for a file of `size` bytes, over `limit` (the document's
    /// own bound unless given: an archive adds its entries' `overhead`).
    func tooLarge(_ size: Int, limit: Int? = nil, overhead: Int = 0) -> AssetRefusal {
        let most = limit ?? bytes
        guard let fresh else { return AssetRefusal(reason: "it is \(size) bytes, over the \(most) chartreel reads") }
        let archive = overhead > 0 ? ", and \(FreshAllowance.size(overhead)) for the archive's other parts" : ""
        return AssetRefusal(reason: FreshAllowance(fresh: fresh.bytes, margin: Self.byteMargin)
            .refusal(size: size, limit: most, what: "Lottie", beside: archive))
    }

    /// The refusal for a document that has more of something than allowed,
    /// found at `path`: `text` says what ("it has more than 22 layers"),
    /// `written` how much of it the fresh document has.
    func excess(_ text: String, at path: String, written: KeyPath<LottieShape, Int>) -> AssetRefusal {
        AssetRefusal(reason: "\(text) at \(path)" + (fresh.map { ", where chartreel writes \($0[keyPath: written]) for this scene" } ?? ""))
    }
}

/// What a scan of a Lottie document counted.
package struct LottieShape: Sendable, Equatable {
    package var bytes = 0
    /// JSON values of every kind (objects, arrays, strings, numbers, literals).
    package var items = 0
    package var layers = 0
    /// The deepest nesting of objects and arrays (the top object is 1).
    package var depth = 0
    /// The longest string, in bytes as written.
    package var longestString = 0

    package init(bytes: Int = 0, items: Int = 0, layers: Int = 0, depth: Int = 0, longestString: Int = 0) {
        (self.bytes, self.items, self.layers, self.depth, self.longestString) = (bytes, items, layers, depth, longestString)
    }
}
