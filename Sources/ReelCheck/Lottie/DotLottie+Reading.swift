import ReelEncoding

/// Reading a committed dotLottie: only what chartreel writes (the two
/// entries, stored or deflated, sizes and checksums right), inflating no
/// more than a bound (`check` gives the one its fresh document sets), since
/// `check` may read one from an untrusted pull request.
extension DotLottie {
    /// The largest Lottie document read back without a bound of its own.
    package static let maximumDocument = LottieBounds.writer.bytes

    /// The Lottie document in `archive` and its id, inflating at most
    /// `bounds.bytes` for the document and `overhead` beside it.
    package static func document(in archive: [UInt8], bounds: LottieBounds = .writer) throws -> (id: String, json: [UInt8]) {
        let entries: [String: [UInt8]]
        do {
            entries = try ZipReader.entries(archive, limit: bounds.bytes + overhead)
        } catch let oversized as ZipReader.Oversized {
            throw AssetRefusal(reason: "its \(ByteText.shown(oversized.name.utf8, limit: 80)) inflates to \(oversized.size) bytes, "
                               + "past the \(oversized.limit) read"
                               + (bounds.fresh.map { ": chartreel writes \($0.bytes) for this scene" } ?? ""))
        } catch let malformed as MalformedFile {
            throw AssetRefusal(reason: "not a ZIP archive chartreel wrote: \(malformed)")
        }
        let animations = entries.keys.filter { $0.hasPrefix("animations/") && $0.hasSuffix(".json") }
        if let other = entries.keys.sorted().first(where: { $0 != "manifest.json" && !animations.contains($0) }) {
            throw AssetRefusal(reason: "it holds \(other.prefix(40)), which chartreel does not write")
        }
        guard animations.count == 1, let name = animations.first, let json = entries[name], entries["manifest.json"] != nil else {
            throw AssetRefusal(reason: "it does not hold manifest.json and one animations/ID.json, as chartreel writes")
        }
        return (String(name.dropFirst("animations/".count).dropLast(".json".count)), json)
    }
}
