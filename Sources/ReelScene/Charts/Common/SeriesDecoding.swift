import ReelGeometry

/// Keys every chart with series reads the same way.
enum SeriesDecoding {
    /// `visible`: `true` (1), `false` (0) or a fade in between.
    static func visibility(_ context: ValueContext) throws -> Double {
        if case .bool(let shown) = context.value.kind { return shown ? 1 : 0 }
        return try context.number(in: 0...1, what: "true, false or a fade from 0 to 1")
    }
}
