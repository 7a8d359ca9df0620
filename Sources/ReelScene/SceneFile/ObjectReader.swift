import ReelGeometry

/// Reads the members of one JSON object. Every key the decoder asks for is
/// remembered, so `finish()` can reject the keys nobody asked for: a misspelt
/// option is an error with a suggestion, never silently ignored.
struct ObjectReader {
    let context: ValueContext
    private let members: [JSONMember]
    private var requested: [String] = []

    init(_ context: ValueContext) throws {
        guard case .object(let members) = context.value.kind else {
            throw context.error("expected an object, found \(context.value.summary)")
        }
        self.context = context
        self.members = members
    }

    var path: String { context.path }

    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key`, if present.
    mutating func member(_ key: String) -> ValueContext? {
        if !requested.contains(key) { requested.append(key) }
        guard let value = members.first(where: { $0.key == key })?.value else { return nil }
        return context.child(value, path: childPath(key))
    }

    /// The member `key` without counting it as read (to decide how to read
    /// the rest first).
    func peek(_ key: String) -> ValueContext? {
        members.first { $0.key == key }.map { context.child($0.value, path: childPath(key)) }
    }

    /// Whether the object has `key` (without counting it as read).
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member `key`, which must be present.
    mutating func required(_ key: String, _ what: String) throws -> ValueContext {
        guard let value = member(key) else {
            throw context.error("missing \"\(key)\" (\(what))")
        }
        return value
    }

    mutating func number(_ key: String, default fallback: Double, in range: ClosedRange<Double>? = nil) throws -> Double {
        try reading(key, fallback) { try $0.number(in: range) }
    }

    mutating func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) throws -> Int {
        try reading(key, fallback) { try $0.integer(in: range) }
    }

    mutating func string(_ key: String, default fallback: String) throws -> String {
        try reading(key, fallback) { try $0.string() }
    }

    mutating func bool(_ key: String, default fallback: Bool) throws -> Bool {
        try reading(key, fallback) { try $0.bool() }
    }

    mutating func color(_ key: String, default fallback: Color) throws -> Color {
        try reading(key, fallback) { try $0.color() }
    }

    mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, default fallback: E) throws -> E
    where E.RawValue == String {
        try reading(key, fallback) { try $0.choice(E.self) }
    }

    /// The member `key` read by `read`, or `fallback` when it is absent or,
    /// when validating, wrong (the problem is recorded and reading goes on).
    private mutating func reading<T>(_ key: String, _ fallback: T, _ read: (ValueContext) throws -> T) throws -> T {
        guard let value = member(key) else { return fallback }
        return try value.attempt { try read(value) } ?? fallback
    }

    /// Fails on the first member no decoder asked for (records them all
    /// when validating).
    func finish() throws {
        for member in members where !requested.contains(member.key) {
            let known = requested.sorted()
            _ = try context.attempt {
                throw SceneError(
                    location: context.source.location(of: member.keyOffset), path: childPath(member.key),
                    message: "unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: known)); allowed here: \(MessageText.list(known, limit: 30))"
                )
            }
        }
    }
}
