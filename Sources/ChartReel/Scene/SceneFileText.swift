import ReelJSON

/// The scene file's text for a scene value: JSON as `ReelJSON` writes it,
/// numbers exactly (they read back as the same doubles).
enum SceneFileText {
    static func json(_ value: SceneValue) -> String {
        json(of: value).text(.pretty) + "\n"
    }

    private static func json(of value: SceneValue) -> JSON {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        // A number that is not finite cannot be written; null makes the
        // scene decoder name the place.
        case .number(let n): return .exact(n)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(json(of:)))
        case .object(let object): return .object(object.members.map { JSONMember($0.key, json(of: $0.value)) })
        }
    }
}
