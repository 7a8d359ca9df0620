/// Names of properties of a chart's elements (series, layers): `series[2].opacity`
/// by position, or `sales.opacity` by the element's id.
package enum ElementProperty {
    /// The element index and property name that `name` refers to, if any.
    package static func resolve(_ name: String, collection: String, ids: [String?]) -> (index: Int, property: String)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let target = name[..<dot], property = String(name[name.index(after: dot)...])
        let prefix = collection + "["
        if target.hasPrefix(prefix), target.hasSuffix("]"), let index = Int(target.dropFirst(prefix.count).dropLast()),
           ids.indices.contains(index) {
            return (index, property)
        }
        guard let index = ids.firstIndex(where: { $0 == String(target) }) else { return nil }
        return (index, property)
    }

    /// Every form `resolve` accepts, for messages: `series[N].x` and `ID.x`.
    package static func names(collection: String, ids: [String?], properties: [String]) -> [String] {
        let targets = ["\(collection)[N]"] + ids.compactMap { $0 }
        return targets.flatMap { target in properties.sorted().map { "\(target).\($0)" } }
    }

    /// Whether `name` has the shape of a property of an element of
    /// `collection` (`series[7].visible`, `y3.visible`), whether or not the
    /// chart has that element: a track for data that is not there.
    package static func looksLikeElement(_ name: String, collection: String, properties: [String]) -> Bool {
        guard let dot = name.lastIndex(of: "."), properties.contains(String(name[name.index(after: dot)...])) else { return false }
        let target = name[..<dot]
        return target.hasPrefix(collection + "[") || !target.contains(".")
    }
}
