import ReelGeometry

/// An option the chart's decoder reads at the point it needs the value,
/// instead of the table setting it on the model: the value decides how the
/// model is built (a y axis's `fit` decides how its range is found) or lives
/// outside the model (the donut's own reveal). Key, type, default, meaning
/// and decoding are declared once here; `row` documents it in the section's
/// table from the same declaration, so the reference, the schema and the
/// decoder cannot disagree.
///
/// Invariant: `read` gives `fallback` when the key is absent and
/// `decode(member)` when present; nothing else reads the key.
struct OptionKey<Value: Sendable>: Sendable {
    let key: String
    let type: OptionType
    /// The value when the scene leaves the key out.
    let fallback: Value
    /// The default as the reference writes it.
    let defaultText: String
    let doc: String
    let decode: @Sendable (ValueContext) throws -> Value

    init(_ key: String, _ type: OptionType, default fallback: Value, text: String? = nil, doc: String,
         decode: @escaping @Sendable (ValueContext) throws -> Value) {
        self.key = key
        self.type = type
        self.fallback = fallback
        defaultText = text ?? OptionText.describe(fallback)
        self.doc = doc
        self.decode = decode
    }

    /// The member's value, or `fallback` when the object has no such key.
    func read(_ object: inout ObjectReader) throws -> Value {
        try value(of: object.member(key))
    }

    /// The value of a member the decoder took itself (to place later
    /// errors at it), or `fallback` when there is none. When validating, a
    /// wrong value is recorded and `fallback` stands in, so the problems
    /// after it are found too.
    func value(of member: ValueContext?) throws -> Value {
        guard let member else { return fallback }
        return try member.attempt { try decode(member) } ?? fallback
    }

    /// The key's row in a section's table; `text` replaces the default as
    /// the reference writes it, where the section gives its own.
    func row<Model>(default text: String? = nil) -> Option<Model> {
        Option(key, type, default: { [defaultText] _ in text ?? defaultText }, doc: doc, read: nil)
    }

    /// The key's row in one of the scene's sheets (`SceneSheets`).
    var sheetRow: OptionRow {
        OptionRow(key: key, type: type, defaultText: defaultText, isRequired: false, doc: doc, animatable: [], isTrackOnly: false)
    }
}

extension OptionKey where Value == Double {
    static func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double, doc: String) -> OptionKey {
        OptionKey(key, .number(range), default: fallback, doc: doc) { try $0.number(in: range) }
    }
}

extension OptionKey where Value == Int {
    static func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int, doc: String) -> OptionKey {
        OptionKey(key, .integer(range), default: fallback, doc: doc) { try $0.integer(in: range) }
    }
}

extension OptionKey where Value == String {
    static func string(_ key: String, default fallback: String, doc: String) -> OptionKey {
        OptionKey(key, .string, default: fallback, doc: doc) { try $0.string() }
    }
}

extension OptionKey where Value == Bool {
    static func bool(_ key: String, default fallback: Bool, doc: String) -> OptionKey {
        OptionKey(key, .bool, default: fallback, doc: doc) { try $0.bool() }
    }
}

extension OptionKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    static func choice(_ key: String, default fallback: Value, doc: String) -> OptionKey {
        OptionKey(key, .choice(Value.allCases.map(\.rawValue)), default: fallback, doc: doc) { try $0.choice(Value.self) }
    }
}
