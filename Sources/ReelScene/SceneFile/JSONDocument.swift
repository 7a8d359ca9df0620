/// Strict JSON for files other than scenes (a folder's asset manifest): the
/// scene reader's parser, so a member named twice is refused there too,
/// and every value keeps its place for messages.
package enum JSONDocument {
    /// The document's value tree; malformed JSON, or a member named twice
    /// in one object, throws a `SceneError` at its line and column.
    package static func parse(_ source: SourceText) throws -> JSONValue {
        do {
            return try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            throw SceneError(location: error.location, path: "", message: "malformed JSON: \(error.message)")
        }
    }

    /// The line and column of byte `offset` of `source`.
    package static func location(of offset: Int, in source: SourceText) -> SourceLocation {
        source.location(of: offset)
    }
}
